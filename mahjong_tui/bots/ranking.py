"""Part of :class:`~.baseline.BaselineBot`: ranking the variant's plans for a hand, by
distance plus a penalty for value under the minimum, then by value."""

from __future__ import annotations

from bisect import insort

from ..tiles import kinds as K
from ..tiles.hand import Meld
from ..tiles.kinds import Tile
from .bounds import FIELD
from .context import Ctx
from .plan_list import Plan
from .plans import PlanBook
from .probe_base import FAR, Probe
from .probes import HandProbes

TOP_PLANS = 3
_RANK = 1 << 16
"""More than the plans of any plan book: ``bound * _RANK + index`` orders plans by bound, then index."""


class PlanRanking:
    """Mixed into :class:`~.baseline.BaselineBot`; uses its plan book and caches."""

    book: PlanBook
    min_value: int
    _rank_memo: dict[tuple, list[tuple[tuple[int, int], Plan]]]
    _terms: dict[tuple[frozenset[Tile], bool], tuple[list[int], list[int], int | None]]
    _last: tuple | None
    """The hand (counts, melds, wilds, jokers and probes) of this seat's last ranking."""
    memo_kinds: int = K.FLOWER0
    """The kinds (from 0) whose counts key the memos of a hand's plans and acceptance. The
    suits and honours only: so the chess sets' pieces (kinds past the flowers) are not in the
    key, and every chess hand with the same melds shares one entry. That is ``normal`` as the
    issue fixes it (``decision_hash``); the strong bot keys every kind in the chess sets."""

    def _penalty(self, value: int) -> int:
        if value >= self.min_value:
            return 0
        return 1 + (self.min_value - value + 3) // 4

    def _hand(self, ctx: Ctx) -> HandProbes:
        """The decision's hand, read once for ranking and discarding."""
        if ctx.probes is None:
            ctx.probes = self.book.hand(
                ctx.counts, ctx.melds, ctx.wilds, ctx.jokers, ctx.present, ctx.melds_key, ctx.levels
            )
        return ctx.probes

    def _probe(self, ctx: Ctx, plan: Plan) -> Probe:
        return self._hand(ctx).probe(plan)

    def _ranked(self, ctx: Ctx, margin: int | None = None) -> list[tuple[tuple[int, int], Plan]]:
        """The ``TOP_PLANS`` best plans for the decision's hand with their keys (distance +
        penalty, -value), best first; with a ``margin``, only those of them whose key is the
        best one (0) or whose distance + penalty is at most ``margin`` more.

        The order is that of the keys, and among equal keys that of a cheap lower bound of the
        key (:meth:`PlanBook.lower_bounds` + penalty), then plan order. Plans are read in the
        order of a bound, tightened by the distances this seat read at its last decision (see
        :meth:`_previous_bounds`), until no plan left can be among those wanted; a plan that
        cannot be is skipped unread. Why fewer plans are enough: see :meth:`_turn`, :meth:`_claim`.
        """
        counts, melds = ctx.counts, ctx.melds
        hand_key = tuple(counts[: self.memo_kinds])
        key = (hand_key, ctx.melds_key, ctx.wilds, ctx.jokers, ctx.value_honours, margin)
        got = self._rank_memo.get(key)
        if got is not None:
            return got
        book = self.book
        values, penalties, packed = self._plan_terms(self._held_honours(ctx), ctx.concealed)
        bounds = book.ranking_bounds(counts, melds, ctx.held, ctx.levels, ctx.present, penalties, packed)
        n = len(bounds)
        hand = self._hand(ctx)
        tight = self._previous_bounds(ctx, hand, bounds, penalties)
        if tight is None:
            tight = bounds
        reading = sorted(range(n), key=tight.__getitem__)  # stable: plan order breaks ties
        plans = book.plans
        found: list[tuple[tuple[int, int], int, int]] = []  # (key, rank, plan index), sorted
        for i in reading:
            bound = tight[i]
            # the place in the order of the plain bounds (then plan order), which breaks ties of keys
            r = bounds[i] * _RANK + i
            if found:
                best = found[0][0][0]
                if margin is not None and bound > best + margin:
                    break
                if len(found) >= TOP_PLANS:
                    last = found[TOP_PLANS - 1]
                    if bound > last[0][0]:
                        break
                    if ((bound, -values[i]), r) > last[:2]:
                        continue  # its key cannot come before the last one kept
                if margin == 0 and (bound, -values[i]) > found[0][0]:
                    continue  # it cannot tie with the best
            d = hand.distance_at(i)
            if d >= FAR:
                continue
            insort(found, ((d + penalties[i], -values[i]), r, i))
        out = [(k, plans[i]) for k, _, i in found[:TOP_PLANS]]
        if margin == 0:
            out = [e for e in out if e[0] == out[0][0]]
        elif margin is not None:
            out = [e for e in out if e[0][0] <= out[0][0][0] + margin]
        if len(self._rank_memo) > 4096:
            self._rank_memo.clear()
        self._rank_memo[key] = out
        return out

    def _previous_bounds(self, ctx: Ctx, hand: HandProbes, bounds: list[int], penalties: list[int]) -> list[int] | None:
        """``bounds`` tightened by the distances read at this seat's last ranking, when the hand
        is that one with a few tiles more or fewer and the same melds, wilds and jokers (None
        when nothing is tightened). A tile more brings a plan at most one closer, a tile fewer
        never brings it closer: a plan last at distance d is now at least d - (tiles gained)."""
        counts = ctx.counts  # the decision's own list, never changed once the decision is made
        last, self._last = self._last, (counts, ctx.melds_key, ctx.wilds, ctx.jokers, hand)
        if last is None or last[1] != ctx.melds_key or last[2] != ctx.wilds or last[3] != ctx.jokers:
            return None
        before = last[0]
        gained = 0
        for t in ctx.kinds:
            more = counts[t] - before[t]
            if more > 0:
                gained += more
        if gained > 2:
            return None
        return last[4].tightened(bounds, gained, penalties)

    def _held_honours(self, ctx: Ctx) -> frozenset[Tile]:
        if ctx.honours is None:
            ctx.honours = self.book.held_honours(ctx.counts, ctx.melds, ctx.value_honours)
        return ctx.honours

    def _plan_terms(self, honours: frozenset[Tile], concealed: bool) -> tuple[list[int], list[int], int | None]:
        """Every plan's value and the penalty for it, in plan order, and the penalties packed
        for :meth:`PlanBook.ranking_bounds` (None when one is too big for a field)."""
        key = (honours, concealed)
        got = self._terms.get(key)
        if got is None:
            values = self.book.plan_values(honours, concealed)
            penalties = [self._penalty(v) for v in values]
            packed = (
                sum(p << (FIELD * i) for i, p in enumerate(penalties))
                if min(penalties) >= 0 and max(penalties) < 128
                else None
            )
            got = self._terms[key] = (values, penalties, packed)
        return got

    def _values(self, plans: list[Plan], honours: frozenset[Tile], concealed: bool) -> list[int]:
        return [self.book.plan_value(p, honours, concealed) for p in plans]

    def _best_of(self, dists: list[int], values: list[int]) -> tuple[int, int]:
        """The best (distance + penalty, -value) of plans at distances ``dists`` worth ``values``."""
        best = (FAR, 0)
        for d, v in zip(dists, values, strict=True):
            if d >= FAR:
                continue
            key = (d + self._penalty(v), -v)
            if key < best:
                best = key
        return best

    def _scores_without(
        self,
        ctx: Ctx,
        plans: list[Plan],
        probes: list[Probe],
        held: list[Tile],
        counts: list[int],
        melds: list[Meld],
        concealed: bool,
    ) -> list[tuple[int, int]]:
        """The best (distance + penalty, -value) over ``plans`` after discarding each held tile,
        as :meth:`_best_of` of the probes' ``minus``."""
        honours = self.book.held_honours(counts, melds, ctx.value_honours)
        values = self._values(plans, honours, concealed)
        none = (FAR, 0)
        dists = [pr.minus_each(held) for pr in probes]
        keys = []
        for ds, v in zip(dists, values, strict=True):
            pen = self._penalty(v)
            keys.append([(d + pen, -v) if d < FAR else none for d in ds])
        scores = list(map(min, zip(*keys, [none] * len(held), strict=True)))
        for i, t in enumerate(held):
            if t in ctx.value_honours:  # a value honour's pair may be broken: values change
                vals = self._values(plans, self._honours_without(ctx, counts, melds, honours, t), concealed)
                scores[i] = self._best_of([ds[i] for ds in dists], vals)
        return scores

    def _honours_without(
        self, ctx: Ctx, counts: list[int], melds: list[Meld], honours: frozenset[Tile], t: Tile
    ) -> frozenset[Tile]:
        """:meth:`PlanBook.held_honours` of ``counts`` less one ``t``, given ``honours`` of ``counts``."""
        if t not in ctx.value_honours:
            return honours
        counts[t] -= 1
        try:
            return self.book.held_honours(counts, melds, ctx.value_honours)
        finally:
            counts[t] += 1

    def _score_after(self, ctx: Ctx, plans: list[Plan], counts: list[int], melds: list[Meld]) -> tuple[int, int]:
        hand = self.book.hand(counts, melds, ctx.wilds, ctx.jokers)
        honours = self.book.held_honours(counts, melds, ctx.value_honours)
        concealed = not any(m.kind.is_exposed for m in melds)
        return self._best_of([hand.probe(p).base for p in plans], self._values(plans, honours, concealed))
