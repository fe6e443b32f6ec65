"""Blood battle (血戰到底): a win does not end the hand; the winners leave and play goes on.

Each win is paid at once; the winner's hand is closed and he no longer draws, discards, claims
or pays (the engine skips seats with ``SeatState.won``; settlements ask ``state.active``). Play
goes on with the first player still in after the last winner. The hand ends when ``max_winners``
players have won (default: all but one) or when the wall is empty.

``[features.blood_battle]`` parameters: ``max_winners`` (0 or absent = players − 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...params import Params, param
from ...table.records import WinRecord
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from .table_game import TableGame


@dataclass(frozen=True)
class BloodBattleParams(Params):
    max_winners: int = param(0, "players who win before the hand ends (0: all but one)")


@FEATURES.register("blood_battle")
class BloodBattle(Feature):
    params_class = BloodBattleParams
    params: BloodBattleParams

    def continue_after_wins(self, game: TableGame, wins: list[WinRecord]) -> bool:
        limit = self.params.max_winners or game.n - 1
        won = sum(1 for s in game.state.seats if s.won)
        return won < limit
