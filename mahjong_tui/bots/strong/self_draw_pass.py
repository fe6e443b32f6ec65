"""A win on a discard passed to wait for the self-draw, while no opponent reads ready (Hebei).

In Hebei the discarder alone pays a win on a discard and all three pay a self-draw, doubled
(about 8 points against 50 a win), and no rule bans passing a win. So a ready hand lets a
discard win go when :data:`SHARE` of its chance to draw one of its live winning tiles in its
draws left, times what that self-draw gains, is over :data:`MARGIN` times what the win on the
discard gains, and the likeliest ready opponent reads under :data:`THREAT_MAX` (the stance's
readiness, :attr:`.danger.DangerBoard.threat`): a ready opponent may win first. What each win
pays comes from the judge (the value of each wait, on a discard and self-drawn, from
:func:`~mahjong_tui.rules.advice.advise`) and the settlement (the seat's own payments, the
dealer's doubled: :func:`.payoffs.winner_gain`).

Kept: picked at seeds 1–4 and confirmed at 5–8 against normal, +0.20 ± 0.18 a hand over the
eight. Strong's own deal-ins are unchanged; the deal-in ratio rises because normal's fall (its
discards strong lets go are no longer deal-ins). Other margins, threat bounds and loss weights
measured no better; in Shandong it gained no points and pushed the ratio past 0.75, so it is not
listed there. Measured: benchmarks/STRONG_BOT.md, section self_draw_pass.py."""

from __future__ import annotations

from math import comb

from ...engine.seen import unseen_counts, visible_elsewhere
from ...engine.view import SeatView
from ...rules.advice import WaitAdvice
from ...tiles.kinds import Tile
from ...variants.model import Variant
from .payoffs import winner_gain
from .value_claims import advice_on

PASSES_IN = frozenset({"hebei"})
"""Where a win on a discard may be passed for the self-draw (measured: see the docstring)."""
MARGIN = 1.5
"""The self-draw's weighed gain must be this many times the discard win's."""
SHARE = 0.5
"""The part of the chance to draw a winning tile counted: others win first, the wall ends."""
THREAT_MAX = 0.6
"""No win is passed while an opponent reads ready this likely or more."""


def passes_for_self_draw(variant: Variant) -> bool:
    """Whether a win on a discard may be passed for the self-draw in ``variant``."""
    return variant.family in PASSES_IN


def hand_waits(variant: Variant, view: SeatView) -> list[WaitAdvice]:
    """The judge's waits of the seat's ready hand (before it takes the discard), unseen copies
    counted."""
    hand = view.own_hand()
    assert hand is not None
    return list(advice_on(variant, view, hand, visible_elsewhere(view)).waits or ())


def draw_chance(live: int, unseen: int, draws: int) -> float:
    """The chance that ``draws`` tiles drawn from ``unseen`` hold at least one of ``live``."""
    if live <= 0 or draws <= 0 or unseen <= 0:
        return 0.0
    if unseen - live < draws:
        return 1.0
    return 1.0 - comb(unseen - live, draws) / comb(unseen, draws)


def weigh(variant: Variant, view: SeatView, tile: Tile, discarder: int) -> tuple[float, float] | None:
    """What waiting for the self-draw is worth and what the win on ``tile`` (thrown by
    ``discarder``) gains, in points: the chance to draw a live winning tile in the seat's draws
    left times the mean self-draw's gain; None where the judge pays no win on ``tile``."""
    me = view.viewer
    assert me is not None
    n = len(view.seats)
    waits = hand_waits(variant, view)
    mine = next((w for w in waits if w.tile == tile), None)
    if mine is None or mine.discard_value is None:
        return None
    winner, thrower = (me - view.dealer) % n, (discarder - view.dealer) % n
    take = winner_gain(variant, n, mine.discard_value, winner, thrower)
    drawn = [w for w in waits if w.self_draw_value is not None and w.unseen > 0]
    live = sum(w.unseen for w in drawn)
    if not live:
        return 0.0, take
    mean = sum(w.unseen * winner_gain(variant, n, w.self_draw_value or 0, winner, None) for w in drawn) / live
    chance = draw_chance(live, sum(unseen_counts(view).values()), view.live_remaining // n)
    return chance * mean, take


def passes_win(variant: Variant, view: SeatView, tile: Tile, discarder: int, threat: float) -> bool:
    """Whether the seat passes the win on ``tile`` for the self-draw, the likeliest ready
    opponent reading ``threat`` (see the module's docstring)."""
    if threat >= THREAT_MAX:
        return False
    got = weigh(variant, view, tile, discarder)
    if got is None:
        return False
    keep, take = got
    return SHARE * keep > MARGIN * take
