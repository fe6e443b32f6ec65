"""SVG snapshots of the menu, the table at 120x40 and 80x24, a result and the help.

Everything is fixed: the UI's own fixture variants, seeds, bots at pace 0, no cursor blink.
Regenerate with ``pytest tests/ui/test_snapshots.py --snapshot-update`` (never in CI).
"""

from __future__ import annotations

from textual.widgets import Input

from mahjong_tui.ui.screens.result import ResultScreen

from .conftest import menu_app, needs_player, table_app, wait_until
from .test_play import play_to_result


async def _still(pilot) -> None:  # noqa: ANN001
    for inp in pilot.app.query(Input):
        inp.cursor_blink = False
    await pilot.pause()


async def _at_table(pilot) -> None:  # noqa: ANN001
    await wait_until(pilot, lambda: needs_player(pilot.app))
    # a few moves in, so rivers, melds and the log have something in them
    for _ in range(6):
        await pilot.press("x" if "pass" in pilot.app.screen.query_one("#actions").available else "enter")
        await wait_until(pilot, lambda: needs_player(pilot.app))
    await _still(pilot)


async def _at_result(pilot) -> None:  # noqa: ANN001
    await play_to_result(pilot, pilot.app)
    assert isinstance(pilot.app.screen, ResultScreen)
    await _still(pilot)


def test_menu(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(menu_app(), terminal_size=(120, 40), run_before=_still)


def test_menu_chinese_80x24(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(menu_app(lang="zh_TW"), terminal_size=(80, 24), run_before=_still)


def test_table_120x40(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(table_app(seed=3), terminal_size=(120, 40), run_before=_at_table)


def test_table_80x24(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(table_app(seed=3), terminal_size=(80, 24), run_before=_at_table)


def test_table_ascii_light_three_seats(snap_compare) -> None:  # noqa: ANN001
    app = table_app(seed=4, seats="bot,human,bot", ascii_only=True, theme="light")
    assert snap_compare(app, terminal_size=(100, 30), run_before=_at_table)


def test_table_three_seats_120x40(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(table_app(seed=3, seats="human,bot,bot"), terminal_size=(120, 40), run_before=_at_table)


def test_table_three_seats_80x24(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(table_app(seed=3, seats="human,bot,bot"), terminal_size=(80, 24), run_before=_at_table)


def test_table_chess_two_seats_120x40(snap_compare) -> None:  # noqa: ANN001
    app = table_app(variant="chesstest", seed=3, seats="human,bot", lang="zh_TW")
    assert snap_compare(app, terminal_size=(120, 40), run_before=_at_table)


def test_table_chess_two_seats_80x24(snap_compare) -> None:  # noqa: ANN001
    app = table_app(variant="chesstest", seed=3, seats="human,bot")
    assert snap_compare(app, terminal_size=(80, 24), run_before=_at_table)


def test_result(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(table_app(seed=1), terminal_size=(120, 40), run_before=_at_result)


def test_help(snap_compare) -> None:  # noqa: ANN001
    async def open_help(pilot) -> None:  # noqa: ANN001
        await wait_until(pilot, lambda: needs_player(pilot.app))
        await pilot.press("question_mark", "right", "right")
        await _still(pilot)

    assert snap_compare(
        table_app(variant="chesstest", seed=2, lang="zh_CN"), terminal_size=(120, 40), run_before=open_help
    )
