"""The unseen-tile panel: how many copies of each kind the player cannot see anywhere.

The counts are :func:`mahjong_tui.engine.seen.unseen_counts` (the one count of what a view
shows); tiles are drawn with the table's look (CJK or ASCII), one
row per suit, nine to a row, so the panel fits over an 80×24 table.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ...engine import seen as seen_mod
from ...engine.view import SeatView
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from ..look import Look
from ..tiles import small_tile, times

PER_ROW = 9


def unseen_counts(view: SeatView) -> dict[Tile, int]:
    """:func:`~mahjong_tui.engine.seen.unseen_counts`, in the order tiles are sorted in a hand."""
    counts = seen_mod.unseen_counts(view)
    return {t: counts[t] for t in sorted(counts, key=K.sort_key)}


def _group(t: Tile) -> tuple[str, int]:
    """A row's key: the category, and the suit for suited tiles (chess tiles by colour)."""
    cat = K.category(t)
    if K.is_suited(t):
        return cat.value, K.suit_of(t)
    return cat.value, (ord(K.chess_colour(t)[0]) if K.is_chess(t) else 0)


def _rows(tiles: list[Tile]) -> list[list[Tile]]:
    """Tiles grouped by suit (man, pin, sou, honours, bonus …), at most :data:`PER_ROW` a row."""
    rows: list[list[Tile]] = []
    for t in tiles:
        if not rows or len(rows[-1]) >= PER_ROW or _group(t) != _group(rows[-1][0]):
            rows.append([])
        rows[-1].append(t)
    return rows


def unseen_lines(view: SeatView, look: Look) -> list[Text]:
    """The panel's text: a title with the total, then a row of ``tile x count`` per suit."""
    counts = unseen_counts(view)
    p = look.palette
    lines = [Text(look.t("unseen.title", n=sum(counts.values())), "bold")]
    for row in _rows(list(counts)):
        line = Text()
        for i, tile in enumerate(row):
            if i:
                line.append(" ")
            line.append_text(small_tile(tile, p, look.ascii, look.lang))
            n = counts[tile]
            line.append(times(n), p["dim"] if n == 0 else p["mark"])
        lines.append(line)
    lines.append(Text(look.t("unseen.close"), p["dim"]))
    return lines


class UnseenPanel(Widget):
    """Shown over the table's right side while the player keeps it open (the ``n`` key)."""

    DEFAULT_CSS = """
    UnseenPanel {
        display: none;
        overlay: screen;
        position: absolute;
        offset: 1 1;
        width: auto;
        height: auto;
        max-width: 78;
        padding: 0 1;
        border: round $accent;
        background: $panel;
    }
    UnseenPanel.open { display: block; }
    """

    def __init__(self, **kw: object) -> None:
        super().__init__(id="unseen", **kw)  # type: ignore[arg-type]
        self.lines: list[Text] = []

    def show(self, view: SeatView, look: Look) -> None:
        self.lines = unseen_lines(view, look)
        self.refresh(layout=True)

    def render(self) -> Text:
        return Text("\n").join(self.lines)
