"""The rules engine: a deterministic state machine that knows nothing of the UI."""

from ..table.actions import Act, Action, IllegalAction
from ..table.event_kinds import EventKind
from ..table.records import HandResult, Payment, WinRecord
from ..table.state import Phase
from .events import Event
from .game import Game
from .view import SeatView

__all__ = [
    "Act",
    "Action",
    "Event",
    "EventKind",
    "Game",
    "HandResult",
    "IllegalAction",
    "Payment",
    "Phase",
    "SeatView",
    "WinRecord",
]
