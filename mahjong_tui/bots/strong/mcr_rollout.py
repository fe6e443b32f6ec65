"""Sampled rollouts two steps from ready, with the judge (MCR): among the discards the plans
score alike, the one whose routes lead to ready hands the judge pays most for.

Two steps from ready the baseline steers by its plans (distance plus a penalty for value under
8 fans, then value) and, among the discards they score alike, by acceptance; the one-draw
search (:mod:`.mcr_search`) starts only a step from ready. Here, where the baseline's discard
leaves the hand two steps from ready in shape, the discards its plans score as they score the
baseline's (:meth:`~.bot.StrongBot._rolled_out`) are weighed: the baseline's and the
:data:`MAX_CANDIDATES` of them leaving the hand's least shape distance with the most improving
draws. Each is played forward over the same sampled draw sequences (common random numbers: the
candidates differ by their discard, not by their luck): a draw that lowers the hand's shape
distance is kept, the discard after it the one keeping that distance with the least keep value
(pairs, neighbours), and once the hand is ready the rollout stops with the ready discard the
judge pays most for (:meth:`~.mcr_search.Decision.ready_worth`: waits' unseen copies times what
their wins pay under the settlement, legal wins only). A rollout is worth that ready hand's worth
times the draws left after it (a hand ready sooner has more chances to win); a rollout that is
not ready after :data:`MAX_DRAWS` of the seat's draws is worth nothing. A candidate is worth its
rollouts' mean, and replaces the baseline's discard when it is worth
:data:`~.bot.ROLLOUT_BETTER` times as much.

The draws are sampled from the unseen tiles of the seat's view, seeded from the position (the
hand, the melds, the wall left and the seat), so the same view makes the same choice. The shapes
(the kinds lowering a hand's distance, the distances after each discard) are cached across
decisions; the judged ready hands share :class:`~.mcr_search.DrawSearch`'s cache and are
capped per decision (:data:`JUDGE_BUDGET`: past it the baseline's discard stands).

Why this diagnosis: ``benchmarks/duel_missed_wins.py`` (400 hands, seed 1, the build before)
finds the strong bot seldom slower than normal (5 seat-hands missed for it, against normal's
42); its losses are tables that ended sooner (34), folds (23) and ready waits that did not come
(19). So the lever is not speed but which routes the hand keeps: the value of the ready hands it
reaches.

Measured, duplicate hands against normal, MCR, side by side with the build before on one loaded
machine (paired: the same deals, margins subtracted deal by deal):

* this form (:data:`ROLLOUTS` 64, the candidates the plans score alike, ROLLOUT_BETTER 1.3):
  800 hands, seed 1, +2.38 ± 2.16 a hand (wins 24.1% against 20.4%, deal-ins 12.4% against
  18.6%: ratio 0.67) against +1.79 ± 1.95 (24.1% against 21.3%, 13.8% against 17.4%: 0.79),
  paired +0.59 ± 2.01; 2,000 hands, seed 1, +2.13 ± 1.38 (wins 23.8% against 20.3%, deal-ins
  12.3% against 17.4%: 0.71; mean value 16.3 against 18.3 fans) against +1.68 ± 1.29 (23.6%
  against 20.9%, 13.6% against 16.8%: 0.81), paired +0.45 ± 1.30 (410 of 1,000 deals identical);
  SEED2.
* every discard keeping the least shape distance as a candidate (not only those the plans score
  alike), 16 rollouts, ROLLOUT_BETTER 1.0: it changed half the decisions it weighed, and lost:
  800 hands, seed 1, +0.29 ± 2.18 (wins 22.8%, mean value 16.1 against 16.4 fans), paired
  −1.50 ± 2.45; with 64 rollouts and 1.3, +1.44 ± 2.12, paired −0.34 ± 2.05 (wins 23.0%). A
  greedy rollout is a poorer policy than the plans': let it overrule them only where they see no
  difference.
* an exact two-draw worth instead of the samples (every draw lowering the distance, its best
  one-step hand by :meth:`~.mcr_search.Decision.step_worth`), over the same candidates: it agreed
  with the rollouts' pick in 120 of 193 decisions, but took 32 ms at the median, 99 ms at the
  90th percentile and 353 ms at most (10 hands, load about 6); capped at 80 ready hands it gave up
  on 56 of 122 decisions. Not played in a duel.

Decision time (``benchmarks/bench_bot.py --bot strong --variant mcr --hands 20``, load about 5,
side by side with the build before): BENCH.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterable
from typing import Any

from ...engine.view import SeatView
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from .mcr_search import Decision, DrawSearch, OverBudget

ROLLOUTS = 64
"""Sampled draw sequences per decision (each played for every candidate)."""
MAX_DRAWS = 9
"""The seat's own draws a rollout plays at most (fewer when the wall holds fewer)."""
MAX_CANDIDATES = 3
"""Discards rolled out besides the baseline's: those keeping the least shape distance with the
most improving draws."""
DISTANCE = 2
"""The shape distance (shanten: 0 ready) after the best discard at which the rollouts run."""
JUDGE_BUDGET = 80
"""Distinct ready hands weighed per decision (judged or from the cache, so the choice depends on
the position alone); past it the rollouts give up and the baseline's discard stands."""
CACHE_LIMIT = 50_000
"""Shapes kept across decisions; each cache is emptied past this."""


class Rollouts:
    """The rollouts of one seat's bot, sharing its search's judged ready hands."""

    def __init__(self, search: DrawSearch) -> None:
        self.search = search
        self._improving: dict[tuple[Any, ...], frozenset[Tile]] = {}
        self._after: dict[tuple[Any, ...], dict[Tile, int]] = {}

    def distances(self, view: SeatView) -> dict[Tile, int]:
        """The shape distance (shanten) of the seat's hand (14, its turn) after each discard."""
        me = view.me
        assert me is not None and me.hand is not None
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        return _Run(self, Decision(self.search, view, melds), sorted(me.hand)).after_discards(sorted(me.hand))

    def discard_worths(self, view: SeatView, candidates: Iterable[Tile], keep: Tile) -> dict[Tile, float]:
        """Each rolled-out discard's worth (the mean over the sampled rollouts), ``keep`` (the
        baseline's discard) among them; empty when the hand's best discard does not leave it
        :data:`DISTANCE` steps from ready, or past the judge's budget."""
        me = view.me
        assert me is not None and me.hand is not None
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        hand = sorted(me.hand)
        dec = Decision(self.search, view, melds)
        dec.budget = JUDGE_BUDGET
        run = _Run(self, dec, hand)
        after = run.after_discards(hand)
        offered = set(candidates)
        best = min((s for t, s in after.items() if t in offered), default=None)
        if best != DISTANCE or keep not in after:
            return {}
        keeping = [t for t, s in after.items() if s == best and t in offered and t != keep]
        acceptance = {t: run.acceptance(_without(hand, t), best) for t in keeping}
        ranked = sorted(keeping, key=lambda t: (-acceptance[t], t))[:MAX_CANDIDATES]
        draws = min(MAX_DRAWS, max(1, view.wall_remaining // max(1, len(view.seats))))
        sequences = run.sequences(view, draws)
        try:
            return {t: run.worth(_without(hand, t), after[t], sequences) for t in [keep, *ranked]}
        except OverBudget:
            return {}


class _Run:
    """One decision's rollouts."""

    def __init__(self, owner: Rollouts, dec: Decision, hand: list[Tile]) -> None:
        self.owner = owner
        self.dec = dec
        self.hand = hand
        self.key = dec.shape_key

    def after_discards(self, tiles: list[Tile]) -> dict[Tile, int]:
        """The shape distance of ``tiles`` (14) less one copy of each kind, cached."""
        key = (self.key, tuple(sorted(tiles)))
        cache = self.owner._after
        got = cache.get(key)
        if got is None:
            win = self.dec.win
            if win.limited:
                got = {t: win.shanten(_without(tiles, t)) for t in set(tiles)}
            else:
                got = dict(self.dec.search.eng.shanten_after_discards(tiles, self.dec.melds, self.dec.wild))
            if len(cache) >= CACHE_LIMIT:
                cache.clear()
            cache[key] = got
        return got

    def improving(self, rest: list[Tile], distance: int) -> frozenset[Tile]:
        """The kinds lowering the distance of ``rest`` (13, ``distance`` steps from ready), cached."""
        key = (self.key, tuple(sorted(rest)))
        cache = self.owner._improving
        got = cache.get(key)
        if got is None:
            got = frozenset(self.dec.win.improving(rest, self.dec.search.kinds, distance))
            if len(cache) >= CACHE_LIMIT:
                cache.clear()
            cache[key] = got
        return got

    def acceptance(self, rest: list[Tile], distance: int) -> int:
        """The unseen copies of the kinds lowering the distance of ``rest``."""
        unseen = self.dec.unseen
        return sum(unseen.get(t, 0) for t in self.improving(rest, distance))

    def sequences(self, view: SeatView, draws: int) -> list[list[Tile]]:
        """:data:`ROLLOUTS` draw sequences of ``draws`` tiles from the unseen tiles, seeded from
        the position."""
        pool = [t for t in sorted(self.dec.unseen) for _ in range(self.dec.unseen[t])]
        if len(pool) < draws:
            return []
        me = view.me
        assert me is not None
        seed = zlib.crc32(repr((self.hand, self.dec.prefix[1], view.wall_remaining, me.seat)).encode())
        rng = random.Random(seed)
        return [rng.sample(pool, draws) for _ in range(ROLLOUTS)]

    def worth(self, rest: list[Tile], distance: int, sequences: list[list[Tile]]) -> float:
        """The mean over ``sequences`` of the ready hand's worth times the draws left after it."""
        if not sequences:
            return 0.0
        total = 0.0
        for seq in sequences:
            total += self._play(list(rest), distance, seq)
        return total / len(sequences)

    def _play(self, state: list[Tile], distance: int, seq: list[Tile]) -> float:
        for i, t in enumerate(seq):
            if t not in self.improving(state, distance):
                continue
            drawn = [*state, t]
            after = self.after_discards(drawn)
            distance = min(after.values())
            if distance == 0:
                worth = max(self.dec.ready_worth(_without(drawn, e)) for e, s in after.items() if s == 0)
                return worth * (len(seq) - i)
            options = [e for e, s in after.items() if s == distance]
            e = min(options, key=lambda e: (_keep_value(drawn, e), e))
            state = _without(drawn, e)
        return 0.0


def _without(tiles: list[Tile], t: Tile) -> list[Tile]:
    out = list(tiles)
    out.remove(t)
    return out


def _keep_value(tiles: list[Tile], t: Tile) -> float:
    """How much ``t`` is worth keeping in ``tiles``: its copies, its suit neighbours, a middle rank."""
    n = tiles.count(t)
    v = 2.0 * (n - 1)
    if 0 <= t < K.HONOR:
        r = K.rank_of(t)
        for d, w in ((-2, 1.0), (-1, 1.5), (1, 1.5), (2, 1.0)):
            if 1 <= r + d <= 9 and (t + d) in tiles:
                v += w
        if 3 <= r <= 7:
            v += 0.3
    return v
