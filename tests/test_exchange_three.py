"""Sichuan's exchange of three (換三張, option ``exchange_three``): three tiles of one suit per
seat, sent on by the dice, seen only by giver and receiver; bots, saves and replays with it."""

from __future__ import annotations

from collections import Counter

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.easy import EasyBot
from mahjong_tui.datadir import replays_dir, saves_dir
from mahjong_tui.engine import Game
from mahjong_tui.play.session import Session, resume_session
from mahjong_tui.replay.model import Replay
from mahjong_tui.rules.features.exchange_three import NAME, dice, step, triples
from mahjong_tui.rules.features.void_suit import void_suits
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.table.actions import Act, Action, FeatureChoice, IllegalAction
from mahjong_tui.table.event_kinds import EventKind
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .saves.helpers import play


def parse_tiles(text: str) -> list[int]:
    """Suited tiles written as ``112m5p``."""
    out: list[int] = []
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        else:
            out += ["mps".index(ch) * 9 + int(d) - 1 for d in digits]
            digits = ""
    return out


@pytest.fixture(scope="module")
def with_exchange():
    return load_variant("sichuan", options={"exchange_three": True})


def _pick(seat: int, codes: str) -> Action:
    return Action(Act.CHOOSE, seat, tiles=tuple(sorted(parse_tiles(codes))), choice=FeatureChoice(NAME, "pass"))


def test_the_option_is_off_in_every_preset() -> None:
    for preset in ("normal", "xuezhan"):
        g = Game(load_variant("sichuan", preset=preset), seed=4)
        assert g.phase is Phase.TURN


def test_every_pick_offered_is_three_held_tiles_of_one_suit(with_exchange) -> None:
    g = Game(with_exchange, seed=4)
    assert g.phase is Phase.SETUP and sorted(g.state.pending) == [0, 1, 2, 3]
    for seat in range(4):
        hand = Counter(g.state.seats[seat].hand)
        picks = g.legal_actions(seat)
        assert picks and len({a.tiles for a in picks}) == len(picks)
        assert len(picks) == len(triples(g.state.seats[seat].hand))
        for a in picks:
            assert len(a.tiles) == 3 and len({K.suit_of(t) for t in a.tiles}) == 1
            assert not Counter(a.tiles) - hand


def test_triples_of_a_hand() -> None:
    assert [tuple(K.code(t) for t in c) for c in triples(parse_tiles("112m5p"))] == [("1m", "1m", "2m")]
    assert len(triples(parse_tiles("1234m"))) == 4
    assert triples(parse_tiles("11m22p33s")) == []


@pytest.mark.parametrize("seed", range(6))
def test_the_tiles_go_three_per_seat_in_the_dice_direction(with_exchange, seed: int) -> None:
    g = Game(with_exchange, seed=seed)
    before = [list(s.hand) for s in g.state.seats]
    passed = {seat: g.legal_actions(seat)[seed % len(g.legal_actions(seat))].tiles for seat in range(4)}
    for seat in range(4):
        g.apply(next(a for a in g.legal_actions(seat) if a.tiles == passed[seat]))
    a, b = dice(g)
    on = {1: 1, 2: 3, 0: 2}[(a + b) % 3]
    assert step(a + b, 4) == on
    assert g.phase is Phase.TURN
    for seat in range(4):
        giver = (seat - on) % 4
        want = Counter(before[seat]) - Counter(passed[seat]) + Counter(passed[giver])
        assert Counter(g.state.seats[seat].hand) == want
        assert len(g.state.seats[seat].hand) == len(before[seat])


def test_nobody_sees_another_seats_passed_tiles_but_the_receiver(with_exchange) -> None:
    g = Game(with_exchange, seed=7)
    for seat in range(4):
        g.apply(g.legal_actions(seat)[-1])
    a, b = dice(g)
    on = step(a + b, 4)
    public = [e for e in g.events if e.kind is EventKind.CHOICE and e.seat is None]
    assert len(public) == 1 and public[0].data["dice"] == f"{a}+{b}"
    own = [e for e in g.events if e.kind is EventKind.CHOICE and e.seat is not None]
    assert sorted(e.seat for e in own) == [0, 1, 2, 3] and all(e.private for e in own)
    for viewer in range(4):
        giver = (viewer - on) % 4
        for e in own:
            seen = e.for_seat(viewer)
            if e.seat == viewer:
                gave = [K.code(t) for t in e.tiles]
                assert seen.data["gave"] == gave and len(seen.tiles) == 3
                got = next(x for x in own if x.seat == giver)
                assert seen.data["got"] == [K.code(t) for t in got.tiles]  # what the receiver got
            else:
                assert seen.tiles == () and "gave" not in seen.data and "got" not in seen.data
        log = g.view(viewer, log=200).events
        for e in log:
            if e.kind is EventKind.CHOICE and e.seat not in (None, viewer):
                assert e.tiles == () and not ({"gave", "got"} & set(e.data))


def test_an_illegal_pick_is_refused_in_one_line(with_exchange) -> None:
    g = Game(with_exchange, seed=4)
    hand = g.state.seats[0].hand
    suits = {K.suit_of(t) for t in hand}
    mixed = tuple(sorted(next(t for t in hand if K.suit_of(t) == s) for s in list(suits)[:2])) + (hand[0],)
    unheld = next(t for t in range(27) if t not in hand)
    for tiles in (tuple(sorted(mixed)), (unheld, unheld, unheld)):
        bad = Action(Act.CHOOSE, 0, tiles=tiles, choice=FeatureChoice(NAME, "pass"))
        with pytest.raises(IllegalAction) as e:
            g.apply(bad)
        assert "\n" not in str(e.value) and "not possible now" in str(e.value)
    assert g.phase is Phase.SETUP and 0 in g.state.pending  # nothing changed


def test_the_void_suit_is_declared_after_the_exchange() -> None:
    v = load_variant("sichuan", options={"exchange_three": True, "declare_void": True})
    g = Game(v, seed=5)
    assert all(a.choice.feature == NAME for a in g.legal_actions(0))  # type: ignore[union-attr]
    for seat in range(4):
        g.apply(g.legal_actions(seat)[0])
    assert g.phase is Phase.SETUP and void_suits(g.state) is None
    assert {a.choice for a in g.legal_actions(2)} == {FeatureChoice("void", s) for s in "mps"}
    for seat in range(4):
        g.apply(g.legal_actions(seat)[0])
    assert g.phase is Phase.TURN and void_suits(g.state) == [0, 0, 0, 0]


def test_the_bot_passes_the_least_useful_tiles_of_its_weakest_suit(with_exchange) -> None:
    g = Game(with_exchange, seed=4)
    g.state.seats[1].hand = parse_tiles("1112345678m159p1s")
    g._legal_cache = {}
    g.state.pending[1] = g.variant.features[0].setup_choices(g)[1]
    pick = BaselineBot(with_exchange, 1).choose(g.bot_view(1))
    assert pick.type is Act.CHOOSE and [K.code(t) for t in pick.tiles] == ["1p", "5p", "9p"]


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["normal", "xuezhan"])
@pytest.mark.parametrize("bot", [BaselineBot, EasyBot])
def test_bots_play_whole_hands_with_the_exchange(preset: str, bot: type[BaselineBot]) -> None:
    from .conftest import assert_conserved

    v = load_variant("sichuan", preset=preset, options={"exchange_three": True, "declare_void": True})
    g = Game(v, seed=11)
    bots = [bot(v, 50 + s) for s in range(4)]
    hands = 0
    while hands < 4 and not g.over:
        if g.phase is Phase.HAND_OVER:
            r = g.state.result
            assert r is not None and sum(r.deltas) == 0
            assert all(w.score.legal for w in r.wins)
            hands += 1
            g.apply(Action(Act.NEXT_HAND, 0))
            continue
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.bot_view(seat)))
    assert hands == 4
    assert sum(1 for e in g.events if e.kind is EventKind.CHOICE and e.seat is None and "exchange" in e.data) >= 4
    assert_conserved(g) if g.phase is not Phase.MATCH_OVER else None


def _recorded(seed: int) -> tuple[Session, Recorder]:
    v = load_variant("sichuan", options={"exchange_three": True})
    session = Session(v, [True, False, False, False], ["Ann", "Bot 1", "Bot 2", "Bot 3"], seed)
    return session, Recorder.start(session, v.preset, v.options)


def test_a_save_with_the_exchange_resumes_identically() -> None:
    for actions in (2, 30):  # in the middle of the exchange, and in play after it
        session, rec = _recorded(seed=3)
        play(session, actions=actions)
        resumed, out = resume_session(saves_dir() / f"{rec.record.id}.json")
        assert resumed is not None and not out.warning, out.error
        assert resumed.game.view(None) == session.game.view(None)
        assert resumed.game.events == session.game.events


def test_a_replay_with_the_exchange_steps_through_identically() -> None:
    session, rec = _recorded(seed=6)
    play(session, hands=1)
    r = Replay.load(replays_dir() / f"{rec.record.id}.json")
    seen = []
    for k in range(r.last + 1):
        r.goto(k)
        seen.append(r.view())
    for k in (r.last, 5, 1, 0):
        r.goto(k)
        assert r.view() == seen[k]
