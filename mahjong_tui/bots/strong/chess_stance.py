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

With each opponent's readiness read from whether it declared ready (:mod:`.chess_readiness`:
a seat that has not declared is seldom ready, one that has is) the danger falls where the
threat is, and folding harder costs less: a piece of danger 0.5 against a declared seat is one of its
waits a fifth of the time (xiangqi64, 150 deals), about four times :data:`~.stance.HIT`. 2,000
duplicate hands against normal, seed 1, xiangqi64 / 56 / 32 / 憨兒 (deal-ins strong / normal):

* before (main d7b7d98): +0.71 ± 2.09, +3.62 ± 2.34, +2.12 ± 1.17, +465 ± 238 (0.95, 0.94,
  0.77, 0.79);
* the readiness alone, weights as they were (0.35, 0.35, 0.7, 0.7): +1.42 ± 2.07, +3.08 ± 2.29,
  +2.25 ± 1.16, +463 ± 237 (0.95, 0.92, 0.79, 0.79);
* and the loss weight (:data:`~.stance.LOSS_WEIGHT_CHESS`) for all four at 1.0: +1.12, +2.83,
  +2.20, +596 (0.92, 0.91, 0.73, 0.73); 1.5: +2.27, +3.27, +1.94, +687 (0.84, 0.78, 0.65,
  0.67); **2.0**: +2.08 ± 2.33, +4.48 ± 2.58, +2.23 ± 1.23, +760 ± 255 (0.75, 0.74, 0.57,
  0.62); 2.5: +1.34, +4.16, +1.71, +750 (0.72, 0.68, 0.53, 0.56); 4.0: −0.01, +3.69, +1.18,
  +612 (0.63, 0.63, 0.49, 0.52).

Seed 2 (2,000 hands) does not repeat seed 1's gains: main +3.06 ± 1.98, +2.25 ± 2.19, +1.99 ±
1.21, +493 ± 221 (0.95, 0.97, 0.74, 0.73); at 2.0 +0.94 ± 2.25, +1.22 ± 2.49, +1.01 ± 1.27, +666
± 240 (0.77, 0.78, 0.54, 0.59); xiangqi64 at 0.35, 1.0, 1.5: +2.97, +2.21, +1.58 (0.96, 0.92,
0.85), xiangqi56 +2.02, +2.37, +2.94 (0.96, 0.90, 0.81); xiangqi32 at 1.0, 1.5: +1.31, +1.26
(0.66, 0.60). Over both seeds the margins stay within noise of main's (xiangqi64 +1.51 against
+1.89, xiangqi56 +2.85 against +2.94, xiangqi32 +1.62 against +2.06; 憨兒 +713 against +479)
while the deal-ins fall by a fifth to a third: folding harder no longer costs points as it did
with the readiness read from the discards alone (xiangqi56 and 64 at 0.7 then: −3.17 and −2.52
at deal-in ratios of 0.70 and 0.67).

Not kept (2,000 hands, seed 1, at 2.0 unless said): among the discards alike for the hand (the
same distance, value and acceptance) the least dangerous while the defence is quiet ("free
safety": it changed 4 of 271 turns of xiangqi32, mostly a dealer's first discard): +1.07,
+5.47, +1.93, +773 against +2.08, +4.48, +2.23, +760; the judge's ready discard taken whenever
its waits are worth more (``value.MUCH_BETTER`` 1.0 for these sets): xiangqi64 +2.08, xiangqi56
+3.98; the search one draw deep (:mod:`.mcr_search`) for these sets: +1.32, +4.39 (at 800
hands before the readiness −0.30, +2.38, +1.30 against +0.23, +4.30, +0.84); not declaring
ready on a wait with no piece left unseen (as 憨兒 does, :mod:`.ready_call`), until the last
round: +2.02, +4.48, +2.31 (seed 2, xiangqi64 +0.92 against +0.94), a rare case (on fewer
than four unseen, kept for xiangqi64 since: :mod:`.ready_call`). Not declaring
ready, to keep the hand free to fold (a declared hand throws what it draws, and half the
deal-ins came from declared hands: xiangqi64, 400 deals, 23% of a declared seat's discards
dealt in against 4% of the others'). With the readiness and the old weights,
2,000 hands, seed 1: never declaring −0.22, +0.30, −2.22 (xiangqi64 / 56 / 32), deal-ins no
lower (18.4 / 19.9%); not declaring while an opponent has declared +1.05, +1.96, +0.56.
Passing a win on a discard to play for the self-draw (paid by all three, 自摸 2 台) while more
than half the wall is left (before the readiness): −1.07, −0.15, +0.01 (800 hands), and
while more than 40% is left −3.77, −6.20, −2.90: the others win the hand meanwhile.

xiangqi64, where the margin came from (main 517ad7b, ``benchmarks/duel_sources.py``, 4,000
hands, seed 1; points per seat-hand, strong against normal): on discard wins +6.13 against
+6.48, self-drawn +11.38 against +11.23, dealt in −5.36 against −7.25, others' self-draws −11.27
against −11.34; wins 24.8% against 25.0%, the same mean value (3.5 台): the whole margin was the
defence. A win scores 聽牌 86% of the time, 自摸 27%, 四對子 26% (normal 20%), 碰碰胡 14% (19%),
清一色 9% (14%); 五兵合縱 1%, 八家將 never. A declared hand throws what it draws: 216 of strong's
617 deal-ins came from one (10.5% of such discards against 4.4% of the others; 2,000 hands).
With :mod:`.ready_claims`, the loss weight 3.0 and the thin waits held back (:mod:`.ready_call`),
the same duel: discard wins +6.48 against +5.71, self-drawn +12.15 against +11.21, dealt in −4.81
against −7.39, others' self-draws −11.51 against −11.86; wins 27.0% against 22.8%, mean value
3.3 against 3.6 台 (fewer declared wins).

xiangqi64 folds at 3.0 (:data:`~.stance.LOSS_WEIGHT_BY_VARIANT`): paired deal by deal against
2.0 (``benchmarks/duel_paired.py``, 2,000 hands, main 517ad7b), seeds 1–4 +0.12 ± 1.13, +0.03 ±
1.11, −0.01 ± 1.12, +0.27 ± 1.17 a hand, deal-in ratio strong/normal 0.75 → 0.66, 0.77 → 0.69,
0.74 → 0.67, 0.72 → 0.62: as many points, a tenth fewer deal-ins. Kept with the claims of
:mod:`.ready_claims` (the figures there); at 4.0 with them, seeds 1–2, −0.47 ± 2.09 and +0.96 ±
2.04 against 3.0's +0.81 ± 1.93 and +1.52 ± 1.89. At 3.0 the other sets lose (seed 1): xiangqi56
−0.53 ± 1.37, xiangqi32 −0.96 ± 0.58, 憨兒 −61 ± 116: they keep 2.0. With the thin waits
held back too (:mod:`.ready_call`), paired against 3.0, seeds 1–4: 2.5 −0.39 ± 0.78, −0.20 ±
0.78, −0.83 ± 0.83, +0.30 ± 1.00 (deal-in ratio 0.68–0.78); 3.5 −0.28 ± 0.73, −0.40 ± 0.70,
+0.23 ± 0.71, −0.25 ± 0.76 (0.62–0.69): 3.0 stays. The danger's :data:`~.chess_danger.SCALE`
for xiangqi64 then, seeds 1–2: 0.7 −1.55 ± 1.08, −0.27 ± 1.14 (0.58, 0.65); 0.35 +0.07 ± 1.01,
+0.26 ± 1.00 (0.73, 0.78 against 0.64, 0.72): 0.5 stays.

Measured in xiangqi64 and dropped (the same paired duels against main, seeds 1 and 2): not
declaring ready while an opponent has declared −2.16 ± 1.22, −2.02 ± 1.36 (deal-in ratio 0.76,
0.77: no fewer), nor while the threat reads 0.3 or more −2.12 ± 1.53, −1.93 ± 1.51 (mean win 3.55
→ 3.11 台: the 聽牌 台 is worth more than the freedom to fold); declaring with the stance's discard
too, where the baseline's would have declared, −0.43 ± 0.55, +0.51 ± 0.52; comparing 8 discards
by acceptance instead of 3 (``max_finalists``) −0.24 ± 1.21, +0.66 ± 1.04; a ready discard's
chance read from what its waits pay (:mod:`.mcr_push`, bounds 1–2) +0.17 ± 0.47, +0.30 ± 0.49,
seeds 3–4 +0.28 ± 0.48, +0.05 ± 0.48, and with :mod:`.ready_claims` and 3.0, seeds 1–4, −0.06 ±
0.47, −0.08 ± 0.46, +0.22 ± 0.55, −0.15 ± 0.53 (bounds 0–4 before them −0.62 ± 0.79, −0.12 ±
0.93).
"""

from __future__ import annotations

WIN_CHANCE = (1.0, 0.40, 0.20, 0.10, 0.05, 0.02)
"""The chance to win by distance (0 complete, 1 ready, …) as the chess sets weigh a discard: a
ready hand is worth keeping. The fitted shares of turns that went on to win hardly depend on
the distance (1, 0.22, 0.20, 0.18, 0.15, 0.10: xiangqi32, xiangqi56, haner32, 200–300 hands
each, 17–21% ready, 14–28% two away; short hands, many ways),
but weighing with them a bot that sees which pieces are safe gives up ready hands (above); with
this table it keeps them (1, 0.5, 0.25, 0.12 … measured the same: +1.59 ± 0.87, +1.49 ± 1.67,
+1.42 ± 1.42). xiangqi64 with :mod:`.ready_claims`, loss weight 3.0 and the thin waits held back
(:mod:`.ready_call`), 2,000 hands paired against this table, seeds 1–2: a ready hand at 0.5
+0.07 ± 0.66, +0.23 ± 0.58 (deal-in ratio 0.64 → 0.70, 0.72 → 0.75); at 0.3 −0.70 ± 1.04,
−1.00 ± 1.07; two away at 0.25 (and 0.12, 0.06 further) −0.78 ± 0.92, −0.34 ± 0.91."""
