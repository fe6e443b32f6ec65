"""A connection whose server goes away ends with a line in the player's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.net.child import NetApp
from mahjong_tui.ui.settings import Settings


async def test_a_lost_server_is_said_in_the_players_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = Settings()
    settings.lang = "zh_TW"
    app = NetApp("ann", None, settings, tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app._lost()
        await pilot.pause()
    assert app.return_code == 3
    said = capsys.readouterr()
    assert "mahjong-tui: 伺服器已斷線。" in said.out + said.err
