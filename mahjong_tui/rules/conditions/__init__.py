"""Win conditions beyond shape and minimum value, by name (opened hand, two suits at most …)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..registry import Registry

if TYPE_CHECKING:  # pragma: no cover
    from ...engine.state import HandState
    from ...scoring.base import Score
    from ...tiles.hand import Hand
    from ...variants.model import Variant


class Condition:
    """Say why a complete hand may not win now (None = no objection)."""

    def __init__(self, variant: "Variant") -> None:
        self.variant = variant

    def refuse(self, state: "HandState | None", seat: int, hand: "Hand", how: str, score: "Score") -> str | None:
        raise NotImplementedError


CONDITIONS: Registry[type[Condition]] = Registry("win condition")


def _register_all() -> None:
    """Every module in this package registers its components when imported."""
    from ..registry import import_submodules

    import_submodules(__name__)


_register_all()
