"""The help's rule-book tab: a built-in variant's page with its links followed inside the help,
and a plain message for a variant without a page."""

from __future__ import annotations

from textual.widgets import Button, MarkdownViewer

from mahjong_tui.rulebook import page_path
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.help import HelpScreen
from mahjong_tui.ui.screens.help_book import page_links
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import load_variant

from .conftest import needs_player, screen_text, table_app, wait_until


def builtin_app(vid: str, lang: str = "en") -> MahjongApp:
    """A table of a built-in variant (the UI fixtures have no pages)."""
    settings = Settings(lang=lang, pace=0.0)
    return MahjongApp(settings, game=(load_variant(vid), [True, False, False, False], ["P1", "B2", "B3", "B4"], 1))


async def open_book(pilot) -> None:
    await wait_until(pilot, lambda: needs_player(pilot.app))
    await pilot.press("question_mark", "right", "right", "right")
    await pilot.pause(0.3)


async def test_rule_book_tab_shows_the_page_and_follows_its_links() -> None:
    app = builtin_app("mcr")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_book(pilot)
        text = screen_text(app)
        assert "Chinese Official" in text and "Rule book" in text
        viewer = app.screen.query_one(MarkdownViewer)
        assert viewer.navigator.location == page_path("mcr")
        await viewer.go("../notation.md")
        await pilot.pause(0.3)
        assert "hand notation" in screen_text(app).lower()
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)


async def test_a_variant_without_a_page_says_so() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_book(pilot)
        assert "no rule-book page" in screen_text(app)
        assert not app.screen.query(MarkdownViewer)


async def test_a_chinese_game_is_told_in_chinese_that_the_rule_book_is_english() -> None:
    """In a Chinese game the tab read "規則書" over a page all in English, without a word why."""
    app = builtin_app("mcr", "zh_TW")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_book(pilot)
        text = screen_text(app)
        assert "規則書（英文）" in text and "規則書只有英文版" in text
        assert app.screen.query_one(MarkdownViewer).navigator.location == page_path("mcr")
    app = builtin_app("mcr")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_book(pilot)
        assert "English" not in screen_text(app)  # an English game needs no such note


def test_a_pages_links_are_its_own_pages_each_once() -> None:
    """What the link row under the page offers: each page a link names, once, by the link's
    words; not a bracket in code (Wuhan's `[123p](7z)` is notation), nor a page that is not there."""
    book = page_path("xiangqi64").parent
    assert page_links(page_path("xiangqi64")) == [("the common page", (book / "xiangqi.md").resolve())]
    assert page_links(page_path("wuhan")) == [("hand notation", (book / "../notation.md").resolve())]
    common = sorted(label for label, _ in page_links(page_path("xiangqi")))
    assert common == ["haner32", "the 32-piece set", "the 56-piece set", "the 64-piece set", "the notation page"]


async def follow_with_keys(pilot, viewer: MarkdownViewer, label: str, page: str) -> None:
    """Tab to the first button under the page, which must be ``label``, and Enter: the viewer
    shows ``page``."""
    await pilot.press("tab")
    focused = pilot.app.focused
    assert isinstance(focused, Button) and str(focused.label) == label
    await pilot.press("enter")
    await wait_until(pilot, lambda: viewer.navigator.location == page_path(page))
    await pilot.pause(0.3)


async def test_the_links_are_followed_with_keys_and_back_returns() -> None:
    """The chess pages' "common page" links answered the mouse only: Tab reaches each link in a
    row under the page, Enter follows it, and "Previous page" returns to the page before (Esc
    still closes Help: the footer calls it Back)."""
    app = builtin_app("xiangqi64")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_book(pilot)
        viewer = app.screen.query_one(MarkdownViewer)
        assert app.focused is viewer.document
        await follow_with_keys(pilot, viewer, "the common page", "xiangqi")
        assert "the 64-piece set" in screen_text(app)
        assert app.focused is viewer.document  # the new page scrolls at once
        await follow_with_keys(pilot, viewer, "Previous page", "xiangqi64")
        assert [str(b.label) for b in app.screen.query("#help-links Button")] == ["the common page"]
        assert "Tab" in str(app.screen.query_one("#help-links-title").render())  # says how


async def test_the_rule_book_is_built_when_its_tab_is_first_shown() -> None:
    """Help built every tab at once, the rule-book page (dozens of Markdown blocks) too, for a
    player who mostly wants the keys: it is built on the tab's first showing."""
    app = builtin_app("xiangqi64")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(pilot.app))
        await pilot.press("question_mark")
        await pilot.pause(0.3)
        assert isinstance(app.screen, HelpScreen) and not app.screen.query(MarkdownViewer)
        await pilot.press("right", "right", "right")
        await wait_until(pilot, lambda: bool(app.screen.query(MarkdownViewer)))
        assert app.screen.query_one(MarkdownViewer).navigator.location == page_path("xiangqi64")
