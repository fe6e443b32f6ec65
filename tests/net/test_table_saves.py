"""Shared tables outlive the server: saved after every move and seat change, opened again where
they were by a new server on the same data folder, each seat still its person's."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any

from mahjong_tui.net.hub import Hub
from mahjong_tui.net.table_saves import tables_dir
from mahjong_tui.saves.store import FORMAT, VERSION, EventDigest
from mahjong_tui.table.actions import Act


class StubConn:
    """What a table needs of a player's connection: a user name and somewhere to send."""

    def __init__(self, user: str) -> None:
        self.user = user
        self.table: Any = None
        self.sent: list[dict[str, Any]] = []
        self.states: list[dict[str, Any]] = []

    def send(self, msg: dict[str, Any]) -> None:
        self.sent.append(msg)

    def send_state(self, state: dict[str, Any]) -> None:
        self.states.append(state)


async def _until(cond, timeout: float = 30.0) -> None:  # noqa: ANN001
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.01)


def _digest(game: Any) -> tuple[int, str]:
    d = EventDigest()
    d.feed(game.events)
    return d.count, d.hexdigest()


def _my_turn(conn: StubConn) -> bool:
    if not conn.states:
        return False
    view = conn.states[-1]["view"]
    return any(a.type is Act.DISCARD for a in view.legal)


async def _play_a_few_turns(hub: Hub, ann: StubConn, turns: int) -> None:
    for _ in range(turns):
        await _until(lambda: _my_turn(ann))
        legal = ann.states[-1]["view"].legal
        discard = next(a for a in legal if a.type is Act.DISCARD)
        before = len(ann.states)
        hub.handle(ann, {"op": "act", "action": discard.as_dict()})  # type: ignore[arg-type]
        await _until(lambda before=before: len(ann.states) > before)


async def test_a_shared_table_is_saved_and_reopened_after_a_restart(tmp_path: Path) -> None:
    hub = Hub(pace=0, data=tmp_path)
    ann = StubConn("ann")
    hub.handle(ann, {"op": "create", "variant": "mcr", "seats": ["me", "open", "bot", "bot"], "seed": 5})  # type: ignore[arg-type]
    assert [m["op"] for m in ann.sent if m["op"] == "joined"] == ["joined"]
    table = hub.tables["1"]
    await _play_a_few_turns(hub, ann, 3)
    saves = list(tables_dir(tmp_path).glob("*.json"))
    assert len(saves) == 1
    doc = json.loads(saves[0].read_text(encoding="utf-8"))
    assert doc["table"]["id"] == "1" and doc["table"]["owners"] == ["ann", None, None, None]
    assert doc["table"]["seats"] == ["human", "human", "bot", "bot"]
    assert doc["names"][0] == "ann" and len(doc["actions"]) == table.moves >= 3
    where = _digest(table.game)
    hub.close()

    again = Hub(pace=0, data=tmp_path)
    assert again.restore() == []
    back = again.tables["1"]
    try:
        assert _digest(back.game) == where  # the same game, move for move
        assert back.actions == doc["actions"]  # its moves kept for the reviews of its hands
        assert [(s.kind, s.owner, s.conn) for s in back.slots] == [
            ("human", "ann", None),
            ("human", None, None),
            ("bot", None, None),
            ("bot", None, None),
        ]
        ann2 = StubConn("ann")
        again.handle(ann2, {"op": "join", "table": "1"})  # type: ignore[arg-type]
        joined = [m for m in ann2.sent if m["op"] == "joined"]
        assert joined and joined[0]["seat"] == 0  # her own seat again
        bo = StubConn("bo")
        again.handle(bo, {"op": "create", "variant": "mcr", "seats": ["me", "bot", "bot", "bot"]})  # type: ignore[arg-type]
        assert sorted(again.tables) == ["1", "2"]  # a new table does not take a restored id
        await _play_a_few_turns(again, ann2, 1)
        assert back.moves > 0 and _digest(back.game)[0] > where[0]
        assert back.actions[: len(doc["actions"])] == doc["actions"] and len(back.actions) > len(doc["actions"])
    finally:
        again.close()


async def test_a_damaged_table_save_is_moved_aside_with_the_reason(tmp_path: Path) -> None:
    folder = tables_dir(tmp_path)
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    (folder / "solo.json").write_text(
        json.dumps(
            {  # a game save without a table's seats
                "format": FORMAT,
                "version": VERSION,
                "variant": "mcr",
                "seed": 1,
                "humans": [True] * 4,
                "names": ["a", "b", "c", "d"],
                "actions": [],
            }
        ),
        encoding="utf-8",
    )
    hub = Hub(pace=0, data=tmp_path)
    problems = hub.restore()
    hub.close()
    assert hub.tables == {}
    assert len(problems) == 2 and all("moved to" in str(p) for p in problems)
    assert any("not valid JSON" in str(p) for p in problems)
    assert any("solo.json: not a shared table's save" in str(p) for p in problems)
    assert not list(folder.glob("*.json"))
    assert len(list((folder / "unreadable").iterdir())) == 2


async def test_a_shared_tables_bot_levels_are_saved_and_restored(tmp_path: Path) -> None:
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.bots.easy import EasyBot

    hub = Hub(pace=0, data=tmp_path)
    ann = StubConn("ann")
    hub.handle(ann, {"op": "create", "variant": "mcr", "seats": ["me", "bot:easy", "bot", "open"], "seed": 5})  # type: ignore[arg-type]
    table = hub.tables["1"]
    assert [type(table.bots[i]) for i in range(4)] == [BaselineBot, EasyBot, BaselineBot, BaselineBot]
    await _play_a_few_turns(hub, ann, 1)
    doc = json.loads(next(tables_dir(tmp_path).glob("*.json")).read_text(encoding="utf-8"))
    assert doc["levels"] == ["normal", "easy", "normal", "normal"]
    assert doc["table"]["seats"] == ["human", "bot", "bot", "human"]
    hub.close()
    again = Hub(pace=0, data=tmp_path)
    try:
        assert again.restore() == []
        assert again.tables["1"].levels == ["normal", "easy", "normal", "normal"]
        assert type(again.tables["1"].bots[1]) is EasyBot
        bo = StubConn("bo")
        again.handle(bo, {"op": "create", "variant": "mcr", "seats": ["me", "bot:eazy", "bot", "bot"]})  # type: ignore[arg-type]
        assert bo.sent[-1]["op"] == "error" and "bot:LEVEL" in bo.sent[-1]["message"]
    finally:
        again.close()


def test_only_the_newest_replays_are_kept(tmp_path: Path) -> None:
    from mahjong_tui.net.table_saves import prune_replays

    folder = tmp_path / "replays"
    folder.mkdir()
    for i in range(5):
        p = folder / f"2026010{i}-000000-abcd.json"
        p.write_text("{}", encoding="utf-8")
        os.utime(p, (1_000_000 + i, 1_000_000 + i))
    (folder / "notes.txt").write_text("mine", encoding="utf-8")
    (folder / ".hidden.json").write_text("{}", encoding="utf-8")
    (folder / "sub.json").mkdir()
    assert prune_replays(folder, 2) == []
    assert sorted(p.name for p in folder.iterdir()) == [
        ".hidden.json",
        "20260103-000000-abcd.json",
        "20260104-000000-abcd.json",
        "notes.txt",
        "sub.json",
    ]
    assert prune_replays(folder, 0) == [] and sorted(p.name for p in folder.iterdir()) == [
        ".hidden.json",
        "notes.txt",
        "sub.json",
    ]
    assert prune_replays(tmp_path / "none", 3) == []


async def test_a_finished_table_prunes_the_servers_replays(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    from mahjong_tui.engine.game import Game
    from mahjong_tui.net.table_saves import table_replays_dir

    hub = Hub(pace=0, data=tmp_path, keep_replays=1)
    ann = StubConn("ann")
    hub.handle(ann, {"op": "create", "variant": "plain", "seats": ["me", "bot"], "seed": 5})  # type: ignore[arg-type]
    table = hub.tables["1"]
    assert table.recorder is not None and table.recorder.keep_replays == 1
    old = table_replays_dir(tmp_path) / "20000101-000000-0000.json"
    old.parent.mkdir(parents=True, exist_ok=True)
    old.write_text("{}", encoding="utf-8")
    os.utime(old, (1_000_000, 1_000_000))
    await _until(lambda: _my_turn(ann))
    monkeypatch.setattr(Game, "over", property(lambda self: True))  # the match ends with this move
    discard = next(a for a in ann.states[-1]["view"].legal if a.type is Act.DISCARD)
    hub.handle(ann, {"op": "act", "action": discard.as_dict()})  # type: ignore[arg-type]
    names = [p.name for p in table_replays_dir(tmp_path).iterdir()]
    assert names == [f"{table.recorder.record.id}.json"], names
    hub.close()


def test_a_shared_tables_seed_out_of_range_is_refused() -> None:
    hub = Hub(pace=0)
    ann = StubConn("ann")
    hub.handle(ann, {"op": "create", "variant": "plain", "seats": ["me", "bot"], "seed": 10**30})  # type: ignore[arg-type]
    assert not hub.tables
    assert ann.sent[-1]["op"] == "error" and "a seed is a whole number" in ann.sent[-1]["message"]
