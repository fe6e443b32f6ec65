"""The match's score sheet from the hands' results, as the judge and the settlement made them.

Each :class:`~mahjong_tui.table.records.HandResult` counts in seats; the sheet counts in players
(they may change seats between rounds), using the seating the result kept. The statistics read
these same lines: one source for the result screen, the sheet and the statistics.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..table.records import HandResult, Payment, WinRecord
from .contract import HandLine, SheetPayment, SheetWin


def _player(seating: Sequence[int], seat: int | None) -> int | None:
    if seat is None:
        return None
    return seating[seat] if seat < len(seating) else seat


def _win(w: WinRecord, seating: Sequence[int]) -> SheetWin:
    fans = sorted(w.score.fans, key=lambda f: -f.points)
    player = _player(seating, w.seat)
    assert player is not None
    return SheetWin(
        player,
        w.how,
        _player(seating, w.discarder),
        w.score.total,
        tuple((f.en, f.zh, f.points) for f in fans),
    )


def _payment(p: Payment, seating: Sequence[int]) -> SheetPayment:
    return SheetPayment(_player(seating, p.payer), _player(seating, p.payee), p.amount, p.reason)


def hand_lines(
    history: Sequence[HandResult], players: int, start: int, before: Sequence[HandLine] = ()
) -> list[HandLine]:
    """Every hand of ``history`` as a line of the score sheet, with running totals from ``start``;
    ``before``: the lines of the hands before ``history[0]`` (the totals go on from them)."""
    totals = list(before[-1].totals) if before else [start] * players
    out: list[HandLine] = []
    for number, r in enumerate(history, len(before) + 1):
        seating = r.seating or list(range(players))
        deltas = [0] * players
        for seat, d in enumerate(r.deltas):
            player = _player(seating, seat)
            assert player is not None
            deltas[player] += d
        totals = [t + d for t, d in zip(totals, deltas, strict=True)]
        dealer = _player(seating, r.dealer)
        assert dealer is not None
        out.append(
            HandLine(
                number,
                r.hand_no,
                dealer,
                r.round_wind,
                tuple(_win(w, seating) for w in r.wins),
                tuple(p for w in r.false_wins if (p := _player(seating, w.seat)) is not None),
                tuple(_payment(p, seating) for p in r.payments),
                tuple(deltas),
                tuple(totals),
                r.pot_change,
            )
        )
    return out


class SheetBook:
    """The score sheet kept between calls: a finished hand never changes, so only the hands
    finished since the last call become lines (a shared table asks on every broadcast)."""

    def __init__(self) -> None:
        self._results: list[HandResult] = []
        self._lines: list[HandLine] = []

    def lines(self, history: Sequence[HandResult], players: int, start: int) -> list[HandLine]:
        known = len(self._results)
        if known > len(history) or any(a is not b for a, b in zip(self._results, history, strict=False)):
            self._results, self._lines, known = [], [], 0  # another game, or hands taken back
        if len(history) > known:
            self._lines += hand_lines(history[known:], players, start, self._lines)
            self._results = list(history)
        return list(self._lines)
