"""Fans of the hand's shape: the special shapes (mcr.md §5), 九蓮寶燈, and the fans about
every set and the pair (平和, 全帶幺, 全帶五, 全雙刻)."""

from __future__ import annotations

from .families import family
from .tables import B_HONOR, B_R456, B_TERMINAL
from .view import ReadingView

SEVEN_PAIRS = "mcr.seven_pairs"
SEVEN_SHIFTED_PAIRS = "mcr.seven_shifted_pairs"
THIRTEEN_ORPHANS = "mcr.thirteen_orphans"
LESSER_HONORS_AND_KNITTED_TILES = "mcr.lesser_honors_and_knitted_tiles"
GREATER_HONORS_AND_KNITTED_TILES = "mcr.greater_honors_and_knitted_tiles"
KNITTED_STRAIGHT = "mcr.knitted_straight"
NINE_GATES = "mcr.nine_gates"
ALL_CHOWS = "mcr.all_chows"
OUTSIDE_HAND = "mcr.outside_hand"
ALL_FIVES = "mcr.all_fives"
ALL_EVEN_PUNGS = "mcr.all_even_pungs"


@family(
    (
        SEVEN_PAIRS,
        SEVEN_SHIFTED_PAIRS,
        THIRTEEN_ORPHANS,
        LESSER_HONORS_AND_KNITTED_TILES,
        GREATER_HONORS_AND_KNITTED_TILES,
        KNITTED_STRAIGHT,
    )
)
def special_shapes(v: ReadingView, out: dict[str, int]) -> None:
    shape = v.shape
    if shape == "standard":
        return
    if shape == "seven_pairs":
        p = v.pairs
        if p[6] < 27 and p[0] // 9 == p[6] // 9 and p[6] - p[0] == 6 and all(p[i + 1] == p[i] + 1 for i in range(6)):
            out[SEVEN_SHIFTED_PAIRS] = 1
        else:
            out[SEVEN_PAIRS] = 1
    elif shape == "thirteen_orphans":
        out[THIRTEEN_ORPHANS] = 1
    elif shape == "knitted":
        out[GREATER_HONORS_AND_KNITTED_TILES if len(v.suited) == 7 else LESSER_HONORS_AND_KNITTED_TILES] = 1
        if len(v.suited) == 9:
            out[KNITTED_STRAIGHT] = 1
    elif shape == "knitted_straight":
        out[KNITTED_STRAIGHT] = 1


@family((NINE_GATES,), hand_level=True)
def nine_gates(v: ReadingView, out: dict[str, int]) -> None:
    if v.hf.nine_gates:
        out[NINE_GATES] = 1


@family((ALL_CHOWS, OUTSIDE_HAND, ALL_FIVES, ALL_EVEN_PUNGS))
def set_traits(v: ReadingView, out: dict[str, int]) -> None:
    """Fans about every set and the pair of a standard reading.

    平和 also holds for 組合龍 + chow + suited pair (the knitted parts count as chows, M8).
    """
    pair = v.pair
    if pair < 0:
        return
    cs = v.chows
    ps = v.pungs
    if v.shape == "knitted_straight":
        if cs and pair < 27:
            out[ALL_CHOWS] = 1
        return
    if v.shape != "standard":
        return
    if not ps:
        if pair < 27:
            out[ALL_CHOWS] = 1
    elif not cs and pair < 27 and pair % 9 % 2 == 1 and all(p < 27 and p % 9 % 2 == 1 for p in ps):
        out[ALL_EVEN_PUNGS] = 1  # ranks 2 4 6 8 are 1 3 5 7 counted from 0
    o = v.hf.or_mask
    # an outside hand holds no 4, 5 or 6; an all-fives hand no terminal and no honour
    if (
        not o & B_R456
        and (pair >= 27 or pair % 9 in (0, 8))
        and all(c % 9 in (0, 6) for c in cs)
        and all(p >= 27 or p % 9 in (0, 8) for p in ps)
    ):
        out[OUTSIDE_HAND] = 1
    if (
        not o & (B_TERMINAL | B_HONOR)
        and pair % 9 == 4
        and all(2 <= c % 9 <= 4 for c in cs)
        and all(p % 9 == 4 for p in ps)
    ):
        out[ALL_FIVES] = 1
