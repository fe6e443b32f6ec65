"""Ten honours (十老頭 / 十風, yunnan.md §5): a win by discards, whatever the hand holds.

A player whose last ``run`` discards (default 10) are all honour tiles, none of them punged or
konged by another player, may declare the win once the last of them has passed every claim
(another player's win on it stands instead). A suited discard or a claim of one of the run's
tiles breaks the run; his own claims do not. With ``from_start`` only his first ``run``
discards of the hand count. The win is the fan ``fan`` alone (default ``ten_honours``, its value
from the fan table), paid as a self-draw. When every win is automatic (last four tiles) it
must be declared.

``[features.ten_honours]`` parameters: ``run``, ``from_start``, ``fan``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...messages import msg
from ...params import Params, param
from ...table.actions import Act, Action, FeatureChoice
from ...tiles import kinds as K
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...tiles.kinds import Tile
    from .table_game import SeatSight, TableGame

DECLARE = FeatureChoice("ten_honours", "declare")
DECLINE = FeatureChoice("ten_honours", "pass")

DECLARE_LABEL = "choice.ten_honours"
DECLINE_LABEL = "choice.ten_honours_pass"


@dataclass(frozen=True)
class TenHonoursParams(Params):
    run: int = param(10, "honours discarded in a row", lo=1, hi=144)
    from_start: bool = param(False, "only the first discards of the hand count")
    fan: str = param("ten_honours", "the fan the win is worth", names="fan")


@dataclass
class TenHonoursOffer:
    """The seat asked whether to declare, and its last discard (the win's tile); None when
    nobody is being asked."""

    seat: int | None = None
    tile: Tile | None = None


@FEATURES.register("ten_honours")
class TenHonours(Feature):
    params_class = TenHonoursParams
    params: TenHonoursParams

    def eligible(self, game: TableGame, seat: int) -> bool:
        river = game.state.seats[seat].river
        run = self.params.run
        if len(river) < run or (self.params.from_start and len(river) != run):
            return False
        return all(K.is_honor(r.tile) and r.claimed_by is None for r in river[-run:])

    def after_no_claim(self, game: TableGame, discarder: int, tile: Tile) -> bool:
        st = game.state
        if not self.eligible(game, discarder):
            return False
        offer = st.feature(TenHonoursOffer)
        offer.seat, offer.tile = discarder, tile
        self.ask_on_turn(game, discarder)
        return True

    def turn_actions(self, game: TableGame, seat: int, actions: list[Action]) -> list[Action]:
        st = game.state
        offer = st.feature(TenHonoursOffer)
        if offer.seat != seat:
            return actions
        out = [Action(Act.CHOOSE, seat, offer.tile, choice=DECLARE, label=msg(DECLARE_LABEL))]
        if not self.wins_automatic(game):
            out.append(Action(Act.CHOOSE, seat, choice=DECLINE, label=msg(DECLINE_LABEL)))
        return out

    def apply(self, game: TableGame, action: Action) -> bool:
        if action.choice not in (DECLARE, DECLINE):
            return False
        st = game.state
        offer = st.feature(TenHonoursOffer)
        seat, tile = offer.seat, offer.tile
        offer.seat = offer.tile = None
        assert seat is not None and tile is not None, "a ten honours choice is only offered with an offer"
        if action.choice == DECLINE:
            game.next_turn(seat)
            return True
        fan_id = self.params.fan
        if game.variant.fan_spec(fan_id) is None:
            raise KeyError(f"features.ten_honours: no fan {fan_id!r} in the fan table")
        game.declare_special_win(seat, fan_id, tile)
        return True

    def special_wins(self) -> dict[str, bool]:
        return {self.params.fan: False}

    def choice_wins(self, action: Action) -> bool:
        return action.choice == DECLARE

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        return next((a for a in actions if self.choice_wins(a)), None)
