"""Waits priced in points, not fans, where a fan more doubles the pay (the Malaysian game).

The judge's value of a win is in the variant's unit; :func:`.value.expected_value` weighs
waits by it. In the Malaysian three-player game a win pays P(f) = 1, 2, 4, 8 … from 5 fans
up, so a 7-fan wait is worth four 5-fan ones, not 7/5 of one: weighed by fans, a ready
discard or a claim for a dearer hand looked hardly better. Here each wait's value is priced by
the variant's own settlement (:func:`.payoffs.payoff`: what the winner gains on a discard);
no points table is copied.

Measured, duplicate hands against normal, seed 1: 600 hands +1.66 ± 1.22 → +1.70 ± 1.22, 2,000
hands +0.60 ± 0.74 → +0.78 ± 0.75 a hand (deal-ins 14.1% of normal's 24.3%); seed 2, 1,000
hands, side by side with main: +0.18 ± 1.03 → +0.33 ± 1.08 (14.9% of 23.6–24.0% both). Also measured and
dropped there: a loss weight of 0.5 instead of 1.0 (600 hands: +1.57 ± 1.29, deal-ins 16.2% of
24.3%): a deal-in costs the discarder no more than a bystander's share, but folding less won no
more. 明將 (n(n + 1)/2 shares a win: 1, 3, 6 … for 1, 2, 3 fans) measured no better with
its ready waits priced so (600 hands, seed 1: +0.11 ± 1.09 against +0.14 ± 1.09): it stays
weighed by fans there. A claim with a joker in hand is not weighed (the judge's advice on it is slow: see
``StrongBot._claim_for_value``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ...variants.model import Variant
from .payoffs import payoff

PRICED_IN_POINTS = frozenset({"malaysia3p"})
"""Where waits are weighed by what they pay (measured: see the module's docstring)."""


@lru_cache(maxsize=16)
def price_of(variant: Variant) -> Callable[[int], float] | None:
    """What a win of each value gains the winner in ``variant``, where waits are priced in
    points (:data:`PRICED_IN_POINTS`); else None (waits weigh by their value). One per
    variant (the loader keeps one of each), its prices cached."""
    if variant.family not in PRICED_IN_POINTS:
        return None
    players = max(variant.seats)

    @lru_cache(maxsize=64)
    def price(value: int) -> float:
        return payoff(variant, players, value).win_discard

    return price
