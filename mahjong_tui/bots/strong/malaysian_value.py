"""Waits priced in points, not fans, where a fan more doubles the pay (the Malaysian game).

The judge's value of a win is in the variant's unit; :func:`.value.expected_value` weighs
waits by it. In the Malaysian three-player game a win pays P(f) = 1, 2, 4, 8 … from 5 fans
up, so a 7-fan wait is worth four 5-fan ones, not 7/5 of one: weighed by fans, a ready
discard or a claim for a dearer hand looked hardly better. Here each wait's value is priced by
the variant's own settlement (:func:`.payoffs.payoff`: what the winner gains on a discard);
no points table is copied.

Kept: a little better against normal at two seeds. 明將 measured no better with its waits priced so
and stays weighed by fans. A claim with a joker in hand is not weighed (the judge's advice on it is
slow: see ``StrongBot._claim_for_value``). Measured: benchmarks/STRONG_BOT.md, section
malaysian_value.py."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ...variants.model import Variant
from .payoffs import payoff

PRICED_IN_POINTS = frozenset({"malaysia3p"})
"""Where waits are weighed by what they pay (measured:
benchmarks/STRONG_BOT.md, section malaysian_value.py)."""


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
