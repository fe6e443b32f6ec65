"""Shared fixtures: a user config folder holding the test-only variants."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"

# Test-only variants live in a fixture "user config" folder; set before anything loads.
os.environ["MAHJONG_TUI_CONFIG_DIR"] = str(FIXTURES)


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves, replays and SSH host keys of each test go to a folder of its own."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("MAHJONG_TUI_DATA_DIR", str(folder))
    return folder


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
