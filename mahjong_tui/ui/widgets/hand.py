"""The player's own hand: big tiles, the drawn tile set apart, the selected tile raised, and
each tile's danger mark in the free row beside it when an opponent looks ready."""

from __future__ import annotations

from dataclasses import dataclass

from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from ...tiles.kinds import Tile
from ..look import Look
from ..tiles import BIG_W, big_offsets, big_row, big_tile


@dataclass(frozen=True)
class HandLayout:
    tiles: tuple[Tile, ...]
    """Tiles in display order: the concealed hand sorted, then the drawn tile."""
    gap_before: int | None
    """Index of the drawn tile (shown apart), if there is one."""
    hidden: int = 0
    """When the hand is hidden: how many backs to draw."""

    @classmethod
    def of(cls, hand: list[Tile] | None, drawn: Tile | None, count: int) -> HandLayout:
        if hand is None:
            return cls((), None, count)
        tiles = sorted(hand)
        if drawn is not None and drawn in tiles:
            tiles.remove(drawn)
            return cls(tuple(tiles) + (drawn,), len(tiles))
        return cls(tuple(tiles), None)


DANGER_MARKS = (" o  ", " !  ", " !! ", "!!! ")
"""A tile's danger mark by level (safe, low, medium, high: :mod:`mahjong_tui.review.strong_eval`),
plain characters so every look shows them."""
DANGER_STYLES = ("dim", "label", "mark", "man")
"""The palette style of each level's mark."""


def danger_mark(level: int | None, look: Look) -> Text:
    """The free row above (or, when it is raised, below) a tile: its danger mark, or blank."""
    if level is None:
        return Text(" " * BIG_W)
    return Text(DANGER_MARKS[level], look.palette.get(DANGER_STYLES[level]) or "")


def _hidden_rows(count: int, look: Look) -> list[Text]:
    back_style = look.palette.get("back")
    border = look.palette.get("border")
    top, mid, bot = ("+--+", "|##|", "+--+") if look.ascii else ("┌──┐", "│〓│", "└──┘")
    rows = [Text() for _ in range(5)]
    for i in range(count):
        sep = " " if i else ""
        rows[0].append(sep + "    ")
        rows[1].append(sep + top, border)
        rows[2].append(sep)
        rows[2].append(mid[0], border)
        rows[2].append(mid[1:-1], back_style)
        rows[2].append(mid[-1], border)
        rows[3].append(sep)
        rows[3].append(mid[0], border)
        rows[3].append(mid[1:-1], back_style)
        rows[3].append(mid[-1], border)
        rows[4].append(sep + bot, border)
    return rows


class HandView(Widget):
    """Five rows: the lift row and the tiles. Click a tile to select it; click again to discard."""

    class TileClicked(Message):
        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    ALLOW_SELECT = False
    """Tile art is not text to copy (and its lines are joined from cached pieces)."""

    selected: reactive[int | None] = reactive(None, repaint=False)
    """Moving the selection repaints the two tiles concerned only (see :meth:`watch_selected`)."""

    def __init__(self, seat: int, **kw: object) -> None:
        super().__init__(id=f"hand-{seat}", classes="hand", **kw)  # type: ignore[arg-type]
        self.seat = seat
        self.layout_ = HandLayout((), None)
        self.look = Look()
        self.wild: tuple[Tile, ...] = ()
        self.picked: frozenset[int] = frozenset()
        """Indices of tiles marked to pass (換三張), drawn greyed."""
        self.danger: dict[Tile, int] | None = None
        """Each kind's danger level when an opponent looks ready (None: no marks)."""
        self._lines: tuple[object, list[Strip]] | None = None
        """The hand's rendered lines and what they were rendered from."""
        self._pieces: dict[object, list[Strip]] = {}
        """Each tile's five rendered rows (selected or not, its label), for the current looks."""

    def show(self, layout: HandLayout, look: Look, wild: tuple[Tile, ...] = ()) -> None:
        resized = (len(layout.tiles), layout.gap_before, layout.hidden) != (
            len(self.layout_.tiles),
            self.layout_.gap_before,
            self.layout_.hidden,
        ) or look != self.look
        if layout == self.layout_ and look == self.look and wild == self.wild:
            return
        self.layout_ = layout
        self.look = look
        self.wild = wild
        if self.selected is not None and self.selected >= len(layout.tiles):
            self.selected = len(layout.tiles) - 1 if layout.tiles else None
        self.refresh(layout=resized)

    def mark(self, picked: frozenset[int]) -> None:
        """Draw the tiles at ``picked`` as marked to pass."""
        if picked != self.picked:
            self.picked = picked
            self.refresh()

    def show_danger(self, levels: dict[Tile, int] | None) -> None:
        """Mark each tile with its danger level (None: no opponent looks ready, no marks)."""
        if levels != self.danger:
            self.danger = levels
            self.refresh()

    def _level(self, t: Tile) -> int | None:
        return self.danger.get(t) if self.danger is not None else None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return self.layout_.tiles

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """The tiles' extent from their places (:func:`big_offsets`): the width of
        :meth:`render`'s rows, which Textual drew in full to measure at each layout of the table
        (the hand is ``width: auto``; a bot's move lays the table out again)."""
        lay = self.layout_
        if not lay.tiles:
            return super().get_content_width(container, viewport)
        return big_offsets(len(lay.tiles), lay.gap_before)[-1][1]

    def render(self) -> Text:
        lay = self.layout_
        if not lay.tiles:
            rows = _hidden_rows(lay.hidden, self.look)
        else:
            rows = big_row(
                list(lay.tiles),
                self.look.palette,
                self.look.ascii,
                self.look.lang,
                self.selected,
                lay.gap_before,
                True,
                self.wild,
                self.picked,
            )
            if self.danger is not None:
                rows = self._with_marks(rows)
        return Text("\n").join(rows)

    def _with_marks(self, rows: list[Text]) -> list[Text]:
        """:func:`big_row`'s rows with each tile's danger mark in its free row."""
        lay = self.layout_
        for i, (start, end) in enumerate(big_offsets(len(lay.tiles), lay.gap_before)):
            row = 4 if i == self.selected else 0
            line = rows[row]
            rows[row] = line[:start] + danger_mark(self._level(lay.tiles[i]), self.look) + line[end:]
        return rows

    # ---- drawing fast: a key press that moves the selection redraws two tiles ---------------------

    def watch_selected(self, old: int | None, new: int | None) -> None:
        spans = big_offsets(len(self.tiles), self.layout_.gap_before)
        moved = [spans[i] for i in (old, new) if i is not None and 0 <= i < len(spans)]
        if moved and not self.layout_.hidden:
            self.refresh(*(Region(start, 0, end - start, 5) for start, end in moved))
        else:
            self.refresh()

    def render_line(self, y: int) -> Strip:
        lines = self._hand_lines()
        if 0 <= y < len(lines):
            return lines[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def _hand_lines(self) -> list[Strip]:
        """The five lines, joined from each tile's cached rows; what :meth:`render` would give."""
        style = self.visual_style
        key = (self.size, style, self.layout_, self.look, self.wild, self.selected, self.picked, self.danger)
        if self._lines is not None and self._lines[0] == key:
            return self._lines[1]
        width, height = self.size
        lay = self.layout_
        spans = big_offsets(len(lay.tiles), lay.gap_before)
        if not spans or spans[-1][1] > width or self.text_selection is not None:
            lines = Visual.to_strips(self, visualize(self, self.render()), width, height, style)
        else:
            base = style.rich_style
            rows: list[list[Strip]] = [[] for _ in range(5)]
            x = 0
            for i, (t, (start, end)) in enumerate(zip(lay.tiles, spans, strict=True)):
                piece = self._piece(t, i, style)
                for row, strip in zip(rows, piece, strict=True):
                    if start > x:
                        row.append(Strip.blank(start - x, base))
                    row.append(strip)
                x = end
            lines = [Strip.join(row).adjust_cell_length(width, base).simplify() for row in rows]
            lines += [Strip.blank(width, base)] * max(0, height - len(lines))
        self._lines = (key, lines)
        return lines

    def _piece(self, t: Tile, i: int, style: object) -> list[Strip]:
        """Tile ``i``'s five rows (lift row included), as :func:`big_row` draws them."""
        selected = self.selected == i
        marks = (("wild",) if t in self.wild else ()) + (("claimed",) if i in self.picked else ())
        level = self._level(t)
        key = (t, selected, i, marks, level, self.look, style)
        piece = self._pieces.get(key)
        if piece is None:
            if len(self._pieces) > 512:
                self._pieces.clear()
            look = self.look
            tile = big_tile(t, look.palette, look.ascii, look.lang, selected, str(i + 1), marks)
            free = danger_mark(level, look)
            rows = tile + [free] if selected else [free] + tile
            visual = visualize(self, Text("\n").join(rows))
            piece = [
                Strip([Segment(text, st.clear_meta_and_links() if st else st) for text, st, _ in strip], BIG_W)
                for strip in Visual.to_strips(self, visual, BIG_W, 5, self.visual_style)
            ]
            self._pieces[key] = piece
        return piece

    def index_at(self, x: int) -> int | None:
        for i, (start, end) in enumerate(big_offsets(len(self.tiles), self.layout_.gap_before)):
            if start <= x < end:
                return i
        return None

    def on_click(self, event: events.Click) -> None:
        index = self.index_at(event.x)
        if index is not None:
            event.stop()
            self.post_message(self.TileClicked(index))
