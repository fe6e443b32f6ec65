"""A screen's breakpoint classes (``-narrow``, ``-tall``…) given before it is mounted.

Textual adds them at the screen's first resize, after its widgets are styled: a change of the
screen's classes restyles every widget on it once more (70-odd at the menu). Given at the push,
the widgets are styled once with the classes they keep, and the first resize changes nothing.
"""

from __future__ import annotations

from textual.geometry import Size
from textual.screen import Screen


def breakpoint_class(dimension: int, breakpoints: list[tuple[int, str]]) -> set[str]:
    """The class of the widest breakpoint ``dimension`` reaches, as Textual chooses it."""
    for edge, name in sorted(breakpoints, reverse=True):
        if dimension >= edge:
            return {name}
    return set()


def preset_breakpoints(
    screen: Screen[object], size: Size, horizontal: list[tuple[int, str]], vertical: list[tuple[int, str]]
) -> None:
    """Give ``screen`` (not mounted yet) the breakpoint classes of ``size``; the screen's own
    breakpoints, when it has them, win over the app's, as in Textual."""
    h = screen.HORIZONTAL_BREAKPOINTS if screen.HORIZONTAL_BREAKPOINTS is not None else horizontal
    v = screen.VERTICAL_BREAKPOINTS if screen.VERTICAL_BREAKPOINTS is not None else vertical
    names = breakpoint_class(size.width, h or []) | breakpoint_class(size.height, v or [])
    screen.add_class(*names, update=False)  # not mounted: nothing to restyle yet


BIG_WIDTH, BIG_HEIGHT = 160, 54
"""From this size on (both) the table lays its rivers and melds in boxed tiles and its centre
square only as big as its lines: at 200×60 the square had grown into a 110×40 empty box between
rivers of small tiles. At 54 rows the side seats' rivers (six turned tiles, three rows each)
still fit beside the centre between the rivers above and below (three rows of upright tiles,
four rows each); below they would not. At 160 columns the board beside the log leaves each side
seat room for four columns of turned tiles (24 discards) beside the widest square."""
VERY_WIDE, VERY_TALL = "-very-wide", "-very-tall"
"""The breakpoint classes of :data:`BIG_WIDTH` and :data:`BIG_HEIGHT`."""

WIDE = "-wide"
"""The breakpoint class from which the table's log stands beside it (the stylesheet's #sidebar)."""

HORIZONTAL: list[tuple[int, str]] = [(0, "-too-narrow"), (80, "-narrow"), (110, WIDE), (BIG_WIDTH, VERY_WIDE)]
"""The app's horizontal breakpoints (``App.HORIZONTAL_BREAKPOINTS``)."""


def log_beside(width: int) -> bool:
    """Whether the table's log stands beside it at ``width``: ``v`` (show the log) does nothing there."""
    return bool(breakpoint_class(width, HORIZONTAL) & {WIDE, VERY_WIDE})


def is_big(screen: Screen[object]) -> bool:
    """Whether ``screen`` is at least :data:`BIG_WIDTH` × :data:`BIG_HEIGHT`."""
    return screen.has_class(VERY_WIDE) and screen.has_class(VERY_TALL)
