"""A big terminal's table (200×60): rivers and melds in boxed tiles, the rivers laid as a table
lays them, and a centre square only as big as its lines; below the size nothing changes."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.text import Text

from mahjong_tui.engine.view import MeldView
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Meld, MeldKind
from mahjong_tui.ui.breakpoints import BIG_HEIGHT, BIG_WIDTH, is_big
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.widgets.river import LYING, UPRIGHT, RiverView, laid_out
from mahjong_tui.ui.widgets.seat import OpenMelds, SeatPanel, meld_tiles, one_row
from mahjong_tui.ui.widgets.status import StatusPanel

from ..window_sizes import resize, settle
from .conftest import needs_player, table_app, wait_until
from .test_table_layout import LOOK, P, _river
from .test_variant_ui import _seat_and_view, _style


def _faces(line: Text) -> list[str]:
    """The tile faces on one line of boxed tiles (borders and marks taken away)."""
    for ch in "│┌┐└┘─<*!|+-":
        line = Text(line.plain.replace(ch, " "))
    return line.plain.split()


# ---- the rivers' big form ----------------------------------------------------------------------


def test_the_own_river_on_a_big_screen_is_boxed_upright_tiles_in_rows_of_six() -> None:
    lines = laid_out(_river(8), LOOK, "bottom", 6 * UPRIGHT.width, 12, latest=True, big=True)
    assert len(lines) == 2 * UPRIGHT.lines  # two rows of four-line tiles
    assert lines[0].plain.split() == ["┌──┐"] * 6
    assert _faces(lines[1]) == ["一", "二", "三", "四", "五", "六"]  # rank over suit, as the hand
    assert _faces(lines[2]) == ["萬"] * 6
    assert _faces(lines[5]) == ["七", "八"]
    assert "<" in lines[5].plain  # the latest discard's mark, beside its face
    assert all(cell_len(line.plain) <= 6 * UPRIGHT.width for line in lines)


def test_the_seat_across_on_a_big_screen_reads_right_to_left_its_first_row_nearest_the_centre() -> None:
    lines = laid_out(_river(8), LOOK, "top", 6 * UPRIGHT.width, 12, latest=False, big=True)
    assert len(lines) == 12 and all(line.plain.strip() == "" for line in lines[:4])
    assert _faces(lines[9]) == ["六", "五", "四", "三", "二", "一"]  # the first row, at the bottom
    assert _faces(lines[5]) == ["八", "七"] and lines[5].plain.rstrip().endswith("│")  # on our right


def test_side_seats_on_a_big_screen_lay_turned_tiles_in_columns_of_six() -> None:
    width, height = 3 * LYING.width, 6 * LYING.lines
    left = laid_out(_river(8), LOOK, "left", width, height, latest=False, big=True)
    right = laid_out(_river(8), LOOK, "right", width, height, latest=False, big=True)
    assert len(left) == len(right) == height
    faces = [1 + LYING.lines * i for i in range(6)]  # each turned tile's one face row
    # left: read top to bottom, the first column nearest the centre (rightmost)
    assert [_faces(left[k])[-1] for k in faces] == ["一萬", "二萬", "三萬", "四萬", "五萬", "六萬"]
    assert _faces(left[1]) == ["七萬", "一萬"] and "┌────┐" in left[0].plain
    # right: read bottom to top, the first column nearest the centre (leftmost)
    assert [_faces(right[k])[0] for k in faces] == ["六萬", "五萬", "四萬", "三萬", "二萬", "一萬"]
    assert _faces(right[faces[-1]]) == ["一萬", "七萬"]


@pytest.mark.parametrize("side", ["bottom", "top", "left", "right"])
def test_every_mark_of_the_small_river_shows_on_the_big_one(side: str) -> None:
    """Latest ``<``, claimed ``*``, declared ready ``!``, and their colours on the tile."""
    river = [RiverTile(P(0), claimed_by=1), RiverTile(P(1), ready=True), RiverTile(P(2))]
    for big in (False, True):
        lines = laid_out(river, LOOK, side, 40, 18, latest=True, big=big)
        text = "".join(line.plain for line in lines)
        assert all(mark in text for mark in "*!<"), (side, big)
        styles = {
            name: [_style(line, i) for line in lines for i in range(len(line.plain)) if line.plain[i] == mark]
            for name, mark in (("claimed", "*"), ("ready", "!"), ("latest", "<"))
        }
        assert all(styles.values())
        for name in ("claimed", "latest"):
            colour = LOOK.palette[name].bgcolor
            coloured = [
                _style(line, i).bgcolor for line in lines for i in range(len(line.plain)) if line.plain[i] != " "
            ]
            assert colour in coloured, (side, big, name)
        underlined = [_style(line, i).underline for line in lines for i in range(len(line.plain))]
        assert any(underlined), (side, big)  # the ready discard


@pytest.mark.parametrize("ascii_only", [False, True])
@pytest.mark.parametrize("side", ["bottom", "left"])
def test_ascii_pieces_and_jokers_draw_whole_at_the_big_size(ascii_only: bool, side: str) -> None:
    look = Look.make("zh_TW", ascii_only, False)  # the light theme
    tiles = [K.chess("r", "S"), K.chess("b", "S"), K.JOKER, P(4)]
    form = UPRIGHT if side == "bottom" else LYING
    lines = laid_out([RiverTile(t) for t in tiles], look, side, 6 * form.width, 6 * form.lines, False, big=True)
    text = "\n".join(line.plain for line in lines)
    corners = ("+", ".") if ascii_only else ("┌", "╭")
    assert all(c in text for c in corners)  # a boxed tile and a round piece
    assert ("j" if ascii_only else "飛") in text.lower()  # the joker (J upright, j as its name turned)
    assert ("rS" if ascii_only else "兵") in text and ("bS" if ascii_only else "卒") in text
    widths = {cell_len(line.plain.rstrip()) for line in lines if line.plain.strip()}
    assert max(widths) <= 6 * form.width


# ---- melds ------------------------------------------------------------------------------------


def test_melds_in_one_row_or_none_when_they_do_not_fit() -> None:
    pung = Meld(MeldKind.PUNG, (P(4),) * 3, claimed=P(4))
    _, view = _seat_and_view([MeldView(pung, 1, 3)])
    block = meld_tiles(view.seats[0].melds[0], view, LOOK, 0)
    row = one_row([block, block], 80, gap=2)
    assert row is not None and len(row) == len(block)
    assert row[1].cell_len == 2 * block[1].cell_len + 2
    assert one_row([block, block], 2 * block[1].cell_len + 1, gap=2) is None
    assert one_row([], 80) is None


# ---- at the table -----------------------------------------------------------------------------


async def _played(pilot, app, turns: int) -> None:  # noqa: ANN001
    for _ in range(turns):
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.press("x" if app.screen.view.phase.value in ("claim", "rob") else "enter")
    await wait_until(pilot, lambda: needs_player(app))
    await settle(pilot)


def _river_lines(app, side: str) -> list[str]:  # noqa: ANN001
    river = next(r for r in app.screen.query(RiverView) if r.side == side)
    return river.render().plain.splitlines()


async def test_at_200x60_the_rivers_are_boxed_and_the_square_is_as_big_as_its_lines() -> None:
    app = table_app(seed=4)
    async with app.run_test(size=(200, 60)) as pilot:
        await _played(pilot, app, 6)
        assert is_big(app.screen)
        for side in ("bottom", "top"):
            assert any("┌──┐" in line for line in _river_lines(app, side)), side
        for side in ("left", "right"):
            assert any("┌────┐" in line for line in _river_lines(app, side)), side
        square = app.screen.query_one(StatusPanel)
        lines = square.lines
        assert square.outer_size.height <= len(lines) + 2 + 2  # its lines, edges, and a wrapped line or two
        longest = max(line.cell_len for line in lines)
        assert square.outer_size.width <= max(longest + 4, 30)  # edges and padding; mahjong.tcss's least width
        middle = app.screen.query_one("#middle")
        top = square.region.y - middle.region.y
        bottom = middle.region.bottom - square.region.bottom
        assert abs(top - bottom) <= 1  # standing in the middle of the table
        count, height = len(square.lines), square.outer_size.height
        await pilot.press("X")  # auto-pass on: a line more ("Auto: pass")
        await settle(pilot)
        assert len(square.lines) == count + 1 and square.outer_size.height == height + 1


async def test_at_200x60_another_seats_melds_are_big_tiles() -> None:
    app = table_app(seed=4)
    async with app.run_test(size=(200, 60)) as pilot:
        await _played(pilot, app, 1)
        panel = app.screen.query(SeatPanel).first()
        seat = app.screen.view.seats[panel.seat]
        pung = Meld(MeldKind.PUNG, (P(4),) * 3, claimed=P(4))
        view = app.screen.view
        seat.melds.append(MeldView(pung, (panel.seat + 1) % 4, 3))
        panel.show(view, app.look)
        await settle(pilot)
        melds = app.screen.query_one(f"#melds-{panel.seat}", OpenMelds)
        shown = melds.render().plain.splitlines()
        assert melds.size.height == len(shown) == 5  # the arrow's row over four rows of tiles
        assert "┌──┐" in shown[1] and "五" in shown[2]
        await resize(pilot, 120, 40)
        assert not is_big(app.screen)
        small = melds.render().plain.splitlines()  # small tiles again, on one line
        assert len(small) == 1 and small[0].startswith("五萬五萬五萬") and melds.size.height == 1


async def test_below_the_size_the_table_is_as_before() -> None:
    """At 120×40 (the screenshots' size cmp-checks every picture): small tiles, the square
    filling the middle of the table."""
    app = table_app(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await _played(pilot, app, 6)
        assert not is_big(app.screen)
        for side in ("bottom", "top", "left", "right"):
            lines = _river_lines(app, side)
            assert lines and not any("┌" in line for line in lines), side
        square = app.screen.query_one(StatusPanel)
        middle = app.screen.query_one("#middle")
        assert square.outer_size.height == middle.size.height


@pytest.mark.parametrize("size", [(BIG_WIDTH - 1, 60), (200, BIG_HEIGHT - 1)])
async def test_big_takes_both_the_width_and_the_height(size: tuple[int, int]) -> None:
    app = table_app(seed=4)
    async with app.run_test(size=size) as pilot:
        await _played(pilot, app, 1)
        assert not is_big(app.screen)
        await resize(pilot, BIG_WIDTH, BIG_HEIGHT)
        assert is_big(app.screen)


async def test_resizing_from_big_to_small_and_back_redraws_the_rivers() -> None:
    app = table_app(seed=4)
    async with app.run_test(size=(200, 60)) as pilot:
        await _played(pilot, app, 6)
        big = {side: _river_lines(app, side) for side in ("bottom", "top", "left", "right")}
        assert all(any("┌" in line for line in lines) for lines in big.values())
        for w, h in ((120, 40), (80, 24)):
            await resize(pilot, w, h)
            for side in big:
                assert not any("┌" in line for line in _river_lines(app, side)), (w, h, side)
            square = app.screen.query_one(StatusPanel)
            assert square.outer_size.height == app.screen.query_one("#middle").size.height
        await resize(pilot, 200, 60)
        assert {side: _river_lines(app, side) for side in big} == big
