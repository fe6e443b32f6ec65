"""A search one draw deep, with the judge: where a hand must reach a minimum (MCR's 8 fans,
Malaysian 5), which discard of a hand one step from ready leads to ready hands worth a win.

:mod:`.value` asks the judge only about discards that leave the hand ready; a step earlier the
baseline steers by its plans' value estimates and the acceptance, and may keep the tiles whose
every ready hand waits under the minimum. Here each candidate discard (leaving the hand one step
from ready) is worth, over the draws that make the hand ready, the unseen copies of the draw times
the worth of the best ready hand it allows (its best discard then); a ready hand is worth, over
its waits, the unseen copies times what the win pays under the variant's real settlement (the
judge's verdict and its payments: MCR's value+8 from the discarder and 8 from each other seat,
or value+8 from each on a self-draw), a copy weighted by the ways it can win
(:meth:`~mahjong_tui.rules.advice.WaitAdvice.weight`: (n-1)/n on a discard, 1/n self-drawn).
A wait the judge does not accept is worth nothing.

The judge's answers on a ready hand (which waits win, and what they pay) do not depend on the
unseen counts, so they are cached per seat's facts across decisions: a hand one step from
ready comes back draw after draw, and the ready hands reachable from one candidate are mostly
those reachable from another.

Two steps from ready (sampled rollouts, an exact two-draw worth) and a ready hand given up for a
step whose draws are worth more were measured and dropped: no gain in offence, or slower than a
decision may take. Strong's wins are cheaper than normal's because cheap routes no plan names are
added, and its margin is in the win and deal-in rates, not the fans. Measured:
benchmarks/STRONG_BOT.md, section mcr_search.py."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from ...analysis.fast import engine_for
from ...analysis.report import drawable_kinds, waits_of
from ...engine.seen import seen_counts
from ...engine.view import SeatView
from ...rules.advice import Judging
from ...rules.judge import Verdict
from ...rules.request import Request
from ...rules.winnable import Winnable, win_limits
from ...table.actions import Action
from ...table.records import net_by_seat
from ...tiles.hand import Hand, Meld
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ..claiming import hand_after_claim
from .value import view_facts

CACHE_LIMIT = 50_000
"""Ready hands kept judged; the cache is emptied past this (a match holds far fewer)."""
VOLATILE_FACTS = frozenset({"own_discards", "streak", "draws_before"})
"""Facts that change from turn to turn without bearing on an MCR or Malaysian win: left out of
the cache key where the variant has no furiten."""

MAX_CANDIDATES = 4
"""Discards searched per decision, those with the most draws making the hand ready first."""
JUDGE_BUDGET = 60
"""Ready hands weighed per decision (judged now or answered from the cache, so that the choice
depends on the position alone, not on what the bot met before); past it the search gives up
for this decision and the baseline's discard stands (the p99 decision time stays under 100 ms)."""


class OverBudget(Exception):
    """The search asked the judge about more new hands than :data:`JUDGE_BUDGET`."""


WaitGain = tuple[Tile, float, float]
"""A wait, what its win pays the seat on a discard (0: not a legal win) and self-drawn."""


def _gain(v: Verdict) -> float:
    """What a verdict's win pays its winner in all (0 when the judge does not accept it)."""
    if not v.legal:
        return 0.0
    return float(net_by_seat(v.payments(), len(v.state.seats))[v.seat])


class DrawSearch:
    """The search of one seat's bot, its judged ready hands cached across decisions."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.eng = engine_for(variant)
        self.kinds = drawable_kinds(variant)
        self.furiten = variant.cfg.claims.pass_ban == "furiten"
        self._ready: dict[tuple[Any, ...], tuple[WaitGain, ...]] = {}
        self.shapes: dict[tuple[Any, ...], tuple[tuple[Tile, tuple[tuple[Tile, ...], ...]], ...]] = {}
        """Per hand one step from ready: its ready-making draws and the ready hands they allow."""
        self.shanten: dict[tuple[Any, ...], int] = {}
        self.tables: dict[tuple[Any, ...], tuple[tuple[Tile, ...], Any]] = {}
        """Per seat's facts: the wild kinds and the limits of a winning hand's kinds."""

    # ---- one decision ------------------------------------------------------------------------

    def discard_worths(self, view: SeatView, candidates: Iterable[Tile], keep: Tile | None = None) -> dict[Tile, float]:
        """Candidate discards of the seat's hand (14 tiles, its turn) that leave it one step from
        ready, each worth Σ over the draws making it ready: the draw's unseen copies times the
        worth of the best ready hand it allows. Only the :data:`MAX_CANDIDATES` with the most
        such draws are searched, and ``keep`` (the baseline's discard); discards leaving the hand
        ready or further are left out. Empty when the judge would be asked more than
        :data:`JUDGE_BUDGET` new hands (what it answered stays cached for the next decision)."""
        me = view.me
        assert me is not None and me.hand is not None
        melds = me.known_melds
        try:
            return Decision(self, view, melds).discard_worths(list(me.hand), set(candidates), keep)
        except OverBudget:
            return {}

    def claim_worths(self, view: SeatView, claim: Action) -> tuple[float, float | None] | None:
        """A pung or chow ``claim`` that leaves the hand (after its discard) one step from ready:
        the best discard's worth then (as :meth:`discard_worths`), and the worth of passing when
        the hand is one step from ready now too (None when it is further). None when the claim
        leaves the hand ready or further (or the judge would be asked too much)."""
        me = view.me
        assert me is not None and me.hand is not None and claim.tile is not None
        melds = me.known_melds
        rest, claimed = hand_after_claim(me.hand, melds, claim)
        try:
            then = Decision(self, view, claimed)
            after = then.discard_worths(rest, set(rest), None)
            if not after:
                return None
            now = Decision(self, view, melds)
            now.asked = then.asked  # one budget for the claim's decision
            hand = list(me.hand)
            passing = now.step_worth(hand, now.draws(hand)) if now.shanten(hand) == 1 else None
        except OverBudget:
            return None
        return max(after.values()), passing

    # ---- the cache ---------------------------------------------------------------------------

    def judged(self, key: tuple[Any, ...]) -> tuple[WaitGain, ...] | None:
        return self._ready.get(key)

    def keep(self, key: tuple[Any, ...], gains: tuple[WaitGain, ...]) -> None:
        if len(self._ready) >= CACHE_LIMIT:
            self._ready.clear()
        self._ready[key] = gains

    def facts_key(self, facts: dict[str, Any]) -> tuple[Any, ...]:
        keep = {k: v for k, v in facts.items() if self.furiten or k not in VOLATILE_FACTS}
        return tuple(sorted((k, repr(v)) for k, v in keep.items()))


class Decision:
    """One decision's table: the seat's facts, the judge, the unseen counts."""

    def __init__(self, search: DrawSearch, view: SeatView, melds: list[Meld]) -> None:
        me = view.me
        assert me is not None
        self.search = search
        self.variant = search.variant
        self.melds = melds
        self.bonus = list(me.bonus)
        self.n = len(view.seats)
        self.facts = view_facts(self.variant, view)
        fkey = search.facts_key(self.facts)
        self._judging: Judging | None = None
        table = search.tables.get(fkey)
        if table is None:
            req = self.judging.table(Hand(list(me.hand or ()), list(melds), None, list(self.bonus)))
            table = (tuple(req.situation.wild_kinds), win_limits(self.variant, req.state, req.seat))
            if len(search.tables) >= CACHE_LIMIT:
                search.tables.clear()
            search.tables[fkey] = table
        self.wild: tuple[Tile, ...] = table[0]
        self.win = Winnable(search.eng, melds, self.wild, table[1], self.variant.hand_size)
        seen = seen_counts(view, own=True)
        ts = self.variant.tileset
        self.unseen = {t: max(0, ts.count(t) - seen[t]) for t in search.kinds}
        self.held = Counter(me.hand or ())
        self.prefix = (fkey, tuple(sorted(repr(m) for m in melds)), tuple(sorted(self.bonus)))
        self.shape_key = (self.prefix[1], self.wild, table[1])
        self._ready_worth: dict[tuple[Tile, ...], float] = {}
        self._requests: dict[str, Request] = {}
        self.asked = 0
        """Ready hands weighed in this decision."""

    @property
    def judging(self) -> Judging:
        """The judge's table of this seat (built when a hand is not yet judged)."""
        if self._judging is None:
            self._judging = Judging(self.variant, self.n, self.facts)
        return self._judging

    def shanten(self, rest: list[Tile]) -> int:
        key = (self.shape_key, tuple(sorted(rest)))
        cache = self.search.shanten
        got = cache.get(key)
        if got is None:
            if len(cache) >= CACHE_LIMIT:  # bounded by its own size, not the judged hands'
                cache.clear()
            got = cache[key] = self.win.shanten(rest)
        return got

    def discard_worths(self, hand: list[Tile], candidates: set[Tile], keep: Tile | None) -> dict[Tile, float]:
        """:meth:`DrawSearch.discard_worths` of ``hand`` (concealed, a discard due) with this
        decision's melds; raises :class:`OverBudget`."""
        steps: dict[Tile, list[tuple[Tile, int]]] = {}
        for c in candidates:
            if c not in hand:
                continue
            rest = list(hand)
            rest.remove(c)
            if self.shanten(rest) == 1:
                steps[c] = self.draws(rest)
        ranked = sorted(steps, key=lambda c: (-sum(n for _, n in steps[c]), c))[:MAX_CANDIDATES]
        if keep in steps and keep not in ranked:
            ranked.append(keep)
        out: dict[Tile, float] = {}
        for c in ranked:
            rest = list(hand)
            rest.remove(c)
            out[c] = self.step_worth(rest, steps[c])
        return out

    def draws(self, rest: list[Tile]) -> list[tuple[Tile, int]]:
        """The draws making ``rest`` (13, one step from ready) ready, with their unseen copies."""
        return [(t, self.unseen.get(t, 0)) for t, _ in self._shape(rest) if self.unseen.get(t, 0)]

    def _shape(self, rest: list[Tile]) -> tuple[tuple[Tile, tuple[tuple[Tile, ...], ...]], ...]:
        """The draws making ``rest`` ready, each with the ready hands (13, sorted) its discards
        leave: the shapes alone, cached across decisions."""
        key = (self.shape_key, tuple(sorted(rest)))
        got = self.search.shapes.get(key)
        if got is not None:
            return got
        out = []
        for t in self.win.improving(rest, self.search.kinds, 1):
            drawn = [*rest, t]
            kept = []
            for e in self._ready_discards(drawn):
                k = list(drawn)
                k.remove(e)
                kept.append(tuple(sorted(k)))
            out.append((t, tuple(kept)))
        shape = tuple(out)
        if len(self.search.shapes) >= CACHE_LIMIT:
            self.search.shapes.clear()
        self.search.shapes[key] = shape
        return shape

    def step_worth(self, rest: list[Tile], draws: list[tuple[Tile, int]]) -> float:
        """Σ over ``draws`` (those making ``rest`` ready, :meth:`draws`): unseen copies of the
        draw times the best ready hand's worth after it."""
        copies = dict(draws)
        total = 0.0
        for t, kept in self._shape(rest):
            n = copies.get(t, 0)
            if n:
                total += n * max((self.ready_worth(list(k)) for k in kept), default=0.0)
        return total

    def _ready_discards(self, drawn: list[Tile]) -> list[Tile]:
        """The kinds whose discard leaves ``drawn`` (14) ready."""
        if self.win.limited:
            out = []
            for e in set(drawn):
                kept = list(drawn)
                kept.remove(e)
                if self.shanten(kept) == 0:
                    out.append(e)
            return out
        after = self.search.eng.shanten_after_discards(drawn, self.melds, self.wild)
        return [e for e, s in after.items() if s == 0]

    def ready_worth(self, tiles: list[Tile]) -> float:
        """What a hand of 13 is worth per draw: its waits' unseen copies (less those the hand
        holds beyond the seat's own, as the draw that made it ready) times what their wins pay,
        weighted by the ways they win."""
        key = tuple(sorted(tiles))
        got = self._ready_worth.get(key)
        if got is not None:
            return got
        self.asked += 1  # every ready hand counts, judged before or not: the choice depends on the position alone
        if self.asked > JUDGE_BUDGET:
            raise OverBudget
        gains = self._gains(list(key))
        n = self.n
        worth = 0.0
        for w, on_discard, self_drawn in gains:
            copies = max(0, self.unseen.get(w, 0) - max(0, key.count(w) - self.held[w]))
            worth += copies * ((n - 1) * on_discard + self_drawn) / n
        self._ready_worth[key] = worth
        return worth

    def _gains(self, tiles: list[Tile]) -> tuple[WaitGain, ...]:
        key = (*self.prefix, tuple(tiles))
        got = self.search.judged(key)
        if got is not None:
            return got
        out: list[WaitGain] = []
        for w in waits_of(self.search.eng, tiles, self.melds, self.wild, self.search.kinds):
            out.append((w, self._gain(tiles, w, "discard"), self._gain(tiles, w, "self_draw")))
        gains = tuple(out)
        self.search.keep(key, gains)
        return gains

    def _gain(self, tiles: list[Tile], w: Tile, how: str) -> float:
        """What winning ``tiles`` on ``w`` pays the seat (``how``: on a discard or self-drawn),
        from the judge's verdict and the settlement's payments; 0 when it is no legal win. The
        request's table is built once per decision and way of winning, as
        :func:`~mahjong_tui.rules.judge.legal_win_values` judges several waits on one table."""
        hand = Hand(list(tiles), list(self.melds), w, list(self.bonus))
        req = self._requests.get(how)
        if req is None:
            if how == "discard" and self.judging.on_discard.get("discarder") is None:
                return 0.0  # no seat left to discard to it
            req = self.judging.table_for(how, hand)
            self._requests[how] = req
        return _gain(req.judge_other(hand))
