"""Wuhan: only a seat that has opened can win, so only such a seat is a threat.

A Wuhan hand must have opened (a chow, a pung or a direct kong) to win; concealed kongs and tiles
laid aside do not open it. The danger board (:class:`~.danger.DangerBoard`) reads each opponent's
readiness from its river and melds; here a seat the variant's own ``opened`` condition refuses
(:func:`can_win`) gets no readiness at all, however long its river (``DangerBoard.seat_ready``).
That board gives the danger marks on a player's tiles and the safety of the hints
(:mod:`.discard_ranking`, :mod:`mahjong_tui.review.strong_eval`); the strong bot itself does not
defend in Wuhan (``bot.NO_DEFENCE``): every defence measured there lost points.

Why: every loser pays every win, each by the winner's multiplier times his own, so a deal-in costs
hardly more than the same win self-drawn, and the discarder's own multiplier decides its cost more
than the winner's. Folding priced by the table, holding a red dragon while far from ready, and the
free safe choice (:mod:`.blood_defence`) were measured and dropped; the margin came from opening
concealed hands (:mod:`.wuhan_open_claims`). Measured: benchmarks/STRONG_BOT.md, section
wuhan_defence.py."""

from __future__ import annotations

from functools import lru_cache

from ...engine.view import SeatInfo
from ...rules.conditions import CONDITIONS, Condition
from ...scoring.base import Score
from ...tiles.hand import Hand, Meld, MeldKind
from ...variants.model import Variant

_HIDDEN_KONG = Meld(MeldKind.CONCEALED_KONG, (0, 0, 0, 0))
"""Another seat's concealed kong, whose tiles the view hides: only its kind counts here."""


@lru_cache(maxsize=8)
def _opened(variant: Variant) -> Condition:
    """The variant's ``opened`` condition, built once per variant (it keeps no state; the danger
    board asks it of every seat at every decision)."""
    return CONDITIONS.get("opened")(variant)


def can_win(variant: Variant, s: SeatInfo) -> bool:
    """Whether the seat has done what a win needs before it holds the tiles (Wuhan: opened),
    asked of the variant's own ``opened`` condition with the melds every seat sees."""
    melds = [mv.meld if mv.meld is not None else _HIDDEN_KONG for mv in s.melds]
    return _opened(variant).refuse(None, s.seat, Hand([], melds), "discard", Score([], 1, 1, True)) is None
