"""A shared table whose variant this program cannot load is told in the player's language: the
SSH client said why in English (the save loader's text) in a Chinese lobby."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.mark.parametrize(("lang", "words"), [("en", "not installed"), ("zh_TW", "沒有安裝"), ("zh_CN", "没有安装")])
async def test_a_table_of_a_variant_not_installed_is_told_in_the_players_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, words: str
) -> None:
    from mahjong_tui.net.child import NetApp
    from mahjong_tui.ui.settings import Settings

    app = NetApp("ann", None, Settings(lang=lang), tmp_path / "settings.json")
    notices: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, *a, **k: notices.append(str(message)))
    async with app.run_test(size=(80, 24)) as pilot:
        app._joined({"variant": "no_such_variant", "seat": 0, "n": 4})
        await pilot.pause(0.1)
    assert app.remote is None and len(notices) == 1
    assert words in notices[0] and "no_such_variant" in notices[0], notices
