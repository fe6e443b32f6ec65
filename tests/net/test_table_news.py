"""At a shared SSH table news reaches a seat as at a table alone (:mod:`mahjong_tui.ui.news`):
on a narrow window, where the log is hidden, the claimer whose chow gave way to a pung gets a
notice of it, and the seat that punged is told nothing of the chow."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.engine import Act
from mahjong_tui.net.remote import RemoteSession
from mahjong_tui.net.table import Table
from mahjong_tui.variants import load_variant

from ..rig import act, rigged
from .test_remote_contract import StubConn

GAVE_WAY = "ann's chow of 五萬 gives way to bo's pung"


@pytest.mark.parametrize(("user", "told"), [("ann", True), ("bo", False)])
async def test_a_claim_that_gave_way_is_told_to_its_claimer_at_a_shared_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, user: str, told: bool
) -> None:
    from mahjong_tui.net.child import NetApp
    from mahjong_tui.ui.settings import Settings

    mcr = load_variant("mcr")
    game = rigged(mcr, {"E": "46m123p456p789s1z1z", "S": "55m123s456s789p2z2z3z"}, turn="N", drawn="5m")
    act(game, "N", Act.DISCARD, "5m")
    names = ["P1", "P2", "Bot 3", "Bot 4"]
    table = Table("1", mcr, ["human", "human", "bot", "bot"], "ann", names, 4, 0.0, game=game)
    conns = {"ann": StubConn("ann"), "bo": StubConn("bo")}
    assert table.sit(conns["ann"]) == 0  # type: ignore[arg-type]
    assert table.sit(conns["bo"]) == 1  # type: ignore[arg-type]
    app = NetApp(user, None, Settings(lang="en"), tmp_path / "settings.json")
    notices: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, *a, **k: notices.append(str(message)))
    async with app.run_test(size=(80, 24)) as pilot:
        app.remote = RemoteSession(mcr, 0 if user == "ann" else 1, 4, [].append, "en")  # as joined
        table.broadcast()
        app._message(conns[user].states[-1])  # the table opens on the claim
        await pilot.pause(0.2)
        act(game, "S", Act.PUNG, "5m")
        act(game, "E", Act.CHOW, "5m")
        table.broadcast()
        app._message(conns[user].states[-1])
        await pilot.pause(0.2)
        assert (GAVE_WAY in notices) is told, notices
