"""Probes of the other shapes and plans: seven pairs, 全不靠, the pungs grammar, the "any"
plan, a constant answer and the generic fallback."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..analysis.coverage import CoverageAnalyzer
from ..analysis.shapes import KNITTED_PATTERNS, KnittedShape, PairsShape
from ..tiles import kinds as K
from ..tiles.hand import Meld
from ..tiles.kinds import Tile
from .coverage_probes import CoverageProbe, plan_distance
from .plan_list import Plan
from .probe_base import FAR, BatchProbe, Probe, StepProbe, tile_bits


class DistanceBook(Protocol):
    """What :class:`GenericProbe` asks of the plan book (:class:`~.plans.PlanBook`)."""

    def distance(
        self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0, jokers: int = 0
    ) -> int: ...


class PairsProbe(BatchProbe):
    """Seven pairs (or the variant's pairs shape), from per-kind stats."""

    def __init__(
        self,
        shape: PairsShape,
        counts: Sequence[int],
        wilds: int,
        stats: tuple[int, int] | None = None,
        kinds: frozenset[Tile] | None = None,
        levels: tuple[int, ...] | None = None,
        kinds_bits: int = -1,
    ) -> None:
        """``levels`` may give the kinds ``counts`` holds at least once, twice, … as bit sets
        (then :meth:`improving_bits` reads a few bit sets instead of every kind), and
        ``kinds_bits`` the ``kinds`` as a bit set (-1: every kind)."""
        self.shape = shape
        self.counts = counts
        self.wilds = wilds
        self.kinds = kinds if kinds is not None else frozenset(shape.kinds)
        self.stats = stats if stats is not None else shape.stats(counts)
        self.base = shape.from_stats(self.stats, wilds) + 1
        self.levels = levels
        self.kinds_bits = kinds_bits

    def without(self, t: Tile) -> Probe:
        if t not in self.kinds:
            return self
        counts = list(self.counts)
        n = counts[t]
        counts[t] = n - 1
        levels = self.levels
        if levels is not None:  # t is no longer held n times
            levels = (*levels[: n - 1], levels[n - 1] & ~(1 << t), *levels[n:])
        return PairsProbe(self.shape, counts, self.wilds, self._stats_with(n, -1), self.kinds, levels, self.kinds_bits)

    def improving_bits(self, bits: int) -> int:
        """As :meth:`Probe.improving_bits`: whether a tile helps depends only on how many the
        hand holds, so with ``levels`` the kinds held exactly n times are answered together."""
        levels = self.levels
        if levels is None:
            return super().improving_bits(bits)  # kind by kind, through _each
        base = self.base
        bits &= self.kinds_bits
        good = 0
        above = levels[0] if levels else 0
        exact = ~above  # the kinds not held
        for n in range(len(levels) + 1):
            if bits & exact and self._with_change(n, 1) < base:
                good |= exact
            if n < len(levels):
                nxt = levels[n + 1] if n + 1 < len(levels) else 0
                exact = above & ~nxt
                above = nxt
        return good & bits

    def _each(self, tiles: Sequence[Tile], d: int) -> list[int]:
        """Distances with one copy more (d 1) or fewer (-1) of each tile: one kind's share of
        the stats changes, and the answer depends only on how many the hand holds of it."""
        kinds, counts, base = self.kinds, self.counts, self.base
        by_count: dict[int, int] = {}
        out = []
        for t in tiles:
            if t not in kinds:
                out.append(base)
                continue
            n = counts[t]
            v = by_count.get(n)
            if v is None:
                v = by_count[n] = self._with_change(n, d)
            out.append(v)
        return out

    def _with_change(self, n: int, d: int) -> int:
        """The distance with ``d`` (1 or -1) copies more of a kind the hand holds ``n`` times."""
        return self.shape.from_stats(self._stats_with(n, d), self.wilds) + 1

    def _stats_with(self, n: int, d: int) -> tuple[int, int]:
        """The hand's stats with ``d`` copies more of a kind it holds ``n`` times: only that
        kind's share changes."""
        shape = self.shape
        a, b = self.stats
        a0, b0 = shape.kind_stats(n)
        a1, b1 = shape.kind_stats(n + d)
        return a - a0 + a1, b - b0 + b1


_LAYOUT_BITS = tuple(tile_bits([t for triple in layout for t in triple]) for layout in KNITTED_PATTERNS)
_HONOUR_BITS = tile_bits(range(K.HONOR, K.HONOR + 7))


def held_bits(counts: Sequence[int]) -> int:
    """The kinds held, as a bit set (bit t set when ``counts[t]``)."""
    bits = 0
    for t, n in enumerate(counts):
        if n:
            bits |= 1 << t
    return bits


class KnittedProbe(Probe):
    """全不靠: kinds held of the best knitted layout, and honour kinds held (bit sets)."""

    def __init__(self, counts: Sequence[int], wilds: int, held: int | None = None) -> None:
        self.counts = counts
        self.wilds = wilds
        self.held = held if held is not None else held_bits(counts)
        self.base = self._distance(self.held)

    def _distance(self, held: int) -> int:
        best = max(map(int.bit_count, map(held.__and__, _LAYOUT_BITS)))
        return KnittedShape.from_stats(best, (held & _HONOUR_BITS).bit_count(), self.wilds) + 1

    def plus(self, t: Tile) -> int:
        return self.base if self.counts[t] else self._distance(self.held | 1 << t)

    def minus(self, t: Tile) -> int:
        return self.base if self.counts[t] > 1 else self._distance(self.held & ~(1 << t))

    def improving_bits(self, bits: int) -> int:
        """A kind not held helps when it lifts a layout above the best one, or adds an honour
        kind, enough to matter: answered layout by layout (the distance never grows with
        either count)."""
        held, wilds, base = self.held, self.wilds, self.base
        have = [(held & layout).bit_count() for layout in _LAYOUT_BITS]
        best = max(have)
        honours = (held & _HONOUR_BITS).bit_count()
        good = 0
        for layout, n in zip(_LAYOUT_BITS, have, strict=True):
            if KnittedShape.from_stats(max(best, n + 1), honours, wilds) + 1 < base:
                good |= layout
        if KnittedShape.from_stats(best, honours + 1, wilds) + 1 < base:
            good |= _HONOUR_BITS
        return good & bits & ~held

    def without(self, t: Tile) -> Probe:
        counts = list(self.counts)
        counts[t] -= 1
        return KnittedProbe(counts, self.wilds, self.held if counts[t] else self.held & ~(1 << t))


class SymmetricProbe(StepProbe):
    """A plan read through an analyzer whose one block holds interchangeable kinds (the pungs
    grammar: every kind makes sets and pairs alone, all alike), with no required groups.

    Its profile depends only on the multiset of the allowed counts, so the hand is read as
    that multiset (a sorted tuple): hands that differ only by which kinds they hold share a
    reading, where integer block keys would each be new.
    """

    def __init__(
        self,
        an: CoverageAnalyzer,
        counts: Sequence[int],
        kinds: Sequence[Tile],
        allowed: Sequence[int] | None,
        sets: int,
        wilds: int,
        cache: dict[tuple[int, ...], int],
    ) -> None:
        self.an = an
        self.counts = counts
        self.allowed = allowed
        self.sets = sets
        self.wilds = wilds
        self.cache = cache
        """Distances by multiset, shared by the probes of one plan reading."""
        self.held = sorted([counts[t] for t in kinds] if allowed is None else [counts[t] for t in kinds if allowed[t]])
        self.base = self._distance(tuple(self.held))

    def _distance(self, held: tuple[int, ...]) -> int:
        got = self.cache.get(held)
        if got is None:
            an = self.an
            key = (0,) * (len(an.blocks[0]) - len(held)) + held
            pid = an._memo[0].get(key)
            if pid is None:
                pid = an._block_profile(0, key)
            got = self.cache[held] = plan_distance(an.covered(pid, self.sets), 0, self.sets, self.wilds, False)
        return got

    def _changed(self, t: Tile, d: int) -> int:
        if self.allowed is not None and not self.allowed[t]:
            return self.base
        n = self.counts[t]
        held = list(self.held)
        if n:
            held.remove(n)
        if n + d:
            held.append(n + d)
        held.sort()
        return self._distance(tuple(held))

    def without(self, t: Tile) -> Probe:
        counts = list(self.counts)
        counts[t] -= 1
        kinds = [k for k, n in enumerate(counts) if n]
        return SymmetricProbe(self.an, counts, kinds, self.allowed, self.sets, self.wilds, self.cache)


class AnyProbe(Probe):
    """The "any" plan: the standard shape, or seven pairs when it is nearer and not trivial."""

    def __init__(self, std: CoverageProbe, pairs: PairsProbe | None) -> None:
        self.std = std
        self.pairs = pairs
        self.base = self._join(std.base, pairs.base if pairs else FAR)

    def _join(self, d: int, pairs: int) -> int:
        if self.pairs is not None and d > 1:
            return min(d, pairs)
        return d

    def plus(self, t: Tile) -> int:
        return self._join(self.std.plus(t), self.pairs.plus(t) if self.pairs else FAR)

    def minus(self, t: Tile) -> int:
        return self._join(self.std.minus(t), self.pairs.minus(t) if self.pairs else FAR)

    def without(self, t: Tile) -> Probe:
        std = self.std.without(t)
        assert isinstance(std, CoverageProbe)
        return AnyProbe(std, self.pairs.without(t) if self.pairs else None)  # type: ignore[arg-type]

    def plus_each(self, tiles: Sequence[Tile]) -> list[int]:
        std = self.std.plus_each(tiles)
        if self.pairs is None:
            return std
        return [min(d, p) if d > 1 else d for d, p in zip(std, self.pairs.plus_each(tiles), strict=True)]

    def minus_each(self, tiles: Sequence[Tile]) -> list[int]:
        std = self.std.minus_each(tiles)
        if self.pairs is None:
            return std
        return [min(d, p) if d > 1 else d for d, p in zip(std, self.pairs.minus_each(tiles), strict=True)]


class GenericProbe(StepProbe):
    """Anything the fast probes do not cover (chess sets, jokers): asks the plan book."""

    def __init__(
        self, book: DistanceBook, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], wilds: int, jokers: int
    ) -> None:
        self.book = book
        self.plan = plan
        self.counts = list(counts)
        self.melds = melds
        self.wilds = wilds
        self.jokers = jokers
        self.base = book.distance(plan, self.counts, melds, wilds, jokers)

    def _changed(self, t: Tile, d: int) -> int:
        c = self.counts
        c[t] += d
        try:
            return self.book.distance(self.plan, c, self.melds, self.wilds, self.jokers)
        finally:
            c[t] -= d

    def without(self, t: Tile) -> Probe:
        counts = list(self.counts)
        counts[t] -= 1
        return GenericProbe(self.book, self.plan, counts, self.melds, self.wilds, self.jokers)
