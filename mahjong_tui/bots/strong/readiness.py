"""How likely each opponent is to be ready (one tile from a win), read from a seat's view.

The view shows, per opponent, the discards (and which came straight from the draw: tsumogiri),
the exposed melds, a declared ready and the wall left. The curves are fitted to bot tables
(``benchmarks/strong_calibration.py``, normal bots, 150 hands each: the share of opponents
whose hand was ready in shape, by discards made and melds shown). At MCR, with no meld, about
6% are ready after seven discards, 15% after ten, a quarter from thirteen on; at Sichuan (108
tiles, no honours, pungs only) about 19% after seven and 40% after ten. Each exposed meld is a
finished set and raises it. A hand whose last three discards all came from the draw is likelier
ready (it keeps what it holds), one that changed its hand each time less: at MCR, nine to
fourteen discards and no meld, 5–22% ready with none of the last three from the draw, 14–18%
with one, 15–19% with two, 19–31% with three (``FROM_DRAW``).

Where a readiness fitted from logged play is kept (:mod:`.danger_model`, ``USED_IN``), the
board reads that instead of these curves.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.view import SeatInfo, SeatView
from ...tiles.hand import MeldKind


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
"""Fitted at MCR, where the 8-fan minimum makes hands slow to be ready."""
PLAIN = ReadinessCurve(0.045, 0.14, 0.55, (0.0, 0.15, 0.35, 0.60, 0.90))
"""The variants with no such minimum, where hands are ready sooner: Hebei (120 hands) 4% ready
after three to five discards with no meld, 13% after six to eight, 24% after nine to eleven,
40% after twelve to fourteen, half later; Beijing (120 hands, short hands) 9%, 24%, 38%, 44%.
One exposed meld adds about 15%, two about 35%."""
CURVES = {"mcr": DEFAULT, "sichuan": ReadinessCurve(0.045, 0.13, 0.50, (0.0, 0.20, 0.45, 0.90, 0.95))}
CHESS = ReadinessCurve(0.11, -0.05, 0.90, (0.0, 0.60, 1.0, 1.0, 1.0))
"""The chess sets' hands are short: ready in shape 14–28% after up to two discards, about half
after three to five, 83% after six (xiangqi32, xiangqi56, haner32, 200–300 hands each); one
exposed meld 41–100%, two always."""


FROM_DRAW = (0.75, 0.9, 1.0, 1.35)
"""A factor on the readiness read from discards, by how many of the last three came straight
from the draw (fitted as above, MCR 150 hands)."""


def from_draw_factor(s: SeatInfo) -> float:
    """The factor :data:`FROM_DRAW` for the seat's last three discards (1 with fewer than three)."""
    river = s.river
    if len(river) < 3:
        return 1.0
    return FROM_DRAW[river[-1].from_draw + river[-2].from_draw + river[-3].from_draw]


def set_melds(s: SeatInfo) -> int:
    """The seat's exposed melds that are sets of its hand: Wuhan's one-tile kongs laid aside
    (紅中槓, 癩子槓) bring no hand nearer a win, so they do not count (a hidden concealed kong does)."""
    return sum(1 for mv in s.melds if mv.meld is None or mv.meld.kind is not MeldKind.ASIDE)


def curve_for(variant_id: str, chess: bool = False) -> ReadinessCurve:
    return CHESS if chess else CURVES.get(variant_id, PLAIN)


def seat_readiness(s: SeatInfo, curve: ReadinessCurve = DEFAULT) -> float:
    """The chance (0 … 1) that the seat ``s`` is ready, from what every seat sees of it."""
    if s.won or s.frozen:  # out of the hand (a blood battle's winner, 明將's chicken winner): no threat
        return 0.0
    if s.ready:
        return 1.0
    by_turns = min(1.0, min(curve.cap, max(0.0, curve.slope * len(s.river) - curve.offset)) * from_draw_factor(s))
    by_melds = curve.by_melds[min(set_melds(s), len(curve.by_melds) - 1)]
    return min(1.0, 1.0 - (1.0 - by_turns) * (1.0 - by_melds))


def opponents_readiness(view: SeatView, curve: ReadinessCurve = DEFAULT) -> dict[int, float]:
    """Each opponent's readiness, by seat."""
    return {s.seat: seat_readiness(s, curve) for s in view.seats if s.seat != view.viewer}
