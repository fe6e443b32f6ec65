"""Wuhan 開口 timing: open the hand late, on the claim that brings it near a win.

In Wuhan a hand must have opened (claimed a chow, a pung or a direct kong) to win, and opening
doubles the seat's own factor (開口翻) for whatever it pays as well as what it wins: an early
claim doubles every loss to the three other seats while the hand is still far off. The baseline
claims whatever brings a plan closer. Here, while the hand is unopened, a pung or chow is made
only when the hand is then at most :data:`OPEN_AT` from a win (after the discard that follows
the claim); kongs and every claim of an opened hand stay the baseline's.
"""

from __future__ import annotations

from ...table.actions import Act, Action
from ...variants.model import Variant
from ..claiming import ClaimChoice
from ..context import Ctx

OPEN_AT = 3
"""The farthest (distance + penalty, as the plans count it; 1 is ready) an unopened hand may be
after opening. No opening rule measured in Wuhan is clearly better than another; elsewhere the
same rule loses (the deal-ins a concealed hand saves cost more in the wins it gives up), so only
Wuhan, where opening multiplies, uses it. Measured: benchmarks/STRONG_BOT.md, section opening.py."""

_CHOW, _PASS, _PUNG = Act.CHOW, Act.PASS, Act.PUNG


def must_open(variant: Variant) -> bool:
    """A win needs an opened hand (the ``opened`` win condition) and opening multiplies."""
    return "opened" in variant.cfg.win.conditions


class OpeningTiming(ClaimChoice):
    """Mixed into the strong bot: :meth:`_open_in_time` vets the baseline's claim."""

    def _open_in_time(self, ctx: Ctx, by_type: dict[Act, list[Action]], picked: Action) -> Action:
        """``picked``, or a pass when it is a pung or chow opening a hand still far from a win."""
        if picked.type not in (_PUNG, _CHOW) or not ctx.concealed:
            return picked
        after = self._distance_after_claim(ctx, picked)
        return picked if after is None or after <= OPEN_AT else by_type[_PASS][0]
