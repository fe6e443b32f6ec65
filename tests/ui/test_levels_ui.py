"""Bot levels on screen: chosen per seat in the menu, shown beside a bot's name at the table."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.easy import EasyBot
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.i18n import level_text
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.widgets.form import SettingsForm

from .conftest import menu_app, needs_player, screen_text, ui_variant, wait_for_text, wait_until


async def test_menu_chooses_each_bot_seats_level(tmp_path: Path) -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        form = menu.query_one("#menu-form", SettingsForm)
        assert not form.field("seat-level-0").shown  # a person's seat has no level
        level = form.field("seat-level-2")
        assert level.shown and level.value == "normal"
        form.step("seat-level-2", -1)  # normal → easy
        await pilot.pause()
        assert "< easy >" in screen_text(app)
        assert app.settings.seats[2].level == "easy"
        assert Settings.load().seats[2].level == "easy"  # kept with the settings
        form.step("seat-kind-1", 1)  # seat 2 becomes a human
        await pilot.pause()
        assert not form.field("seat-level-1").shown
        form.step("seat-kind-1", 1)  # and a bot again
        await pilot.pause()
        assert form.field("seat-level-1").shown
        await pilot.press("s")
        await wait_until(pilot, lambda: needs_player(app) and not isinstance(app.screen, MenuScreen))
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        bots = table.session.bots  # type: ignore[attr-defined]
        assert type(bots[2]) is EasyBot and type(bots[1]) is BaselineBot and type(bots[3]) is BaselineBot
        assert table.session.levels[2] == "easy"  # type: ignore[attr-defined]


async def test_the_table_shows_a_bots_level_beside_its_name() -> None:
    settings = Settings(lang="en", pace=0.0)
    app = MahjongApp(
        settings,
        game=(ui_variant("plain"), [True, False, False, False], ["P1", "Bot 2", "Bot 3", "Bot 4"], 1),
        levels=["normal", "easy", "normal", "normal"],
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        text = await wait_for_text(pilot, app, "Bot 2 · easy")
        assert "Bot 3 ·" not in text  # the usual bot goes unmarked


def test_level_names_are_translated() -> None:
    assert level_text("en", "easy") == "easy"
    assert level_text("zh_TW", "easy") == "簡單" and level_text("zh_CN", "easy") == "简单"
    assert level_text("zh_TW", "normal") == "普通" and level_text("zh_TW", "strong") == "高手"
    assert level_text("zh_TW", "made-up") == "made-up"
