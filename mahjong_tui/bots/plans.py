"""Plans: the goals a bot can steer its hand toward, and how far a hand is from each.

A plan restricts the hand (only some tiles, only pungs, seven pairs, or a fixed set of groups
such as the three chows of a mixed straight) and guarantees a value when complete. Distance is
counted like shanten + 1: the tiles still missing, so 0 means complete.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING, Sequence

from ..analysis.coverage import CoverageAnalyzer
from ..analysis.grammar import TWO_FIVE_EIGHT, Grammar
from ..analysis.shapes import KNITTED_PATTERNS, KnittedShape, PairsShape, ShapeInput
from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from ..variants.model import Variant

FAR = 99
REVERSIBLE = frozenset([9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31])
"""推不倒: 1234589p 245689s 白."""
GREEN = frozenset([19, 20, 21, 23, 25, 32])
"""綠一色: 23468s 發."""


@dataclass(frozen=True)
class Plan:
    name: str
    value: int
    allowed: frozenset[Tile] | None = None
    pungs_only: bool = False
    shape: str = "standard"
    """standard, pairs or knitted."""
    required: tuple[tuple[Tile, ...], ...] = ()
    """Sets that must be in the hand (the chows of a straight, the knitted parts)."""
    meldable: bool = True
    """Whether an exposed meld may supply a required set."""
    concealed: bool = False


def _suit_tiles(suit: int) -> frozenset[Tile]:
    return frozenset(range(suit * 9, suit * 9 + 9))


HONOURS = frozenset(range(27, 34))


def expand(variant: "Variant") -> list[Plan]:
    """The plans a variant's ``[bot]`` section asks for, made concrete for its tile set."""
    specs = variant.cfg.bot.plans
    out: list[Plan] = []
    natural = frozenset(variant.tileset.natural_kinds)
    suits = sorted({K.suit_of(t) for t in natural if K.is_suited(t)})
    for spec in specs:
        k, v = spec.kind, spec.value
        if k == "any":
            out.append(Plan("any", v))
        elif k == "pure_flush":
            out += [Plan(f"pure_flush_{'mps'[s]}", v, _suit_tiles(s)) for s in suits]
        elif k == "half_flush":
            out += [Plan(f"half_flush_{'mps'[s]}", v, _suit_tiles(s) | HONOURS) for s in suits]
        elif k == "half_flush_pungs":
            out += [Plan(f"half_flush_pungs_{'mps'[s]}", v, _suit_tiles(s) | HONOURS, pungs_only=True) for s in suits]
        elif k == "two_suits":
            for a in suits:
                for b in suits:
                    if a < b:
                        out.append(Plan(f"two_suits_{'mps'[a]}{'mps'[b]}", v, _suit_tiles(a) | _suit_tiles(b)))
        elif k == "all_pungs":
            out.append(Plan("all_pungs", v, pungs_only=True))
        elif k == "seven_pairs":
            out.append(Plan("seven_pairs", v, shape="pairs", concealed=True))
        elif k == "knitted":
            out.append(Plan("knitted", v, shape="knitted", concealed=True))
        elif k == "knitted_straight":
            for layout in KNITTED_PATTERNS:
                out.append(Plan("knitted_straight", v, required=layout, meldable=False))
        elif k == "mixed_straight":
            for order in permutations(range(3)):
                req = tuple((s * 9 + 3 * i, s * 9 + 3 * i + 1, s * 9 + 3 * i + 2) for i, s in enumerate(order))
                out.append(Plan("mixed_straight", v, required=req))
        elif k == "pure_straight":
            for s in suits:
                out.append(Plan(f"pure_straight_{'mps'[s]}", v, required=tuple((s * 9 + i, s * 9 + i + 1, s * 9 + i + 2) for i in (0, 3, 6))))
        elif k == "mixed_triple_chow":
            for r in range(7):
                out.append(Plan("mixed_triple_chow", v, required=tuple((s * 9 + r, s * 9 + r + 1, s * 9 + r + 2) for s in range(3))))
        elif k == "mixed_shifted_chows":
            for order in permutations(range(3)):
                for r in range(5):
                    req = tuple((s * 9 + r + i, s * 9 + r + i + 1, s * 9 + r + i + 2) for i, s in enumerate(order))
                    out.append(Plan("mixed_shifted_chows", v, required=req))
        elif k == "upper_four":
            out.append(Plan("upper_four", v, frozenset(t for t in natural if K.is_suited(t) and K.rank_of(t) >= 6)))
        elif k == "lower_four":
            out.append(Plan("lower_four", v, frozenset(t for t in natural if K.is_suited(t) and K.rank_of(t) <= 4)))
        elif k == "reversible":
            out.append(Plan("reversible", v, REVERSIBLE & natural))
        elif k == "all_green":
            out.append(Plan("all_green", v, GREEN & natural))
        elif k == "all_258":
            out.append(Plan("all_258", v, frozenset(TWO_FIVE_EIGHT) & natural))
        elif k == "all_honours":
            out.append(Plan("all_honours", v, HONOURS & natural))
        else:
            raise ValueError(f"unknown bot plan kind {k!r}")
    return out or [Plan("any", 0)]


class PlanBook:
    """Distances from a hand to each plan, using the variant's grammar and fast analyzers."""

    def __init__(self, variant: "Variant") -> None:
        self.variant = variant
        self.plans = expand(variant)
        g = variant.grammar
        self.set_count = g.set_count
        self.std = CoverageAnalyzer(g)
        pungs = Grammar(f"{g.name}-pungs", g.kinds, tuple(p for p in g.sets if len(set(p)) == 1), g.pairs, g.set_count)
        self.pungs = CoverageAnalyzer(pungs)
        self.pairs = PairsShape(pairs=7, quads=variant.cfg.win.seven_pairs_quads, kinds=variant.tileset.natural_kinds)
        self.knitted = KnittedShape()
        self._masks: dict[frozenset[Tile], list[int]] = {}
        shape_names = [sh.name for sh in variant.shapes]
        self._has_pairs = "seven_pairs" in shape_names
        self._quick_any = not variant.tileset.is_chess and K.JOKER not in variant.tileset and "standard" in shape_names

    def _mask(self, allowed: frozenset[Tile]) -> list[int]:
        m = self._masks.get(allowed)
        if m is None:
            m = [1 if t in allowed else 0 for t in range(K.NUM_KINDS)]
            self._masks[allowed] = m
        return m

    def any_distance(self, counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0, jokers: int = 0) -> int:
        """Distance to any complete hand. For suit-and-honour sets only the standard shape and
        seven pairs count here (cheap); other special shapes are plans of their own."""
        if self._quick_any:
            real = [m for m in melds if m.kind is not MeldKind.ASIDE]
            d = self.std.distance(counts, len(real), wilds, jokers)
            if self._has_pairs and not real and d > 1:
                d = min(d, self.pairs.shanten(ShapeInput(list(counts), (), wilds)) + 1)
            return d
        return self.variant.engine.shanten_counts(counts, melds, wilds, jokers) + 1

    def distance(self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0, jokers: int = 0) -> int:
        real = [m for m in melds if m.kind is not MeldKind.ASIDE]
        if plan.name == "any":
            return self.any_distance(counts, real, wilds, jokers)
        exposed = [m for m in real if m.kind.is_exposed]
        if plan.concealed and exposed:
            return FAR
        c: Sequence[int] = counts
        if plan.allowed is not None:
            for m in real:
                if any(t not in plan.allowed for t in m.tiles):
                    return FAR
            mask = self._mask(plan.allowed)
            c = [a * b for a, b in zip(counts, mask)]
        if plan.pungs_only and any(m.kind is MeldKind.CHOW for m in real):
            return FAR
        if plan.shape == "pairs":
            if real:
                return FAR
            return self.pairs.shanten(ShapeInput(list(c), (), wilds)) + 1
        if plan.shape == "knitted":
            if real:
                return FAR
            return self.knitted.shanten(ShapeInput(list(c), (), wilds)) + 1
        analyzer = self.pungs if plan.pungs_only else self.std
        free = list(real)
        missing = 0
        if plan.required:
            c = list(c)
            for grp in plan.required:
                if plan.meldable:
                    hit = next((m for m in free if m.tiles[:3] == grp and m.kind is MeldKind.CHOW), None)
                    if hit is not None:
                        free.remove(hit)
                        continue
                for t in grp:
                    if c[t]:
                        c[t] -= 1
                    else:
                        missing += 1
        sets_left = self.set_count - len(plan.required) - len(free)
        if sets_left < 0:
            return FAR
        rest = analyzer.distance(c, self.set_count - sets_left, 0, jokers)
        return max(0, missing + rest - wilds)

    def lower_bound(self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld]) -> int:
        """A cheap bound the distance cannot beat, to skip hopeless plans without analysis."""
        if plan.required:
            have = list(counts)
            lb = 0
            for grp in plan.required:
                if plan.meldable and any(m.kind is MeldKind.CHOW and m.tiles[:3] == grp for m in melds):
                    continue
                for t in grp:
                    if have[t]:
                        have[t] -= 1
                    else:
                        lb += 1
            return lb
        if plan.allowed is not None:
            outside = sum(n for t, n in enumerate(counts) if n and t not in plan.allowed)
            total = sum(counts) + 3 * len(melds)
            spare = max(0, total - (3 * self.set_count + 1))  # a hand with a tile to discard
            return max(0, outside - spare)
        return 0

    def value_estimate(self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], value_honours: frozenset[Tile]) -> int:
        """The plan's value plus pungs of value honours the hand is building (MCR 箭刻 …)."""
        cfg = self.variant.cfg.bot
        v = plan.value
        if cfg.honour_pung_value:
            for t in value_honours:
                if plan.allowed is not None and t not in plan.allowed:
                    continue
                held = counts[t] + sum(1 for m in melds if m.tiles and m.tiles[0] == t and len(set(m.tiles)) == 1) * 3
                if held >= 2 and plan.shape == "standard":
                    v += cfg.honour_pung_value
        if cfg.keep_concealed_value and not any(m.kind.is_exposed for m in melds) and not plan.concealed:
            v += cfg.keep_concealed_value
        return v
