"""The table as players see it: a square in the middle (wall, round, dealer, wild tiles,
flowers), each seat's river laid in front of that seat around it, the seats at the edges.

Like Mahjong Soul, Tenhou and Kajongg: the own seat at the bottom with its river just above the
hand, the next player (下家) on the right with its river right of the square, the seat across at
the top, the previous player (上家) on the left. Three seats leave the top free; two face each
other across the square. Used by the table and the replay viewer alike.
"""

from __future__ import annotations

from collections.abc import Iterator

from rich.text import Text
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Static

from ...engine.view import SeatView
from ...variants.model import Variant
from ..layout import positions
from ..look import Look
from .river import RiverView
from .seat import OwnPanel, SeatPanel, latest_of
from .status import StatusPanel


def board_parts(seats: int, anchor: int, river_row: int = 0) -> Iterator[Widget]:
    """The board's widgets from top to bottom, around the seat ``anchor`` at the bottom."""
    by_pos = {p: s for s, p in positions(seats, anchor).items()}
    if "top" in by_pos:
        yield SeatPanel(by_pos["top"], "top", river_row, anchor)
        yield RiverView(by_pos["top"], "top", river_row)
    middle = Horizontal(id="middle", classes=f"seats-{seats}")
    sides: list[Widget] = []
    for side in ("left", "right"):
        if side in by_pos:
            sides.append(SeatPanel(by_pos[side], side, river_row, anchor))
        else:
            sides.append(Static("", classes=f"seat-empty empty-{side}"))
    centre = Vertical(id="centre")  # on a big screen the square stands in its middle, as big as its lines
    centre.compose_add_child(StatusPanel())
    middle.compose_add_child(sides[0])
    middle.compose_add_child(centre)
    middle.compose_add_child(sides[1])
    yield middle
    yield RiverView(by_pos["bottom"], "bottom", river_row)
    yield OwnPanel(by_pos["bottom"])


def show_board(root: Widget, view: SeatView, variant: Variant, look: Look, controls: Text | None = None) -> None:
    """Show ``view`` on every part of the board under ``root`` (``controls``: the table's
    toggles that are on, for the centre square)."""
    parts = list(root.walk_children(Widget))  # one walk: a query matched CSS selectors on every widget, twice
    for panel in parts:
        if isinstance(panel, SeatPanel):
            panel.show(view, look)
    root.query_one(OwnPanel).show(view, look)
    root.query_one(StatusPanel).show(view, variant, look, controls)
    for river in parts:
        if isinstance(river, RiverView):
            river.show(view.seats[river.seat].river, latest_of(view, river.seat), look)
