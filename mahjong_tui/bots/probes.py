"""A plan's distance for one hand and for that hand with one tile more or one tile less, fast.

On each turn the bot asks how far its hand is from each plan, then from its best plans after
every possible discard, and for a few discards after every possible draw. Such neighbours
differ from the hand in a single kind. Read through integer block keys (4 bits a kind, as in
:mod:`..analysis.fast`), a neighbour differs in one block only: its distance is one cached
block profile and one cached convolution with the profile of the rest of the hand away,
instead of a whole analysis of 34 counts.

:class:`HandProbes` reads a hand once (its block keys, its pair counts) and gives a
:class:`Probe` per plan; :meth:`PlanBook.probe <.plans.PlanBook.probe>` is the one-off form.
Every probe answers exactly what :meth:`PlanBook.distance <.plans.PlanBook.distance>`
answers for the same counts (the tests check it on random hands).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..analysis.shapes import PairsShape
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from .coverage_probes import KeyedCoverage
from .plan_list import Plan, count_levels
from .probe_base import Probe, tile_bits
from .shape_probes import DistanceBook, GenericProbe, PairsProbe

# enum members as module constants: an enum member read through its class costs a lookup of its own
_M_ASIDE = MeldKind.ASIDE


class ProbeBook(DistanceBook, Protocol):
    """What :class:`HandProbes` asks of the plan book (:class:`~.plans.PlanBook`): its pairs
    shape and kinds, each plan's place, what melds leave of the plans, each plan's probe and
    (from :class:`DistanceBook`) its distance."""

    @property
    def pairs(self) -> PairsShape: ...

    @property
    def pair_kinds(self) -> frozenset[Tile]: ...

    @property
    def pair_kinds_bits(self) -> int: ...

    def index_of(self, plan: Plan) -> int | None: ...

    def melds_terms(self, melds_key: tuple) -> list: ...

    def base_distance(self, hand: HandProbes, i: int) -> int: ...

    def make_probe(self, hand: HandProbes, i: int) -> Probe: ...


class HandProbes:
    """Every plan's probe for one hand: the hand is read once (block keys, pair counts) and each
    plan's probe is made when first asked for."""

    def __init__(
        self,
        book: ProbeBook,
        counts: Sequence[int],
        melds: Sequence[Meld],
        wilds: int = 0,
        jokers: int = 0,
        kinds: Sequence[Tile] | None = None,
        melds_key: tuple | None = None,
        levels: Sequence[int] | None = None,
    ) -> None:
        """``kinds`` (every kind ``counts`` holds, in order), ``melds_key`` (the melds as
        (kind, tiles) pairs) and ``levels`` (see :meth:`levels`) may be given when the caller
        knows them already."""
        self.book = book
        self.counts = list(counts)
        self.kinds = list(kinds) if kinds is not None else [t for t, n in enumerate(self.counts) if n]
        """The kinds held (the hand is read through these, not all counts)."""
        self.melds = list(melds)
        self.wilds = wilds
        self.jokers = jokers
        self.n_real = sum(1 for m in melds if m.kind is not _M_ASIDE) if melds else 0
        self.terms = book.melds_terms(melds_key if melds_key is not None else tuple((m.kind, m.tiles) for m in melds))
        """Per plan, what the melds leave of it (see :meth:`PlanBook.melds_terms`)."""
        self._keys: dict[int, list[int]] = {}
        self._pair_stats: tuple[int, int] | None = None
        self._held: int | None = None
        self._levels: tuple[int, ...] | None = tuple(levels) if levels is not None else None
        self._probes: dict[int, Probe] = {}
        self._dists: dict[int, int] = {}
        self.readings: dict[int, tuple[list[int], list[int], int]] = {}
        """Block readings of plans (by index) read for their distance only, for a probe made later."""

    def keys(self, kc: KeyedCoverage) -> list[int]:
        """The hand's block keys for ``kc``'s analyzer."""
        got = self._keys.get(id(kc))
        if got is None:
            got = [0] * kc.nb
            counts, block_of, weight = self.counts, kc.block_of, kc.weight
            for t in self.kinds:
                b = block_of[t]
                if b >= 0:
                    got[b] += counts[t] * weight[t]
            self._keys[id(kc)] = got
        return got

    def pairs(self) -> PairsProbe:
        book = self.book
        return PairsProbe(
            book.pairs, self.counts, self.wilds, self.pair_stats(), book.pair_kinds, self.levels(), book.pair_kinds_bits
        )

    def levels(self) -> tuple[int, ...]:
        """The kinds held at least once, twice, … as bit sets (see :func:`.plan_list.count_levels`)."""
        if self._levels is None:
            self._levels = tuple(count_levels(self.counts))
        return self._levels

    def held(self) -> int:
        """The kinds held, as a bit set."""
        if self._held is None:
            self._held = tile_bits(self.kinds)
        return self._held

    def distance(self, plan: Plan) -> int:
        """The plan's distance (a probe's ``base``), without making a probe if there is none."""
        i = self.book.index_of(plan)
        return self.distance_at(i) if i is not None else self.probe(plan).base

    def distance_at(self, i: int) -> int:
        """:meth:`distance` of the book's plan ``i``."""
        got = self._probes.get(i)
        if got is not None:
            return got.base
        d = self._dists.get(i)
        if d is None:
            d = self._dists[i] = self.book.base_distance(self, i)
        return d

    def tightened(self, bounds: list[int], gained: int, penalties: list[int]) -> list[int] | None:
        """``bounds`` raised to ``d - gained + penalty`` for every plan read so far at distance
        ``d`` (a copy; None when no bound rises): the bounds of a hand that has ``gained``
        tiles more than this one and the same melds (a tile more brings a plan at most one
        closer, a tile fewer never brings it closer)."""
        tight = None
        dists = self._dists
        for i, d in dists.items():
            lb = d - gained + penalties[i]
            if lb > bounds[i]:
                if tight is None:
                    tight = list(bounds)
                tight[i] = lb
        for i, p in self._probes.items():
            if i not in dists:
                lb = p.base - gained + penalties[i]
                if lb > bounds[i]:
                    if tight is None:
                        tight = list(bounds)
                    tight[i] = lb
        return tight

    def pair_stats(self) -> tuple[int, int]:
        """:meth:`PairsShape.stats` of the hand (from the kinds held: the others add nothing)."""
        if self._pair_stats is None:
            shape, kinds, counts = self.book.pairs, self.book.pair_kinds, self.counts
            a = b = 0
            for t in self.kinds:
                if t in kinds:
                    da, db = shape.kind_stats(counts[t])
                    a += da
                    b += db
            self._pair_stats = (a, b)
        return self._pair_stats

    def probe(self, plan: Plan) -> Probe:
        i = self.book.index_of(plan)
        if i is None:  # a plan from elsewhere: the plan book's reference distance
            return GenericProbe(self.book, plan, self.counts, self.melds, self.wilds, self.jokers)
        got = self._probes.get(i)
        if got is None:
            got = self._probes[i] = self.book.make_probe(self, i)
        return got
