"""Wins from bot games told as ``score`` requests: the table's facts written in the documented
request schema (``mahjong_tui.rules.request_keys.KEYS``) by ``engine.facts.settled_request``, so a
test can ask ``score`` about a win the engine settled and require the same verdict, total and
payments. Only the request's keys pass; nothing of the engine's state is handed over as an object.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_tui.engine.facts import settled_request
from mahjong_tui.engine.game import Game
from mahjong_tui.table.records import Payment, WinRecord


@dataclass
class SettledWin:
    """One declaration the engine settled, the request that tells it, and what it was paid."""

    record: WinRecord
    request: dict[str, Any]
    payments: list[Payment]
    """Payments of this declaration alone, seats by wind."""
    together: int
    """Declarations settled on the same tile (several winners on one discard)."""


def record_wins(game: Game, out: list[SettledWin]) -> None:
    """Make ``game`` note every declaration it settles (wins and false wins) into ``out``."""
    settle = game._settle_wins

    def noting(records: list[WinRecord], discarder: int | None, tile: int, how: str) -> None:
        requests = [settled_request(game, r) for r in records]  # before the payments change the table
        settle(records, discarder, tile, how)
        wind = game.state.seat_wind
        for r, req in zip(records, requests, strict=True):
            pays = [
                Payment(
                    None if p.payer is None else wind(p.payer),
                    None if p.payee is None else wind(p.payee),
                    p.amount,
                    p.reason,
                    p.note,
                )
                for p in r.payments
                if p.amount
            ]
            out.append(SettledWin(r, req, pays, len(records)))

    game._settle_wins = noting  # type: ignore[method-assign]
