"""A seat's discards, laid in front of that seat as on a real table: rows of six, each row read
from the seat's own left to right, later rows further from the centre.

Seen from the bottom of the screen that means: the own river (bottom) reads left to right, rows
growing downwards; the seat across (top) reads right to left, rows growing upwards; the seat on
the right lays columns read bottom to top, growing rightwards; the seat on the left lays columns
read top to bottom, growing leftwards. The latest discard, claimed tiles and the discard that
declared ready each carry a mark and a colour.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ...table.state import RiverTile
from ..look import Look
from ..tiles import SMALL_W, small_tile

CELL = SMALL_W + 2
"""A river tile, its one-cell mark (``<`` latest, ``*`` claimed, ``!`` declared ready) and a gap,
so a mark never touches the next tile."""
ROW = 6
"""Tiles in a row, as players lay them."""
SIDES = ("bottom", "right", "top", "left")


def river_cells(river: list[RiverTile], look: Look, latest: bool = False) -> list[Text]:
    """One cell per discard: the tile and its mark, ``CELL`` cells wide."""
    cells: list[Text] = []
    for i, r in enumerate(river):
        is_latest = latest and i == len(river) - 1
        marks: tuple[str, ...] = ()
        mark = " "
        if r.claimed_by is not None:
            marks, mark = ("claimed",), "*"
        elif r.ready:  # the discard that declared ready keeps its mark (Japanese tables lay it sideways)
            marks, mark = ("ready", "latest") if is_latest else ("ready",), "!"
        elif is_latest:
            marks, mark = ("latest",), "<"
        cell = Text()  # the tile's ground stops at the tile: mark and gap stay clear
        cell.append_text(small_tile(r.tile, look.palette, look.ascii, look.lang, marks))
        cell.append(mark, look.palette.get("mark"))
        cell.append(" ")
        cells.append(cell)
    return cells


def river_rows(river: list[RiverTile], look: Look, per_row: int, max_rows: int, latest: bool = False) -> list[Text]:
    """Rows of discards in the order laid; when they do not fit, the oldest are dropped (``+N``
    first)."""
    return [Text("").join(row) for row in _rows(river_cells(river, look, latest), look, per_row, max_rows)]


def _rows(cells: list[Text], look: Look, per_row: int, max_rows: int) -> list[list[Text]]:
    per_row = max(1, per_row)
    if max_rows and len(cells) > max_rows * per_row:
        keep = max_rows * per_row - 1
        more = Text(f"+{len(cells) - keep}".ljust(CELL), style=look.palette["dim"])
        cells = [more] + cells[len(cells) - keep :]
    return [cells[i : i + per_row] for i in range(0, len(cells), per_row)]


def row_length(count: int, room: int, lines: int, fixed: int = 0) -> int:
    """Tiles per row: six (or the variant's ``fixed`` count) while the rows fit in ``lines``,
    longer rows (up to ``room``) on a small screen rather than dropping discards."""
    if fixed:
        return max(1, min(fixed, room))
    want = ROW
    if lines and count > ROW * lines:
        want = -(-count // lines)
    return max(1, min(want, room))


def laid_out(
    river: list[RiverTile], look: Look, side: str, width: int, height: int, latest: bool, fixed: int = 0
) -> list[Text]:
    """The river of the seat at ``side`` as lines of exactly ``width`` cells (``height`` lines
    when given), placed against the centre of the table."""
    cells = river_cells(river, look, latest)
    blank = Text(" " * CELL)
    if side in ("bottom", "top"):
        room = max(1, width // CELL)
        per = row_length(len(cells), room, height, fixed)
        rows = _rows(cells, look, per, height)
        block = per * CELL
        pad = max(0, (width - block) // 2)
        lines = []
        for row in rows:
            if side == "top":  # the seat across reads right to left: its first tile on our right
                row = [blank] * (per - len(row)) + row[::-1]
            line = Text(" " * pad)
            line.append_text(Text("").join(row))
            lines.append(line)
        if side == "top":  # its first row lies nearest the centre, at the bottom
            lines = lines[::-1]
            lines = [Text("")] * max(0, height - len(lines)) + lines
    else:
        room = max(1, width // CELL)
        per = row_length(len(cells), height or ROW, room, fixed) if height else ROW
        per = max(1, min(per, height)) if height else per
        cols = _rows(cells, look, per, room)
        if side == "right":  # read bottom to top, the first column nearest the centre (left)
            cols = [[blank] * (per - len(c)) + c[::-1] for c in cols]
        else:  # left: read top to bottom, the first column nearest the centre (right)
            cols = [c + [blank] * (per - len(c)) for c in cols][::-1]
        block = len(cols) * CELL
        pad = max(0, width - block) if side == "left" else 0
        top = max(0, (height - per) // 2) if height else 0
        lines = [Text("")] * top
        for i in range(per):
            line = Text(" " * pad)
            for c in cols:
                line.append_text(c[i])
            lines.append(line)
    for line in lines:
        line.truncate(width)
    return lines


class RiverView(Widget):
    """The river of the seat at ``side`` (bottom, right, top, left of the screen)."""

    def __init__(self, seat: int, side: str = "bottom", row_len: int = 0, **kw: object) -> None:
        """``row_len``: the variant's fixed row length (``[ui] river_row``), 0 for six, or
        longer rows when a small screen has no room for more rows."""
        super().__init__(id=f"river-{seat}", classes=f"river river-{side}", **kw)  # type: ignore[arg-type]
        self.seat = seat
        self.side = side
        self.row_len = row_len
        self.river: list[RiverTile] = []
        self.latest = False
        self.look = Look()

    def show(self, river: list[RiverTile], latest: bool, look: Look) -> None:
        if (river, latest, look) != (self.river, self.latest, self.look):
            self.river = list(river)
            self.latest = latest
            self.look = look
            self.refresh()

    def render(self) -> Text:
        width = self.content_size.width or CELL * ROW
        height = self.content_size.height
        return Text("\n").join(laid_out(self.river, self.look, self.side, width, height, self.latest, self.row_len))
