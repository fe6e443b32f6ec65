"""The worked examples of wuhan.md §9 (WH1-WH10): hands, factors, caps and contracts."""

from __future__ import annotations

import pytest

from mahjong_tui.scoring.situation import Situation
from mahjong_tui.table.state import HandState, SeatState
from mahjong_tui.table.wall import Wall
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .wuhan_help import settle


@pytest.fixture(scope="module", params=["kaikou", "koukou"])
def preset(request):  # noqa: ANN001, ANN201
    return request.param


def wuhan(preset: str):  # noqa: ANN201
    return load_variant("wuhan", preset)


def test_wh1_small_self_drawn_hard(preset: str) -> None:
    score, deltas = settle(
        wuhan(preset), "234678m2267s[555p]^+8s", "S", others={"E": "[234p](7z)", "N": "[111m][456p]{9999s}"}
    )
    assert [f.id for f in score.fans] == ["hard", "small_win"]
    assert score.total == 2 and not score.details["big"]
    want = {"kaikou": {"E": -64, "W": -8, "N": -64, "S": 136}, "koukou": {"E": -64, "W": -8, "N": -128, "S": 200}}
    assert deltas == want[preset]


def test_wh2_small_on_a_discard_soft(preset: str) -> None:
    score, deltas = settle(
        wuhan(preset), "123p578s4z[345m]<[6666p]>+9s", "N", how="discard", discarder="W", others={"W": "[777m]"}
    )
    assert [f.id for f in score.fans] == ["small_win"]  # the wild stands for 5s: soft, no 硬胡
    assert score.details["hard"] is False
    want = {"kaikou": {"E": -8, "S": -4, "W": -16, "N": 28}, "koukou": {"E": -16, "S": -8, "W": -32, "N": 56}}
    assert deltas == want[preset]


WH3_HAND, WH3_OTHERS = "5677s[123s]<[444s]^[999s]>+7s", {"W": "[111m]", "N": "[222p]{8888m}"}


def test_wh3_pure_one_suit_third_opening_contract(preset: str) -> None:
    score, deltas = settle(wuhan(preset), WH3_HAND, "S", others=WH3_OTHERS)
    assert score.fan("pure_one_suit") and score.fan("hard") and score.total == 20
    want = {"kaikou": {"S": 480, "W": -480}, "koukou": {"S": 840, "W": -840}}
    assert deltas == want[preset]


def test_wh4_two_big_hands_after_a_red_dragon_kong(preset: str) -> None:
    score, deltas = settle(
        wuhan(preset),
        "5m777s334z[222m]<[999p]>(7z)+3z",
        "N",
        kong_replacement=True,
        others={"S": "[111s]", "W": "[8888m]"},
    )
    assert {f.id for f in score.fans} == {"all_pungs", "kong_bloom"}  # pair 5m + wild: soft, any pair
    assert score.total == 20
    want = {
        "kaikou": {"E": -120, "S": -240, "W": -300, "N": 660},
        "koukou": {"E": -240, "S": -300, "W": -300, "N": 840},
    }
    assert deltas == want[preset]


def test_wh5_golden_cap(preset: str) -> None:
    score, deltas = settle(wuhan(preset), "7779p[111p]<[333p]^{5555p}+9p", "N")
    assert {f.id for f in score.fans} == {"all_pungs", "pure_one_suit", "hard"}
    golden = {"kaikou": 400, "koukou": 500}[preset]
    assert deltas == {"E": -golden, "S": -golden, "W": -golden, "N": 3 * golden}


def test_wh6_robbing_an_added_kong(preset: str) -> None:
    score, deltas = settle(
        wuhan(preset),
        "22789m46p456s[888s]^+5p",
        "S",
        how="rob_kong",
        discarder="W",
        others={"W": "[555p]", "N": "[123m]"},
    )
    assert {f.id for f in score.fans} == {"robbing", "hard"}
    assert deltas == {"S": 240, "W": -240}  # 口口翻 gives the same: one opening each


def test_wh7_all_melded_discarder_not_ready(preset: str) -> None:
    score, deltas = settle(
        wuhan(preset),
        "5p[234m]<[777p]^[999s]>[111z]^+5p",
        "E",
        how="discard",
        discarder="S",
        others={"S": "13579m2468p[678s]", "N": "[345p]"},
    )
    assert {f.id for f in score.fans} == {"all_melded", "hard"}
    want = {"kaikou": {"E": 240, "S": -240}, "koukou": {"E": 1500, "S": -1500}}
    assert deltas == want[preset]


def test_wh7_no_contract_when_the_discarder_was_ready() -> None:
    # S waits on 1m/4m with an opened hand: ready, so all three pay their own losses
    score, deltas = settle(
        wuhan("kaikou"),
        "5p[234m]<[777p]^[999s]>[111z]^+5p",
        "E",
        how="discard",
        discarder="S",
        others={"S": "23m456p789p55s[678s]", "N": "[345p]"},
    )
    assert deltas == {"E": 240, "S": -120, "W": -40, "N": -80}


def test_wh9_sea_floor() -> None:
    score, deltas = settle(wuhan("kaikou"), "456789m55p67p[123s]<+8p", "N", last_four=True, others={"W": "[111m]"})
    assert {f.id for f in score.fans} == {"sea_floor", "hard"}
    assert deltas == {"N": 240, "E": -60, "S": -60, "W": -120}


def test_wh10_honours_only_any_arrangement() -> None:
    score, deltas = settle(wuhan("kaikou"), "2234455666z[111z]<+3z", "N", how="discard", discarder="W", wild="6m")
    assert {f.id for f in score.fans} == {"honours_only", "hard"}
    assert deltas == {"N": 140, "E": -40, "S": -40, "W": -60}


# ---- WH8: hands that may not win ------------------------------------------------------------


def _refusal(v, text: str, how: str = "self_draw", wild: str = "4z"):  # noqa: ANN001, ANN202
    hand = v.parse(text)
    sit = Situation(self_drawn=how == "self_draw", seat_wind=1, wild_kinds=(K.from_code(wild),))
    score = v.evaluator.score(hand, sit)
    if not score.legal:
        return score.reason
    state = HandState(1, 0, 0, Wall([]), [SeatState() for _ in range(4)])
    for c in v.conditions:
        why = c.refuse(state, 1, hand, how, score)
        if why:
            return str(why)
    return None


def test_wh8_red_dragon_in_hand_forbids_every_win() -> None:
    v = wuhan("kaikou")
    for t in v.tileset.natural_kinds:
        text = f"234678m267s7z[555p]^+{K.code(t)}"
        if v.parse(text).counts()[t] > 4:
            continue
        assert _refusal(v, text) is not None, text
    # complete as 碰碰胡 with a pair of red dragons, still refused: the reason names the tile
    assert _refusal(v, "222m333p444s7z[555p]^+7z") == "a hand holding 7z cannot win; lay it aside first"


def test_wh8_two_wilds_forbid_a_small_win_but_not_a_big_one() -> None:
    v = wuhan("kaikou")
    assert "small win is not allowed" in _refusal(v, "234678m226s4z[555p]^+4z")
    assert _refusal(v, "234678m227s4z[555p]^+8s") is None  # one wild: fine
    assert _refusal(v, "222s666m888p4z[555p]^+4z") is None  # two wilds, but 碰碰胡


def test_wh8_concealed_kongs_do_not_open_a_hand() -> None:
    v = wuhan("kaikou")
    assert "not been opened" in _refusal(v, "234m678m22s67s{5555p}+8s")
    assert "not been opened" in _refusal(v, "12223m456p789s55s+5s")


def test_small_win_needs_a_258_pair_unless_all_pungs_or_one_suit() -> None:
    v = wuhan("kaikou")
    assert "2, 5 or 8" in _refusal(v, "234678m3367s[555p]^+8s")
    assert _refusal(v, "111333m9s777p[555p]^+9s") is None  # 碰碰胡 with a 9s pair
    assert _refusal(v, "1234567899s[123s]+9s") is None  # 清一色 with a 9s pair


def test_a_wild_read_as_itself_makes_a_hard_win() -> None:
    # wild 6m (indicator 5m): 678m holds the 6m as itself, so the hand is hard, not soft
    score, _ = settle(wuhan("kaikou"), "234678m2267s[555p]^+8s", "S", wild="6m")
    assert score.fan("hard") and score.total == 2
    # a wild that must stand for another tile (6m for 8m in 789m): soft
    soft, _ = settle(wuhan("kaikou"), "234679m2267s[555p]^+8s", "S", wild="6m")
    assert soft.fan("hard") is None and soft.total == 1


def test_added_kong_is_opening_option_counts_one_more_opening() -> None:
    text = "234678m2267s[5555p]^a+8s"
    base = load_variant("wuhan", "koukou")
    more = load_variant("wuhan", "koukou", {"added_kong_is_opening": True})
    _, plain = settle(base, text, "S")
    _, counted = settle(more, text, "S")
    # m(S): opened ×2, exposed kong ×2 = 4; with the option one more opening: 8
    assert plain["S"] == 2 * 4 * 2 * (1 + 1 + 2) and counted["S"] == 2 * plain["S"]


def test_win_priority_from_the_dealer_option() -> None:
    v = load_variant("wuhan", "kaikou", {"win_priority_from": "dealer"})
    assert v.cfg.claims.priority_from == "dealer"
    assert load_variant("wuhan", "kaikou").cfg.claims.priority_from == "discarder"


def test_score_command_pays_with_the_winners_own_multiplier() -> None:
    import contextlib
    import io

    from mahjong_tui.cli.main import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["score", "wuhan", "123p578s4z[345m]<[6666p]>+9s", "--seat", "N", "--discarder", "W", "--wild", "4z"])
    text = out.getvalue()
    # WH2 with nobody else opened: m(N) = 4; E (dealer) 8, S 4, W (discarder) 8
    assert "E → N 8 win" in text and "S → N 4 win" in text and "W → N 8 win" in text


# ---- rules of the spec with no worked example ----------------------------------------------


def test_golden_cap_needs_every_loss_strictly_over_the_cap() -> None:
    # §6.4 / §8.8: "超過300": three losses of exactly 300 stay at 300; all over 300 pay 400
    from fractions import Fraction

    from mahjong_tui.scoring.explain import VALUE, Formula

    settlement = wuhan("kaikou").settlement

    def capped(loss: int) -> list[int]:
        losses = {s: Formula.start(Fraction(loss), VALUE) for s in (0, 2, 3)}
        return [f.amount for f in settlement.capped(losses).values()]

    assert capped(300) == [300, 300, 300]
    assert capped(301) == [400, 400, 400]


def test_third_opening_contract_also_on_another_players_discard() -> None:
    # §6.5.2: WH3's 清一色 won on E's discard instead: W, who gave the third opening, pays all
    # (E 10 × 4 × 1.5 = 60, W 80, N 320 → 300: 440), E pays nothing
    _, deltas = settle(wuhan("kaikou"), WH3_HAND, "S", how="discard", discarder="E", others=WH3_OTHERS)
    assert deltas == {"S": 440, "W": -440}


def test_robbing_contract_comes_before_the_third_opening_contract() -> None:
    # §6.5 / §8.11: a 清一色 robbing N's added kong, third opening from W: N (robbed) pays all
    score, deltas = settle(
        wuhan("kaikou"), "6788s[123s]<[444s]^[999s]>+5s", "S", how="rob_kong", discarder="N", others={"N": "[555s]"}
    )
    assert score.fan("pure_one_suit") and score.fan("robbing")
    assert deltas == {"S": 400, "N": -400}  # 40 × m(S) 2 = 80: E 80, W 80, N 80 × 2 × 1.5 = 240


def test_nobody_wins_on_a_wild_but_by_drawing_it() -> None:
    # §4.3: a wild is never discarded (only laid aside), so no discard or robbing win takes one
    from mahjong_tui import score

    v, hand = wuhan("kaikou"), "234678m2267s[555p]^+4z"  # the 4z stands for 5s or 8s
    assert score(v, hand, seat_wind="S", self_drawn=True, wild=["4z"]).legal
    for how in ({}, {"rob_kong": True}):
        refused = score(v, hand, seat_wind="S", discarder="W", wild=["4z"], **how)
        assert not refused.legal and "4z" in str(refused.reason), refused.reason


def test_red_dragons_make_no_set_even_as_a_meld() -> None:
    # §2: 紅中 is never part of a set, so no winning hand shows one as a pung or kong
    from mahjong_tui import score

    v = wuhan("kaikou")
    for meld in ("[777z]", "{7777z}"):
        refused = score(v, f"678m2267s{meld}[555p]^+8s", seat_wind="S", self_drawn=True, wild=["4z"])
        assert not refused.legal and "7z" in str(refused.reason), (meld, refused.reason)


@pytest.mark.parametrize("meld", ["[444p]^", "[4444p]^", "[345p]<"])
def test_a_wild_makes_no_set_either(meld: str) -> None:
    # §4.1/§4.3: a wild is never used in a claim or a concealed kong (nor as its own face), so
    # no winning hand shows the wild kind in a meld
    from mahjong_tui import score

    v = wuhan("kaikou")
    assert score(v, "678m2267s[999p]^[555p]^+8s", seat_wind="S", self_drawn=True, wild=["4p"]).legal
    refused = score(v, f"678m2267s{meld}[555p]^+8s", seat_wind="S", self_drawn=True, wild=["4p"])
    assert not refused.legal and str(refused.reason) == "4p is wild this hand: it is never part of a chow, pung or kong"


def test_all_melded_only_on_someone_elses_tile_and_with_a_258_pair_unless_freed() -> None:
    """§5.1 全求人: won on a discard; self-drawn the same hand is a small win (§8.9). Its pair
    must be 2, 5 or 8 unless another hand (here 碰碰胡) frees it."""
    v = wuhan("kaikou")
    melded = "5p[234m]<[777p]^[999s]>[111z]^+5p"
    drawn, _ = settle(v, melded, "E")
    assert {f.id for f in drawn.fans} == {"small_win", "hard"}
    assert "2, 5 or 8" in _refusal(v, "3p[234m]<[777p]^[999s]>[111z]^+3p", how="discard")
    assert _refusal(v, "3p[222m]<[777p]^[999s]>[111z]^+3p", how="discard") is None


def test_laid_aside_tiles_count_neither_for_nor_against_one_kind_hands() -> None:
    """§8.9b: a wild kong (4z) and a red-dragon kong beside a bamboo hand leave it 清一色."""
    v = wuhan("kaikou")
    for aside in ("(4z)", "(7z)"):
        score, _ = settle(v, f"5677s[123s]<[444s]^[999s]>{aside}+7s", "S")
        assert score.fan("pure_one_suit")
