"""What the rule components need of a variant: its seats, preset and bound components.

It adds to what scoring needs (:class:`~mahjong_tui.scoring.scoring_variant.ScoringVariant`).
The variant (:class:`mahjong_tui.variants.model.Variant`) binds a variant file to the rule
components by name, so it sits above them; the components name only this face of it, and no
import runs back up. The bound components are typed loosely here (as the variant builds them
from registries by name); each component module types its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from ..scoring.base import Evaluator
from ..scoring.scoring_variant import ScoringVariant
from ..tiles.kinds import Tile


class RuleVariant(ScoringVariant, Protocol):
    preset: str
    """The house-rule preset chosen (empty for the file's own rules)."""

    @property
    def seats(self) -> list[int]: ...

    @property
    def evaluator(self) -> Evaluator: ...

    @property
    def settlement(self) -> Any: ...

    @property
    def features(self) -> list[Any]: ...

    @property
    def conditions(self) -> list[Any]: ...

    def shanten(self, tiles: Iterable[Tile], melds: Iterable[Any], wild_kinds: Iterable[Tile] = ()) -> int: ...
