"""Fold in steps: first among the discards that keep the hand's distance, fully only when clearly
better.

The stance (:mod:`.stance`) weighs every discard by one cost, the chance to win it gives up plus
its expected loss, and takes the cheapest. Where the tile reading is sharp (the fitted one,
:mod:`.danger_model`) that mixes two choices: the safest of the discards that keep the distance and
most of the acceptance (free, or nearly), and a real fold that gives up a step. Here the first is
made whenever it saves anything, the second only when it saves :data:`FOLD_MARGIN` more than the
first (in units of a win of our own), so a near-even trade keeps the hand alive. Reading the first
choice on the fitted danger uncapped was measured and dropped in Shaanxi: a safer tile at the same
distance costs acceptance. Measured: benchmarks/STRONG_BOT.md, section fold_steps.py."""

from __future__ import annotations

from collections.abc import Callable

from ...tiles.kinds import Tile

FOLD_MARGIN_BY_VARIANT: dict[str, float] = {"shandong": 0.03, "shaanxi": 0.03, "mcr": 0.03}
"""Per variant: how much more a discard that gives up distance must save than the best one that
keeps it; elsewhere the stance takes the cheapest discard outright. Fitted with the fitted tile
reading in Shandong and Shaanxi (about the same points, fewer deal-ins than one step), MCR's with
its loss weight of 3.0 (:mod:`.stance`); in Beijing it played the very same hands, and in xiangqi64
it dealt in more for no more points. Measured: benchmarks/STRONG_BOT.md, section fold_steps.py."""


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
