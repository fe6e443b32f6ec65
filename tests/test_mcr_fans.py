"""MCR fans one by one (mcr.md §6.2), the combination principles (§6.1) and the machinery.

Every fan has a hand where it counts. Exclusions (不計) are checked two ways: ``removed`` lists
fans whose own rule fires on the chosen reading but which the table's exclusions drop; ``absent``
lists fans that the family accounting never produces (不拆移, 套算一次, per-occurrence 幺九刻,
the kong table). Coverage tests at the end make sure every fan and every exclusion list is
exercised by some case.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from mahjong_tui import load_variant
from mahjong_tui.scoring.base import Evaluator, FanContext, get_rule
from mahjong_tui.scoring.mcr.decompose import all_waits, standard_readings
from mahjong_tui.scoring.situation import Situation, wind_index
from mahjong_tui.variant_schema import VariantError


@pytest.fixture(scope="module")
def mcr():  # noqa: ANN201
    return load_variant("mcr")


def situation(**kw: Any) -> Situation:
    """Defaults: the winner is South in an East round, winning on North's discard."""
    kw.setdefault("seat_wind", "S")
    kw.setdefault("round_wind", "E")
    if not kw.get("self_drawn"):
        kw.setdefault("discarder", "N")
    for key in ("seat_wind", "round_wind", "discarder"):
        if isinstance(kw.get(key), str):
            kw[key] = wind_index(kw[key])
    return Situation(**kw)


def fans_of(score) -> Counter[str]:  # noqa: ANN001
    return Counter({f.id: f.count for f in score.fans})


def score_of(mcr, hand: str, **sit: Any):  # noqa: ANN001, ANN201
    return mcr.evaluator.score(mcr.parse(hand), situation(**sit))


@dataclass
class Case:
    hand: str
    fans: dict[str, int]
    sit: dict[str, Any] = field(default_factory=dict)
    removed: tuple[str, ...] = ()
    """Excluded: the fan's own rule fires on the chosen reading, the exclusion list drops it."""
    absent: tuple[str, ...] = ()
    """Kept out by the family accounting (the fan is never produced for this reading)."""


# Each case's fans were worked out from mcr.md by hand and agree with MahjongGB.
CASES: dict[str, Case] = {
    # ---- 88 -------------------------------------------------------------------------------
    "big_four_winds": Case(
        "111222333z444z5m+5m",
        {"big_four_winds": 1, "four_concealed_pungs": 1, "half_flush": 1, "single_wait": 1},
        removed=("all_pungs", "prevalent_wind", "seat_wind", "concealed_hand"),
        absent=("big_three_winds", "pung_of_terminals_or_honors"),
    ),
    "big_three_dragons": Case(  # M9
        "234m99p77z[555z]<[666z]^+7z",
        {"big_three_dragons": 1, "one_voided_suit": 1},
        {"seat_wind": "N", "discarder": "S"},
        removed=("dragon_pung",),
        absent=("two_dragon_pungs",),
    ),
    "all_green": Case(
        "223344666s8s666z+8s",
        {"all_green": 1, "dragon_pung": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "pure_double_chow": 1},
        removed=("half_flush",),
    ),
    "all_green_without_green_dragon": Case(  # §8.9: 清一色 as well
        "2233444466688s+8s",
        {
            "all_green": 1,
            "full_flush": 1,
            "fully_concealed_hand": 1,
            "tile_hog": 1,
            "two_concealed_pungs": 1,
            "all_simples": 1,
            "pure_double_chow": 1,
        },
        {"self_drawn": True},
        removed=("self_drawn", "no_honors"),
    ),
    "nine_gates": Case(  # M12: one of the two terminal pungs is taken by 九蓮寶燈
        "1112345678999p+5p",
        {"nine_gates": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1},
        {"seat_wind": "E", "discarder": "W"},
        removed=("full_flush", "concealed_hand", "no_honors"),
    ),
    "four_kongs": Case(
        "5m[1111m][2222p]{3333s}[4444z]+5m",
        {"four_kongs": 1, "mixed_shifted_pungs": 1, "pung_of_terminals_or_honors": 2},
        removed=("all_pungs", "single_wait"),
        absent=("three_kongs", "two_melded_kongs", "mixed_kongs", "melded_kong", "concealed_kong"),
    ),
    "seven_shifted_pairs": Case(  # a 2-8 連七對 also scores 斷幺
        "2233445566778p+8p",
        {"seven_shifted_pairs": 1, "all_simples": 1},
        removed=("full_flush", "concealed_hand", "no_honors"),
        absent=("seven_pairs", "single_wait"),
    ),
    "thirteen_orphans": Case(  # M6
        "19m19p19s1234567z+1s",
        {"thirteen_orphans": 1},
        {"seat_wind": "N", "discarder": "W"},
        removed=("all_terminals_and_honors", "all_types", "concealed_hand"),
        absent=("single_wait",),
    ),
    # ---- 64 -------------------------------------------------------------------------------
    "all_terminals": Case(  # M17: 999p was completed by the discard, so only two concealed pungs
        "99m99p111999s[111m]^+9p",
        {"all_terminals": 1, "two_concealed_pungs": 1},
        {"seat_wind": "W", "discarder": "N"},
        removed=("all_pungs", "outside_hand", "double_pung", "pung_of_terminals_or_honors", "no_honors"),
        absent=("all_terminals_and_honors",),
    ),
    "little_four_winds": Case(
        "111222333z234m4z+4z",
        {
            "little_four_winds": 1,
            "three_concealed_pungs": 1,
            "half_flush": 1,
            "prevalent_wind": 1,
            "seat_wind": 1,
            "concealed_hand": 1,
            "single_wait": 1,
        },
        removed=("big_three_winds",),
        absent=("pung_of_terminals_or_honors",),
    ),
    "little_three_dragons": Case(
        "555666z7z123m456m+7z",
        {
            "little_three_dragons": 1,
            "half_flush": 1,
            "concealed_hand": 1,
            "two_concealed_pungs": 1,
            "short_straight": 1,
            "single_wait": 1,
        },
        removed=("two_dragon_pungs", "dragon_pung"),
    ),
    "all_honors": Case(
        "111222z555666z7z+7z",
        {"little_three_dragons": 1, "all_honors": 1, "four_concealed_pungs": 1, "prevalent_wind": 1, "single_wait": 1},
        {"seat_wind": "W"},
        removed=("all_pungs", "outside_hand", "pung_of_terminals_or_honors", "concealed_hand", "dragon_pung"),
        absent=("all_terminals_and_honors",),
    ),
    "four_concealed_pungs": Case(
        "111m333p555s777s9p+9p",
        {"four_concealed_pungs": 1, "pung_of_terminals_or_honors": 1, "no_honors": 1, "single_wait": 1},
        removed=("all_pungs", "concealed_hand"),
        absent=("three_concealed_pungs", "two_concealed_pungs"),
    ),
    "pure_terminal_chows": Case(
        "112233789789s5s+5s",
        {"pure_terminal_chows": 1, "concealed_hand": 1, "single_wait": 1},
        removed=("full_flush", "all_chows", "no_honors"),
        absent=("pure_double_chow", "two_terminal_chows", "seven_pairs"),
    ),
    # ---- 48 / 32 --------------------------------------------------------------------------
    "quadruple_chow": Case(
        "1111222233335p+5p",
        {"quadruple_chow": 1, "full_flush": 1, "reversible_tiles": 1, "concealed_hand": 1, "all_chows": 1},
        removed=("tile_hog", "no_honors"),
        absent=("pure_triple_chow", "pure_double_chow"),
    ),
    "four_pure_shifted_pungs": Case(
        "111222333444m5p+5p",
        {
            "four_concealed_pungs": 1,
            "four_pure_shifted_pungs": 1,
            "pung_of_terminals_or_honors": 1,
            "one_voided_suit": 1,
            "no_honors": 1,
            "single_wait": 1,
        },
        removed=("all_pungs", "concealed_hand"),
        absent=("pure_shifted_pungs",),
    ),
    "four_pure_shifted_chows": Case(  # 123 and 456 inside it make no 連六 (不拆移, §6.1 item 3)
        "122333444556p9m+9m",
        {"four_pure_shifted_chows": 1, "concealed_hand": 1, "all_chows": 1, "one_voided_suit": 1, "single_wait": 1},
        absent=("pure_shifted_chows", "short_straight"),
    ),
    "three_kongs": Case(
        "123p5m[1111m][2222s]{3333z}+5m",
        {"three_kongs": 1, "pung_of_terminals_or_honors": 2, "single_wait": 1},
        absent=("concealed_kong", "melded_kong", "two_melded_kongs", "mixed_kongs", "two_concealed_kongs"),
    ),
    "all_terminals_and_honors": Case(
        "111s222z3z[111m][999p]+3z",
        {"all_terminals_and_honors": 1, "seat_wind": 1, "double_pung": 1, "two_concealed_pungs": 1, "single_wait": 1},
        removed=("all_pungs", "outside_hand", "pung_of_terminals_or_honors"),
    ),
    # ---- 24 -------------------------------------------------------------------------------
    "seven_pairs": Case(  # M5: four of a kind as two pairs, 四歸一
        "1155m2222p88s557z+7z / f3",
        {"seven_pairs": 1, "tile_hog": 1, "self_drawn": 1, "flower_tiles": 1},
        {"seat_wind": "N", "self_drawn": True},
        removed=("fully_concealed_hand",),
        absent=("single_wait",),
    ),
    "greater_honors_and_knitted_tiles": Case(
        "147m25p3s1234567z+6s",
        {"greater_honors_and_knitted_tiles": 1},
        removed=("all_types", "concealed_hand"),
        absent=("lesser_honors_and_knitted_tiles",),
    ),
    "all_even_pungs": Case(
        "666s888p8m[222m][444p]+8m",
        {"all_even_pungs": 1, "two_concealed_pungs": 1, "single_wait": 1},
        removed=("all_pungs", "all_simples", "no_honors"),
    ),
    "full_flush": Case(  # M4
        "12445566p77p[456p]+3p",
        {"full_flush": 1, "pure_triple_chow": 1, "all_chows": 1, "short_straight": 1, "edge_wait": 1},
        {"seat_wind": "W", "discarder": "E"},
        removed=("no_honors",),
        absent=("pure_double_chow",),
    ),
    "pure_shifted_pungs": Case(  # 222333444m also reads 234m x3 (一色三同順), which scores less
        "222333444m567p7s+7s",
        {"pure_shifted_pungs": 1, "three_concealed_pungs": 1, "concealed_hand": 1, "all_simples": 1, "single_wait": 1},
        absent=("pure_triple_chow", "two_concealed_pungs"),
    ),
    "upper_tiles": Case(
        "789m789p789s999m8s+8s",
        {
            "upper_tiles": 1,
            "mixed_triple_chow": 1,
            "concealed_hand": 1,
            "tile_hog": 1,
            "pung_of_terminals_or_honors": 1,
            "closed_wait": 1,
        },
        removed=("upper_four", "no_honors"),
        absent=("mixed_double_chow",),
    ),
    "middle_tiles": Case(
        "456m456p456s444m5p+5p",
        {"middle_tiles": 1, "mixed_triple_chow": 1, "concealed_hand": 1, "tile_hog": 1, "closed_wait": 1},
        removed=("all_simples", "no_honors"),
    ),
    "lower_tiles": Case(
        "123m123p123s111m2p+2p",
        {
            "lower_tiles": 1,
            "mixed_triple_chow": 1,
            "concealed_hand": 1,
            "tile_hog": 1,
            "pung_of_terminals_or_honors": 1,
            "closed_wait": 1,
        },
        removed=("lower_four", "no_honors"),
    ),
    # ---- 16 / 12 --------------------------------------------------------------------------
    "pure_straight": Case(  # the fourth chow 123p pairs once with 123m; 連六/老少副 are inside 清龍
        "123456789m123p1p+1p",
        {"pure_straight": 1, "concealed_hand": 1, "all_chows": 1, "mixed_double_chow": 1, "one_voided_suit": 1},
        removed=("no_honors",),
        absent=("short_straight", "two_terminal_chows"),
    ),
    "three_suited_terminal_chows": Case(
        "123789m123789p5s+5s",
        {"three_suited_terminal_chows": 1, "concealed_hand": 1, "single_wait": 1},
        removed=("no_honors", "all_chows"),
        absent=("mixed_double_chow", "two_terminal_chows"),
    ),
    "pure_shifted_chows": Case(
        "122333445m789p9s+9s", {"pure_shifted_chows": 1, "concealed_hand": 1, "all_chows": 1, "single_wait": 1}
    ),
    "all_fives": Case(
        "345m456p567s555m5p+5p",
        {"all_fives": 1, "mixed_shifted_chows": 1, "concealed_hand": 1, "tile_hog": 1, "closed_wait": 1},
        removed=("all_simples", "no_honors"),
    ),
    "triple_pung": Case(
        "222m222p222s456m5s+5s",
        {"triple_pung": 1, "three_concealed_pungs": 1, "concealed_hand": 1, "all_simples": 1, "single_wait": 1},
        absent=("double_pung", "two_concealed_pungs"),
    ),
    "three_concealed_pungs": Case(
        "111m333p555s78s22z+9s",
        {"three_concealed_pungs": 1, "concealed_hand": 1, "pung_of_terminals_or_honors": 1},
        absent=("two_concealed_pungs",),
    ),
    "lesser_honors_and_knitted_tiles": Case(
        "147m25p369s12347z+6z", {"lesser_honors_and_knitted_tiles": 1}, removed=("all_types", "concealed_hand")
    ),
    "knitted_straight_with_honours": Case(  # M7: 全不靠 with all nine knitted tiles adds 組合龍
        "147m25p369s12357z+8p",
        {"lesser_honors_and_knitted_tiles": 1, "knitted_straight": 1, "self_drawn": 1},
        {"self_drawn": True},
        removed=("fully_concealed_hand", "all_types"),
    ),
    "knitted_straight": Case(  # M8
        "147m258p369s234s5m+5m",
        {"knitted_straight": 1, "concealed_hand": 1, "all_chows": 1, "single_wait": 1},
        {"seat_wind": "W", "discarder": "S"},
        removed=("no_honors",),
    ),
    "upper_four": Case(
        "6788m789999p678s+8m",
        {"upper_four": 1, "concealed_hand": 1, "tile_hog": 1, "mixed_double_chow": 1, "pung_of_terminals_or_honors": 1},
        removed=("no_honors",),
    ),
    "lower_four": Case(
        "123m1234p123444s+1p", {"lower_four": 1, "concealed_hand": 1, "mixed_double_chow": 1}, removed=("no_honors",)
    ),
    "big_three_winds": Case(  # 幺九刻 for 999m only: the West pung is inside 三風刻, E and S are own winds
        "111z222z5m[333z][999m]+5m",
        {
            "big_three_winds": 1,
            "all_pungs": 1,
            "half_flush": 1,
            "prevalent_wind": 1,
            "seat_wind": 1,
            "two_concealed_pungs": 1,
            "pung_of_terminals_or_honors": 1,
            "single_wait": 1,
        },
    ),
    # ---- 8 --------------------------------------------------------------------------------
    "mixed_straight": Case(  # M15
        "123m5p789p123456s+5p",
        {
            "mixed_straight": 1,
            "last_tile_claim": 1,
            "concealed_hand": 1,
            "all_chows": 1,
            "mixed_double_chow": 1,
            "single_wait": 1,
        },
        {"last_wall_tile": True},
        removed=("no_honors",),
    ),
    "reversible_tiles": Case(
        "123p345p888p99s55z+5z",
        {"reversible_tiles": 1, "dragon_pung": 1, "concealed_hand": 1},
        removed=("one_voided_suit",),
    ),
    "mixed_triple_chow": Case(  # M2: 123m and 456m make 連六 once (套算一次)
        "123456m45p456s88s+6p",
        {"mixed_triple_chow": 1, "concealed_hand": 1, "all_chows": 1, "short_straight": 1},
        removed=("no_honors",),
        absent=("mixed_double_chow",),
    ),
    "mixed_shifted_pungs": Case(
        "222m333p444s567m8s+8s",
        {"three_concealed_pungs": 1, "mixed_shifted_pungs": 1, "concealed_hand": 1, "all_simples": 1, "single_wait": 1},
    ),
    "chicken_hand": Case(  # M1
        "45m567s22z[234m]<[888p]^+6m", {"chicken_hand": 1}, {"discarder": "W"}
    ),
    "last_tile_draw": Case(  # M15, self-drawn
        "123m5p789p123456s+5p",
        {
            "mixed_straight": 1,
            "last_tile_draw": 1,
            "fully_concealed_hand": 1,
            "all_chows": 1,
            "mixed_double_chow": 1,
            "single_wait": 1,
        },
        {"self_drawn": True, "last_wall_tile": True},
        removed=("self_drawn",),
    ),
    "out_with_replacement_tile": Case(  # M10
        "345678p1z[7777s]^{2222m}+1z",
        {"out_with_replacement_tile": 1, "mixed_kongs": 1, "short_straight": 1, "single_wait": 1},
        {"seat_wind": "N", "self_drawn": True, "kong_replacement": True},
        removed=("self_drawn",),
        absent=("melded_kong", "concealed_kong"),
    ),
    "robbing_the_kong": Case(  # M11 (the robbed tile is the last of its kind as well)
        "45m123p789p567s55z+6m",
        {"robbing_the_kong": 1, "concealed_hand": 1, "two_terminal_chows": 1},
        {"discarder": "E", "rob_kong": True, "last_tile": True},
        removed=("last_tile",),
    ),
    # ---- 6 --------------------------------------------------------------------------------
    "all_pungs": Case("222m555p888s3z[777m]+3z", {"three_concealed_pungs": 1, "all_pungs": 1, "single_wait": 1}),
    "half_flush": Case(
        "1234567m111z[999m]+7m",
        {"half_flush": 1, "prevalent_wind": 1, "short_straight": 1, "pung_of_terminals_or_honors": 1},
    ),
    "melded_hand": Case(  # M16
        "6m[234m][345p][456s][5555z]^+6m / f1 f5 f6",
        {"mixed_shifted_chows": 1, "melded_hand": 1, "dragon_pung": 1, "melded_kong": 1, "flower_tiles": 3},
        {"discarder": "W"},
        removed=("single_wait",),
    ),
    "all_types": Case(  # M14: East round, East seat: the East pung is 圈風刻 + 門風刻, not 幺九刻
        "234m678p5s666z[111z]^+5s",
        {"all_types": 1, "dragon_pung": 1, "prevalent_wind": 1, "seat_wind": 1, "single_wait": 1},
        {"seat_wind": "E", "discarder": "W"},
        absent=("pung_of_terminals_or_honors",),
    ),
    "two_concealed_kongs": Case(
        "123m456p7s{2222s}{9999p}+7s",
        {
            "two_concealed_kongs": 1,
            "concealed_hand": 1,
            "pung_of_terminals_or_honors": 1,
            "no_honors": 1,
            "single_wait": 1,
        },
        removed=("two_concealed_pungs",),
        absent=("concealed_kong",),
    ),
    "two_dragon_pungs": Case(
        "555z666z123m456m7p+7p",
        {
            "two_dragon_pungs": 1,
            "concealed_hand": 1,
            "two_concealed_pungs": 1,
            "short_straight": 1,
            "one_voided_suit": 1,
            "single_wait": 1,
        },
        removed=("dragon_pung",),
    ),
    # ---- 4 --------------------------------------------------------------------------------
    "outside_hand": Case(
        "123m789p111s789s9m+9m",
        {
            "outside_hand": 1,
            "concealed_hand": 1,
            "mixed_double_chow": 1,
            "pung_of_terminals_or_honors": 1,
            "no_honors": 1,
            "single_wait": 1,
        },
    ),
    "fully_concealed_hand": Case(  # M3
        "123456m45p456s88s+6p",
        {"mixed_triple_chow": 1, "fully_concealed_hand": 1, "all_chows": 1, "short_straight": 1},
        {"self_drawn": True},
        removed=("self_drawn", "no_honors"),
    ),
    "two_melded_kongs": Case(
        "123m456p7s[2222s][9999p]+7s",
        {"two_melded_kongs": 1, "pung_of_terminals_or_honors": 1, "no_honors": 1, "single_wait": 1},
        absent=("melded_kong",),
    ),
    "last_tile": Case(  # M18
        "46m123p789s22s[666z]<+5m",
        {"mixed_straight": 1, "last_tile": 1, "dragon_pung": 1, "closed_wait": 1},
        {"discarder": "W", "last_tile": True},
    ),
    # ---- 2 / 1 ----------------------------------------------------------------------------
    "concealed_kong": Case(
        "123m456p789s5p{2222z}+5p",
        {"mixed_straight": 1, "seat_wind": 1, "concealed_hand": 1, "concealed_kong": 1, "closed_wait": 1},
    ),
    "double_pung": Case(
        "222m222p456s789s5p+5p",
        {
            "concealed_hand": 1,
            "double_pung": 1,
            "two_concealed_pungs": 1,
            "short_straight": 1,
            "no_honors": 1,
            "single_wait": 1,
        },
    ),
    "all_simples": Case(
        "234m456p678s345s2m+2m",
        {"mixed_shifted_chows": 1, "concealed_hand": 1, "all_chows": 1, "all_simples": 1, "short_straight": 1},
        removed=("no_honors",),
    ),
    "pure_double_chow": Case(
        "123123m456p789s5s+5s",
        {"mixed_straight": 1, "concealed_hand": 1, "all_chows": 1, "pure_double_chow": 1, "single_wait": 1},
    ),
    "edge_wait": Case(
        "12m456p789p345s99s+3m", {"concealed_hand": 1, "all_chows": 1, "short_straight": 1, "edge_wait": 1}
    ),
}


def _rule_fires(mcr, hand, sit, score, fan_id: str) -> int:  # noqa: ANN001
    """What the fan's own registered rule says about the chosen reading (before exclusions)."""
    spec = mcr.fan_spec(fan_id)
    rule = get_rule(spec.rule)
    ctx = FanContext(hand, score.reading, sit, mcr, lambda: frozenset())
    return rule(ctx)


@pytest.mark.parametrize("name", sorted(CASES))
def test_fan_case(mcr, name: str) -> None:  # noqa: ANN001
    case = CASES[name]
    hand = mcr.parse(case.hand)
    sit = situation(**case.sit)
    score = mcr.evaluator.score(hand, sit)
    assert fans_of(score) == Counter(case.fans)
    assert score.total == sum(mcr.fan_spec(f).value * n for f, n in case.fans.items())
    for fan in case.removed:
        assert fan not in case.fans
        assert _rule_fires(mcr, hand, sit, score, fan), f"{fan} does not apply here: nothing was excluded"
    for fan in case.absent:
        assert fan not in fans_of(score)


def test_every_fan_counts_in_some_case(mcr) -> None:  # noqa: ANN001
    counted = {f for case in CASES.values() for f in case.fans}
    missing = [f.id for f in mcr.fans if f.id not in counted]
    assert not missing


def test_every_exclusion_list_is_exercised(mcr) -> None:  # noqa: ANN001
    for spec in mcr.fans:
        if not spec.excludes:
            continue
        assert any(spec.id in c.fans and set(spec.excludes) & set(c.removed + c.absent) for c in CASES.values()), (
            f"no case shows {spec.id} excluding anything"
        )


def test_every_excluded_fan_is_removed_in_some_case(mcr) -> None:  # noqa: ANN001
    excluders: dict[str, set[str]] = {}
    for spec in mcr.fans:
        for other in spec.excludes:
            excluders.setdefault(other, set()).add(spec.id)
    for fan, by in excluders.items():
        assert any(fan in c.removed + c.absent and by & set(c.fans) for c in CASES.values()), (
            f"no case shows {fan} removed by one of {sorted(by)}"
        )


def test_fan_table_has_the_81_fans_and_mils_mixed_kong(mcr) -> None:  # noqa: ANN001
    ids = [f.id for f in mcr.fans]
    assert len(ids) == 82 and len(set(ids)) == 82
    assert sorted({f.value for f in mcr.fans}) == [1, 2, 4, 5, 6, 8, 12, 16, 24, 32, 48, 64, 88]
    by_value = Counter(f.value for f in mcr.fans if f.id != "mixed_kongs")
    # mcr.md §6.2: 7 + 6 + 2 + 3 + 9 + 6 + 5 + 9 + 7 + 4 + 6 + 4 + 13 fans by value
    assert by_value == {88: 7, 64: 6, 48: 2, 32: 3, 24: 9, 16: 6, 12: 5, 8: 9, 6: 7, 4: 4, 2: 10, 1: 13}
    assert all(f.rule == "mcr." + f.id for f in mcr.fans)


# ---- combination principles (§6.1) ----------------------------------------------------------


def test_no_splitting_four_shifted_chows(mcr) -> None:  # noqa: ANN001
    """§6.1 item 3: the 123s and 456s inside 一色四步高 123-234-345-456s make no 連六."""
    fans = fans_of(score_of(mcr, "122333444556s9m+9m"))
    assert fans["four_pure_shifted_chows"] == 1
    assert not fans & Counter({"short_straight": 1, "pure_shifted_chows": 1, "two_terminal_chows": 1})


def test_four_chows_without_a_three_chow_fan_make_at_most_three_pair_fans(mcr) -> None:  # noqa: ANN001
    """234567s + 234567p: 喜相逢 x2 and 連六 x2 qualify, only three count (套算一次)."""
    fans = fans_of(score_of(mcr, "234567s23456p7p7m+7m"))
    pair_fans = {
        f: fans[f] for f in ("pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows") if fans[f]
    }
    assert sum(pair_fans.values()) == 3
    assert set(pair_fans) == {"mixed_double_chow", "short_straight"}


def test_repeated_pair_fans_give_way_first(mcr) -> None:  # noqa: ANN001
    """234s 234p 234p 567p: five pairs qualify (喜相逢 x2, 一般高, 連六 x2); three count, and the
    fans a chow already made are not repeated: 一般高 + 喜相逢 + 連六 (不得相同)."""
    fans = fans_of(score_of(mcr, "234s223344567p9m+9m"))
    assert fans["pure_double_chow"] == 1 and fans["mixed_double_chow"] == 1 and fans["short_straight"] == 1


def test_a_chow_that_pairs_with_nobody_lowers_the_cap(mcr) -> None:  # noqa: ANN001
    """112233m + 123p make three pair fans among themselves (一般高, 喜相逢 x2); 789s pairs with
    nobody, so at most 3 - 1 = 2 count."""
    fans = fans_of(score_of(mcr, "112233m123p789s5s+5s"))
    assert fans["pure_double_chow"] + fans["mixed_double_chow"] == 2
    assert fans["pure_double_chow"] == 1


def test_three_chows_make_at_most_two_pair_fans(mcr) -> None:  # noqa: ANN001
    """112233m + 123p and a pung: 一般高 and 喜相逢 x2 qualify, two count."""
    fans = fans_of(score_of(mcr, "112233m123p555s9s+9s"))
    assert fans["pure_double_chow"] + fans["mixed_double_chow"] == 2


def test_fourth_chow_adds_one_pair_fan_the_triple_does_not_exclude(mcr) -> None:  # noqa: ANN001
    """清龍 123-456-789m plus 123m: the extra chow makes 一般高 with 123m (連六 with 456m and
    老少副 with 789m are excluded by 清龍)."""
    fans = fans_of(score_of(mcr, "112233456789m5p+5p"))
    assert fans["pure_straight"] == 1 and fans["pure_double_chow"] == 1
    assert not fans["two_terminal_chows"] and not fans["short_straight"]


def test_fourth_pung_adds_one_two_pung_fan(mcr) -> None:  # noqa: ANN001
    """一色三節高 222-333-444m plus 222p: 雙同刻 once with 222m."""
    fans = fans_of(score_of(mcr, "333444m222p8s[222m]+8s"))
    assert fans["pure_shifted_pungs"] == 1 and fans["double_pung"] == 1


def test_terminal_pung_outside_the_wind_fan_still_scores(mcr) -> None:  # noqa: ANN001
    """§6.1 item 2: 三風刻 takes its three wind pungs out of 幺九刻, a pung of 9s still scores it
    (North round and seat, so none of the three winds is an own wind)."""
    fans = fans_of(score_of(mcr, "111z222z5m[333z][999m]+5m", seat_wind="N", round_wind="N"))
    assert fans["big_three_winds"] == 1 and fans["pung_of_terminals_or_honors"] == 1


def test_own_wind_pungs_are_not_also_terminal_pungs(mcr) -> None:  # noqa: ANN001
    fans = fans_of(score_of(mcr, "234m678p5s666z[111z]^+5s", seat_wind="S", discarder="W"))
    assert fans["prevalent_wind"] == 1 and not fans["seat_wind"] and not fans["pung_of_terminals_or_honors"]
    fans = fans_of(score_of(mcr, "234m678p5s666z[222z]^+5s", seat_wind="W", discarder="N"))
    assert fans["pung_of_terminals_or_honors"] == 1 and not fans["prevalent_wind"]


def test_highest_reading_counts(mcr) -> None:  # noqa: ANN001
    """§6.1 item 1: 111222333m read as pungs (一色三節高 + 三暗刻) beats three 123m chows."""
    scores = mcr.evaluator.score_readings(mcr.parse("111222333m789p5s+5s"), situation())
    assert len(scores) == 2
    best = mcr.evaluator.score(mcr.parse("111222333m789p5s+5s"), situation())
    assert best.total == max(s.total for s in scores)
    assert fans_of(best)["pure_shifted_pungs"] == 1


def test_discard_completed_pung_is_exposed(mcr) -> None:  # noqa: ANN001
    """§6.1 item 6: shanpon on 6m and 2z; winning on 6m from a discard leaves 666m exposed."""
    discard = fans_of(score_of(mcr, "66m111p999s555s22z+6m"))
    drawn = fans_of(score_of(mcr, "66m111p999s555s22z+6m", self_drawn=True))
    assert discard["three_concealed_pungs"] == 1 and not discard["four_concealed_pungs"]
    assert drawn["four_concealed_pungs"] == 1


def test_discard_pung_stays_concealed_when_a_concealed_chow_can_take_the_tile(mcr) -> None:  # noqa: ANN001
    """456m + 666m won on 6m from a discard: the 6m can be the chow's, so 666m stays concealed."""
    fans = fans_of(score_of(mcr, "45666m111p999s22z+6m"))
    assert fans["three_concealed_pungs"] == 1


def test_always_concealed_hands_score_self_drawn_not_fully_concealed(mcr) -> None:  # noqa: ANN001
    """§6.1 item 10."""
    fans = fans_of(score_of(mcr, "111m333p555s777s9p+9p", self_drawn=True))
    assert fans["four_concealed_pungs"] == 1 and fans["self_drawn"] == 1
    assert not fans["fully_concealed_hand"] and not fans["concealed_hand"]
    fans = fans_of(score_of(mcr, "19m19p19s1234567z+1s", self_drawn=True))
    assert fans == Counter({"thirteen_orphans": 1, "self_drawn": 1})


def test_melded_hand_needs_a_discard(mcr) -> None:  # noqa: ANN001
    """§8.11: four exposed sets self-drawn is just 自摸 (and the pair wait may count)."""
    fans = fans_of(score_of(mcr, "6m[234m][345p][456s][5555z]^+6m", self_drawn=True))
    assert not fans["melded_hand"] and fans["self_drawn"] == 1 and fans["single_wait"] == 1


def test_melded_hand_needs_exposed_sets_only(mcr) -> None:  # noqa: ANN001
    fans = fans_of(score_of(mcr, "6m[234m][345p][456s]{5555z}+6m"))
    assert not fans["melded_hand"] and fans["concealed_kong"] == 1


# ---- waits (§6.1 item 7, §8.3, §8.5) --------------------------------------------------------


def test_edge_wait_also_1233(mcr) -> None:  # noqa: ANN001
    """1233m waits on 3m only: one wait fan (edge, or single for the pair), never two."""
    fans = fans_of(score_of(mcr, "1233m456p789p555s+3m"))
    assert fans["edge_wait"] + fans["single_wait"] + fans["closed_wait"] == 1


def test_no_wait_fan_without_a_unique_wait(mcr) -> None:  # noqa: ANN001
    """12345m waits on 3m and 6m: winning on 3m is no 邊張 (the 1998 text's own example)."""
    fans = fans_of(score_of(mcr, "12345m456p789p99s+3m"))
    assert not (fans["edge_wait"] or fans["closed_wait"] or fans["single_wait"])


def test_used_up_kinds_still_count_as_waits(mcr) -> None:  # noqa: ANN001
    """23m waits on 1m and 4m; winning on 4m is no wait fan even if every 1m is already visible
    (the scorer never asks: waits are a property of the shape)."""
    fans = fans_of(score_of(mcr, "23m456p789p555s99s+4m", last_tile=True))
    assert not (fans["edge_wait"] or fans["closed_wait"] or fans["single_wait"])


def test_pair_wait_that_is_not_unique(mcr) -> None:  # noqa: ANN001
    """1112m waits on 2m (pair) and 3m (111 + 123): no 單釣將."""
    fans = fans_of(score_of(mcr, "1112m456p789p555s+2m"))
    assert not fans["single_wait"]


def test_knitted_straight_wait_inside_the_knitted_tiles(mcr) -> None:  # noqa: ANN001
    """§8.5: 3s can be read inside 369s or as the pair: the single wait counts."""
    fans = fans_of(score_of(mcr, "147m258p369s3s[555s]+3s"))
    assert fans["knitted_straight"] == 1 and fans["single_wait"] == 1


def test_knitted_straight_no_wait_fan_for_a_knitted_tile(mcr) -> None:  # noqa: ANN001
    fans = fans_of(score_of(mcr, "14m258p369s234s55m+7m"))
    assert fans["knitted_straight"] == 1
    assert not (fans["edge_wait"] or fans["closed_wait"] or fans["single_wait"])


def test_heavenly_win_has_no_wait_fan(mcr) -> None:  # noqa: ANN001
    fans = fans_of(score_of(mcr, "12m456p789p345s99s+3m", seat_wind="E", self_drawn=True, heavenly=True))
    assert not fans["edge_wait"]


def test_waits_match_the_generic_shapes(mcr) -> None:  # noqa: ANN001
    from tests.test_mcr_crosscheck import random_deal

    rng = random.Random(3)
    for _ in range(300):
        text, _sit = random_deal(rng)
        hand = mcr.parse(text)
        c = [0] * 34
        for t in hand.concealed:
            c[t] += 1
        assert all_waits(c, len(hand.melds)) == set(mcr.waits(hand.without_win())), text


# ---- situations -----------------------------------------------------------------------------


def test_last_tile_from_own_exposed_melds(mcr) -> None:  # noqa: ANN001
    """§8.8: three 5m in the winner's own exposed chows are visible: 和絕張 without the flag."""
    fans = fans_of(score_of(mcr, "46m99p[345m][456m][567m]+5m"))
    assert fans["last_tile"] == 1


def test_no_last_tile_while_holding_the_kind(mcr) -> None:  # noqa: ANN001
    fans = fans_of(score_of(mcr, "123456m45p456s88s+6p", last_tile=True))
    assert fans["last_tile"] == 1
    fans = fans_of(score_of(mcr, "1233m456p789p555s+3m", last_tile=True))
    assert not fans["last_tile"]


def test_replacement_win_needs_a_kong(mcr) -> None:  # noqa: ANN001
    fans = fans_of(score_of(mcr, "123m456p789p345s9s+9s", self_drawn=True, kong_replacement=True))
    assert not fans["out_with_replacement_tile"] and fans["fully_concealed_hand"] == 1


def test_replacement_on_the_last_tile(mcr) -> None:  # noqa: ANN001
    """§8.12: 槓上開花 and 妙手回春 together."""
    fans = fans_of(
        score_of(mcr, "345678p1z[7777s]^{2222m}+1z", self_drawn=True, kong_replacement=True, last_wall_tile=True)
    )
    assert fans["out_with_replacement_tile"] == 1 and fans["last_tile_draw"] == 1 and not fans["self_drawn"]


def test_flowers_do_not_reach_the_minimum(mcr) -> None:  # noqa: ANN001
    hand = "1234s444z[789s][555s]^+1s"
    plain = score_of(mcr, hand, discarder="W")
    flowers = score_of(mcr, hand + " / f1 f2", discarder="W")
    assert (plain.total, plain.counted, plain.legal) == (7, 7, False)
    assert (flowers.total, flowers.counted, flowers.legal) == (9, 7, False)
    assert "minimum" in (flowers.reason or "")


def test_chicken_hand_with_flowers(mcr) -> None:  # noqa: ANN001
    score = score_of(mcr, "45m567s22z[234m]<[888p]^+6m / f2", discarder="W")
    assert fans_of(score) == Counter({"chicken_hand": 1, "flower_tiles": 1}) and score.legal


# ---- the kong table (§6.1 item 8) -----------------------------------------------------------


@pytest.mark.parametrize(
    "hand, kong_fan, pung_fan",
    [
        ("123456m55p99s{1111z}+9s", "concealed_kong", None),  # ck1; 999s from the discard
        ("123m999s456p5p{1111z}+5p", "concealed_kong", "two_concealed_pungs"),  # ck1, T=2
        ("123m456s5p[1111z]{2222z}+5p", "mixed_kongs", None),  # mk1 ck1, T=1
        ("555s456m5p[1111z]{2222z}+5p", "mixed_kongs", "two_concealed_pungs"),  # mk1 ck1, T=2
        ("555s777p999m5p[1111z]+5p", "melded_kong", "three_concealed_pungs"),  # mk1, T=3
        ("123m456s5p{1111z}{9999s}+5p", "two_concealed_kongs", None),  # ck2, T=2: nothing more
        ("555s456m5p{1111z}{9999s}+5p", "two_concealed_kongs", "three_concealed_pungs"),  # ck2, T=3
        ("555s456m5p[1111z][9999s]+5p", "two_melded_kongs", None),  # mk2, T=1
        ("555s777p5p[1111z][9999s]+5p", "two_melded_kongs", "two_concealed_pungs"),  # mk2, T=2
        ("123s5p{1111z}{2222z}{3333z}+5p", "three_kongs", "three_concealed_pungs"),  # 3 kongs, T=3
        ("555s5p{1111z}{2222z}{3333z}+5p", "three_kongs", "four_concealed_pungs"),  # 3 kongs, T=4
        ("5p[1111z]{2222z}{9999s}[5555s]+5p", "four_kongs", "two_concealed_pungs"),  # 4 kongs, ck2
    ],
)
def test_kong_table(mcr, hand: str, kong_fan: str | None, pung_fan: str | None) -> None:  # noqa: ANN001
    """Exactly one kong fan and at most one concealed-pung fan (T counts concealed kongs)."""
    fans = fans_of(score_of(mcr, hand))
    kong_fans = {
        "four_kongs",
        "three_kongs",
        "two_concealed_kongs",
        "two_melded_kongs",
        "mixed_kongs",
        "concealed_kong",
        "melded_kong",
    }
    pung_fans = {"four_concealed_pungs", "three_concealed_pungs", "two_concealed_pungs"}
    assert {f for f in fans if f in kong_fans} == ({kong_fan} if kong_fan else set())
    assert {f for f in fans if f in pung_fans} == ({pung_fan} if pung_fan else set())


def test_mixed_kongs_option(mcr) -> None:  # noqa: ANN001
    """§8.2: 明暗槓 is 5 by default, or 明槓 1 + 暗槓 2 = 3 with the option."""
    hand, sit = "345678p1z[7777s]^{2222m}+1z", {"seat_wind": "N", "self_drawn": True, "kong_replacement": True}
    assert score_of(mcr, hand, **sit).total == 15
    three = load_variant("mcr", options={"mixed_kongs_value": 3})
    score = three.evaluator.score(three.parse(hand), situation(**sit))
    assert score.total == 13
    assert fans_of(score) == Counter(
        {"out_with_replacement_tile": 1, "concealed_kong": 1, "melded_kong": 1, "short_straight": 1, "single_wait": 1}
    )
    with pytest.raises(VariantError, match="must be one of"):
        load_variant("mcr", options={"mixed_kongs_value": 4})


# ---- nine gates (§6.2 #4) -------------------------------------------------------------------


@pytest.mark.parametrize(
    "rank, extra",
    [
        (1, {"pure_straight": 1, "tile_hog": 1}),
        (9, {"pure_straight": 1, "tile_hog": 1}),
        (2, {"two_concealed_pungs": 1, "short_straight": 1, "pung_of_terminals_or_honors": 1}),
        (8, {"two_concealed_pungs": 1, "short_straight": 1, "pung_of_terminals_or_honors": 1}),
        (5, {"two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1}),
        (3, {"short_straight": 1}),
        (4, {"short_straight": 1}),
        (6, {"short_straight": 1}),
        (7, {"short_straight": 1}),
    ],
)
def test_nine_gates_additions(mcr, rank: int, extra: dict[str, int]) -> None:  # noqa: ANN001
    """The fans 九蓮寶燈 adds by winning tile, exactly as the table under §6.2 #7 lists them."""
    fans = fans_of(score_of(mcr, f"1112345678999s+{rank}s", seat_wind="E", discarder="W"))
    assert fans == Counter({"nine_gates": 1, **extra})


def test_nine_gates_needs_the_pure_wait(mcr) -> None:  # noqa: ANN001
    """§8.10: 1112345678999 must be the 13 tiles before the win; 1112345678899+9 is just 清一色."""
    fans = fans_of(score_of(mcr, "1112345678899s+9s"))
    assert not fans["nine_gates"] and fans["full_flush"] == 1


# ---- machinery -------------------------------------------------------------------------------


def test_rules_agree_with_the_generic_evaluator(mcr) -> None:  # noqa: ANN001
    """The registered ``mcr.*`` rules run one by one under the generic evaluator (generic
    decompositions, one fan context per winning-tile placement) give the same totals."""
    from tests.test_mcr_crosscheck import random_deal

    generic = Evaluator(mcr)
    rng = random.Random(11)
    for _ in range(150):
        text, sit = random_deal(rng)
        hand, s = mcr.parse(text), Situation(**sit)
        assert generic.score(hand, s).total == mcr.evaluator.score(hand, s).total, text


def test_reading_is_built_on_demand(mcr) -> None:  # noqa: ANN001
    score = score_of(mcr, "46m123p789s22s[666z]<+5m", discarder="W", last_tile=True)
    reading = score.reading
    assert reading is not None and reading.decomposition.shape == "standard"
    assert reading.win_group.tiles == (3, 4, 5)  # the closed wait 4m-6m
    assert reading.decomposition.groups()[reading.win_index] is reading.win_group


def test_a_score_leaves_no_cyclic_garbage(mcr) -> None:  # noqa: ANN001
    """Scoring makes no reference cycles (the readings and the hand's facts used to point at
    each other): what a score drops is freed at once, and a kept score holds no readings."""
    import gc

    hand = mcr.parse("111222333m456p7p+7p")  # three readings: pungs, or three chows
    mcr.evaluator.score(hand, situation())
    gc.collect()
    gc.disable()
    try:
        score = mcr.evaluator.score(hand, situation(self_drawn=True))
        assert score.total > 0
        del score
        assert gc.collect() == 0
    finally:
        gc.enable()
    score = mcr.evaluator.score(hand, situation(self_drawn=True))
    assert score.reading is not None and score.reading.decomposition.shape == "standard"


def test_standard_readings_cover_every_split() -> None:
    c = [0] * 34
    for t in (0, 0, 0, 1, 1, 1, 2, 2, 2, 9, 10, 11, 27, 27):  # 111222333m 123p EE
        c[t] += 1
    got = sorted((sorted(ch), sorted(pu), pair) for ch, pu, pair in standard_readings(c))
    assert got == [([0, 0, 0, 9], [], 27), ([9], [0, 1, 2], 27)]


def test_incomplete_hand(mcr) -> None:  # noqa: ANN001
    score = mcr.evaluator.score(mcr.parse("123m456p789s1357z+9s"), situation())
    assert not score.legal and score.total == 0
