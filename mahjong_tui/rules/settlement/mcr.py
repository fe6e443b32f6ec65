"""Chinese Official payments (mcr.md §6.3): the discarder pays base + F, the others base; on a
self-draw everyone pays base + F."""

from __future__ import annotations

from dataclasses import dataclass

from ...params import Params, param
from ...scoring.explain import BASE, FANS, Formula
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from . import SETTLEMENTS, Settlement


@dataclass(frozen=True)
class McrParams(Params):
    base: int = param(8, "what every other player pays on every win, before the fans")


@SETTLEMENTS.register("mcr")
class McrSettlement(Settlement):
    params_class = McrParams
    params: McrParams

    def on_win(self, state: HandState, win: WinRecord) -> list[Payment]:
        base = self.params.base
        f = win.score.total
        out = []
        for seat in range(state.n):
            if seat == win.seat:
                continue
            amount = Formula.start(base, BASE)
            if win.discarder is None or seat == win.discarder:
                amount.plus(f, FANS)
            out.append(Payment(seat, win.seat, amount.amount, "win", how=amount.how))
        return out
