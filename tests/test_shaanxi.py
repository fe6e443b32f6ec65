"""Shaanxi (shaanxi.md): worked examples SX1-SX9 through the engine, stakes, kong money, the
reserve table, 截胡, 漏胡, options and rotation."""

from __future__ import annotations

import pytest

from mahjong_tui import load_variant, score
from mahjong_tui.engine import Act, Phase
from mahjong_tui.rules.features.stakes import hand_stakes
from mahjong_tui.scoring.explain import render
from mahjong_tui.sim import simulate
from mahjong_tui.tiles import kinds as K

from .rig import act, can, deltas, pass_all, rigged

SX = load_variant("shaanxi")


def stakes(e: int = 0, s: int = 0, w: int = 0, n: int = 0) -> dict[str, int]:
    return {"E": e, "S": s, "W": w, "N": n}


def discard_win(hands: dict[str, str], discarder: str, tile: str, winner: str, setup=None):  # noqa: ANN001
    hands = dict(hands)
    hands[discarder] = hands.get(discarder, "")
    g = rigged(SX, hands, turn=discarder, drawn=tile, setup=setup)
    act(g, discarder, Act.DISCARD, tile)
    act(g, winner, Act.WIN, tile)
    pass_all(g)
    return g


def self_draw(hand: str, winner: str, tile: str, setup=None):  # noqa: ANN001
    g = rigged(SX, {winner: hand}, turn=winner, drawn=tile, setup=setup)
    act(g, winner, Act.WIN, tile)
    return g


def test_sx1_discard_win_no_stakes() -> None:
    g = discard_win({"S": "234m678p345s11z55z"}, "W", "1z", "S", stakes())
    assert g.phase is Phase.HAND_OVER
    assert deltas(g) == {"E": -6, "S": 12, "W": -3, "N": -3}


def test_sx2_dealer_self_draw_with_stakes() -> None:
    g = self_draw("123456789m234p5p", "E", "5p", stakes(2, 1, 0, 4))
    assert deltas(g) == {"E": 102, "S": -30, "W": -24, "N": -48}
    stake = {p.payer: p.amount for p in g.state.payments if p.reason == "stake"}
    assert stake == {1: 18, 2: 12, 3: 36}


def test_sx3_thirteen_orphans_is_just_a_win() -> None:
    g = discard_win({"N": "19m19p19s1234567z"}, "S", "9m", "N", stakes(n=1))
    assert g.state.result.wins[0].score.fan("thirteen_orphans") is not None
    assert deltas(g) == {"E": -9, "S": -6, "W": -6, "N": 21}


def test_sx3_hand_type_changes_nothing() -> None:
    orphans = score(SX, "19m19p19s1234567z+9m", seat_wind="N", discarder="S")
    plain = score(SX, "234m678p345s11z55z+1z", seat_wind="N", discarder="S")
    assert orphans.total == plain.total == 3
    assert score(SX, "1133m4477p99s226z+6z", seat_wind="N", self_drawn=True).total == 6


def test_sx4_kongs_paid_at_once_then_the_reserve_table_draws_the_hand() -> None:
    hands = {"W": "1111m", "N": "56s[222m]^", "E": "1p", "S": "555p"}
    # draws from the head: N 2m, E 5p; replacements (4z) from the tail. 29 tiles: 24 left at the end.
    g = rigged(SX, hands, turn="W", drawn="8s", wall="2m5p", size=29, setup=stakes())
    act(g, "W", Act.CONCEALED_KONG, "1m")
    assert deltas(g) == {"E": -6, "S": -6, "W": 18, "N": -6}
    act(g, "W", Act.DISCARD, "4z")
    pass_all(g)
    act(g, "N", Act.ADDED_KONG, "2m")
    pass_all(g)
    act(g, "N", Act.DISCARD, "4z")
    pass_all(g)
    act(g, "E", Act.DISCARD, "5p")
    act(g, "S", Act.KONG, "5p")
    pass_all(g)
    assert g.state.kongs_total == 3
    act(g, "S", Act.DISCARD, "4z")
    pass_all(g)
    # three kongs: the reserve is 13 stacks (26 tiles); the wall holds 24, so W's draw ends it
    assert g.phase is Phase.HAND_OVER
    assert g.state.result.exhaustive and not g.state.result.wins
    assert g.state.wall.remaining == 24
    assert deltas(g) == {"E": -15, "S": -3, "W": 15, "N": 3}
    assert g.match.dealer == 0  # E deals again


@pytest.mark.parametrize("kongs,reserve", [(0, 26), (1, 14), (2, 16), (3, 26), (5, 26)])
def test_reserve_table_is_literal(kongs: int, reserve: int) -> None:
    g = rigged(SX, {}, setup=stakes())
    g.state.kongs_total = kongs
    assert g._reserve() == reserve


def test_reserve_option_swaps_the_table() -> None:
    fixed = load_variant("shaanxi", options={"reserve": "seven_stacks"})
    plus = load_variant("shaanxi", options={"reserve": "seven_stacks_plus_kongs"})
    for kongs in range(4):
        g = rigged(fixed, {}, setup=stakes())
        g.state.kongs_total = kongs
        assert g._reserve() == 14
        h = rigged(plus, {}, setup=stakes())
        h.state.kongs_total = kongs
        assert h._reserve() == 14 + kongs


def test_sx5_one_winner_the_nearest_after_the_discarder() -> None:
    hands = {"W": "123m456m789m123p5p", "N": "234s567s888s4p6p11z"}
    g = rigged(SX, hands, turn="E", drawn="5p", setup=stakes())
    act(g, "E", Act.DISCARD, "5p")
    assert can(g, "W", Act.WIN, "5p") and can(g, "N", Act.WIN, "5p")
    act(g, "W", Act.WIN, "5p")
    act(g, "N", Act.WIN, "5p")
    result = g.state.result
    assert [w.seat for w in result.wins] == [2]
    assert deltas(g) == {"E": -6, "S": -3, "W": 12, "N": -3}


def passed_3s(hands: dict[str, str], wall: str = ""):  # noqa: ANN201
    """W discards 3s, S passes the win on it and nobody else claims."""
    g = rigged(SX, {"W": "3s"} | hands, turn="W", drawn="3s", wall=wall, setup=stakes())
    act(g, "W", Act.DISCARD, "3s")
    act(g, "S", Act.PASS)
    pass_all(g)
    return g


def test_sx6_missed_win_bans_the_same_kind_until_a_draw() -> None:
    g = passed_3s({"S": "123m456m789m45s11z", "N": "3s", "E": "6s"})
    act(g, "N", Act.DISCARD, "3s")  # N drew a pad tile first
    assert not can(g, "S", Act.WIN, "3s")  # 漏胡: the same kind from anyone
    assert g.phase is Phase.TURN and g.state.turn == 0
    act(g, "E", Act.DISCARD, "6s")
    assert can(g, "S", Act.WIN, "6s")  # a different kind is not affected
    act(g, "S", Act.PASS)
    pass_all(g)
    # S draws (a move): the bans are lifted
    act(g, "S", Act.DISCARD, "4z")
    pass_all(g)
    act(g, "W", Act.DISCARD, "3s")
    assert can(g, "S", Act.WIN, "3s")


def test_missed_win_is_lifted_by_a_pung() -> None:
    # §4.2: the ban lasts until the player moves: a draw, or a pung or kong
    g = passed_3s({"S": "123m456m45s111z22z", "N": "2z"})
    act(g, "N", Act.DISCARD, "2z")
    act(g, "S", Act.PUNG, "2z")
    act(g, "S", Act.DISCARD, "1z")
    pass_all(g)
    act(g, "W", Act.DISCARD, "3s")
    assert can(g, "S", Act.WIN, "3s")


def test_robbed_kong_one_winner_the_nearest_after_the_konger() -> None:
    # §8.4: the konger stands as the discarder for 截胡: after W come N, E, S, so E robs alone
    hands = {"E": "123m789m45p678s11z", "S": "234m57p567s888s11z", "W": "[666p]>"}
    g = rigged(SX, hands, turn="W", drawn="6p", setup=stakes())
    act(g, "W", Act.ADDED_KONG, "6p")
    act(g, "S", Act.WIN, "6p")
    act(g, "E", Act.WIN, "6p")
    assert [w.seat for w in g.state.result.wins] == [0]
    assert deltas(g) == {"E": 18, "S": -6, "W": -6, "N": -6}  # the dealer wins: 2 × 3 from each


def test_missed_win_never_stops_a_self_draw() -> None:
    g = passed_3s({"S": "123m456m789m45s11z"}, wall="4z4z3s")
    act(g, "N", Act.DISCARD, "4z")
    pass_all(g)
    act(g, "E", Act.DISCARD, "4z")
    pass_all(g)
    assert can(g, "S", Act.WIN, "3s")


def test_passed_robbing_chance_bans_that_kind() -> None:
    hands = {"S": "123m789m45p678s11z", "W": "[666p]>", "N": "6p"}
    g = rigged(SX, hands, turn="W", drawn="6p", setup=stakes())
    act(g, "W", Act.ADDED_KONG, "6p")
    assert g.phase is Phase.ROB
    act(g, "S", Act.PASS)
    assert g.state.seats[1].banned_win_kinds == {K.from_code("6p")}
    act(g, "W", Act.DISCARD, "4z")  # the kong stood; W discards his replacement
    pass_all(g)
    act(g, "N", Act.DISCARD, "6p")
    assert not can(g, "S", Act.WIN, "6p")


def test_sx7_knitted_self_drawn_everybody_staked_one() -> None:
    g = self_draw("147m25p369s12356z", "N", "8p", stakes(1, 1, 1, 1))
    assert g.state.result.wins[0].score.fan("knitted") is not None
    assert deltas(g) == {"E": -24, "S": -18, "W": -18, "N": 60}


def test_sx8_robbing_a_kong_pays_as_a_discard_and_the_kong_pays_nothing() -> None:
    hands = {"S": "123m789m45p678s11z", "W": "[666p]>"}
    g = rigged(SX, hands, turn="W", drawn="6p", setup=stakes())
    act(g, "W", Act.ADDED_KONG, "6p")
    act(g, "S", Act.WIN, "6p")
    assert g.state.result.wins[0].how == "rob_kong"
    assert not [p for p in g.state.payments if p.reason == "kong"]
    assert deltas(g) == {"E": -6, "S": 12, "W": -3, "N": -3}


def test_sx9_knitted_straight_self_drawn() -> None:
    g = self_draw("147m258p369s234s5m", "W", "5m", stakes())
    assert g.state.result.wins[0].score.fan("knitted_straight") is not None
    assert deltas(g) == {"E": -12, "S": -6, "W": 24, "N": -6}


def test_knitted_straight_with_an_exposed_pung_and_seven_pairs_with_four_alike() -> None:
    assert score(SX, "147m258p369s5m[777z]>+5m", seat_wind="S", discarder="E").fan("knitted_straight")
    assert score(SX, "1111m4477p99s226z+6z", seat_wind="S", self_drawn=True).fan("seven_pairs")


def test_direct_kong_is_paid_by_the_discarder_added_by_all_concealed_by_all() -> None:
    g = rigged(SX, {"S": "555p"}, turn="E", drawn="5p", setup=stakes(2, 2, 2, 2))
    act(g, "E", Act.DISCARD, "5p")
    act(g, "S", Act.KONG, "5p")
    pass_all(g)
    assert deltas(g) == {"E": -6, "S": 6, "W": 0, "N": 0}  # stakes never touch kong money


def test_stakes_are_chosen_privately_revealed_together_and_carried_over() -> None:
    from mahjong_tui.engine import Game

    g = Game(SX, seed=3)
    assert g.phase is Phase.SETUP
    assert sorted(g.to_act()) == [0, 1, 2, 3]
    for seat in range(4):
        opts = g.legal_actions(seat)
        assert [a.choice for a in opts] == [0, 1, 2, 3, 4]  # previous (0) first
        assert all(a.type is Act.CHOOSE for a in opts)
    g.apply(next(a for a in g.legal_actions(0) if a.choice == 3))
    assert g.view(1).seats[0].facts == {}  # not shown before everyone has chosen
    for seat, k in ((1, 0), (2, 4), (3, 1)):
        g.apply(next(a for a in g.legal_actions(seat) if a.choice == k))
    assert g.phase is Phase.TURN
    assert hand_stakes(g.state) == [3, 0, 4, 1]
    assert str(g.view(1).seats[2].facts["stakes"]) == "Stakes 4"
    assert g.view(1).seats[2].facts["stakes"].text("zh") == "炮子 4"
    # finish the hand; next hand each seat is offered its previous stakes first
    from mahjong_tui.bots.baseline import BaselineBot

    bots = [BaselineBot(SX, seed=i) for i in range(4)]
    while g.phase is not Phase.HAND_OVER:
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.view(seat)))
    g.apply(g.legal_actions(0)[0])
    assert g.phase is Phase.SETUP
    assert [g.legal_actions(s)[0].choice for s in range(4)] == [3, 0, 4, 1]


def test_max_stakes_option() -> None:
    from mahjong_tui.engine import Game

    g = Game(load_variant("shaanxi", options={"max_stakes": 2}), seed=1)
    assert sorted(a.choice for a in g.legal_actions(0)) == [0, 1, 2]


def test_no_chow_by_default_and_the_chow_option() -> None:
    hands = {"S": "46m"}
    g = rigged(SX, hands, turn="E", drawn="5m", setup=stakes())
    act(g, "E", Act.DISCARD, "5m")
    assert not can(g, "S", Act.CHOW)
    chow = load_variant("shaanxi", options={"allow_chow": True})
    g = rigged(chow, hands, turn="E", drawn="5m", setup=stakes())
    act(g, "E", Act.DISCARD, "5m")
    assert can(g, "S", Act.CHOW, "5m")


def test_dealer_keeps_on_win_and_draw_passes_otherwise() -> None:
    g = self_draw("123456789m234p5p", "E", "5p", stakes())
    assert g.match.dealer == 0
    g = discard_win({"S": "234m678p345s11z55z"}, "W", "1z", "S", stakes())
    assert g.match.dealer == 1 and g.match.deal_passes == 1


@pytest.mark.slow
def test_bots_play_shaanxi() -> None:
    report = simulate(SX, 40, seed=2)
    assert not report.errors
    assert report.hands == 40
    assert report.hands_won / report.hands >= 0.6
    assert sum(report.points) == 0


def test_stake_choices_are_labelled_and_bots_stake_more_on_better_hands() -> None:
    from mahjong_tui.engine import Game
    from mahjong_tui.rules.features.stakes import FLAG, Stakes

    g = Game(SX, seed=5)
    opts = g.legal_actions(0)
    # "Put down 1 stakes" read wrong: the count follows a label, right for every count; the first
    # hand has no last hand, so its 0 is not "as last hand" (同上回), as it had been called
    assert [str(o.label) for o in opts] == [f"Stakes: {n}" for n in range(5)]
    feature = next(f for f in SX.features if isinstance(f, Stakes))
    g.match.extra[FLAG] = {g.match.seating[0]: 2}  # what a hand before had chosen
    again = feature.setup_choices(g)[0]
    assert again[0].label.text("zh") == "下 2 個炮子（同上回）"
    assert [str(o.label) for o in again] == ["Stakes: 2 (as last hand)"] + [f"Stakes: {n}" for n in (0, 1, 3, 4)]
    for seat in range(4):
        view = g.view(seat)
        shanten = SX.shanten(view.me.hand, [])
        picked = feature.bot_choose(view, g.legal_actions(seat))
        assert picked is not None and picked.choice == max(0, min(4, 3 - shanten))


def test_dice_are_rolled_by_the_dealer_then_the_seat_the_total_reaches() -> None:
    from mahjong_tui.engine import Game
    from mahjong_tui.rules.features.dice import Dice

    feature = next(f for f in SX.features if isinstance(f, Dice))
    for seed in range(6):
        g = Game(SX, seed=seed)
        (d, a, b), (second, c, e) = feature.rolls(g)
        assert d == g.state.dealer and all(1 <= x <= 6 for x in (a, b, c, e))
        assert second == (d + a + b - 1) % 4  # the dealer counts as 1: a 3 reaches across
        facts = g.view(None).seats
        assert f"{a}+{b}" in str(facts[d].facts["dice"]) and f"{c}+{e}" in str(facts[second].facts["dice"])
        assert feature.rolls(Game(SX, seed=seed)) == feature.rolls(g)  # seeded, stable


def test_one_stake_is_named_in_the_singular() -> None:
    """A payment's formula said "1 stakes (E)" of a seat that put down one stake."""
    g = self_draw("123456789m234p5p", "E", "5p", stakes(2, 1, 0, 4))
    south = next(p for p in g.state.payments if p.reason == "stake" and p.payer == 1)
    assert render(south.how, "en") == "(1 stake (S) + 2 stakes (E)) × 2 self-draw × 3 a stake = 18"
    assert render(south.how, "zh_TW").startswith("(1 炮子（南） + 2 炮子（東）)")  # seats by wind, not letter
    assert render(south.how, "zh_CN").startswith("(1 炮子（南） + 2 炮子（东）)")
