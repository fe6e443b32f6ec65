"""Wuhan: a concealed hand opens on a claim that keeps its distance.

A Wuhan hand must have opened (a chow, a pung or a direct kong) to win, and the plans do not
count that: to them a concealed hand that is ready in shape is ready, and no claim brings it
nearer, so the baseline never claims again and the hand can never win (it cannot self-draw a
win either). For a concealed hand the opening is a step of its own; here a pung or chow that
leaves the hand as near a win as it is now (after the discard that follows) is made while it
is within :data:`~.opening.OPEN_AT` of a win, where the baseline passes it.

Kept: paired against the build before, +7.59 and +11.96 a hand at two seeds of 2,000 hands, and
+5.75 ± 3.52 over 6,000 hands against normal (from −0.27 ± 2.96): concealed ready hands no longer
wait out the wall. Steering toward big hands, direct kongs as openings and other opening distances
were measured and dropped. Measured: benchmarks/STRONG_BOT.md, section wuhan_open_claims.py."""

from __future__ import annotations

from ...table.actions import Act, Action
from ..claiming import ClaimChoice, claimed
from ..context import Ctx
from .opening import OPEN_AT

_CHOW, _PASS, _PUNG = Act.CHOW, Act.PASS, Act.PUNG


class OpenToWin(ClaimChoice):
    """Mixed into the strong bot: :meth:`_open_to_win` vets a concealed hand's pass."""

    def _open_to_win(self, ctx: Ctx, by_type: dict[Act, list[Action]], picked: Action) -> Action:
        """``picked``, or a pung or chow opening a concealed hand without taking it further
        from a win, when ``picked`` passes."""
        if picked.type is not _PASS or not ctx.concealed:
            return picked
        offered = [a for k in (_PUNG, _CHOW) for a in by_type.get(k, [])]
        if not offered:
            return picked
        ranked = self._ranked(ctx, 1)
        if not ranked:
            return picked
        current = ranked[0][0]
        if current[0] > OPEN_AT:
            return picked
        plans = [p for _, p in ranked]
        best: tuple[tuple[int, int], Action] | None = None
        for a in offered:
            counts, melds = claimed(ctx, a)
            after = self._score_after_claim(ctx, plans, a, counts, melds)
            if after <= current and (best is None or after < best[0]):
                best = (after, a)
        return best[1] if best is not None else picked
