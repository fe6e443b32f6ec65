"""How likely each opponent is to be ready (one tile from a win), read from a seat's view.

The view shows, per opponent, the discards, the exposed melds, a declared ready and the wall
left. It does not show which discards came straight from the draw (tedashi), so that signal is
not used. The curves are fitted to bot tables (``benchmarks/strong_calibration.py``, normal
bots, 150 hands each: the share of
opponents whose hand was ready in shape, by discards made and melds shown). At MCR, with no
meld, about 6% are ready after seven discards, 15% after ten, a quarter from thirteen on; at
Sichuan (108 tiles, no honours, pungs only) about 19% after seven and 40% after ten. Each
exposed meld is a finished set and raises it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.view import SeatInfo, SeatView


@dataclass(frozen=True)
class ReadinessCurve:
    slope: float
    """Readiness gained per discard made (no meld)."""
    offset: float
    cap: float
    """Readiness from discards alone is at most this."""
    by_melds: tuple[float, ...]
    """Readiness from exposed melds alone (0 … 4 melds)."""


DEFAULT = ReadinessCurve(0.025, 0.10, 0.30, (0.0, 0.10, 0.25, 0.50, 0.90))
"""Fitted at MCR; used where no variant's own curve is fitted."""
CURVES = {"sichuan": ReadinessCurve(0.045, 0.13, 0.50, (0.0, 0.20, 0.45, 0.90, 0.95))}


def curve_for(variant_id: str) -> ReadinessCurve:
    return CURVES.get(variant_id, DEFAULT)


def seat_readiness(s: SeatInfo, curve: ReadinessCurve = DEFAULT) -> float:
    """The chance (0 … 1) that the seat ``s`` is ready, from what every seat sees of it."""
    if s.ready:
        return 1.0
    if s.won:  # out of the hand (a blood battle's winner) or done: no threat any more
        return 0.0
    by_turns = min(curve.cap, max(0.0, curve.slope * len(s.river) - curve.offset))
    by_melds = curve.by_melds[min(len(s.melds), len(curve.by_melds) - 1)]
    return 1.0 - (1.0 - by_turns) * (1.0 - by_melds)


def opponents_readiness(view: SeatView, curve: ReadinessCurve = DEFAULT) -> dict[int, float]:
    """Each opponent's readiness, by seat."""
    return {s.seat: seat_readiness(s, curve) for s in view.seats if s.seat != view.viewer}
