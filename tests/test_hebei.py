"""Hebei (hebei.md): worked examples H1-H7 through the engine, 槓隨胡, the doublings of each
preset, special sets and options."""

from __future__ import annotations

import pytest

from mahjong_tui import judge, load_variant, score
from mahjong_tui.engine import Act, Phase
from mahjong_tui.sim import simulate

from .rig import act, can, deltas, pass_all, rigged

B1 = load_variant("hebei", "basic1")
B2 = load_variant("hebei", "basic2")


@pytest.mark.parametrize(
    ("variant", "fans"), [(B1, {"standard", "self_drawn"}), (B2, {"standard"})], ids=["basic1", "basic2"]
)
def test_a_concealed_straight_caught_on_the_five_pays_nothing_extra(variant, fans: set[str]) -> None:  # noqa: ANN001
    """§1 and §8.6: the presets do without 門前清, 一條龍 and 捉五魁 ("不帶"): a concealed 1-9
    straight self-drawn on the 5 between 4 and 6 is a plain hand (with the self-draw doubling
    in basic1, which basic2 does without too), as the rule book says."""
    s = score(variant, "123456789m46m11z+5m", seat_wind="S", self_drawn=True)
    assert s.legal and {f.id for f in s.fans} == fans and s.total == 10


def test_h1_self_draw_after_a_direct_kong_kongs_follow_the_win() -> None:
    g = rigged(B1, {"S": "234456m567s1z888p"}, turn="W", drawn="8p", wall="4z4z4z1z", tail="4z")
    act(g, "W", Act.DISCARD, "8p")
    act(g, "S", Act.KONG, "8p")
    pass_all(g)
    assert deltas(g) == dict.fromkeys("ESWN", 0)  # nothing paid for the kong yet
    for seat in "SWNE":
        act(g, seat, Act.DISCARD, "4z")
        pass_all(g)
    act(g, "S", Act.WIN, "1z")
    win = g.state.result.wins[0]
    assert win.score.total == 10 and win.score.fan("self_drawn")
    assert deltas(g) == {"E": -25, "S": 55, "W": -15, "N": -15}
    assert g.match.dealer == 1  # S won: the deal passes


def test_h2_dealer_seven_pairs_on_a_discard() -> None:
    g = rigged(B1, {"E": "1133m4477p99s226z"}, turn="N", drawn="6z")
    act(g, "N", Act.DISCARD, "6z")
    act(g, "E", Act.WIN, "6z")
    pass_all(g)
    assert g.state.result.wins[0].score.total == 10
    assert deltas(g) == {"E": 20, "S": 0, "W": 0, "N": -20}
    assert g.match.dealer == 0


def test_h3_kong_bloom_stacks_with_self_draw() -> None:
    g = rigged(B1, {"W": "123789m55p67s333s"}, turn="W", drawn="3s", tail="8s")
    act(g, "W", Act.CONCEALED_KONG, "3s")
    act(g, "W", Act.WIN, "8s")
    s = g.state.result.wins[0].score
    assert s.fan("kong_bloom") and s.fan("self_drawn") and s.total == 20
    assert deltas(g) == {"E": -50, "S": -30, "W": 110, "N": -30}


def test_h3_in_basic2_has_no_doubling() -> None:
    s = score(B2, "123789m55p67s{3333s}+8s", seat_wind="W", self_drawn=True, kong_replacement=True)
    assert s.total == 10 and not s.fan("kong_bloom") and not s.fan("self_drawn")


def test_h4_special_sets() -> None:
    g = rigged(B2, {"N": "111m456p1s123567z"}, turn="S", drawn="3z")
    act(g, "S", Act.DISCARD, "3z")
    act(g, "N", Act.WIN, "3z")
    pass_all(g)
    assert g.state.result.wins[0].score.total == 10
    assert deltas(g) == {"E": 0, "S": -10, "W": 0, "N": 10}


def test_h4_without_special_sets_is_not_complete() -> None:
    off = load_variant("hebei", "basic2", {"special_sets": False})
    s = score(off, "111m456p1s123567z+3z", seat_wind="N", discarder="S")
    assert not s.legal
    g = rigged(off, {"N": "111m456p1s123567z"}, turn="S", drawn="3z")
    act(g, "S", Act.DISCARD, "3z")
    assert not can(g, "N", Act.WIN)


def test_h5_dealer_self_draw_a_losers_kong_is_ignored() -> None:
    g = rigged(B2, {"E": "456789m3p678s{2222s}", "W": "12m[5555p]<"}, turn="E", drawn="3p")
    act(g, "E", Act.WIN, "3p")
    assert deltas(g) == {"E": 120, "S": -40, "W": -40, "N": -40}


def test_h6_robbing_the_robbed_konger_also_pays_the_winners_kong() -> None:
    g = rigged(B1, {"N": "23p567s789s11z[9999m]^", "W": "[444p]>"}, turn="W", drawn="4p")
    act(g, "W", Act.ADDED_KONG, "4p")
    assert g.phase is Phase.ROB
    act(g, "N", Act.WIN, "4p")
    assert g.state.result.wins[0].score.total == 5
    assert deltas(g) == {"E": 0, "S": 0, "W": -10, "N": 10}


def test_h7_exhaustive_draw_pays_no_kong() -> None:
    g = rigged(B1, {"S": "{7777m}", "N": "[1111p]<"}, turn="E", drawn="4z", size=0)
    act(g, "E", Act.DISCARD, "4z")
    pass_all(g)
    result = g.state.result
    assert result.exhaustive and not result.wins
    assert deltas(g) == dict.fromkeys("ESWN", 0) and not g.state.payments
    assert g.match.dealer == 0


def test_kong_needs_a_tile_left_in_the_wall() -> None:
    g = rigged(B1, {"S": "555p"}, turn="E", drawn="5p", size=0)
    act(g, "E", Act.DISCARD, "5p")
    assert can(g, "S", Act.PUNG) and not can(g, "S", Act.KONG)


def test_no_chow() -> None:
    g = rigged(B1, {"S": "46m"}, turn="E", drawn="5m")
    act(g, "E", Act.DISCARD, "5m")
    assert not can(g, "S", Act.CHOW)


@pytest.mark.parametrize("variant,total,kong", [(B1, 10, 5), (B2, 10, 10)])
def test_presets_base_and_kong_values(variant, total: int, kong: int) -> None:  # noqa: ANN001
    # basic1: 5 × 2 (明自摸); basic2: 10, no 明自摸
    s = score(variant, "234456m567s1z[8888p]>+1z", seat_wind="S", self_drawn=True)
    assert s.total == total
    assert bool(s.fan("self_drawn")) is (variant is B1)
    pays = judge(variant, "234456m567s1z[8888p]>+1z", seat_wind="S", self_drawn=True).payments()
    assert sorted(p.amount for p in pays if p.reason == "kong") == [kong] * 3


def test_seven_pairs_with_four_alike_plain_value() -> None:
    s = score(B1, "1111m4477p99s226z+6z", seat_wind="S", discarder="W")
    assert s.total == 10 and s.fan("seven_pairs")


def test_several_winners_option() -> None:
    hands = {"W": "123m456m789m123p5p", "N": "234s567s888s4p6p11z"}
    for variant, winners in ((B1, [2]), (load_variant("hebei", "basic1", {"multi_win": True}), [2, 3])):
        g = rigged(variant, hands, turn="E", drawn="5p")
        act(g, "E", Act.DISCARD, "5p")
        act(g, "W", Act.WIN, "5p")
        act(g, "N", Act.WIN, "5p")
        assert [w.seat for w in g.state.result.wins] == winners
        assert deltas(g)["E"] == -10 * len(winners)  # the dealer discarded: doubled


def test_rob_kong_option_off() -> None:
    off = load_variant("hebei", "basic1", {"rob_kong": False})
    g = rigged(off, {"N": "23p567s789s11z[9999m]^", "W": "[444p]>"}, turn="W", drawn="4p")
    act(g, "W", Act.ADDED_KONG, "4p")
    assert g.phase is Phase.TURN and g.state.turn == 2


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["basic1", "basic2"])
def test_bots_play_hebei(preset: str) -> None:
    report = simulate(load_variant("hebei", preset), 40, seed=3)
    assert not report.errors
    assert report.hands == 40
    assert report.hands_won / report.hands >= 0.6
    assert sum(report.points) == 0
