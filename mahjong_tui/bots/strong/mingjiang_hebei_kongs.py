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

Kept in Hebei: +0.38 ± 0.36 a hand over 6,000 hands against normal, from −0.00 ± 0.33. Not in 明將,
where a direct kong gives up the concealed hand's fan and it measured lower. Measured:
benchmarks/STRONG_BOT.md, section mingjiang_hebei_kongs.py."""

from __future__ import annotations

from ...variants.model import Variant

CLAIM_SLACK: dict[str, int] = {"hebei": 0}
"""Per variant: how much further from a win a kong on a discard may leave the hand."""


def win_kong_slack(variant: Variant) -> int | None:
    """The variant's slack for a kong on a discard, or None where the baseline's rule stands."""
    return CLAIM_SLACK.get(variant.family)
