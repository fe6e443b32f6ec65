"""Seat names as a screen shows them: a default one ("Bot 3", "電腦 3") in the screen's
language, whichever language the game began in; a typed one as it is. The game keeps its own
names (its events, its save and the save's check carry them): only what is handed to a screen is
renamed, the local table's (:class:`~.session.Session`), a shared table's and a replay's alike."""

from __future__ import annotations

from dataclasses import replace

from ..engine.view import SeatView
from ..messages import default_seat_name
from .contract import MatchSummary


def shown_names(lang: str, names: list[str]) -> list[str]:
    return [default_seat_name(lang, name) for name in names]


def name_seats(lang: str, view: SeatView) -> SeatView:
    """``view``, a fresh one (built for this call, or just received), with its seats renamed."""
    for info in view.seats:
        info.name = default_seat_name(lang, info.name)
    return view


def name_summary(lang: str, summary: MatchSummary) -> MatchSummary:
    """``summary`` with its seats' and its players' names as shown (a copy)."""
    return replace(summary, names=shown_names(lang, summary.names), players=shown_names(lang, summary.players))
