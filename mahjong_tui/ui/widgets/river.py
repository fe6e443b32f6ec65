"""A seat's discards, laid in front of that seat as on a real table: rows of six, each row read
from the seat's own left to right, later rows further from the centre.

Seen from the bottom of the screen that means: the own river (bottom) reads left to right, rows
growing downwards; the seat across (top) reads right to left, rows growing upwards; the seat on
the right lays columns read bottom to top, growing rightwards; the seat on the left lays columns
read top to bottom, growing leftwards. The latest discard, claimed tiles and the discard that
declared ready each carry a mark and a colour.

On a big screen (:func:`~..breakpoints.is_big`) the tiles are boxed: upright as the hand's in
front of the own seat and the seat across, turned in front of the side seats.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from rich.text import Text
from textual.widget import Widget

from ...table.state import RiverTile
from ...tiles.faces import face
from ..breakpoints import is_big
from ..look import Look
from ..tiles import BIG_W, LYING_W, SMALL_W, big_tile, lying_box, small_tile

CELL = SMALL_W + 2
"""A river tile, its one-cell mark (``<`` latest, ``*`` claimed, ``!`` declared ready) and a gap,
so a mark never touches the next tile."""
ROW = 6
"""Tiles in a row, as players lay them."""
SIDES = ("bottom", "right", "top", "left")
T = TypeVar("T")


def river_cells(river: list[RiverTile], look: Look, latest: bool = False) -> list[Text]:
    """One cell per discard: the tile and its mark, ``CELL`` cells wide."""
    cells: list[Text] = []
    for i, r in enumerate(river):
        marks, mark = _marks(r, latest and i == len(river) - 1)
        cell = Text()  # the tile's ground stops at the tile: mark and gap stay clear
        cell.append_text(small_tile(r.tile, look.palette, look.ascii, look.lang, marks))
        cell.append(mark, look.palette.get("mark"))
        cell.append(" ")
        cells.append(cell)
    return cells


def river_rows(river: list[RiverTile], look: Look, per_row: int, max_rows: int, latest: bool = False) -> list[Text]:
    """Rows of discards in the order laid; when they do not fit, the oldest are dropped (``+N``
    first)."""
    rows = _rows_of(
        river_cells(river, look, latest),
        per_row,
        max_rows,
        lambda n: Text(f"+{n}".ljust(CELL), style=look.palette["dim"]),
    )
    return [Text("").join(row) for row in rows]


def _rows_of(cells: list[T], per_row: int, max_rows: int, more: Callable[[int], T]) -> list[list[T]]:
    """``cells`` in rows of ``per_row``; when more than ``max_rows`` rows, the oldest dropped for
    ``more(n)`` (``+N``)."""
    per_row = max(1, per_row)
    if max_rows and len(cells) > max_rows * per_row:
        keep = max_rows * per_row - 1
        cells = [more(len(cells) - keep)] + cells[len(cells) - keep :]
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


@dataclass(frozen=True)
class Form:
    """How a river's tiles are drawn: each a block of ``lines`` rows, ``width`` cells wide
    (the tile, its mark and a gap)."""

    width: int
    lines: int


SMALL = Form(CELL, 1)
UPRIGHT = Form(BIG_W + 2, 4)
"""A big screen's tile in front of the own seat or the seat across: the hand's boxed tile."""
LYING = Form(LYING_W + 2, 3)
"""A big screen's tile in front of a side seat: turned, as that seat lays it seen from here."""

Block = list[Text]


def big_cells(river: list[RiverTile], look: Look, form: Form, latest: bool = False) -> list[Block]:
    """One block per discard in the big ``form``: the boxed tile, its mark beside its face (the
    same marks and colours as :func:`river_cells`) and a gap."""
    out: list[Block] = []
    p = look.palette
    for i, r in enumerate(river):
        marks, mark = _marks(r, latest and i == len(river) - 1)
        f = face(r.tile, look.ascii, look.lang)
        if form is UPRIGHT:
            drawn = big_tile(r.tile, p, look.ascii, look.lang, marks=marks)
        elif f.round:  # a chess piece is round: turned, it is the same disc
            drawn = big_tile(r.tile, p, look.ascii, look.lang, marks=marks)[:3]  # no label row
            for line in drawn:
                line.pad_right(LYING_W - line.cell_len)
        else:
            drawn = lying_box(r.tile, p, look.ascii, look.lang, marks, marks)
        block = []
        for k, line in enumerate(drawn):
            line = line.copy()
            line.append(mark if k == 1 else " ", p.get("mark"))
            line.append(" ")
            block.append(line)
        out.append(block)
    return out


def _marks(r: RiverTile, is_latest: bool) -> tuple[tuple[str, ...], str]:
    """The styles and the one-cell mark of a discard: claimed ``*``, declared ready ``!``,
    latest ``<``."""
    if r.claimed_by is not None:
        return ("claimed",), "*"
    if r.ready:  # the discard that declared ready keeps its mark (Japanese tables lay it sideways)
        return (("ready", "latest") if is_latest else ("ready",)), "!"
    if is_latest:
        return ("latest",), "<"
    return (), " "


def laid_out(
    river: list[RiverTile],
    look: Look,
    side: str,
    width: int,
    height: int,
    latest: bool,
    fixed: int = 0,
    big: bool = False,
) -> list[Text]:
    """The river of the seat at ``side`` as lines of exactly ``width`` cells (``height`` lines
    when given), placed against the centre of the table; ``big``: in boxed tiles (a big screen),
    upright in front of the own seat and the seat across, turned in front of the side seats."""
    across = side in ("bottom", "top")
    if not big:
        form = SMALL
        cells = [[cell] for cell in river_cells(river, look, latest)]
    else:
        form = UPRIGHT if across else LYING
        cells = big_cells(river, look, form, latest)
    blank = [Text(" " * form.width)] * form.lines

    def more(n: int) -> Block:
        return [Text(f"+{n}".ljust(form.width), style=look.palette["dim"])] + blank[1:]

    slots = height // form.lines  # tiles that fit across the height
    if across:
        room = max(1, width // form.width)
        per = row_length(len(cells), room, slots, fixed)
        rows = _rows_of(cells, per, slots, more)
        if side == "top":  # the seat across reads right to left: its first tile on our right
            rows = [[blank] * (per - len(row)) + row[::-1] for row in rows]
            rows = rows[::-1]  # its first row lies nearest the centre, at the bottom
        pad = max(0, (width - per * form.width) // 2)
        lines = [_joined(pad, [cell[k] for cell in row]) for row in rows for k in range(form.lines)]
        if side == "top":
            lines = [Text("")] * max(0, height - len(lines)) + lines
    else:
        room = max(1, width // form.width)
        per = row_length(len(cells), slots or ROW, room, fixed) if height else ROW
        per = max(1, min(per, slots)) if height else per
        cols = _rows_of(cells, per, room, more)
        if side == "right":  # read bottom to top, the first column nearest the centre (left)
            cols = [[blank] * (per - len(c)) + c[::-1] for c in cols]
        else:  # left: read top to bottom, the first column nearest the centre (right)
            cols = [c + [blank] * (per - len(c)) for c in cols][::-1]
        pad = max(0, width - len(cols) * form.width) if side == "left" else 0
        top = max(0, (height - per * form.lines) // 2) if height else 0
        lines = [Text("")] * top
        lines += [_joined(pad, [c[i][k] for c in cols]) for i in range(per) for k in range(form.lines)]
    for line in lines:
        line.truncate(width)
    return lines


def _joined(pad: int, parts: list[Text]) -> Text:
    line = Text(" " * pad)
    line.append_text(Text("").join(parts))
    return line


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
        lines = laid_out(
            self.river, self.look, self.side, width, height, self.latest, self.row_len, is_big(self.screen)
        )
        return Text("\n").join(lines)
