"""The chance to win by distance and wall left, fitted for 明將 (and Hebei) from normal bots' hands.

:data:`~.stance.WIN_CHANCE` was measured in MCR and Sichuan with a full wall and falls off
linearly below 40 tiles. In 明將 and Hebei it reads both ends wrong
(``benchmarks/win_chance_fit.py``, 1,500 hands each, the share of a seat's discards that went on
to a paid win): with 70–79 tiles left a hand two steps from ready won 0.26 (明將) and 0.24 (Hebei)
against the table's 0.14, three steps 0.18 and 0.17 against 0.07; with 40–49 left a ready hand
won 0.38 and 0.41 against 0.60, with 20–29 left 0.23 and 0.30 against 0.43. The lost wins of
``benchmarks/duel_missed_wins.py`` (1,000 hands, seed 1) were mostly folds of far hands (明將 166 of
the 259 seat-walls normal won and strong did not, 76 of 213 the other way; Hebei 123 of 201, 73
of 155), so the curve was tried to fold far hands less early and push ready hands less late.

:data:`CURVES` holds, per variant and distance (1 ready, 2 one step …), the share that won in
each band of :data:`BAND` tiles of wall, from the empty wall up; between band centres the
chance is interpolated, past the last band it is the last band's, past the last distance it is
none. Thin cells (under ~30 cases) were set from their neighbours; 明將 counts chicken wins as
no win (they are paid nothing).

Measured, 2,000 duplicate hands against normal (strong − normal a hand, deal-ins strong of
normal's), against this build without it: 明將, the larger of the curve and the table (it folds
far hands less early, and late reads the table as before), seed 1 +0.45 ± 0.56 (14.1% of 19.2%,
ratio 0.73) → +0.51 ± 0.55 (14.1% of 19.0%, 0.74), seed 2 +0.13 ± 0.57 (13.5% of 18.5%, 0.73) →
+0.18 ± 0.57 (13.7% of 18.5%, 0.74): a little better at both, used (:data:`USED_IN`). Against
the reference bot (``duel_reference.py``, 1,000 hands) −0.30 ± 0.91 → −0.26 ± 0.91, normal's
+0.21 ± 0.98: still not wider. ``bench_bot.py --bot strong --variant mingjiang --hands 20``, load
about 12: p99 65 ms. The curve
alone, which also folds more in the middle of the wall: seed 1 +0.50 ± 0.55 (11.9% of 18.9%,
0.63), seed 2 −0.28 ± 0.53 (11.6% of 18.5%, 0.63): a sixth fewer deal-ins, points lower at seed 2.

Hebei, seed 1, against +0.14 ± 0.67 (15.4% of 20.7%, 0.74): the curve −0.72 ± 0.67 (13.6% of
21.0%, 0.65: it folds more in the middle of the wall, and there Hebei's wins, most of their
points self-drawn and paid by all three, are worth more than the deal-ins saved); the larger of
the curve and the table +0.08 ± 0.66 (15.5% of 20.7%); the
curve with the loss weight 2.0 instead of the price 2.92 −0.13 ± 0.67 (14.6% of 21.0%, 0.70).
None better: Hebei reads the table.
"""

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
"""Where the bot reads the fitted curve (measured: see the module's docstring)."""

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
