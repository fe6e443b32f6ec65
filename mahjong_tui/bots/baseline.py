"""A baseline bot: plays any variant from its seat's view, steering for the variant's plans.

It never sees more than :class:`~mahjong_tui.engine.view.SeatView` shows. Each decision ranks
the variant's plans (``[bot]`` in the variant file) by distance and value, discards toward the
best ones by distance and tile acceptance, and claims only what brings a worthwhile plan closer.
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass, field, replace
from typing import Callable

from ..engine.actions import Act, Action
from ..engine.view import SeatView
from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from ..variants.model import Variant
from .bounds import FIELD
from .plans import FAR, Plan, PlanBook
from .probe_base import Probe
from .probes import HandProbes

# enum members as module constants: an enum member read through its class costs a lookup of its own
(
    _ADDED_KONG, _CHOOSE, _CHOW, _CONCEALED_KONG, _DISCARD, _KONG,
    _NEXT_HAND, _PASS, _PUNG, _SET_ASIDE, _WIN,
) = (
    Act.ADDED_KONG, Act.CHOOSE, Act.CHOW, Act.CONCEALED_KONG,
    Act.DISCARD, Act.KONG, Act.NEXT_HAND, Act.PASS,
    Act.PUNG, Act.SET_ASIDE, Act.WIN,
)
(
    _M_CHOW, _M_CONCEALED_KONG, _M_KONG, _M_PUNG,
) = (
    MeldKind.CHOW, MeldKind.CONCEALED_KONG, MeldKind.KONG, MeldKind.PUNG,
)

_SUITED = (1 << K.HONOR) - 1
_RANK_BITS = [sum(1 << (suit + r) for suit in (K.MAN, K.PIN, K.SOU)) for r in range(9)]
"""Per rank (0 for 1 … 8 for 9), the suit kinds of that rank as a bit set."""
_UP1 = _SUITED & ~_RANK_BITS[0]  # a suit tile one rank up lands on rank 2 or above (else it left its suit)
_UP2 = _SUITED & ~_RANK_BITS[0] & ~_RANK_BITS[1]
_DOWN1 = _SUITED & ~_RANK_BITS[8]
_DOWN2 = _SUITED & ~_RANK_BITS[8] & ~_RANK_BITS[7]

TOP_PLANS = 3
_RANK = 1 << 16
"""More than the plans of any plan book: ``bound * _RANK + index`` orders plans by bound, then index."""
MAX_FINALISTS = 3


@dataclass(slots=True)
class _Ctx:
    """One decision's facts, computed once."""

    view: SeatView
    counts: list[int]
    wilds: int
    jokers: int
    melds: list[Meld]
    value_honours: frozenset[Tile]
    hand: list[Tile]
    held: int = 0
    """The kinds held, as a bit set (bit t set when ``counts[t]``)."""
    concealed: bool = True
    """No meld is exposed."""
    kinds: list[Tile] = field(default_factory=list)
    """The natural kinds of the variant held, in order."""
    melds_key: tuple = ()
    """The melds as (kind, tiles) pairs, for cache keys."""
    levels: list[int] = field(default_factory=list)
    """Bit sets of the kinds held at least once, twice, … (see :func:`count_levels`)."""
    kinds_bits: int = 0
    """``kinds`` as a bit set."""
    present: list[Tile] = field(default_factory=list)
    """Every kind ``counts`` holds, in order (``kinds`` less any kind not natural to the variant)."""
    keep: dict[Tile, float] = field(default_factory=dict)
    """:meth:`BaselineBot._keep_value` by tile, as computed."""
    honours: frozenset[Tile] | None = None
    """The value honours ``counts`` and ``melds`` hold a pair of (see :meth:`PlanBook.held_honours`)."""
    probes: HandProbes | None = None
    """The plans' probes of ``counts`` and ``melds``, made when first needed."""
    unseen: list[int] | None = None
    """Copies of each kind this seat cannot see, counted when first needed."""


class BaselineBot:
    def __init__(self, variant: Variant, seed: int = 0) -> None:
        self.variant = variant
        self.rng = random.Random(seed)
        self.book = PlanBook.of(variant)
        self.min_value = variant.cfg.bot.min_value
        self.kinds = variant.tileset.natural_kinds
        self._kind_set = frozenset(self.kinds)
        self._chess = variant.is_chess
        self._near = {t: _near(t) for t in self.kinds}
        self._neighbours = {t: _neighbours(t) for t in self.kinds if K.is_suited(t)}
        self._rank_memo: dict[tuple, list[tuple[tuple[int, int], Plan]]] = {}
        self._terms: dict[tuple[frozenset[Tile], bool], tuple[list[int], list[int], int | None]] = {}
        self._improving_memo: dict[tuple, int] = {}
        self._last: tuple | None = None
        self._kinds_bits = sum(1 << t for t in self.kinds)
        self._value_sets: dict[tuple[int, int | None], frozenset[Tile]] = {}
        """The value honours by (round wind, seat wind or None)."""
        self._copies: tuple[object, list[int]] | None = None
        """The view's copies of each kind, as a list by kind (natural kinds only), and the mapping it is from."""
        """The hand (counts, melds, wilds, jokers and probes) of this seat's last ranking."""

    # ---- entry point ---------------------------------------------------------------------

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("nothing to choose from")
        by_type: dict[Act, list[Action]] = {}
        for a in legal:
            by_type.setdefault(a.type, []).append(a)
        # a false win is penalised and a chicken hand (明將 雞糊) pays nothing and freezes the hand
        wins = [a for a in by_type.get(_WIN, []) if not a.false_win and a.choice != "chicken"]
        if wins:
            return wins[0]
        if _NEXT_HAND in by_type:
            return by_type[_NEXT_HAND][0]
        if _CHOOSE in by_type:
            for f in self.variant.features:  # a feature may know how to answer its own question
                picked = f.bot_choose(view, by_type[_CHOOSE])
                if picked is not None:
                    return picked
            return self.rng.choice(by_type[_CHOOSE])
        if _SET_ASIDE in by_type:  # the feature offering it knows when it is worth it
            for f in self.variant.features:
                picked = f.bot_choose(view, by_type[_SET_ASIDE])
                if picked is not None:
                    return picked
        ctx = self._context(view)
        if _PASS in by_type:
            return self._claim(ctx, by_type)
        return self._turn(ctx, by_type)

    # ---- facts ---------------------------------------------------------------------------

    def _context(self, view: SeatView) -> _Ctx:
        me = view.me
        assert me is not None and me.hand is not None
        hand = me.hand
        wild = view.wild_kinds
        counts = [0] * K.NUM_KINDS
        wilds = jokers = 0
        levels: list[int] = []  # the kinds held at least once, twice, … as bit sets
        present: list[Tile] = []
        joker = K.JOKER
        for t in hand:
            if t == joker:
                jokers += 1
            elif wild and t in wild:
                wilds += 1
            else:
                n = counts[t]
                counts[t] = n + 1
                if n == len(levels):
                    levels.append(0)
                levels[n] |= 1 << t
                if not n:
                    present.append(t)
        present.sort()  # the view's hand is sorted already: then this costs nothing
        kind_set = self._kind_set
        if kind_set.issuperset(present):
            kinds, kinds_bits = present, levels[0] if levels else 0
        else:
            kinds = [t for t in present if t in kind_set]
            kinds_bits = sum(1 << t for t in kinds)
        n_seats = len(view.seats) if view.seats else 0
        vkey = (view.round_wind, me.wind if n_seats == 4 else None)
        value = self._value_sets.get(vkey)
        if value is None:
            got = {K.honor(5), K.honor(6), K.honor(7), K.honor(view.round_wind + 1)}
            if n_seats == 4:
                got.add(K.honor(me.wind + 1))
            value = self._value_sets[vkey] = frozenset(got)
        if me.melds:
            melds = [mv.meld for mv in me.melds if mv.meld is not None]
            concealed = not any(m.kind.is_exposed for m in melds)
            melds_key = tuple((m.kind, m.tiles) for m in melds)
        else:
            melds, concealed, melds_key = [], True, ()
        return _Ctx(view, counts, wilds, jokers, melds, value, list(hand),
                    held=levels[0] if levels else 0, concealed=concealed, kinds=kinds,
                    melds_key=melds_key, levels=levels, present=present, kinds_bits=kinds_bits)

    def _unseen(self, ctx: _Ctx) -> list[int]:
        """Copies of each kind the seat cannot see: not in its hand, a river, a meld or the indicator."""
        if ctx.unseen is None:
            view = ctx.view
            copies = self._copies
            if copies is None or copies[0] is not view.copies:
                src = view.copies
                copies = self._copies = (src, [src.get(t, 0) if t in self._kind_set else 0 for t in range(K.NUM_KINDS)])
            unseen = list(copies[1])  # less every copy seen, then no count below 0
            for t in ctx.hand:
                unseen[t] -= 1
            for s in view.seats:
                for r in s.river:
                    if r.claimed_by is None:
                        unseen[r.tile] -= 1
                for mv in s.melds:
                    m = mv.meld
                    if m is not None:
                        for t in (m.physical() if m.jokers else m.tiles):
                            unseen[t] -= 1
            if view.indicator is not None:
                unseen[view.indicator] -= 1
            if min(unseen) < 0:
                unseen = [n if n > 0 else 0 for n in unseen]
            ctx.unseen = unseen
        return ctx.unseen

    # ---- plan ranking --------------------------------------------------------------------

    def _penalty(self, value: int) -> int:
        if value >= self.min_value:
            return 0
        return 1 + (self.min_value - value + 3) // 4

    def _hand(self, ctx: _Ctx) -> HandProbes:
        """The decision's hand, read once for ranking and discarding."""
        if ctx.probes is None:
            ctx.probes = self.book.hand(ctx.counts, ctx.melds, ctx.wilds, ctx.jokers, ctx.present, ctx.melds_key,
                                        ctx.levels)
        return ctx.probes

    def _probe(self, ctx: _Ctx, plan: Plan) -> Probe:
        return self._hand(ctx).probe(plan)

    def _ranked(self, ctx: _Ctx, margin: int | None = None) -> list[tuple[tuple[int, int], Plan]]:
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
        hand_key = tuple(counts[:K.FLOWER0])
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
            r = bounds[i] * _RANK + i  # the place in the order of the plain bounds (then plan order), which breaks ties of keys
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

    def _previous_bounds(self, ctx: _Ctx, hand: HandProbes, bounds: list[int],
                         penalties: list[int]) -> list[int] | None:
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

    def _held_honours(self, ctx: _Ctx) -> frozenset[Tile]:
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
            packed = sum(p << (FIELD * i) for i, p in enumerate(penalties)) if 0 <= min(penalties) and max(penalties) < 128 else None
            got = self._terms[key] = (values, penalties, packed)
        return got

    def _values(self, plans: list[Plan], honours: frozenset[Tile], concealed: bool) -> list[int]:
        return [self.book.plan_value(p, honours, concealed) for p in plans]

    def _best_of(self, dists: list[int], values: list[int]) -> tuple[int, int]:
        """The best (distance + penalty, -value) of plans at distances ``dists`` worth ``values``."""
        best = (FAR, 0)
        for d, v in zip(dists, values):
            if d >= FAR:
                continue
            key = (d + self._penalty(v), -v)
            if key < best:
                best = key
        return best

    def _scores_without(self, ctx: _Ctx, plans: list[Plan], probes: list[Probe], held: list[Tile],
                        counts: list[int], melds: list[Meld], concealed: bool) -> list[tuple[int, int]]:
        """The best (distance + penalty, -value) over ``plans`` after discarding each held tile,
        as :meth:`_best_of` of the probes' ``minus``."""
        honours = self.book.held_honours(counts, melds, ctx.value_honours)
        values = self._values(plans, honours, concealed)
        none = (FAR, 0)
        dists = [pr.minus_each(held) for pr in probes]
        keys = []
        for ds, v in zip(dists, values):
            pen = self._penalty(v)
            keys.append([(d + pen, -v) if d < FAR else none for d in ds])
        scores = list(map(min, zip(*keys, [none] * len(held))))
        for i, t in enumerate(held):
            if t in ctx.value_honours:  # a value honour's pair may be broken: values change
                vals = self._values(plans, self._honours_without(ctx, counts, melds, honours, t), concealed)
                scores[i] = self._best_of([ds[i] for ds in dists], vals)
        return scores

    def _honours_without(self, ctx: _Ctx, counts: list[int], melds: list[Meld], honours: frozenset[Tile],
                         t: Tile) -> frozenset[Tile]:
        """:meth:`PlanBook.held_honours` of ``counts`` less one ``t``, given ``honours`` of ``counts``."""
        if t not in ctx.value_honours:
            return honours
        counts[t] -= 1
        try:
            return self.book.held_honours(counts, melds, ctx.value_honours)
        finally:
            counts[t] += 1

    def _score_after(self, ctx: _Ctx, plans: list[Plan], counts: list[int], melds: list[Meld]) -> tuple[int, int]:
        hand = self.book.hand(counts, melds, ctx.wilds, ctx.jokers)
        honours = self.book.held_honours(counts, melds, ctx.value_honours)
        concealed = not any(m.kind.is_exposed for m in melds)
        return self._best_of([hand.probe(p).base for p in plans], self._values(plans, honours, concealed))

    def _improving(self, ctx: _Ctx, plan: Plan, counts: list[int], probe: Callable[[], Probe], held: int) -> int:
        """The candidate kinds that bring the hand (``counts``, holding the kinds ``held`` of
        ``ctx.kinds``, a bit set; ``probe()`` probes it for ``plan``) closer to the plan, as a
        bit set: its acceptance is their unseen copies. A hand often comes back (the tile just
        drawn is discarded), so this is remembered."""
        key = (self.book.index_of(plan), tuple(counts[:K.FLOWER0]), ctx.melds_key, ctx.wilds, ctx.jokers)
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
        near = (held | (suited << 1 & _UP1) | (suited << 2 & _UP2)
                | (suited >> 1 & _DOWN1) | (suited >> 2 & _DOWN2))
        if near.bit_count() < 6:
            return self._kinds_bits
        return near & self._kinds_bits

    # ---- decisions -----------------------------------------------------------------------

    def _turn(self, ctx: _Ctx, by_type: dict[Act, list[Action]]) -> Action:
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
                t = a.tile
                assert t is not None
                counts = list(ctx.counts)
                taken = a.tiles or ((t,) * 4 if kind is _CONCEALED_KONG else (t,))
                counts[t] -= sum(1 for x in taken if x == t)
                melds = list(ctx.melds)
                kong = Meld(_M_CONCEALED_KONG if kind is _CONCEALED_KONG else _M_KONG, (t,) * 4)
                if kind is _ADDED_KONG:  # onto a pung, or a kong growing to five (憨兒)
                    old = next(m for m in melds if m.tile == t and (m.kind is _M_PUNG or m.kind.is_kong))
                    melds.remove(old)
                    grown = _M_CONCEALED_KONG if old.kind is _M_CONCEALED_KONG else _M_KONG
                    kong = Meld(grown, old.tiles + (t,))
                melds.append(kong)
                # a kong draws a replacement, so an unchanged distance is a gain
                if self._score_after(_less_jokers(ctx, taken), plans, counts, melds) <= current:
                    return a
        discards = by_type.get(_DISCARD, [])
        discards = [a for a in discards if a.choice != "swap_call"] or discards  # 食替 kills the hand
        if not discards:
            return next(iter(by_type.values()))[0]
        return self._best_discard(ctx, plans, discards, current)

    def _best_discard(self, ctx: _Ctx, plans: list[Plan], options: list[Action], current: tuple[int, int]) -> Action:
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
            finalists = finalists[:MAX_FINALISTS]
        return self._choose_discard(ctx, plans, finalists, best)

    def _finalists(self, ctx: _Ctx, plans: list[Plan], options: list[Action], current: tuple[int, int]) -> list[Action]:
        """The first ``MAX_FINALISTS`` discards keeping the score ``current`` of ``plans`` (all
        tied at that key), the ones worth least on their own first.

        A discard keeps that score when one of the plans keeps its distance and its value.
        """
        counts = ctx.counts
        offered = {a.tile for a in options}
        held = [t for t in ctx.present if t in offered]  # the kinds held that may go (no joker nor wild)
        probes = [self._probe(ctx, p) for p in plans]
        dists = [pr.minus_each(held) for pr in probes]
        keeps = set()
        for pr, ds in zip(probes, dists):
            base = pr.base
            keeps.update([t for t, d in zip(held, ds) if d == base])
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
        return out[:MAX_FINALISTS]

    def _discard_scores(self, ctx: _Ctx, plans: list[Plan], options: list[Action]) -> dict[Tile, tuple[int, int]]:
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
        for t, score in zip(held, self._scores_without(ctx, plans, probes, held, counts, ctx.melds, ctx.concealed)):
            scores[t] = score
        return scores

    def _choose_discard(self, ctx: _Ctx, plans: list[Plan], finalists: list[Action], best: tuple[int, int]) -> Action:
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

    def _keep_value(self, t: Tile, ctx: _Ctx) -> float:
        """How much a tile is worth keeping on its own: pairs, neighbours, value honours."""
        got = ctx.keep.get(t)
        if got is None:
            got = ctx.keep[t] = self._tile_value(t, ctx)
        return got

    def _tile_value(self, t: Tile, ctx: _Ctx) -> float:
        c = ctx.counts
        n = c[t]
        v = 2.0 * (n - 1) if n > 1 else 0.0
        if 0 <= t < K.HONOR:  # a suit tile
            for u, w in self._neighbours[t]:  # suit tiles up to two ranks away, lowest first
                if c[u]:
                    v += w
            if 2 <= t % 9 <= 6:  # ranks 3 to 7
                v += 0.3
        elif t in ctx.value_honours:
            v += 0.5
        return v

    def _claim(self, ctx: _Ctx, by_type: dict[Act, list[Action]]) -> Action:
        """The claim that brings the hand's score furthest below its score now, if any.

        Of the ``TOP_PLANS`` best plans only those within one of the best distance + penalty
        matter: a claim brings a plan at most one closer (as if the claimed tile were in hand)
        and never raises its value, so a plan two behind cannot beat the score now.
        """
        ranked = self._ranked(ctx, 1)
        if not ranked:
            return by_type[_PASS][0]
        plans = [p for _, p in ranked]
        current = ranked[0][0]
        best: tuple[tuple[int, int], Action] | None = None
        nearer: list[int] | None = None
        for kind in (_KONG, _PUNG, _CHOW):
            for a in by_type.get(kind, []):
                assert a.tile is not None
                if nearer is None:  # each plan's distance with the claimed tile in hand
                    nearer = [self._probe(ctx, p).plus(a.tile) for p in plans]
                counts = list(ctx.counts)
                for t in a.tiles:
                    if t != K.JOKER:
                        counts[t] -= 1
                meld = Meld(_meld_kind(kind), _meld_tiles(a))
                melds = ctx.melds + [meld]
                if self._claim_bound(ctx, plans, nearer, counts, melds) >= current:
                    continue  # the claim cannot bring any plan closer than the hand is now
                after_ctx = _less_jokers(ctx, a.tiles)
                if kind is _KONG:
                    after = self._score_after(after_ctx, plans, counts, melds)
                else:
                    after = self._best_discard_after_claim(after_ctx, plans, counts, melds)
                if after < current and (best is None or after < best[0]):
                    best = (after, a)
        if best is not None:
            return best[1]
        return by_type[_PASS][0]

    def _claim_bound(self, ctx: _Ctx, plans: list[Plan], nearer: list[int], counts: list[int],
                     melds: list[Meld]) -> tuple[int, int]:
        """A bound the score after a claim cannot beat (so a claim that cannot beat the score
        now is passed without analysis). Laying the claimed tile down in a meld, and then
        discarding, never brings a plan nearer than having that tile in hand (``nearer``);
        nor does discarding raise a plan's value above its value right after the claim."""
        honours = self.book.held_honours(counts, melds, ctx.value_honours)
        values = self._values(plans, honours, not any(m.kind.is_exposed for m in melds))
        return min(((d + self._penalty(v), -v) for d, v in zip(nearer, values) if d < FAR), default=(FAR, 0))

    def _best_discard_after_claim(self, ctx: _Ctx, plans: list[Plan], counts: list[int],
                                  melds: list[Meld]) -> tuple[int, int]:
        """The best score after a chow or pung and the discard that must follow it."""
        held = [t for t in ctx.kinds if counts[t]]
        if not held:
            return (FAR, 0)
        hand = self.book.hand(counts, melds, ctx.wilds, ctx.jokers)
        dists = [hand.probe(p).minus_each(held) for p in plans]
        concealed = not any(m.kind.is_exposed for m in melds)
        honours = self.book.held_honours(counts, melds, ctx.value_honours)
        # as min(_scores_without(...)): a plan's key is least at its least distance, but a
        # discard breaking a value honour's pair changes the values, so it is scored apart
        apart = [i for i, t in enumerate(held)
                 if t in ctx.value_honours and self._honours_without(ctx, counts, melds, honours, t) != honours]
        best = (FAR, 0)
        for ds, v in zip(dists, self._values(plans, honours, concealed)):
            d = min(ds) if not apart else min((d for i, d in enumerate(ds) if i not in apart), default=FAR)
            if d < FAR:
                key = (d + self._penalty(v), -v)
                if key < best:
                    best = key
        for i in apart:
            then = self._honours_without(ctx, counts, melds, honours, held[i])
            key = self._best_of([ds[i] for ds in dists], self._values(plans, then, concealed))
            if key < best:
                best = key
        return best


def _neighbours(t: Tile) -> tuple[tuple[Tile, float], ...]:
    """The suit tiles two and one ranks below and above ``t`` with what each adds to its keep
    value (1.5 next to it, 1.0 one apart), in that order."""
    r = K.rank_of(t)
    return tuple((t + d, 1.5 if abs(d) == 1 else 1.0) for d in (-2, -1, 1, 2) if 1 <= r + d <= 9)


def _near(t: Tile) -> frozenset[Tile]:
    """``t`` and, for a suit tile, the tiles up to two ranks away in its suit."""
    out = {t}
    if K.is_suited(t):
        r = K.rank_of(t)
        out.update(t + d for d in (-2, -1, 1, 2) if 1 <= r + d <= 9)
    return frozenset(out)


def _sum_over(bits: int, per_kind: list[int]) -> int:
    """The sum of ``per_kind`` over the kinds of the bit set ``bits``."""
    total = 0
    while bits:
        low = bits & -bits
        bits ^= low
        total += per_kind[low.bit_length() - 1]
    return total


def _less_jokers(ctx: _Ctx, taken: tuple[Tile, ...]) -> _Ctx:
    """``ctx`` after the jokers among ``taken`` left the hand for a meld (Malaysian 飛)."""
    used = taken.count(K.JOKER)
    if not used:
        return ctx
    return replace(ctx, jokers=ctx.jokers - used, probes=None, honours=None, keep={})


def _meld_tiles(a: Action) -> tuple[Tile, ...]:
    """The tiles a claimed meld stands for, jokers resolved (a chow's joker names its tile)."""
    assert a.tile is not None
    used = a.tiles.count(K.JOKER)
    if not used:
        return tuple(sorted(a.tiles + (a.tile,)))
    stand = K.from_code(str(a.choice)) if a.type is _CHOW else a.tile
    return tuple(sorted([t for t in a.tiles if t != K.JOKER] + [a.tile] + [stand] * used))


def _meld_kind(kind: Act) -> MeldKind:
    return {_KONG: _M_KONG, _PUNG: _M_PUNG, _CHOW: _M_CHOW}[kind]
