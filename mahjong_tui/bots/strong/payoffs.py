"""What a win of a given value pays each side, asked of the variant's own settlement.

The push-or-fold weighing (:mod:`.stance`) needs, in points, what our win gains and what a
deal-in costs beyond what we would pay anyway. Both come from the settlement that pays the
table's wins (:func:`~mahjong_tui.rules.judge.settle_wins`), asked about a win of value ``V``
on a blank table: every winner and discarder seat in turn, the dealer at seat 0, the results
averaged over the seats. No payment rule is copied here: MCR's base-plus-fans, the shares of a
points table, a discarder who pays for all, doubling from a base all come out of the same call.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...rules.judge import settle_wins
from ...scoring.base import Score
from ...scoring.situation import Situation
from ...table.records import WinRecord, net_by_seat
from ...table.state import HandState, SeatState
from ...table.wall import Wall
from ...tiles.hand import Hand
from ...variants.model import Variant


@dataclass(frozen=True)
class Payoff:
    """A win of one value, in points, averaged over the seats."""

    win_discard: float
    """What the winner gains on a discard."""
    win_self: float
    """What the winner gains on a self-draw."""
    deal_in: float
    """What the discarder pays."""
    bystander: float
    """What each seat that is neither winner nor discarder pays on a discard win."""
    other_self: float
    """What each other seat pays on a self-draw."""


def _state(n: int) -> HandState:
    return HandState(1, 0, 0, Wall([]), [SeatState() for _ in range(n)])


def _paid(variant: Variant, n: int, value: int, winner: int, discarder: int | None) -> dict[int, int]:
    """Each seat's gain (negative: payment) for ``winner``'s win of ``value``."""
    score = Score([], value, value, True)
    how = "self_draw" if discarder is None else "discard"
    record = WinRecord(winner, discarder, 0, Hand([]), score, Situation(self_drawn=discarder is None), how)
    return dict(enumerate(net_by_seat(settle_wins(variant, _state(n), [record]), n)))


def _payoff(variant: Variant, n: int, value: int) -> Payoff:
    win_d = win_s = deal = by = oth = 0.0
    n_d = n_b = 0
    for w in range(n):
        own = _paid(variant, n, value, w, None)
        win_s += own[w]
        oth -= sum(own[s] for s in range(n) if s != w) / (n - 1)
        for d in range(n):
            if d == w:
                continue
            got = _paid(variant, n, value, w, d)
            win_d += got[w]
            deal -= got[d]
            n_d += 1
            for s in range(n):
                if s not in (w, d):
                    by -= got[s]
                    n_b += 1
    return Payoff(win_d / n_d, win_s / n, deal / n_d, by / n_b if n_b else 0.0, oth / n)


def payoff(variant: Variant, players: int, value: float) -> Payoff:
    """What a win of ``value`` (the variant's unit: fans, 番, 台 …) pays each side at a table of
    ``players``, the value rounded to a whole (asked once per bot: a few settlements, about
    a millisecond)."""
    return _payoff(variant, players, max(0, round(value)))


@lru_cache(maxsize=4096)
def winner_gain(variant: Variant, players: int, value: int, winner: int, discarder: int | None) -> float:
    """What ``winner`` gains for a win of ``value`` on ``discarder``'s tile (None: self-drawn),
    the seats counted from the dealer (0: the dealer), as the settlement pays it."""
    return float(_paid(variant, players, max(0, value), winner, discarder)[winner])


@lru_cache(maxsize=4096)
def discarder_pays(variant: Variant, players: int, value: int, winner: int, discarder: int) -> float:
    """What ``discarder`` pays for ``winner``'s win of ``value`` on its tile, the seats counted
    from the dealer (0: the dealer), as the settlement pays it (明將: 4 shares where the dealer
    wins or deals in, 3 between two others)."""
    return float(-_paid(variant, players, max(0, value), winner, discarder)[discarder])
