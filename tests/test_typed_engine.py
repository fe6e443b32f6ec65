"""The engine's typed core: event kinds, structured feature choices (still text in saves and on
the wire), and each feature's state in a dataclass of its own."""

from __future__ import annotations

import json

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine import Act, Action, EventKind, Game, Phase
from mahjong_tui.rules.features.furiten import FuritenState
from mahjong_tui.rules.features.void_suit import VoidSuits, void_suits
from mahjong_tui.saves.store import encode_action, event_json
from mahjong_tui.table.actions import FeatureChoice, Mark
from mahjong_tui.table.state import HandState
from mahjong_tui.table.wall import Wall
from mahjong_tui.variants import load_variant


def _void_variant():
    return load_variant("sichuan", options={"declare_void": True})


def _play(variant: str, seed: int, decisions: int) -> Game:
    v = _void_variant() if variant == "sichuan" else load_variant(variant)
    g = Game(v, seed=seed)
    bots = [BaselineBot(v, seed=i) for i in range(g.n)]
    for _ in range(decisions):
        if g.over:
            break
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.bot_view(seat)))
    return g


@pytest.mark.parametrize("variant", ["mcr", "sichuan", "yunnan", "wuhan", "beijing"])
def test_every_event_has_a_kind_and_writes_it_as_text(variant: str) -> None:
    g = _play(variant, seed=4, decisions=300)
    assert len(g.events) > 50
    for e in g.events:
        assert type(e.kind) is EventKind
        written = json.loads(event_json(e))
        assert type(written["kind"]) is str and written["kind"] == e.kind.value


def test_feature_choices_are_structured_and_saved_as_text() -> None:
    g = Game(_void_variant(), seed=1)
    assert g.phase is Phase.SETUP
    offered = g.legal_actions(0)
    assert {a.choice for a in offered} == {FeatureChoice("void", s) for s in "mps"}
    saved = encode_action(offered[0])
    assert saved["choice"] == "void:m"  # the form saves and the network have always carried
    back = Action.from_dict(json.loads(json.dumps(saved)))
    assert back == offered[0] and isinstance(back.choice, FeatureChoice)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("open_tail:0", FeatureChoice("open_tail", 0)),
        ("open_tail:draw", FeatureChoice("open_tail", "draw")),
        ("ten_honours:declare", FeatureChoice("ten_honours", "declare")),
        ("chicken", Mark.CHICKEN),  # the engine's marks: typed, and written as their words
        ("swap_call", Mark.SWAP_CALL),
        ("four_wilds", Mark.FOUR_WILDS),
        ("chickens", "chickens"),  # any other word stays a word
        ("3m", "3m"),  # a chow's joker stand-in stays a tile code
        (":x", ":x"),
        ("x:", "x:"),
        # only ASCII digits are an index: "²" is a digit to str.isdigit but not to int (a save
        # holding it was refused with int()'s own message), "３" would read as 3
        ("open_tail:\u00b2", FeatureChoice("open_tail", "\u00b2")),
        ("open_tail:\uff13", FeatureChoice("open_tail", "\uff13")),
    ],
)
def test_choice_text_reads_back(text: str, want: object) -> None:
    a = Action.from_dict({"type": "choose", "seat": 1, "choice": text})
    assert a.choice == want and type(a.choice) is type(want)
    assert a.as_dict()["choice"] == text


def test_a_mark_is_written_as_its_word() -> None:
    a = Action(Act.DISCARD, 0, 5, choice=Mark.SWAP_CALL)
    assert json.loads(json.dumps(a.as_dict()))["choice"] == "swap_call"
    assert Action.from_dict(a.as_dict()) == a


def test_old_text_choice_is_legal_again() -> None:
    """A void suit chosen in a save written before choices had a type still applies."""
    g = Game(_void_variant(), seed=1)
    for seat, suit in enumerate("pmsp"):
        g.apply(Action.from_dict({"type": "choose", "seat": seat, "choice": f"void:{suit}"}))
    assert g.phase is not Phase.SETUP
    assert void_suits(g.state) == [1, 0, 2, 1]


def test_feature_state_is_per_hand_and_made_on_first_use() -> None:
    st = HandState(1, 0, 0, Wall([]), [])
    assert st.features == {}
    f = st.feature(FuritenState)
    f.temporary.add(2)
    assert st.feature(FuritenState) is f and f.kind(2) == "temporary" and f.kind(1) is None
    assert st.feature(VoidSuits).suits is None
    g = _play("sichuan", seed=2, decisions=4)
    assert void_suits(g.state) is not None
    while g.phase is not Phase.HAND_OVER:
        seat = g.to_act()[0]
        g.apply(g.legal_actions(seat)[0])
    g.apply(Action(Act.NEXT_HAND, 0))
    for s in range(1, g.n):
        if g.phase is Phase.SETUP:
            break
        g.apply(Action(Act.NEXT_HAND, s))
    assert g.state.hand_no == 2 and void_suits(g.state) is None  # a new hand starts empty


def test_the_log_has_a_line_for_every_kind_but_the_quiet_ones() -> None:
    from mahjong_tui.engine.events import Event
    from mahjong_tui.tiles import kinds as K
    from mahjong_tui.ui.describe import Describer
    from mahjong_tui.ui.theme import palette

    quiet = {
        EventKind.DEAL,
        EventKind.DRAW,
        EventKind.REPLACEMENT,
        EventKind.TURN,
        EventKind.SETUP,
        EventKind.OPEN_TAIL,
        EventKind.TAKE_OPEN_TAIL,
        EventKind.PASS_BAN,
        EventKind.HAND_END,
    }
    d = Describer("en", False, palette(), ["A", "B"])
    for kind in EventKind:
        line = d.event(Event(kind, 0, K.from_code("5m"), data={"source": 1, "discarder": 1}), 1)
        assert (line is None) == (kind in quiet), kind
        if line is not None:
            assert line.plain and "{" not in line.plain, kind
