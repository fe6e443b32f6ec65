"""The replay's key line in Chinese has no English words but the keys' own names (it read
"left/right 一步"). The arrows are named in words: ← and → are of ambiguous width, drawn two
cells wide by some CJK terminals (tests/ui/test_text.py)."""

from __future__ import annotations

import re

import pytest

from mahjong_tui.ui.i18n import tr

KEY_NAMES = {"PgUp", "PgDn", "Home", "End"}


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_the_replay_key_line_speaks_the_players_language(lang: str) -> None:
    line = tr(lang, "replay.keys")
    assert set(re.findall(r"[A-Za-z]{2,}", line)) <= KEY_NAMES, line
    assert "左右" in line and "left/right" in tr("en", "replay.keys")
