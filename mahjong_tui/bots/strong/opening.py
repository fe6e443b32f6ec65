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
after opening. Duplicate duels against normal, 1,000 hands at seeds 3, 4 (5, 6): with 2 the
margin was −3.0, −10.5 points a hand (the bot won 21% of its hands against the baseline's 25%);
with 3 +0.7, −2.1 (−2.2, −3.1); with 4 −1.3, −5.8; the baseline's claims −3.1, −4.6 (+5.7,
−6.6). Each ± about 9: no opening rule measured here is clearly better than another.

Elsewhere the same rule (a concealed hand passes a pung or chow leaving it further than this
from a win) loses, so only Wuhan, where opening multiplies, uses it. Paired deal by deal against
main 20ed67d (``benchmarks/duel_paired.py``, 2,000 hands, seed 1; the change's effect, then
strong's deal-in ratio against normal, main's in brackets): at 3, Hebei −0.01 ± 0.32 (0.93;
0.97), Shaanxi −0.50 ± 0.55 (0.82; 0.82), Sichuan −0.02 ± 0.18 (0.98; 1.00), Shandong −0.39 ±
0.59 (0.74; 0.74), MCR +0.13 ± 1.09 (0.69; 0.71); at 2, Hebei −0.57 ± 0.67 (0.89), Shaanxi −1.15
± 1.10 (0.83), Sichuan −0.61 ± 0.55 (0.98), Shandong −1.58 ± 0.91 (0.69), MCR −1.15 ± 1.40
(0.74): the deal-ins a concealed hand saves cost more in the wins it gives up."""

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
