"""The chance to win by distance and wall left, fitted for 明將 (and Hebei) from normal bots' hands.

:data:`~.stance.WIN_CHANCE` was measured in MCR and Sichuan with a full wall and falls off
linearly below 40 tiles. In 明將 and Hebei it reads both ends wrong
(``benchmarks/win_chance_fit.py``, the share of a seat's discards that went on to a paid win):
far hands win more than it reads with a long wall, ready hands less with a short one. The lost
wins of ``benchmarks/duel_missed_wins.py`` were mostly folds of far hands, so the curve was
tried to fold far hands less early and push ready hands less late.

:data:`CURVES` holds, per variant and distance (1 ready, 2 one step …), the share that won in
each band of :data:`BAND` tiles of wall, from the empty wall up; between band centres the
chance is interpolated, past the last band it is the last band's, past the last distance it is
none. Thin cells (under ~30 cases) were set from their neighbours; 明將 counts chicken wins as
no win (they are paid nothing).

明將 reads the larger of the curve and the table (:data:`USED_IN`), a little better at both seeds
against normal; the curve alone folds more in the middle of the wall and lost points at seed 2.
None was better in Hebei: Hebei reads the table. Measured: benchmarks/STRONG_BOT.md, section
mingjiang_hebei_chance.py."""

from __future__ import annotations

from collections.abc import Callable

from ...variants.model import Variant
from .stance import win_chance

BAND = 10
"""Tiles of wall per band of :data:`CURVES`."""
CURVES: dict[str, tuple[tuple[float, ...], ...]] = {
    "hebei": (
        (1.0,) * 9,
        (0.20, 0.27, 0.30, 0.38, 0.41, 0.49, 0.61, 0.71, 0.80),
        (0.00, 0.08, 0.10, 0.10, 0.15, 0.20, 0.27, 0.39, 0.53),
        (0.00, 0.00, 0.04, 0.05, 0.05, 0.10, 0.16, 0.24, 0.32),
        (0.00, 0.00, 0.00, 0.00, 0.04, 0.07, 0.08, 0.17, 0.23),
        (0.00, 0.00, 0.00, 0.00, 0.00, 0.03, 0.06, 0.10, 0.15),
        (0.00, 0.00, 0.00, 0.00, 0.00, 0.00, 0.02, 0.04, 0.10),
    ),
    "mingjiang": (
        (1.0,) * 9,
        (0.05, 0.08, 0.23, 0.33, 0.38, 0.45, 0.52, 0.58, 0.65),
        (0.00, 0.01, 0.04, 0.11, 0.15, 0.21, 0.29, 0.38, 0.45),
        (0.00, 0.00, 0.00, 0.04, 0.08, 0.12, 0.18, 0.26, 0.33),
        (0.00, 0.00, 0.00, 0.00, 0.02, 0.06, 0.11, 0.18, 0.24),
        (0.00, 0.00, 0.00, 0.00, 0.00, 0.03, 0.09, 0.15, 0.19),
        (0.00, 0.00, 0.00, 0.00, 0.00, 0.00, 0.03, 0.08, 0.13),
    ),
}
"""Per variant, per distance (0 complete, 1 ready …): the chance to win in each band of wall."""

USED_IN = frozenset({"mingjiang"})
"""Where the bot reads the fitted curve (measured:
benchmarks/STRONG_BOT.md, section mingjiang_hebei_chance.py)."""

Chance = Callable[[int, int], float]
"""The chance to win from a distance with a wall left."""


def curve_chance(curve: tuple[tuple[float, ...], ...], distance: int, wall_left: int) -> float:
    """The chance to win from ``distance`` with ``wall_left`` tiles, interpolated on ``curve``."""
    if distance < 0 or distance >= len(curve):
        return 0.0
    row = curve[distance]
    x = wall_left / BAND - 0.5  # band b's centre is at x = b
    if x <= 0:
        return row[0]
    if x >= len(row) - 1:
        return row[-1]
    b = int(x)
    f = x - b
    return row[b] * (1 - f) + row[b + 1] * f


def chance_for(variant: Variant, table: tuple[float, ...]) -> Chance:
    """The chance to win by distance and wall left: where the variant's curve is used
    (:data:`USED_IN`), the larger of it and ``table`` with the linear fall-off of
    :func:`~.stance.win_chance`; elsewhere the table's."""
    if variant.family in USED_IN:
        curve = CURVES[variant.family]
        return lambda d, wall: max(curve_chance(curve, d, wall), win_chance(d, wall, table))
    return lambda d, wall: win_chance(d, wall, table)
