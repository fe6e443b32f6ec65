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
from .bounds import PackedBounds
from .coverage_probes import CoverageProbe, KeyedCoverage, PlanReader, plan_distance
from .probe_base import FAR, FixedProbe, Probe
from .probes import HandProbes
from .shape_probes import AnyProbe, GenericProbe, KnittedProbe, PairsProbe, SymmetricProbe

# enum members as module constants: an enum member read through its class costs a lookup of its own
(
    _M_ASIDE, _M_CHOW,
) = (
    MeldKind.ASIDE, MeldKind.CHOW,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..variants.model import Variant

MELD_MEMO_LIMIT = 20_000
"""Meld combinations whose effect on the plans is remembered before that memo is cleared."""
_PENDING = object()
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


def _met_by_melds(plan: Plan, melds: Sequence[Meld]) -> tuple[list[Meld], list[tuple[Tile, ...]]]:
    """The melds left free and the plan's required groups no exposed chow already makes (a
    meldable group is met by a chow of exactly its tiles)."""
    free = list(melds)
    unmet = []
    for grp in plan.required:
        if plan.meldable:
            hit = next((m for m in free if m.tiles[:3] == grp and m.kind is _M_CHOW), None)
            if hit is not None:
                free.remove(hit)
                continue
        unmet.append(grp)
    return free, unmet


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


class MemoPairsShape(PairsShape):
    """A :class:`PairsShape` that remembers :meth:`from_stats` (the probes ask it of a few
    dozen different stats some thousands of times a game)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._memo: dict[tuple[tuple[int, int], int, int], int] = {}

    def from_stats(self, stats: tuple[int, int], wilds: int, jokers: int = 0) -> int:
        key = (stats, wilds, jokers)
        got = self._memo.get(key)
        if got is None:
            got = self._memo[key] = super().from_stats(stats, wilds, jokers)
        return got


@dataclass(frozen=True)
class _PlanData:
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


@dataclass(frozen=True)
class _MeldTerms:
    """What a hand's melds leave of a plan."""

    sets_left: int
    """Sets still to make besides the required groups and the melds."""
    required: dict[Tile, int]
    """Copies of each kind the required groups not met by a meld take."""
    reader: PlanReader | None
    """How the plan reads block keys (None for shapes other than the standard one)."""
    symmetric: bool = False
    """Whether the plan is read through the pungs analyzer with its kinds all interchangeable
    (see :class:`SymmetricProbe`)."""


class PlanBook:
    """Distances from a hand to each plan, using the variant's grammar and fast analyzers.

    A plan book holds only the variant's plans and caches that depend on nothing else, so
    every bot of a variant can share one: :meth:`of`.
    """

    def __init__(self, variant: "Variant") -> None:
        self.variant = variant
        self.plans = expand(variant)
        g = variant.grammar
        self.set_count = g.set_count
        engine = variant.engine
        shared = engine.analyzer
        # the variant's own analyzer when it is the same grammar: its caches are warm already
        if shared is not None and shared.grammar == g and shared.joker_limits is None:
            self.std = shared
        else:
            self.std = CoverageAnalyzer(g)
        pungs = Grammar(f"{g.name}-pungs", g.kinds, tuple(p for p in g.sets if len(set(p)) == 1), g.pairs, g.set_count)
        self.pungs = CoverageAnalyzer(pungs)
        self.pairs = MemoPairsShape(pairs=7, quads=variant.cfg.win.seven_pairs_quads, kinds=variant.tileset.natural_kinds)
        self.pair_kinds = frozenset(self.pairs.kinds)
        self.pair_kinds_bits = sum(1 << t for t in self.pair_kinds)
        self.knitted = KnittedShape()
        self._masks: dict[frozenset[Tile], list[int]] = {}
        shape_names = [sh.name for sh in variant.shapes]
        self._has_pairs = "seven_pairs" in shape_names
        self._quick_any = not variant.tileset.is_chess and K.JOKER not in variant.tileset and "standard" in shape_names
        self._keyed_std = KeyedCoverage(self.std)
        self._keyed_pungs = KeyedCoverage(self.pungs)
        self._data = [self._plan_data(p) for p in self.plans]
        self._index = {id(p): i for i, p in enumerate(self.plans)}
        # the plans by the kind of lower bound they have (see lower_bounds)
        self._lb_required = [(i, d.required_bits, d.required_bits.bit_count(), p.meldable)
                             for i, (p, d) in enumerate(zip(self.plans, self._data)) if p.required and d.required_bits]
        self._lb_other_required = [i for i, (p, d) in enumerate(zip(self.plans, self._data))
                                   if p.required and not d.required_bits]
        self._lb_allowed = [(i, sum(1 << t for t in p.allowed)) for i, p in enumerate(self.plans)
                            if not p.required and p.allowed is not None]
        self._terms_lists: dict[tuple, list] = {}
        self._ruled: dict[tuple, frozenset[int]] = {}
        self._values: dict[tuple, int] = {}
        self._value_lists: dict[tuple[frozenset[Tile], bool], list[int]] = {}
        self._lb_bits: dict[tuple, int] = {}
        self._packed = None if self._lb_other_required else PackedBounds(
            len(self.plans), [(i, bits, meldable) for i, bits, _, meldable in self._lb_required],
            self._lb_allowed, self.set_count, self._bits_besides)
        self._any_readers: dict[int, PlanReader] = {}
        self._readers: dict[tuple, PlanReader] = {}
        self._symmetric: dict[tuple[int, int, int], dict[tuple[int, ...], int]] = {}
        self._pair_kinds: dict[int, frozenset[Tile]] = {}
        self._pungs_symmetric = len(self.pungs.blocks) == 1 and self.pungs._symmetric[0] and self.pungs.C == 1

    @classmethod
    def of(cls, variant: "Variant") -> "PlanBook":
        """The variant's plan book, built once and kept on the variant object."""
        book = variant.__dict__.get("_plan_book")
        if book is None:
            book = variant.__dict__["_plan_book"] = cls(variant)
        return book

    def index_of(self, plan: Plan) -> int | None:
        """The plan's index in :attr:`plans` (None: not one of this book's plans)."""
        return self._index.get(id(plan))

    def _mask(self, allowed: frozenset[Tile]) -> list[int]:
        m = self._masks.get(allowed)
        if m is None:
            m = [1 if t in allowed else 0 for t in range(K.NUM_KINDS)]
            self._masks[allowed] = m
        return m

    def _plan_data(self, plan: Plan) -> _PlanData:
        required: dict[Tile, int] = {}
        for grp in plan.required:
            for t in grp:
                required[t] = required.get(t, 0) + 1
        bits = 0
        if all(n == 1 for n in required.values()):
            for t in required:
                bits |= 1 << t
        mask = self._mask(plan.allowed) if plan.allowed is not None else None
        kc = self._keyed_pungs if plan.pungs_only else self._keyed_std
        keyed = all(kc.block_of[t] >= 0 for t in required)
        return _PlanData(mask, tuple(sorted(plan.allowed or ())), required, bits, keyed)

    # ---- distances -----------------------------------------------------------------------

    def any_distance(self, counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0, jokers: int = 0) -> int:
        """Distance to any complete hand. For suit-and-honour sets only the standard shape and
        seven pairs count here (cheap); other special shapes are plans of their own."""
        if self._quick_any:
            real = [m for m in melds if m.kind is not _M_ASIDE]
            d = self.std.distance(counts, len(real), wilds, jokers)
            if self._has_pairs and not real and d > 1:
                d = min(d, self.pairs.shanten(ShapeInput(list(counts), (), wilds)) + 1)
            return d
        return self.variant.engine.shanten_counts(counts, melds, wilds, jokers) + 1

    def distance(self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0, jokers: int = 0) -> int:
        """Tiles missing from completing ``plan`` (FAR: the melds rule it out). The reference
        for :meth:`probe`, which answers the same faster for a hand and its neighbours."""
        real = [m for m in melds if m.kind is not _M_ASIDE]
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
        if plan.pungs_only and any(m.kind is _M_CHOW for m in real):
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
        free, unmet = _met_by_melds(plan, real)
        missing = 0
        if plan.required:
            c = list(c)
            for grp in unmet:
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

    def probe(self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0, jokers: int = 0) -> Probe:
        """``distance`` of this hand (``.base``) and of the hand one tile more or less
        (``.plus(t)``, ``.minus(t)``), for many neighbours at little cost each. For several
        plans of one hand, :meth:`hand` reads the hand once."""
        return self.hand(counts, melds, wilds, jokers).probe(plan)

    def hand(self, counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0, jokers: int = 0,
             kinds: Sequence[Tile] | None = None, melds_key: tuple | None = None,
             levels: Sequence[int] | None = None) -> HandProbes:
        """The probes of one hand, for any plan of this book (see :class:`HandProbes` for
        ``kinds``, ``melds_key`` and ``levels``)."""
        return HandProbes(self, counts, melds, wilds, jokers, kinds, melds_key, levels)

    def make_probe(self, hand: HandProbes, i: int) -> Probe:
        """The probe of plan ``i`` for ``hand``."""
        plan = self.plans[i]
        if not self._quick_any or not self._data[i].keyed:
            return GenericProbe(self, plan, hand.counts, hand.melds, hand.wilds, hand.jokers)
        if plan.name == "any":
            std = CoverageProbe(self._any_reader(hand.n_real), hand.keys(self._keyed_std), hand.wilds, True)
            pairs = hand.pairs() if self._has_pairs and not hand.n_real else None
            return AnyProbe(std, pairs)
        terms = self._terms_at(hand.terms, i, hand.melds)
        if terms is None:
            return FixedProbe(FAR)
        data = self._data[i]
        if plan.shape == "pairs":
            if data.mask is None:
                return hand.pairs()
            return PairsProbe(self.pairs, [a * b for a, b in zip(hand.counts, data.mask)], hand.wilds,
                              kinds=self._pair_kinds_of(i))
        if plan.shape == "knitted":
            if data.mask is None:
                return KnittedProbe(hand.counts, hand.wilds, hand.held())
            return KnittedProbe([a * b for a, b in zip(hand.counts, data.mask)], hand.wilds)
        assert terms.reader is not None
        if terms.symmetric:
            return SymmetricProbe(self.pungs, hand.counts, hand.kinds, terms.reader.allowed, terms.sets_left,
                                  hand.wilds, self._symmetric_cache(i, terms.sets_left, hand.wilds))
        return CoverageProbe(terms.reader, hand.keys(terms.reader.kc), hand.wilds, False, hand.readings.get(i))

    def _pair_kinds_of(self, i: int) -> frozenset[Tile]:
        """The kinds plan ``i`` (a pairs plan limited to some kinds) reads: a tile of any other
        kind, held or drawn, changes nothing."""
        got = self._pair_kinds.get(i)
        if got is None:
            allowed = self.plans[i].allowed
            got = self._pair_kinds[i] = self.pair_kinds if allowed is None else self.pair_kinds & allowed
        return got

    def base_distance(self, hand: HandProbes, i: int) -> int:
        """:meth:`distance` of plan ``i`` for ``hand``, with no probe made."""
        plan = self.plans[i]
        if not self._quick_any or not self._data[i].keyed:
            return self.distance(plan, hand.counts, hand.melds, hand.wilds, hand.jokers)
        if plan.name == "any":
            reader = self._any_reader(hand.n_real)
            cover = reader.read(hand.keys(self._keyed_std))[2]
            d = plan_distance(cover, 0, reader.sets, hand.wilds, True)
            if self._has_pairs and not hand.n_real and d > 1:
                d = min(d, self.pairs.from_stats(hand.pair_stats(), hand.wilds) + 1)
            return d
        terms = hand.terms[i]
        if terms is _PENDING:
            terms = self._terms_at(hand.terms, i, hand.melds)
        if terms is None:
            return FAR
        reader = terms.reader
        if reader is None or terms.symmetric:
            if plan.shape == "pairs" and self._data[i].mask is None:  # the probe's base, without the probe
                return self.pairs.from_stats(hand.pair_stats(), hand.wilds) + 1
            return self.make_probe(hand, i).base
        reading = hand.readings[i] = reader.read(hand.keys(reader.kc))
        # plan_distance(cover, missing, sets_left, wilds, False), inlined
        cover = reading[2]
        need = 3 * terms.sets_left + 2
        d = sum(reading[1]) + need - (cover if cover < need else need) - hand.wilds
        return d if d > 0 else 0

    def _reader(self, i: int, plan: Plan, required: dict[Tile, int], sets_left: int) -> PlanReader:
        """Plan ``i``'s reader for what melds leave of it (one per plan and sets left, mostly:
        kept apart from the meld memo so that its block caches live on)."""
        key = (i, sets_left, tuple(sorted(required.items())))
        got = self._readers.get(key)
        if got is None:
            kc = self._keyed_pungs if plan.pungs_only else self._keyed_std
            got = self._readers[key] = PlanReader(kc, plan.allowed, required, sets_left)
        return got

    def _symmetric_cache(self, i: int, sets_left: int, wilds: int) -> dict[tuple[int, ...], int]:
        """Plan ``i``'s distances by multiset of counts, for a pungs plan (see :class:`SymmetricProbe`)."""
        key = (i, sets_left, wilds)
        got = self._symmetric.get(key)
        if got is None:
            got = self._symmetric[key] = {}
        return got

    def _any_reader(self, melds: int) -> PlanReader:
        """The reader of the "any" plan's standard shape with ``melds`` melds declared."""
        got = self._any_readers.get(melds)
        if got is None:
            got = self._any_readers[melds] = PlanReader(self._keyed_std, None, {}, self.set_count - melds)
        return got

    def melds_terms(self, melds_key: tuple) -> list:
        """Per plan, what melds (by their kinds and tiles) leave of it: filled in as asked by
        :meth:`_terms_at`."""
        got = self._terms_lists.get(melds_key)
        if got is None:
            if len(self._terms_lists) >= MELD_MEMO_LIMIT:
                self._terms_lists.clear()
            got = self._terms_lists[melds_key] = [_PENDING] * len(self.plans)
        return got

    def _terms_at(self, terms: list, i: int, melds: Sequence[Meld]) -> _MeldTerms | None:
        """Plan ``i``'s entry of a :meth:`melds_terms` list."""
        got = terms[i]
        if got is _PENDING:
            plan = self.plans[i]
            fit = self._meld_fit(plan, melds)
            got = None
            if fit is not None:
                sets_left, required = fit
                reader = self._reader(i, plan, required, sets_left) if plan.shape == "standard" else None
                symmetric = reader is not None and plan.pungs_only and not required and self._pungs_symmetric
                got = _MeldTerms(sets_left, required, reader, symmetric)
            terms[i] = got
        return got

    def _meld_fit(self, plan: Plan, melds: Sequence[Meld]) -> tuple[int, dict[Tile, int]] | None:
        """What the melds leave of a plan, as in :meth:`distance`: the sets still to make and
        the copies its required groups not met by a meld take; None when they rule it out."""
        real = [m for m in melds if m.kind is not _M_ASIDE]
        if (
            (plan.concealed and any(m.kind.is_exposed for m in real))
            or (plan.allowed is not None and any(t not in plan.allowed for m in real for t in m.tiles))
            or (plan.pungs_only and any(m.kind is _M_CHOW for m in real))
            or (plan.shape != "standard" and bool(real))
        ):
            return None
        free, unmet = _met_by_melds(plan, real)
        required: dict[Tile, int] = {}
        for grp in unmet:
            for t in grp:
                required[t] = required.get(t, 0) + 1
        sets_left = self.set_count - len(plan.required) - len(free)
        return (sets_left, required) if sets_left >= 0 else None

    def _ruled_out(self, melds: Sequence[Meld], melds_key: tuple) -> frozenset[int]:
        """The plans (by index, "any" aside) the melds rule out."""
        got = self._ruled.get(melds_key)
        if got is None:
            if len(self._ruled) >= MELD_MEMO_LIMIT:
                self._ruled.clear()
            got = self._ruled[melds_key] = frozenset(
                i for i, p in enumerate(self.plans) if p.name != "any" and self._meld_fit(p, melds) is None)
        return got

    # ---- bounds and values ---------------------------------------------------------------

    def lower_bound(self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], held: int | None = None) -> int:
        """A cheap bound the distance cannot beat, to skip hopeless plans without analysis.

        ``held`` may give the kinds held as a bit set (bit t set when ``counts[t]``), which
        makes the bound of a plan with required groups a single AND.
        """
        i = self._index.get(id(plan))
        data = self._data[i] if i is not None else self._plan_data(plan)
        if plan.required:
            chow_melds = plan.meldable and any(m.kind is _M_CHOW for m in melds)
            if data.required_bits and held is not None and not chow_melds:
                return len(data.required) - (held & data.required_bits).bit_count()
            have = list(counts)
            lb = 0
            for grp in plan.required:
                if plan.meldable and any(m.kind is _M_CHOW and m.tiles[:3] == grp for m in melds):
                    continue
                for t in grp:
                    if have[t]:
                        have[t] -= 1
                    else:
                        lb += 1
            return lb
        if plan.allowed is not None:
            total = sum(counts)
            outside = total - sum(map(counts.__getitem__, data.allowed))
            spare = max(0, total + 3 * len(melds) - (3 * self.set_count + 1))  # a hand with a tile to discard
            return max(0, outside - spare)
        return 0

    def lower_bounds(self, counts: Sequence[int], melds: Sequence[Meld], held: int,
                     levels: Sequence[int] | None = None, kinds: Sequence[Tile] | None = None) -> list[int]:
        """:meth:`lower_bound` of every plan, in plan order, or FAR for a plan the melds rule out
        (its distance is FAR). ``held``: the kinds held as a bit set; ``levels`` (optional):
        bit sets of the kinds held at least once, twice, … (see :func:`count_levels`);
        ``kinds`` (optional): every kind held, which lets :class:`PackedBounds` count them."""
        chows = tuple(m.tiles[:3] for m in melds if m.kind is _M_CHOW) if melds else ()
        if kinds is not None and self._packed is not None:
            if levels is None:
                levels = count_levels(counts)
            got = self._packed.bounds(counts, kinds, sum(level.bit_count() for level in levels), len(melds), chows)
            if got is not None:
                if melds:
                    for i in self._ruled_out(melds, tuple((m.kind, m.tiles) for m in melds)):
                        got[i] = FAR
                return got
        out = [0] * len(self.plans)
        if not chows:  # the common case: required kinds missing = required kinds not held
            for i, bits, size, _ in self._lb_required:
                out[i] = size - (held & bits).bit_count()
        else:
            for i, bits, size, meldable in self._lb_required:
                if meldable:
                    bits = self._bits_besides(i, chows)
                    size = bits.bit_count()
                    if not bits:
                        out[i] = self.lower_bound(self.plans[i], counts, melds)
                        continue
                out[i] = size - (held & bits).bit_count()
        for i in self._lb_other_required:
            out[i] = self.lower_bound(self.plans[i], counts, melds)
        if self._lb_allowed:
            if levels is None:
                levels = count_levels(counts)
            total = sum(level.bit_count() for level in levels)
            spare = max(0, total + 3 * len(melds) - (3 * self.set_count + 1))  # a hand with a tile to discard
            if len(levels) <= 4:  # unrolled for up to four copies of a kind
                l1, l2, l3, l4 = (*levels, 0, 0, 0, 0)[:4]
                for i, allowed in self._lb_allowed:
                    # tiles of the allowed kinds: the kinds held at least once, plus those held twice, …
                    inside = ((l1 & allowed).bit_count() + (l2 & allowed).bit_count()
                              + (l3 & allowed).bit_count() + (l4 & allowed).bit_count())
                    out[i] = max(0, total - inside - spare)
            else:
                for i, allowed in self._lb_allowed:
                    inside = sum((level & allowed).bit_count() for level in levels)
                    out[i] = max(0, total - inside - spare)
        if melds:
            for i in self._ruled_out(melds, tuple((m.kind, m.tiles) for m in melds)):
                out[i] = FAR
        return out

    def ranking_bounds(self, counts: Sequence[int], melds: Sequence[Meld], held: int, levels: Sequence[int],
                       kinds: Sequence[Tile], penalties: Sequence[int], packed_penalties: int | None) -> list[int]:
        """:meth:`lower_bounds` plus ``penalties``, plan by plan (``packed_penalties``: the
        penalties as :class:`PackedBounds` fields, or None when one of them does not fit)."""
        if self._packed is not None and packed_penalties is not None:
            chows = tuple(m.tiles[:3] for m in melds if m.kind is _M_CHOW) if melds else ()
            got = self._packed.bounds(counts, kinds, sum(map(int.bit_count, levels)), len(melds), chows,
                                      penalties, packed_penalties)
            if got is not None:
                if melds:
                    for i in self._ruled_out(melds, tuple((m.kind, m.tiles) for m in melds)):
                        got[i] = FAR + penalties[i]
                return got
        return [lb + pen for lb, pen in zip(self.lower_bounds(counts, melds, held, levels, kinds), penalties)]

    def _bits_besides(self, i: int, chows: tuple[tuple[Tile, ...], ...]) -> int:
        """Plan ``i``'s required kinds (distinct) outside the groups equal to a chow meld, as
        :meth:`lower_bound` counts them; 0 when none are left."""
        key = (i, chows)
        got = self._lb_bits.get(key)
        if got is None:
            got = 0
            for grp in self.plans[i].required:
                if grp not in chows:
                    for t in grp:
                        got |= 1 << t
            self._lb_bits[key] = got
        return got

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

    def value_estimate(self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], value_honours: frozenset[Tile]) -> int:
        """The plan's value plus pungs of value honours the hand is building (MCR 箭刻 …)."""
        concealed = not any(m.kind.is_exposed for m in melds)
        return self.plan_value(plan, self.held_honours(counts, melds, value_honours), concealed)
