"""MCR's defence: the tile danger and readiness fitted from logged play (:mod:`.danger_model`),
a loss weight fitted for that reading, and folding in steps (:mod:`.fold_steps`), as Shandong
and Shaanxi read them; kept apart here so that MCR's choice is one place (it replaces the
"not kept" MCR reading recorded in :data:`.danger_model.USED_IN`, measured before
:mod:`.mcr_push` and :mod:`.mcr_step_chance`).

With the hand-set reading (:mod:`.danger`, :mod:`.readiness`) and the priced loss weight
(:mod:`.stance`, 2.05) strong dealt in at 0.79–0.81 of normal's rate. The fitted tile reading is
calibrated (:mod:`.danger_model`) where the hand-set one under-states the riskiest tiles, and
the fold in steps first takes the safest discard that keeps the hand's distance.

Measured (duplicate duels against normal, paired against main on the same walls,
``benchmarks/duel_paired.py``; deal-in ratio strong/normal in brackets), see :data:`LOSS_WEIGHT`.
"""

from __future__ import annotations

from dataclasses import replace

from .danger_model import DangerModel, models

READS: tuple[bool, bool] = (True, True)
"""What MCR reads from the fitted model: (readiness, tile danger)."""
FOLD_MARGIN = 0.03
"""MCR's margin for a full fold (:func:`.fold_steps.stepwise_pick`)."""
LOSS_WEIGHT = 3.0
"""MCR's loss weight with the fitted reading, in place of its price (:func:`.stance.loss_weight`,
2.05): the dearer weight bought fewer deal-ins at no measured cost in points.

Screened at 800 hands, seed 1, paired against main (main +1.79 ± 1.95, deal-in ratio 0.79):
fitted readiness and tile danger, in steps, at the price 2.05: +0.18 ± 2.03 (0.76); at 2.5
+0.33 ± 1.99 (0.75); at 3.0 −0.17 ± 2.06 (0.70); the tile danger alone (hand-set readiness)
at 2.05 −0.36 ± 1.64 (0.74). Kept at 3.0, 2,000 hands: seed 1 +1.83 ± 1.33 a hand (wins 22.8%,
deal-ins 12.2% against normal's 17.2%: 0.71) against main's +1.68 ± 1.29 (23.6%, 13.6% of
16.8%: 0.81), paired +0.15 ± 1.43; seed 2 +1.97 ± 1.40 (23.0%, 11.4% of 17.7%: 0.64) against
+1.71 ± 1.39 (23.6%, 13.2% of 17.2%: 0.77), paired +0.26 ± 1.34. Wins fall 0.6–0.8 percentage
points of the seat-hands, deal-ins 1.4–1.8."""


def mcr_model(variant_id: str) -> DangerModel | None:
    """MCR's fitted model, reading as :data:`READS` says; None for another variant."""
    if variant_id != "mcr":
        return None
    got = models().get(variant_id)
    return None if got is None else replace(got, reads_ready=READS[0], reads_win=READS[1])


def mcr_fold_margin(variant_id: str) -> float | None:
    """MCR's fold margin (:data:`FOLD_MARGIN`); None for another variant."""
    return FOLD_MARGIN if variant_id == "mcr" else None


def mcr_loss_weight(variant_id: str) -> float | None:
    """MCR's loss weight (:data:`LOSS_WEIGHT`); None for another variant."""
    return LOSS_WEIGHT if variant_id == "mcr" else None
