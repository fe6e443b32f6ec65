"""The plans a variant's bots steer for (``[bot]`` in the variant file), as :class:`Plan`
values: what a plan allows and requires, and what it is worth."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING

from ..analysis.grammar import TWO_FIVE_EIGHT
from ..analysis.shapes import KNITTED_PATTERNS
from ..tiles import kinds as K
from ..tiles.hand import Meld
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from ..variants.model import Variant

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


def expand(variant: Variant) -> list[Plan]:
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
        elif k in ("two_suits_pungs", "two_suits_seven_pairs"):  # Sichuan 缺門 with a pattern
            pungs, pairs = k == "two_suits_pungs", k == "two_suits_seven_pairs"
            for a in suits:
                for b in suits:
                    if a < b:
                        out.append(Plan(f"{k}_{'mps'[a]}{'mps'[b]}", v, _suit_tiles(a) | _suit_tiles(b),
                                        pungs_only=pungs, shape="pairs" if pairs else "standard",
                                        concealed=pairs))
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
                out.append(Plan(f"pure_straight_{'mps'[s]}", v,
                                required=tuple((s * 9 + i, s * 9 + i + 1, s * 9 + i + 2) for i in (0, 3, 6))))
        elif k == "mixed_triple_chow":
            for r in range(7):
                out.append(Plan("mixed_triple_chow", v,
                                required=tuple((s * 9 + r, s * 9 + r + 1, s * 9 + r + 2) for s in range(3))))
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


def count_levels(counts: Sequence[int]) -> list[int]:
    """Bit sets of the kinds held at least once, twice, three times …: the number of tiles of
    a set of kinds is the sum over the levels of the kinds in both."""
    levels: list[int] = []
    for t, n in enumerate(counts):
        for k in range(n):
            if k == len(levels):
                levels.append(0)
            levels[k] |= 1 << t
    return levels


class PlanValues:
    """Mixed into :class:`~.plans.PlanBook`: what each plan is worth for a hand."""

    variant: Variant
    plans: list[Plan]
    _index: dict[int, int]
    _values: dict[tuple, int]
    _value_lists: dict[tuple[frozenset[Tile], bool], list[int]]

    def plan_values(self, held: frozenset[Tile], concealed: bool) -> list[int]:
        """:meth:`plan_value` of every plan, in plan order."""
        key = (held, concealed)
        got = self._value_lists.get(key)
        if got is None:
            got = self._value_lists[key] = [self.plan_value(p, held, concealed) for p in self.plans]
        return got

    def held_honours(self, counts: Sequence[int], melds: Sequence[Meld],
                     value_honours: frozenset[Tile]) -> frozenset[Tile]:
        """The value honours held at least twice, counting pungs and kongs among the melds."""
        if not melds:
            return frozenset([t for t in value_honours if counts[t] >= 2])
        pungs = [m.tiles[0] for m in melds if m.tiles and len(set(m.tiles)) == 1]
        return frozenset([t for t in value_honours if counts[t] + pungs.count(t) * 3 >= 2])

    def plan_value(self, plan: Plan, held: frozenset[Tile], concealed: bool) -> int:
        """:meth:`value_estimate` from :meth:`held_honours` and whether no meld is exposed."""
        key = (self._index.get(id(plan), plan), held, concealed)
        v = self._values.get(key)
        if v is None:
            cfg = self.variant.cfg.bot
            v = plan.value
            if cfg.honour_pung_value and plan.shape == "standard":
                v += cfg.honour_pung_value * sum(1 for t in held if plan.allowed is None or t in plan.allowed)
            if cfg.keep_concealed_value and concealed and not plan.concealed:
                v += cfg.keep_concealed_value
            self._values[key] = v
        return v

    def value_estimate(self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld],
                       value_honours: frozenset[Tile]) -> int:
        """The plan's value plus pungs of value honours the hand is building (MCR 箭刻 …)."""
        concealed = not any(m.kind.is_exposed for m in melds)
        return self.plan_value(plan, self.held_honours(counts, melds, value_honours), concealed)
