"""Push or fold: the expected gain of playing on against the expected loss of a discard.

The gain is the chance to win from the hand's distance to its best plan, fading as the wall
runs out; the loss of a discard is its readiness-weighted danger (:class:`~.danger.DangerBoard`)
times the chance that a tile dangerous in every way does hit a ready hand. Both are in units of
what a win of our own gains.

What a deal-in costs against what a win gains comes from the variant's own payments
(:mod:`.payoffs`, asked of the settlement) for a win of the variant's mean value
(:data:`PRICED`): a win gains what the winner is paid, by discard or self-drawn as wins at the
variant's tables go; a deal-in costs what the discarder pays less what it would pay anyway
(:data:`STILL_WINS`: the ready opponent still wins later, self-drawn or on another's discard).
So a deal-in weighs most where the discarder pays for all (明將: 3–4 shares against 1 on a
self-draw), less at MCR (value + 8 against 8), little where every seat pays every win
(Shaanxi, Malaysian three-player). :data:`CALIBRATION` turns that ratio into the loss weight;
the variants not priced, and Beijing, Shandong, Shaanxi, 明將 and the Malaysian game, where the
price measured worse than the weight fitted by hand, keep their fitted weights
(:data:`LOSS_WEIGHT_BY_VARIANT`).

What the strong bot still deals in to where its deal-in ratio sits at issue 17's 0.75
(Shandong, Shaanxi, Beijing; main a29c042, 2026-11-28): every deal-in of a strong seat in deals
1–300 of the duel against normal, seed 1 (1,200 strong seat-hands each), read at its discard as
the bot itself reads it (its board, plans and stance; a second strong bot with its defence off
names the discard it would have made). Shandong 181 deal-ins (normal 246 on the same walls),
Shaanxi 184 (208), Beijing 90 (132):

* the stance pushed, keeping the discard a bot blind to danger makes: 127, 136 and 51 (70%, 74%,
  57%); of those the hand was left ready in 81, 90 and 35, one step from ready in 40, 41 and 14.
  A pushed ready hand read on average a chance to win of 0.55–0.58 against an expected loss of
  0.13–0.14 (the winner read 0.52, 0.47 and 0.36 ready, the tile 0.78, 0.90 and 0.69 of a full
  danger against it): by its own weighing pushing was far better, so only a harder fold of
  ready hands cuts these, and that costs points (:data:`LOSS_WEIGHT_BY_VARIANT`). A tile
  safer at the same distance was held in 29, 33 and 14 of them (under half the risk in 11, 3
  and 2); its wait was dead in 2 of Shandong's 91 ready deal-ins and on one live copy in 6;
  16 of Shandong's 122 deal-ins in deals 1–200 were the discard right after its own chow or pung;
* the safest or a safer tile at its distance taken (keep): 32, 28 and 10, nearly all the safest
  there;
* no opponent read as ready as :data:`CALM`: 22, 18 and 29 (12%, 10%, 32%; the winner read 0.07
  or 0.08 ready; 60 of the 69 with 60 or more tiles left, every one with 50 or more; in Beijing
  the early concealed hands :mod:`.discard_winners` describes);
* a step given up and dealt in all the same: 0, 1 and 0.

The winner was the opponent read likeliest ready in 50%, 59% and 72%, read under 0.15 ready in
20%, 16% and 34%. Three levers were measured against the pushes, each at 2,000 duplicate hands,
seeds 1 and 2: a deal-in weighed with the chance it forfeits (:data:`LOSS_WEIGHT_BY_VARIANT`,
dropped), a ready hand read from its waits (:mod:`.mcr_push`, kept in Shandong, where it folds
a dead wait) and a safer tile at the same distance taken more readily
(:data:`~.bot.ACCEPTANCE_EXPONENT`, lowered the ratio in Shaanxi to 0.80 and 0.82 at a point
estimate of −0.22 a hand: dropped).

The same reading at seed 2, where the ratio read 0.76 (Shandong) and 0.78 (Beijing) at 2,000
hands (main a43b34f, 2026-11-29; ``benchmarks/duel_deal_ins.py --hands 600 --seed 2``, deals
1–300): Shandong 189 deal-ins (normal 237), Beijing 88 (106). Pushed 137 and 45 (72%, 51%; the
hand left ready in 92 and 33, one step off in 40 and 11), keep 35 and 16 (19%, 18%), calm 17 and
26 (9%, 30%), fold 0 and 1. The winner was the opponent read likeliest ready in 45% and 82%,
read under 0.15 ready in 15% and 34%; in Beijing 79 of the 88 came with 40 or more tiles left,
84 to a hand showing no meld. The shares are seed 1's but for Beijing's keeps (10 of 90 there,
16 of 88 here): a tile the fitted reading rated safer at the same distance, dealt in all the
same. That reading is fitted on every ready seat, nearly three in four of them opened, which in
Beijing win on no discard, so it reads a concealed hand's danger at two thirds of what it is,
its honours at a quarter; fitted on the seats that may win on a discard it read as the table
does, but at none of the loss weights tried (4.0, 4.5, 5.0) met the ratio at seeds 1 and 2
without losing points (:data:`~.danger_model.READS_BY_VARIANT`, with the three levers measured
on these deal-ins, none kept). The readiness of those seats was
read as the table has it (held-out hands, read 0.08, 0.12, 0.17, 0.23 against 0.08, 0.13, 0.17,
0.20 ready), and the calm deal-ins are early concealed hands made ready by wilds nobody sees: a
seat with none of them was ready 4% of the time, with one 12%, two 28%, three 64%. What the
discarder knows of them, its own, says little (with none of them in its hand an opponent holds
0.50 on average, with two 0.28; a concealed opponent after three to five discards was ready 8%
of the time, against 5%), not enough to lift a reading of 0.07 to :data:`CALM` (normal bots'
hands, 200 of them).

The pushes that leave the hand not ready, in Hebei and Shaanxi (main c673549, 2026-11-29; the
same reading, ``benchmarks/duel_deal_ins.py``, deals 1–300, seed 1): Hebei 221 deal-ins (normal
215 on the same walls), Shaanxi 184 (208); pushed 157 and 137, of which the hand was left ready
in 92 and 90, one step from ready in 57 and 42, further in 8 and 5; keep 43 and 28, calm 21 and
18, fold 0 and 1. The tile was the discarder's safest at its distance in 155 and 142 of them.
Three levers were measured against the pushes of hands not left ready, each at 2,000 duplicate
hands against normal, paired deal by deal against main c673549 (``benchmarks/duel_paired.py``;
each file's margin strong − normal and deal-in ratio, then the paired change and the deals
played the same of 1,000; before: Hebei seed 1 +0.73 ± 0.67 (0.97), seed 2 +0.51 ± 0.66
(1.01), Shaanxi seed 1 +2.29 ± 1.09 (0.82)):

* a discard leaving the hand not ready weighs its danger at k times the loss weight, a ready
  discard at the weight as it is: k = 2, Hebei seed 1 +0.57 ± 0.71 (0.86), −0.17 ± 0.53 (689),
  seed 2 −0.21 ± 0.71 (0.91), **−0.71 ± 0.54** (689); Shaanxi seed 1 +1.42 ± 1.10 (0.72),
  **−0.87 ± 0.73** (737); k = 1.5, Shaanxi seed 1 +1.71 ± 1.10 (0.79), **−0.58 ± 0.56**
  (844); Hebei seed 1 +0.64 ± 0.68 (0.90), −0.10 ± 0.39 (804), seed 2 +0.17 ± 0.67 (0.99),
  −0.33 ± 0.40 (795), seed 3 (before +0.66 ± 0.68, 0.95) +0.97 ± 0.70 (0.88), +0.32 ± 0.33
  (825): −0.04 ± 0.22 over the three. In Hebei that is fewer deal-ins (strong's 17.2% → 16.6%,
  17.2% → 16.8%, 16.7% → 15.8%) within noise of the points, the ratio still 0.88–0.99; not kept,
  for seed 1 then reads "not distinguishable" (+0.64 ± 0.68 against +0.73 ± 0.67, stronger), and
  so do seeds 1 and 2 together (+0.41 ± 0.48 against +0.62 ± 0.47): the issue's margin lost in
  Hebei for a ratio no nearer 0.75, the trade a loss weight of 2.0 on every discard made there
  before (:mod:`.self_draw_pass`);
* the same k (2) on every discard, only where no discard leaves the hand ready: Shaanxi seed 1
  played the first lever's duel to the byte (at its weight of 1.5 no ready hand there gave up
  its wait, so raising the not-ready discards' weight changed only the hands that no discard
  leaves ready);
* a hand not ready passes its claims sooner: :func:`folds` at 3 times the loss weight (a claim
  is passed when even the most dangerous tile costs more than the hand's chance): Hebei seed 1
  +0.26 ± 0.69 (0.95), **−0.47 ± 0.38** (811).

Each cut deal-ins and cost points, or in Hebei at k = 1.5 none measurably: a hand not ready
gives up about as much in wins as its folds save, in Shaanxi (a deal-in costs about what a
bystander pays) as in Hebei (a far hand's self-draw, doubled and paid by all three, is worth
keeping alive for). All three dropped.

How well the bot reads, on the duel's own tables (``benchmarks/duel_readings.py calibrate``,
main a43b34f, 800 hands: strong's reading of each opponent at each of its discards against the
engine's truth). Shaanxi, seeds 1 and 2: the fitted readiness (:mod:`.danger_model`) is
calibrated in every bucket (read 0.32 where 0.33 and 0.32 were ready, 0.49 where 0.49 and 0.47,
0.69 and 0.70 where 0.63 and 0.71), log loss 0.2841 and 0.2721 (the hand-set curve 0.3073 and
0.2954), area under the ROC curve 0.873 and 0.878; the discarded tile's chance to deal in
(readiness × danger × ``HIT`` over the opponents) 0.124 read where 0.118 and 0.153 dealt in at
the top, AUC 0.882 and 0.887. Hebei, seed 1: the readiness calibrated, log loss 0.3204 (the
curve 0.3375), AUC 0.863; the tile's chance under-read at the top (0.082 read, 0.135 seen;
0.114, 0.199), AUC 0.864. The winner was read likeliest ready in 134 of 238, 114 of 240 and 154
of 294 of strong's deal-ins, under 0.15 in 37, 38 and 39: about what a calibrated reading of
that sharpness gives against three opponents. What a perfect reading would give the stance as it
weighs (``duel_readings.py bound``, 2,000 hands against normal, paired deal by deal against main
a43b34f): each opponent's readiness read from the truth, the tile's danger as read, Shaanxi seed
1 +2.29 ± 1.09 (0.82) → +1.72 ± 1.12 (0.69), paired −0.57 ± 1.05; seed 2 +0.88 ± 1.10 (0.85) →
+1.49 ± 1.07 (0.66), +0.61 ± 1.04; Hebei seed 1 +0.73 ± 0.67 (0.97) → +0.37 ± 0.66 (0.77), −0.36
± 0.73; every wait known too (``--tiles``), Shaanxi seed 1 +3.83 ± 1.24 (deal-ins 0.2%), +1.54 ±
1.31. Knowing who is ready would bring Shaanxi to the issue's ratio and no points measurably
(Hebei not even to 0.75: strong's 17.2% there would have to be about 13%, read so it was 15.4%,
and normal's rate is lowered by the wins strong passes for the self-draw,
:mod:`.self_draw_pass`); what points a defence may still win lie in which tile is a wait. The
three levers tried on the reading (the stakes read as readiness, :mod:`.danger_model`; the
danger uncapped among discards keeping the distance, :mod:`.fold_steps`; the stakes priced into
each opponent's cost, :mod:`.seat_cost`) are recorded there: the last cut the ratio to 0.73,
0.79, 0.69 and 0.76 at seeds 1–4 for −0.21 ± 0.29 a hand.
"""

from __future__ import annotations

from ...variants.model import Variant
from .danger import HIT, DangerBoard
from .payoffs import Payoff, payoff

WIN_CHANCE = (1.0, 0.60, 0.30, 0.14, 0.07, 0.03)
"""The chance to win by distance to the best plan (0 complete, 1 ready, …), a full wall left
(measured with ``benchmarks/win_chance_fit.py --band 20 --chicken``: the share of turns at
each distance whose seat went on to win, normal bots, MCR and Sichuan, 100 hands each; about
this with 40–60 tiles left)."""
FULL_WALL = 40
"""Tiles left in the wall above which the wall does not limit the chance to win; below, it
falls off linearly to a quarter at an empty wall.

Shaanxi ends the hand with a reserve of 26 tiles still in the wall (14 or 16 after a kong), so
with 40 tiles in the wall only 14 are left to draw, and the whole wall overstates a late hand's
chance: strong's ready hands on three or four winning copies (800 duplicate hands, seed 1, read
as ``benchmarks/duel_deal_ins.py`` reads each discard) won 48% of the time with 24 or more tiles
left to draw, 31% with 9–23 and 13% with fewer, where this curve read 0.60, 0.55–0.60 and about
0.5. Read instead on the tiles left to draw (``SeatView.live_remaining``), scaled so that the
wall reads full from ``n`` of them (about 0.5–0.6, 0.36 and 0.2 at ``n`` = 33), it folds late
ready hands the whole wall pushed: fewer deal-ins, and fewer points. Measured (duplicate duels
against normal, paired deal by deal against the whole wall, ``benchmarks/duel_paired.py``;
margin strong − normal and deal-in ratio strong/normal; the whole wall 2,000 hands seed 1
+2.29 ± 1.09 (0.82), seed 2 +0.88 ± 1.10 (0.85); 6,000 hands seed 1 +2.14 ± 0.64 (0.82), seed
2 +1.15 ± 0.63 (0.83)): ``n`` = 33, 2,000 hands, seed 1 +2.21 ± 1.09 (0.75), paired −0.09 ±
0.39, seed 2 +0.87 ± 1.10 (0.80), −0.01 ± 0.38; 6,000 hands, seed 1 +1.87 ± 0.64 (0.77),
paired −0.27 ± 0.23, seed 2 +1.04 ± 0.62 (0.78), −0.11 ± 0.19: worse, dropped. ``n`` = 40
(the live wall as it is), seed 1 +1.92 ± 1.08 (0.75), −0.37 ± 0.48, seed 2 +0.77 ± 1.12
(0.79), −0.11 ± 0.54; with the claim's fold (:func:`folds`) on it too −0.52 ± 0.50 (0.75) and
−0.04 ± 0.58 (0.79). ``n`` = 26, seed 1 +2.03 ± 1.08 (0.78), −0.26 ± 0.33,
seed 2 +1.10 ± 1.10 (0.81), +0.22 ± 0.31. ``n`` = 33 for the discards leaving the hand two or
more steps off only (a ready hand read on the whole wall), seed 1 −0.21 ± 0.32 (0.77), seed 2
−0.07 ± 0.30 (0.83). Screened at 800 hands, seed 1 (the whole wall's ratio 0.85 there), with
``n`` = 40: the loss weight at 1.0 −0.44 ± 0.70 (0.88); the loss weight read as what a deal-in
costs where every seat pays every win (the discard's own chance, lost with the hand, plus 0.2)
−0.60 ± 1.10 (0.93). The live wall cuts Shaanxi's deal-ins at about a quarter of the points a
heavier loss weight gives up for them (:data:`LOSS_WEIGHT_BY_VARIANT`: 2.0, −0.64 ± 0.51 for
0.82 → 0.78), but not for nothing: a deal-in there costs the discarder what a bystander pays.

The stance reads ``SeatView.wall_remaining``, which in 明將 counts the 14 dead-wall tiles never
drawn (83 against ``live_remaining`` 69 at the first discard; Wuhan 82 against 72). Reading the
tiles left to draw instead, in the stance's chance only (``bot.stance_chances``), 明將, paired
duplicate hands against normal from main 2ebef37: (A) the live wall scaled so that 69 reads 40,
fed to the curve and the table alike, 800 hands seed 1 −0.38 ± 0.54 (ratio 0.63 → 0.60); (B)
the curve kept on the wall it was fitted on (:mod:`.mingjiang_hebei_chance`), the table on the
scaled live wall, 800 hands seed 1 −0.29 ± 0.50 (0.63 → 0.58), seed 2 −0.20 ± 0.52 (0.77 →
0.63), 2,000 hands seed 1 −0.23 ± 0.32 (+0.96 ± 0.60 → +0.73 ± 0.62, 0.68 → 0.62), seed 2
−0.25 ± 0.38 (+0.65 ± 0.57 → +0.40 ± 0.56, 0.71 → 0.63); (C) as B, the table on the unscaled
live wall, 800 hands seed 1 −0.28 ± 0.34 (0.63 → 0.63). Each folds more, deals in less and
wins less (B: win 22.5% → 21.2%, 21.8% → 20.6%), points lower at every seed: 明將 reads
``wall_remaining``. In Wuhan the strong bot does not defend (``bot.NO_DEFENCE``), so the stance's
chance is not read in play (800 hands seed 1: every deal the same)."""
LOSS_WEIGHT = 3.0
"""Where a variant is neither priced (:data:`PRICED`) nor fitted: what dealing in costs, in
units of what a win of our own gains: more than a plain share of
a win, for the deal-in pays an opponent as well and one discard dealt in ends every later
chance. Duplicate duels against normal, 800 hands each, seed 1 (with the MCR readiness curve,
before :data:`~.readiness.PLAIN`):
0.7 against 3.0 — Shandong deal-ins 16.9% → 14.4% of normal's 19.5–20.1% (margin +0.44 ± 0.92
→ +0.12 ± 1.11), 明將 16.8% → 14.8% (+0.41 ± 0.74 → +0.50 ± 0.72), Hebei 17.6% → 17.9%
(−0.09 ± 0.88 → −0.51 ± 0.94); at 8.0 (Hebei, 400 hands) deal-ins halve but points are lost
(−1.82 ± 1.53). With ``PLAIN``, 800 hands, 1.5 against 3.0: Hebei deal-ins 17.6% → 15.3% of
normal's 19.3–19.6% (−0.59 ± 1.02 → −0.71 ± 1.10), Beijing 8.8% → 8.1% of 8.5–8.9% (−0.08 ±
0.25 → −0.18 ± 0.26)."""
LOSS_WEIGHT_BY_VARIANT = {
    "sichuan": 0.2,
    "yunnan": 0.7,
    "shandong": 1.75,
    "shaanxi": 1.5,
    "hebei": 1.5,
    "mingjiang": 3.0,
    "malaysia3p": 1.0,
    "beijing": 5.0,
    "mcr": 3.0,
    "xiangqi64": 3.0,
}
"""The weights fitted by hand, kept where the payments do not price a deal-in (:data:`PRICED`)
or where their price measured worse. Shandong's payments are Hebei's (the discarder alone pays
a discard win, all three a self-draw) and price it at 2.58, yet there it lost: 2,000 duplicate
hands, seed 1, −0.87 ± 0.80 a hand, deal-ins 13.3% of 19.9%, against −0.02 ± 0.77 at 1.0;
Shaanxi priced at 0.92 measured +1.04 ± 1.13 (15.9% of 18.8%) against +1.17 ± 1.16 at 1.0;
明將, where the discarder pays for all, priced at 4.76: deal-ins 9.7% of 18.4% but −0.77 ± 0.55,
against −0.02 ± 0.52 (12.8% of 18.9%) at 3.0; the Malaysian three-player game, where both
losers pay every win, priced at 1.38: +0.39 ± 0.77 (13.0% of 24.9%) against +0.60 ± 0.74
(13.9% of 24.5%) at 1.0. After the paid kongs and the chess work (2,000 hands, seed 1, quiet
machine), weights below the price: MCR at 1.0 +0.31 ± 1.33 (deal-ins 14.4% of 16.8%) against
−0.18 ± 1.30 (13.1% of 16.9%) priced; Hebei at 2.0 −0.01 ± 0.68 (15.9% of 20.8%) against −0.56
± 0.70 (14.3% of 21.2%); 明將 at 2.0 −0.01 ± 0.54 (14.8% of 18.9%) against +0.18 ± 0.54 at 3.0.
Neither margin leaves noise and both deal-in ratios rise (Hebei past 0.75), so the prices stay.
Hebei over 6,000 duplicate hands (seed 1, with the fitted readiness and the ready hand kept on a
live wait) showed its price too dear: −0.48 ± 0.36 at 2.92, weaker than normal (deal-ins 0.75×
normal's); at 1.5 −0.00 ± 0.33 (0.84×), at 0.8 +0.03 ± 0.31 (0.88×); so Hebei keeps 1.5, the
margin before the deal-in target. The tests of the readings that fold in Hebei pin its price.
Before the payments priced the others: MCR, 800 hands at 2.0: deal-ins 13.8% against 17.7%
(−0.93 ± 1.82 a hand); 400 hands at 1.0, 3.0, 8.0: 15.1%, 10.6%, 8.2% of 14–18.6% (+0.65 ±
2.68, −1.28 ± 2.61, −7.80 ± 2.64). Sichuan
(its defence is off, ``bot.NO_DEFENCE``) at 0.2, 0.35, 0.7, 1.2 (600 hands each): from 0.35 up
the strong bot dealt in less but won less and lost points. Yunnan, 2,000 hands at 3.0:
deal-ins 2.7% against 3.5% but −0.18 ± 0.11 a hand; its deal-ins are rare and cheap, so it keeps
the earlier 0.7. xiangqi56 and xiangqi64 (2,000 hands each) lost points at the chess sets' 0.7
(−3.17 ± 2.15, −2.52 ± 1.91; deal-ins 14.4% and 14.1% of 20.4% and 20.9%); at 0.35 deal-ins
15.7% and 15.9% of 20.7% and 20.2% (−1.57 ± 1.81, +0.18 ± 1.65), at 0.15 17.4% and 16.9%
(−0.87 ± 1.43, −0.47 ± 1.49). Shandong and Shaanxi lost points at 3.0 (2,000 hands: −1.75 ±
0.79, deal-ins 12.2% of 19.7%; −0.93 ± 0.50, 13.4% of 18.4%); at 1.0 −0.02 ± 0.77 (16.1% of
19.6%) and −0.42 ± 0.48 (15.7% of 18.7%). Malaysia (three players) at 3.0 −2.23 ± 0.80 (11.1%
of 21.8%), at 1.0 −0.56 ± 0.73 (17.0% of 22.0%). With the readiness fitted from logged play
(:mod:`.danger_model`), 2,000 hands, seed 1, against +1.72 ± 0.69 (ratio 0.88) and +2.34 ± 1.04
(0.88) at 1.0: Shandong at 1.5 +1.45 ± 0.67 (0.82), at 2.0 +1.34 ± 0.69 (0.78); Shaanxi at 1.5
+2.30 ± 1.04 (0.85), at 2.0 +1.96 ± 1.04 (0.84). Fewer deal-ins, fewer points, none reaching
0.75: 1.0 stayed. With the fitted tile reading as well (:data:`~.danger_model.READS_BY_VARIANT`)
and folding in steps (:mod:`.fold_steps`), 1.5 in both: the figures are there (Shandong 1.75 since, below). Beijing kept
2.5 since only the seats that can still win on a discard read as threats (:mod:`.discard_winners`,
where the figures are), with the fitted tile reading; its price (1.49) there measured +0.43 ± 0.27
(deal-in ratio 0.74) against +0.42 ± 0.28 (0.69) at 2.5, 800 hands. Raised to 4.0: duplicate
duels against normal, paired against 2.5 deal by deal on the same walls
(``benchmarks/duel_paired.py``), deal-in ratio strong/normal in brackets; 2,000 hands, seed 1,
3.0 +0.06 ± 0.05 (+0.52 ± 0.18 → +0.58 ± 0.18, 0.77 → 0.77), 4.0 +0.02 ± 0.08 (→ +0.54 ± 0.18,
strong's deal-ins 7.2% → 6.7%, 0.77 → 0.70); seed 2, 4.0 −0.03 ± 0.07 (+0.37 ± 0.17 → +0.34 ±
0.17, 7.3% → 6.8%, 0.86 → 0.78); 6,000 hands, seed 1, 4.0 −0.01 ± 0.05 (+0.44 ± 0.10 → +0.43 ±
0.10, 7.1% → 6.8% of normal's 9.1–9.3%, 0.78 → 0.74). Fewer deal-ins at the same points: most
of Beijing's wins are self-drawn, so the hand folded gives up little. 5.0 folds more and begins
to lose: seed 1 −0.01 ± 0.10 against 2.5 (0.65), seed 2 −0.09 ± 0.11 (0.74; −0.06 ± 0.09
against 4.0). Raised to 5.0 all the same, for issue 17's deal-in ratio at seed 2 (0.78 at 4.0 on
this build): paired deal by deal against main 13ee852 at 4.0, 2,000 hands, seeds 1–3, margin
and ratio of each file: +0.54 ± 0.18 (0.70) → +0.51 ± 0.18 (0.65), −0.03 ± 0.07; +0.34 ± 0.17
(0.78) → +0.27 ± 0.17 (0.74), −0.06 ± 0.09; +0.25 ± 0.17 (0.67) → +0.21 ± 0.17 (0.62), −0.04 ±
0.08; over the three −0.04 ± 0.05 a hand, the margin above zero at each seed. 6,000 hands, seed
2: +0.34 ± 0.10 (0.78) → +0.33 ± 0.10 (0.74), −0.01 ± 0.05.
Measured and dropped with it (2,000 hands, seed 1, paired against the weight kept): Hebei 2.0
−0.14 ± 0.36 (+0.43 ± 0.64 → +0.29 ± 0.65, 0.86 → 0.82), Shaanxi 2.0 −0.64 ± 0.51 (+2.29 ±
1.09 → +1.65 ± 1.10, 0.82 → 0.78).
Shandong raised from 1.5 to 1.75 for issue 17's ratio at seed 2 (0.76). 2,000 duplicate hands
against normal, paired deal by deal against main 661b1d7 (``benchmarks/duel_paired.py``; each
file's margin strong − normal and deal-in ratio, read from the rates as ``duel`` prints them,
then the paired change and the deals played the same of 1,000): seed 1 +1.67 ± 0.66 (0.74) →
+1.52 ± 0.67 (0.72), −0.15 ± 0.28 (868); seed 2 +1.45 ± 0.68 (0.76) → +1.25 ± 0.70 (0.74),
−0.20 ± 0.31 (869); seed 3 +1.40 ± 0.64 (0.80) → +1.61 ± 0.65 (0.76), +0.21 ± 0.28 (877); over
the three −0.04 ± 0.17 a hand. Kept: the ratio under 0.75 at seeds 1 and 2 for a change in
points indistinguishable from none (strong's deal-ins 14.8% → 14.6%, 15.2% → 14.7%, 15.9% →
15.3%; its wins 24.6% → 24.3%, 24.8% → 24.3%, 25.0% → 25.1%).
MCR reads the fitted model since (:data:`~.danger_model.READS_BY_VARIANT`), folding in steps
(:mod:`.fold_steps`), with 3.0 in place of its price (2.05): the hand-set reading at the price
dealt in at 0.79–0.81 of normal's rate. Screened at 800 hands, seed 1, paired against the build
before (+1.79 ± 1.95, ratio 0.79): the fitted readiness and tile danger in steps at 2.05 +0.18 ±
2.03 (0.76), at 2.5 +0.33 ± 1.99 (0.75), at 3.0 −0.17 ± 2.06 (0.70); the tile danger alone at
2.05 −0.36 ± 1.64 (0.74). Kept at 3.0, 2,000 hands: seed 1 +1.83 ± 1.33 (wins 22.8%, deal-ins
12.2% of 17.2%: 0.71) against +1.68 ± 1.29 (23.6%, 13.6% of 16.8%: 0.81), paired +0.15 ± 1.43;
seed 2 +1.97 ± 1.40 (23.0%, 11.4% of 17.7%: 0.64) against +1.71 ± 1.39 (23.6%, 13.2% of 17.2%:
0.77), paired +0.26 ± 1.34.
xiangqi64 folds at 3.0 rather than the chess sets' :data:`LOSS_WEIGHT_CHESS`: as many points,
fewer deal-ins (the figures are in :mod:`.chess_stance`).
Measured and dropped against the pushes of ready hands (the module's docstring): a deal-in also
forfeits the win the hand would have made, so each discard's weight raised by the chance to win
it keeps (the weight plus 1.0 × that chance: about 0.55 more for a ready hand, 0.3 for one a
step off, little for a far one, so far hands fold no harder). 2,000 duplicate hands against
normal, paired deal by deal against main a29c042 (``benchmarks/duel_paired.py``; margin strong −
normal and deal-in ratio of each file): Shandong seed 1 +1.65 ± 0.66 (0.74) → +1.29 ± 0.68
(0.72), paired −0.35 ± 0.32 (848 of 1,000 deals the same); Shaanxi seed 1 +2.29 ± 1.09 (0.82)
→ +1.67 ± 1.09 (0.80), −0.62 ± 0.36 (926); Beijing seed 1 +0.54 ± 0.18 (0.70) → +0.53 ± 0.18
(0.67), −0.01 ± 0.04 (973), seed 2 +0.34 ± 0.17 (0.78) → +0.29 ± 0.17 (0.78: 274 deal-ins
either way), −0.05 ± 0.04 (967). A ready hand folded is a win given up: points lost in all
three for two or three hundredths off the ratio."""
LOSS_WEIGHT_CHESS = 2.0
"""The chess sets (the four, 56 and 64 no longer apart), since the readiness is read from
whether a seat declared ready (:mod:`.chess_readiness`): the measurements are in
:mod:`.chess_stance`. Before it, folding there gave up little (:data:`~.chess_stance.WIN_CHANCE`)
and cost points when overdone: xiangqi32, 2,000 hands, at 0.7, 1.5, 3.0: deal-ins 12.9%, 12.4%,
12.1% of normal's 16.6–17.1%, margins +0.16 ± 0.93, −0.61 ± 1.03, −1.81 ± 1.14."""
CALM = 0.15
"""Below this readiness of every opponent the bot does not look at danger at all."""


def win_chance(distance: int, wall_left: int, table: tuple[float, ...] = WIN_CHANCE) -> float:
    """The chance to win from ``distance`` with ``wall_left`` tiles to draw from (``table``:
    :data:`WIN_CHANCE`, or the chess sets' :data:`~.chess_stance.WIN_CHANCE`)."""
    base = table[distance] if 0 <= distance < len(table) else 0.0
    return base * (0.25 + 0.75 * min(1.0, wall_left / FULL_WALL))


PRICED: dict[str, tuple[float, float]] = {
    "mcr": (17.0, 0.27),
    "hebei": (6.4, 0.30),
    "mingjiang": (1.7, 0.29),
    "shandong": (7.0, 0.37),
    "beijing": (1.85, 0.70),
    "shaanxi": (3.8, 0.25),
    "malaysia3p": (6.8, 0.50),
}
"""Per variant: the mean value of a win (its unit: fans, 番, 台 …) and the share of wins
self-drawn, at tables of normal bots (duplicate duels strong against normal, 120 hands, seed 7:
the mean value of wins; the self-drawn share is one less deal-ins over wins). Priced, 2,000
duplicate hands against normal, seed 1, against the weights fitted by hand: MCR 2.05 −0.28 ±
1.24 a hand, deal-ins 13.3% of 16.6% (2.0: −0.35 ± 1.23, 13.4% of 16.5%); Hebei 2.92 −0.56 ±
0.70, 14.3% of 21.2% (3.0: −0.59 ± 0.70, 14.1% of 21.2%); Beijing 1.49 +0.09 ± 0.16, 7.8% of
8.9% (3.0: −0.03 ± 0.17, 7.4% of 9.1%: most of its wins are self-drawn and paid by all three,
so a deal-in weighs little against a win). Where the price measured worse the fitted weight
is kept (:data:`LOSS_WEIGHT_BY_VARIANT`). A mean is priced as the nearest whole value
(:func:`.payoffs.payoff`): 明將's 1.7 as a 2-fan win, as the 1.95 this build's tables measure
(:mod:`.seat_cost`) would be; set to 1.95, 2,000 hands, seed 1, all 1,000 deals
played the same."""
STILL_WINS = 0.5
"""The chance that a ready opponent we did not deal in to wins all the same later."""
CALIBRATION = 5.5
"""The loss weight per unit of (what a deal-in costs) / (what a win gains). The danger and
readiness readings are in units of a tile dangerous in every way; this scale was fitted once,
as the value that makes the weights the duels had fitted by hand for MCR (2.0), Hebei (3.0) and
Shaanxi (1.0) come out of their payments (2.05, 2.9, 0.92)."""


def win_gain(p: Payoff, self_share: float) -> float:
    """What a win gains, in points: paid by discard or self-drawn in the variant's proportion."""
    return self_share * p.win_self + (1 - self_share) * p.win_discard


def deal_in_cost(p: Payoff, self_share: float) -> float:
    """What a deal-in costs beyond what the discarder would pay anyway for the same opponent's
    win, self-drawn or on another's discard (:data:`STILL_WINS`)."""
    anyway = self_share * p.other_self + (1 - self_share) * p.bystander
    return max(0.0, p.deal_in - STILL_WINS * anyway)


def priced_weight(variant: Variant) -> float | None:
    """The loss weight from the variant's payments, or None where it is not priced."""
    got = PRICED.get(variant.family)
    if got is None:
        return None
    mean, self_share = got
    p = payoff(variant, max(variant.seats), mean)
    gain = win_gain(p, self_share)
    return CALIBRATION * deal_in_cost(p, self_share) / gain if gain > 0 else None


def loss_weight(variant: Variant) -> float:
    """What dealing in costs in units of a win of our own: the weight fitted for the variant
    where one is kept (:data:`LOSS_WEIGHT_BY_VARIANT`), else from its payments
    (:data:`PRICED`)."""
    fitted = LOSS_WEIGHT_BY_VARIANT.get(variant.family)
    if fitted is not None:
        return fitted
    priced = priced_weight(variant)
    if priced is not None:
        return priced
    return LOSS_WEIGHT_CHESS if variant.is_chess else LOSS_WEIGHT


def expected_loss(board: DangerBoard, tile: int, weight: float) -> float:
    """The expected cost of discarding ``tile``, in units of a win of our own."""
    return board.risk(tile) * HIT * weight


def folds(board: DangerBoard, chance: float, weight: float) -> bool:
    """Whether even a fully dangerous tile against the likeliest ready opponent costs more than
    the hand is worth playing on for (``chance``: its chance to win), so no claim is made that
    would use up safe tiles."""
    return board.threat * HIT * weight > chance
