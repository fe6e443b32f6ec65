"""Every game at the table is saved; "Continue" in the menu resumes it."""

from __future__ import annotations

from textual.widgets import OptionList

from mahjong_tui.datadir import saves_dir
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.screens.saves import SavesScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.menu_button import MenuButton

from .conftest import menu_app, needs_player, screen_text, table_app, wait_for_text, wait_until
from .test_play import human_move


async def test_a_game_is_saved_and_continued_from_the_menu() -> None:
    app = table_app(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
            await human_move(pilot, app.screen)  # type: ignore[arg-type]
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        table = app.screen
        assert isinstance(table, TableScreen)
        before = table.session.game.view(0)
        moves = len(table.session.game.events)
    saves = list(saves_dir().glob("*.json"))
    assert len(saves) == 1

    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert app.screen.query_one("#menu-continue", MenuButton)
        await pilot.click("#menu-continue")
        await wait_until(pilot, lambda: isinstance(app.screen, SavesScreen))
        await wait_for_text(pilot, app, "Plain test game  hand 1")  # the variant by name, not "plain"
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = app.screen
        assert isinstance(table, TableScreen)
        assert len(table.session.game.events) >= moves
        assert table.session.game.view(0).hand_no == before.hand_no


async def test_the_saves_list_says_when_there_is_nothing_to_continue() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert not app.screen.query("#menu-continue")
        await pilot.press("c")
        await wait_until(pilot, lambda: isinstance(app.screen, SavesScreen))
        await wait_for_text(pilot, app, "No saved games")
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))


async def test_continue_comes_and_goes_with_the_saves_when_back_at_the_menu() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen
        assert not menu.query("#menu-continue")
        await pilot.press("s")  # a game: saved at once
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert list(saves_dir().glob("*.json"))
        app.screen.dismiss(None)  # back to the menu, as after a match ("to the menu")
        await wait_until(pilot, lambda: app.screen is menu and bool(menu.query("#menu-continue")))
        for save in saves_dir().glob("*.json"):  # the game ended (its save is removed)
            save.unlink()
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: app.screen is not menu)
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is menu and not menu.query("#menu-continue"))


async def test_a_long_list_of_saves_scrolls_and_keeps_its_hint_in_view() -> None:
    """With a dozen saves at 80×24 the list ran past the screen's foot, its frame's bottom and
    "Enter: continue  Esc: back" out of sight (the footer says only "esc Back")."""
    import shutil

    app = table_app(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        await human_move(pilot, app.screen)  # type: ignore[arg-type]
    first = next(saves_dir().glob("*.json"))
    for n in range(11):
        shutil.copy(first, first.with_name(f"copy-{n}.json"))
    app = menu_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("c")
        await wait_until(pilot, lambda: isinstance(app.screen, SavesScreen))
        await wait_for_text(pilot, app, "Enter: continue  Esc: back")
        listed = app.screen.query_one("#saves-list").region
        assert listed.bottom <= app.screen.query_one(".saves-hint").region.y  # above the hint, not under it


async def test_the_chosen_save_stays_in_sight_after_a_resize() -> None:
    """The saves list kept its scroll offset in lines when the window changed size, as the
    menu's variant list had: its entries wrap to other heights at another width, so the chosen
    save could end up out of sight. Each copy names its first player apart, to be found."""
    import json

    app = table_app(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        await human_move(pilot, app.screen)  # type: ignore[arg-type]
    first = next(saves_dir().glob("*.json"))
    record = json.loads(first.read_text(encoding="utf-8"))
    for n in range(12):
        record["names"][0] = f"Row{n:02d}"
        first.with_name(f"copy-{n:02d}.json").write_text(json.dumps(record), encoding="utf-8")
    first.unlink()
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("c")
        await wait_until(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.press("end")
        await pilot.pause()
        listed = app.screen.query_one("#saves-list", OptionList)
        assert listed.highlighted is not None
        chosen = str(listed.options[listed.highlighted].prompt).split("\n")[1].split()[0]
        assert chosen.startswith("Row") and chosen in screen_text(app)
        for size in ((80, 24), (120, 40), (70, 24), (120, 40)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert chosen in screen_text(app), size
