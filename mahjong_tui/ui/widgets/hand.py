"""The player's own hand: big tiles, the drawn tile set apart, the selected tile raised."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ...tiles.kinds import Tile
from ..look import Look
from ..tiles import big_offsets, big_row


@dataclass(frozen=True)
class HandLayout:
    tiles: tuple[Tile, ...]
    """Tiles in display order: the concealed hand sorted, then the drawn tile."""
    gap_before: int | None
    """Index of the drawn tile (shown apart), if there is one."""
    hidden: int = 0
    """When the hand is hidden: how many backs to draw."""

    @classmethod
    def of(cls, hand: list[Tile] | None, drawn: Tile | None, count: int) -> "HandLayout":
        if hand is None:
            return cls((), None, count)
        tiles = sorted(hand)
        if drawn is not None and drawn in tiles:
            tiles.remove(drawn)
            return cls(tuple(tiles) + (drawn,), len(tiles))
        return cls(tuple(tiles), None)


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

    selected: reactive[int | None] = reactive(None)

    def __init__(self, seat: int, **kw: object) -> None:
        super().__init__(id=f"hand-{seat}", classes="hand", **kw)  # type: ignore[arg-type]
        self.seat = seat
        self.layout_ = HandLayout((), None)
        self.look = Look()
        self.wild: tuple[Tile, ...] = ()

    def show(self, layout: HandLayout, look: Look, wild: tuple[Tile, ...] = ()) -> None:
        resized = (len(layout.tiles), layout.gap_before, layout.hidden) != (
            len(self.layout_.tiles), self.layout_.gap_before, self.layout_.hidden) or look != self.look
        if layout == self.layout_ and look == self.look and wild == self.wild:
            return
        self.layout_ = layout
        self.look = look
        self.wild = wild
        if self.selected is not None and self.selected >= len(layout.tiles):
            self.selected = len(layout.tiles) - 1 if layout.tiles else None
        self.refresh(layout=resized)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return self.layout_.tiles

    def render(self) -> Text:
        lay = self.layout_
        if not lay.tiles:
            rows = _hidden_rows(lay.hidden, self.look)
        else:
            rows = big_row(list(lay.tiles), self.look.palette, self.look.ascii, self.look.lang,
                           self.selected, lay.gap_before, True, self.wild)
        return Text("\n").join(rows)

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
