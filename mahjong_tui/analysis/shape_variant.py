"""What hand analysis needs of a variant: its tiles, meld grammar and winning shapes.

The variant itself (:class:`mahjong_tui.variants.model.Variant`) sits layers above analysis,
because it binds a variant file to the rule components; analysis names only this face of it, so
no import runs back up.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..tiles.hand import Hand
from ..tiles.tileset import TileSet
from .grammar import Grammar
from .shapes import Shape


class ShapeVariant(Protocol):
    derived: dict[str, Any]
    """What other layers build once per variant and cache (the hand engine among them)."""

    @property
    def id(self) -> str: ...

    @property
    def tileset(self) -> TileSet: ...

    @property
    def grammar(self) -> Grammar: ...

    @property
    def hand_size(self) -> int: ...

    @property
    def shapes(self) -> list[Shape]: ...

    def parse(self, text: str, allow_discard_form: bool = False, check_count: bool = True) -> Hand:
        """A hand written in the notation, with this variant's tiles and meld rules."""
        ...
