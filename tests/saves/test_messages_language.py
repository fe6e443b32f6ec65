"""What continuing a save says is a catalogue message, so each screen says it in its language:
the warning of a game rebuilt under changed rules and a refusal were built in English."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.datadir import saves_dir
from mahjong_tui.play.session import resume_session
from mahjong_tui.saves.store import list_saves

from .helpers import play, recorded_session, write


@pytest.mark.parametrize(("lang", "words"), [("en", "the rules changed"), ("zh_TW", "規則改了"), ("zh_CN", "规则改了")])
def test_a_save_rebuilt_under_changed_rules_warns_in_each_language(lang: str, words: str) -> None:
    session, rec = recorded_session(seed=8)
    play(session, actions=6)
    doc = json.loads((saves_dir() / f"{rec.record.id}.json").read_text())
    doc["check"]["digest"] = "0" * 64  # as if the rules now made other events of the same moves
    resumed, out = resume_session(write("changed.json", json.dumps(doc)))
    assert resumed is not None and out.warning is not None
    assert words in out.warning.text(lang)


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "cannot be replayed"), ("zh_TW", "無法重演"), ("zh_CN", "无法重演")]
)
def test_a_save_whose_moves_do_not_replay_says_so_in_each_language(lang: str, words: str) -> None:
    session, rec = recorded_session(seed=2)
    play(session, actions=5)
    doc = json.loads((saves_dir() / f"{rec.record.id}.json").read_text())
    doc["actions"][2] = {"type": "kong", "seat": 3, "tile": "1m"}
    _, out = resume_session(write("bad-moves.json", json.dumps(doc)))
    assert out.error is not None and words in out.error.text(lang) and "bad-moves.json" in out.error.text(lang)


def test_a_path_in_a_message_is_shown_as_it_is_in_simplified_chinese(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder named in Traditional characters is that folder: "臺北" made "台北" names none."""
    data = tmp_path / "臺北的資料"
    monkeypatch.setenv("MAHJONG_TUI_DATA_DIR", str(data))
    write("損壞.json", "{not json")
    _, problems = list_saves()
    [said] = [p.text("zh_CN") for p in problems]
    assert "已损坏" in said and "臺北的資料" in said and "損壞.json" in said, said
