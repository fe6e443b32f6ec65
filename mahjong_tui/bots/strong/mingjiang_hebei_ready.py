"""A ready hand folds only among discards that keep it ready (明將, Hebei).

Where a self-draw pays most of a hand's points (Hebei: doubled and paid by all three; 明將: each of
three pays a share) a ready hand given up for a safe tile loses its self-draws as well as its
discard wins, while folding saves only the one deal-in. A good player of these games keeps a live
wait and takes the safest tile that keeps it: the defence (:mod:`.stance`) still picks the cheapest
discard, but among the ready ones, when the baseline's discard leaves the hand ready on at least
:data:`LIVE` winning copies the judge accepts (:func:`.value.ready_discards`). A ready hand on a
dead or thin wait folds as before.

Why: against normal the strong bot lost its points on self-draws while it dealt in far less,
and folds of ready hands were among the wins it missed. Kept, a live wait of 2 copies, for
+0.26 a hand in Hebei and +0.10 in 明將 at 2,000 hands (the deal-in ratio up a little); off in
the Malaysian game, where no duel changed. Folding every hand within its distance, the fold in
steps, the stance priced per seat, 明將 steering for value and Hebei's offence levers were
measured and dropped. Measured: benchmarks/STRONG_BOT.md, section mingjiang_hebei_ready.py."""

from __future__ import annotations

from ...engine.view import SeatView
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ..plans import READY
from .value import ReadyDiscards

KEEPS_READY = frozenset({"hebei", "mingjiang"})
"""Where a ready hand keeps its wait (measured:
benchmarks/STRONG_BOT.md, section mingjiang_hebei_ready.py)."""
LIVE = 2.0
"""The least weighted winning copies of the baseline's wait for the hand to keep it."""


def keeps_ready(variant: Variant) -> bool:
    """Whether a ready hand keeps its wait when it folds, in ``variant``."""
    return variant.family in KEEPS_READY


def ready_rivals(
    ready_of: ReadyDiscards,
    view: SeatView,
    scores: dict[Tile, tuple[int, int]],
    base: Tile,
    rivals: list[Tile],
    live: float = LIVE,
) -> list[Tile]:
    """The defence's ``rivals`` to ``base`` that leave the hand ready, when ``base`` leaves it
    ready on a live wait; else ``rivals`` as they are."""
    if scores[base][0] > READY or all(scores[t][0] <= READY for t in rivals):
        return rivals
    advice = ready_of(view, {base})
    mine = advice.get(base)
    if mine is None or mine.count < live:
        return rivals
    return [t for t in rivals if scores[t][0] <= READY]
