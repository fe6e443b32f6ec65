"""A person whose connection drops stays seated, a bot playing for them until they come back:
the others at the table see it beside the name, as the lobby says it (the table showed the name
alone, so a bot's moves passed for the person's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.net.remote import RemoteSession, RemoteTableScreen
from mahjong_tui.net.table import Table
from mahjong_tui.ui.i18n import tr
from mahjong_tui.ui.widgets.seat import Line
from mahjong_tui.variants import load_variant

from .test_remote_contract import StubConn


def _heads(screen: RemoteTableScreen) -> list[str]:
    return [head.text.plain for head in screen.query(".seat-head").results(Line)]


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
async def test_a_seat_whose_person_dropped_shows_away_to_the_others(tmp_path: Path, lang: str) -> None:
    from mahjong_tui.net.child import NetApp
    from mahjong_tui.ui.settings import Settings

    variant = load_variant("mcr")
    table = Table("1", variant, ["human", "human", "bot", "bot"], "ann", ["P1", "Seat 2", "Bot 3", "Bot 4"], 4, 0.0)
    ann, bo = StubConn("ann"), StubConn("bo")
    seat = table.sit(ann)  # type: ignore[arg-type]
    assert table.sit(bo) == 1  # type: ignore[arg-type]
    remote = RemoteSession(variant, seat, 4, [].append, lang)
    table.broadcast()
    remote.update(ann.states[-1])
    away = tr(lang, "lobby.seat_away")
    app = NetApp("ann", None, Settings(lang=lang), tmp_path / "settings.json")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = RemoteTableScreen(remote, app.look, 0.0, False)
        await app.push_screen(screen)
        await pilot.pause()
        assert not any(away in head for head in _heads(screen))
        table.leave(bo)  # type: ignore[arg-type]
        table.broadcast()
        remote.update(ann.states[-1])
        screen.news()
        await pilot.pause()
        marked = [head for head in _heads(screen) if away in head]
        assert len(marked) == 1 and "bo" in marked[0], _heads(screen)
        table.sit(bo)  # type: ignore[arg-type]  # back at the same seat
        table.broadcast()
        remote.update(ann.states[-1])
        screen.news()
        await pilot.pause()
        assert not any(away in head for head in _heads(screen))
