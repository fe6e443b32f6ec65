"""The user's data folder: saves, replays, the SSH host key.

``$MAHJONG_TUI_DATA_DIR`` when set (tests, several servers on one machine), else the platform's
data folder for ``mahjong-tui`` (``~/.local/share/mahjong-tui`` on Linux).
"""

from __future__ import annotations

import os
from pathlib import Path

DATA_ENV = "MAHJONG_TUI_DATA_DIR"


def data_dir() -> Path:
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("mahjong-tui"))


def saves_dir() -> Path:
    return data_dir() / "saves"


def replays_dir() -> Path:
    return data_dir() / "replays"


def aside_dir() -> Path:
    """Where unreadable saves are moved (never deleted)."""
    return data_dir() / "saves" / "unreadable"
