"""A seat that sits down (or comes back) while the table is busy gets the server's states one
after another, the second before its table screen has mounted. Found over SSH: the second state
drew into a screen not yet built, and the session ended with "The server closed the
connection." The screen now takes the newest state when it mounts."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.net.remote import RemoteSession, RemoteTableScreen
from mahjong_tui.net.table import Table
from mahjong_tui.ui.widgets.hand import HandView
from mahjong_tui.variants import load_variant

from .test_remote_contract import StubConn


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_states_arriving_before_the_table_mounts_are_shown_not_fatal(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    from mahjong_tui.net.child import NetApp
    from mahjong_tui.ui.settings import Settings

    variant = load_variant("mcr")
    table = Table("1", variant, ["human", "bot", "bot", "bot"], "ann", ["P1", "Bot 2", "Bot 3", "Bot 4"], 4, 0.0)
    ann = StubConn("ann")
    seat = table.sit(ann)  # type: ignore[arg-type]
    table.broadcast()
    first = ann.states[-1]
    table.loop.apply(table.loop.bot_action(table.loop.next_step().seat or 0))  # the table moves on
    table.broadcast()
    second = ann.states[-1]
    app = NetApp("ann", None, Settings(), tmp_path / "settings.json")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.remote = RemoteSession(variant, seat, 4, [].append, "en")
        app._message(first)  # pushes the table screen
        app._message(second)  # in the same turn of the loop: the screen has not mounted yet
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RemoteTableScreen) and screen.is_mounted
        assert app.return_code is None  # still running
        shown = screen.query_one(HandView).tiles
        assert sorted(shown) == sorted(second["view"].seats[seat].hand)
