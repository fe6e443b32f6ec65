"""Table payments for multiplied values (翻番): Shaanxi, Hebei, Shandong and alike.

A win is worth the evaluator's total ``V``. Payers: every other seat on a self-draw; on a discard
(or a robbed kong, the konger standing as the discarder) the discarder alone (``win_payers =
"discarder"``, 誰點炮誰給錢) or every other seat (``"all"``, Shaanxi). A win payment between the
dealer and another seat is multiplied by ``dealer_factor`` (是莊者翻番, default 2).

Kongs (``kong_timing``):

* ``immediate`` — paid the moment a kong stands (not robbed) and kept whatever happens later:
  ``kong_concealed`` from each other seat, ``kong_added`` from each other seat, ``kong_direct``
  from the discarder (``kong_direct_payer = "discarder"``) or from each other seat (``"all"``).
* ``with_win`` — 槓隨胡: only the winner's kongs are paid, by the payers of his win, never
  multiplied: ``kong_concealed`` for a concealed kong, ``kong_exposed`` for a direct or added one.
  A drawn hand pays no kong.
* ``none`` — kongs are worth nothing.

Stakes (下炮子) chosen with the ``stakes`` feature are paid on every win with
``stake_unit`` and ``stake_self_draw`` (see :func:`..features.stakes.stake_payments`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...params import param
from ...scoring.explain import CONCEALED_KONG, DEALER, EXPOSED_KONG, VALUE, Formula
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from ...tiles.hand import Meld, MeldKind
from ..features.stakes import stake_payments
from . import SETTLEMENTS, Settlement
from .kong_money import KongMoneyParams, kong_money


@dataclass(frozen=True)
class DoublingParams(KongMoneyParams):
    win_payers: Literal["discarder", "all"] = param("discarder", "who pays a discard win: the discarder or everyone")
    dealer_factor: int = param(2, "a win payment between the dealer and another seat is multiplied by this")
    kong_timing: Literal["immediate", "with_win", "none"] = param("immediate", "when kongs are paid")
    kong_exposed: int = param(0, "槓隨胡: a direct or added kong of the winner")
    kong_direct_payer: Literal["discarder", "all"] = param("all", "who pays a kong on a discard, paid at once")
    stake_unit: int | None = param(None, "下炮子: the stake paid on every win (unset: no stakes)")
    stake_self_draw: int = param(2, "下炮子: the stake multiple of a self-draw")
    false_win_each: int = param(0, "炸胡包莊: what a false win costs, paid to each other seat")


@SETTLEMENTS.register("doubling")
class DoublingSettlement(Settlement):
    params_class = DoublingParams
    params: DoublingParams

    # ---- wins ----------------------------------------------------------------------------

    def payers(self, state: HandState, win: WinRecord) -> list[int]:
        """Who pays for ``win``: the discarder alone, or every other seat still in."""
        if win.discarder is not None and self.params.win_payers == "discarder":
            return [win.discarder]
        return [s for s in range(state.n) if s != win.seat and state.active(s)]

    def on_win(self, state: HandState, win: WinRecord) -> list[Payment]:
        factor = self.params.dealer_factor
        value = win.score.total
        out: list[Payment] = []
        payers = self.payers(state, win)
        for seat in payers:
            dealer_involved = state.dealer in (seat, win.seat)
            amount = Formula.start(value, VALUE).times(factor if dealer_involved else 1, DEALER)
            out.append(Payment(seat, win.seat, amount.amount, "win", how=amount.how))
        if self.params.kong_timing == "with_win":
            for meld in winner_kongs(win):
                kong = self._with_win_amount(meld)
                how = kong.how
                out.extend(Payment(seat, win.seat, kong.amount, "kong", "with_win", how=how) for seat in payers)
        if self.params.stake_unit is not None:
            out.extend(stake_payments(state, win, self.params.stake_unit, self.params.stake_self_draw))
        return out

    def _with_win_amount(self, meld: Meld) -> Formula:
        if meld.kind is MeldKind.CONCEALED_KONG:
            return Formula.start(self.params.kong_concealed, CONCEALED_KONG)
        return Formula.start(self.params.kong_exposed, EXPOSED_KONG)

    def on_false_win(self, state: HandState, seat: int) -> list[Payment]:
        """炸胡包莊: ``false_win_each`` to each other seat (only where false wins can be declared)."""
        amount = self.params.false_win_each
        return [Payment(seat, p, amount, "false_win") for p in range(state.n) if p != seat and state.active(p)]

    def false_win_fee(self) -> int | None:
        return self.params.false_win_each or None

    def stake_unit(self) -> int | None:
        return self.params.stake_unit

    def stake_self_draw(self) -> int:
        return self.params.stake_self_draw

    # ---- kongs paid at once ----------------------------------------------------------------

    def on_kong(self, state: HandState, seat: int, meld: Meld, from_seat: int | None) -> list[Payment]:
        if self.params.kong_timing != "immediate":
            return []
        amount, payers = kong_money(self.params, state, seat, meld, from_seat, self.params.kong_direct_payer)
        return [Payment(p, seat, amount, "kong") for p in payers]


def winner_kongs(win: WinRecord) -> list[Meld]:
    """The winner's kongs: from the hand, or from the scored reading when no hand is kept
    (a single win scored outside a game)."""
    if win.hand is not None:
        melds = list(win.hand.melds)
    elif win.score.reading is not None:
        melds = [g.meld for g in win.score.reading.decomposition.sets if g.meld is not None]
    else:
        melds = []
    return [m for m in melds if m.kind.is_kong]
