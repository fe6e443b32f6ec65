"""Shared tables outlive the server: each is saved after every move and seat change, and a
restarted server opens them again, every seat kept for its person (bots play it until they
come back).

A table's save is an ordinary game record (:class:`~mahjong_tui.saves.store.GameRecord`) with
a ``table`` section: the table's id, its creator, each seat's kind and owner, the bots' pace.
Saves live in ``<data>/ssh/tables/``; a finished table leaves its replay in
``<data>/ssh/replays/`` and its save is removed; only the newest ``keep_replays`` replays are
kept (``serve --keep-replays``), so a long-running server's disk use has a ceiling. A save
that cannot be read or replayed is moved to ``tables/unreadable/`` with the reason logged,
never deleted. As with every save, the file's name is the program's
(:mod:`mahjong_tui.saves.recorder`), and the ``table`` section is checked key by key before a
table is opened from it.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

from ..engine.events import Event
from ..messages import Message
from ..safe_json import shown
from ..saves.recorder import Recorder
from ..saves.schema import MAX_TEXT, plain_name
from ..saves.store import GameRecord, SaveError, check_levels, list_saves, rebuild, refused
from ..table.actions import Action
from .table import Slot, Table
from .table_stats import TableStats

log = logging.getLogger("mahjong_tui.net")


def tables_dir(data: Path) -> Path:
    return data / "ssh" / "tables"


def table_replays_dir(data: Path) -> Path:
    return data / "ssh" / "replays"


KEEP_REPLAYS = 1000
"""Finished tables' replays a server keeps by default (an MCR match's is about 350 KB)."""


class TableRecorder:
    """Keeps one table's save current (a :class:`Recorder` that also writes the seats)."""

    def __init__(self, table: Table, record: GameRecord, data: Path, keep_replays: int = KEEP_REPLAYS) -> None:
        self.table = table
        self.record = record
        self.data = data
        self.keep_replays = keep_replays
        self.recorder = Recorder(table.game, record, tables_dir(data), table_replays_dir(data), self._failed)
        self.stats = TableStats(table, record.id, data)
        """The hands counted in each seated person's statistics."""
        self._update()  # a new table is saved when its creator sits down; a restored one is on disk

    def _failed(self, message: Message) -> None:
        log.warning("table %s: %s", self.table.id, message)  # the server's log is in English

    def _update(self) -> None:
        t = self.table
        self.record.names = list(t.game.player_names)
        self.record.table = {
            "id": t.id,
            "creator": t.creator,
            "pace": t.pace,
            "seats": [s.kind for s in t.slots],
            "owners": [s.owner for s in t.slots],
        }

    def applied(self, action: Action, events: list[Event], stand_in: bool) -> None:
        """``action`` was applied (``stand_in``: by a bot for an absent person): save the table."""
        self._update()
        if stand_in:
            self.record.stand_in.append(len(self.record.actions))
        self.recorder.applied(action, events)
        self.stats.applied(events)
        if self.table.game.over:
            for problem in prune_replays(table_replays_dir(self.data), self.keep_replays):
                log.warning("replays: %s", problem)

    def seats_changed(self) -> None:
        if not self.table.game.over:
            self._update()
            self.recorder.save()


def prune_replays(folder: Path, keep: int) -> list[str]:
    """Remove all but the newest ``keep`` replays in ``folder`` (by time written, then name);
    returns a message for each that could not be removed. Only the program's own files are
    touched: regular ``.json`` files with a save's name, never a link or a folder."""
    try:
        found = [p for p in folder.iterdir() if p.suffix == ".json" and plain_name(p.stem) and _plain_file(p)]
    except OSError:
        return []  # no replays yet
    aged = sorted(found, key=lambda p: (_mtime(p), p.name), reverse=True)
    problems = []
    for old in aged[keep:]:
        try:
            old.unlink(missing_ok=True)
        except OSError as e:
            problems.append(f"cannot remove {old.name}: {e.strerror or e}")
    return problems


def _plain_file(path: Path) -> bool:
    return path.is_file() and not path.is_symlink()


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def restore_tables(data: Path, pace: float, keep_replays: int = KEEP_REPLAYS) -> tuple[list[Table], list[Message]]:
    """The saved tables, replayed to where they were, and a message for every save that
    could not be used (moved aside)."""
    folder = tables_dir(data)
    saves, problems = list_saves(folder, folder / "unreadable")
    tables: list[Table] = []
    for info in saves:
        rec = info.record
        try:
            meta = _table_meta(rec, pace)
            if any(t.id == meta["id"] for t in tables):
                raise BadTable(f"another saved table is table {meta['id']}")
            check_levels(rec, info.path.name)
            rebuilt = rebuild(rec)
        except (SaveError, BadTable) as e:
            problems.append(refused(info.path, e, folder / "unreadable", f"{info.path.name}: {e}"))
            continue
        table = Table(
            meta["id"],
            rebuilt.variant,
            meta["seats"],
            meta["creator"],
            list(rec.names),
            rec.seed,
            meta["pace"],
            game=rebuilt.game,
            levels=rec.levels or None,
        )
        table.actions = list(rec.actions)
        table.stand_in = list(rec.stand_in)
        table.slots = [Slot(kind, owner) for kind, owner in zip(meta["seats"], meta["owners"], strict=False)]
        table.recorder = TableRecorder(table, rec, data, keep_replays)
        tables.append(table)
    return tables, problems


MAX_PACE = 60.0
_TABLE_ID = re.compile(r"[0-9]{1,9}")


class BadTable(ValueError):
    """A save's shared-table section that cannot be used; in English, for the server's log only."""


def _table_meta(rec: GameRecord, pace: float) -> dict[str, Any]:
    """The ``table`` section, every key checked (a :class:`BadTable` names the one that is wrong)."""
    meta = rec.table
    seats, owners = meta.get("seats"), meta.get("owners")
    if (
        not isinstance(meta.get("id"), str)
        or not isinstance(seats, list)
        or not isinstance(owners, list)
        or len(seats) != len(rec.humans)
        or len(owners) != len(seats)
        or any(s not in ("human", "bot") for s in seats)
    ):
        raise BadTable("not a shared table's save (its seats are missing or damaged)")
    table_id, creator, pace = meta["id"], meta.get("creator") or "", meta.get("pace", pace)
    if not _TABLE_ID.fullmatch(table_id):
        raise BadTable(f"table.id is damaged (not a table number: {shown(table_id)})")
    for key, who in [("creator", creator)] + [(f"owners[{i}]", o) for i, o in enumerate(owners)]:
        if who is not None and not _person(who):
            raise BadTable(f"table.{key} is damaged (not a user name: {shown(who)})")
    if type(pace) not in (int, float) or not 0 <= pace <= MAX_PACE:
        raise BadTable(f"table.pace is damaged (not a pace of 0 to {MAX_PACE:g} seconds: {shown(pace)})")
    return {"id": table_id, "seats": seats, "owners": owners, "creator": creator, "pace": float(pace)}


def _person(name: object) -> bool:
    return isinstance(name, str) and 0 < len(name) <= MAX_TEXT and name.isprintable()
