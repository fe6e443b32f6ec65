"""The strong bot's stakes (陝西 下炮子): all or nothing, by the chance that the dealt hand wins.

Stakes pay both ways (:func:`~mahjong_tui.rules.features.stakes.stake_payments`): when a seat
wins, each of the three losers pays it (their stakes + its stakes) × 3; when another seat wins,
it pays (its stakes + the winner's) × 3. Its own stakes thus earn 3 × 3 per stake with
probability ``p`` (it wins) and cost 3 per stake with probability ``q`` (another wins): the
expectation ``3 (3p − q)`` is linear in the stakes, so the best answer is the most or none.
The others' stakes pay the same whatever this seat puts down.

``p`` comes from the dealt hand's shanten and the deal (the dealer draws first and plays one tile
ahead); ``q`` is the rest of the hands not drawn. The table below was measured on 2,000 Shaanxi
seat-hands of four normal bots (``benchmarks/stakes_calibration.py``): a stake earns at shanten 2
or less, about breaks even at 3 and loses at 4 or more. The normal bot's answer, 3 − shanten
stakes, stakes 1 at shanten 2 and none at 3, so it leaves most of the gain unclaimed. The edge at 0
stays: higher or lower edges measured worse. Measured: benchmarks/STRONG_BOT.md, section stakes.py."""

from __future__ import annotations

from ...engine.view import SeatView
from ...rules.features.stakes import Stakes, stakes_of
from ...table.actions import Action
from ...variants.model import Variant

WIN_CHANCE = {0: 0.6, 1: 0.45, 2: 0.36, 3: 0.26, 4: 0.16, 5: 0.12}
"""Chance that a non-dealer's dealt hand wins, by shanten (more than 5: as 5)."""
DEALER_BONUS = {0: 0.0, 1: 0.0, 2: 0.01, 3: 0.05, 4: 0.05, 5: 0.05}
"""What dealing adds to it (the measured rise at shanten 3 and 4; hardly any at 1 and 2)."""
DRAWN = 0.08
"""The share of hands that end with no winner."""
SELF_DRAWN = 0.23
"""The share of wins that are self-drawn, which pay the stakes ``stake_self_draw`` times over:
441 of 1,898 wins in 2,000 Shaanxi deals of four normal bots, about as many of a seat's own wins
as of the others'. Counted in, the edge measured there by dealt shanten (non-dealer) was +2.05,
+0.43 and −0.95 stake units at 2, 3 and 4 against +1.56, +0.36 and −0.84 without it; the
doubling only scales the edge, so the answer (stake or not) is the same."""


def win_chance(shanten: int, dealer: bool) -> float:
    """The chance that a dealt hand at ``shanten`` wins (:data:`WIN_CHANCE`)."""
    s = min(max(shanten, 0), max(WIN_CHANCE))
    return WIN_CHANCE[s] + (DEALER_BONUS[s] if dealer else 0.0)


def stake_edge(shanten: int, dealer: bool, self_draw: int) -> float:
    """What one stake is expected to earn, in stake units: ``3p − q``, a self-drawn win's share
    of either counted ``self_draw`` times (the settlement's :meth:`stake_self_draw`)."""
    p = win_chance(shanten, dealer)
    return (3 * p - (1 - DRAWN - p)) * (1 + SELF_DRAWN * (self_draw - 1))


def dealt_shanten(variant: Variant, view: SeatView) -> int:
    """The shanten the stakes are chosen by: the dealt hand's, with any melds and wilds."""
    me = view.me
    assert me is not None and me.hand is not None
    return variant.shanten(me.hand, me.known_melds, view.wild_kinds)


def choose_stakes(variant: Variant, view: SeatView, actions: list[Action]) -> Action | None:
    """The most stakes offered when a stake is expected to earn, else none (None when
    ``actions`` ask no stakes). The score does not change the answer: points are what the
    match counts, and the expectation is what they gain."""
    if not any(isinstance(f, Stakes) for f in variant.features):
        return None
    offers = {k: a for a in actions if (k := stakes_of(a)) is not None}
    me = view.me
    if not offers or len(offers) != len(actions) or me is None or me.hand is None:
        return None
    edge = stake_edge(dealt_shanten(variant, view), me.dealer, variant.settlement.stake_self_draw())
    want = max(offers) if edge > 0 else 0
    return offers[min(offers, key=lambda k: (abs(k - want), k))]
