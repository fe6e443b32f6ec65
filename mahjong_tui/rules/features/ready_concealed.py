"""Ready declarations only with a concealed hand (憨兒 §4: 聽 needs 門清).

Removes the ready form of every discard while the seat has an exposed meld (副露); a concealed
kong keeps the hand concealed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import Message, msg
from ...table.actions import Action
from ...table.state import HandState
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from .table_game import TableGame

READY_CONCEALED = "refuse.ready_concealed"


@FEATURES.register("ready_concealed")
class ReadyConcealed(Feature):
    def refuse_ready(self, state: HandState, seat: int) -> Message | None:
        if any(m.kind.is_exposed for m in state.seats[seat].melds):
            return msg(READY_CONCEALED)
        return None

    def turn_actions(self, game: TableGame, seat: int, actions: list[Action]) -> list[Action]:
        if self.refuse_ready(game.state, seat) is not None:
            return [a for a in actions if not a.ready]
        return actions
