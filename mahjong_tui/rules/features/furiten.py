"""振聽 (furiten): missed chances to win on a discard bar later discard wins (haner32 §4).

A *chance* is a discard (or an added kong that could be robbed) that completes a seat's hand,
whether or not the win would reach the minimum. When a chance goes by without the seat winning:

* ``temporary`` (default true): the seat may not win on a discard until it next discards;
* ``permanent_for_ready`` (default true): a seat that has declared ready may not win on a discard
  for the rest of the hand. The declared seat's own discards count too, the declaring one
  included.

Self-draws are never barred. The engine asks :meth:`refuse_win` about every seat a piece
completes (:meth:`on_win_chance`), so that is where chances are noted; they take effect at the
next discard.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...messages import msg
from ...params import Params, param
from ...table.state import HandState
from ...tiles.hand import Hand
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...messages import Message
    from ...tiles.kinds import Tile
    from .table_game import TableGame

FURITEN_PERMANENT = "furiten.permanent"
FURITEN_TEMPORARY = "furiten.temporary"


FACT_PERMANENT = "furiten.fact_permanent"
FACT_TEMPORARY = "furiten.fact_temporary"


@dataclass(frozen=True)
class FuritenParams(Params):
    temporary: bool = param(True, "a completing piece that went by bars discard wins until one's next discard")
    permanent_for_ready: bool = param(True, "a ready seat that let a completing piece go by wins by self-draw only")


@dataclass
class FuritenState:
    """Who is in furiten this hand (``HandState.feature(FuritenState)``)."""

    chances: set[int] = field(default_factory=set)
    """Seats a piece has completed since the last discard (in force from the next one)."""
    temporary: set[int] = field(default_factory=set)
    permanent: set[int] = field(default_factory=set)

    def kind(self, seat: int) -> str | None:
        """``"permanent"``, ``"temporary"`` or None (the request schema's ``furiten`` values)."""
        if seat in self.permanent:
            return "permanent"
        if seat in self.temporary:
            return "temporary"
        return None


@FEATURES.register("furiten")
class Furiten(Feature):
    params_class = FuritenParams
    params: FuritenParams

    def on_win_chance(self, game: TableGame, seat: int, tile: Tile, how: str) -> None:
        if how != "self_draw":
            game.state.feature(FuritenState).chances.add(seat)

    def refuse_win(self, state: HandState, seat: int, tile: Tile, how: str) -> Message | None:
        if how == "self_draw":
            return None
        kind = state.feature(FuritenState).kind(seat)
        return None if kind is None else msg(FURITEN_PERMANENT if kind == "permanent" else FURITEN_TEMPORARY)

    def private_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        kind = game.state.feature(FuritenState).kind(seat)
        return {} if kind is None else {"furiten": msg(FACT_PERMANENT if kind == "permanent" else FACT_TEMPORARY)}

    def after_discard(self, game: TableGame, seat: int, tile: Tile) -> bool:
        f = game.state.feature(FuritenState)
        st = game.state
        for other in f.chances:  # every earlier chance went by: the hand did not end
            if st.seats[other].ready and self.params.permanent_for_ready:
                f.permanent.add(other)
            if self.params.temporary:
                f.temporary.add(other)
        f.chances = set()
        f.temporary.discard(seat)
        s = st.seats[seat]
        if s.ready and self.params.permanent_for_ready:
            waits = game.variant.waits(Hand(sorted(s.hand), list(s.melds)), st.wild_kinds)
            if tile in waits:
                f.permanent.add(seat)
        return False
