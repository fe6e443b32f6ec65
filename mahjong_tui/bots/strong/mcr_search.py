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
those reachable from another. What it misses is new hands, not facts that moved: over 20 MCR
hands (strong, normal, seed 1) 2,177 hands were judged for it, 2,086 of them distinct, under 47
sets of facts (the other seats' melds among them).

Two steps from ready, measured and dropped: sampled rollouts. Where the
baseline's discard left the hand two steps from ready in shape, the discards its plans scored
alike with it (the baseline's and the 3 of them with the most improving draws) were played
forward over the same 64 draw sequences sampled from the unseen tiles (seeded from the position;
a draw lowering the shape distance kept, the discard after it the one with the least keep
value; once ready, the ready discard :meth:`Decision.ready_worth` pays most for, times the draws
left; nothing if not ready within 9 of the seat's draws); the best replaced the baseline's at 1.3
times its worth. Duplicate hands against normal, paired with the build before on the same deals
(margins subtracted deal by deal): 2,000 hands, seed 1, +1.68 ± 1.29 → +2.13 ± 1.38 (deal-in
ratio 0.81 → 0.71), paired +0.45 ± 1.30; seed 2, +1.71 ± 1.39 → +1.02 ± 1.43 (ratio 0.77 →
0.81), paired −0.69 ± 1.31. No gain in offence either way: wins 23.6% → 23.8% and 23.6% → 23.5%,
mean win value 16.4 → 16.3 and 16.8 → 16.4 fans. Completions refused under 8 fans on the test's
walls 1–100: 13 of 68 (19.1%, 11 of 56 before). Decision time (``bench_bot.py --bot strong
--variant mcr --hands 20``, load about 5, side by side): p50 6.9 ms against 5.0, p99 79 ms
against 36. Two wider forms lost at 800 hands, seed 1 (against +1.79 ± 1.95): every discard
keeping the least shape distance as a candidate, 16 rollouts, replacing at 1.0 times (half the
decisions weighed changed), +0.29 ± 2.18, paired −1.50 ± 2.45 (wins 22.8% against 24.1%, mean
value 16.1 against 16.4 fans); the same with 64 rollouts at 1.3, +1.44 ± 2.12, paired −0.34 ±
2.05. A greedy rollout plays worse than the plans, so it may overrule them at most where they see
no difference, and there it found none worth having. An exact two-draw worth over the same
candidates (every draw lowering the distance, its best one-step hand by
:meth:`Decision.step_worth`) agreed with the rollouts' pick in 120 of 193 decisions but took 32
ms at the median, 99 ms at the 90th percentile and 353 ms at most (10 hands, load about 6); capped
at 80 ready hands it gave up on 56 of 122 decisions: not played in a duel. What strong misses
that normal wins is seldom speed (``benchmarks/duel_missed_wins.py``, 400 hands, seed 1: 5
seat-hands slower against normal's 42; 34 tables ended sooner, 23 folds, 19 ready waits that did
not come).

Why strong's wins are cheaper than normal's (16.7 fans against 18.3; 2,000 duplicate hands, seed 1,
main c37d87a, each win's fans as the table scored it): not dear hands given up but cheap ones
added, and a few dear routes traded for faster cheap ones. Strong won 912 of its 4,000 seat-hands,
normal 810; of the seat-walls one level alone won, strong's 537 against normal's 435, of them 176
at 8–11 fans against 61, and 224 at 16 or more against 248. The wins added are the routes no plan
names, found by the judge (this search, :mod:`.value`, :mod:`.value_claims`): wins whose biggest
fan is 不求人 68 against 12, 三色三步高 104 against 11, 門前清 25 against 2; 清龍 108 against 141, 花龍 100
against 138, 三色三同順 86 against 127. Where both won the same seat-wall (375) strong's hand was 16.97
fans against 17.89 (cheaper 125 times, dearer 93), often 三色三步高 where normal made 三色三同順 or 花龍 (more
winning copies for fewer fans). Where normal won 16 fans or more and strong did not (248), another
seat won first in 153, the wall ran out in 52, strong dealt in in 43. A fan is worth little here:
an MCR win on a discard pays value + 24, so normal's mean on every one of strong's wins would add
0.83 points a hand to the margin, while each cheap win added is worth 30-odd; the margin is in the
win and deal-in rates, not the fans. Seed 2 the same: 16.91 fans against 18.73, where both won
(374) 16.57 against 17.91 (cheaper 132 times, dearer 79).

Where the margin comes from (2,000 duplicate hands against normal, seeds 1 and 2, main c673549,
2026-11-29; each seat-hand by how it ended, from ``benchmarks/duel_paired.py``'s records; strong
− normal in points a seat-hand): wins on a discard +0.38 and +0.65 (strong 15.3% and 15.7% of
its seat-hands at 16.6 and 16.5 fans, normal 14.1% and 13.5% at 17.5 and 18.3), self-draws +0.38
and +0.07 (7.5% and 7.4% at 16.9 and 17.9 fans, normal 6.2% and 6.8% at 20.1 and 19.6),
deal-ins +1.24 and +1.56 (12.2% and 11.4% against 17.2% and 17.7%, about 25 points each),
others' self-draws +0.13 and +0.02, a bystander to another's discard win −0.30 and −0.33; draws
13.9% and 13.5% of hands: margin +1.83 and +1.97. Two seats of each level share each hand's zero
sum, so the margin is twice strong's own points a seat-hand (+0.92, +0.98): issue 17's +8 asks
+4, three points a seat-hand more, about strong's whole deal-in loss (−3.06, −2.90: the oracle
that never deals in, ``benchmarks/mcr_defence_bound.py``, stops near +7) or half as many discard
wins again (15.3% → 22.7% of seat-hands at 40.6 points each).

Why strong refuses more of its completions under 8 fans than normal (``bench_strong.py``: 19.3%
against 13.7%): duel deals 1–150, seed 1 (600 seat-hands of each level), every discard completing
a seat's shape with no legal win offered, read against that seat's last discard: strong 22 of
110 completions in 17 seat-hands, normal 11 of 93 in 8. Of strong's 22, 16 were a wait the judge
pays only self-drawn (a concealed hand reaching 8 fans with 不求人; on a discard it scores 門前清,
two fans less), 14 of them in hands with no live copy winning on a discard; 6 a dead wait beside
winning ones; 1 a hand with no winning wait. Normal's were mostly dead waits of claimed hands (9
of 11). The best plan read the ready hand two or more steps off in 17 of strong's 22 (a route no
plan names); strong's discard differed from the baseline's in 6, 5 of them into waits paid only
self-drawn (:func:`.value.better_ready_discard` weighs such a copy a quarter, so eight of them
reach its ``MIN_COUNT``); a ready discard with copies winning on a discard was on offer once. So
the hands mostly fell there by the plans: strong keeps more concealed hands alive (its
self-draws), and one a fan or two short is refused on every discard of its waits.

Measured and dropped: the baseline's ready discard given up for the discard keeping the hand one
step from ready whose draws are worth most (:meth:`Decision.step_worth`), when over the seat's
draws left (T, the wall over the seats) the step beats the ready hand (its
:meth:`Decision.ready_worth`): step × T / (2 × unseen) > ready (a ready hand gains about ready ×
n × T / unseen over T draws, a step about step × n × T² / (2 × unseen²)). Aimed at the ready
hands on dead or self-drawn-only waits. 2,000 duplicate hands against normal, seed 1, paired deal
by deal against main c673549: −1.68 ± 0.79 (+1.83 ± 1.33 → +0.15 ± 1.37; wins 22.8% → 21.2%,
mean value 16.68 → 17.14 fans, deal-in ratio 0.71 → 0.70; 323 of 1,000 deals played otherwise).
A ready hand, even one partly under the minimum, wins more than the linear reading gives it, and
the quadratic one overstates a step over a long wall; seed 2 not run.

Measured and dropped too, limited to the ready hands it was aimed at: the same step back only
where the ready hand has no live copy of a wait the judge accepts on a discard (it waits on
self-draws alone, or on nothing), a hand that can win on a discard keeping its wait. 2,000
duplicate hands against normal, paired deal by deal against main 4b6c80c (2026-11-29): seed 1
−0.15 ± 0.48 (+1.83 ± 1.33 → +1.68 ± 1.31; wins 22.8% → 22.6%, mean value 16.68 → 16.81 fans,
deal-in ratio 0.71 → 0.72; 91 of 1,000 deals played otherwise), seed 2 −0.02 ± 0.44 (+1.97 ±
1.40 → +1.94 ± 1.38; wins 23.0% → 22.9%, 16.91 → 16.82 fans, ratio 0.64 → 0.63; 72 deals
otherwise), −0.09 over the two. It refused fewer completions (``bench_strong.py``, 100 walls,
seed 1: 16 of 72, 22.2%, against 22 of 77, 28.6%), but no more wins came of it.
"""

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
