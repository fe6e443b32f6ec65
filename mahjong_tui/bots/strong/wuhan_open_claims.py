"""Wuhan: a concealed hand opens on a claim that keeps its distance.

A Wuhan hand must have opened (a chow, a pung or a direct kong) to win, and the plans do not
count that: to them a concealed hand that is ready in shape is ready, and no claim brings it
nearer, so the baseline never claims again and the hand can never win (it cannot self-draw a
win either). For a concealed hand the opening is a step of its own; here a pung or chow that
leaves the hand as near a win as it is now (after the discard that follows) is made while it
is within :data:`~.opening.OPEN_AT` of a win, where the baseline passes it.

Measured (duplicate duels against normal, ``--jobs 1``; before → after, and "paired": the
per-deal margins of the two builds subtracted deal by deal on the same walls,
``benchmarks/duel_paired.py``): 2,000 hands, seed 1 +1.76 ± 5.12 → **+9.34 ± 6.04** (win 24.4% →
27.4%, normal 25.1%; deal-ins 17.7% → 17.4%), paired +7.59 ± 5.42; seed 2 −1.16 ± 5.44 →
**+10.80 ± 6.13** (win 23.8% → 27.4%; deal-ins 17.6% → 16.6%), paired +11.96 ± 5.45. Hands ending
in a draw fell from 40 to 10 seat-hands in 4,000 (seed 1): concealed ready hands no longer wait
out the wall. Points per seat-hand by source, seed 1, before → after: small wins +26.67 →
+30.85 (904 → 1,021 wins), big wins +10.15 → +11.75, dealt in −10.57 → −11.36, others' small
wins −17.19 → −19.25 (an opened hand pays double), others' big wins −8.18 → −7.32. Over 6,000
hands (seed 1) −0.27 ± 2.96 → **+5.75 ± 3.52** (win 24.1% → 26.9%, normal 22.9%; deal-ins 17.4%
against 18.7%, ratio 0.97 → 0.93). Decision time unchanged (``bench_bot.py --bot strong
--variant wuhan``, alternated with the build before: p50 0.16 / 0.16 ms against 0.17 / 0.16, p99
3.23 / 3.27 ms against 3.72 / 3.66).

``benchmarks/duel_sources.py`` (2,000 hands, seed 1, points per seat-hand, strong / normal;
before: :mod:`.wuhan_defence`): won on a discard +25.00 / +21.80 (before +22.2 / +23.9),
self-drawn +17.60 / +13.10 (+14.6 / +13.5), dealt in −11.36 / −11.43 (−10.6 / −12.6), others'
self-draws −14.62 / −16.08, others' discard wins and draws −11.95 / −12.06. The reference bot
(``duel_reference.py``, 1,000 hands; it never claims, so it never opens and never wins here):
strong +75.34 ± 6.96, normal +71.42 ± 6.77.

Measured and dropped (paired against the build named, seed 1):

* steering toward big hands (碰碰胡, 清一色), against the build before this change, 800 hands:
  plans under a big hand's value counted a step further, so a big plan a step further ranked
  level with a small one and won the tie — paired −4.28 ± 10.92 (wins 25.1% → 22.7%, big wins
  29 → 44 of 400 deals, small wins 372 → 319): a big win paid 560 points against a small one's
  116 (the caps and the big hand's factors of 1.5 cut the tenfold base to about five), and
  every small win given up went to another seat; only while the best plan was at least two
  steps from ready: −3.96 ± 9.74 (wins 23.5%, big wins 32).
* with this change, 2,000 hands: direct kongs as openings too (沖槓, preferred where equally
  near: opened and an exposed kong, ×4): −0.57 ± 1.38 (959 of 1,000 deals the same); a
  concealed ready hand opening on a claim that leaves it a step further: +0.09 ± 0.13 (996 the
  same: it hardly comes up); the opening distance (``OPEN_AT``, for this and for the opening
  timing) at 4: −3.27 ± 6.19 (wins 27.7%, big wins 80 against 74), at 2: −4.15 ± 7.75 (wins
  25.4%); a concealed or added kong (×4, ×2 on what the seat wins and pays) made only while the
  chance to win at the hand's distance and wall (``stance.win_chance``) is at least 0.25, a
  seat's share of the table's wins: −1.11 ± 1.88 (972 of 1,000 deals the same).
"""

from __future__ import annotations

from ...table.actions import Act, Action
from ..claiming import ClaimChoice, claimed
from ..context import Ctx
from .opening import OPEN_AT

_CHOW, _PASS, _PUNG = Act.CHOW, Act.PASS, Act.PUNG


class OpenToWin(ClaimChoice):
    """Mixed into the strong bot: :meth:`_open_to_win` vets a concealed hand's pass."""

    def _open_to_win(self, ctx: Ctx, by_type: dict[Act, list[Action]], picked: Action) -> Action:
        """``picked``, or a pung or chow opening a concealed hand without taking it further
        from a win, when ``picked`` passes."""
        if picked.type is not _PASS or not ctx.concealed:
            return picked
        offered = [a for k in (_PUNG, _CHOW) for a in by_type.get(k, [])]
        if not offered:
            return picked
        ranked = self._ranked(ctx, 1)
        if not ranked:
            return picked
        current = ranked[0][0]
        if current[0] > OPEN_AT:
            return picked
        plans = [p for _, p in ranked]
        best: tuple[tuple[int, int], Action] | None = None
        for a in offered:
            counts, melds = claimed(ctx, a)
            after = self._score_after_claim(ctx, plans, a, counts, melds)
            if after <= current and (best is None or after < best[0]):
                best = (after, a)
        return best[1] if best is not None else picked
