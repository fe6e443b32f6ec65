"""Fans that depend only on which tiles the hand holds (mcr.md §6.2): colour, rank range,
tile classes, and 四歸一. The same for every reading of a hand."""

from __future__ import annotations

from .families import family
from .tables import (
    B_DRAGON,
    B_GREEN,
    B_HONOR,
    B_MAN,
    B_PIN,
    B_R123,
    B_R456,
    B_R789,
    B_R1234,
    B_R6789,
    B_REVERSIBLE,
    B_SIMPLE,
    B_SOU,
    B_WIND,
)
from .view import ReadingView

ALL_GREEN = "mcr.all_green"
FULL_FLUSH = "mcr.full_flush"
HALF_FLUSH = "mcr.half_flush"
ALL_HONORS = "mcr.all_honors"
ALL_TERMINALS = "mcr.all_terminals"
ALL_TERMINALS_AND_HONORS = "mcr.all_terminals_and_honors"
UPPER_TILES = "mcr.upper_tiles"
MIDDLE_TILES = "mcr.middle_tiles"
LOWER_TILES = "mcr.lower_tiles"
UPPER_FOUR = "mcr.upper_four"
LOWER_FOUR = "mcr.lower_four"
REVERSIBLE_TILES = "mcr.reversible_tiles"
ALL_TYPES = "mcr.all_types"
ONE_VOIDED_SUIT = "mcr.one_voided_suit"
NO_HONORS = "mcr.no_honors"
ALL_SIMPLES = "mcr.all_simples"
TILE_HOG = "mcr.tile_hog"

_NSUITS = [bin(i).count("1") for i in range(8)]


@family(
    (
        ALL_GREEN,
        FULL_FLUSH,
        HALF_FLUSH,
        ALL_HONORS,
        ALL_TERMINALS,
        ALL_TERMINALS_AND_HONORS,
        UPPER_TILES,
        MIDDLE_TILES,
        LOWER_TILES,
        UPPER_FOUR,
        LOWER_FOUR,
        REVERSIBLE_TILES,
        ALL_TYPES,
        ONE_VOIDED_SUIT,
        NO_HONORS,
        ALL_SIMPLES,
    ),
    hand_level=True,
)
def tile_classes(v: ReadingView, out: dict[str, int]) -> None:
    """One AND and one OR of the kinds' property bits answer every tile-class fan.

    Rank-range fans (全大 … 小於五) need every kind to carry the rank bit, so honours fail
    them; overlaps (全大 within 大於五, 全中 within 斷幺 …) are left to the exclusion lists.
    """
    a = v.hf.and_mask
    o = v.hf.or_mask
    nsuits = _NSUITS[o & (B_MAN | B_PIN | B_SOU)]
    honors = o & B_HONOR
    if a & B_GREEN:
        out[ALL_GREEN] = 1
    if nsuits == 1:
        out[HALF_FLUSH if honors else FULL_FLUSH] = 1
    elif nsuits == 2:
        out[ONE_VOIDED_SUIT] = 1
    elif nsuits == 3 and (o & B_WIND) and (o & B_DRAGON):
        out[ALL_TYPES] = 1
    if not honors:
        out[NO_HONORS] = 1
    if nsuits == 0:
        out[ALL_HONORS] = 1
    elif not o & B_SIMPLE:
        out[ALL_TERMINALS_AND_HONORS if honors else ALL_TERMINALS] = 1
    if a & B_SIMPLE:
        out[ALL_SIMPLES] = 1
    if a & B_REVERSIBLE:
        out[REVERSIBLE_TILES] = 1
    if a & B_R789:
        out[UPPER_TILES] = 1
    if a & B_R456:
        out[MIDDLE_TILES] = 1
    if a & B_R123:
        out[LOWER_TILES] = 1
    if a & B_R6789:
        out[UPPER_FOUR] = 1
    if a & B_R1234:
        out[LOWER_FOUR] = 1


@family((TILE_HOG,), hand_level=True)
def tile_hog(v: ReadingView, out: dict[str, int]) -> None:
    """四歸一: each kind of which the hand holds all four, not as a kong."""
    hf = v.hf
    n = hf.allc.count(4) - len(hf.kong_kinds)
    if n > 0:
        out[TILE_HOG] = n
