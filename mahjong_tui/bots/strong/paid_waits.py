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

With the claims passed, +0.05 ± 0.07 a hand paired over 6,000 hands against normal: not
distinguishable from normal still. Every pung or chow weighed by the judge as in MCR was
measured and dropped. Measured: benchmarks/STRONG_BOT.md, section paid_waits.py."""
