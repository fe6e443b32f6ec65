"""Part of :class:`~.plans.PlanBook`: cheap lower bounds of every plan's distance, so a ranking
reads only the plans that can still be among the best (see :class:`.bounds.PackedBounds`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from .bounds import PackedBounds
from .plan_list import Plan, PlanData, count_levels
from .probe_base import FAR

_M_CHOW = MeldKind.CHOW


class PlanBounds:
    """Mixed into :class:`~.plans.PlanBook`; uses its plans, their data and its meld checks."""

    plans: list[Plan]
    set_count: int
    _packed: PackedBounds | None
    _lb_allowed: list[tuple[int, int]]
    _lb_bits: dict[tuple[int, tuple[tuple[Tile, ...], ...]], int]
    _data: list[PlanData]
    _index: dict[int, int]
    """Plan index by ``id(plan)``."""
    _lb_required: list[tuple[int, int, int, bool]]
    """(index, required kinds as bits, their number, meldable) of the plans with required kinds."""
    _lb_other_required: list[int]

    if TYPE_CHECKING:  # PlanBook's methods, read here

        def _plan_data(self, plan: Plan) -> PlanData: ...

        def _ruled_out(self, melds: Sequence[Meld], melds_key: tuple) -> frozenset[int]: ...

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

    def lower_bounds(
        self,
        counts: Sequence[int],
        melds: Sequence[Meld],
        held: int,
        levels: Sequence[int] | None = None,
        kinds: Sequence[Tile] | None = None,
    ) -> list[int]:
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
                    inside = (
                        (l1 & allowed).bit_count()
                        + (l2 & allowed).bit_count()
                        + (l3 & allowed).bit_count()
                        + (l4 & allowed).bit_count()
                    )
                    out[i] = max(0, total - inside - spare)
            else:
                for i, allowed in self._lb_allowed:
                    inside = sum((level & allowed).bit_count() for level in levels)
                    out[i] = max(0, total - inside - spare)
        if melds:
            for i in self._ruled_out(melds, tuple((m.kind, m.tiles) for m in melds)):
                out[i] = FAR
        return out

    def ranking_bounds(
        self,
        counts: Sequence[int],
        melds: Sequence[Meld],
        held: int,
        levels: Sequence[int],
        kinds: Sequence[Tile],
        penalties: Sequence[int],
        packed_penalties: int | None,
    ) -> list[int]:
        """:meth:`lower_bounds` plus ``penalties``, plan by plan (``packed_penalties``: the
        penalties as :class:`PackedBounds` fields, or None when one of them does not fit)."""
        if self._packed is not None and packed_penalties is not None:
            chows = tuple(m.tiles[:3] for m in melds if m.kind is _M_CHOW) if melds else ()
            got = self._packed.bounds(
                counts, kinds, sum(map(int.bit_count, levels)), len(melds), chows, penalties, packed_penalties
            )
            if got is not None:
                if melds:
                    for i in self._ruled_out(melds, tuple((m.kind, m.tiles) for m in melds)):
                        got[i] = FAR + penalties[i]
                return got
        return [
            lb + pen for lb, pen in zip(self.lower_bounds(counts, melds, held, levels, kinds), penalties, strict=True)
        ]

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
