"""A seat's discards in order, in rows: the latest highlighted, claimed ones marked."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ...engine.state import RiverTile
from ..look import Look
from ..tiles import SMALL_W, small_tile

CELL = SMALL_W + 1
"""A river tile and its one-cell mark: ``<`` latest, ``*`` claimed, ``!`` declared ready."""


def river_rows(river: list[RiverTile], look: Look, per_row: int, max_rows: int,
               latest: bool = False) -> list[Text]:
    """Rows of discards; when they do not fit, the oldest are dropped (``+N`` first)."""
    per_row = max(1, per_row)
    cells: list[Text] = []
    for i, r in enumerate(river):
        is_latest = latest and i == len(river) - 1
        marks: tuple[str, ...] = ()
        mark = " "
        if r.claimed_by is not None:
            marks, mark = ("claimed",), "*"
        elif is_latest:
            marks, mark = ("latest",), "<"
        elif r.ready:
            marks, mark = ("ready",), "!"
        cell = small_tile(r.tile, look.palette, look.ascii, look.lang, marks)
        cell.append(mark, look.palette.get("mark"))
        cells.append(cell)
    if max_rows and len(cells) > max_rows * per_row:
        keep = max_rows * per_row - 1
        more = Text(f"+{len(cells) - keep}".ljust(CELL), style=look.palette.get("dim"))
        cells = [more] + cells[len(cells) - keep:]
    return [Text("").join(cells[i:i + per_row]) for i in range(0, len(cells), per_row)]


class RiverView(Widget):
    def __init__(self, seat: int, max_per_row: int = 6, **kw: object) -> None:
        super().__init__(id=f"river-{seat}", classes="river", **kw)  # type: ignore[arg-type]
        self.seat = seat
        self.max_per_row = max_per_row
        self.river: list[RiverTile] = []
        self.latest = False
        self.look = Look()

    def show(self, river: list[RiverTile], latest: bool, look: Look) -> None:
        self.river = river
        self.latest = latest
        self.look = look
        self.refresh()

    def render(self) -> Text:
        width = self.content_size.width or CELL * self.max_per_row
        per_row = max(1, min(self.max_per_row, width // CELL))
        rows = river_rows(self.river, self.look, per_row, self.content_size.height, self.latest)
        return Text("\n").join(rows)
