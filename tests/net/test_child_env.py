"""The environment of a connection's app process: clean, but keeping the folders moved elsewhere."""

from __future__ import annotations

import pytest

from mahjong_tui.net.terminal import child_env


def test_the_app_keeps_the_config_and_cache_folders_and_gets_its_own_data_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MAHJONG_TUI_CONFIG_DIR", "/somewhere/config")
    monkeypatch.setenv("MAHJONG_TUI_CACHE_DIR", "/somewhere/cache")
    monkeypatch.setenv("SECRET_TOKEN", "not for the app")
    env = child_env("xterm", "ann", {"MAHJONG_TUI_DATA_DIR": "/somewhere/users/ann"})
    assert env["MAHJONG_TUI_CONFIG_DIR"] == "/somewhere/config"
    # without it, every app a test run starts would write the developer's own catalog cache
    assert env["MAHJONG_TUI_CACHE_DIR"] == "/somewhere/cache"
    assert env["MAHJONG_TUI_DATA_DIR"] == "/somewhere/users/ann"
    assert env["MAHJONG_TUI_SSH_USER"] == "ann" and env["TERM"] == "xterm"
    assert "SECRET_TOKEN" not in env


def test_an_ssh_player_is_named_after_the_user_unless_they_typed_a_name() -> None:
    from mahjong_tui.net.child import name_after_user
    from mahjong_tui.ui.settings import Settings

    for default in ("Player", "玩家"):  # the default name in English and in Chinese
        s = Settings()
        s.seats[0].name = default
        name_after_user(s, "ann")
        assert s.seats[0].name == "ann"
    s = Settings()
    s.seats[0].name = "Mei"
    name_after_user(s, "ann")
    assert s.seats[0].name == "Mei"
