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

Measured, duplicate duels against normal, 2,000 hands a seed, paired deal by deal against main
91cfee0 on the same walls (``benchmarks/duel_paired.py``; each file's margin strong − normal
and deal-in ratio strong/normal; main seeds 1–8 +0.50 (0.85), +0.15 (0.90), +0.30 (0.82),
−0.25 (0.82), +0.57 (0.88), +0.74 (0.85), +0.43 (0.85), +0.29 (0.84), each about ± 0.62):

* this rule, picked at seeds 1–4, confirmed at 5–8: +0.24 ± 0.28 (+0.73, 0.97), +0.35 ± 0.32
  (+0.51, 1.01), +0.35 ± 0.34 (+0.66, 0.95), +0.04 ± 0.33 (−0.21, 0.93); +0.35 ± 0.31 (+0.92,
  0.98), +0.32 ± 0.29 (+1.06, 0.92), −0.28 ± 0.29 (+0.15, 0.96), +0.23 ± 0.31 (+0.52, 0.95):
  +0.20 ± 0.18 over the eight (the interval from their spread). 6,000 hands: seed 1 +0.37 ±
  0.36 → +0.58 ± 0.38 (0.86 → 0.99), paired +0.21 ± 0.17; seed 2 +0.25 → +0.51 (0.83 → 0.91),
  +0.26 ± 0.18; seed 7 +0.31 → +0.27 (0.84 → 0.94), −0.04 ± 0.17. Self-draws 6.5% → 8.0% of
  seat-hands, wins 25.1% → 23.2% (seed 1). Strong's own deal-ins are unchanged (17.0% → 17.2%,
  16.6% → 16.4% … at every seed within 0.3 points); the deal-in ratio rises because normal's
  falls (19.9% → 17.7%): its discards strong lets go are no longer deal-ins. No rule on strong's
  own play after a pass can win that back;
* without the threat bound (the rule measured before, recorded in
  :mod:`.mingjiang_hebei_ready`): +0.11 ± 0.33, +0.25 ± 0.38, +0.33 ± 0.39, −0.21 ± 0.39
  (+0.12 over seeds 1–4; ratio 0.98–1.07); bound 0.5: +0.23, +0.25, +0.37, +0.00 (+0.21); 0.7:
  +0.17, +0.21, +0.37, −0.07 (+0.17). Where it came from (this rule at :data:`MARGIN` 0.5 logged,
  seeds 1–2, 2,379 passes, each pass's own hand result less the discard win it gave up): passes
  at a weighed ratio of self-draw to discard win under 3 lost 1.7–5.0 points each, 3–4 gained
  +0.6, 4–6 +2.2; with the ratio at 3 or more, passes against a threat of 0.7 or more lost 2.0
  each, 0.5–0.7 gained +0.3, under 0.5 +0.9 to +6.7.

Measured at seeds 1–4 with the threat bound of 0.6 and dropped (mean paired effect over the four):
:data:`MARGIN` 1.25 +0.20, 2.0 +0.24 (as this, fewer passes); passing only with 35 tiles or
more left to draw +0.23; after one pass, another only while the threat is under 0.3 +0.17;
without the bound, the sum of the opponents' readiness under 1.0 +0.17, the draw chance scaled
by 1 − that sum / 3 at MARGIN 1.0 +0.17; a hand that has passed folding among all discards, not
only among the ready ones (:func:`.mingjiang_hebei_ready.ready_rivals` off after a pass): the
same duels to the byte. Shandong pays the same way: this rule there, seeds 1–2, +0.17 ± 0.24
(+1.65 → +1.81, ratio 0.74 → 0.82) and −0.03 ± 0.20 (+1.39 → +1.36, 0.76 → 0.83): no gain in
points and its deal-in ratio past 0.75, so not listed there. With this rule, Hebei's loss weight
(:data:`.stance.LOSS_WEIGHT_BY_VARIANT`, 1.5) paired against it, seeds 1–4: 2.0 −0.08 ± 0.34,
−0.10 ± 0.36, +0.29 ± 0.32, +0.16 ± 0.42 (ratio 0.97 → 0.90 at seed 1); 2.5 −0.13 ± 0.49,
−0.51 ± 0.50, −0.08 ± 0.44, +0.14 ± 0.51 (0.97 → 0.85): fewer deal-ins, no more points.
"""

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
