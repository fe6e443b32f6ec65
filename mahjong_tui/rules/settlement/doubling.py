"""Table payments for multiplied values (翻番): Shaanxi, Hebei, Shandong and alike.

A win is worth the evaluator's total ``V``. Payers: every other seat on a self-draw; on a discard
(or a robbed kong, the konger standing as the discarder) the discarder alone (``win_payers =
"discarder"``, 誰點炮誰給錢) or every other seat (``"all"``, Shaanxi). A win payment between the
dealer and another seat is multiplied by ``dealer_factor`` (是莊者翻番, default 2).

Kongs (``kong_timing``):

* ``immediate`` — paid the moment a kong stands (not robbed) and kept whatever happens later:
  ``kong_concealed`` from each other seat, ``kong_added`` from each other seat, ``kong_direct``
  from the discarder (``kong_direct_payer = "discarder"``) or from each other seat (``"all"``).
* ``with_win`` — 杠隨胡: only the winner's kongs are paid, by the payers of his win, never
  multiplied: ``kong_concealed`` for a concealed kong, ``kong_exposed`` for a direct or added one.
  A drawn hand pays no kong.
* ``none`` — kongs are worth nothing.

Stakes (下炮子) chosen with the ``stakes`` feature are paid on every win with
``stake_unit`` and ``stake_self_draw`` (see :func:`..features.stakes.stake_payments`).
"""

from __future__ import annotations

from ...scoring.explain import CONCEALED_KONG, DEALER, EXPOSED_KONG, VALUE, Formula
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from ...tiles.hand import Meld, MeldKind
from ..features.stakes import stake_payments
from . import SETTLEMENTS, Settlement
from .kong_money import kong_money


@SETTLEMENTS.register("doubling")
class DoublingSettlement(Settlement):
    params_spec = {
        "win_payers": ("discarder", "all"),
        "dealer_factor": int,
        "kong_timing": ("immediate", "with_win", "none"),
        "kong_concealed": int,
        "kong_exposed": int,
        "kong_direct": int,
        "kong_added": int,
        "kong_direct_payer": ("discarder", "all"),
        "stake_unit": int,
        "stake_self_draw": int,
        "false_win_each": int,
    }

    # ---- wins ----------------------------------------------------------------------------

    def payers(self, state: HandState, win: WinRecord) -> list[int]:
        """Who pays for ``win``: the discarder alone, or every other seat still in."""
        if win.discarder is not None and self.param("win_payers", "discarder") == "discarder":
            return [win.discarder]
        return [s for s in range(state.n) if s != win.seat and state.active(s)]

    def on_win(self, state: HandState, win: WinRecord) -> list[Payment]:
        factor = int(self.param("dealer_factor", 2))
        value = win.score.total
        out: list[Payment] = []
        payers = self.payers(state, win)
        for seat in payers:
            dealer_involved = state.dealer in (seat, win.seat)
            amount = Formula.start(value, VALUE).times(factor if dealer_involved else 1, DEALER)
            out.append(Payment(seat, win.seat, amount.amount, "win", how=amount.how))
        if self.param("kong_timing", "immediate") == "with_win":
            for meld in winner_kongs(win):
                kong = self._with_win_amount(meld)
                how = kong.how
                out.extend(Payment(seat, win.seat, kong.amount, "kong", "with_win", how=how) for seat in payers)
        if "stake_unit" in self.params:
            out.extend(stake_payments(state, win, int(self.params["stake_unit"]),
                                      int(self.param("stake_self_draw", 2))))
        return out

    def _with_win_amount(self, meld: Meld) -> Formula:
        if meld.kind is MeldKind.CONCEALED_KONG:
            return Formula.start(int(self.param("kong_concealed", 0)), CONCEALED_KONG)
        return Formula.start(int(self.param("kong_exposed", 0)), EXPOSED_KONG)

    def on_false_win(self, state: HandState, seat: int) -> list[Payment]:
        """炸胡包莊: ``false_win_each`` to each other seat (only where false wins can be declared)."""
        amount = int(self.param("false_win_each", 0))
        return [Payment(seat, p, amount, "false_win") for p in range(state.n) if p != seat and state.active(p)]

    # ---- kongs paid at once ----------------------------------------------------------------

    def on_kong(self, state: HandState, seat: int, meld: Meld, from_seat: int | None) -> list[Payment]:
        if self.param("kong_timing", "immediate") != "immediate":
            return []
        amount, payers = kong_money(self, state, seat, meld, from_seat, direct_payer="all")
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
