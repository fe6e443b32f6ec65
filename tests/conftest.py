"""Shared fixtures: a user config folder holding the test-only variants."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

FIXTURES = Path(__file__).parent / "fixtures"

# In CI the property tests draw the same examples every run, so a commit's result does not
# depend on luck; run them locally (no CI variable) to explore new examples.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
STRAY_SETTINGS = FIXTURES / "settings.json"


def config_folder(parent: Path) -> Path:
    """A "user config" folder outside the repository that sees the test-only variants of
    ``tests/fixtures/variants``: settings written there (by this process or a child) stay out of
    the repository."""
    parent.mkdir(parents=True, exist_ok=True)
    (parent / "variants").symlink_to(FIXTURES / "variants", target_is_directory=True)
    return parent


# Test-only variants live in a fixture "user config" folder; set before anything loads.
_SESSION_CONFIG = config_folder(Path(tempfile.mkdtemp(prefix="mahjong-tests-config-")))
atexit.register(shutil.rmtree, _SESSION_CONFIG, True)
os.environ["MAHJONG_TUI_CONFIG_DIR"] = str(_SESSION_CONFIG)
# The checked-catalog cache of the test run: never the developer's own.
_SESSION_CACHE = Path(tempfile.mkdtemp(prefix="mahjong-tests-cache-"))
atexit.register(shutil.rmtree, _SESSION_CACHE, True)
os.environ["MAHJONG_TUI_CACHE_DIR"] = str(_SESSION_CACHE)


def _memory_folder() -> str | None:
    """A folder in memory (tmpfs) where the system has one, else None (the usual temporary folder)."""
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK | os.X_OK) else None


# The tests' data folders, in memory where possible: a game saves after every move with two
# fsyncs (saves/files.py), some 4 ms on a disk and 0.1 ms in memory; a table test makes about a
# hundred moves a hand. The same writes run; only the disk does not wait.
_SESSION_DATA = Path(tempfile.mkdtemp(prefix="mahjong-tests-data-", dir=_memory_folder()))
atexit.register(shutil.rmtree, _SESSION_DATA, True)


@pytest.fixture(autouse=True)
def _private_data_dir(monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves, replays and SSH host keys of each test go to a folder of its own."""
    folder = Path(tempfile.mkdtemp(prefix="data-", dir=_SESSION_DATA))
    monkeypatch.setenv("MAHJONG_TUI_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _private_config_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Each test (and every process it starts) writes settings to a config folder of its own;
    a test that still writes into ``tests/fixtures`` fails."""
    folder = config_folder(tmp_path_factory.mktemp("config"))
    monkeypatch.setenv("MAHJONG_TUI_CONFIG_DIR", str(folder))
    there_before = STRAY_SETTINGS.exists()
    yield folder
    assert there_before or not STRAY_SETTINGS.exists(), f"this test wrote {STRAY_SETTINGS}"


def tile_census(game) -> Counter:  # noqa: ANN001
    """Every physical tile the game knows of, wherever it is."""
    st = game.state
    c: Counter = Counter(st.wall.peek_all())
    c.update(st.wall.set_aside)
    for s in st.seats:
        c.update(s.hand)
        c.update(s.bonus)
        for m in s.melds:
            c.update(m.physical())
        c.update(r.tile for r in s.river if r.claimed_by is None)
    return c


def assert_conserved(game) -> None:  # noqa: ANN001
    want = Counter(game.variant.tileset.all_tiles())
    got = tile_census(game)
    assert got == want, f"tiles lost or duplicated: missing {want - got}, extra {got - want}"


@pytest.fixture
def plain():
    from mahjong_tui.variants import load_variant

    return load_variant("plain")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """How many window sizes the size tests drew in this run (in this process: with
    pytest-xdist each worker counts its own, and they are not shown)."""
    from .window_sizes import DRAWN

    if DRAWN:
        drawn = ", ".join(f"{n} {what}" for what, n in sorted(DRAWN.items()))
        terminalreporter.write_line(f"window sizes drawn: {drawn}")
