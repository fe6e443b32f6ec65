"""Shared tables outlive the server: each is saved after every move and seat change, and a
restarted server opens them again, every seat kept for its person (bots play it until they
come back).

A table's save is an ordinary game record (:class:`~mahjong_tui.saves.store.GameRecord`) with
a ``table`` section: the table's id, its creator, each seat's kind and owner, the bots' pace.
Saves live in ``<data>/ssh/tables/``; a finished table leaves its replay in
``<data>/ssh/replays/`` and its save is removed. A save that cannot be read or replayed is
moved to ``tables/unreadable/`` with the reason logged, never deleted.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.actions import Action
from ..engine.events import Event
from ..saves.recorder import Recorder
from ..saves.store import GameRecord, SaveError, list_saves, rebuild, set_aside

if TYPE_CHECKING:  # pragma: no cover
    from .table import Table

log = logging.getLogger("mahjong_tui.net")


def tables_dir(data: Path) -> Path:
    return data / "ssh" / "tables"


def table_replays_dir(data: Path) -> Path:
    return data / "ssh" / "replays"


class TableRecorder:
    """Keeps one table's save current (a :class:`Recorder` that also writes the seats)."""

    def __init__(self, table: "Table", record: GameRecord, data: Path) -> None:
        self.table = table
        self.record = record
        self.recorder = Recorder(table.game, record, tables_dir(data), table_replays_dir(data), self._failed)
        self._update()  # a new table is saved when its creator sits down; a restored one is on disk

    def _failed(self, message: str) -> None:
        log.warning("table %s: %s", self.table.id, message)

    def _update(self) -> None:
        t = self.table
        self.record.names = list(t.game.player_names)
        self.record.table = {"id": t.id, "creator": t.creator, "pace": t.pace,
                             "seats": [s.kind for s in t.slots], "owners": [s.owner for s in t.slots]}

    def applied(self, action: Action, events: list[Event]) -> None:
        self._update()
        self.recorder.applied(action, events)

    def seats_changed(self) -> None:
        if not self.table.game.over:
            self._update()
            self.recorder.save()


def restore_tables(data: Path, pace: float) -> tuple[list["Table"], list[str]]:
    """The saved tables, replayed to where they were, and a message for every save that
    could not be used (moved aside)."""
    from .table import Slot, Table

    folder = tables_dir(data)
    saves, problems = list_saves(folder, folder / "unreadable")
    tables: list[Table] = []
    for info in saves:
        rec = info.record
        try:
            meta = _table_meta(rec)
            rebuilt = rebuild(rec)
        except SaveError as e:
            problems.append(set_aside(info.path, f"{info.path.name}: {e}", folder / "unreadable"))
            continue
        table = Table(meta["id"], rebuilt.variant, meta["seats"], meta["creator"], list(rec.names), rec.seed,
                      float(meta.get("pace", pace)), game=rebuilt.game)
        table.slots = [Slot(kind, owner) for kind, owner in zip(meta["seats"], meta["owners"])]
        table.recorder = TableRecorder(table, rec, data)
        tables.append(table)
    return tables, problems


def _table_meta(rec: GameRecord) -> dict[str, Any]:
    meta = rec.table
    seats, owners = meta.get("seats"), meta.get("owners")
    if not isinstance(meta.get("id"), str) or not isinstance(seats, list) or not isinstance(owners, list) \
            or len(seats) != len(rec.humans) or len(owners) != len(seats) \
            or any(s not in ("human", "bot") for s in seats):
        raise SaveError("not a shared table's save (its seats are missing or damaged)")
    return {"id": meta["id"], "seats": seats, "owners": [o if isinstance(o, str) else None for o in owners],
            "creator": str(meta.get("creator") or ""), "pace": meta.get("pace", 0.6)}
