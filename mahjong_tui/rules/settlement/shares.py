"""Payments in shares of a points table: ``points[fan]`` times each payer's share.

Fits Hong Kong-style tables (明將: base n(n+1)/2, the discarder pays 3 or 4 shares, a self-draw
is paid 2 by the dealer and 1 by the others) and Malaysian three-player (both losers pay P(f) on
every win). ``settlement.params``:

* ``points``: what a hand of ``f`` fan is worth, indexed by ``f``; a hand past the table's end is
  read at the last entry, or with ``beyond = "double"`` the last entry doubled per fan more
  (Malaysian "doubling per fan", when its cap is raised past the table);
* ``discarder`` (default 1) / ``discarder_dealer`` (default ``discarder``): the discarder's
  shares on a discard win, the second when the winner or the discarder is the dealer; a robbed
  konger pays as the discarder;
* ``others_on_discard`` (default 0): each other seat's shares on a discard win;
* ``self_draw`` (default 1) / ``self_draw_dealer`` (default ``self_draw``): each other seat's
  shares on a self-draw, the second between the dealer and the winner;
* ``false_win`` (default 0): what a false win (詐糊) costs, paid to each other seat;
* ``false_win_at_cap`` (default false): a false win costs instead what a hand at the scoring cap
  is worth (Malaysian "爆番的分數": the limit amount, which moves with the cap).

A chicken win (``WinRecord.chicken``) is paid nothing, and seats that already won this hand
(a 明將 chicken winner, a blood-battle winner) pay nothing for later wins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...params import Params, param
from ...scoring.explain import POINTS_FOR, SHARES, Formula
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from . import SETTLEMENTS, Settlement

DEALER_SHARES = "x.dealer_shares"


@dataclass(frozen=True)
class SharesParams(Params):
    points: tuple[int, ...] = param((), "points for a hand of 0, 1, 2 … fan (empty: the fan count)")
    beyond: Literal["last", "double"] = param(
        "last", "a hand past the table's end: paid as the last entry, or doubling it per fan more"
    )
    discarder: int = param(1, "the discarder's shares on a discard win")
    discarder_dealer: int | None = param(
        None, "the discarder's shares when the winner or the discarder is the dealer (unset: as discarder)"
    )
    others_on_discard: int = param(0, "each other seat's shares on a discard win")
    self_draw: int = param(1, "each other seat's shares on a self-draw")
    self_draw_dealer: int | None = param(
        None, "the shares between the dealer and the winner on a self-draw (unset: as self_draw)"
    )
    false_win: int = param(0, "what a false win (詐糊) costs, paid to each other seat")
    false_win_at_cap: bool = param(
        False, "a false win costs what a hand at the scoring cap (the limit) is worth, not false_win"
    )


@SETTLEMENTS.register("shares")
class SharesSettlement(Settlement):
    params_class = SharesParams
    params: SharesParams

    def points(self, fan: int) -> int:
        table = self.params.points
        if not table:
            return fan
        last = len(table) - 1
        if fan > last and self.params.beyond == "double":
            return int(table[last]) * 2 ** (fan - last)
        return int(table[max(0, min(fan, last))])

    def win_payments(self, state: HandState, win: WinRecord, out_seats: set[int]) -> list[Payment]:
        """What ``win`` is paid; ``out_seats`` have already won this hand and pay nothing."""
        if win.chicken:
            return []
        base = self.points(win.score.total)
        dealer = state.dealer
        out = []
        for seat in range(state.n):
            if seat == win.seat or seat in out_seats:
                continue
            involves_dealer = dealer in (seat, win.seat)
            dealer_rate: int | None = None  # the dealer's own rate, where the table has one
            if win.discarder is None:
                share = self.params.self_draw
                dealer_rate = self.params.self_draw_dealer
            elif seat == win.discarder:
                share = self.params.discarder
                dealer_rate = self.params.discarder_dealer
            else:
                share = self.params.others_on_discard
            label = SHARES  # "the dealer's" only where the dealer's own rate set the share
            if involves_dealer and dealer_rate is not None:
                share, label = dealer_rate, DEALER_SHARES
            if share * base:
                amount = Formula.start(base, POINTS_FOR, fan=win.score.total).times(share, label)
                out.append(Payment(seat, win.seat, amount.amount, "win", how=amount.how))
        return out

    def on_wins(self, state: HandState, wins: list[WinRecord]) -> list[Payment]:
        earlier = {r.seat for r in state.wins}
        out: list[Payment] = []
        for w in wins:
            out.extend(self.win_payments(state, w, earlier))
        return out

    def false_win_fee(self) -> int | None:
        if self.params.false_win_at_cap:
            return self.points(self.variant.scoring_params.cap) or None
        return self.params.false_win or None

    def on_false_win(self, state: HandState, seat: int) -> list[Payment]:
        amount = self.false_win_fee() or 0
        return [Payment(seat, other, amount, "false_win") for other in range(state.n) if other != seat and amount]
