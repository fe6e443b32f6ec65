"""A baseline bot: plays any variant from its seat's view, steering for the variant's plans.

It never sees more than :class:`~mahjong_tui.engine.view.SeatView` shows. Each decision ranks
the variant's plans (``[bot]`` in the variant file) by distance and value, discards toward the
best ones by distance and tile acceptance, and claims only what brings a worthwhile plan closer.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.actions import Act, Action
from ..engine.view import SeatView
from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from ..variants.model import Variant
from .plans import FAR, Plan, PlanBook

TOP_PLANS = 3
MAX_FINALISTS = 3


@dataclass
class _Ctx:
    """One decision's facts, computed once."""

    counts: list[int]
    wilds: int
    jokers: int
    melds: list[Meld]
    unseen: list[int]
    value_honours: frozenset[Tile]
    hand: list[Tile]


class BaselineBot:
    def __init__(self, variant: Variant, seed: int = 0) -> None:
        self.variant = variant
        self.rng = random.Random(seed)
        self.book = PlanBook(variant)
        self.min_value = variant.cfg.bot.min_value
        self.kinds = variant.tileset.natural_kinds
        self._rank_memo: dict[tuple, list[tuple[tuple[int, int], Plan]]] = {}

    # ---- entry point ---------------------------------------------------------------------

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("nothing to choose from")
        by_type: dict[Act, list[Action]] = {}
        for a in legal:
            by_type.setdefault(a.type, []).append(a)
        wins = [a for a in by_type.get(Act.WIN, []) if not a.false_win]
        if wins:
            return wins[0]
        if Act.NEXT_HAND in by_type:
            return by_type[Act.NEXT_HAND][0]
        if Act.CHOOSE in by_type:
            return self.rng.choice(by_type[Act.CHOOSE])
        ctx = self._context(view)
        if Act.PASS in by_type:
            return self._claim(ctx, by_type)
        return self._turn(ctx, by_type)

    # ---- facts ---------------------------------------------------------------------------

    def _context(self, view: SeatView) -> _Ctx:
        me = view.me
        assert me is not None and me.hand is not None
        wild = set(view.wild_kinds)
        counts = [0] * K.NUM_KINDS
        wilds = jokers = 0
        for t in me.hand:
            if t == K.JOKER:
                jokers += 1
            elif t in wild:
                wilds += 1
            else:
                counts[t] += 1
        unseen = [0] * K.NUM_KINDS
        visible = [0] * K.NUM_KINDS
        for s in view.seats:
            if s.hand is not None and s.seat == view.viewer:
                for t in s.hand:
                    visible[t] += 1
            for r in s.river:
                if r.claimed_by is None:
                    visible[r.tile] += 1
            for mv in s.melds:
                if mv.meld is not None:
                    for t in mv.meld.physical():
                        visible[t] += 1
        if view.indicator is not None:
            visible[view.indicator] += 1
        for t in self.kinds:
            unseen[t] = max(0, view.copies.get(t, 0) - visible[t])
        seat_wind = K.honor(me.wind + 1) if view.seats and len(view.seats) == 4 else None
        value = {K.honor(5), K.honor(6), K.honor(7), K.honor(view.round_wind + 1)}
        if seat_wind is not None:
            value.add(seat_wind)
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        return _Ctx(counts, wilds, jokers, melds, unseen, frozenset(value), list(me.hand))

    # ---- plan ranking --------------------------------------------------------------------

    def _penalty(self, value: int) -> int:
        if value >= self.min_value:
            return 0
        return 1 + (self.min_value - value + 3) // 4

    def _ranked(self, ctx: _Ctx, counts: list[int], melds: list[Meld]) -> list[tuple[tuple[int, int], Plan]]:
        """The best plans for this hand, best first (at most ``TOP_PLANS`` exactly ranked)."""
        key = (tuple(counts[:K.FLOWER0]), tuple(melds), ctx.wilds, ctx.jokers, ctx.value_honours)
        got = self._rank_memo.get(key)
        if got is not None:
            return got
        bounded = []
        for plan in self.book.plans:
            lb = self.book.lower_bound(plan, counts, melds)
            vmax = self.book.value_estimate(plan, counts, melds, ctx.value_honours)
            bounded.append((lb + self._penalty(vmax), plan, vmax))
        bounded.sort(key=lambda x: x[0])
        out: list[tuple[tuple[int, int], Plan]] = []
        for lb, plan, v in bounded:
            if len(out) >= TOP_PLANS and lb > out[TOP_PLANS - 1][0][0]:
                break
            d = self.book.distance(plan, counts, melds, ctx.wilds, ctx.jokers)
            if d >= FAR:
                continue
            out.append(((d + self._penalty(v), -v), plan))
            out.sort(key=lambda x: x[0])
        if len(self._rank_memo) > 4096:
            self._rank_memo.clear()
        self._rank_memo[key] = out
        return out

    def _score_after(self, ctx: _Ctx, plans: list[Plan], counts: list[int], melds: list[Meld]) -> tuple[int, int]:
        best = (FAR, 0)
        for plan in plans:
            d = self.book.distance(plan, counts, melds, ctx.wilds, ctx.jokers)
            if d >= FAR:
                continue
            v = self.book.value_estimate(plan, counts, melds, ctx.value_honours)
            key = (d + self._penalty(v), -v)
            if key < best:
                best = key
        return best

    def _acceptance(self, ctx: _Ctx, plan: Plan, counts: list[int], melds: list[Meld], base: int) -> int:
        total = 0
        for t in self._candidates(counts):
            left = ctx.unseen[t]
            if not left:
                continue
            counts[t] += 1
            if self.book.distance(plan, counts, melds, ctx.wilds, ctx.jokers) < base:
                total += left
            counts[t] -= 1
        return total

    def _candidates(self, counts: list[int]) -> list[Tile]:
        """Kinds that could possibly help: near held suit tiles, held honours and pieces."""
        out = set()
        for t in self.kinds:
            if counts[t]:
                out.add(t)
                if K.is_suited(t):
                    r = K.rank_of(t)
                    for d in (-2, -1, 1, 2):
                        if 1 <= r + d <= 9:
                            out.add(t + d)
        if len(out) < 6 or self.variant.is_chess:
            return list(self.kinds)
        return sorted(out & set(self.kinds))

    # ---- decisions -----------------------------------------------------------------------

    def _turn(self, ctx: _Ctx, by_type: dict[Act, list[Action]]) -> Action:
        ranked = self._ranked(ctx, ctx.counts, ctx.melds)
        plans = [p for _, p in ranked[:TOP_PLANS]] or list(self.book.plans)
        current = ranked[0][0] if ranked else (FAR, 0)
        for kind in (Act.CONCEALED_KONG, Act.ADDED_KONG):
            for a in by_type.get(kind, []):
                t = a.tile
                assert t is not None
                counts = list(ctx.counts)
                counts[t] -= 4 if kind is Act.CONCEALED_KONG else 1
                melds = list(ctx.melds)
                if kind is Act.ADDED_KONG:
                    melds = [m for m in melds if not (m.kind is MeldKind.PUNG and m.tile == t)]
                melds.append(Meld(MeldKind.CONCEALED_KONG if kind is Act.CONCEALED_KONG else MeldKind.KONG, (t,) * 4))
                # a kong draws a replacement, so an unchanged distance is a gain
                if self._score_after(ctx, plans, counts, melds) <= current:
                    return a
        discards = by_type.get(Act.DISCARD, [])
        if not discards:
            return next(iter(by_type.values()))[0]
        return self._best_discard(ctx, plans, discards)

    def _best_discard(self, ctx: _Ctx, plans: list[Plan], options: list[Action]) -> Action:
        scores: dict[Tile, tuple[int, int]] = {}
        for a in options:
            t = a.tile
            assert t is not None
            if t in scores:
                continue
            counts = ctx.counts
            if t == K.JOKER or counts[t] == 0:
                scores[t] = (FAR + 1, 0)  # never throw a wild or joker if anything else will do
                continue
            counts[t] -= 1
            scores[t] = self._score_after(ctx, plans, counts, ctx.melds)
            counts[t] += 1
        best = min(scores.values())
        finalists = [a for a in options if scores[a.tile] == best]  # type: ignore[index]
        # acceptance is the costly part: weigh only the few finalists worth least on their own
        finalists.sort(key=lambda a: (self._keep_value(a.tile, ctx), not a.ready))  # type: ignore[arg-type]
        finalists = finalists[:MAX_FINALISTS]
        if len({a.tile for a in finalists}) > 1 and best[0] <= 4:
            plan = next((p for p in plans), None)
            ranked = []
            for a in finalists:
                t = a.tile
                assert t is not None
                ctx.counts[t] -= 1
                base = self.book.distance(plan, ctx.counts, ctx.melds, ctx.wilds, ctx.jokers) if plan else FAR
                acc = self._acceptance(ctx, plan, ctx.counts, ctx.melds, base) if plan else 0
                ctx.counts[t] += 1
                ranked.append(((acc, -self._keep_value(t, ctx), a.ready), a))
            ranked.sort(key=lambda x: x[0], reverse=True)
            return ranked[0][1]
        finalists.sort(key=lambda a: (-self._keep_value(a.tile, ctx), a.ready), reverse=True)  # type: ignore[arg-type]
        return finalists[0]

    def _keep_value(self, t: Tile, ctx: _Ctx) -> float:
        """How much a tile is worth keeping on its own: pairs, neighbours, value honours."""
        c = ctx.counts
        v = 2.0 * max(0, c[t] - 1)
        if K.is_suited(t):
            r = K.rank_of(t)
            for d in (-2, -1, 1, 2):
                if 1 <= r + d <= 9 and c[t + d]:
                    v += 1.5 if abs(d) == 1 else 1.0
            v += 0.3 if 3 <= r <= 7 else 0.0
        elif t in ctx.value_honours:
            v += 0.5
        return v

    def _claim(self, ctx: _Ctx, by_type: dict[Act, list[Action]]) -> Action:
        ranked = self._ranked(ctx, ctx.counts, ctx.melds)
        if not ranked:
            return by_type[Act.PASS][0]
        plans = [p for _, p in ranked[:TOP_PLANS]]
        current = ranked[0][0]
        best: tuple[tuple[int, int], Action] | None = None
        for kind in (Act.KONG, Act.PUNG, Act.CHOW):
            for a in by_type.get(kind, []):
                assert a.tile is not None
                counts = list(ctx.counts)
                for t in a.tiles:
                    counts[t] -= 1
                meld = Meld(_meld_kind(kind), tuple(sorted(a.tiles + (a.tile,))))
                melds = ctx.melds + [meld]
                if kind is Act.KONG:
                    after = self._score_after(ctx, plans, counts, melds)
                else:
                    after = (FAR, 0)
                    for t in set(x for x in self.kinds if counts[x]):
                        counts[t] -= 1
                        after = min(after, self._score_after(ctx, plans, counts, melds))
                        counts[t] += 1
                if after < current and (best is None or after < best[0]):
                    best = (after, a)
        if best is not None:
            return best[1]
        return by_type[Act.PASS][0]


def _meld_kind(kind: Act) -> MeldKind:
    return {Act.KONG: MeldKind.KONG, Act.PUNG: MeldKind.PUNG, Act.CHOW: MeldKind.CHOW}[kind]
