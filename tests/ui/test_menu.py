"""The menu (choices, language, persistence, starting a game) and the small dialogs."""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.widgets import OptionList

from mahjong_tui.table.actions import Act, Action
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.describe import Describer
from mahjong_tui.ui.screens.choice import ChoiceScreen
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.theme import palette
from mahjong_tui.ui.widgets.form import SettingsForm

from .conftest import menu_app, needs_player, screen_text, wait_for_text, wait_until


async def test_menu_lists_variants_and_starts_the_chosen_game(tmp_path: Path) -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        text = screen_text(app)
        for name in ("Plain test game", "Chess-piece test game", "Wild-tile test game", "56 pieces"):
            assert name in text
        variants = menu.query_one("#variants", OptionList)
        variants.highlighted = 2  # the wild-tile game: a preset and a house rule
        await pilot.pause()
        assert app.settings.variant == "wildtest"
        await wait_for_text(pilot, app, "Turn two tail tiles")  # the form is rebuilt a moment later
        text = screen_text(app)
        assert "Quick (one hand)" in text or "Standard" in text
        form = menu.query_one("#menu-form", SettingsForm)
        form.step("players", -1)  # 4 → 3 seats
        await pilot.pause()
        assert app.settings.players == 3
        assert not form.line_shown("seat-3") and "Bot 4" not in screen_text(app)
        form.step("seat-kind-1", 1)  # seat 2 becomes a human
        form.set_text("seat-name-1", "Bo")
        form.set_text("seed", "42")
        await pilot.pause()
        assert app.settings.seats[1].human and app.settings.seats[1].name == "Bo"
        saved = Settings.load()  # the autouse fixture points settings_path at tmp
        assert saved.variant == "wildtest" and saved.players == 3 and saved.seed == "42"
        variants.focus()
        await pilot.press("s")
        await wait_until(pilot, lambda: needs_player(app) and not isinstance(app.screen, MenuScreen))
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert table.session.game.n == 3 and table.session.humans == [0, 1]
        assert table.session.game.names[1] == "Bo" and table.session.game.seed == 42


async def test_language_switch_relabels_everything() -> None:
    app = menu_app()
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        menu.query_one("#menu-form", SettingsForm).step("lang", 1)  # English → 繁體中文
        await pilot.pause()
        await wait_for_text(pilot, app, "玩法", "開始", "測試")  # the rebuilt form is drawn a moment later
        menu = app.screen
        menu.query_one("#menu-form", SettingsForm).step("lang", 1)  # → 简体中文
        await pilot.pause()
        await wait_for_text(pilot, app, "开始", "语言")
        assert Settings.load().lang == "zh_CN"


async def test_empty_human_name_is_refused() -> None:
    app = menu_app()
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen
        menu.query_one("#menu-form", SettingsForm).set_text("seat-name-0", "  ")
        await pilot.pause()
        menu.action_start()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "needs a name" in screen_text(app)


class _Host(App[None]):
    CSS_PATH = str(Path(__file__).parents[2] / "mahjong_tui" / "ui" / "mahjong.tcss")

    def __init__(self, lang: str = "en") -> None:
        super().__init__()
        self.lang = lang
        self.answer: Action | None | str = "unset"

    def on_mount(self) -> None:
        chows = [
            Action(Act.CHOW, 0, K.suited(0, 3), (K.suited(0, 1), K.suited(0, 2))),
            Action(Act.CHOW, 0, K.suited(0, 3), (K.suited(0, 2), K.suited(0, 4))),
            Action(Act.CHOW, 0, K.suited(0, 3), (K.suited(0, 4), K.suited(0, 5))),
        ]
        describer = Describer(self.lang, False, palette(), ["A", "B", "C", "D"])
        self.push_screen(ChoiceScreen("Which chow?", chows, describer), self._got)

    def _got(self, action: Action | None) -> None:
        self.answer = action


async def test_the_chow_dialog_offers_each_option_and_can_be_cancelled() -> None:
    app = _Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app).replace(" ", "")
        assert "Whichchow?" in text
        assert "一萬二萬+三萬" in text and "二萬四萬+三萬" in text and "四萬五萬+三萬" in text
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.answer, Action) and app.answer.tiles == (K.suited(0, 2), K.suited(0, 4))
    app = _Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.answer is None
    app = _Host("zh_TW")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Esc：取消" in screen_text(app)  # "Esc: 取消" had an English colon


async def test_opening_the_menu_keeps_the_saved_variant_and_preset_and_builds_the_form_once(monkeypatch) -> None:
    # the variant list used to announce its first entry while mounting: the form switched to that
    # variant and back, built three times, and the saved preset fell back to the default
    from mahjong_tui.ui.app import MahjongApp

    from .conftest import ui_catalog

    built: list[str] = []
    form = MenuScreen._form

    def counting_form(self: MenuScreen, s: Settings):  # noqa: ANN202
        built.append(s.variant)
        return form(self, s)

    monkeypatch.setattr(MenuScreen, "_form", counting_form)
    app = MahjongApp(Settings(lang="en", variant="wildtest", preset="quick", pace=0.0), variants=ui_catalog())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.2)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert (app.settings.variant, app.settings.preset) == ("wildtest", "quick")
        assert menu.query_one("#menu-form", SettingsForm).field("preset").value == "quick"
        variants = menu.query_one("#variants", OptionList)
        assert variants.highlighted is not None and variants.get_option_at_index(variants.highlighted).id == "wildtest"
        assert built == ["wildtest"]


async def test_a_seed_out_of_range_is_refused_and_the_menu_stays() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        for bad in ("9" * 30, "12x"):  # as a settings file may hold them (the form refuses to type them)
            app.settings.seed = bad
            await pilot.pause()
            menu.query_one("#variants", OptionList).focus()
            await pilot.press("s")
            await wait_for_text(pilot, app, "The seed must be a whole number")
            assert isinstance(app.screen, MenuScreen)
