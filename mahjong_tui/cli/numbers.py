"""Numbers on the command line: argument types with bounds, which refuse what the program
cannot use, and a count printed with its noun (:func:`counted`).

A number out of range is named with its flag and shown cut short (a 300-digit ``--port`` is
quoted as its first digits), and a float must be finite.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

from ..safe_json import shown


def counted(count: int, noun: str) -> str:
    """``count`` things in English: "1 kind", "2 kinds" (not "1 kinds")."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def out_of_range(low: float, high: float, text: str) -> argparse.ArgumentTypeError:
    """The one wording of a number flag's value out of range: the bounds, and the value quoted
    as it was typed (``must be 1 to 10,000,000, not '-5'``), whole numbers and seconds alike."""
    return argparse.ArgumentTypeError(f"must be {_bound(low)} to {_bound(high)}, not {shown(text)}")


def _bound(number: float) -> str:
    return f"{int(number):,}" if float(number).is_integer() else f"{number:,g}"


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {shown(text)}") from None
        if not low <= value <= high:
            raise out_of_range(low, high, text)
        return value

    return parse


def seconds(low: float, high: float) -> Callable[[str], float]:
    """An argparse ``type``: a finite number of seconds (or minutes) from ``low`` to ``high``."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {shown(text)}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise out_of_range(low, high, text)
        return value

    return parse


MAX_HANDS = 10_000_000
MAX_JOBS = 256
MAX_PLAYERS = 99
"""Only to keep the number short: each variant's own seat counts are checked after."""
MAX_STEP = 100_000_000
MAX_CONNECTIONS = 100_000
MAX_SESSIONS = 64
"""Browser tabs of ``web`` at once, each a process of its own."""
MAX_IDLE_MINUTES = 7 * 24 * 60.0
MAX_TABLE_PACE = 60.0
