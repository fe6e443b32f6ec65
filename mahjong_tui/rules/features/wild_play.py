"""Table rules around wild tiles and self-drawn wins (Beijing 混兒; reusable elsewhere).

* ``self_draw_only`` — who may win only by self-draw: with ``after_claims = true`` a player who
  has claimed a chow or a pung this hand (吃碰後點炮不能胡，只能自摸; a direct kong does not
  count), with ``wilds_at_least = n`` (n > 0) a player holding n or more wild tiles
  (三張混兒只許自摸). Robbing a kong counts as winning on a discard.
* ``wild_discard`` — nobody may win on a discarded wild tile; with ``forfeit = true`` a player
  who discards a wild may not win for the rest of the hand (發混兒不許胡).
* ``four_wilds`` — a player holding every copy of the wild kind may, once per hand on his own
  turn, show them (``Act.CHOOSE``, choice ``"four_wilds"``) and collect ``bonus_each`` from
  each other player at once (四張混, 帳外). Play goes on; the tiles stay wild in his hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...messages import for_count, msg
from ...params import Params, param
from ...table.actions import Act, Action, Mark
from ...table.event_kinds import EventKind
from ...table.records import Payment
from ...table.state import HandState
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...messages import Message
    from ...tiles.kinds import Tile
    from .table_game import SeatSight, TableGame

SELF_DRAW_AFTER_CLAIM = "win.self_draw_after_claim"
SELF_DRAW_WILDS = "win.self_draw_wilds"
WILD_DISCARDED = "win.wild_discarded"
WILD_DISCARD_FORFEITS = "win.wild_discard_forfeits"
"""Told to the player about to throw a wild (the table's question, the advice): "you"; a seat
that has thrown one is told of as "a player" (its public fact, a refused win)."""
WILD_NOT_CLAIMABLE = "win.wild_not_claimable"
FOUR_WILDS = "choice.four_wilds"
FOUR_WILDS_FACT = "fact.four_wilds"
WILD_DISCARDED_FACT = "fact.wild_discarded"
"""A seat's mark, by its name on the table, once it has thrown a wild (a few words: a side
seat's header is 26 cells wide)."""


@dataclass(frozen=True)
class SelfDrawOnlyParams(Params):
    after_claims: bool = param(False, "a seat that has claimed wins by self-draw only")
    wilds_at_least: int = param(0, "a hand holding this many wilds wins by self-draw only (0: no limit)")


@dataclass
class WildsDiscarded:
    """Seats that discarded a wild this hand and so may not win (発混兒不許胡)."""

    seats: set[int] = field(default_factory=set)


@dataclass
class FourWildsShown:
    """Seats that showed four wilds this hand (once a hand each)."""

    seats: set[int] = field(default_factory=set)


@FEATURES.register("self_draw_only")
class SelfDrawOnly(Feature):
    params_class = SelfDrawOnlyParams
    params: SelfDrawOnlyParams

    def refuse_win(self, state: HandState, seat: int, tile: Tile, how: str) -> Message | None:
        if how == "self_draw":
            return None
        s = state.seats[seat]
        if self.params.after_claims and s.claims_made > 0:
            return msg(SELF_DRAW_AFTER_CLAIM)
        n = self.params.wilds_at_least
        if n:
            wild = state.wild_kinds
            held = sum(1 for t in s.hand if t in wild) + (1 if tile in wild else 0)
            if held >= n:
                return msg(for_count(SELF_DRAW_WILDS, held), n=held)
        return None


@dataclass(frozen=True)
class WildDiscardParams(Params):
    forfeit: bool = param(True, "discarding a wild costs the right to win this hand")


@FEATURES.register("wild_discard")
class WildDiscard(Feature):
    params_class = WildDiscardParams
    params: WildDiscardParams

    def discard_forfeits(self, state: HandState, seat: int, tile: Tile) -> Message | None:
        if tile in state.wild_kinds and self.params.forfeit:
            return msg(WILD_DISCARD_FORFEITS)
        return None

    def after_discard(self, game: TableGame, seat: int, tile: Tile) -> bool:
        if self.discard_forfeits(game.state, seat, tile) is not None:
            game.state.feature(WildsDiscarded).seats.add(seat)
        return False

    def refuse_win(self, state: HandState, seat: int, tile: Tile, how: str) -> Message | None:
        if seat in state.feature(WildsDiscarded).seats:
            return msg(WILD_DISCARDED)
        if how == "discard" and tile in state.wild_kinds:
            return msg(WILD_NOT_CLAIMABLE)
        return None

    def public_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        return {"wild_discarded": msg(WILD_DISCARDED_FACT)} if seat in game.state.feature(WildsDiscarded).seats else {}


@dataclass(frozen=True)
class FourWildsParams(Params):
    bonus_each: int = param(0, "what each other seat pays for four wilds shown (0: not offered)")


@FEATURES.register("four_wilds")
class FourWilds(Feature):
    params_class = FourWildsParams
    params: FourWildsParams

    def turn_actions(self, game: TableGame, seat: int, actions: list[Action]) -> list[Action]:
        st = game.state
        bonus = self.params.bonus_each
        s = st.seats[seat]
        if not bonus or st.must_discard or seat in st.feature(FourWildsShown).seats or not st.wild_kinds:
            return actions
        if not any(a.type is Act.DISCARD for a in actions):
            return actions
        for w in st.wild_kinds:
            if s.hand.count(w) >= game.variant.tileset.count(w):
                label = msg(FOUR_WILDS, bonus=bonus)
                return actions + [Action(Act.CHOOSE, seat, w, choice=Mark.FOUR_WILDS, label=label)]
        return actions

    def apply(self, game: TableGame, action: Action) -> bool:
        if action.type is not Act.CHOOSE or action.choice is not Mark.FOUR_WILDS or action.tile is None:
            return False
        st = game.state
        seat = action.seat
        st.feature(FourWildsShown).seats.add(seat)
        bonus = self.params.bonus_each
        game.emit(EventKind.FOUR_WILDS, seat, action.tile, (action.tile,) * 4)
        game.pay([Payment(p, seat, bonus, "bonus", "four_wilds") for p in range(st.n) if p != seat and st.active(p)])
        return True

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        return next((a for a in actions if a.choice == "four_wilds"), None)

    def public_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        return {"four_wilds": msg(FOUR_WILDS_FACT)} if seat in game.state.feature(FourWildsShown).seats else {}
