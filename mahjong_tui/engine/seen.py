"""Which tiles a view shows: the one count behind every "copies still unseen" (the baseline bot's
acceptance, the strong bot's readings, the player's hints and the unseen-tiles panel)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..tiles import kinds as K

if TYPE_CHECKING:  # pragma: no cover
    from .view import SeatView


def seen_counts(view: SeatView, own: bool = True) -> list[int]:
    """Copies of each kind (a list indexed by kind) that ``view`` shows face up: every river's
    unclaimed tiles, the melds on the table (concealed kongs only where the view shows them), the
    bonus tiles and the indicator; with ``own`` also the viewer's own concealed hand and melds
    (every hand the view shows, for a view of no seat). Without ``own``: what the viewer sees
    outside its own hand and melds, for an analysis that counts the hand itself."""
    seen = [0] * K.NUM_KINDS
    viewer = view.viewer
    for s in view.seats:
        for r in s.river:
            if r.claimed_by is None:
                seen[r.tile] += 1
        mine = s.seat == viewer or viewer is None
        if own or not mine:
            for mv in s.melds:
                m = mv.meld
                if m is not None:
                    for t in m.physical() if m.jokers else m.tiles:
                        seen[t] += 1
        for t in s.bonus:
            seen[t] += 1
        if own and mine and s.hand is not None:
            for t in s.hand:
                seen[t] += 1
    if view.indicator is not None:
        seen[view.indicator] += 1
    return seen


def visible_elsewhere(view: SeatView) -> Counter[int]:
    """The copies of each kind ``view`` shows outside the viewer's own hand and melds, those
    shown only: what the judge's advice counts as gone besides the hand it reads."""
    return Counter({t: n for t, n in enumerate(seen_counts(view, own=False)) if n})


def unseen_counts(view: SeatView) -> dict[int, int]:
    """Copies of each kind of the tile set (``view.copies``) that ``view`` does not show
    anywhere, never below 0: the player's "unseen tiles" (:func:`seen_counts` with ``own``)."""
    seen = seen_counts(view)
    return {tile: max(0, copies - seen[tile]) for tile, copies in view.copies.items()}
