"""Kongs that are paid at once (Sichuan's 刮風下雨, Yunnan's 槓錢, Beijing, Shaanxi, Shandong): make them.

Where a kong is paid the moment it stands, it is worth a win or more: in Sichuan a direct kong
(three held and the tile just discarded) earns 6 from the discarder, a plain win's worth, an
added kong 6 and a concealed kong 12 from each other seat (18 and 36 in all); in Yunnan 2, 1
and 2 (each) against a 4-point discard win. The baseline claims only what brings a plan closer,
so it passes a direct kong made of a set already held, and it makes a concealed or added kong
only when the hand stays as near a win (most Sichuan concealed kongs it skipped, the fourth tile
being used in a run). Here a kong is made when it leaves the hand at most one tile further from
a win (the plans' distance with penalties, as the baseline reads it; :data:`CLAIM_SLACK`,
:data:`TURN_SLACK`).

Duplicate duels against normal, 600 hands, seed 1 (before: Sichuan −0.02 ± 0.06, Yunnan
+0.02 ± 0.08 a hand): direct kongs that keep the distance, Sichuan +0.47 ± 0.34; with concealed
and added kongs up to one further, Sichuan +1.21 ± 0.50, Yunnan +0.22 ± 0.14; with direct kongs
up to one further too (these constants), Sichuan +1.36 ± 0.52, Yunnan +0.27 ± 0.16. A slack of 2
made no other kong (Sichuan +1.36 ± 0.52); with no slack for a ready hand (a kong may not
take it out of ready) Sichuan +1.04 ± 0.47. The same in the settlements that double and pay
kongs at once, 600 hands, before → after: Shandong −0.19 ± 1.59 → +0.89 ± 1.54, Beijing −0.19 ±
0.32 → +0.16 ± 0.33, Shaanxi +2.38 ± 2.12 → +2.87 ± 2.16. 2,000 hands, seed 1: Sichuan +1.17 ±
0.32 (was +0.04 ± 0.06), Yunnan +0.34 ± 0.09 (was −0.01 ± 0.05), Shaanxi +1.88 ± 1.20 (was
+1.17 ± 1.16), Beijing +0.36 ± 0.17 (was −0.03 ± 0.17), Shandong +0.83 ± 0.77 (was −0.02 ±
0.77). Sichuan's blood battle (preset ``xuezhan``, 600 hands): +2.12 ± 1.03, was +0.20 ±
0.19.
The blood battle at 2,000 hands, seed 1, main 7bbac8e (+0.86 ± 0.90, wins 63.0% against
normal's 64.4%), paired deal by deal (``benchmarks/duel_paired.py play --preset xuezhan``): no
slack for either kind (kongs only where they keep the distance) −0.50 ± 0.51 (wins 64.4%), a
slack of 2 +0.08 ± 0.13 (998 of 1,000 deals the same), the free safe choice
(:mod:`.blood_defence`) left out +0.17 ± 0.78: the kongs' money outweighs the wins they cost.
Where kongs are paid only with a win or count as fans (Hebei's 槓隨胡, MCR, 明將, Wuhan), the same
rule measured no better (2,000 hands, seed 1, after the chess work): Hebei −0.67 ± 0.75 against
−0.56 ± 0.70, MCR −0.54 ± 1.33 against −0.18 ± 1.30, 明將 +0.03 ± 0.54 against +0.18 ± 0.54,
Wuhan +2.10 ± 6.12 against +1.76 ± 5.12: so it stays where kongs are paid at once.

Measured and dropped in these variants (600 hands, seed 1, against normal; the hand ends at the
first win in the default presets, and speed given up loses more than value gained):

* steering for value: ranking the plans by what their wins pay (a plan worth ``k`` doublings
  more, by the settlement, taken ``α·k`` tiles nearer, so a flush one or two tiles further off
  than a plain hand is preferred): Sichuan α = 0.5 −4.19 ± 2.03 (wins 21.3% against 28.2%),
  α = 1 −9.62 ± 3.35; Yunnan α = 0.5 −0.12 ± 0.22, α = 1 −0.63 ± 0.27;
* a defence against flushes only (an opponent whose melds are all of one suit and whose river
  lacks it after the first four discards; only that suit's tiles counted, weighted by the four
  plain wins a flush pays, folding only without losing distance), with direct kongs: loss weight
  1.0 −0.71 ± 1.72, 2.5 −0.19 ± 1.16, against +0.47 ± 0.34 without; deal-ins were not fewer
  (19.0% against normal's 18.8%). A deal-in costs the discarder what the same hand's self-draw
  would cost him, so defence saves only the share of wins that another seat would have paid;
* Yunnan, a kong the baseline would not make waiting while an opponent may be ready (the
  discard after it is a kong discard, 槓上炮, on which a plain hand wins too: a third of strong's
  deal-ins there, ``benchmarks/duel_deal_ins.py``), 800 hands, seed 1, against +0.25 ± 0.18
  (deal-ins 4.0% against 3.1%) with the kong discard read (:mod:`.blood_defence`): from a
  readiness of 0.5 +0.09 ± 0.16 (3.4% / 3.1%), from 0.8 +0.24 ± 0.17 (3.9% / 3.2%). The kong's
  money is worth more than the deal-ins it brings.
* Yunnan, an added kong the baseline would not make left unmade while an opponent reads ready
  and the tile's risk, every opponent read in full (robbing is a pattern of its own), is at least
  0.1 (strong's added kongs were robbed 4 times in 400 hands, normal's never:
  ``benchmarks/duel_deal_ins.py``),
  paired against main c0d3e68, 800 hands, seed 1: −0.02 ± 0.03 (385 of 400 deals unchanged;
  deal-ins 3.4% → 3.6%, normal's 3.1%); at 0.25 the same; at any risk −0.02 ± 0.03 (3.6%).
* Yunnan, kongs only where they keep the distance (:data:`TURN_SLACK` 0), paired as above:
  −0.06 ± 0.05 (371 of 400 deals unchanged; deal-ins 3.6%, normal's 3.0%); with kongs on a
  discard likewise (:data:`CLAIM_SLACK` 0) −0.08 ± 0.07 (3.4% / 3.1%): the kongs beyond the
  baseline's earn their money and are not what strong deals in for.
* Shaanxi, a kong on a discard made by a hand that folds (one that passes every claim,
  ``StrongBot._claim``): 800 hands, seed 1, paired against passing it, one deal of 400 played
  otherwise, −0.04 ± 0.07.
"""

from __future__ import annotations

from ...table.actions import Act, Action
from ...tiles.hand import MeldKind
from ...variants.model import Variant
from ..claiming import ClaimChoice, claimed
from ..context import Ctx
from ..discarding import DiscardChoice

_ADDED_KONG, _CONCEALED_KONG, _KONG, _PASS = Act.ADDED_KONG, Act.CONCEALED_KONG, Act.KONG, Act.PASS
TURN_SLACK = 1
"""How much further from a win (distance before the replacement is drawn, as the baseline
reads it) a concealed or added kong may leave the hand and still be made."""
CLAIM_SLACK = 1
"""How much further from a win a kong on a discard may leave the hand and still be made."""


def pays_kongs_at_once(variant: Variant) -> bool:
    """Kongs are paid the moment they stand (``exponential``, or ``doubling`` with ``kong_timing =
    "immediate"``: :mod:`~mahjong_tui.rules.settlement.kong_money`) and some kong is paid."""
    s = variant.cfg.settlement
    at_once = s.kind == "exponential" or (
        s.kind == "doubling" and s.params.get("kong_timing", "immediate") == "immediate"
    )
    return at_once and any(float(s.params.get(k, 0)) > 0 for k in ("kong_direct", "kong_added", "kong_concealed"))


class PaidKongs(DiscardChoice, ClaimChoice):
    """Mixed into the strong bot: :meth:`_paid_kong` vets the baseline's pass."""

    def _paid_kong(
        self, ctx: Ctx, by_type: dict[Act, list[Action]], picked: Action, slack: int = CLAIM_SLACK
    ) -> Action:
        """``picked``, or a kong on the discard when ``picked`` passes and the kong leaves the hand
        at most ``slack`` further from a win."""
        kongs = by_type.get(_KONG, [])
        if picked.type is not _PASS or not kongs:
            return picked
        ranked = self._ranked(ctx, 1)
        if not ranked:
            return picked
        now, plans = ranked[0][0][0], [p for _, p in ranked]
        for a in kongs:
            counts, melds = claimed(ctx, a)
            if self._score_after_claim(ctx, plans, a, counts, melds)[0] <= now + slack:
                return a
        return picked

    def _paid_turn_kong(self, ctx: Ctx, by_type: dict[Act, list[Action]], picked: Action) -> Action:
        """``picked`` (the baseline's discard), or a concealed or added kong leaving the hand at
        most :data:`TURN_SLACK` further from a win (the baseline makes one only when none)."""
        ranked = self._ranked(ctx, 0)
        if not ranked:
            return picked
        now, plans = ranked[0][0][0], [p for _, p in ranked]
        for kind in (_CONCEALED_KONG, _ADDED_KONG):
            for a in by_type.get(kind, []):
                t = a.tile
                if t is None or (
                    kind is _ADDED_KONG and not any(m.tile == t and m.kind is MeldKind.PUNG for m in ctx.melds)
                ):
                    continue
                if self._score_after_kong(ctx, plans, kind, a)[0] <= now + TURN_SLACK:
                    return a
        return picked
