"""Part of :class:`~.baseline.BaselineBot`: the turn's kong or discard, toward the best
plans, among the discards keeping the best score, by acceptance (the unseen tiles that bring
the best plan closer)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress

from ..table.actions import Act, Action, Mark
from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from .context import Ctx, less_jokers
from .plan_list import Plan
from .probe_base import FAR, Probe, bit_tiles
from .ranking import PlanRanking

# enum members as module constants: an enum member read through its class costs a lookup of its own
_ADDED_KONG, _CONCEALED_KONG, _DISCARD = Act.ADDED_KONG, Act.CONCEALED_KONG, Act.DISCARD
_M_CONCEALED_KONG, _M_KONG, _M_PUNG = MeldKind.CONCEALED_KONG, MeldKind.KONG, MeldKind.PUNG

_SUITED = (1 << K.HONOR) - 1
_RANK_BITS = [sum(1 << (suit + r) for suit in (K.MAN, K.PIN, K.SOU)) for r in range(9)]
"""Per rank (0 for 1 … 8 for 9), the suit kinds of that rank as a bit set."""
_UP1 = _SUITED & ~_RANK_BITS[0]  # a suit tile one rank up lands on rank 2 or above (else it left its suit)
_UP2 = _SUITED & ~_RANK_BITS[0] & ~_RANK_BITS[1]
_DOWN1 = _SUITED & ~_RANK_BITS[8]
_DOWN2 = _SUITED & ~_RANK_BITS[8] & ~_RANK_BITS[7]

MAX_FINALISTS = 3


def melds_after_kong(kind: Act, melds: list[Meld], t: Tile) -> list[Meld]:
    """The melds after a concealed kong of ``t``, or an added one: onto its pung, or a kong
    growing to five (憨兒)."""
    out = list(melds)
    kong = Meld(_M_CONCEALED_KONG if kind is _CONCEALED_KONG else _M_KONG, (t,) * 4)
    if kind is _ADDED_KONG:
        old = next(m for m in out if m.tile == t and (m.kind is _M_PUNG or m.kind.is_kong))
        out.remove(old)
        grown = _M_CONCEALED_KONG if old.kind is _M_CONCEALED_KONG else _M_KONG
        kong = Meld(grown, old.tiles + (t,))
    out.append(kong)
    return out


class DiscardChoice(PlanRanking):
    """Mixed into :class:`~.baseline.BaselineBot`."""

    _chess: bool
    _kinds_bits: int
    """The variant's natural kinds as a bit set."""
    _neighbours: dict[Tile, tuple[tuple[Tile, float], ...]]
    _improving_memo: dict[tuple, int]
    honour_part: str
    """What a dragon or a round or seat wind held is called among its keep parts: ``honour``
    (a value honour) where a fan pays for its pung, else ``honour_held``; the bot keeps it a
    little longer either way (0.5), so the hints say only what the rules make true. Keeping them
    no longer than other honours where no fan pays (the strong bot, 2,000 duplicate hands paired
    against main 681a4a3, seed 1) measured Hebei −0.51 ± 0.64, Shaanxi −1.01 ± 0.97, Shandong
    −0.11 ± 0.72, Beijing −0.10 ± 0.15, Yunnan −0.03 ± 0.11, Wuhan +5.24 ± 6.39 (seeds 2 and 3
    −5.04 ± 6.01, +2.95 ± 5.08): not made."""
    max_finalists: int = MAX_FINALISTS
    """How many discards keeping the best score are compared by acceptance (the strong bot
    compares more, by shape: :mod:`.strong.shape`)."""

    def _unseen(self, ctx: Ctx) -> list[int]:
        """Copies of each kind the seat cannot see (the bot gives it: it reads the view)."""
        raise NotImplementedError

    def _improving(self, ctx: Ctx, plan: Plan, counts: list[int], probe: Callable[[], Probe], held: int) -> int:
        """The candidate kinds that bring the hand (``counts``, holding the kinds ``held`` of
        ``ctx.kinds``, a bit set; ``probe()`` probes it for ``plan``) closer to the plan, as a
        bit set: its acceptance is their unseen copies. A hand often comes back (the tile just
        drawn is discarded), so this is remembered. Its bound (4,096) is not what misses: in a
        40-hand Beijing duel (strong, normal, seed 1) the strong bots read it 28,166 times, 11,886
        of them hands new to it, none of them one it had forgotten."""
        key = (self.book.index_of(plan), tuple(counts[: self.memo_kinds]), ctx.melds_key, ctx.wilds, ctx.jokers)
        got = self._improving_memo.get(key)
        if got is None:
            got = probe().improving_bits(self._candidates(held))
            if len(self._improving_memo) > 4096:
                self._improving_memo.clear()
            self._improving_memo[key] = got
        return got

    def _candidates(self, held: int) -> int:
        """Kinds that could possibly help a hand holding the natural kinds ``held`` (bit sets):
        those up to two ranks from a held suit tile in its suit, held honours and pieces."""
        if self._chess:
            return self._kinds_bits
        suited = held & _SUITED
        near = held | (suited << 1 & _UP1) | (suited << 2 & _UP2) | (suited >> 1 & _DOWN1) | (suited >> 2 & _DOWN2)
        if near.bit_count() < 6:
            return self._kinds_bits
        return near & self._kinds_bits

    def _turn(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        """Kong if it keeps the best score, else the best discard.

        Only the plans tied with the best key matter here, not all ``TOP_PLANS``: discarding or
        konging never brings a plan closer nor raises its value, so a plan whose key is worse
        than the best stays worse than the best, while any tile the best plan does without
        keeps the best score (:meth:`_best_discard` checks that, and looks at all the
        ``TOP_PLANS`` when it is not so).
        """
        ranked = self._ranked(ctx, 0)
        plans = [p for _, p in ranked] or list(self.book.plans)
        current = ranked[0][0] if ranked else (FAR, 0)
        for kind in (_CONCEALED_KONG, _ADDED_KONG):
            for a in by_type.get(kind, []):
                # a kong draws a replacement, so an unchanged distance is a gain
                if self._score_after_kong(ctx, plans, kind, a) <= current:
                    return a
        discards = by_type.get(_DISCARD, [])
        discards = [a for a in discards if a.choice is not Mark.SWAP_CALL] or discards  # 食替 kills the hand
        if not discards:
            return next(iter(by_type.values()))[0]
        return self._best_discard(ctx, plans, discards, current)

    def _score_after_kong(self, ctx: Ctx, plans: list[Plan], kind: Act, a: Action) -> tuple[int, int]:
        """The hand's score over ``plans`` after the concealed or added kong ``a`` (before its
        replacement is drawn)."""
        t = a.tile
        assert t is not None
        counts = list(ctx.counts)
        taken = a.tiles or ((t,) * 4 if kind is _CONCEALED_KONG else (t,))
        counts[t] -= sum(1 for x in taken if x == t)
        return self._score_after(less_jokers(ctx, taken), plans, counts, melds_after_kong(kind, ctx.melds, t))

    def _best_discard(self, ctx: Ctx, plans: list[Plan], options: list[Action], current: tuple[int, int]) -> Action:
        """The discard with the best score over ``plans`` (those tied with the best key
        ``current``), among those the few worth least on their own, by acceptance."""
        best = current
        finalists = self._finalists(ctx, plans, options, current)
        if not finalists:  # no tile keeps the best score: score every discard over all the best plans
            if current[0] < FAR:
                plans = [p for _, p in self._ranked(ctx)] or plans
            scores = self._discard_scores(ctx, plans, options)
            best = min(scores.values())
            finalists = [a for a in options if scores[a.tile] == best]  # type: ignore[index]
            finalists.sort(key=lambda a: (self._keep_value(a.tile, ctx), not a.ready))  # type: ignore[arg-type]
            finalists = finalists[: self.max_finalists]
        return self._choose_discard(ctx, plans, finalists, best)

    def _finalists(self, ctx: Ctx, plans: list[Plan], options: list[Action], current: tuple[int, int]) -> list[Action]:
        """The first ``MAX_FINALISTS`` discards keeping the score ``current`` of ``plans`` (all
        tied at that key), the ones worth least on their own first.

        A discard keeps that score when one of the plans keeps its distance and its value.
        """
        counts = ctx.counts
        offered = {a.tile for a in options}
        held = [t for t in ctx.present if t in offered]  # the kinds held that may go (no joker nor wild)
        probes = [self._probe(ctx, p) for p in plans]
        dists = [pr.minus_each(held) for pr in probes]
        keeps: set[Tile] = set()
        for pr, ds in zip(probes, dists, strict=True):
            keeps.update(compress(held, map(pr.base.__eq__, ds)))  # the kinds whose discard keeps the distance
        value_honours = ctx.value_honours
        honours = None
        for i, t in enumerate(held):
            if t in value_honours:
                if honours is None:
                    honours = self._held_honours(ctx)
                then = self._honours_without(ctx, counts, ctx.melds, honours, t)
                if then != honours:  # a value honour's pair broken: the values change
                    if self._best_of([ds[i] for ds in dists], self._values(plans, then, ctx.concealed)) == current:
                        keeps.add(t)
                    else:
                        keeps.discard(t)
        out = [a for a in options if a.tile in keeps]
        keep = ctx.keep
        for t in keeps:
            if t not in keep:
                keep[t] = self._tile_value(t, ctx)
        out.sort(key=lambda a: (keep[a.tile], not a.ready))  # type: ignore[index]
        return out[: self.max_finalists]

    def _discard_scores(self, ctx: Ctx, plans: list[Plan], options: list[Action]) -> dict[Tile, tuple[int, int]]:
        """Each discard's best (distance + penalty, -value) over ``plans``."""
        counts = ctx.counts
        probes = [self._probe(ctx, p) for p in plans]
        scores: dict[Tile, tuple[int, int]] = {}
        held: list[Tile] = []
        for a in options:
            t = a.tile
            assert t is not None
            if t in scores:
                continue
            if t == K.JOKER or counts[t] == 0:
                scores[t] = (FAR + 1, 0)  # never throw a wild or joker if anything else will do
            else:
                scores[t] = (FAR, 0)
                held.append(t)
        for t, score in zip(
            held, self._scores_without(ctx, plans, probes, held, counts, ctx.melds, ctx.concealed), strict=True
        ):
            scores[t] = score
        return scores

    def _choose_discard(self, ctx: Ctx, plans: list[Plan], finalists: list[Action], best: tuple[int, int]) -> Action:
        """Among the finalists (discards with the best score, the few worth least on their own:
        acceptance is the costly part), the one letting the most unseen tiles bring the best
        plan closer."""
        counts = ctx.counts
        if len({a.tile for a in finalists}) > 1 and best[0] <= 4 and plans:
            plan = plans[0]
            top = self._probe(ctx, plan)
            unseen = self._unseen(ctx)
            ranked = []
            kinds_bits = ctx.kinds_bits
            for a in finalists:
                t = a.tile
                assert t is not None
                counts[t] -= 1
                held = kinds_bits if counts[t] else kinds_bits & ~(1 << t)
                improving = self._improving(ctx, plan, counts, lambda t=t: top.without(t), held)  # type: ignore[misc]
                counts[t] += 1
                ranked.append(((_sum_over(improving, unseen), -self._keep_value(t, ctx), a.ready), a))
            ranked.sort(key=lambda x: x[0], reverse=True)
            return ranked[0][1]
        finalists.sort(key=lambda a: (-self._keep_value(a.tile, ctx), a.ready), reverse=True)  # type: ignore[arg-type]
        return finalists[0]

    def _keep_value(self, t: Tile, ctx: Ctx) -> float:
        """How much a tile is worth keeping on its own: pairs, neighbours, value honours."""
        got = ctx.keep.get(t)
        if got is None:
            got = ctx.keep[t] = self._tile_value(t, ctx)
        return got

    def _tile_value(self, t: Tile, ctx: Ctx) -> float:
        return sum((w for _, w in self.keep_parts(t, ctx)), 0.0)

    def keep_parts(self, t: Tile, ctx: Ctx) -> list[tuple[str, float]]:
        """What makes ``t`` worth keeping on its own, each part with its weight (their sum is
        its keep value): ``pair`` (more copies held), ``neighbours`` (suit tiles held up to two
        ranks away), ``middle`` (ranks 3 to 7), ``honour`` (a value honour; ``honour_held``
        where no fan pays for it). The hints read the heaviest as the reason a tile is kept."""
        c = ctx.counts
        n = c[t]
        parts = [("pair", 2.0 * (n - 1))] if n > 1 else []
        if 0 <= t < K.HONOR:  # a suit tile
            near = 0.0
            for u, w in self._neighbours[t]:  # suit tiles up to two ranks away, lowest first
                if c[u]:
                    near += w
            if near:
                parts.append(("neighbours", near))
            if 2 <= t % 9 <= 6:  # ranks 3 to 7
                parts.append(("middle", 0.3))
        elif t in ctx.value_honours:
            parts.append((self.honour_part, 0.5))
        return parts


def suit_neighbours(t: Tile) -> tuple[tuple[Tile, float], ...]:
    """The suit tiles two and one ranks below and above ``t`` with what each adds to its keep
    value (1.5 next to it, 1.0 one apart), in that order."""
    r = K.rank_of(t)
    return tuple((t + d, 1.5 if abs(d) == 1 else 1.0) for d in (-2, -1, 1, 2) if 1 <= r + d <= 9)


def _sum_over(bits: int, per_kind: list[int]) -> int:
    """The sum of ``per_kind`` over the kinds of the bit set ``bits``."""
    return sum(map(per_kind.__getitem__, bit_tiles(bits)))
