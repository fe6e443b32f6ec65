"""Shared tables' saves follow the rules of every save: named by the program, every key of the
table checked, a bad one moved aside with the reason, the other tables opened as they were."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.net.table_saves import restore_tables, table_replays_dir, tables_dir

from .damage import aside_holds, one_line
from .helpers import good_save

TABLE = {
    "id": "1",
    "creator": "ann",
    "pace": 0.6,
    "seats": ["human", "bot", "bot", "bot"],
    "owners": ["ann", None, None, None],
}


def _table_save(data: Path, name: str, table: dict[str, Any], **top: Any) -> bytes:
    folder = tables_dir(data)
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps(good_save() | {"table": table} | top).encode()
    (folder / name).write_bytes(text)
    return text


def test_a_table_save_naming_a_path_is_written_under_its_own_name(tmp_path: Path) -> None:
    _table_save(tmp_path, "t.json", TABLE, id="../../../x")
    tables, problems = restore_tables(tmp_path, 0.6)
    assert problems == [] and [t.id for t in tables] == ["1"]
    recorder = tables[0].recorder
    assert recorder is not None
    recorder.seats_changed()  # saves now
    assert recorder.recorder.save_path == tables_dir(tmp_path) / "t.json"
    assert recorder.recorder.replay_path == table_replays_dir(tmp_path) / "t.json"
    assert json.loads((tables_dir(tmp_path) / "t.json").read_text())["id"] == "t"
    assert not (tmp_path / "x.json").exists() and not (tmp_path.parent / "x.json").exists()


@pytest.mark.parametrize(
    "change,why",
    [
        ({"id": "1/../../x"}, "table.id is damaged (not a table number: '1/../../x')"),
        ({"id": "²"}, "table.id is damaged (not a table number: '²')"),
        ({"owners": [["ann"], None, None, None]}, "table.owners[0] is damaged (not a user name: ['ann'])"),
        ({"owners": ["a\x1b[2Jb", None, None, None]}, "table.owners[0] is damaged (not a user name"),
        ({"creator": 5}, "table.creator is damaged (not a user name: 5)"),
        ({"pace": "abc"}, "table.pace is damaged (not a pace of 0 to 60 seconds: 'abc')"),
        ({"pace": 1e9}, "table.pace is damaged (not a pace of 0 to 60 seconds: 1000000000.0)"),
        ({"pace": -1}, "table.pace is damaged"),
        ({"seats": ["human", "bot"]}, "not a shared table's save"),
    ],
)
def test_a_damaged_table_section_is_moved_aside_and_the_other_tables_open(
    tmp_path: Path, change: dict[str, Any], why: str
) -> None:
    _table_save(tmp_path, "good.json", TABLE | {"id": "2"})
    bad = _table_save(tmp_path, "bad.json", TABLE | change)
    tables, problems = restore_tables(tmp_path, 0.6)
    assert [t.id for t in tables] == ["2"] and len(problems) == 1
    one_line(str(problems[0]), "bad.json")
    assert why in str(problems[0]) and "moved to" in str(problems[0])
    assert aside_holds(bad, tables_dir(tmp_path) / "unreadable")


def test_two_saves_of_one_table_number_open_one_table_and_keep_the_other(tmp_path: Path) -> None:
    first = _table_save(tmp_path, "a.json", TABLE, updated="2030-01-02T00:00:00")
    second = _table_save(tmp_path, "b.json", TABLE, updated="2030-01-01T00:00:00")
    tables, problems = restore_tables(tmp_path, 0.6)
    assert len(tables) == 1 and len(problems) == 1 and "another saved table is table 1" in str(problems[0])
    assert (tables_dir(tmp_path) / "a.json").read_bytes() == first  # the newer one is open
    assert aside_holds(second, tables_dir(tmp_path) / "unreadable")


def test_a_deep_or_crafted_table_save_is_moved_aside(tmp_path: Path) -> None:
    folder = tables_dir(tmp_path)
    folder.mkdir(parents=True)
    (folder / "deep.json").write_text("[" * 5000 + "]" * 5000)
    text = json.dumps(good_save() | {"table": TABLE}).replace('"seat": 1', '"seat": Infinity', 1)
    (folder / "inf.json").write_text(text)
    tables, problems = restore_tables(tmp_path, 0.6)
    assert tables == [] and len(problems) == 2
    assert any("deep.json is damaged (nested more than 16 deep)" in str(p) for p in problems)
    assert any(
        "inf.json is damaged (actions[1].seat: Infinity is not a number JSON allows)" in str(p) for p in problems
    )
