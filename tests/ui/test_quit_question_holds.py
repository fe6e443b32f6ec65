"""The quit question holds the table: asked while the bots were playing (Wuhan at 80x24,
2026-11-29), the hand ended behind it, its result opened over the question and took the y, and
after the result the question was gone and play went on: the player who had said Yes was still
at the table. Now nothing moves while the question stands; No lets play go on."""

from __future__ import annotations

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings

from .conftest import needs_player, ui_catalog, wait_until


def events(table: TableScreen) -> int:
    return len(table.session.game.events)  # type: ignore[attr-defined]


async def test_the_bots_wait_while_the_quit_question_stands() -> None:
    app = MahjongApp(Settings(lang="en", variant="plain", pace=0.5), variants=ui_catalog())
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("s")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("enter", "q")  # discard, and ask to leave while the bots play on
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        asked = events(table)
        await pilot.pause(2.0)  # four bot moves' time
        assert isinstance(app.screen, ConfirmScreen)
        assert events(table) <= asked + 1  # at most the move already on its way
        held = events(table)
        await pilot.pause(0.7)
        assert events(table) == held
        await pilot.press("n")
        await wait_until(pilot, lambda: events(table) > held + 1)  # No: play goes on
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
