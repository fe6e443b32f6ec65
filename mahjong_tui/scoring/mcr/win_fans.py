"""Fans about how the hand was won and how open it is (mcr.md §6.2 #44-47, 52, 56, 58, 62,
80, 81). The same for every reading; the always-concealed hands (§6.1 item 10) lose 不求人 and
門前清 through their exclusion lists."""

from __future__ import annotations

from .families import family
from .view import ReadingView

SELF_DRAWN = "mcr.self_drawn"
LAST_TILE_DRAW = "mcr.last_tile_draw"
LAST_TILE_CLAIM = "mcr.last_tile_claim"
OUT_WITH_REPLACEMENT_TILE = "mcr.out_with_replacement_tile"
ROBBING_THE_KONG = "mcr.robbing_the_kong"
LAST_TILE = "mcr.last_tile"
FULLY_CONCEALED_HAND = "mcr.fully_concealed_hand"
CONCEALED_HAND = "mcr.concealed_hand"
MELDED_HAND = "mcr.melded_hand"
FLOWER_TILES = "mcr.flower_tiles"


@family(
    (SELF_DRAWN, LAST_TILE_DRAW, LAST_TILE_CLAIM, OUT_WITH_REPLACEMENT_TILE, ROBBING_THE_KONG, LAST_TILE),
    hand_level=True,
)
def win_situation(v: ReadingView, out: dict[str, int]) -> None:
    """自摸, 妙手回春, 海底撈月, 槓上開花, 搶槓和, 和絕張.

    槓上開花 needs a kong in the hand (the replacement follows one's own kong); 妙手回春 and
    槓上開花 may come together (§8.12). 海底撈月 is a discard win after the last wall tile.
    """
    hf = v.hf
    sit = hf.situation
    if hf.self_drawn:
        out[SELF_DRAWN] = 1
        if sit.last_wall_tile:
            out[LAST_TILE_DRAW] = 1
        if sit.kong_replacement and hf.kong_kinds:
            out[OUT_WITH_REPLACEMENT_TILE] = 1
    else:
        if sit.rob_kong:
            out[ROBBING_THE_KONG] = 1
        elif sit.last_wall_tile:
            out[LAST_TILE_CLAIM] = 1
    if hf.last_tile:
        out[LAST_TILE] = 1


@family((FULLY_CONCEALED_HAND, CONCEALED_HAND, MELDED_HAND), hand_level=True)
def concealment(v: ReadingView, out: dict[str, int]) -> None:
    """不求人 / 門前清: no exposed set (concealed kongs allowed), self-drawn / on a discard.
    全求人: four exposed sets (no concealed kong) and a discard win — the lone concealed
    tile then necessarily waited for its pair."""
    hf = v.hf
    if hf.exposed == 0:
        out[FULLY_CONCEALED_HAND if hf.self_drawn else CONCEALED_HAND] = 1
    elif hf.exposed == 4 and not hf.self_drawn:
        out[MELDED_HAND] = 1


@family((FLOWER_TILES,), hand_level=True)
def flowers(v: ReadingView, out: dict[str, int]) -> None:
    """花牌: one per flower laid out (the variant does not count them toward the minimum)."""
    n = v.hf.flowers
    if n:
        out[FLOWER_TILES] = n
