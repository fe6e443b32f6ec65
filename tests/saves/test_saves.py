"""Saves after every action, replay files per hand, corrupt and foreign saves."""

from __future__ import annotations

import json

import pytest

from mahjong_tui.datadir import aside_dir, replays_dir, saves_dir
from mahjong_tui.play.session import resume_session
from mahjong_tui.saves.store import GameRecord, list_saves, load_record, rebuild

from .helpers import play, recorded_session, write


def test_every_action_is_saved_and_the_save_rebuilds_the_same_game() -> None:
    session, rec = recorded_session()
    path = saves_dir() / f"{rec.record.id}.json"
    assert path.is_file()  # saved before the first action too
    for n in (1, 2, 17):
        play(session, actions=n)
        saved = load_record(path)
        assert len(saved.actions) == len(rec.record.actions)
        built = rebuild(saved)
        assert built.matches
        assert [e.as_dict() for e in built.game.events] == [e.as_dict() for e in session.game.events]


@pytest.mark.slow
def test_a_finished_hand_writes_its_event_log_and_a_finished_match_drops_the_save() -> None:
    session, rec = recorded_session(seed=5)
    play(session, hands=1)
    replay = load_record(replays_dir() / f"{rec.record.id}.json")
    assert replay.kind == "replay" and replay.hands and replay.hands[0]["events"][0]["kind"] == "hand_start"
    play(session)
    assert session.game.over
    assert not (saves_dir() / f"{rec.record.id}.json").exists()
    final = load_record(replays_dir() / f"{rec.record.id}.json")
    assert len(final.hands) == session.game.match.hands_played
    assert rebuild(final).matches


def test_resume_continues_where_the_save_left_off() -> None:
    session, rec = recorded_session(seed=8)
    play(session, actions=40)
    resumed, out = resume_session(saves_dir() / f"{rec.record.id}.json")
    assert resumed is not None and not out.warning
    assert resumed.game.view(0) == session.game.view(0)
    assert out.record is not None and len(out.record.actions) == 40


def test_corrupt_and_foreign_saves_are_moved_aside_with_a_message() -> None:
    session, rec = recorded_session(seed=2)
    play(session, actions=5)
    good = json.loads((saves_dir() / f"{rec.record.id}.json").read_text())
    write("truncated.json", json.dumps(good)[:200])
    write("foreign.json", json.dumps({"hello": "world"}))
    write("newer.json", json.dumps(good | {"version": 99}))
    write("binary.json", "")
    (saves_dir() / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    saves, problems = list_saves()
    assert [s.record.id for s in saves] == [rec.record.id]
    text = "\n".join(map(str, problems))
    assert "truncated.json is damaged" in text
    assert "foreign.json is not a mahjong-tui save" in text
    assert "newer mahjong-tui (format 99)" in text
    assert "binary.json is damaged" in text
    kept = sorted(p.name.split(".json")[0] for p in aside_dir().iterdir())
    assert kept == ["binary", "foreign", "newer", "truncated"]  # moved, never deleted


def test_a_save_whose_moves_do_not_replay_is_set_aside_on_resume() -> None:
    session, rec = recorded_session(seed=2)
    play(session, actions=5)
    doc = json.loads((saves_dir() / f"{rec.record.id}.json").read_text())
    doc["actions"][2] = {"type": "kong", "seat": 3, "tile": "1m"}
    path = write("bad-moves.json", json.dumps(doc))
    _, out = resume_session(path)
    assert "move 3 of the game cannot be replayed" in str(out.error) and "moved to" in str(out.error)
    assert not path.exists() and any(p.name.startswith("bad-moves.json") for p in aside_dir().iterdir())


def test_a_record_round_trips() -> None:
    r = GameRecord(variant="plain", seed=1, humans=[True, False], names=["A", "B"], options={"x": 1})
    assert GameRecord.from_text(r.to_json()).header() == r.header()
