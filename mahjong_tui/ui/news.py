"""News worth a notice: what a player must not miss where the log is hidden (below 110 columns,
until ``v``). The one place that decides which events are news, and which of a view's events
are new to its seat, for a table at one screen (hot-seat too) and at a shared SSH table alike.

News is a claim of the seat's own that gave way to another's, a discard that would complete its
hand but that the rules keep it from winning on (only that seat sees these two at all), the
tiles the seat received in the exchange of three (換三張: its own line, which names its tiles to
it alone) and a win while the hand goes on (Sichuan's blood battle, 明將's chicken hand): a win
that ends the hand has the result screen to tell it.
"""

from __future__ import annotations

from ..engine.events import Event
from ..engine.view import SeatView
from ..table.event_kinds import EventKind

NEWS_SECONDS = 6.0
"""How long a notice of news stays up: a table's news and a shared table's seats coming and going."""

WINS = frozenset({EventKind.WIN, EventKind.CHICKEN})
"""The events of a win: news while the hand goes on after it."""


def fresh(before: list[Event], after: list[Event]) -> int:
    """Where the events in ``after`` that ``before`` did not have begin. A view carries the last
    events only: ``after`` is ``before`` with its oldest events dropped and new ones added, so
    the longest end of ``before`` that ``after`` begins with is what both have."""
    for dropped in range(len(before) + 1):
        kept = before[dropped:]
        if after[: len(kept)] == kept:
            return len(kept)
    return 0  # not reached: the empty end of ``before`` always matches


def own_news(e: Event, viewer: int | None) -> bool:
    """``e`` is news of the viewer's own: its claim given way, a discard that would complete its
    hand but wins nothing (and why), or its line of the exchange of three with the tiles it
    received (a spectator, shown every seat's line, has none)."""
    if viewer is None or e.seat != viewer:
        return False
    if e.kind in (EventKind.OUTRANKED, EventKind.WIN_REFUSED):
        return True
    return e.kind is EventKind.CHOICE and bool(e.data.get("got"))


class NewsDesk:
    """Each seat's news not told yet, from the events it was last shown. A seat seen for the
    first time (a game just opened, resumed or undone) has no news in what its log holds."""

    def __init__(self) -> None:
        self.seen: dict[int | None, list[Event]] = {}
        self.pending: dict[int | None, list[Event]] = {}

    def note(self, view: SeatView) -> None:
        """Keep the news among ``view``'s events that its seat's last view did not have: its own
        claim given way, the tiles it received in an exchange, a win (dropped at the hand's end,
        which the result screen tells; a chicken hand's by the line that says it is one)."""
        viewer, events = view.viewer, view.events
        before = self.seen.get(viewer)
        self.seen[viewer] = events
        if before is None:
            return
        pending = self.pending.setdefault(viewer, [])
        for e in events[fresh(before, events) :]:
            if e.kind is EventKind.HAND_END:
                pending[:] = [p for p in pending if p.kind not in WINS]
            elif e.kind is EventKind.CHICKEN:  # its win's own line says less: told in its place
                pending[:] = [p for p in pending if not (p.kind is EventKind.WIN and p.seat == e.seat)]
                pending.append(e)
            elif e.kind is EventKind.WIN or own_news(e, viewer):
                pending.append(e)

    def take(self, viewer: int | None) -> list[Event]:
        """The news kept for ``viewer``, now told."""
        return self.pending.pop(viewer, [])

    def forget(self) -> None:
        """Start over (an undo made the game's events again): none of them is news."""
        self.seen.clear()
        self.pending.clear()
