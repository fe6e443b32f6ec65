"""How likely each opponent is to be ready (one tile from a win), read from a seat's view.

The view shows, per opponent, the discards, the exposed melds, a declared ready and the wall
left. It does not show which discards came straight from the draw (tedashi), so that signal is
not used. The curve is fitted to bot tables at MCR (normal bots, 150 hands: the share of
opponents whose hand was ready in shape, by discards made and melds shown): with no meld
about 6% after seven discards, 15% after ten, a quarter from thirteen on; each exposed meld is
a finished set and raises it (three melds: over half).
"""

from __future__ import annotations

from ...engine.view import SeatInfo, SeatView

_BY_MELDS = (0.0, 0.10, 0.25, 0.50, 0.90)
"""Readiness from exposed melds alone (0 … 4 melds)."""


def seat_readiness(s: SeatInfo) -> float:
    """The chance (0 … 1) that the seat ``s`` is ready, from what every seat sees of it."""
    if s.ready:
        return 1.0
    if s.won:  # out of the hand (a blood battle's winner) or done: no threat any more
        return 0.0
    turns = len(s.river)
    by_turns = min(0.30, max(0.0, 0.025 * turns - 0.10))
    by_melds = _BY_MELDS[min(len(s.melds), 4)]
    return 1.0 - (1.0 - by_turns) * (1.0 - by_melds)


def opponents_readiness(view: SeatView) -> dict[int, float]:
    """Each opponent's readiness, by seat."""
    return {s.seat: seat_readiness(s) for s in view.seats if s.seat != view.viewer}
