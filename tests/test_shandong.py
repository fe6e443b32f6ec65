"""Shandong (shandong.md): worked examples SD1-SD7 through the engine, the 2-5-8 pair, the
one-tile waits of basic2, kong money paid at once, presets and options."""

from __future__ import annotations

import pytest

from mahjong_tui import load_variant, score
from mahjong_tui.engine import Act, Phase
from mahjong_tui.sim import simulate

from .rig import act, can, deltas, pass_all, rigged

B1 = load_variant("shandong", "basic1")
B2 = load_variant("shandong", "basic2")


def test_sd1_discard_win_with_claims_pair_of_fives() -> None:
    g = rigged(B1, {"S": "123p5678s[345m]<[999p]^"}, turn="W", drawn="5s")
    act(g, "W", Act.DISCARD, "5s")
    act(g, "S", Act.WIN, "5s")
    pass_all(g)
    assert g.state.result.wins[0].score.total == 5
    assert deltas(g) == {"E": 0, "S": 5, "W": -5, "N": 0}


def test_sd2_dealer_self_draw() -> None:
    g = rigged(B1, {"E": "234678m345p567s8s"}, turn="E", drawn="8s")
    act(g, "E", Act.WIN, "8s")
    assert deltas(g) == {"E": 60, "S": -20, "W": -20, "N": -20}


def test_sd3_seven_pairs_self_drawn_pairs_need_not_be_258() -> None:
    g = rigged(B1, {"N": "1133m4477p99s226z"}, turn="N", drawn="6z")
    act(g, "N", Act.WIN, "6z")
    assert g.state.result.wins[0].score.total == 20
    assert deltas(g) == {"E": -40, "S": -20, "W": -20, "N": 80}


def test_sd4_closed_wait_self_draw_in_basic2() -> None:
    g = rigged(B2, {"W": "789m46p22s345s[111z]>"}, turn="W", drawn="5p")
    act(g, "W", Act.WIN, "5p")
    s = g.state.result.wins[0].score
    assert s.fan("one_tile_wait_self_drawn") and s.fan("self_drawn") and s.total == 40
    assert deltas(g) == {"E": -80, "S": -40, "W": 160, "N": -40}


def test_sd4_in_basic1_has_no_wait_doubling() -> None:
    s = score(B1, "789m46p22s345s[111z]>+5p", seat_wind="W", self_drawn=True)
    assert s.total == 10 and not s.fan("one_tile_wait_self_drawn")


def test_sd5_wrong_pair_is_no_win() -> None:
    g = rigged(B1, {"E": "123m456m789p567s3s"}, turn="E", drawn="3s")
    assert not can(g, "E", Act.WIN)
    assert not score(B1, "123m456m789p567s3s+3s", self_drawn=True).legal


def test_sd6_kong_money_then_a_discard_win() -> None:
    hands = {"S": "555s12m", "N": "123m456m789m45p22s"}
    g = rigged(B2, hands, turn="E", drawn="5s", tail="6p")
    act(g, "E", Act.DISCARD, "5s")
    act(g, "S", Act.KONG, "5s")
    pass_all(g)
    assert deltas(g) == {"E": -10, "S": 30, "W": -10, "N": -10}
    act(g, "S", Act.DISCARD, "6p")
    act(g, "N", Act.WIN, "6p")
    pass_all(g)
    assert deltas(g) == {"E": -10, "S": 20, "W": -10, "N": 0}


def test_sd7_single_wait_with_special_sets() -> None:
    g = rigged(B2, {"N": "111m456p18s12567z"}, turn="N", drawn="8s")
    act(g, "N", Act.WIN, "8s")
    assert g.state.result.wins[0].score.total == 40
    assert deltas(g) == {"E": -80, "S": -40, "W": -40, "N": 160}


# ---- the 2-5-8 pair -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "pair,legal",
    [("22m", True), ("55p", True), ("88s", True), ("33m", False), ("99p", False), ("11z", False), ("55z", False)],
)
def test_only_a_suited_258_pair(pair: str, legal: bool) -> None:
    s = score(B1, f"123m456p789s345s{pair[0]}{pair[2]}+{pair[1]}{pair[2]}", self_drawn=True)
    assert s.legal is legal


# ---- 邊、砍、吊 (basic2) --------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand,counts",
    [
        ("12m456p789s345s55p+3m", True),  # 邊: the 3 of 1-2-3
        ("89m456p789s345s55p+7m", True),  # 邊: the 7 of 7-8-9
        ("13m456p789s345s55p+2m", True),  # 砍
        ("123m456p789s345s5p+5p", True),  # 吊
        ("123m456p789s5666s+5s", True),  # 吊: 4s/7s would leave a 66 pair, so 5s is the only wait
        ("23m456p789s345s55p+4m", False),  # two-sided 1m/4m
        ("123m456p789s5678s+5s", False),  # 5s or 8s: two kinds, though 5s reads as 吊
        ("123m456p789s55s1s1z+2z", False),  # a wait on 孔雀東南飛 is none of the three
    ],
)
def test_one_tile_waits(hand: str, counts: bool) -> None:
    s = score(B2, hand, seat_wind="S", self_drawn=True)
    assert s.legal
    assert bool(s.fan("one_tile_wait_self_drawn")) is counts
    assert s.total == (40 if counts else 20)


@pytest.mark.parametrize("variant", [B1, B2], ids=["basic1", "basic2"])
def test_a_concealed_one_suit_straight_is_worth_no_more_than_a_plain_hand(variant) -> None:  # noqa: ANN001
    """§1 and §8.7: neither preset uses 一條龍, 清一色 or 門前清 ("不帶"): a concealed hand of
    one suit holding 1-9 self-drawn is a plain hand with the self-draw doubling, as the rule book
    says."""
    s = score(variant, "123456789m234m5m+5m", seat_wind="S", self_drawn=True)
    assert s.legal and {f.id for f in s.fans} == {"standard", "self_drawn"}
    assert s.total == 2 * variant.cfg.scoring.params["base"]


def test_one_tile_wait_needs_a_self_draw_and_seven_pairs_is_never_single() -> None:
    assert score(B2, "13m456p789s345s55p+2m", seat_wind="S", discarder="W").total == 10
    s = score(B2, "1133m4477p99s226z+6z", seat_wind="S", self_drawn=True)
    assert s.total == 40 and not s.fan("one_tile_wait_self_drawn")


# ---- claims and kongs -----------------------------------------------------------------------


def test_chow_from_the_previous_player_only_and_pung_beats_chow() -> None:
    g = rigged(B1, {"S": "46m", "N": "5m5m"}, turn="E", drawn="5m")
    act(g, "E", Act.DISCARD, "5m")
    assert can(g, "S", Act.CHOW, "5m") and can(g, "N", Act.PUNG, "5m")
    act(g, "S", Act.CHOW, "5m")
    act(g, "N", Act.PUNG, "5m")
    assert g.state.turn == 3 and g.state.seats[3].melds
    g = rigged(B1, {"W": "46m"}, turn="E", drawn="5m")
    act(g, "E", Act.DISCARD, "5m")
    assert not can(g, "W", Act.CHOW)


def test_special_sets_cannot_be_chowed() -> None:
    g = rigged(B1, {"S": "56z"}, turn="E", drawn="7z")
    act(g, "E", Act.DISCARD, "7z")
    assert not can(g, "S", Act.CHOW)


@pytest.mark.parametrize("variant,each", [(B1, (10, 5)), (B2, (20, 10))])
def test_concealed_and_added_kongs_paid_at_once_and_stand_in_a_drawn_hand(variant, each) -> None:  # noqa: ANN001
    concealed, added = each
    g = rigged(variant, {"E": "7777m[333p]>"}, turn="E", drawn="3p", tail="4z4z", size=2)
    act(g, "E", Act.CONCEALED_KONG, "7m")
    act(g, "E", Act.ADDED_KONG, "3p")
    pass_all(g)
    act(g, "E", Act.DISCARD, "4z")
    pass_all(g)
    assert g.phase is Phase.HAND_OVER and g.state.result.exhaustive
    n = concealed + added
    assert deltas(g) == {"E": 3 * n, "S": -n, "W": -n, "N": -n}


def test_kong_options_with_win_and_discarder_pays() -> None:
    late = load_variant("shandong", "basic1", {"kong_timing": "with_win"})
    g = rigged(late, {"S": "555s"}, turn="E", drawn="5s")
    act(g, "E", Act.DISCARD, "5s")
    act(g, "S", Act.KONG, "5s")
    pass_all(g)
    assert deltas(g) == dict.fromkeys("ESWN", 0)
    one = load_variant("shandong", "basic1", {"kong_payer": "discarder"})
    g = rigged(one, {"S": "555s"}, turn="E", drawn="5s")
    act(g, "E", Act.DISCARD, "5s")
    act(g, "S", Act.KONG, "5s")
    pass_all(g)
    assert deltas(g) == {"E": -5, "S": 5, "W": 0, "N": 0}


def test_robbing_the_dealers_added_kong_he_pays_as_the_discarder() -> None:
    # §4 and §6.2-6.3: the robbed konger pays the win alone (doubled: he deals) and his kong,
    # never standing, pays nothing
    g = rigged(B2, {"N": "23p567s789s55s999m", "E": "[444p]>"}, turn="E", drawn="4p")
    act(g, "E", Act.ADDED_KONG, "4p")
    act(g, "N", Act.WIN, "4p")
    win = g.state.result.wins[0]
    assert (win.how, win.discarder, win.score.total) == ("rob_kong", 0, 10)
    assert deltas(g) == {"E": -20, "S": 0, "W": 0, "N": 20} and not g.state.payments[1:]


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["basic1", "basic2"])
def test_bots_play_shandong(preset: str) -> None:
    report = simulate(load_variant("shandong", preset), 40, seed=4)
    assert not report.errors
    assert report.hands == 40
    assert report.hands_won / report.hands >= 0.6
    assert sum(report.points) == 0
