"""The chess sets' (象棋麻將, 憨兒) numbers for push or fold (:mod:`.stance` does the weighing).

Measured in duplicate duels against normal, 3,000 hands each, seed 2, xiangqi32 / 56 / 64
(points a hand, strong − normal; deal-ins strong / normal):

* before (flat danger 0.5 a piece, the fitted win chances below, ready discards not judged):
  −0.83 ± 0.78, +0.18 ± 1.57, −0.28 ± 1.36 (12.3 / 17.1%, 15.6 / 20.5%, 16.8 / 20.3%);
* ready discards judged (:mod:`.value`, as in every other variant): −0.04 ± 0.83, +0.64 ± 1.61,
  +0.85 ± 1.45 (2,000 hands, seed 1: +0.16 → +0.91, −1.57 → −0.70, +0.18 → +0.49);
* and the danger read from the pieces in sight (:mod:`.chess_danger`) with :data:`WIN_CHANCE`:
  +1.46 ± 0.93, +0.69 ± 1.80, +1.41 ± 1.58 (11.0 / 19.4%, 17.2 / 20.3%, 17.0 / 20.4%); that
  danger at half (:data:`~.chess_danger.SCALE`) +1.56 ± 0.87, +1.49 ± 1.67, +1.42 ± 1.42
  (13.5 / 18.9%, 17.6 / 20.1%, 17.3 / 20.5%), at 0.35 +1.01, +1.57, +0.74.

With the sharper danger but the old flat win chances the bot broke ready hands for safety
(2,000 hands, seed 1: −2.92 ± 1.36, −3.17 ± 2.40, −3.62 ± 2.25, deal-ins halved); with the
danger at a quarter and the flat table −0.51, +0.76, +0.36 (800 hands).

Not kept (3,000 hands, seed 2, with the above): xiangqi56 and 64's loss weight 0.35
(:data:`~.stance.LOSS_WEIGHT_BY_VARIANT`) raised to 0.5 or 0.7 — xiangqi56 +1.06 ± 1.75 and
+0.33 ± 1.85 against +1.49 ± 1.67, deal-ins no lower (17.4%, 17.2% against 17.6%); claims
passed unless they make the hand ready (for 門清) — xiangqi56 +0.89 ± 1.91, no claims at all
−1.69 ± 2.12.
"""

from __future__ import annotations

WIN_CHANCE = (1.0, 0.40, 0.20, 0.10, 0.05, 0.02)
"""The chance to win by distance (0 complete, 1 ready, …) as the chess sets weigh a discard: a
ready hand is worth keeping. The fitted shares of turns that went on to win hardly depend on
the distance (1, 0.22, 0.20, 0.18, 0.15, 0.10: xiangqi32, xiangqi56, haner32, 200–300 hands
each, 17–21% ready, 14–28% two away; short hands, many ways),
but weighing with them a bot that sees which pieces are safe gives up ready hands (above); with
this table it keeps them (1, 0.5, 0.25, 0.12 … measured the same: +1.59 ± 0.87, +1.49 ± 1.67,
+1.42 ± 1.42)."""
