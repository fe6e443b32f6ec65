"""What scoring needs of a variant: its fan table, scoring parameters and winning rules.

It adds to what hand analysis needs (:class:`~mahjong_tui.analysis.shape_variant.ShapeVariant`);
the variant itself sits layers above, so scoring names only this face of it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from ..analysis.shape_variant import ShapeVariant
from ..tiles.hand import Hand
from ..tiles.kinds import Tile
from ..variant_schema import FanSpec, VariantCfg, WinCfg
from .params import ScoringParams


class ScoringVariant(ShapeVariant, Protocol):
    cfg: VariantCfg
    """The variant file, checked and converted."""

    @property
    def fans(self) -> list[FanSpec]: ...

    @property
    def win(self) -> WinCfg: ...

    @property
    def scoring_params(self) -> ScoringParams: ...

    def fan_spec(self, fan_id: str) -> FanSpec | None: ...

    def waits(self, hand: Hand, wild_kinds: Iterable[Tile] = ()) -> list[Tile]:
        """Kinds that complete the waiting hand's shape."""
        ...
