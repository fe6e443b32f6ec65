"""The rules engine: a deterministic state machine that knows nothing of the UI."""

from .actions import Act, Action, IllegalAction
from .events import Event
from .game import Game
from .state import HandResult, Payment, Phase, WinRecord
from .view import SeatView

__all__ = ["Act", "Action", "Event", "Game", "HandResult", "IllegalAction", "Payment", "Phase", "SeatView", "WinRecord"]
