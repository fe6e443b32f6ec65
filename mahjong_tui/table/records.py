"""What a hand settles, as plain data: payments, win records and the hand's result.

The settlements make the payments, the judge makes the win records and the engine gathers them
into a :class:`HandResult`; the result screen, saves and replays read them (see
:mod:`mahjong_tui.table` for why they live below the rules).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..messages import Message
from ..scoring.base import Score
from ..scoring.explain import Term
from ..scoring.situation import Situation
from ..tiles.hand import Hand
from ..tiles.kinds import Tile


@dataclass
class Payment:
    payer: int | None
    """None = the pot (憨兒's ready deposits)."""
    payee: int | None
    amount: int
    reason: str
    """win, kong, bonus, draw_check, refund, false_win, ready_deposit, pot, stake …"""
    note: str = ""
    how: tuple[Term, ...] = field(default=(), compare=False)
    """How the amount was reached (:mod:`~mahjong_tui.scoring.explain`), for the players."""

    def as_dict(self) -> dict[str, Any]:
        return {
            "payer": self.payer,
            "payee": self.payee,
            "amount": self.amount,
            "reason": self.reason,
            "note": self.note,
        }


def net_by_seat(payments: Iterable[Payment], n: int) -> list[int]:
    """What each of ``n`` seats won (+) or paid (−) in ``payments`` (the pot is no seat)."""
    net = [0] * n
    for p in payments:
        if p.payer is not None:
            net[p.payer] -= p.amount
        if p.payee is not None:
            net[p.payee] += p.amount
    return net


@dataclass
class WinRecord:
    seat: int
    discarder: int | None
    tile: Tile
    hand: Hand
    score: Score
    situation: Situation
    how: str
    """self_draw, discard, rob_kong"""
    false_win: bool = False
    chicken: bool = False
    payments: list[Payment] = field(default_factory=list)
    """What this win was paid (a false win: its fine), as the settlement booked it."""


@dataclass
class HandResult:
    hand_no: int
    dealer: int
    round_wind: int
    wins: list[WinRecord] = field(default_factory=list)
    false_wins: list[WinRecord] = field(default_factory=list)
    payments: list[Payment] = field(default_factory=list)
    exhaustive: bool = False
    reason: Message | None = None
    """Why a hand ended without a win: the wall ran out, or a variant's abortive draw."""
    deltas: list[int] = field(default_factory=list)
    pot_change: int = 0
    """What the pot gained this hand (deposits less payouts): ``sum(deltas) + pot_change == 0``."""
    last_drawer: int | None = None
    """The seat that made the hand's last draw (Malaysia: it deals after a drawn hand)."""
    seating: list[int] = field(default_factory=list)
    """Which player sat at each seat during the hand (seats are what ``deltas`` and the records
    count in; players may change seats between rounds). Empty: seat i is player i."""
