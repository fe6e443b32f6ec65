"""A partial repaint writes its regions only (issue 18, item 9): moving the selection across the
hand wrote the hand's five lines twice (8,491 bytes) for two tiles; the same picture now
arrives in a fraction of the bytes."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.segment import Segment
from textual._compositor import ChopsUpdate, Compositor
from textual.strip import Strip

from mahjong_tui.ui import partial_update
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.hand import HandView

from .conftest import needs_player, table_app, wait_until

TEXTUAL_RENDER = partial_update.TEXTUAL_RENDER_SEGMENTS

CONSOLE = Console(width=120, color_system="truecolor", force_terminal=True, legacy_windows=False)
MOVE = re.compile(r"\x1b\[(\d+);(\d+)H")
SGR = re.compile(r"\x1b\[[0-9;]*m")


def apply(screen: list[list[str]], sequence: str) -> list[list[str]]:
    """What a terminal shows after ``sequence`` (cursor moves and text; colours left out).
    A double-width character fills its cell and leaves "" in the next."""
    screen = [row[:] for row in screen]
    y = x = 0
    for part in re.split(r"(\x1b\[\d+;\d+H)", SGR.sub("", sequence)):
        if m := MOVE.fullmatch(part):
            y, x = int(m.group(1)) - 1, int(m.group(2)) - 1
            continue
        for ch in part.replace("\r", "").replace("\n", ""):
            screen[y][x] = ch
            if cell_len(ch) == 2:
                screen[y][x + 1] = ""
            x += cell_len(ch)
    return screen


def grid(strips: list[Strip]) -> list[list[str]]:
    rows = []
    for strip in strips:
        row: list[str] = []
        for seg in strip:
            for ch in seg.text:
                row += [ch, ""] if cell_len(ch) == 2 else [ch]
        rows.append(row)
    return rows


def _update(text: str, spans: list[tuple[int, int, int]]) -> ChopsUpdate:
    strip = Strip([Segment(text)])
    return ChopsUpdate([{0: strip}], spans, [[strip.cell_length]])


def test_a_span_is_written_from_its_own_left_end() -> None:
    update = _update("abcdefghij", [(0, 6, 8)])
    ours = partial_update.render_segments(update, CONSOLE)
    assert "\x1b[1;7H" in ours and "gh" in ours and "f" not in SGR.sub("", ours)
    assert "abcdef" in TEXTUAL_RENDER(update, CONSOLE)  # Textual's own writes from the left edge


@pytest.mark.parametrize("x1,start,text", [(3, 2, "中文"), (2, 2, "中文"), (5, 4, "文"), (1, 1, "b中文")])
def test_a_double_width_character_across_the_span_start_is_written_whole(x1: int, start: int, text: str) -> None:
    update = _update("ab中文", [(0, x1, 6)])  # a b 中中 文文
    ours = partial_update.render_segments(update, CONSOLE)
    assert ours.startswith(f"\x1b[1;{start + 1}H") and SGR.sub("", MOVE.sub("", ours)) == text


def record_updates(monkeypatch: pytest.MonkeyPatch) -> list[ChopsUpdate]:
    """The partial updates the compositor renders from now on, in a list that fills as it does."""
    updates: list[ChopsUpdate] = []
    render = Compositor.render_partial_update

    def recording(self: Compositor) -> ChopsUpdate | None:
        update = render(self)
        if update is not None:
            updates.append(update)
        return update

    monkeypatch.setattr(Compositor, "render_partial_update", recording)
    return updates


async def test_moving_the_selection_writes_the_two_tiles_only(monkeypatch: pytest.MonkeyPatch) -> None:
    app = table_app(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        hand = app.screen.query_one(HandView)
        hand.selected = 0
        await pilot.pause()
        await pilot.pause()
        compositor = app.screen._compositor
        before = grid(compositor.render_strips())
        updates = record_updates(monkeypatch)
        hand.selected = len(hand.tiles) - 1  # the first tile to the last: the two ends of the hand
        await pilot.pause()
        await pilot.pause()
        assert updates
        ours = "".join(partial_update.render_segments(u, app.console) for u in updates)
        textual = "".join(TEXTUAL_RENDER(u, app.console) for u in updates)
        assert apply(before, ours) == apply(before, textual) == grid(compositor.render_strips())
        assert apply(before, ours) != before  # the selection did move on the screen
        assert len(ours.encode()) * 4 < len(textual.encode()), (len(ours.encode()), len(textual.encode()))


async def test_chinese_over_other_widgets_is_not_cut_by_their_edges(monkeypatch: pytest.MonkeyPatch) -> None:
    """The log shown over the table at 80×24 read "電腦 3    玩家" for "電腦 3 碰 玩家": the
    compositor cut the overlay's line at the edges of the widgets under it and a character a cut
    fell in became two spaces (Textualize/textual#6357). Whole now, in a full frame and in the
    partial updates after its text changes."""
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    from mahjong_tui.ui import compositor_fix

    compositor_fix.apply()

    class Layers(App[None]):
        CSS = """
        Screen { layers: base overlay; layout: horizontal; }
        #a { width: 5; } #b { width: 8; } #c { width: 1fr; }
        #top { layer: overlay; dock: top; width: 100%; height: 1; }
        """

        def compose(self) -> ComposeResult:
            yield Static("xxxxx", id="a")
            yield Static("yyyyyyyy", id="b")
            yield Static("zzz", id="c")
            yield Static("一二三四五六七八", id="top")  # 三 over the edge at 5, 七 over the one at 13

    app = Layers()
    async with app.run_test(size=(30, 3)) as pilot:
        await pilot.pause()
        compositor = app.screen._compositor
        before = grid(compositor.render_strips())
        assert "".join(before[0]).startswith("一二三四五六七八")
        updates = record_updates(monkeypatch)
        app.query_one("#top", Static).update("甲乙丙丁戊己庚辛")
        await pilot.pause()
        await pilot.pause()
        assert updates
        ours = "".join(partial_update.render_segments(u, app.console) for u in updates)
        after = apply(before, ours)
        assert after == grid(compositor.render_strips())
        assert "".join(after[0]).startswith("甲乙丙丁戊己庚辛")
