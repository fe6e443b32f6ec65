"""The menu's settings as one widget (issue 18, item 9): every setting reached and changed from
the keyboard and the mouse, names and the seed typed in place, and the menu built from a
handful of widgets instead of a Label and a Cycle per line."""

from __future__ import annotations

import pytest
from rich.style import Style
from textual.widgets import OptionList

from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.widgets.form import SettingsForm
from mahjong_tui.ui.widgets.form_drawing import fields_text
from mahjong_tui.ui.widgets.form_fields import Field
from mahjong_tui.ui.widgets.menu_button import MenuButton

from .conftest import menu_app, screen_text, wait_for_text, wait_until


def form_of(app) -> SettingsForm:  # noqa: ANN001
    return app.screen.query_one("#menu-form", SettingsForm)


async def test_the_menu_is_a_handful_of_widgets() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        widgets = list(app.screen.walk_children())
        assert len(widgets) <= 20, [type(w).__name__ for w in widgets]  # 73 with a Cycle per setting
        text = screen_text(app)
        for word in ("Language", "Seats", "Player", "Bot 2", "Seed", "empty = random", "Bot pace", "Hints"):
            assert word in text


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_menu_opens_on_the_variant_list_and_an_arrow_there_changes_no_setting(size: tuple[int, int]) -> None:
    """A player picks the variant first: the list has the focus when the menu opens, and ← or →
    pressed then changes nothing (the language is the form's first line, reached by Tab)."""
    app = menu_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        before = app.settings.to_json()
        assert isinstance(app.focused, OptionList) and app.focused.id == "variants"
        await pilot.press("right", "left", "right")
        await pilot.pause()
        assert app.settings.to_json() == before and isinstance(app.focused, OptionList)


async def test_tab_walks_every_setting_and_leaves_for_start() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        form = form_of(app)
        keys = form.field_keys()
        assert keys[0] == "lang" and "seat-name-0" in keys and "seat-level-0" not in keys  # a person: no level
        await pilot.press("tab")
        seen = []
        for _ in keys:
            assert app.focused is form
            seen.append(form.focus_key)
            await pilot.press("tab")
        assert seen == keys
        assert isinstance(app.focused, MenuButton) and app.focused.id == "menu-start"
        await pilot.press("shift+tab")
        assert app.focused is form and form.focus_key == keys[-1]
        form.focus_field("lang")
        await pilot.press("shift+tab")
        assert isinstance(app.focused, OptionList)


async def test_arrows_change_a_choice_and_up_down_move_between_lines() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        form = form_of(app)
        form.focus_field("players")
        await pilot.press("left")  # 4 → 3 seats
        assert app.settings.players == 3 and not form.line_shown("seat-3")
        await pilot.press("right", "space")  # 3 → 4 → 2 (round)
        assert app.settings.players == 2
        await pilot.press("down", "down")  # seat 1, seat 2
        assert form.focus_key == "seat-kind-1"
        await pilot.press("enter")  # Bot → Human
        assert app.settings.seats[1].human and not form.field("seat-level-1").shown
        await pilot.press("up")
        assert form.focus_key == "seat-kind-0"
        assert Settings.load().players == 2 and Settings.load().seats[1].human  # saved as changed


async def test_names_and_the_seed_are_typed_in_place() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        form = form_of(app)
        form.focus_field("seat-name-0")
        await pilot.press("end", *["backspace"] * 6, "S", "q", "u", "space", "t", "?")  # s, q, ? are keys of the menu
        assert app.settings.seats[0].name == "Squ t?" and isinstance(app.screen, MenuScreen)
        await pilot.press("home", "delete", "left", "right", "A")
        assert app.settings.seats[0].name == "qAu t?"
        await pilot.press(*"abcdefghijklmnop")  # at most 16 characters
        assert len(app.settings.seats[0].name) == 16
        await wait_for_text(pilot, app, "qA")
        await pilot.press("enter")  # on to the next field
        assert form.focus_key == form.field_keys()[form.field_keys().index("seat-name-0") + 1]
        form.focus_field("seed")
        await pilot.press("-", "4", "x", "2", "-")  # digits and a leading minus only
        assert app.settings.seed == "-42"
        assert "-42" in screen_text(app)
        app.screen.query_one(OptionList).focus()
        await pilot.press("s")  # away from the text, s starts again
        await wait_until(pilot, lambda: not isinstance(app.screen, MenuScreen))


async def test_a_paste_goes_into_the_field() -> None:
    from textual import events

    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        form = form_of(app)
        form.focus_field("seed")
        form.post_message(events.Paste("12x\nsecond line"))  # refused: not a number
        form.post_message(events.Paste("123\nsecond line"))
        await pilot.pause()
        assert app.settings.seed == "123"


async def test_a_click_steps_a_choice_back_on_its_left_and_on_elsewhere() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        form = form_of(app)
        spot = form._spots["pace"]
        region = form.content_region
        before = form.field("pace").index
        await pilot.click(offset=(region.x + spot.x1 - 2, region.y + spot.y - int(form.scroll_y)))
        assert form.field("pace").index == (before + 1) % len(form.field("pace").options)
        assert app.focused is form and form.focus_key == "pace"
        await pilot.click(offset=(region.x + spot.x0, region.y + spot.y - int(form.scroll_y)))
        assert form.field("pace").index == before
        assert app.settings.pace == form.field("pace").value
        name = form._spots["seat-name-1"]
        await pilot.click(offset=(region.x + name.x0 + 1, region.y + name.y - int(form.scroll_y)))
        assert form.focus_key == "seat-name-1" and form.field("seat-name-1").cursor == 1


async def test_the_focused_setting_scrolls_into_view_at_80x24() -> None:
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.variants import catalog

    app = MahjongApp(Settings(lang="en", variant="mcr", pace=0.0), variants=catalog())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        form = form_of(app)
        assert form.virtual_size.height > form.scrollable_content_region.height  # the form scrolls here
        form.focus_field("hints")
        await pilot.pause()
        spot = form._spots["hints"]
        assert form.scroll_y <= spot.y < form.scroll_y + form.scrollable_content_region.height
        await pilot.press("right")
        assert app.settings.hints is True
        assert "< on >" in await wait_for_text(pilot, app, "Hints")


async def test_a_hidden_setting_hands_the_focus_back() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        form = form_of(app)
        form.focus_field("seat-level-3")
        form.step("players", -1)  # the fourth seat goes, and its level with the focus
        await pilot.pause()
        assert form.focus_key == "seat-level-2"  # seat 3's level, the last field shown before it
        form.focus()
        await pilot.press("tab")
        assert form.focus_key == "seed"


async def test_at_80x24_the_form_is_drawn_at_the_width_its_scrollbar_leaves() -> None:
    """The form was drawn before its scrollbar came and kept that width: the scrollbar hid the
    last two cells ("< normal" without its ">") and a sideways scrollbar took a line."""
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.variants import catalog

    app = MahjongApp(Settings(lang="en", variant="mcr", pace=0.0), variants=catalog())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        form = form_of(app)
        region = form.scrollable_content_region
        assert form.show_vertical_scrollbar and not form.show_horizontal_scrollbar
        assert form.virtual_size.width == region.width
        assert all(strip.cell_length == region.width for strip in form._strips)
        assert "< normal >" in screen_text(app)


def test_a_section_of_choices_gives_its_labels_the_room_the_choices_leave() -> None:
    """The house rules' labels wrapped in the label share (15 cells at 80 columns, 26 at 120)
    beside "< on >" and a blank rest of the line: "Flowers (144 tiles; off:" / "136)"."""
    from mahjong_tui.ui.widgets.form_drawing import label_columns
    from mahjong_tui.ui.widgets.form_fields import Field, Line

    switch = [("on", True), ("off", False)]
    lines = [
        Line("House rules", section=True),
        Line("Flowers (144 tiles; off: 136)", [Field.choice("flowers", switch, True)]),
        Line("Competition seating: players change seats between rounds", [Field.choice("seats", switch, False)]),
        Line("Players", section=True),
        Line("1", [Field.choice("kind", [("Human", 1), ("Bot", 0)], 1), Field.typed("name", "Player")]),
        Line("Seed", [Field.typed("seed", "")]),
    ]
    house, players = label_columns(lines, 17, 44)[1:3], label_columns(lines, 17, 44)[4:]
    assert house == [44 - len("< off >"), 44 - len("< off >")]  # wrapped only where it must
    assert players == [len("Seed") + 2] * 2  # a typed name takes what is left: the share holds
    assert label_columns(lines, 26, 120)[1] == len("Competition seating: players change seats between rounds") + 2


@pytest.mark.parametrize(
    ("lang", "size"), [("en", (120, 40)), ("en", (80, 24)), ("zh_TW", (120, 40)), ("zh_TW", (80, 24))]
)
async def test_a_long_choice_wraps_in_its_field_and_is_read_whole(lang: str, size: tuple[int, int]) -> None:
    """Hebei's first preset, "Basic (1): base 5, kongs 5/10; dealer, seven pairs, kong bloom
    and self-draw double", was cut to "…seven pairs,…" even at 120 columns: a choice too long
    for its field goes on over the next lines, and a click on any of them still steps it."""
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.i18n import pick
    from mahjong_tui.variants import catalog

    hebei = catalog().get("hebei").cfg
    app = MahjongApp(Settings(lang=lang, variant="hebei", preset="basic1", pace=0.0), variants=catalog())
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        form = form_of(app)
        spot = form._spots["preset"]
        rows = [form._strips[spot.y + i].crop(spot.x0, spot.x1).text.strip() for i in range(spot.rows)]
        shown = " ".join(rows).removeprefix("<").removesuffix(">").split()
        assert "".join(shown) == pick(lang, hebei.presets["basic1"].en, hebei.presets["basic1"].zh).replace(" ", "")
        assert not any("…" in strip.text for strip in form._strips)
        region = form.content_region
        before = form.field("preset").index
        await pilot.click(offset=(region.x + spot.x1 - 2, region.y + spot.y + spot.rows - 1 - int(form.scroll_y)))
        assert form.field("preset").index == (before + 1) % len(form.field("preset").options)


def test_a_bounded_text_takes_no_more_cells_than_it_can_fill() -> None:
    name = Field.typed("name", "Bot 2", max_length=16)
    level = Field.choice("level", [("normal", "normal"), ("strong", "strong")], "normal", 10)
    _, placed = fields_text([name, level], 110, None, lambda _: Style())
    assert placed["name"][:2] == (0, 33)  # sixteen Chinese characters and the cursor
    assert placed["level"][:2] == (34, 44)
    free = Field.typed("note", "", max_length=0)
    _, placed = fields_text([free, level], 110, None, lambda _: Style())
    assert placed["note"][:2] == (0, 99)  # a text of any length still takes what the line leaves


async def test_a_bots_level_sits_beside_its_name_on_a_wide_screen() -> None:
    app = menu_app()
    async with app.run_test(size=(200, 50)) as pilot:
        await pilot.pause()
        row = next(line for line in screen_text(app).splitlines() if "Bot 2" in line)
        assert 0 < row.index("normal") - row.index("Bot 2") <= 40, row
