"""The menu explains itself (issue 18): its own keys in the footer and in help, focus kept
across a language change, variants in the players' order and language, Start always on
screen at 80×24, words for every value, all three languages, and a quit prompt that says the
game is kept."""

from __future__ import annotations

import io

import pytest
from textual.widgets import OptionList, Static

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.help import HelpScreen
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.widgets.form import SettingsForm
from mahjong_tui.ui.widgets.menu_button import MenuButton
from mahjong_tui.variants import catalog
from mahjong_tui.variants.loader import user_dir

from ..window_sizes import settle
from .conftest import menu_app, needs_player, screen_text, table_app, wait_for_text, wait_until


def real_menu(lang: str = "en", variant: str = "mcr") -> MahjongApp:
    return MahjongApp(Settings(lang=lang, variant=variant, pace=0.0), variants=catalog())


async def test_the_footer_names_the_menu_keys() -> None:
    app = menu_app()
    async with app.run_test(size=(80, 24)) as pilot:
        text = await wait_for_text(pilot, app, "Tab Move", "s Start")  # drawn a moment after mounting
        assert "←/→ Change" not in text  # the list has the focus: ←/→ change nothing there
        await pilot.press("tab")  # from the list to the first setting
        await wait_until(pilot, lambda: isinstance(app.focused, SettingsForm) and app.focused.focus_key == "lang")
        assert "←/→ Change" in await wait_for_text(pilot, app, "←/→ Change")
    app = menu_app("zh_TW")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_text(pilot, app, "Tab 移動")
        await pilot.press("tab")
        await wait_for_text(pilot, app, "Tab 移動", "←/→ 更改")


async def test_help_in_the_menu_shows_the_menu_keys() -> None:
    app = menu_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))
        text = await wait_for_text(pilot, app, "move to the next or previous setting")
        assert "change the setting that has the focus" in text
        assert "discard the selected tile" not in text  # the table's keys are not the menu's
        assert app.screen.query("#help-menu-keys")


@pytest.mark.parametrize(
    ("on_server", "lang", "words"),
    [(False, "en", "House rules of your own"), (False, "zh_TW", "自己的規則"), (True, "en", "")],
)
async def test_help_in_the_menu_says_where_your_own_variant_files_go(on_server: bool, lang: str, words: str) -> None:
    """A house rule is a variant file of the player's own (README: House rules); the program
    itself said nowhere where such a file goes. The menu's help names the folder, and the
    ``variants`` command, which says where the built-in files are to copy."""
    app = real_menu(lang)
    app.ON_SERVER = on_server  # type: ignore[misc]
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: bool(app.screen.query("#help-menu-keys")))
        found = app.screen.query("#help-own-variants")
        if on_server:  # a server's folder is not the player's to fill
            assert not found
            return
        said = str(found.first(Static).render())
        assert words in said and str(user_dir()) in said and "mahjong-tui variants" in said


async def test_changing_the_language_keeps_the_focus() -> None:
    app = menu_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#menu-form", SettingsForm).focus_field("lang")
        await pilot.press("right")  # English → 繁體中文
        await wait_for_text(pilot, app, "語言")
        await wait_until(pilot, lambda: isinstance(app.focused, SettingsForm) and app.focused.focus_key == "lang")
        await pilot.press("right")  # the same key goes on to 简体中文
        await wait_for_text(pilot, app, "语言")
        assert app.settings.lang == "zh_CN"
        assert isinstance(app.focused, SettingsForm) and app.focused.focus_key == "lang"
        await pilot.press("tab", "tab")  # and Tab goes on from there
        assert app.focused.focus_key == app.focused.field_keys()[2]


async def test_the_list_follows_the_files_order_in_the_chosen_language() -> None:
    app = real_menu("zh_TW")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        ol = app.screen.query_one("#variants", OptionList)
        ids = [ol.get_option_at_index(i).id for i in range(ol.option_count)]
        assert ids == catalog().menu_ids() and ids[0] == "mcr"
        first = str(ol.get_option_at_index(0).prompt.plain)  # type: ignore[union-attr]
        assert first.startswith("國標麻將")
        assert "Chinese Official Mahjong (MCR)" in first  # the other name follows


async def test_start_is_on_screen_at_80x24_for_every_variant() -> None:
    app = real_menu()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen
        ol = menu.query_one("#variants", OptionList)
        for i in range(ol.option_count):
            ol.highlighted = i
            await settle(pilot)  # the explanation above the button is laid out anew
            start = menu.query_one("#menu-start", MenuButton)
            region = start.region
            assert region.height == 1 and 0 <= region.y < 23, (ol.get_option_at_index(i).id, region)
        start.focus()
        await pilot.press("enter")
        await wait_until(pilot, lambda: not isinstance(app.screen, MenuScreen) and needs_player(app))


async def test_every_value_on_the_form_is_a_word() -> None:
    for lang, dead, flowers in (("en", "< Dead hand >", "< on >"), ("zh_TW", "< 死手 >", "< 開 >")):
        app = real_menu(lang, "mingjiang")
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert dead in text and "dead_hand" not in text and "True" not in text
            app.screen.query_one("#variants", OptionList).highlighted = 0  # mcr: a bool option
            await wait_for_text(pilot, app, flowers)
            await pilot.press("question_mark")
            await wait_until(pilot, lambda app=app: isinstance(app.screen, HelpScreen))  # type: ignore[misc]
            await pilot.pause()
            form = app.screen_stack[-2].query_one("#menu-form", SettingsForm)
            choices = [f for f in form.fields() if not f.is_text]
            assert len(choices) > 10
            for f in choices:
                for word, _ in f.options:
                    assert word not in ("True", "False") and "_" not in word, (f.key, word)


async def test_help_rules_show_option_values_as_words() -> None:
    from mahjong_tui.ui.screens.help import rules_text

    menu_variant = MenuScreen(Settings(variant="mingjiang"), catalog())
    text = rules_text(menu_variant.load(catalog().get("mingjiang")), "en").plain
    assert "= Dead hand" in text and "= True" not in text and "= on" in text


async def test_title_and_default_names_in_simplified_chinese() -> None:
    app = real_menu("zh_CN")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "麻将  Mahjong" in text and "麻將" not in text
        menu = app.screen
        form = menu.query_one("#menu-form", SettingsForm)
        assert form.field("seat-name-0").text == "玩家"
        assert form.field("seat-name-2").text == "电脑 3"  # bots named by their seat, as on the command line
        form.set_text("seat-name-1", "Bo")
        await pilot.pause()
        assert app.settings.seats[1].name == "Bo"
        form.step("lang", -1)  # → 繁體中文
        await wait_for_text(pilot, app, "語言")
        form = app.screen.query_one("#menu-form", SettingsForm)
        assert form.field("seat-name-0").text == "玩家"
        assert form.field("seat-name-2").text == "電腦 3"
        assert form.field("seat-name-1").text == "Bo"  # a typed name stays
        form.step("lang", -1)  # → English
        await wait_for_text(pilot, app, "Language")
        assert app.settings.seats[0].name == "Player" and app.settings.seats[3].name == "Bot 4"
        assert "麻將  Mahjong" in screen_text(app)


async def test_quitting_a_game_says_the_game_is_kept() -> None:
    app = table_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.press("ctrl+c")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert "kept" in await wait_for_text(pilot, app, "Quit the game?")
    app = menu_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+c")  # no game to keep: the prompt does not promise one
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert "kept" not in await wait_for_text(pilot, app, "Quit the game?")


def test_help_rules_name_the_variant_once_in_each_language() -> None:
    """The Rules tab's title read "Chinese Official Mahjong (MCR)  (國標麻將 / Chinese Official
    Mahjong (MCR))": the English name twice."""
    from mahjong_tui.ui.screens.help import rules_text

    variant = MenuScreen(Settings(variant="mcr"), catalog()).load(catalog().get("mcr"))
    first = rules_text(variant, "en").plain.splitlines()[0]
    assert first == "Chinese Official Mahjong (MCR)  (國標麻將)"
    assert rules_text(variant, "zh_TW").plain.splitlines()[0] == "國標麻將  (Chinese Official Mahjong (MCR))"


def test_help_wraps_chinese_keys_and_the_variants_summary_at_its_own_width() -> None:
    """At 80 columns the Keys tab cut a Chinese description with "…" (Rich wraps only at
    spaces), the Rules tab kept the summary's line breaks from its file ("Fans add up under
    the" / "rules of not counting" / "twice …") and wrote "預設規則: 標準" with an English colon."""
    from rich.console import Console

    from mahjong_tui.ui.screens.help import keys_table, paragraphs, rules_text

    console = Console(width=50, file=io.StringIO(), color_system=None)
    with console.capture() as shown:
        console.print(keys_table("zh_CN"))
    text = shown.get()
    assert "…" not in text
    assert "（可胡或可杠时除外）" in "".join(line.strip() for line in text.splitlines())
    variant = MenuScreen(Settings(variant="mcr"), catalog()).load(catalog().get("mcr"))
    summary = paragraphs(variant.cfg.rules_summary).splitlines()
    assert len(summary) == 3 and summary[0].endswith("by self-draw.") and summary[2].startswith("Payments:")
    assert "not counting twice (不重複)" in rules_text(variant, "en").plain
    zh = rules_text(variant, "zh_TW").plain
    assert "預設規則：標準" in zh and "地方規則：\n  花牌 = 開" in zh  # the house rules under one heading


def test_the_danger_marks_are_explained_with_the_other_marks_not_as_a_key() -> None:
    """The keys' table had a row "o ! !! !!!" right after the key o's own row: it read as a
    second meaning of o. The marks are explained below the keys, with the river's and melds'."""
    from mahjong_tui.ui.screens.help import KEYS, danger_marks

    assert all(key != "help.k.danger" for key, _ in KEYS)
    assert danger_marks("en").startswith("o ! !! !!!  marks above your tiles when an opponent looks ready")
