"""A game taken up with ``mahjong-tui resume ID`` ends as one begun with ``mahjong-tui play
VARIANT``: ``q`` then ``y`` returns to the shell. (It went back to a menu the person never saw.)"""

from __future__ import annotations

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings

from .conftest import needs_player, table_app, ui_catalog, wait_for_text, wait_until


async def test_quitting_a_game_resumed_from_the_command_line_ends_the_program() -> None:
    first = table_app(seed=4)
    async with first.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(first) and isinstance(first.screen, TableScreen))
    assert first.kept is not None and first.kept.exists()

    app = MahjongApp(Settings(lang="en", pace=0.0), variants=ui_catalog(), resume=first.kept)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await wait_for_text(pilot, app, "mahjong-tui resume")  # the question asked at a `play` table
        await pilot.press("y")
        await pilot.pause()
        assert not app.is_running
    assert app.return_code == 0
    assert f"mahjong-tui resume {first.kept.stem}" in app.kept_note()


async def test_a_save_that_does_not_resume_opens_the_menu_with_its_message() -> None:
    """Not a blank screen: the menu, and why the save was set aside."""
    from mahjong_tui.datadir import saves_dir
    from mahjong_tui.ui.screens.menu import MenuScreen

    saves_dir().mkdir(parents=True, exist_ok=True)
    broken = saves_dir() / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    app = MahjongApp(Settings(lang="en", pace=0.0), variants=ui_catalog(), resume=broken)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await wait_for_text(pilot, app, "broken.json")
        assert app.is_running
