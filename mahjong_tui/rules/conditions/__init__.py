"""Win conditions beyond shape and minimum value, by name (opened hand, two suits at most …)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...registry import Registry, import_submodules
from ...table.state import HandState
from ...tiles import kinds as K

if TYPE_CHECKING:  # pragma: no cover
    from ...scoring.base import Score
    from ...tiles.hand import Hand
    from ...tiles.kinds import Tile
    from ..rule_variant import RuleVariant


class Condition:
    """Say why a complete hand may not win now (None = no objection)."""

    def __init__(self, variant: RuleVariant) -> None:
        self.variant = variant

    def refuse(self, state: HandState | None, seat: int, hand: Hand, how: str, score: Score) -> str | None:
        raise NotImplementedError

    def win_kinds(self, state: HandState | None, seat: int) -> tuple[frozenset[Tile], ...] | None:
        """Kind sets a winning hand must lie within, one of them (its concealed tiles and melds;
        set-aside tiles apart), when the condition is one on the kinds held; None otherwise."""
        return None


def every_kind(variant: RuleVariant) -> frozenset[Tile]:
    """Every kind a hand of ``variant`` can hold (jokers included)."""
    ts = variant.tileset
    return frozenset(ts.natural_kinds) | (frozenset((K.JOKER,)) if K.JOKER in ts else frozenset())


CONDITIONS: Registry[type[Condition]] = Registry("win condition")


import_submodules(__name__)  # every module in this package registers its components when imported
