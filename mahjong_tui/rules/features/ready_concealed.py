"""Ready declarations only with a concealed hand (憨兒 §4: 聽 needs 門清).

Removes the ready form of every discard while the seat has an exposed meld (副露); a concealed
kong keeps the hand concealed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table.actions import Action
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from .table_game import TableGame


@FEATURES.register("ready_concealed")
class ReadyConcealed(Feature):
    def turn_actions(self, game: TableGame, seat: int, actions: list[Action]) -> list[Action]:
        if any(m.kind.is_exposed for m in game.state.seats[seat].melds):
            return [a for a in actions if not a.ready]
        return actions
