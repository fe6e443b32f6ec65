"""Chicken hands that play on (明將 §6.5 scheme 1), and the dead hands everyone can see.

A win the evaluator marks as a chicken hand (``score.details["chicken"]``: 0 fan, or won on a
kind the winner discarded) is paid nothing. The winner shows the hand and is *frozen*: on each
turn they draw and discard the drawn tile, make no call, cannot win again, and nobody may take
their discards. The next real win ends the hand; the ``third`` chicken win (default 3) ends it
as a draw with no payments. Seats that won a chicken pay nothing for later wins (the settlement
leaves out seats that already won this hand).

With ``play_on = false`` a chicken win simply ends the hand (for a table whose chicken is a
false win, the ``no_chicken`` condition refuses it first). Either way the feature shows who is
frozen and whose hand is dead (食替) as public facts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...messages import msg
from ...params import Params, param
from ...table.event_kinds import EventKind
from ...table.records import WinRecord
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from .table_game import TableGame

THIRD_CHICKEN = "hand.third_chicken"
CHICKEN_SEAT = "fact.chicken"
DEAD_SEAT = "fact.dead_hand"


@dataclass(frozen=True)
class ChickenHandsParams(Params):
    play_on: bool = param(True, "a chicken winner plays on frozen (明將); false: a chicken win ends the hand")
    third: int = param(3, "the chicken win that ends the hand as a draw with no payments")


@FEATURES.register("chicken_hands")
class ChickenHands(Feature):
    params_class = ChickenHandsParams
    params: ChickenHandsParams

    def continue_after_wins(self, game: TableGame, wins: list[WinRecord]) -> bool:
        if not self.params.play_on or not all(w.chicken for w in wins):
            return False
        st = game.state
        for w in wins:
            s = st.seats[w.seat]
            s.won = False  # still in turn order …
            s.frozen = True  # … but only draws and throws the drawn tile
            s.dead = True
            game.emit(EventKind.CHICKEN, w.seat, w.tile)
        chickens = sum(1 for w in st.wins if w.chicken)
        if chickens >= self.params.third:
            game.abort_hand(msg(THIRD_CHICKEN))
        return True

    def public_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        s = game.state.seats[seat]
        if s.frozen:
            return {"chicken": msg(CHICKEN_SEAT)}
        if s.dead:
            return {"dead_hand": msg(DEAD_SEAT)}
        return {}
