"""Folding in steps (bots/strong/fold_steps.py): the safest discard that keeps the distance
first, one that gives up a step only when it saves clearly more."""

from __future__ import annotations

from mahjong_tui.bots.strong.fold_steps import stepwise_pick

BASE, KEEP, FOLD = 1, 2, 3
DISTANCE = {BASE: 1, KEEP: 1, FOLD: 2}


def _pick(costs: dict[int, float], margin: float) -> int:
    rivals = [t for t in costs if t != BASE and costs[t] < costs[BASE]]
    return stepwise_pick(rivals, BASE, DISTANCE.__getitem__, costs.__getitem__, costs.__getitem__, 0.003, margin)


def test_a_fold_that_saves_little_more_than_a_kept_discard_gives_way_to_it() -> None:
    costs = {BASE: 0.30, KEEP: 0.25, FOLD: 0.22}
    assert min(costs, key=costs.__getitem__) == FOLD  # the one-step stance folds
    assert _pick(costs, 0.05) == KEEP


def test_a_fold_that_saves_clearly_more_is_made() -> None:
    assert _pick({BASE: 0.30, KEEP: 0.25, FOLD: 0.10}, 0.05) == FOLD


def test_without_a_cheaper_kept_discard_the_base_stands_against_a_near_fold() -> None:
    assert _pick({BASE: 0.30, KEEP: 0.40, FOLD: 0.27}, 0.05) == BASE
    assert _pick({BASE: 0.30, KEEP: 0.40, FOLD: 0.20}, 0.05) == FOLD
