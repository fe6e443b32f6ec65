"""The strong bot's reasons for the choices made after the deal, as the review shows them.

Sichuan's void suit (定缺) and its three tiles to pass (換三張) are chosen by what giving a suit
up costs (:func:`~mahjong_tui.bots.strong.setup_choice.suit_costs`: the winnable shanten of the
hand kept without it, the tiles of it held); Shaanxi's stakes (下炮子) by the dealt hand's
chance to win and what a stake is expected to earn
(:func:`~mahjong_tui.bots.strong.stakes.win_chance`, :func:`~.stakes.stake_edge`). This module
only reads those answers, as :mod:`.strong_eval` reads the strong bot's discards.

Tiles passed are compared by their suit alone: within the suit the strong bot passes the three
the feature's own rule picks (the fewest partners), a rule, not a reading of the hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..bots.strong.setup_choice import suit_costs, suit_given_up
from ..bots.strong.stakes import dealt_shanten, stake_edge, win_chance
from ..engine.view import SeatView
from ..rules.features.stakes import stakes_of
from ..table.actions import Act, Action
from ..variants.model import Variant
from .strong_eval import strong_bot


class SetupKind(Enum):
    VOID = "void"
    EXCHANGE = "exchange"
    STAKES = "stakes"


@dataclass(frozen=True)
class SuitCost:
    """What giving ``suit`` up costs the hand, as the strong bot weighs it."""

    suit: int
    shanten: int
    """The winnable shanten of the hand kept without the suit."""
    held: int
    """Tiles of the suit in the hand."""
    partners: int
    """How well they hang together (pairs, runs, pungs weigh most): the last tie-break."""


@dataclass(frozen=True)
class StakeOdds:
    """The dealt hand's odds, as the strong bot stakes by them."""

    shanten: int
    chance: float
    """The chance that the hand wins (0 … 1)."""
    points: float
    """What one stake is expected to earn, in points (negative: to lose)."""


@dataclass(frozen=True)
class SetupReading:
    """The strong bot's choice at a setup decision and the measures of both choices."""

    pick: Action
    chosen_suit: SuitCost | None = None
    strong_suit: SuitCost | None = None
    stakes: StakeOdds | None = None


def setup_kind(legal: list[Action]) -> SetupKind | None:
    """Which reasoned setup choice ``legal`` asks (None: another, or none: a choice the strong
    bot answers by a feature's rule, or a lone declaration that is no choice)."""
    if len(legal) < 2 or any(a.type is not Act.CHOOSE for a in legal):
        return None
    if all(stakes_of(a) is not None for a in legal):
        return SetupKind.STAKES
    if all(suit_given_up(a) is not None for a in legal):
        return SetupKind.EXCHANGE if legal[0].tiles else SetupKind.VOID
    return None


def agrees(kind: SetupKind, chosen: Action, strong: Action) -> bool:
    """The person chose as the strong bot did (tiles passed: from the same suit)."""
    if kind is SetupKind.EXCHANGE:
        return suit_given_up(chosen) == suit_given_up(strong)
    return chosen == strong


def stake_points(variant: Variant, edge: float) -> float:
    """A stake's expected gain in points: :func:`stake_edge` counts it in the stake payment of a
    win on a discard (each seat pays the stake unit per stake), the settlement's ``stake_unit``;
    without one, stakes pay nothing."""
    unit = variant.settlement.stake_unit()
    return edge * unit if unit is not None else 0.0


def stakes_lost(reading: SetupReading, chosen: Action, strong: Action) -> float:
    """The points a stakes choice is expected to give up against the strong bot's."""
    assert reading.stakes is not None
    return ((stakes_of(strong) or 0) - (stakes_of(chosen) or 0)) * reading.stakes.points


def suit_lost(mine: SuitCost, its: SuitCost) -> tuple[str, int] | None:
    """What giving up ``mine`` rather than ``its`` loses, by the strong bot's measures in its
    order (:func:`~mahjong_tui.bots.strong.setup_choice.suit_costs`): ``("speed", steps)``,
    ``("held", tiles)`` more of the suit to throw, ``("shape", 0)`` tiles that hang together
    better; None where it loses nothing (or is ahead)."""
    if mine.shanten != its.shanten:
        return ("speed", mine.shanten - its.shanten) if mine.shanten > its.shanten else None
    if mine.held != its.held:
        return ("held", mine.held - its.held) if mine.held > its.held else None
    return ("shape", 0) if mine.partners > its.partners else None


def read_setup(variant: Variant, view: SeatView, kind: SetupKind, chosen: Action | None = None) -> SetupReading:
    """The strong bot's choice from ``view`` (a seat's own view at the setup) and what it and
    ``chosen`` (the review's; none for the hints, asked before the choice) cost by the measure
    it chooses by."""
    pick = strong_bot(variant).choose(view)
    me = view.me
    assert me is not None and me.hand is not None
    if kind is SetupKind.STAKES:
        shanten = dealt_shanten(variant, view)
        odds = StakeOdds(
            shanten,
            win_chance(shanten, me.dealer),
            stake_points(variant, stake_edge(shanten, me.dealer, variant.settlement.stake_self_draw())),
        )
        return SetupReading(pick, stakes=odds)
    costs = suit_costs(variant, view, list(me.hand))

    def cost(a: Action | None) -> SuitCost | None:
        suit = suit_given_up(a) if a is not None else None
        if suit is None or suit not in costs:
            return None
        return SuitCost(suit, *costs[suit])

    return SetupReading(pick, cost(chosen), cost(pick))
