"""How likely a chess-set opponent (象棋麻將, 憨兒) is to be ready, where hands declare ready.

In the chess sets a discard may declare ready (聽), and players declare whenever they can: it
costs nothing (憨兒: a small stake) and adds a 台. So a seat that has not declared is seldom
ready, unless it could not declare: a discard after a chow or pung declares nothing, so a seat
with a meld shown may be ready silently, and one whose concealed pieces are down to a single
one always is. A seat that has declared is ready (its hand is frozen from then on).

:data:`UNDECLARED` is fitted from logged play (``benchmarks/chess_readiness_fit.py --deals 400
--seed 11``: duplicate duel tables, strong against normal; the engine's state gives the truth,
the bot sees its view). Before this table the chess sets read a seat's readiness from its
discards and melds alone (:data:`~.readiness.CHESS`: about half ready after three to five
discards), which is right over all seats but far too high for one that has not declared.
Reading a seat with one meld apart before and after its next turn gained nothing measurable.
Measured: benchmarks/STRONG_BOT.md, section chess_readiness.py."""

from __future__ import annotations

from ...engine.view import SeatInfo
from ...variants.model import Variant

Undeclared = tuple[float, float, float, float]
"""A seat that has not declared: ready with no meld before its first discard (dealt ready), with
no meld after it, with one meld, with two or more."""

UNDECLARED: dict[str, Undeclared] = {
    "xiangqi32": (0.064, 0.008, 1.0, 1.0),
    "xiangqi56": (0.032, 0.006, 0.339, 1.0),
    "xiangqi64": (0.042, 0.002, 0.331, 1.0),
    "haner32": (0.109, 0.014, 1.0, 1.0),
}
"""Per variant, the shares fitted (400 deals each, both rotations: 9,000–17,000 cases for no
meld, 440–4,500 for one; a one-meld hand of the 32-piece sets holds one piece, so always waits)."""
FALLBACK: Undeclared = (0.06, 0.01, 0.33, 1.0)
"""A chess variant of a user's own with a ready declaration: about the fitted sets' shares."""


def declares_ready(variant: Variant) -> bool:
    """Hands may declare ready (and so are read by :func:`chess_readiness`)."""
    return variant.is_chess and variant.cfg.claims.ready != "none"


def chess_readiness(s: SeatInfo, variant_id: str) -> float:
    """The chance (0 … 1) that the seat ``s`` is ready, from what every seat sees of it."""
    if s.won:
        return 0.0
    if s.ready:
        return 1.0
    before, plain, one, more = UNDECLARED.get(variant_id, FALLBACK)
    melds = len(s.melds)
    if melds >= 2:
        return more
    if melds == 1:
        return one
    return plain if s.river else before
