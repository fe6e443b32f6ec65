"""Waits that pay: where the judge marks a chicken hand (明將 雞糊: 0 fan, or won on a kind of
one's own discards), a ready hand's waits count only the wins it pays for.

At a 明將 table a chicken hand earns nothing, so a wait on a kind in the seat's river (the
discard included) or one worth 0 fan (an open hand with no fan) is no better than no wait. The
judge's advice (:func:`~mahjong_tui.rules.advice.advise`) reads them so: it judges a discard's
waits with the discard among the seat's own discards, and a chicken hand counts as no win
(:func:`~mahjong_tui.rules.advice.pays`). The ready discards and the claims
(:mod:`.value_claims`) read that advice; in 明將 the strong bot passes a pung or chow the
baseline makes that leaves only such waits (:attr:`~.bot.StrongBot.chicken_claims`). Until the
advice did this itself (it counted a chicken hand as a winning wait at its fans on paper, and
judged a discard's waits without the discard among the own discards), this module judged the
waits again on top of it; the play is the same. Whether a variant marks chicken hands at all is
the judge's answer too (:func:`~mahjong_tui.rules.advice.marks_chickens`, the evaluator's own),
no longer read here from the variant file's scoring parameter.

Measured, duplicate hands against normal ("paired": the per-deal margins less main's on the same
walls, ``benchmarks/duel_paired.py``). The ready discards alone, 800 hands, seed 1: two
of 400 deals played otherwise, paired −0.006 ± 0.010 (:mod:`.furiten` already steers the
baseline's discard off a wait on its own discards). With the claims passed, 2,000 hands: seed 1
+0.51 ± 0.55 → +0.63 ± 0.55 (deal-ins 13.6% of 19.4%), paired +0.12 ± 0.14, 54 of 1,000 deals
played otherwise; seed 2 +0.18 ± 0.57 → +0.12 ± 0.57 (13.4% of 18.8%), paired −0.06 ± 0.11; 6,000 hands,
seed 1, +0.15 ± 0.32 (deal-ins 13.9% of 19.4%) → +0.20 ± 0.32 (13.6% of 19.6%, ratio 0.69;
strong's discard wins 16.6% against normal's 16.6%, main 16.5% against 16.9%), paired +0.05 ±
0.07, 135 of 3,000 deals played otherwise. Not distinguishable from normal still.

Measured and dropped: every pung or chow weighed by the judge as in MCR (:mod:`.value_claims`:
one making the hand ready on winning copies is taken; :data:`~.bot.VALUE_CLAIM_MINIMUM`), with
these waits, seed 1 +0.76 ± 0.57, paired +0.25 ± 0.28 (strong's discard wins 16.8% against
normal's 16.4%, main 16.1% against 17.0%); seed 2 −0.13 ± 0.59, paired −0.30 ± 0.33. A ready
hand's chance read from what its waits pay (:mod:`.mcr_push`) with these waits: seed 1 paired
+0.04 ± 0.22; with the advice's own +0.07 ± 0.21 (both with MCR's bounds, a cheap hand counted a
whole mean win; unbounded below it is kept: see :mod:`.mcr_push`).
"""
