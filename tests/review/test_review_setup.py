"""The review compares the choices made after the deal that the strong bot reasons about:
Sichuan's void suit (定缺) and tiles passed (換三張) by what giving a suit up costs, Shaanxi's
stakes (下炮子) by the dealt hand's chance to win. They had been skipped whole."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.strong.setup_choice import suit_costs
from mahjong_tui.bots.strong.stakes import DRAWN, SELF_DRAWN, stake_edge, win_chance
from mahjong_tui.cli.main import main
from mahjong_tui.engine import Game
from mahjong_tui.play.session import Session
from mahjong_tui.review.decisions import Decision, review_record
from mahjong_tui.review.setup_eval import stake_points
from mahjong_tui.rules.features.void_suit import suit_name
from mahjong_tui.saves.store import load_record
from mahjong_tui.table.actions import Act, Action, FeatureChoice
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.review_text import action_text, decision_lines, hand_lines, lines_at, tile_name
from mahjong_tui.variants import load_variant

from ..position import tokens
from .test_review import Deviate, play_one_hand
from .test_review_declarations import NAMES, reviewed

MAN, PIN, SOU = (K.suit_of(K.from_code(c)) for c in ("1m", "1p", "1s"))
FAR_FROM_MAN = "123456m19p113579s"
"""Void dots and the hand is one from ready; void characters (its two runs) and it is five away."""
LOOSE_DOTS = "2345678m159p1357s"
"""Three loose dots to pass, or three characters out of a long run."""


def said(d: Decision, lang: str = "en", by_name: bool = False) -> str:
    return "\n".join(lines_at(decision_lines(d, NAMES, lang, by_name=by_name), None))


def dealt(options: dict[str, bool], hand: str, variant: str = "sichuan") -> tuple[object, Game]:
    v = load_variant(variant, options=options)
    g = Game(v, players=4, seed=5)
    g.state.seats[0].hand = sorted(tokens(hand))
    for f in v.features:  # the choices asked again of the hand put in place (tiles to pass)
        if f.setup_stage == g.state.setup_stage:
            g.state.pending.update(f.setup_choices(g))
    assert g.legal_actions(0) and all(a.type is Act.CHOOSE for a in g.legal_actions(0))
    return v, g


def costs_of(v, g: Game) -> dict[int, tuple[int, int, int]]:  # noqa: ANN001
    view = g.bot_view(0)
    return suit_costs(v, view, list(view.me.hand))  # type: ignore[arg-type, union-attr]


def void(letter: str):  # noqa: ANN201
    return lambda a: a.choice == FeatureChoice("void", letter)


def test_voiding_a_suit_the_strong_bot_keeps_is_listed_with_both_suits_shanten() -> None:
    v, g = dealt({"declare_void": True}, FAR_FROM_MAN)
    costs = costs_of(v, g)
    hand = reviewed(v, g, 0, void("m"))
    assert hand.decisions == 1
    [d] = hand.differing
    assert d.strong.choice == FeatureChoice("void", "p")
    assert d.setup is not None and d.setup.chosen_suit is not None and d.setup.strong_suit is not None
    assert (d.setup.chosen_suit.shanten, d.setup.chosen_suit.held) == costs[MAN][:2]
    assert (d.setup.strong_suit.shanten, d.setup.strong_suit.held) == costs[PIN][:2]
    steps = costs[MAN][0] - costs[PIN][0]
    assert steps > 0
    text = said(d)
    assert "you: void characters; strong bot: void dots" in text
    assert f"yours: without characters, shanten {costs[MAN][0]}; {costs[MAN][1]} tiles in characters" in text
    assert f"strong bot's: without dots, shanten {costs[PIN][0]}; {costs[PIN][1]} tiles in dots" in text
    assert f"gave up: {steps} steps of speed" in text
    zh = said(d, "zh_TW")
    assert "你：定缺：萬；高手電腦：定缺：筒" in zh
    assert f"你的：缺萬，向聽 {costs[MAN][0]}；手上 {costs[MAN][1]} 張萬" in zh
    assert f"高手的：缺筒，向聽 {costs[PIN][0]}" in zh and f"損失：慢了 {steps} 步" in zh


def test_voiding_the_strong_bots_suit_is_not_listed() -> None:
    v, g = dealt({"declare_void": True}, FAR_FROM_MAN)
    hand = reviewed(v, g, 0, void("p"))
    assert hand.decisions == 1 and hand.differing == []


def test_a_void_as_far_from_a_win_gives_up_the_tiles_that_hang_together() -> None:
    """Four characters with a run against four loose dots, either given up leaving the hand as far
    from a win: the strong bot's last tie-break, the tiles' partners, is what differs."""
    v, g = dealt({"declare_void": True}, "1234m1479p23678s")
    costs = costs_of(v, g)
    assert costs[MAN][:2] == costs[PIN][:2] and costs[MAN][2] > costs[PIN][2]
    [d] = reviewed(v, g, 0, void("m")).differing
    assert "gave up: tiles that hang together (pairs, runs) in the suit given up" in said(d)
    assert "損失：放棄的花色較成形（對子、搭子）" in said(d, "zh_TW")


def test_hot_seat_names_whose_void_it_is() -> None:
    v, g = dealt({"declare_void": True}, FAR_FROM_MAN)
    [d] = reviewed(v, g, 0, void("s")).differing
    text = said(d, by_name=True)
    assert "Ann: void bamboo; strong bot: void dots" in text and "Ann's: without bamboo" in text
    assert "you" not in text


def test_tiles_passed_from_a_suit_the_strong_bot_keeps_are_listed() -> None:
    v, g = dealt({"exchange_three": True}, LOOSE_DOTS)
    costs = costs_of(v, g)
    three_man = (K.from_code("2m"), K.from_code("3m"), K.from_code("4m"))
    hand = reviewed(v, g, 0, lambda a: a.tiles == three_man)
    assert hand.decisions == 1
    [d] = hand.differing
    assert {K.suit_of(t) for t in d.strong.tiles} == {PIN}
    assert d.setup is not None and d.setup.chosen_suit is not None and d.setup.strong_suit is not None
    assert d.setup.chosen_suit.suit == MAN and d.setup.chosen_suit.shanten == costs[MAN][0]
    assert d.setup.strong_suit.suit == PIN and d.setup.strong_suit.shanten == costs[PIN][0]
    text = said(d)
    faces = " ".join(tile_name(t, "en") for t in three_man)  # as the table draws them, not "2m 3m 4m"
    assert f"you: pass {faces}; strong bot: pass " in text
    assert f"yours: without characters, shanten {costs[MAN][0]}" in text
    assert f"gave up: {costs[MAN][0] - costs[PIN][0]} steps of speed" in text
    assert "你：換出 " in said(d, "zh_TW")


def test_tiles_passed_from_the_strong_bots_suit_agree_whichever_three() -> None:
    """Within the suit the strong bot passes by the feature's rule (the fewest partners): the
    suit is what it reasons about."""
    v, g = dealt({"exchange_three": True}, LOOSE_DOTS)
    dots = (K.from_code("1p"), K.from_code("5p"), K.from_code("9p"))
    hand = reviewed(v, g, 0, lambda a: a.tiles == dots)
    assert hand.decisions == 1 and hand.differing == []


def stakes_game(hand: str) -> tuple[object, Game]:
    v, g = dealt({}, hand, "shaanxi")
    assert not g.bot_view(0).me.dealer  # type: ignore[union-attr]
    return v, g


@pytest.mark.parametrize("staked", [3, 4])
def test_stakes_on_a_far_hand_are_listed_with_its_chance_and_what_a_stake_earns(staked: int) -> None:
    v, g = stakes_game("2468m2468p2468s1z")
    shanten = v.shanten(g.state.seats[0].hand, [], None)  # type: ignore[attr-defined]
    hand = reviewed(v, g, 0, lambda a: a.choice == staked)
    assert hand.decisions == 1
    [d] = hand.differing
    assert d.strong.choice == 0
    odds = d.setup.stakes if d.setup is not None else None
    assert odds is not None and odds.shanten == shanten
    unit = v.cfg.settlement.params["stake_unit"]  # type: ignore[attr-defined]
    points = stake_edge(shanten, False, v.settlement.stake_self_draw()) * unit
    assert odds.points == pytest.approx(points) and points < 0
    pct = round(100 * win_chance(shanten, False))
    text = said(d)
    assert f"you: stakes: {staked}; strong bot: stakes: 0" in text
    assert f"the hand dealt: shanten {shanten}, {pct}% chance to win" in text
    assert f"a stake is expected to earn {points:+.2f} points" in text
    assert f"gave up: {-staked * points:.2f} points expected" in text
    zh = said(d, "zh_TW")
    assert f"起手牌：向聽 {shanten}，和牌機會 {pct}%" in zh and f"期望少了 {-staked * points:.2f} 分" in zh


def test_no_stakes_on_a_near_hand_are_listed_and_the_strong_bots_stakes_are_not() -> None:
    v, g = stakes_game("123m456p789s1123z")
    hand = reviewed(v, g, 0, lambda a: a.choice == 0)
    [d] = hand.differing
    assert d.strong.choice == 4 and "gave up: " in said(d) and "points expected" in said(d)
    hand = reviewed(v, g, 0, lambda a: a.choice == 4)
    assert hand.decisions == 1 and hand.differing == []


def test_the_counts_include_the_setup_choices() -> None:
    v, g = dealt({"declare_void": True}, FAR_FROM_MAN)
    hand = reviewed(v, g, 0, void("m"))
    head = hand_lines(hand, NAMES, "en")[0]
    assert head == "Hand 1: 1 of your 1 decision differs from the strong bot"


class VoidTheDearestSuit(Deviate):
    """Void the suit whose loss costs the hand most (the strong bot keeps it)."""

    def other(self, session: Session, seat: int, strong: Action) -> Action | None:
        if session.game.phase is not Phase.SETUP or strong.choice not in VOIDS:
            return None
        view = session.game.bot_view(seat)
        costs = suit_costs(session.variant, view, list(view.me.hand))  # type: ignore[union-attr]
        return max(view.legal, key=lambda a: costs["mps".index(a.choice.value)])  # type: ignore[union-attr]


VOIDS = [FeatureChoice("void", s) for s in "mps"]


def test_a_played_hand_lists_the_void_and_the_review_command_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    rec, voided, move = play_one_hand("sichuan", 4, VoidTheDearestSuit(), {"declare_void": True})
    review = review_record(load_record(rec.replay_path))
    [hand] = review.hands
    assert [(d.move, d.chosen) for d in hand.differing] == [(move, voided)]
    [d] = hand.differing
    assert d.setup is not None and d.setup.chosen_suit is not None and d.setup.strong_suit is not None
    assert d.setup.chosen_suit.shanten > d.setup.strong_suit.shanten
    head = hand_lines(hand, review.names, "en")[0]
    assert head.startswith("Hand 1: 1 of your ") and hand.decisions > 1
    assert main(["review", rec.record.id, "--lang", "zh_TW"]) == 0  # recorded in this test's own data folder
    out = capsys.readouterr().out
    assert f"你：{action_text(voided, 'zh_TW')}；高手電腦：{action_text(d.strong, 'zh_TW')}" in out
    assert f"你的：缺{suit_name(d.setup.chosen_suit.suit).text('zh_TW')}，向聽 {d.setup.chosen_suit.shanten}" in out


def test_a_stake_is_counted_in_the_settlements_stake_unit_and_earns_nothing_without_one() -> None:
    shaanxi = load_variant("shaanxi")
    unit = shaanxi.cfg.settlement.params["stake_unit"]
    assert stake_points(shaanxi, 0.5) == pytest.approx(0.5 * unit)
    no_stakes_paid = load_variant("hebei")  # the same settlement, with no stake unit
    assert no_stakes_paid.settlement.stake_unit() is None
    assert stake_points(no_stakes_paid, 0.5) == 0.0


@pytest.mark.parametrize("shanten", [2, 3, 4])
def test_a_stakes_worth_counts_a_self_drawn_win_paying_the_stakes_twice(shanten: int) -> None:
    """Shaanxi pays the stakes twice over on a self-draw (stake_self_draw 2): what the review
    says a stake earns counted every win as one on a discard, about a fifth too little either way."""
    v = load_variant("shaanxi")
    assert v.settlement.stake_self_draw() == 2 and load_variant("mcr").settlement.stake_self_draw() == 1
    p = win_chance(shanten, False)
    q = 1 - DRAWN - p
    paid = (1 - SELF_DRAWN) + SELF_DRAWN * 2  # a win's stakes, a self-draw's twice
    by_the_payments = (3 * p * paid - q * paid) * v.settlement.stake_unit()  # type: ignore[operator]
    edge = stake_edge(shanten, False, v.settlement.stake_self_draw())
    assert stake_points(v, edge) == pytest.approx(by_the_payments)
    assert abs(by_the_payments) > abs(stake_edge(shanten, False, 1) * v.settlement.stake_unit())  # type: ignore[operator]
