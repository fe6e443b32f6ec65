"""The worked examples of mcr.md §9 (M1-M18): fans, total, legality and payments.

Each example is scored through the public API (``mahjong_tui.score``) and paid through the
variant's settlement; payments are compared as signed deltas per seat wind.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from mahjong_tui import judge, load_variant, score

WINDS = "ESWN"


@dataclass
class Example:
    hand: str
    sit: dict[str, Any]
    fans: dict[str, int]
    total: int
    deltas: dict[str, int] | None
    """Signed payment per seat wind; None for a hand that is not a legal win."""
    legal: bool = True
    options: dict[str, Any] = field(default_factory=dict)


EXAMPLES: dict[str, Example] = {
    "M1": Example(
        "45m567s22z[234m]<[888p]^+6m",
        {"seat_wind": "S", "discarder": "W"},
        {"chicken_hand": 1},
        8,
        {"W": -16, "E": -8, "N": -8, "S": 32},
    ),
    "M2": Example(
        "123456m45p456s88s+6p",
        {"seat_wind": "S", "discarder": "N"},
        {"mixed_triple_chow": 1, "concealed_hand": 1, "all_chows": 1, "short_straight": 1},
        13,
        {"N": -21, "E": -8, "W": -8, "S": 37},
    ),
    "M3": Example(
        "123456m45p456s88s+6p",
        {"seat_wind": "S", "self_drawn": True},
        {"mixed_triple_chow": 1, "fully_concealed_hand": 1, "all_chows": 1, "short_straight": 1},
        15,
        {"E": -23, "W": -23, "N": -23, "S": 69},
    ),
    "M4": Example(
        "12445566p77p[456p]+3p",
        {"seat_wind": "W", "discarder": "E"},
        {"full_flush": 1, "pure_triple_chow": 1, "all_chows": 1, "short_straight": 1, "edge_wait": 1},
        52,
        {"E": -60, "S": -8, "N": -8, "W": 76},
    ),
    "M5": Example(
        "1155m2222p88s557z+7z / f3",
        {"seat_wind": "N", "self_drawn": True},
        {"seven_pairs": 1, "tile_hog": 1, "self_drawn": 1, "flower_tiles": 1},
        28,
        {"E": -36, "S": -36, "W": -36, "N": 108},
    ),
    "M6": Example(
        "19m19p19s1234567z+1s",
        {"seat_wind": "N", "discarder": "W"},
        {"thirteen_orphans": 1},
        88,
        {"W": -96, "E": -8, "S": -8, "N": 112},
    ),
    "M7": Example(
        "147m25p369s12357z+8p",
        {"seat_wind": "S", "self_drawn": True},
        {"lesser_honors_and_knitted_tiles": 1, "knitted_straight": 1, "self_drawn": 1},
        25,
        {"E": -33, "W": -33, "N": -33, "S": 99},
    ),
    "M8": Example(
        "147m258p369s234s5m+5m",
        {"seat_wind": "W", "discarder": "S"},
        {"knitted_straight": 1, "concealed_hand": 1, "all_chows": 1, "single_wait": 1},
        17,
        {"S": -25, "E": -8, "N": -8, "W": 41},
    ),
    "M8 self-drawn": Example(
        "147m258p369s234s5m+5m",
        {"seat_wind": "W", "self_drawn": True},
        {"knitted_straight": 1, "fully_concealed_hand": 1, "all_chows": 1, "single_wait": 1},
        19,
        {"E": -27, "S": -27, "N": -27, "W": 81},
    ),
    "M9": Example(
        "234m99p77z[555z]<[666z]^+7z",
        {"seat_wind": "N", "discarder": "S"},
        {"big_three_dragons": 1, "one_voided_suit": 1},
        89,
        {"S": -97, "E": -8, "W": -8, "N": 113},
    ),
    "M10": Example(
        "345678p1z[7777s]^{2222m}+1z",
        {"seat_wind": "N", "self_drawn": True, "kong_replacement": True},
        {"out_with_replacement_tile": 1, "mixed_kongs": 1, "short_straight": 1, "single_wait": 1},
        15,
        {"E": -23, "S": -23, "W": -23, "N": 69},
    ),
    "M10 mixed kongs 3": Example(
        "345678p1z[7777s]^{2222m}+1z",
        {"seat_wind": "N", "self_drawn": True, "kong_replacement": True},
        {"out_with_replacement_tile": 1, "melded_kong": 1, "concealed_kong": 1, "short_straight": 1, "single_wait": 1},
        13,
        {"E": -21, "S": -21, "W": -21, "N": 63},
        options={"mixed_kongs_value": 3},
    ),
    "M11": Example(
        "45m123p789p567s55z+6m",
        {"seat_wind": "S", "discarder": "E", "rob_kong": True},
        {"robbing_the_kong": 1, "concealed_hand": 1, "two_terminal_chows": 1},
        11,
        {"E": -19, "W": -8, "N": -8, "S": 35},
    ),
    "M12": Example(
        "1112345678999p+5p",
        {"seat_wind": "E", "discarder": "W"},
        {"nine_gates": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1},
        91,
        {"W": -99, "S": -8, "N": -8, "E": 115},
    ),
    "M12 self-drawn on 9p": Example(
        "1112345678999p+9p",
        {"seat_wind": "E", "self_drawn": True},
        {"nine_gates": 1, "pure_straight": 1, "tile_hog": 1, "self_drawn": 1},
        107,
        {"S": -115, "W": -115, "N": -115, "E": 345},
    ),
    # M13: 1s and 4s both complete the hand, so no 單釣將: 7 fans, not a legal win
    "M13": Example(
        "1234s444z[789s][555s]^+1s",
        {"seat_wind": "S", "discarder": "W"},
        {"half_flush": 1, "pung_of_terminals_or_honors": 1},
        7,
        None,
        legal=False,
    ),
    "M13 with two flowers": Example(
        "1234s444z[789s][555s]^+1s / f1 f5",
        {"seat_wind": "S", "discarder": "W"},
        {"half_flush": 1, "pung_of_terminals_or_honors": 1, "flower_tiles": 2},
        9,
        None,
        legal=False,
    ),
    "M14": Example(
        "234m678p5s666z[111z]^+5s",
        {"seat_wind": "E", "discarder": "W"},
        {"all_types": 1, "dragon_pung": 1, "prevalent_wind": 1, "seat_wind": 1, "single_wait": 1},
        13,
        {"W": -21, "S": -8, "N": -8, "E": 37},
    ),
    "M15": Example(
        "123m5p789p123456s+5p",
        {"seat_wind": "S", "discarder": "N", "last_wall_tile": True},
        {
            "mixed_straight": 1,
            "last_tile_claim": 1,
            "concealed_hand": 1,
            "all_chows": 1,
            "mixed_double_chow": 1,
            "single_wait": 1,
        },
        22,
        {"N": -30, "E": -8, "W": -8, "S": 46},
    ),
    "M15 self-drawn": Example(
        "123m5p789p123456s+5p",
        {"seat_wind": "S", "self_drawn": True, "last_wall_tile": True},
        {
            "mixed_straight": 1,
            "last_tile_draw": 1,
            "fully_concealed_hand": 1,
            "all_chows": 1,
            "mixed_double_chow": 1,
            "single_wait": 1,
        },
        24,
        {"E": -32, "W": -32, "N": -32, "S": 96},
    ),
    "M16": Example(
        "6m[234m][345p][456s][5555z]^+6m / f1 f5 f6",
        {"seat_wind": "S", "discarder": "W"},
        {"mixed_shifted_chows": 1, "melded_hand": 1, "dragon_pung": 1, "melded_kong": 1, "flower_tiles": 3},
        18,
        {"W": -26, "E": -8, "N": -8, "S": 42},
    ),
    "M17": Example(
        "99m99p111999s[111m]^+9p",
        {"seat_wind": "W", "discarder": "N"},
        {"all_terminals": 1, "two_concealed_pungs": 1},
        66,
        {"N": -74, "E": -8, "S": -8, "W": 90},
    ),
    "M18": Example(
        "46m123p789s22s[666z]<+5m",
        {"seat_wind": "S", "discarder": "W", "last_tile": True},
        {"mixed_straight": 1, "last_tile": 1, "dragon_pung": 1, "closed_wait": 1},
        15,
        {"W": -23, "E": -8, "N": -8, "S": 39},
    ),
    "M18 fewer visible": Example(
        "46m123p789s22s[666z]<+5m",
        {"seat_wind": "S", "discarder": "W"},
        {"mixed_straight": 1, "dragon_pung": 1, "closed_wait": 1},
        11,
        {"W": -19, "E": -8, "N": -8, "S": 35},
    ),
}


def deltas(payments) -> dict[str, int]:  # noqa: ANN001
    out: Counter[str] = Counter()
    for p in payments:
        out[WINDS[p.payer]] -= p.amount
        out[WINDS[p.payee]] += p.amount
    return dict(out)


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_worked_example(name: str) -> None:
    ex = EXAMPLES[name]
    variant = load_variant("mcr", options=ex.options or None)
    result = score(variant, ex.hand, **ex.sit)
    assert Counter({f.id: f.count for f in result.fans}) == Counter(ex.fans)
    assert result.total == ex.total
    assert result.legal is ex.legal
    if not ex.legal:
        assert result.counted < 8
        return
    pay = deltas(judge(variant, ex.hand, **ex.sit).payments())
    assert pay == ex.deltas
    assert sum(pay.values()) == 0


def test_m13_counts_seven_without_flowers() -> None:
    """Flowers are added after the 8-fan check: 9 in all, 7 toward the minimum."""
    result = score("mcr", "1234s444z[789s][555s]^+1s / f1 f5", seat_wind="S", discarder="W")
    assert (result.total, result.counted, result.legal) == (9, 7, False)


def test_examples_fan_names_and_order() -> None:
    """M4 as a player reads it: highest values first, Chinese names from the table."""
    result = score("mcr", "12445566p77p[456p]+3p", seat_wind="W", discarder="E")
    assert [(f.zh, f.points) for f in result.fans] == [
        ("清一色", 24),
        ("一色三同順", 24),
        ("平和", 2),
        ("連六", 1),
        ("邊張", 1),
    ]
