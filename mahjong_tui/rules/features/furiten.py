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

from typing import TYPE_CHECKING, Any

from ...messages import define, msg
from ...table.state import HandState
from ...tiles.hand import Hand
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...engine.game import Game
    from ...messages import Message
    from ...tiles.kinds import Tile

FURITEN_PERMANENT = define("furiten.permanent",
                           "furiten: a piece completing this declared hand has gone by; only a self-draw can win",
                           "振聽：聽牌後已放過可胡的牌，只能自摸")
FURITEN_TEMPORARY = define("furiten.temporary",
                           "furiten: a piece completing this hand went by; no discard win until your next discard",
                           "振聽：剛放過可胡的牌，下次打牌前不能胡別人的牌")


FACT_PERMANENT = define("furiten.fact_permanent", "furiten: self-draw only", "振聽：只能自摸")
FACT_TEMPORARY = define("furiten.fact_temporary", "furiten until your next discard", "振聽：打牌前不能食胡")


@FEATURES.register("furiten")
class Furiten(Feature):
    params_spec = {"temporary": bool, "permanent_for_ready": bool}

    @staticmethod
    def _flags(game: Game) -> dict[str, Any]:
        st = game.state
        got = st.flags.get("furiten")
        if got is None:
            got = st.flags["furiten"] = {"chances": set(), "temporary": set(), "permanent": set()}
        return got

    def on_win_chance(self, game: Game, seat: int, tile: Tile, how: str) -> None:
        if how != "self_draw":
            self._flags(game)["chances"].add(seat)

    def refuse_win(self, state: HandState, seat: int, tile: Tile, how: str) -> Message | None:
        if how == "self_draw":
            return None
        f = state.flags.get("furiten")
        if f is None:
            return None
        if seat in f["permanent"]:
            return msg(FURITEN_PERMANENT)
        if seat in f["temporary"]:
            return msg(FURITEN_TEMPORARY)
        return None

    def private_facts(self, game: Game, seat: int) -> dict[str, object]:
        f = game.state.flags.get("furiten")
        if f is None:
            return {}
        if seat in f["permanent"]:
            return {"furiten": msg(FACT_PERMANENT)}
        if seat in f["temporary"]:
            return {"furiten": msg(FACT_TEMPORARY)}
        return {}

    def after_discard(self, game: Game, seat: int, tile: Tile) -> bool:
        f = self._flags(game)
        st = game.state
        for other in f["chances"]:  # every earlier chance went by: the hand did not end
            if st.seats[other].ready and self.param("permanent_for_ready", True):
                f["permanent"].add(other)
            if self.param("temporary", True):
                f["temporary"].add(other)
        f["chances"] = set()
        f["temporary"].discard(seat)
        s = st.seats[seat]
        if s.ready and self.param("permanent_for_ready", True):
            waits = game.variant.waits(Hand(sorted(s.hand), list(s.melds)), st.wild_kinds)
            if tile in waits:
                f["permanent"].add(seat)
        return False
