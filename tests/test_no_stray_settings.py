"""The suite never writes settings into the repository (``tests/fixtures`` holds variants only)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import FIXTURES, STRAY_SETTINGS

ROOT = Path(__file__).resolve().parents[1]


def test_the_fixtures_folder_holds_no_settings() -> None:
    assert not STRAY_SETTINGS.exists(), f"a test run wrote {STRAY_SETTINGS}: delete it and find the writer"


def test_the_config_folder_is_outside_the_repository_and_sees_the_fixture_variants() -> None:
    folder = Path(os.environ["MAHJONG_TUI_CONFIG_DIR"]).resolve()
    assert not folder.is_relative_to(ROOT)
    assert (folder / "variants" / "plain.toml").is_file()
    assert (folder / "variants").resolve() == (FIXTURES / "variants").resolve()


def test_a_child_process_saves_settings_in_its_own_config_folder() -> None:
    code = (
        "from mahjong_tui.ui.settings import Settings, settings_path; from mahjong_tui.variants import catalog; "
        "Settings(lang='zh_TW').save(); print(settings_path()); print('plain' in catalog().ids())"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=dict(os.environ),
        check=True,
    ).stdout.split()
    written = Path(out[0])
    assert written.is_file() and not written.resolve().is_relative_to(ROOT)
    assert out[1] == "True"
    assert not STRAY_SETTINGS.exists()
