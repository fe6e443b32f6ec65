"""Which kind is wild, from the turned-up indicator (Beijing 翻混兒, Wuhan 翻癩子)."""

from __future__ import annotations

from ..tiles import kinds as K
from ..tiles.kinds import Tile

_HONOR_NEXT = {1: 2, 2: 3, 3: 4, 4: 1, 7: 6, 6: 5, 5: 7}
"""Winds 東→南→西→北→東; dragons 中→發→白→中 (by honour rank 1-7)."""
_HONOR_NEXT_SKIP_RED = {1: 2, 2: 3, 3: 4, 4: 6, 6: 5, 5: 1, 7: 6}
"""東→南→西→北→發→白→東, skipping 紅中; an indicator 紅中 makes 發 wild."""


def next_kind(indicator: Tile, honor_cycle: dict[int, int]) -> Tile:
    if K.is_suited(indicator):
        suit, rank = K.suit_of(indicator), K.rank_of(indicator)
        return K.suited(suit, rank % 9 + 1)
    return K.honor(honor_cycle[K.rank_of(indicator)])


def wild_from_indicator(rule: str, indicator: Tile) -> tuple[Tile, ...]:
    if rule == "next_after_indicator":
        return (next_kind(indicator, _HONOR_NEXT),)
    if rule == "next_after_indicator_skip_red":
        return (next_kind(indicator, _HONOR_NEXT_SKIP_RED),)
    return ()
