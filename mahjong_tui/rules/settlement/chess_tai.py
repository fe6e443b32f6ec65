"""Taiwanese 台 payments of 象棋麻將 (xiangqi-common C10).

Each payer pays ``base + T_p × tai_value``, where T_p is the hand's 台 plus, when the dealer is
the winner or that payer, ``dealer_tai`` (莊家), then doubled once (連莊拉莊) when
``streak_double`` is on and the dealer continues: by default with a streak n ≥ 1 whether the dealer
wins or pays (``streak_double_when = "streak>=1"``, ``streak_double_dealer_pays = true``); with
``"dealer_win"`` every dealer win is doubled, the first one included. A discard win (or a robbed
kong) is paid by the discarder alone, a self-draw by every other player. Nothing is paid for a
drawn hand, a kong or a ready declaration.

The dealer's streak comes from the win's situation (``extra["streak"]``: the engine puts the
match's streak there; the ``score`` command takes ``--streak``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...params import Params, param
from ...scoring.explain import BASE, Formula, unit_args
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from . import SETTLEMENTS, Settlement

TAI = "x.tai"
DEALER_TAI = "x.dealer_tai"
STREAK_DOUBLE = "x.streak_double"
TAI_VALUE = "x.tai_value"


@dataclass(frozen=True)
class ChessTaiParams(Params):
    tai_value: int = param(10, "what each 台 is worth")
    base: int = param(0, "paid on every win before the 台")
    dealer_tai: int = param(0, "莊家: 台 added when the dealer wins or pays")
    streak_double: bool = param(False, "連莊拉莊: a continuing dealer's payments are doubled")
    streak_double_when: Literal["streak>=1", "dealer_win"] = param(
        "streak>=1", "which dealer wins are doubled: with a streak of one or more, or every one"
    )
    streak_double_dealer_pays: bool = param(True, "a continuing dealer's payments to a winner are doubled too")


@SETTLEMENTS.register("chess_tai")
class ChessTaiSettlement(Settlement):
    params_class = ChessTaiParams
    params: ChessTaiParams

    def payer_tai(self, state: HandState, win: WinRecord, payer: int) -> tuple[Formula, str]:
        """T_p for one payer (how it is reached), with a note of the dealer items applied."""
        unit = self.variant.cfg.scoring
        tai = Formula.start(win.score.total, TAI, **unit_args(unit, win.score.total))
        notes = []
        dealer = state.dealer
        involved = dealer in (payer, win.seat)
        bonus = self.params.dealer_tai
        if bonus and involved:
            tai.plus(bonus, DEALER_TAI, **unit_args(unit, bonus))
            notes.append(f"莊家 +{bonus}")
        if self.params.streak_double and involved:
            streak = int(win.situation.extra.get("streak", 0))
            if win.seat == dealer:
                double = streak >= 1 or self.params.streak_double_when == "dealer_win"
            else:
                double = streak >= 1 and self.params.streak_double_dealer_pays
            if double:
                tai.times(2, STREAK_DOUBLE)
                notes.append("連莊拉莊 ×2")
        return tai, ", ".join(notes)

    def on_win(self, state: HandState, win: WinRecord) -> list[Payment]:
        if win.discarder is not None:
            payers = [win.discarder]
        else:
            payers = [s for s in range(state.n) if s != win.seat]
        out = []
        per_tai = unit_args(self.variant.cfg.scoring, 1)
        for payer in payers:
            tai, note = self.payer_tai(state, win, payer)
            amount = tai.times(self.params.tai_value, TAI_VALUE, **per_tai).plus(self.params.base, BASE)
            out.append(Payment(payer, win.seat, amount.amount, "win", note, how=amount.how))
        return out
