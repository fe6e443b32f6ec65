"""Fold in steps: first among the discards that keep the hand's distance, fully only when clearly
better.

The stance (:mod:`.stance`) weighs every discard by one cost, the chance to win it gives up plus
its expected loss, and takes the cheapest. Where the tile reading is sharp (the fitted one,
:mod:`.danger_model`) that mixes two choices: the safest of the discards that keep the distance
and most of the acceptance (free, or nearly), and a real fold that gives up a step. Here the
first is made whenever it saves anything, the second only when it saves :data:`FOLD_MARGIN`
more than the first (in units of a win of our own), so a near-even trade keeps the hand alive.

Measured and dropped (Shaanxi, issue 17): the first choice, among the discards that keep the
distance, read on the fitted danger uncapped, the fold that gives up a step on the capped one
as before. The cap (:meth:`~.danger.DangerBoard.against`: a tile likelier to win than
``danger.HIT`` reads 1) flattens the most dangerous tiles: at strong's discards where the
stance looked at danger (the duel's tables against normal, 400 deals, seed 1, main a43b34f) the
tile thrown was at the cap against the likeliest ready opponent in 1,100 of 7,518,
in 109 of the 217 deal-ins, and another tile held was at the cap too in 105 of those. Paired deal
by deal against main a43b34f (``benchmarks/duel_paired.py``, 2,000 hands against normal; each
file's margin and deal-in ratio): seed 1 +2.29 ± 1.09 (0.82) → +1.62 ± 1.09 (0.80), **−0.67 ±
0.50** (860 of 1,000 deals the same); seed 2 +0.88 ± 1.10 (0.85) → +0.87 ± 1.12 (0.84), −0.01
± 0.45 (845): a safer tile at the same distance costs acceptance, as
:data:`~.bot.ACCEPTANCE_EXPONENT`'s lever found.
"""

from __future__ import annotations

from collections.abc import Callable

from ...tiles.kinds import Tile

FOLD_MARGIN_BY_VARIANT: dict[str, float] = {"shandong": 0.03, "shaanxi": 0.03, "mcr": 0.03}
"""Per variant: how much more a discard that gives up distance must save than the best one that
keeps it; elsewhere the stance takes the cheapest discard outright. Measured with the fitted
tile reading (:data:`~.danger_model.READS_BY_VARIANT`, where the figures are), Shandong at loss
weight 1.5, 2,000 hands, seed 1: in steps +1.65 ± 0.66 (deal-in ratio 0.74), in one step +1.47 ±
0.67 (0.72); 800 hands: margin 0.03 +1.62 ± 1.02 (0.73), 0.1 +1.64 ± 1.03 (0.78), at weight 2.0
and 0.1 +1.64 ± 1.05 (0.76), against +1.57 ± 1.00 (0.71) in one step. Shaanxi at 1.5, 2,000
hands, seed 1: margin 0.1 +2.28 ± 1.08 (0.83), 0.03 +2.29 ± 1.09 (0.82). Beijing (tile reading
on, its priced weight, 800 hands): margin 0.05 played the very same hands as one step.
xiangqi64 (its chess danger, weight 2.0), 2,000 hands paired deal by deal against one step,
seeds 1 and 2: margin 0.03 −0.19 ± 0.52, +0.04 ± 0.46 (deal-in ratio 0.75 → 0.77, 0.77 → 0.81),
0.1 −0.34 ± 0.61, +0.31 ± 0.63 (0.81, 0.84): more deal-ins, no more points."""


def fold_margin(variant_id: str) -> float | None:
    """The variant's margin for a full fold, or None where the stance folds in one step."""
    return FOLD_MARGIN_BY_VARIANT.get(variant_id)


def stepwise_pick(
    rivals: list[Tile],
    base: Tile,
    distance: Callable[[Tile], int],
    cost: Callable[[Tile], float],
    rank: Callable[[Tile], tuple[float, float]],
    same_cost: float,
    margin: float,
) -> Tile:
    """The discard to make among ``base`` (the baseline's) and its cheaper ``rivals``: the
    cheapest that keeps the base's distance when it saves more than ``same_cost``, else the base;
    one further from a win only when it saves ``margin`` more than that. ``rank`` orders the
    choices (the cost first, then a tie-break)."""
    keep = [t for t in rivals if distance(t) <= distance(base)]
    gentle = min(keep, key=rank, default=base)
    if cost(gentle) >= cost(base) - same_cost:
        gentle = base
    full = [t for t in rivals if distance(t) > distance(base)]
    hard = min(full, key=rank, default=None)
    if hard is not None and cost(hard) < cost(gentle) - same_cost - margin:
        return hard
    return gentle
