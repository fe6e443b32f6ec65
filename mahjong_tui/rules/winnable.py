"""Shanten toward a hand the rules let win, not just a complete shape.

Some rules limit the kinds a winning hand may hold: two suits at most (Sichuan 缺門), no
紅中 in the hand (Wuhan), not the declared void suit. Conditions and features say so through
``win_kinds`` (a few kind sets; the hand must lie within one of them). The tiles outside a set
can only be thrown away, so the shanten toward that set is the shanten of the hand without them,
but never less than the tiles missing to a full hand allow (the shapes' formulas for pairs
assume a full hand); a meld outside the set rules the set out. The least over the sets is the
hand's *winnable* shanten, and only a tile that lowers it brings the hand closer to a win.
Without limits this is the ordinary shanten.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..analysis.shapes import INFINITE
from ..table.state import HandState
from ..tiles import kinds as K
from ..tiles.hand import MeldKind
from ..tiles.kinds import Tile
from .conditions import every_kind

if TYPE_CHECKING:  # pragma: no cover
    from .rule_variant import RuleVariant

Limits = tuple[frozenset[Tile], ...]


def win_limits(variant: RuleVariant, state: HandState, seat: int) -> Limits | None:
    """The kind sets a winning hand of ``seat`` must lie within (one of them), every limit of
    the variant's conditions and features met at once; None when nothing limits the kinds."""
    families = [f for f in (c.win_kinds(state, seat) for c in variant.conditions) if f is not None]
    families += [f for f in (x.win_kinds(state, seat) for x in variant.features) if f is not None]
    return _met_at_once(variant, families)


def condition_limits(variant: RuleVariant, seat: int) -> Limits | None:
    """The kind sets every winning hand must lie within by the variant's win conditions alone
    (Sichuan 缺門: two suits at most), whatever the table says of the seat (a declared void is
    :func:`win_limits`'): what a bot reads of another seat, whose table state it does not hold."""
    families = [f for f in (c.win_kinds(None, seat) for c in variant.conditions) if f is not None]
    return _met_at_once(variant, families)


def two_suits_at_most(variant: RuleVariant) -> bool:
    """Whether the win conditions hold every win to two suits at most (Sichuan 缺門): each kind
    set of :func:`condition_limits` lacks a suit. What a bot reads of another seat that discards
    one suit (its given-up suit), whatever condition says so."""
    limits = condition_limits(variant, 0)
    return limits is not None and all(len({K.suit_of(t) for t in s if K.is_suited(t)}) <= 2 for s in limits)


def _met_at_once(variant: RuleVariant, families: list[tuple[frozenset[Tile], ...]]) -> Limits | None:
    """The largest kind sets meeting one set of each family; None for no family."""
    if not families:
        return None
    sets = [every_kind(variant)]
    for family in families:
        sets = [a & b for a in sets for b in family]
    unique = set(sets)
    return tuple(sorted((s for s in unique if not any(s < o for o in unique)), key=sorted))


class Winnable:
    """Winnable shanten of hands sharing ``melds`` and wild kinds, for one variant's engine."""

    def __init__(
        self, eng: Any, melds: Sequence[Any], wild_kinds: tuple[Tile, ...], limits: Limits | None, size: int
    ) -> None:
        self.eng = eng
        self.melds = list(melds)
        self.wild = wild_kinds
        self._short = size - 1 - sum(m.counted_size for m in self.melds)
        """Shanten floor of a hand of no concealed tiles: one less than the tiles it lacks."""
        if limits is not None:
            shown = [t for m in self.melds if m.kind is not MeldKind.ASIDE for t in m.physical()]
            limits = tuple(s for s in limits if all(t in s for t in shown))
        self.limits = limits

    @property
    def limited(self) -> bool:
        return self.limits is not None

    def shanten(self, tiles: Iterable[Tile]) -> int:
        tiles = list(tiles)
        if self.limits is None:
            return self.eng.shanten(tiles, self.melds, self.wild)
        return min((self._within(s, tiles) for s in self.limits), default=INFINITE)

    def _within(self, kinds: frozenset[Tile], tiles: list[Tile]) -> int:
        kept = [t for t in tiles if t in kinds]
        return max(self.eng.shanten(kept, self.melds, self.wild), self._short - len(kept))

    def after_draws(self, tiles: list[Tile], kinds: tuple[Tile, ...]) -> dict[Tile, int]:
        """The winnable shanten of ``tiles`` plus each kind."""
        if self.limits is None:
            return dict(self.eng.shanten_after_draws(tiles, self.melds, self.wild, kinds))
        out = {t: INFINITE for t in kinds}
        for s in self.limits:
            kept = [t for t in tiles if t in s]
            base = self._within(s, kept)
            inside = tuple(t for t in kinds if t in s)
            after = self.eng.shanten_after_draws(kept, self.melds, self.wild, inside) if inside else {}
            floor = self._short - len(kept) - 1
            for t in kinds:
                out[t] = min(out[t], max(after[t], floor) if t in after else base)
        return out

    def improving(self, tiles: list[Tile], kinds: tuple[Tile, ...], base: int) -> list[Tile]:
        """The kinds that lower the winnable shanten ``base`` of ``tiles``."""
        if base >= INFINITE:
            return []
        after = self.after_draws(tiles, kinds)
        return [t for t in kinds if after[t] < base]
