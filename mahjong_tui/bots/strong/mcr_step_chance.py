"""The stance's chance of a hand one step from ready, read from the judge (MCR): by the routes
its draws open, not by the plans' distance.

The stance (:mod:`.stance`) reads each discard's chance to win from the distance of the
baseline's plans, which adds a penalty for value under the minimum. In MCR a third of the
discards leaving the hand one step from ready in shape read two or more steps further by the
plans (a route no plan names: 五門齊, 全帶幺, 三色三步高 …), so when an opponent looks ready a safe
tile breaking such a hand looks nearly free; and a hand the plans read one step off may have
no draw leading to a ready hand the judge accepts.

Here the search one draw deep (:mod:`.mcr_search`) weighs the discards leaving the hand one step
from ready: one whose draws lead to ready hands with winning waits reads no further than its
shape's distance (the chance of a hand one step off, times its draws' worth as a share of the best
weighed discard's to the power :data:`SHARE_EXPONENT`), one whose every ready-making draw leads
only to waits under the minimum no nearer than two steps off. Discards the search does not weigh
(past its candidates or its budget) keep the plans' chance.

Kept: more wins against normal (+1.68 and +1.71 a hand at two seeds of 2,000 hands, against +0.56
and +1.08 before), and more deal-ins with them. The step's chance scaled by what its wins pay was
no better at either seed; a search two draws deep is past the 100 ms budget. Measured:
benchmarks/STRONG_BOT.md, section mcr_step_chance.py."""

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
