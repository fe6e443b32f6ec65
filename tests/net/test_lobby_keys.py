"""The SSH lobby by keys alone: Tab into the shared tables and Enter joins one. The list once
took the focus with no table highlighted, so Enter did nothing until Down was pressed. (A Tab
and an Enter sent at once over SSH: tests/net/test_ssh_shared.py.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import OptionList

from mahjong_tui.net.child import NetApp
from mahjong_tui.ui.settings import Settings


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


async def test_tab_into_the_shared_tables_highlights_the_first_and_enter_joins_it(tmp_path: Path) -> None:
    app = NetApp("ann", None, Settings(pace=0.0), tmp_path / "settings.json")
    sent = Sent()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.link = sent  # type: ignore[assignment]
        app.lobby.show_tables([table("7"), table("8")])
        await pilot.pause()
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
