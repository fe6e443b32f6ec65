"""The plans a variant's bots steer for (``[bot]`` in the variant file), as :class:`Plan`
values: what a plan allows and requires, and what it is worth. Each plan kind registers in
:data:`PLANS` the function that makes it concrete for a tile set."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING

from ..analysis.grammar import TWO_FIVE_EIGHT
from ..analysis.shapes import KNITTED_PATTERNS
from ..registry import Registry
from ..tiles import kinds as K
from ..tiles.hand import Meld
from ..tiles.kinds import Tile
from ..variants.plan_kinds import PLAN_KINDS

if TYPE_CHECKING:  # pragma: no cover
    from ..variant_schema import PlanSpec
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


PlanMaker = Callable[["PlanSite"], list[Plan]]
PLANS: Registry[PlanMaker] = Registry("bot plan kind", allowed=PLAN_KINDS)
"""How each plan kind of a variant's ``[bot] plans`` becomes concrete :class:`Plan` values: a
maker for every name of the one list (``variants/plan_kinds.PLAN_KINDS``) and no other."""


@dataclass(frozen=True)
class PlanSite:
    """What a plan kind is made concrete from: its name and value and the variant's tiles."""

    kind: str
    value: int
    natural: frozenset[Tile]
    suits: list[int]
    """The suits the tile set holds (0 m, 1 p, 2 s)."""


def expand(variant: Variant) -> list[Plan]:
    """The plans a variant's ``[bot]`` section asks for, made concrete for its tile set."""
    natural = frozenset(variant.tileset.natural_kinds)
    suits = sorted({K.suit_of(t) for t in natural if K.is_suited(t)})
    out: list[Plan] = []
    for spec in variant.cfg.bot.plans:
        maker = PLANS.find(spec.kind)
        if maker is None:
            raise ValueError(PLANS.unknown(spec.kind))
        out += maker(PlanSite(spec.kind, plan_value(variant, spec), natural, suits))
    return out or [Plan("any", 0)]


def plan_value(variant: Variant, spec: PlanSpec) -> int:
    """What a completed hand of the plan ``spec`` is worth at least: the sum of the values the
    variant's fan table gives the fans it names that a hand scoring them all keeps (the table's
    exclusions applied, as the evaluator applies them: 明將's 七對子 without 門前清 when an option
    says so), else the weight the file writes (0 when none). The fans' own numbers, not a hand's
    total as the evaluator counts it: where that multiplies a base (Hebei, Shandong, Shaanxi,
    Beijing) the plans compare by the doublings themselves."""
    if spec.fans:
        values = {fan.id: fan.value for fan in variant.cfg.fans}
        kept = variant.evaluator.apply_exclusions(dict.fromkeys(spec.fans, 1))
        return sum(values[f] for f in kept)
    return spec.value or 0


def _suit_pairs(suits: list[int]) -> list[tuple[int, int]]:
    return [(a, b) for a in suits for b in suits if a < b]


@PLANS.register("any")
def _any(p: PlanSite) -> list[Plan]:
    return [Plan("any", p.value)]


@PLANS.register("pure_flush")
def _pure_flush(p: PlanSite) -> list[Plan]:
    return [Plan(f"pure_flush_{'mps'[s]}", p.value, _suit_tiles(s)) for s in p.suits]


@PLANS.register("half_flush")
def _half_flush(p: PlanSite) -> list[Plan]:
    return [Plan(f"half_flush_{'mps'[s]}", p.value, _suit_tiles(s) | HONOURS) for s in p.suits]


@PLANS.register("half_flush_pungs")
def _half_flush_pungs(p: PlanSite) -> list[Plan]:
    return [Plan(f"half_flush_pungs_{'mps'[s]}", p.value, _suit_tiles(s) | HONOURS, pungs_only=True) for s in p.suits]


@PLANS.register("two_suits")
def _two_suits(p: PlanSite) -> list[Plan]:
    return [
        Plan(f"two_suits_{'mps'[a]}{'mps'[b]}", p.value, _suit_tiles(a) | _suit_tiles(b))
        for a, b in _suit_pairs(p.suits)
    ]


@PLANS.register("two_suits_pungs")
@PLANS.register("two_suits_seven_pairs")
def _two_suits_pattern(p: PlanSite) -> list[Plan]:
    """Sichuan 缺門 with a pattern: all pungs, or seven pairs (concealed)."""
    pungs, pairs = p.kind == "two_suits_pungs", p.kind == "two_suits_seven_pairs"
    return [
        Plan(
            f"{p.kind}_{'mps'[a]}{'mps'[b]}",
            p.value,
            _suit_tiles(a) | _suit_tiles(b),
            pungs_only=pungs,
            shape="pairs" if pairs else "standard",
            concealed=pairs,
        )
        for a, b in _suit_pairs(p.suits)
    ]


@PLANS.register("all_pungs")
def _all_pungs(p: PlanSite) -> list[Plan]:
    return [Plan("all_pungs", p.value, pungs_only=True)]


@PLANS.register("seven_pairs")
def _seven_pairs(p: PlanSite) -> list[Plan]:
    return [Plan("seven_pairs", p.value, shape="pairs", concealed=True)]


@PLANS.register("knitted")
def _knitted(p: PlanSite) -> list[Plan]:
    return [Plan("knitted", p.value, shape="knitted", concealed=True)]


@PLANS.register("knitted_straight")
def _knitted_straight(p: PlanSite) -> list[Plan]:
    return [Plan("knitted_straight", p.value, required=layout, meldable=False) for layout in KNITTED_PATTERNS]


def _chow(first: Tile) -> tuple[Tile, Tile, Tile]:
    return (first, first + 1, first + 2)


@PLANS.register("mixed_straight")
def _mixed_straight(p: PlanSite) -> list[Plan]:
    return [
        Plan("mixed_straight", p.value, required=tuple(_chow(s * 9 + 3 * i) for i, s in enumerate(order)))
        for order in permutations(range(3))
    ]


@PLANS.register("pure_straight")
def _pure_straight(p: PlanSite) -> list[Plan]:
    return [
        Plan(f"pure_straight_{'mps'[s]}", p.value, required=tuple(_chow(s * 9 + i) for i in (0, 3, 6))) for s in p.suits
    ]


@PLANS.register("mixed_triple_chow")
def _mixed_triple_chow(p: PlanSite) -> list[Plan]:
    return [Plan("mixed_triple_chow", p.value, required=tuple(_chow(s * 9 + r) for s in range(3))) for r in range(7)]


@PLANS.register("mixed_shifted_chows")
def _mixed_shifted_chows(p: PlanSite) -> list[Plan]:
    return [
        Plan("mixed_shifted_chows", p.value, required=tuple(_chow(s * 9 + r + i) for i, s in enumerate(order)))
        for order in permutations(range(3))
        for r in range(5)
    ]


@PLANS.register("upper_four")
def _upper_four(p: PlanSite) -> list[Plan]:
    return [Plan("upper_four", p.value, frozenset(t for t in p.natural if K.is_suited(t) and K.rank_of(t) >= 6))]


@PLANS.register("lower_four")
def _lower_four(p: PlanSite) -> list[Plan]:
    return [Plan("lower_four", p.value, frozenset(t for t in p.natural if K.is_suited(t) and K.rank_of(t) <= 4))]


@PLANS.register("reversible")
def _reversible(p: PlanSite) -> list[Plan]:
    return [Plan("reversible", p.value, REVERSIBLE & p.natural)]


@PLANS.register("all_green")
def _all_green(p: PlanSite) -> list[Plan]:
    return [Plan("all_green", p.value, GREEN & p.natural)]


@PLANS.register("all_258")
def _all_258(p: PlanSite) -> list[Plan]:
    return [Plan("all_258", p.value, frozenset(TWO_FIVE_EIGHT) & p.natural)]


@PLANS.register("all_honours")
def _all_honours(p: PlanSite) -> list[Plan]:
    return [Plan("all_honours", p.value, HONOURS & p.natural)]


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

    def held_honours(
        self, counts: Sequence[int], melds: Sequence[Meld], value_honours: frozenset[Tile]
    ) -> frozenset[Tile]:
        """The value honours held at least twice, counting pungs and kongs among the melds."""
        if not melds:
            return frozenset([t for t in value_honours if counts[t] >= 2])
        pungs = [m.tiles[0] for m in melds if m.tiles and len(set(m.tiles)) == 1]
        return frozenset([t for t in value_honours if counts[t] + pungs.count(t) * 3 >= 2])

    def plan_value(self, plan: Plan, held: frozenset[Tile], concealed: bool) -> int:
        """The plan's value with :meth:`held_honours` (MCR 箭刻 …) and whether no meld is exposed."""
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


@dataclass(frozen=True)
class PlanData:
    """What a plan's distance needs, precomputed once per plan book."""

    mask: list[int] | None
    """Per kind 1 when the plan allows it (None: every kind)."""
    allowed: tuple[Tile, ...]
    required: dict[Tile, int]
    """Copies of each kind the required groups take (before melds meet any of them)."""
    required_bits: int
    """The required kinds as a bit set, when no kind is required twice (0 otherwise)."""
    keyed: bool
    """Whether probes can read the plan through block keys (every required kind in a block)."""
