"""Push or fold: the expected gain of playing on against the expected loss of a discard.

The gain is the chance to win from the hand's distance to its best plan, fading as the wall
runs out; the loss of a discard is its readiness-weighted danger (:class:`~.danger.DangerBoard`)
times the chance that a tile dangerous in every way does hit a ready hand. Both are in units of
one hand's value, taken as equal for us and the opponents.
"""

from __future__ import annotations

from .danger import DangerBoard

WIN_CHANCE = (1.0, 0.60, 0.30, 0.14, 0.07, 0.03)
"""The chance to win by distance to the best plan (0 complete, 1 ready, …), a full wall left
(measured with ``benchmarks/strong_calibration.py``: the share of turns at each distance
whose seat went on to win, normal bots, MCR and Sichuan, 100 hands each; about this with
40–60 tiles left)."""
HIT = 0.09
"""The chance a tile of danger 1 wins for an opponent whose hand is ready in shape (measured
as above, MCR 150 hands: 7–11% for the most dangerous tenth, 0.5% for the safest; Sichuan
about 12%)."""
FULL_WALL = 40
"""Tiles left in the wall above which the wall does not limit the chance to win; below, it
falls off linearly to a quarter at an empty wall."""
LOSS_WEIGHT = 0.7
"""What dealing in costs, in units of what a win of our own gains (the discarder pays the
winner alone; a self-drawn win of ours is paid by everyone). Chosen by a sweep in duplicate
(Sichuan, 300 hands each: 0.35, 0.7, 1.5, 3.0; the higher ones cost wins)."""
LOSS_WEIGHT_BY_VARIANT = {"mcr": 1.0, "sichuan": 0.2}
"""MCR swept at 0.3, 0.6, 1.0, 2.0 (300–400 hands each): 1.0 lowered deal-ins most for no
measurable loss of points. Sichuan, with its own readiness curve, at 0.2, 0.35, 0.7, 1.2 (600
hands each): from 0.35 up the strong bot dealt in less (17% against 21% at 0.7) but won less
and lost points (−2.2 ± 1.9 a seat-hand at 0.7); 0.2 keeps it level. Why defence does not pay
there yet is open (see the session report)."""
CALM = 0.15
"""Below this readiness of every opponent the bot does not look at danger at all."""


def win_chance(distance: int, wall_left: int) -> float:
    """The chance to win from ``distance`` with ``wall_left`` tiles to draw from."""
    base = WIN_CHANCE[distance] if 0 <= distance < len(WIN_CHANCE) else 0.0
    return base * (0.25 + 0.75 * min(1.0, wall_left / FULL_WALL))


def loss_weight(variant_id: str) -> float:
    return LOSS_WEIGHT_BY_VARIANT.get(variant_id, LOSS_WEIGHT)


def expected_loss(board: DangerBoard, tile: int, weight: float) -> float:
    """The expected cost of discarding ``tile``, in units of a win of our own."""
    return board.risk(tile) * HIT * weight


def folds(board: DangerBoard, distance: int, wall_left: int, weight: float) -> bool:
    """Whether even a fully dangerous tile against the likeliest ready opponent costs more than
    the hand is worth playing on for: then no claim is made that would use up safe tiles."""
    return board.threat * HIT * weight > win_chance(distance, wall_left)
