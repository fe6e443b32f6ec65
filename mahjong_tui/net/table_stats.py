"""A shared table's finished hands, counted in the statistics of each person who sat at it.

A game alone over SSH keeps its statistics in the player's own data folder, as on a local
machine; a shared table runs in the server, so the server writes each hand's tally there too
(``<data>/ssh/users/<user>/``), for every person whose seat it is: the tally is taken once and
written to each of them. Each sees the whole table in their statistics screen: the people by
name, the bots by name and level.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.events import Event
from ..play.contract import MatchSummary
from ..stats.keeper import StatsWriter, game_tally
from ..stats.store import NAME
from ..stats.tally import Who
from ..table.event_kinds import EventKind

if TYPE_CHECKING:  # pragma: no cover
    from .table import Table


_WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-statistics")
"""Every table's statistics are written on this one thread, one file after another: two tables
of one person never write their file at once."""


def user_folder(data: Path, user: str) -> Path:
    """An SSH user's own data folder on the server (their saves, settings and statistics)."""
    return data / "ssh" / "users" / user


class TableStats:
    def __init__(self, table: Table, game_id: str, data: Path) -> None:
        self.table = table
        self.game_id = game_id
        self.data = data
        self.keepers: dict[str, StatsWriter] = {}
        """One per person who has sat at the table, writing to their own statistics file."""

    def players(self, summary: MatchSummary) -> list[Who]:
        """Who played each seat: a person's seat counts for them even while a bot stands in."""
        t = self.table
        return [
            Who(n, "" if s.owner is not None else level)
            for n, s, level in zip(summary.players, t.slots, t.levels, strict=True)
        ]

    def applied(self, events: list[Event]) -> None:
        if not any(e.kind is EventKind.HAND_END for e in events):
            return
        summary = self.table.loop.match_summary()
        players = self.players(summary)
        game = game_tally(self.game_id, self.table.variant.id, players, summary)
        if game is None:
            return
        for owner in {s.owner for s in self.table.slots if s.owner is not None}:
            keeper = self.keepers.get(owner)
            if keeper is None:
                path = user_folder(self.data, owner) / NAME
                keeper = self.keepers[owner] = StatsWriter(path=path, writer=_WRITER)
            keeper.store(game)

    def wait(self) -> None:
        """Until every tally handed over so far is written."""
        for keeper in self.keepers.values():
            keeper.wait()
