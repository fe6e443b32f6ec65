"""The others at a shared table are told when a friend's connection drops, when they come back,
and when a friend sits down: the seat's label changed quietly, and a bot's moves went on under
the name with nothing said (a friend who was looking at their own hand missed it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.net.remote import RemoteSession, RemoteTableScreen
from mahjong_tui.net.table import Table
from mahjong_tui.ui.i18n import tr
from mahjong_tui.variants import load_variant

from .test_remote_contract import StubConn


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
async def test_the_others_are_told_who_dropped_came_back_and_sat_down(
    tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mahjong_tui.net.child import NetApp
    from mahjong_tui.ui.settings import Settings

    variant = load_variant("sichuan")
    table = Table("1", variant, ["human", "human", "human", "bot"], "ann", ["P1", "Seat 2", "Seat 3", "Bot 4"], 4, 0.0)
    ann, bo, cy = StubConn("ann"), StubConn("bo"), StubConn("cy")
    seat = table.sit(ann)  # type: ignore[arg-type]
    table.sit(bo)  # type: ignore[arg-type]
    app = NetApp("ann", None, Settings(lang=lang), tmp_path / "settings.json")
    told: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, *a, **k: told.append(str(message)))

    def news() -> list[str]:
        table.broadcast()
        told.clear()
        app._message(ann.states[-1])
        return list(told)

    async with app.run_test(size=(120, 40)) as pilot:
        app.remote = RemoteSession(variant, seat, 4, [].append, lang)
        app.remote.update(ann.states[-1] if ann.states else _first(table, ann))
        app.table = RemoteTableScreen(app.remote, app.look, 0.0, False)
        await app.push_screen(app.table)
        await pilot.pause()
        assert news() == []  # nothing changed: nothing said
        table.leave(bo)  # type: ignore[arg-type]
        said = news()
        assert said == [tr(lang, "net.seat_away", name="bo")], said
        table.sit(bo)  # type: ignore[arg-type]
        assert news() == [tr(lang, "net.seat_back", name="bo")]
        table.sit(cy)  # type: ignore[arg-type]
        assert news() == [tr(lang, "net.seat_taken", name="cy")]
        table.leave(ann)  # type: ignore[arg-type]  # one's own seat is not news to oneself
        table.sit(ann)  # type: ignore[arg-type]
        assert news() == []


def _first(table: Table, conn: Any) -> dict[str, Any]:
    table.broadcast()
    return conn.states[-1]
