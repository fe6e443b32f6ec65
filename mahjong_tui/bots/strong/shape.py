"""Two-step acceptance: the strong bot's last word among the baseline's finalist discards.

The baseline (:meth:`~..discarding.DiscardChoice._choose_discard`) picks among the few
discards keeping the best score by acceptance: the unseen copies of the kinds bringing its best
plan one step closer. That is one step deep. Here each finalist's improving draws are followed
one step further: after drawing an improving kind ``k`` and making the discard that keeps the
new distance with the widest acceptance, that acceptance is what ``k`` leads to. A finalist's
shape is the sum over its improving kinds of their unseen copies times what each leads to, so
a discard whose draws lead to wide next shapes (two-sided waits, live tiles) beats one of equal
acceptance whose draws lead to narrow ones (edge and closed waits, dead tiles). Where the next
shape is ready, its acceptance is the unseen copies of its waits.

Among finalists whose acceptance is within :data:`SIMILAR` of the best, the widest shape wins; the
rest keep the baseline's order (acceptance, then keep value). Weighing ready waits by how often
their kind is thrown was measured and dropped: the choice seldom arises. Measured:
benchmarks/STRONG_BOT.md, section shape.py."""

from __future__ import annotations

from ...table.actions import Action
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ..context import Ctx
from ..discarding import DiscardChoice
from ..plan_list import Plan
from ..probe_base import FAR, Probe, bit_tiles
from ..probes import HandProbes

SIMILAR = 0.8
"""A finalist whose acceptance is at least this share of the best finalist's is compared by
shape; one with less keeps losing to the wider one, as in the baseline."""
FINALISTS = 6
"""Discards keeping the best score compared (the baseline compares its three worth least on
their own: a discard breaking a shape seldom is among them, and it is there that shapes differ)."""
MAX_DISTANCE = 3
"""The best plan's distance after the discard up to which the shape is read (1 is ready, whose
acceptance is its waits already; further off, the next shapes are far from a win and costly)."""


class ShapeChoice(DiscardChoice):
    """Mixed into :class:`~.bot.StrongBot` ahead of the baseline: its finalists by shape."""

    two_step: bool
    """The bot compares finalists by shape (a variant may turn it off)."""
    _shape_memo: dict[tuple, Probe]
    """The next hands' probes, by plan and hand (emptied past 4,096)."""

    def _choose_discard(self, ctx: Ctx, plans: list[Plan], finalists: list[Action], best: tuple[int, int]) -> Action:
        tiles = list(dict.fromkeys(a.tile for a in finalists if a.tile is not None))
        if not self.two_step or len(tiles) < 2 or best[0] > 4 or not plans:
            return super()._choose_discard(ctx, plans, finalists, best)
        keys = self._shape_keys(ctx, plans[0], tiles)
        if keys is None:
            return super()._choose_discard(ctx, plans, finalists, best)
        ranked = []
        for a in finalists:
            assert a.tile is not None
            ranked.append(((keys[a.tile], -self._keep_value(a.tile, ctx), a.ready), a))
        return max(ranked, key=lambda x: x[0])[1]

    def _shape_keys(self, ctx: Ctx, plan: Plan, tiles: list[Tile]) -> dict[Tile, tuple[int, int, int]] | None:
        """Per discard of ``tiles``, the key the bot ranks it by (higher first): (1, shape,
        acceptance) for those whose acceptance is within :data:`SIMILAR` of the best, (0, 0,
        acceptance) for the rest. None when the shape does not apply (the plan is ready or far
        after the discards)."""
        top = self._probe(ctx, plan)
        if not 2 <= top.base <= MAX_DISTANCE:  # a discard keeps the distance or raises it
            return None
        steps = {t: self._two_step(ctx, plan, top, t) for t in tiles}
        if any(s is None for s in steps.values()):
            return None
        best = max(s[0] for s in steps.values())  # type: ignore[index]
        keys: dict[Tile, tuple[int, int, int]] = {}
        for t, s in steps.items():
            assert s is not None
            acc, shape = s
            keys[t] = (1, shape, acc) if acc >= SIMILAR * best else (0, 0, acc)
        return keys

    def _two_step(self, ctx: Ctx, plan: Plan, top: Probe, t: Tile) -> tuple[int, int] | None:
        """The acceptance and the shape of discarding ``t`` (held) for ``plan``; None when the
        discard leaves the plan ready or further than :data:`MAX_DISTANCE`."""
        counts = ctx.counts
        if t == K.JOKER or not counts[t]:
            return (0, 0)
        after = top.without(t)
        d = after.base
        if not 2 <= d <= MAX_DISTANCE:
            return None
        unseen = self._unseen(ctx)
        counts[t] -= 1
        try:
            held = ctx.kinds_bits if counts[t] else ctx.kinds_bits & ~(1 << t)
            improving = bit_tiles(self._improving(ctx, plan, counts, lambda: after, held))
            acc = shape = 0
            for k in improving:
                n = unseen[k]
                if not n:
                    continue
                acc += n
                unseen[k] = n - 1  # one copy of k is in the hand now
                counts[k] += 1
                try:
                    shape += n * self._next_acceptance(ctx, plan, counts, held | 1 << k, d - 1, unseen)
                finally:
                    counts[k] -= 1
                    unseen[k] = n
            return acc, shape
        finally:
            counts[t] += 1

    def _next_acceptance(self, ctx: Ctx, plan: Plan, counts: list[int], held: int, d: int, unseen: list[int]) -> int:
        """The widest acceptance of the hand ``counts`` (at distance ``d`` from ``plan``, one
        tile over) after a discard keeping that distance."""
        memo = self._shape_memo
        key = (self.book.index_of(plan), tuple(counts), ctx.melds_key, ctx.wilds, ctx.jokers)
        probe = memo.get(key)
        if probe is None:
            probe = HandProbes(self.book, counts, ctx.melds, ctx.wilds, ctx.jokers, melds_key=ctx.melds_key).probe(plan)
            if len(memo) > 4096:
                memo.clear()
            memo[key] = probe
        if probe.base != d:  # a probe reads the hand as the plan book does: this never differs
            return 0
        kinds = [u for u in bit_tiles(held) if counts[u]]
        best = 0
        for u, du in zip(kinds, probe.minus_each(kinds), strict=True):
            if du != d or du >= FAR:
                continue
            counts[u] -= 1
            left = held if counts[u] else held & ~(1 << u)
            improving = self._improving(ctx, plan, counts, lambda u=u: probe.without(u), left)  # type: ignore[misc]
            counts[u] += 1
            got = sum(unseen[x] for x in bit_tiles(improving))
            if got > best:
                best = got
        return best


ON_IN = frozenset({"beijing", "mingjiang"})
"""Variants where the bot compares six finalists by shape; elsewhere it keeps the baseline's
one-step acceptance among three. On in Beijing and 明將, where it measured a little better
against normal; off where it lost points or gained none within noise (Sichuan, Yunnan,
Shandong, Hebei, MCR, Wuhan, the chess sets), or cost too much time for no gain (Malaysian), or
broke a level target (Shaanxi). Measured: benchmarks/STRONG_BOT.md, section shape.py."""


def two_step_in(variant: Variant) -> bool:
    """Whether the strong bot compares its finalists by shape in ``variant`` (:data:`ON_IN`).

    None of the chess sets is in it: measured within noise there (:data:`ON_IN`). (Before the
    strong bot keyed its memos by every piece, ``PlanRanking.memo_kinds``, the shape read chess
    hands through stale entries and once overflowed the coverage analysis's recursion.)
    """
    return variant.family in ON_IN
