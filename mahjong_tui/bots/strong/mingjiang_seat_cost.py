"""明將: a deal-in to a concealed seat costs more than one to a seat that has claimed.

明將 pays n(n + 1)/2 shares for n fans and only the discarder pays a discard win, so the fan
a concealed hand carries (門前清) makes its win dearer. The stance (:mod:`.stance`) weighed
every opponent's danger alike; here each opponent's share of a discard's expected loss
(:meth:`~.danger.DangerBoard.risk`) is scaled by what a deal-in to it costs against a deal-in
of the mean value of all wins, both priced by the settlement (:func:`.payoffs.payoff`), the
seat's win read at the mean value of the wins of seats like it (:data:`MEAN_FANS`, measured,
no fan rule copied): a concealed seat's deal-in reads 1.40 of the mean, a claimed one's 0.76.

Why (issue 17's reference check, ``benchmarks/duel_paired.py``, 2,000 duplicate hands against
the independent reference bot, which never claims, main c37d87a): strong − reference seed 1
+1.12 ± 0.65 (deal-ins 13.4% against its 19.1%), seed 2 +1.48 ± 0.79 (12.2% of 20.0%);
normal − reference +0.81 ± 0.69 (16.2% of 19.5%) and +1.14 ± 0.76 (16.4% of 19.3%); the two
subtracted deal by deal (``compare --first-level-differs``) +0.31 ± 0.72 and +0.34 ± 0.68:
wider already, not clearly. Where the points go (per seat-hand, from the same files): strong
dealt in to the reference on 8.7% and 8.1% of its hands, normal on 9.0% and 9.1%, while into
the other seat of its own level 4.7% and 4.1% against normal's 7.1% and 7.3%: the defence
spared the seats that claim, hardly the concealed ones, whose deal-ins cost 2.2–2.3 fans
against 1.9–2.1. The readiness read of a concealed reference seat is calibrated (120 deals,
seed 1, by discards made: 9–11 read 0.21 against 0.19 ready, 12–14 0.35 against 0.32, 15–17
0.44 against 0.45), so what the stance left out was the cost. Wins at strong–normal tables (120
deals): a concealed winner's 2.26–2.49 fans, a claimed one's 1.46–1.67; all 1.9–2.0
(:data:`MEAN_FANS`). ``benchmarks/duel_deal_ins.py --bots strong,greedy`` (400 hands, seed 1):
of strong's 113 deal-ins 96 were to a winner with no meld, 87 its safest tile at its distance,
54 from a hand left ready; 31 to a winner read under 0.15 ready.

Measured, paired deal by deal against main c37d87a (margin and deal-in ratio of each file):

* against normal: seed 1 +0.96 ± 0.60 (0.68) → +0.91 ± 0.60 (0.69), paired −0.05 ± 0.30
  (825 of 1,000 deals the same); seed 2 +0.65 ± 0.57 (0.71) → +0.74 ± 0.57 (0.71), +0.10 ±
  0.27 (824); seed 3 +0.06 ± 0.53 (0.74) → +0.21 ± 0.54 (0.72), +0.16 ± 0.29 (866): no
  worse (over the three seeds +0.07 ± 0.17);
* against the reference: seed 1 +1.12 ± 0.65 → +1.23 ± 0.65 (deal-ins 13.4% → 13.1%, to the
  reference 8.7% → 8.3% of strong's hands), paired +0.10 ± 0.20 (886 the same); seed 2 +1.48
  ± 0.79 → +1.67 ± 0.78 (12.2% → 11.9%; 8.1% → 7.7%), +0.19 ± 0.23 (902); seed 3 +1.33 ±
  0.71 → +1.56 ± 0.71 (14.2% → 13.3%; 9.1% → 8.4%), +0.23 ± 0.27 (886): over the three seeds
  +0.17 ± 0.14 a hand. Against normal − reference, deal by deal, seed 1 +0.42 ± 0.73, seed 2
  +0.53 ± 0.67 (+0.31 and +0.34 before).
* ``test_level_targets`` (明將, 600 hands) holds; ``decision_hash``: normal unchanged.

Measured and dropped: the cost read against the stance's mean win (:data:`.stance.PRICED`,
1.7 fans) in place of the mean of all wins, so a concealed seat reads 1.69 and a claimed one
0.92 (more defence in all): against normal, seed 1, +0.77 ± 0.64 (0.69), paired −0.19 ± 0.32.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ...engine.view import SeatInfo
from ...variants.model import Variant
from .payoffs import payoff

MEAN_FANS: dict[str, tuple[float, float, float]] = {"mingjiang": (2.35, 1.6, 1.95)}
"""Per variant: the mean value of the wins of a seat with no exposed meld, of one with one or
more, and of all wins (measured: see the module's docstring). The third is not
:data:`.stance.PRICED`'s 1.7 (measured on an older build at 120 hands): the stance prices either
as a whole 2-fan win, while here the mean is read between whole values, and read against 1.7
every seat's deal-in weighs more and the duel lost (the module's docstring)."""

SeatCost = Callable[[SeatInfo], float]


def _deal_in(variant: Variant, value: float) -> float:
    """What the discarder pays for a win of ``value``, between whole values read linearly."""
    players = max(variant.seats)
    lo = math.floor(value)
    f = value - lo
    a = payoff(variant, players, lo).deal_in
    return a if f == 0 else (1 - f) * a + f * payoff(variant, players, lo + 1).deal_in


def seat_cost(variant: Variant) -> SeatCost | None:
    """Per opponent, what a deal-in to it costs in units of one of the mean value, where the
    variant reads it (:data:`MEAN_FANS`); else None."""
    fans = MEAN_FANS.get(variant.id)
    if fans is None:
        return None
    mean = _deal_in(variant, fans[2])
    concealed, claimed = (_deal_in(variant, x) / mean for x in fans[:2])

    def cost(s: SeatInfo) -> float:
        exposed = any(mv.meld is not None and mv.meld.kind.is_exposed for mv in s.melds)
        return claimed if exposed else concealed

    return cost
