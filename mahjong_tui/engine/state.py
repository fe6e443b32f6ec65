"""Moved to :mod:`mahjong_tui.table` (see there why): re-exported for code that still imports
them from here. The package imports them from ``table``; drop this once ``net/`` does too."""

from ..table.records import HandResult, Payment, WinRecord
from ..table.state import HandState, Phase, RiverTile, SeatState

__all__ = ["HandResult", "HandState", "Payment", "Phase", "RiverTile", "SeatState", "WinRecord"]
