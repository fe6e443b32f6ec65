"""The moves a bot made for a person's seat at a shared table are marked in its save (``stand_in``):
checked as every key is, left out by games played alone or hot-seat, and absent (no marks) in a
save written before the marks."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mahjong_tui.datadir import saves_dir
from mahjong_tui.saves.store import list_saves, load_record

from .damage import aside_holds, one_line
from .helpers import good_save, recorded_session, write
from .test_undo import decide, to_human


def test_a_game_without_stand_ins_writes_no_marks_and_an_old_save_reads_without_them() -> None:
    doc = good_save()
    assert "stand_in" not in doc  # a game alone saves as it did before the marks
    write("old.json", json.dumps(doc))
    saves, problems = list_saves()
    assert problems == [] and [s.record.stand_in for s in saves] == [[]]


def test_marks_of_a_persons_moves_read_back() -> None:
    doc = good_save()
    people = [i for i, a in enumerate(doc["actions"]) if doc["humans"][a["seat"]]]
    assert len(people) >= 2
    write("marked.json", json.dumps(doc | {"stand_in": people}))
    saves, problems = list_saves()
    assert problems == [] and saves[0].record.stand_in == people


def _bad_marks(doc: dict[str, Any]) -> list[tuple[Any, str]]:
    """Marks a game never writes, each with the reason its save is refused."""
    actions, humans = doc["actions"], doc["humans"]
    person = next(i for i, a in enumerate(actions) if humans[a["seat"]])
    bot = next(i for i, a in enumerate(actions) if not humans[a["seat"]])
    n = len(actions)
    return [
        (3, f"stand_in: not a list of 0 to {n}: 3"),
        ([n], f"stand_in[0]: not a move of this game: {n}"),
        ([-1], "stand_in[0]: not a move of this game: -1"),
        ([True], "stand_in[0]: not a move of this game: True"),
        (["0"], "stand_in[0]: not a move of this game: '0'"),
        ([bot], f"stand_in[0]: move {bot} is a bot seat's, not a person's"),
        ([person, person], f"stand_in[1]: not after move {person}: {person}"),
        ([person] * (n + 1), f"stand_in: not a list of 0 to {n}"),
    ]


@pytest.mark.parametrize("case", range(8))
def test_every_mark_is_checked_and_a_bad_one_named(case: int) -> None:
    doc = good_save()
    marks, why = _bad_marks(doc)[case]
    bad = doc | {"stand_in": marks}
    write("k.json", json.dumps(bad))
    saves, problems = list_saves()
    assert saves == [] and len(problems) == 1
    told = str(problems[0])  # a catalogue message: its English
    one_line(told, "k.json")
    assert f"k.json is damaged ({why}" in told, told
    assert aside_holds(json.dumps(bad).encode())


def test_an_undo_takes_the_marks_of_the_moves_it_takes_back_away_too() -> None:
    """A shared table's save continued alone (``resume`` takes a file of ``ssh/tables/``) may undo:
    its save must not keep marks of moves it no longer has (it would be refused as damaged)."""
    session, rec = recorded_session("plain", seed=5)
    to_human(session, skip=4)
    kept = len(session.loop.log)
    decide(session)
    to_human(session)
    early = next(i for i, a in enumerate(session.loop.log[:kept]) if a.seat == 0)
    rec.record.stand_in = [early, kept]
    assert session.undo() is None
    record = load_record(saves_dir() / f"{rec.record.id}.json")
    assert len(record.actions) == kept and record.stand_in == [early]
