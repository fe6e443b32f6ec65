"""A seat's discards in order, in rows: the latest highlighted, claimed ones marked."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ...table.state import RiverTile
from ..look import Look
from ..tiles import SMALL_W, small_tile

CELL = SMALL_W + 1
"""A river tile and its one-cell mark: ``<`` latest, ``*`` claimed, ``!`` declared ready."""


def river_rows(river: list[RiverTile], look: Look, per_row: int, max_rows: int, latest: bool = False) -> list[Text]:
    """Rows of discards; when they do not fit, the oldest are dropped (``+N`` first)."""
    per_row = max(1, per_row)
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
        cell = small_tile(r.tile, look.palette, look.ascii, look.lang, marks)
        cell.append(mark, look.palette.get("mark"))
        cells.append(cell)
    if max_rows and len(cells) > max_rows * per_row:
        keep = max_rows * per_row - 1
        more = Text(f"+{len(cells) - keep}".ljust(CELL), style=look.palette["dim"])
        cells = [more] + cells[len(cells) - keep :]
    return [Text("").join(cells[i : i + per_row]) for i in range(0, len(cells), per_row)]


BLOCK_GAP = 2
"""Cells between blocks of rows laid side by side."""


def side_by_side(rows: list[Text], height: int, block_width: int) -> list[Text]:
    """Rows in blocks of ``height``, the blocks left to right: a river with fixed rows (明將's
    six) that is wider than it is tall keeps its rows and still shows every discard."""
    if not height or len(rows) <= height:
        return rows
    out = []
    for r in range(height):
        line = Text()
        for b, i in enumerate(range(r, len(rows), height)):
            if b:
                line.append(" " * (b * (block_width + BLOCK_GAP) - line.cell_len))
            line.append_text(rows[i])
        out.append(line)
    return out


class RiverView(Widget):
    def __init__(self, seat: int, max_per_row: int = 6, row_len: int = 0, **kw: object) -> None:
        """``row_len``: the variant's fixed row length (``[ui] river_row``), 0 for none."""
        super().__init__(id=f"river-{seat}", classes="river", **kw)  # type: ignore[arg-type]
        self.seat = seat
        self.max_per_row = max_per_row
        self.row_len = row_len
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
        height = self.content_size.height
        if self.row_len:
            per_row = max(1, min(self.row_len, width // CELL))
            blocks = max(1, (width + BLOCK_GAP) // (per_row * CELL + BLOCK_GAP)) if height else 1
            rows = river_rows(self.river, self.look, per_row, height * blocks, self.latest)
            return Text("\n").join(side_by_side(rows, height, per_row * CELL))
        per_row = max(1, min(self.max_per_row, width // CELL))
        rows = river_rows(self.river, self.look, per_row, height, self.latest)
        return Text("\n").join(rows)
