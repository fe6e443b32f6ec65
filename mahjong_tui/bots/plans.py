"""Plans: the goals a bot can steer its hand toward, and how far a hand is from each.

A plan restricts the hand (only some tiles, only pungs, seven pairs, or a fixed set of groups
such as the three chows of a mixed straight) and guarantees a value when complete. Distance is
counted like shanten + 1: the tiles still missing, so 0 means complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..analysis.coverage import CoverageAnalyzer
from ..analysis.grammar import Grammar
from ..analysis.shapes import KnittedShape, PairsShape, ShapeInput
from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from .bounds import PackedBounds
from .coverage_probes import CoverageProbe, KeyedCoverage, PlanReader, plan_distance
from .plan_bounds import PlanBounds
from .plan_list import Plan, PlanData, PlanValues, expand
from .probe_base import FAR, FixedProbe, Probe, tile_bits
from .probes import HandProbes
from .shape_probes import AnyProbe, GenericProbe, KnittedProbe, PairsProbe, SymmetricProbe

# enum members as module constants: an enum member read through its class costs a lookup of its own
(
    _M_ASIDE,
    _M_CHOW,
) = (
    MeldKind.ASIDE,
    MeldKind.CHOW,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..variants.model import Variant

MELD_MEMO_LIMIT = 20_000
"""Meld combinations whose effect on the plans is remembered before that memo is cleared."""
_PENDING = object()


READY = 1
"""The distance of a ready hand: one tile from a win (0 is complete)."""


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


class PlanBook(PlanBounds, PlanValues):
    """Distances from a hand to each plan, using the variant's grammar and fast analyzers.

    A plan book holds only the variant's plans and caches that depend on nothing else, so
    every bot of a variant can share one: :meth:`of`.
    """

    def __init__(self, variant: Variant) -> None:
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
        self.pairs = MemoPairsShape(
            pairs=7, quads=variant.cfg.win.seven_pairs_quads, kinds=variant.tileset.natural_kinds
        )
        self.pair_kinds = frozenset(self.pairs.kinds)
        self.pair_kinds_bits = tile_bits(self.pair_kinds)
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
        self._lb_required = [
            (i, d.required_bits, d.required_bits.bit_count(), p.meldable)
            for i, (p, d) in enumerate(zip(self.plans, self._data, strict=True))
            if p.required and d.required_bits
        ]
        self._lb_other_required = [
            i for i, (p, d) in enumerate(zip(self.plans, self._data, strict=True)) if p.required and not d.required_bits
        ]
        self._lb_allowed = [
            (i, tile_bits(p.allowed)) for i, p in enumerate(self.plans) if not p.required and p.allowed is not None
        ]
        self._terms_lists: dict[tuple, list] = {}
        self._ruled: dict[tuple, frozenset[int]] = {}
        self._values: dict[tuple, int] = {}
        self._value_lists: dict[tuple[frozenset[Tile], bool], list[int]] = {}
        self._lb_bits: dict[tuple, int] = {}
        self._packed = (
            None
            if self._lb_other_required
            else PackedBounds(
                len(self.plans),
                [(i, bits, meldable) for i, bits, _, meldable in self._lb_required],
                self._lb_allowed,
                self.set_count,
                self._bits_besides,
            )
        )
        self._any_readers: dict[int, PlanReader] = {}
        self._readers: dict[tuple, PlanReader] = {}
        self._symmetric: dict[tuple[int, int, int], dict[tuple[int, ...], int]] = {}
        self._pair_kinds: dict[int, frozenset[Tile]] = {}
        self._pungs_symmetric = len(self.pungs.blocks) == 1 and self.pungs._symmetric[0] and self.pungs.C == 1

    @classmethod
    def of(cls, variant: Variant) -> PlanBook:
        """The variant's plan book, built once and kept on the variant object (until the variant
        releases its caches)."""
        book = variant.derived.get("plan_book")
        if book is None:
            book = variant.derived["plan_book"] = cls(variant)
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

    def _plan_data(self, plan: Plan) -> PlanData:
        required: dict[Tile, int] = {}
        for grp in plan.required:
            for t in grp:
                required[t] = required.get(t, 0) + 1
        bits = tile_bits(required) if all(n == 1 for n in required.values()) else 0
        mask = self._mask(plan.allowed) if plan.allowed is not None else None
        kc = self._keyed_pungs if plan.pungs_only else self._keyed_std
        keyed = all(kc.block_of[t] >= 0 for t in required)
        return PlanData(mask, tuple(sorted(plan.allowed or ())), required, bits, keyed)

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

    def distance(
        self, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0, jokers: int = 0
    ) -> int:
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
            c = [a * b for a, b in zip(counts, mask, strict=True)]
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

    def hand(
        self,
        counts: Sequence[int],
        melds: Sequence[Meld],
        wilds: int = 0,
        jokers: int = 0,
        kinds: Sequence[Tile] | None = None,
        melds_key: tuple | None = None,
        levels: Sequence[int] | None = None,
    ) -> HandProbes:
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
            return PairsProbe(
                self.pairs,
                [a * b for a, b in zip(hand.counts, data.mask, strict=True)],
                hand.wilds,
                kinds=self._pair_kinds_of(i),
            )
        if plan.shape == "knitted":
            if data.mask is None:
                return KnittedProbe(hand.counts, hand.wilds, hand.held())
            return KnittedProbe([a * b for a, b in zip(hand.counts, data.mask, strict=True)], hand.wilds)
        assert terms.reader is not None
        if terms.symmetric:
            return SymmetricProbe(
                self.pungs,
                hand.counts,
                hand.kinds,
                terms.reader.allowed,
                terms.sets_left,
                hand.wilds,
                self._symmetric_cache(i, terms.sets_left, hand.wilds),
            )
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
                i for i, p in enumerate(self.plans) if p.name != "any" and self._meld_fit(p, melds) is None
            )
        return got

    # ---- bounds and values ---------------------------------------------------------------
