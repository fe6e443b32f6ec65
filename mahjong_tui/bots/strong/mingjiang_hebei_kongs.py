"""Kongs on a discard where kongs are paid with the win (Hebei's 槓隨胡): make them when they keep
the hand's distance.

The baseline claims only what brings a plan closer (:mod:`~mahjong_tui.bots.claiming`), so it
passes a kong made of a pung already held: the set is complete either way. In Hebei that kong
is nearly free and worth much: it draws a replacement (an extra tile from the far end of the
wall), a win on that replacement doubles the hand (槓呲), and when the hand wins, whoever pays the
win pays the kong as well (5 from the discarder, or from each of three on a self-draw, against a
plain win's 5 or 10). Against that it shows a meld. Here the strong bot makes a kong on a
discard that leaves its hand no further from a win (:data:`CLAIM_SLACK`), with the rule of
:meth:`~.blood_kongs.PaidKongs._paid_kong`; where kongs are paid at once that rule already runs
with a slack of one tile (:mod:`.blood_kongs`, where a slack of one measured no better in Hebei).

Measured, duplicate duels against normal, 2,000 hands (strong − normal a hand, deal-in ratio;
"paired": the change's own effect, the per-deal margins of the two builds subtracted deal by
deal on the same walls): Hebei seed 1 +0.20 ± 0.61 (0.85) → +0.43 ± 0.64 (0.86), paired +0.22 ±
0.38, 849 of 1,000 deals played the same; seed 2 −0.04 ± 0.54 (0.90) → +0.15 ± 0.61 (0.92),
paired +0.19 ± 0.38 (with concealed and added kongs at a slack of 0 too, which at seed 1 played
the very same hands). Over 6,000 hands, seed 1: −0.00 ± 0.33 (0.84) → +0.38 ± 0.36 (win 24.8% against
25.0%, deal-ins 16.8% against 19.7%: 0.85), stronger. Against the reference bot
(``duel_reference.py``, 1,000 hands) +2.02 ± 1.04, normal's +1.90 ± 1.00 (+1.62 ± 1.04 before).
``bench_bot.py --bot strong --variant hebei --hands 20``, load about 18, side by side with main:
p99 28.4 ms both. 明將, where a direct kong gives up the concealed hand's fan and every kong
shortens the wall by a tile, at seed 1: +0.51 ± 0.55 → +0.40 ± 0.56, paired −0.11 ± 0.15: not
there. Hebei's kongs a tile further from a win, and its pungs, measured since: see
:mod:`.mingjiang_hebei_ready` (Hebei on offence).
"""

from __future__ import annotations

from ...variants.model import Variant

CLAIM_SLACK: dict[str, int] = {"hebei": 0}
"""Per variant: how much further from a win a kong on a discard may leave the hand."""


def win_kong_slack(variant: Variant) -> int | None:
    """The variant's slack for a kong on a discard, or None where the baseline's rule stands."""
    return CLAIM_SLACK.get(variant.family)
