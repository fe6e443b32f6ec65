"""The SSH lobby by keys alone: Tab into the shared tables and Enter joins one. The list once
took the focus with no table highlighted, so Enter did nothing until Down was pressed. (A Tab
and an Enter sent at once over SSH: tests/net/test_ssh_shared.py.)"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from mahjong_tui.messages import default_seat_name, numbered_name
from mahjong_tui.net.child import NetApp
from mahjong_tui.net.hub import Hub
from mahjong_tui.net.lobby import LobbyScreen
from mahjong_tui.net.table import Table
from mahjong_tui.ui.i18n import tr
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import load_variant

from .test_table_saves import StubConn


class Sent:
    """A link to the hub that keeps what the lobby sends."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []

    def send(self, request: dict[str, Any]) -> None:
        self.requests.append(request)


def table(tid: str) -> dict[str, Any]:
    """A shared table as the hub lists it."""
    seats = [{"name": "bob", "state": "playing", "mine": False}, {"name": "Seat 2", "state": "open", "mine": False}]
    name = {"name": "Chinese Official", "zh": "國標麻將", "preset": "", "creator": "bob"}
    return {"id": tid, **name, "hand": 1, "over": False, "seats": seats}


@asynccontextmanager
async def lobby_with_tables(tmp_path: Path, *ids: str) -> AsyncIterator[tuple[NetApp, Pilot[None], Sent]]:
    """A lobby at 100×30 listing tables ``ids``, its requests caught in a :class:`Sent`."""
    app = NetApp("ann", None, Settings(pace=0.0), tmp_path / "settings.json")
    sent = Sent()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.link = sent  # type: ignore[assignment]
        app.lobby.show_tables([table(t) for t in ids])
        await pilot.pause()
        yield app, pilot, sent


async def test_tab_into_the_shared_tables_highlights_the_first_and_enter_joins_it(tmp_path: Path) -> None:
    async with lobby_with_tables(tmp_path, "7", "8") as (app, pilot, sent):
        tables = app.lobby.query_one("#lobby-tables", OptionList)
        await pilot.press("tab")
        assert app.focused is tables
        assert tables.highlighted == 0
        await pilot.press("enter")
        assert sent.requests == [{"op": "join", "table": "7"}]


async def test_tables_arriving_while_the_empty_list_has_the_focus_highlight_the_first(tmp_path: Path) -> None:
    app = NetApp("ann", None, Settings(pace=0.0), tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        tables = app.lobby.query_one("#lobby-tables", OptionList)
        await pilot.press("tab")
        assert app.focused is tables and tables.highlighted is None
        app.lobby.show_tables([table("7")])
        await pilot.pause()
        assert tables.highlighted == 0


async def _lobby_line(tmp_path: Path, lang: str) -> tuple[dict[str, Any], str, LobbyScreen]:
    """A table made by the hub (ann, an open seat, two bots), its line in the lobby, the lobby."""
    hub = Hub(pace=0.0)
    ann = StubConn("ann")
    try:
        hub.handle(ann, {"op": "create", "variant": "mcr", "seats": ["me", "open", "bot", "bot"], "seed": 4})
        summary = hub.tables["1"].summary("ann")
    finally:
        hub.close()
    shown, lobby = await _listed(tmp_path, lang, summary)
    return summary, shown, lobby


async def _listed(tmp_path: Path, lang: str, summary: dict[str, Any]) -> tuple[str, LobbyScreen]:
    """The line a lobby in ``lang`` shows for the table ``summary``, and the lobby."""
    app = NetApp("ann", None, Settings(pace=0.0, lang=lang), tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.lobby.show_tables([summary])
        await pilot.pause()
        shown = str(app.lobby.query_one("#lobby-tables", OptionList).get_option_at_index(0).prompt)
    return shown, app.lobby


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
async def test_the_lobby_names_each_seat_as_the_table_does(tmp_path: Path, lang: str) -> None:
    """The lobby called an open seat "open" while the table called it "Seat 2" (and kept "Bot 3"
    in English before Chinese words): each seat goes by the table's name for it, with its state."""
    summary, shown, _ = await _lobby_line(tmp_path, lang)
    names = [default_seat_name(lang, seat["name"]) for seat in summary["seats"]]  # as the table shows them
    assert names[1] == ("Seat 2" if lang == "en" else "座位 2")
    assert all(name in shown for name in names), (names, shown)


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
async def test_a_default_bot_is_named_once(tmp_path: Path, lang: str) -> None:
    """The lobby said "Bot 3 (bot)", "電腦 3 (電腦)": a bot's default name says what it is, so its
    state is left out; an open seat ("Seat 2 (open)") and a named bot ("Kim (bot)") keep theirs."""
    _, shown, lobby = await _lobby_line(tmp_path, lang)
    bot, seat = tr(lang, "lobby.seat_bot"), default_seat_name(lang, "Seat 2")
    bots = f"{numbered_name(lang, 'menu.bot', 3)}, {numbered_name(lang, 'menu.bot', 4)}"
    assert shown.endswith(f", {seat} ({tr(lang, 'lobby.seat_open')}), {bots}"), shown
    assert f"({bot})" not in shown and lobby._seat_text({"name": "Kim", "state": "bot"}) == f"Kim ({bot})"


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
async def test_the_lobby_tells_each_bots_level_as_the_table_does(tmp_path: Path, lang: str) -> None:
    """The lobby listed "Bot 3" where the table shows "Bot 3 · easy" (issue 17: a bot's level
    beside its name); the usual bot stays unmarked, as at the table."""
    hub = Hub(pace=0.0)
    try:
        seats = ["me", "open", "bot:easy", "bot:normal"]
        hub.handle(StubConn("ann"), {"op": "create", "variant": "mcr", "seats": seats, "seed": 4})
        summary = hub.tables["1"].summary("ann")
    finally:
        hub.close()
    shown, _ = await _listed(tmp_path, lang, summary)
    easy, bot4 = numbered_name(lang, "menu.bot", 3), numbered_name(lang, "menu.bot", 4)
    assert shown.endswith(f", {easy} · {tr(lang, 'level.easy')}, {bot4}"), shown


@pytest.mark.parametrize("name", ["Bot \u00b2", "Bot \u0663", "Bot \uff13"])
async def test_a_bot_named_with_a_digit_of_another_kind_is_named_as_typed(tmp_path: Path, name: str) -> None:
    """A seat named "Bot ²" (a superscript is a digit to ``str.isdigit``, not to ``int``) crashed
    the lobby, the table and a save's resume; another script's digit read as a default name."""
    _, _, lobby = await _lobby_line(tmp_path, "en")
    assert default_seat_name("zh_TW", name) == name
    assert lobby._seat_text({"name": name, "state": "bot"}) == f"{name} ({tr('en', 'lobby.seat_bot')})"


async def test_a_table_whose_names_read_as_markup_is_listed_as_written(tmp_path: Path) -> None:
    """A house variant named "[/]" on the server stopped every lobby with a MarkupError."""
    app = NetApp("ann", None, Settings(pace=0.0), tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        listed = table("7") | {"name": "[/] rules", "zh": "[/]"}
        listed["seats"][1] = {"name": "[b]Kim[/b]", "state": "playing", "mine": False}
        app.lobby.show_tables([listed])
        await pilot.pause()
        shown = str(app.lobby.query_one("#lobby-tables", OptionList).get_option_at_index(0).prompt)
        assert "#7 [/] rules" in shown and "[b]Kim[/b]" in shown


async def test_the_lobby_speaks_the_language_chosen_in_the_menu_alone(tmp_path: Path) -> None:
    """Playing alone, a person switched the menu to 繁體中文 and went back: the table after that
    spoke Chinese, the lobby stayed in English until the next connection."""
    from textual.widgets import Static

    from mahjong_tui.net.child import NetMenuScreen

    app = NetApp("ann", None, Settings(pace=0.0), tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.lobby.show_tables([table("7")])
        await pilot.press("enter")  # Play alone: the menu
        await pilot.pause()
        assert isinstance(app.screen, NetMenuScreen)
        await pilot.press("tab", "right")  # the language: English → 繁體中文
        await pilot.pause()
        assert app.settings.lang == "zh_TW"
        await pilot.press("q", "y")  # back to the lobby
        await pilot.pause()
        assert app.screen is app.lobby
        title = str(app.lobby.query_one("#lobby-title", Static).render())
        assert title == tr("zh_TW", "lobby.title", user="ann")
        entries = app.lobby.query_one("#lobby-menu", OptionList)
        assert str(entries.get_option_at_index(0).prompt) == tr("zh_TW", "lobby.alone")
        shown = str(app.lobby.query_one("#lobby-tables", OptionList).get_option_at_index(0).prompt)
        assert default_seat_name("zh_TW", "Seat 2") in shown


async def test_back_in_the_lobby_the_focus_is_where_it_is_on_first_entry(tmp_path: Path) -> None:
    """Back from a table sat at from the list, Tab then Enter opened "Play alone": the list kept
    the focus, so Tab went round to the menu. Back in the lobby the menu has it, as on entry, and
    Tab then Enter sits at the first table again."""
    async with lobby_with_tables(tmp_path, "7", "8") as (app, pilot, sent):
        menu = app.lobby.query_one("#lobby-menu", OptionList)
        first = (app.focused, menu.highlighted)
        await pilot.press("tab")
        await pilot.press("enter")
        assert sent.requests == [{"op": "join", "table": "7"}]
        app.push_screen(MenuScreen(app.settings, app.variants))  # a screen above the lobby, as a table is
        await pilot.pause()
        app.back_to_lobby()
        await pilot.pause()
        assert app.screen is app.lobby and (app.focused, menu.highlighted) == first
        await pilot.press("tab")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is app.lobby and sent.requests[-1] == {"op": "join", "table": "7"}


async def test_a_question_over_the_lobby_leaves_the_focus_where_it_was(tmp_path: Path) -> None:
    async with lobby_with_tables(tmp_path, "7") as (app, pilot, _):
        await pilot.press("tab")
        tables = app.lobby.query_one("#lobby-tables", OptionList)
        assert app.focused is tables
        app.push_screen(ConfirmScreen("Quit?", "en"))
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is app.lobby and app.focused is tables


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
async def test_a_table_nobody_sits_at_is_listed_as_waiting(tmp_path: Path, lang: str) -> None:
    """With nobody connected a shared table stands still, yet the lobby said of its people "away,
    bot plays": it now says the table waits, and its people are away."""
    names = ["ann", "bo", "Bot 3", "Bot 4"]
    t = Table("1", load_variant("mcr"), ["human", "human", "bot", "bot"], "ann", names, 4, 0.0)
    ann, bo = StubConn("ann"), StubConn("bo")
    t.sit(ann)  # type: ignore[arg-type]
    t.sit(bo)  # type: ignore[arg-type]
    t.leave(bo)  # type: ignore[arg-type]
    playing = t.summary("ann")
    assert not playing["paused"] and [s["state"] for s in playing["seats"][:2]] == ["playing", "away"]
    t.leave(ann)  # type: ignore[arg-type]
    waiting = t.summary("ann")
    assert waiting["paused"] and [s["state"] for s in waiting["seats"][:2]] == ["left", "left"]
    shown, _ = await _listed(tmp_path, lang, waiting)
    assert tr(lang, "lobby.paused") in shown and tr(lang, "lobby.seat_away") not in shown, shown
    assert f"({tr(lang, 'lobby.seat_left')})" in shown, shown
