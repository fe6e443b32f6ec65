"""Leaving a shared table for the lobby asks a question that says what becomes of the seat (a
bot keeps it), not what becomes of a game alone."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.net.remote import RemoteSession, RemoteTableScreen
from mahjong_tui.net.table import Table
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.variants import load_variant

from .test_remote_contract import StubConn


async def test_leaving_a_shared_table_says_a_bot_keeps_the_seat(tmp_path: Path) -> None:
    from mahjong_tui.net.child import NetApp
    from mahjong_tui.ui.settings import Settings

    variant = load_variant("mcr")
    table = Table("1", variant, ["human", "bot", "bot", "bot"], "ann", ["P1", "Bot 2", "Bot 3", "Bot 4"], 4, 0.0)
    ann = StubConn("ann")
    seat = table.sit(ann)  # type: ignore[arg-type]
    table.broadcast()
    app = NetApp("ann", None, Settings(), tmp_path / "settings.json")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.remote = RemoteSession(variant, seat, 4, [].append, "en")
        app._message(ann.states[-1])  # the table screen
        await pilot.pause()
        assert isinstance(app.screen, RemoteTableScreen)
        app.action_confirm_quit()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ConfirmScreen)
        assert screen.question == "Back to the lobby? (a bot keeps your seat)"
