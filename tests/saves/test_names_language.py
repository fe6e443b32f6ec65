"""A seat's default name follows the language the game is shown in, not the one it began in: a
game begun in Chinese and resumed in English showed "電腦 3". The save keeps its names, so its
event check still passes and it loads as it was saved."""

from __future__ import annotations

from mahjong_tui.datadir import saves_dir
from mahjong_tui.play.session import Session, resume_session
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.saves.store import load_record
from mahjong_tui.variants import load_variant

from .helpers import play

BEGUN = ["玩家", "電腦 2", "電腦 3", "Kim"]
"""Names as a game begun in Traditional Chinese stores them (Kim typed by someone)."""


def test_a_resumed_games_default_names_are_shown_in_the_language_it_is_shown_in() -> None:
    v = load_variant("plain")
    session = Session(v, [True, False, False, False], BEGUN, 3)
    rec = Recorder.start(session, v.preset, v.options)
    play(session, actions=8)
    path = saves_dir() / f"{rec.record.id}.json"

    resumed, out = resume_session(path)
    assert resumed is not None and not out.warning and not out.error  # the event check passes
    resumed.show_names_in("en")
    english = ["Player", "Bot 2", "Bot 3", "Kim"]
    assert resumed.names == english
    assert [s.name for s in resumed.table_view().seats] == english
    assert [s.name for s in resumed.hidden_view().seats] == english
    assert [s.name for s in resumed.result_view().seats] == english
    summary = resumed.match_summary()
    assert summary.names == english and summary.player_names() == english
    resumed.show_names_in("zh_CN")
    assert resumed.names == ["玩家", "电脑 2", "电脑 3", "Kim"]

    assert resumed.game.player_names == BEGUN  # what the events (the match's end) carry
    assert load_record(path).names == BEGUN
    again, out = resume_session(path)
    assert again is not None and not out.warning and again.names == BEGUN  # not shown in a language: as saved
