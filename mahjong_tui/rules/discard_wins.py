"""What a win on a discard must be worth, as the variant's rules say: the table's minimum, and
the win conditions that refuse a win on a discard that they let pass self-drawn (Yunnan: a
plain hand of 0 番 wins self-drawn only, so a discard win needs a pattern).

The bots ask these, never the game's id: the strong bot's defence in the blood games
(:mod:`mahjong_tui.bots.strong.blood_defence`) and the easy bot's claims
(:mod:`mahjong_tui.bots.easy`), so a house file that changes a condition is read as it says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..scoring.base import Score
from ..tiles.hand import Hand
from .conditions import Condition

if TYPE_CHECKING:  # pragma: no cover
    from .rule_variant import RuleVariant

LEAST_VALUE_TRIED = 16
"""How far above a given value :func:`cheapest_discard_win` looks for a value the rules let win
on a discard."""


def refused_on_a_discard(variant: RuleVariant, value: int) -> bool:
    """Whether a win condition refuses a win worth ``value`` on a discard that it lets pass
    self-drawn: a refusal for the value and the way of winning, not for the tiles held (asked
    with no tiles; a condition on the melds, such as Wuhan's opened hand, refuses both ways)."""

    def refuses(cond: Condition, how: str) -> bool:
        return bool(cond.refuse(None, 0, Hand([]), how, Score([], value, value, True)))

    return any(refuses(c, "discard") and not refuses(c, "self_draw") for c in variant.conditions)


def cheapest_discard_win(variant: RuleVariant, value: int) -> int | None:
    """The least value from ``value`` up that a win on a discard may be worth: the table's
    minimum, then what the win conditions refuse (Yunnan: a hand of 0 番 wins self-drawn only,
    so 1); None if none is found."""
    start = max(value, variant.win.min_fan)
    return next((v for v in range(start, start + LEAST_VALUE_TRIED) if not refused_on_a_discard(variant, v)), None)


def discard_win_needs_a_pattern(variant: RuleVariant) -> bool:
    """Whether the least hand the table lets win self-drawn (a plain hand, or one worth the
    minimum) needs more on a discard (:func:`cheapest_discard_win`): a pattern that pays, such
    as Yunnan's 碰碰胡 or 清一色, where a plain hand wins self-drawn only."""
    evaluator = variant.evaluator
    least = max(evaluator.value_of(evaluator.plain_fans()), variant.win.min_fan)
    return cheapest_discard_win(variant, least) != least
