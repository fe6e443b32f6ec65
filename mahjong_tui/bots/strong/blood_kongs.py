"""Kongs that are paid at once (Sichuan's 刮風下雨, Yunnan's 槓錢, Beijing, Shaanxi, Shandong): make
them.

Where a kong is paid the moment it stands, it is worth a win or more: in Sichuan a direct kong
(three held and the tile just discarded) earns 6 from the discarder, a plain win's worth, an
added kong 6 and a concealed kong 12 from each other seat (18 and 36 in all); in Yunnan 2, 1
and 2 (each) against a 4-point discard win. The baseline claims only what brings a plan closer,
so it passes a direct kong made of a set already held, and it makes a concealed or added kong
only when the hand stays as near a win (most Sichuan concealed kongs it skipped, the fourth tile
being used in a run). Here a kong is made when it leaves the hand at most one tile further from
a win (the plans' distance with penalties, as the baseline reads it; :data:`CLAIM_SLACK`,
:data:`TURN_SLACK`).

In duplicate duels against normal this gained most of the margin in every variant listed
(Sichuan +1.17 a hand at 2,000 hands, from +0.04); where kongs are paid only with a win or
count as fans (Hebei, MCR, 明將, Wuhan) it measured no better, so it stays where kongs are paid
at once. Steering for value, a defence against flushes, and holding kongs back while an
opponent may be ready were measured and dropped: the kongs' money outweighs the wins and
deal-ins they cost. Measured: benchmarks/STRONG_BOT.md, section blood_kongs.py."""

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
