"""Records a local game's statistics as its hands end (hung on the session's ``on_applied``).

The tally is taken at once (on the caller's thread, which owns the game); the file is read,
checked and written on a writer thread of its own, one write after another in order, so the
table does not wait for the disk when a hand ends.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from pathlib import Path

from ..engine.events import Event
from ..messages import Message
from ..play.contract import MatchSummary
from ..table.actions import Action
from ..table.event_kinds import EventKind
from .store import now, record_game
from .tally import GameTally, Who, tally_game


class StatsWriter:
    """Writes game tallies to one statistics file, one after another on a writer thread."""

    def __init__(
        self,
        on_problem: Callable[[Message], None] | None = None,
        path: Path | None = None,
        writer: Executor | None = None,
    ) -> None:
        """``on_problem``: told once of each new problem (a file moved aside, a failed write), on
        the writer's thread; ``path``: the file (the user's own when None); ``writer``: a
        one-thread executor shared with other writers (a server's tables: their writes to one
        file wait for each other, and a finished table leaves no thread behind), else one of its
        own."""
        self.on_problem = on_problem
        self.path = path
        self.told: Message | None = None
        self._writer = writer or ThreadPoolExecutor(max_workers=1, thread_name_prefix="statistics")
        self._last: Future[None] | None = None

    def store(self, game: GameTally) -> None:
        """Hand ``game`` (taken already, perhaps for several writers at once) to the writer."""
        self._last = self._writer.submit(self._write, game)

    def wait(self) -> None:
        """Until every tally handed over so far is written."""
        if self._last is not None:
            self._last.result()

    def _write(self, game: GameTally) -> None:
        problem = record_game(game, self.path)
        if problem and problem != self.told:
            self.told = problem
            if self.on_problem is not None:
                self.on_problem(problem)


class StatsKeeper(StatsWriter):
    """A local game's statistics: the tally taken as each hand ends, and written."""

    def __init__(
        self,
        game_id: str,
        variant: str,
        players: Sequence[Who],
        summary: Callable[[], MatchSummary],
        on_problem: Callable[[Message], None] | None = None,
        path: Path | None = None,
    ) -> None:
        """``summary``: the session's :meth:`~mahjong_tui.play.contract.PlaySession.match_summary`,
        whose score sheet is tallied."""
        super().__init__(on_problem, path)
        self.game_id = game_id
        self.variant = variant
        self.players = list(players)
        self.summary = summary

    def applied(self, action: Action, events: list[Event]) -> None:
        if any(e.kind is EventKind.HAND_END for e in events):
            self.record()

    def record(self) -> None:
        """Store the game's tallies over every hand finished so far."""
        game = game_tally(self.game_id, self.variant, self.players, self.summary())
        if game is not None:
            self.store(game)


def game_tally(game_id: str, variant: str, players: Sequence[Who], summary: MatchSummary) -> GameTally | None:
    """The game's tallies over every hand its score sheet shows (None before the first ends)."""
    if not summary.lines:
        return None
    tallies = tally_game(summary.lines, players)
    return GameTally(game_id, variant, now(), list(zip(players, tallies, strict=True)))
