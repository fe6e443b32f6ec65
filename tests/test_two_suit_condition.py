"""缺門 ("at most two suits") over a tile set of two suits or fewer limits no hand: its kind sets
read "every kind but one suit", which in a two-suit set would have held a win to one suit."""

from __future__ import annotations

from types import SimpleNamespace

from mahjong_tui.rules.conditions.suits_and_ways import AtMostTwoSuits
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant


class _Set:
    def __init__(self, kinds: frozenset[K.Tile]) -> None:
        self.natural_kinds = kinds

    def __contains__(self, tile: object) -> bool:
        return tile in self.natural_kinds


def _with_suits(n: int) -> SimpleNamespace:
    """Sichuan's tile set cut to its first ``n`` suits (a house set of the kind a file may make)."""
    kinds = load_variant("sichuan").tileset.natural_kinds
    suits = sorted({K.suit_of(t) for t in kinds if K.is_suited(t)})[:n]
    kept = frozenset(t for t in kinds if K.suit_of(t) in suits)
    return SimpleNamespace(tileset=_Set(kept))


def test_two_suits_limit_no_hand() -> None:
    assert AtMostTwoSuits(_with_suits(2)).win_kinds(None, 0) is None  # type: ignore[arg-type]


def test_three_suits_give_up_one() -> None:
    sets = AtMostTwoSuits(load_variant("sichuan")).win_kinds(None, 0)
    assert sets is not None and len(sets) == 3
    assert all(len({K.suit_of(t) for t in s if K.is_suited(t)}) == 2 for s in sets)
