"""Records a local game's statistics as its hands end (hung on the session's ``on_applied``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ..engine.events import Event
from ..play.contract import MatchSummary
from ..table.actions import Action
from ..table.event_kinds import EventKind
from .store import now, record_game
from .tally import GameTally, Who, tally_game


class StatsKeeper:
    def __init__(
        self,
        game_id: str,
        variant: str,
        players: Sequence[Who],
        summary: Callable[[], MatchSummary],
        on_problem: Callable[[str], None] | None = None,
        path: Path | None = None,
    ) -> None:
        """``summary``: the session's :meth:`~mahjong_tui.play.contract.PlaySession.match_summary`,
        whose score sheet is tallied; ``on_problem``: told once of each new problem (a file moved
        aside, a failed write)."""
        self.game_id = game_id
        self.variant = variant
        self.players = list(players)
        self.summary = summary
        self.on_problem = on_problem
        self.path = path
        self.told = ""

    def applied(self, action: Action, events: list[Event]) -> None:
        if any(e.kind is EventKind.HAND_END for e in events):
            self.record()

    def record(self) -> None:
        """Store the game's tallies over every hand finished so far."""
        lines = self.summary().lines
        if not lines:
            return
        tallies = tally_game(lines, self.players)
        game = GameTally(self.game_id, self.variant, now(), list(zip(self.players, tallies, strict=True)))
        problem = record_game(game, self.path)
        if problem and problem != self.told:
            self.told = problem
            if self.on_problem is not None:
                self.on_problem(problem)
