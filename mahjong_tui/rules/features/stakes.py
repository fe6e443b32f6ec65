"""Stakes chosen before the hand (陝西 下炮子), shown to everyone once all have chosen.

After the deal each seat picks 0 … ``max`` stakes with ``Act.CHOOSE`` (``choice`` = the number).
The choices are made privately and revealed together (the engine's setup phase collects every
answer before play starts). A seat's previous stakes are offered first, so "keep what I had"
(默認上回的值) is the default answer; the first hand starts from 0.

Stakes raise both what a seat wins and what it loses. The money is paid by the settlement:
:func:`stake_payments` gives the payments for one win, for any settlement that uses stakes.
``[features.stakes]`` parameters: ``max`` (default 4), ``carry_over`` (default true).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...messages import Message, msg
from ...params import Params, param
from ...scoring.explain import SELF_DRAW, STAKE_UNIT, STAKES, Formula, seat_named
from ...table.actions import Act, Action
from ...table.event_kinds import EventKind
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from .table_game import SeatSight, TableGame

FLAG = "stakes"
"""The public fact's key, and where the match keeps each player's last stakes."""


@dataclass
class StakesChosen:
    """The stakes of each seat this hand; None before they are chosen."""

    stakes: list[int] | None = None


def stakes_of(a: Action) -> int | None:
    """The stakes a choice puts down (None: it is no stakes choice)."""
    return a.choice if isinstance(a.choice, int) and not isinstance(a.choice, bool) else None


def hand_stakes(state: HandState) -> list[int] | None:
    """Each seat's stakes this hand, or None before they are chosen (or without stakes)."""
    return state.feature(StakesChosen).stakes


STAKES_FACT = "fact.stakes"
STAKES_CHOICE = "choice.stakes"
STAKES_KEEP = "choice.stakes_keep"
STAKES_NOTE = "choice.stakes_note"


def stakes_note(unit: int | None, self_draw_factor: int) -> Message | None:
    """What a stake is worth, said where the stakes are chosen: :func:`stake_payments` in words,
    with the settlement's ``unit`` and self-draw multiple (None: the settlement pays no stakes)."""
    if unit is None:
        return None
    return msg(STAKES_NOTE, unit=unit, self_draw=unit * self_draw_factor)


@dataclass(frozen=True)
class StakesParams(Params):
    max: int = param(4, "the most stakes a seat may put down")
    carry_over: bool = param(True, "a seat's previous stakes are offered first (默認上回的值); false: 0")


@FEATURES.register("stakes")
class Stakes(Feature):
    params_class = StakesParams
    params: StakesParams

    def _previous(self, game: TableGame, seat: int) -> int | None:
        """The seat's stakes of the hand before, where it chose any and they carry over."""
        if not self.params.carry_over:
            return None
        kept = game.match.extra.get(FLAG, {})
        player = game.match.seating[seat]
        return int(kept[player]) if player in kept else None

    def setup_choices(self, game: TableGame) -> dict[int, list[Action]]:
        top = self.params.max
        out: dict[int, list[Action]] = {}
        for seat in range(game.n):
            had = self._previous(game, seat)
            prev = min(had, top) if had is not None else 0  # the first hand starts from 0
            order = [prev] + [k for k in range(top + 1) if k != prev]
            out[seat] = [  # "(same as last time)" only where there was a last time
                Action(Act.CHOOSE, seat, choice=k, label=msg(STAKES_KEEP if k == had else STAKES_CHOICE, n=k))
                for k in order
            ]
        return out

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        """More stakes the nearer the dealt hand is to ready: 3 - shanten, within the offer."""
        me = view.me
        offers = [(k, a) for a in actions if (k := stakes_of(a)) is not None]
        if me is None or me.hand is None or len(offers) != len(actions):
            return None
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        want = 3 - self.variant.shanten(me.hand, melds, view.wild_kinds)
        return min(offers, key=lambda offer: (abs(offer[0] - want), offer[0]))[1]

    def on_setup(self, game: TableGame, answers: dict[int, Action]) -> None:
        stakes = [0] * game.n
        for seat, a in answers.items():
            k = stakes_of(a)
            if k is not None:
                stakes[seat] = k
        game.state.feature(StakesChosen).stakes = stakes
        kept = game.match.extra.setdefault(FLAG, {})
        for seat, k in enumerate(stakes):
            kept[game.match.seating[seat]] = k
        for seat, k in enumerate(stakes):
            game.emit(EventKind.CHOICE, seat, stakes=k)

    def public_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        stakes = hand_stakes(game.state)
        if stakes is None:
            return {}
        return {FLAG: msg(STAKES_FACT, n=stakes[seat])}


def stake_payments(state: HandState, win: WinRecord, unit: int, self_draw_factor: int = 2) -> list[Payment]:
    """下炮子分數 for one win: each loser ``i`` pays ``(p_i + p_w) × A × unit``, where ``A`` is
    ``self_draw_factor`` for a self-draw and 1 otherwise (a robbed kong counts as a discard).
    Every other seat still in the hand pays; nothing when no stakes were chosen."""
    stakes = hand_stakes(state)
    if not stakes:
        return []
    a = self_draw_factor if win.how == "self_draw" else 1
    pw = stakes[win.seat]
    out = []
    for seat in range(state.n):
        if seat == win.seat or not state.active(seat):
            continue
        amount = (
            Formula.start(stakes[seat], STAKES, seat=seat_named(state, seat))
            .plus(pw, STAKES, seat=seat_named(state, win.seat))
            .times(a, SELF_DRAW)
            .times(unit, STAKE_UNIT)
        )
        out.append(Payment(seat, win.seat, amount.amount, "stake", how=amount.how))
    return out
