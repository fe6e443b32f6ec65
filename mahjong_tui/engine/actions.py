"""Moved to :mod:`mahjong_tui.table.actions` (see :mod:`mahjong_tui.table` why): re-exported for
code that still imports them from here. The package imports them from ``table``; drop this once
``net/`` does too."""

from ..table.actions import CLAIMS, Act, Action, IllegalAction

__all__ = ["CLAIMS", "Act", "Action", "IllegalAction"]
