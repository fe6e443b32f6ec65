"""The stance's chance of a hand one step from ready, read from the judge (MCR): by the routes
its draws open, not by the plans' distance.

The stance (:mod:`.stance`) reads each discard's chance to win from the distance of the
baseline's plans, which adds a penalty for value under the minimum. In MCR a third of the
discards leaving the hand one step from ready in shape read two or more steps further by the
plans (a route no plan names: 五門齊, 全帶幺, 三色三步高 …), so when an opponent looks ready a safe
tile breaking such a hand looks nearly free; and a hand the plans read one step off may have
no draw leading to a ready hand the judge accepts.

Here the search one draw deep (:mod:`.mcr_search`) weighs the discards leaving the hand one
step from ready: one whose draws lead to ready hands with winning waits reads no further than
its shape's distance (the chance of a hand one step off, times its draws' worth as a share of
the best weighed discard's to the power :data:`SHARE_EXPONENT`), one whose every ready-making draw leads only to
waits under the minimum no nearer than two steps off. Discards the search does not weigh (past
its candidates or its budget) keep the plans' chance.

Measured, duplicate hands against normal, MCR, with :data:`.mcr_push.MIXED_COPIES` at 4 (one
loaded machine): 800 hands, seed 1, +1.79 ± 1.95 a hand (wins 24.1% against 21.2%, deal-ins
13.8% against 17.4%) against −0.88 ± 1.92 without this (22.3% against 22.5%, 14.1% against
17.1%) and −1.09 ± 1.93 for the build before both. 2,000 hands (a loaded machine): seed 1 +1.68 ±
1.29 (wins 23.6% against 20.9%, deal-ins 13.6% against 16.8%: ratio 0.81) against the build
before's +0.56 ± 1.29 (22.4% against 21.3%, 13.2% against 16.9%: 0.78); seed 2 +1.71 ± 1.39
(23.6% against 20.9%, 13.2% against 17.2%: 0.77) against +1.08 ± 1.36 (0.73). More wins, and
more deal-ins with them: the hands it keeps alive are played on. Where the points come from
(``benchmarks/duel_sources.py``, 400 hands, seed 1, strong against normal per seat-hand): won on
a discard +6.38 against +6.18, self-drawn +6.36 against +4.88, dealt in −3.29 against −4.40,
others' self-draws −5.37 against −5.87; self-draw share of wins 36% against 30%, mean value 16.6
against 17.5 fans. Decision time (``bench_bot.py --bot strong --variant mcr``, 20 hands, side
by side with the build before on a machine at load 13): p50 36.9 ms against 37.5, p99 239 ms
against 225 (both far above a quiet machine's 1.8 ms and 16 ms; ratio 0.98 and 1.06).
Against the independent reference bot (``benchmarks/duel_reference.py``, 1,000 hands, seed 1)
+6.80 ± 2.04 a hand, deal-ins 12.1% against its 18.2% (the build before +6.00 ± 2.04, normal
+2.63 ± 2.15). Completions refused under 8 fans by four strong bots: 15.5% (31 of 200, walls
1–300; 11 of 56 on the test's walls 1–100) against 9.4% before (walls 1–200). A first form
raised every live step to the one-step chance whatever its draws were worth: a safe discard
keeping a thin step (11 ready-making copies against 45) then cost nothing, and the hand folded
to it; not measured, replaced by the share.

Measured and dropped: the live step's chance scaled, as a ready hand's is (:mod:`.mcr_push`),
by what a win from its draws' best ready hands pays on average (the search's worth over the ways
those hands win: the judge's verdicts, the settlement's payments) against a win of the mean
value, held within [1.0, 2.0] (a dear step pushes on more, a cheap one folds no sooner). 2,000
duplicate hands against normal, paired deal by deal against main c37d87a
(``benchmarks/duel_paired.py``): seed 1 +0.21 ± 0.48 (+1.83 ± 1.33 → +2.04 ± 1.34; mean win
16.68 → 16.82 fans, deal-in ratio 0.71 → 0.71; 102 of 1,000 deals played otherwise), seed 2
−0.03 ± 0.38 (+1.97 ± 1.40 → +1.94 ± 1.40; 16.91 → 16.96 fans, 0.64 → 0.65; 75 otherwise). A
win's fans are worth little in MCR's payments (:mod:`.mcr_search`), and most steps price near
a mean win. Held within [0, 2.0] instead (a cheap step folding sooner too): seed 1 +0.25 ± 0.54
(→ +2.08 ± 1.33; 16.81 fans, ratio 0.73; 136 otherwise), seed 2 +0.03 ± 0.47 (→ +1.99 ± 1.40;
16.97 fans, ratio 0.65; 121 otherwise). Neither form is clearly better at either seed.

Why one draw and not two: a search two draws deep (each draw bringing a hand two steps out one
step from ready, its best discard, then :meth:`~.mcr_search.Decision.step_worth`) weighed 114
ready hands a decision on average and took 265 ms at the median, 800 ms at the 90th percentile
and 1.4 s at most (every discard keeping the hand two steps out, at every such decision of two games of normal
bots, on a lightly loaded machine, caches kept across decisions): the shapes alone (the draws
lowering the shanten, 2–3 ms each) are past the 100 ms budget before the judge is asked.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.view import SeatView
from ...tiles.kinds import Tile
from .mcr_search import DrawSearch

ONE_STEP = 2
"""The distance of a hand one step from ready in the stance's curve (1: ready)."""
SHARE_EXPONENT = 0.7
"""A discard whose draws are worth a share s of the best weighed discard's keeps s ** this of
the chance one step from ready (:data:`~.bot.ACCEPTANCE_EXPONENT`, the same reading of fewer
good draws)."""


def step_chances(
    search: DrawSearch,
    view: SeatView,
    chance: dict[Tile, float],
    win_chance: Callable[[int], float],
) -> dict[Tile, float]:
    """``chance`` (per discard) with each discard the search weighs read from its draws: at
    one step from ready when some draw leads to a winning ready hand, else no nearer than two
    steps; ``win_chance``: the stance's chance by distance at this wall."""
    worths = search.discard_worths(view, chance)
    if not worths:
        return chance
    out = dict(chance)
    live, dead = win_chance(ONE_STEP), win_chance(ONE_STEP + 1)
    best = max(worths.values())
    for t, worth in worths.items():
        if t not in out:
            continue
        if worth > 0:
            out[t] = max(out[t], live * (worth / best) ** SHARE_EXPONENT)
        else:
            out[t] = min(out[t], dead)
    return out
