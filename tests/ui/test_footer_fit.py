"""The table's footer fits its width: at 80×24 the keys a small screen needs most (hints, the log
it hides) and the newer ones (fast-forward, unseen tiles, undo, the sheet) are on it and "? Keys,
help" says the rest are in help; where all keys fit, help is plain "? Help" and nothing is left
out."""

from __future__ import annotations

import pytest
from textual.binding import Binding
from textual.widgets import Footer

from mahjong_tui.ui.screens.footer_fit import TABLE_PRIORITY, item_width, shown
from mahjong_tui.ui.screens.table import TableScreen

from .conftest import needs_player, table_app, wait_until


def footer_keys(app) -> dict[str, str]:  # noqa: ANN001
    """The footer's items as the screen shows them: key → description."""
    footer = app.screen.query_one(Footer)
    return {k.key_display: k.description for k in footer.query("FooterKey")}  # type: ignore[attr-defined]


def test_the_priority_keeps_the_first_that_fit() -> None:
    bindings = [Binding("a", "pass", "Pass"), Binding("b", "discard", "Discard"), Binding("c", "help", "Help")]
    assert item_width(bindings[1]) == len("b Discard ")
    assert shown(bindings, len("b Discard c Help "), TABLE_PRIORITY) == {"discard", "help"}
    assert shown(bindings, 200, TABLE_PRIORITY) == {"pass", "discard", "help"}


@pytest.mark.parametrize(("lang", "more"), [("en", "Keys, help"), ("zh_TW", "按鍵、說明"), ("zh_CN", "按键、帮助")])
async def test_at_80x24_the_newer_keys_show_and_help_says_it_lists_the_rest(lang: str, more: str) -> None:
    app = table_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        keys = footer_keys(app)
        # t and v had given way to pace and the auto toggles, which are set once and left
        assert {"Enter", "t", "v", "f", "n", "u", "s", "q"} <= set(keys), keys
        assert keys["?"] == more
        footer = app.screen.query_one(Footer)
        widths = sum(item_width(Binding(k, "", d, key_display=k)) for k, d in keys.items())
        assert widths <= footer.size.width == 80  # nothing cut at the edge


async def test_at_120x40_more_keys_show_and_at_140_all_of_them() -> None:
    app = table_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.pause()
        keys = footer_keys(app)
        assert {"Enter", "c", "p", "k", "w", "+/-", "f", "X/W/D", "n", "u", "s", "?", "q", "t"} <= set(keys), keys
        assert "v" not in keys  # the log shows beside the table from 110 columns: v does nothing there
        assert keys["?"] == "Keys, help"
        await pilot.resize_terminal(140, 40)
        await pilot.pause()
        keys = footer_keys(app)
        assert {"h/l", "x", "t"} <= set(keys) and keys["?"] == "Help"
        await pilot.resize_terminal(80, 24)  # and back: the footer follows every resize
        await pilot.pause()
        assert footer_keys(app)["?"] == "Keys, help" and "c" not in footer_keys(app)


@pytest.mark.parametrize(
    ("variant", "preset", "absent", "present"),
    [
        ("sichuan", None, {"c"}, {"p", "k"}),
        ("xiangqi32", None, {"p", "k"}, {"c"}),
        ("xiangqi32", "xiangqi32-pungs", set(), {"c", "p", "k"}),
    ],
)
async def test_the_footer_leaves_out_a_claim_the_variant_never_has(
    variant: str, preset: str | None, absent: set[str], present: set[str]
) -> None:
    """Sichuan's footer had "c Chow" and 32-piece chess mahjong's "p Pung k Kong": keys that
    only ever said "not in this variant". The preset with soldier pungs keeps its keys."""
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.settings import Settings
    from mahjong_tui.variants import load_variant

    game = (load_variant(variant, preset), [True, False, False, False], ["P1", "Bot 2", "Bot 3", "Bot 4"], 1)
    app = MahjongApp(Settings(pace=0.0), game=game)
    async with app.run_test(size=(160, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.pause()
        keys = footer_keys(app)
        assert not absent & set(keys) and present <= set(keys), keys
        assert keys["?"] == "Help"  # the room left: every other key fits


@pytest.mark.parametrize(("seats", "undo"), [("human,human,bot,bot", False), ("human,bot,bot,bot", True)])
async def test_the_footer_leaves_out_undo_where_it_never_works(seats: str, undo: bool) -> None:
    """A hot-seat game's footer had "u Undo", which is refused for the whole game there; a
    practice game with one person keeps it."""
    app = table_app(seats=seats)
    async with app.run_test(size=(160, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.pause()
        if not isinstance(app.screen, TableScreen):  # the hot-seat handover comes first
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
            await pilot.pause()
        keys = footer_keys(app)
        assert ("u" in keys) is undo and "s" in keys, keys
