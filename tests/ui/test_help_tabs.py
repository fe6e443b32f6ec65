"""Help's tabs by keys: the chosen tab's text takes the focus, so Down and PageDown scroll it at
once (they did nothing until Tab moved the focus into it), and Left and Right still change tabs."""

from __future__ import annotations

from textual import events
from textual.containers import VerticalScroll
from textual.widgets import MarkdownViewer, TabbedContent

from mahjong_tui.ui.screens.help import HelpScreen, table_keys
from mahjong_tui.variants import load_variant

from .conftest import needs_player, screen_text, table_app, wait_until
from .test_play import play_to_result
from .test_rule_book import builtin_app


async def test_a_chosen_tab_scrolls_at_once_and_left_right_still_change_tabs() -> None:
    app = builtin_app("sichuan")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(pilot.app))
        await pilot.press("question_mark", "right")
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        tabs = help_screen.query_one(TabbedContent)
        rules = help_screen.query_one("#help-rules VerticalScroll", VerticalScroll)
        assert tabs.active == "help-rules" and app.focused is rules
        assert rules.max_scroll_y > 0  # the summary is longer than the window
        await pilot.press("pagedown")
        await pilot.pause()
        assert rules.scroll_y > 0
        top = rules.scroll_y
        await pilot.press("down")
        await pilot.pause()
        assert rules.scroll_y > top
        await pilot.press("right")
        await pilot.pause()
        assert tabs.active == "help-fans"
        await pilot.press("left")
        await pilot.pause()
        assert tabs.active == "help-rules" and app.focused is rules
        await pilot.press("right", "right")
        await pilot.pause(0.3)
        viewer = help_screen.query_one(MarkdownViewer)
        assert tabs.active == "help-book-tab" and app.focused is viewer.document
        await pilot.press("pagedown")
        await pilot.pause()
        assert viewer.scroll_y > 0


async def test_keys_arriving_at_once_change_tabs_one_each() -> None:
    """Left twice, fast, ended one tab short: the first tab's text took the focus after the
    second key had left it, and the focus brought that tab back."""
    app = builtin_app("sichuan")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(pilot.app))
        await pilot.press("question_mark", "right", "right")
        await pilot.pause()
        tabs = app.screen.query_one(TabbedContent)
        assert tabs.active == "help-fans"
        for key in ("left", "left"):  # queued together, as a terminal sends a held key
            event = events.Key(key, None)
            event.set_sender(app)
            app._driver.send_message(event)  # what Pilot.press does, without waiting in between
        await pilot.pause(0.3)
        keys = app.screen.query_one("#help-keys VerticalScroll", VerticalScroll)
        assert tabs.active == "help-keys" and app.focused is keys


async def test_question_mark_on_a_hands_result_opens_its_fans_and_escape_returns() -> None:
    """The result names each fan of the win; ? there opens the help at the Fans tab, its rule
    book a tab away, and Esc comes back to the same result. The result screen had no ?: to look a
    fan up a player had to leave it for the next hand, the bots already playing."""
    app = table_app(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        result = await play_to_result(pilot, app)
        shown = result.active_bindings["question_mark"].binding
        assert shown.action == "help" and shown.show and shown.description == "Help"
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen) and help_screen.variant is result.variant
        await pilot.pause()
        assert help_screen.query_one(TabbedContent).active == "help-fans"
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is result)


async def test_the_keys_tab_offers_no_chow_where_nobody_may_chow() -> None:
    for vid, chows in (("sichuan", False), ("mcr", True)):
        app = builtin_app(vid)
        async with app.run_test(size=(120, 40)) as pilot:
            await wait_until(pilot, lambda: needs_player(pilot.app))
            await pilot.press("question_mark")
            await wait_until(pilot, lambda: isinstance(pilot.app.screen, HelpScreen))
            await pilot.pause()
            text = screen_text(app)
            assert ("chow the discard" in text) is chows, vid
            assert "pung the discard" in text


def test_the_keys_tab_leaves_out_what_the_footer_leaves_out() -> None:
    """One rule for both (``never_legal``): 32-piece chess mahjong has neither pung nor kong."""
    keys = [key for key, _ in table_keys(load_variant("xiangqi32", "xiangqi32"))]
    assert "c" in keys and "p" not in keys and "k" not in keys
    assert {"c", "p", "k"} <= {key for key, _ in table_keys(load_variant("mcr"))}


async def test_help_tells_the_keys_that_change_its_tab() -> None:
    """The footer names Esc only: the keys that change the tab (hidden from the footer) are told
    in help's title line, where a newcomer looks first, in each language."""
    tab_keys = [b.key for b in HelpScreen.BINDINGS if str(b.action).startswith("switch_tab")]
    assert tab_keys == ["left", "right"]
    for lang, names in (("en", ("Left", "Right")), ("zh_TW", ("左", "右")), ("zh_CN", ("左", "右"))):
        app = table_app(lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: needs_player(pilot.app))  # noqa: B023
            await pilot.press("question_mark")
            await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))  # noqa: B023
            title = str(app.screen.query_one("#help-title").render())
            assert all(name in title for name in names), (lang, title)


async def test_a_tai_game_names_its_fans_tab_by_its_unit() -> None:
    """The chess sets count in 台; their Help's tab read Fans / 番種 beside a table of 台."""
    from textual.widgets import Tab

    from mahjong_tui.ui.fan_values import unit

    app = builtin_app("xiangqi32")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(pilot.app))
        await pilot.press("question_mark")
        await pilot.pause()
        tab = app.screen.query_one("#--content-tab-help-fans", Tab)
        assert str(tab.label).lower().startswith(unit("en", load_variant("xiangqi32"))), tab.label
        assert "fan" not in str(tab.label).lower()
