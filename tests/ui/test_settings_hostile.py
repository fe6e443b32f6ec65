"""The settings file is read as untrusted input: a file nested too deep starts the program with
the default settings (it stopped with a RecursionError), and a seat name a save could not keep
is dropped (the game began with it, and its save was then refused as damaged)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.ui.settings import Settings


def test_a_settings_file_nested_too_deep_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"seats": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    assert Settings.load(path) == Settings()


@pytest.mark.parametrize("name", ["\x1b[2JAnn", "A" * 101, "Ann\u009b"])
def test_a_seat_name_a_save_could_not_keep_is_dropped(tmp_path: Path, name: str) -> None:
    path = tmp_path / "settings.json"
    seats = [{"human": True, "name": name}, {"human": False, "name": "Kim"}]
    path.write_text(json.dumps({"seats": seats, "lang": "zh_TW"}), encoding="utf-8")
    loaded = Settings.load(path)
    assert [s.name for s in loaded.seats[:2]] == ["", "Kim"] and loaded.lang == "zh_TW"
