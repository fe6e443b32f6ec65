"""A win by bonus tiles alone (Malaysian 花和, malaysia3p.md §6.6 ``house.flower_win``).

A seat holding every tile of ``tiles`` (default all eight flowers ``f1``–``f8``) among its laid-out
bonus tiles when the opening bonus replacement is over wins at once, whatever its hand: the win
is the fan ``fan`` alone (default ``flower_win``, its value from the fan table), paid as a
self-draw, before the dealer's first turn. It is offered as the seat's only setup choice, so it
is declared and shown, never skipped. Completing the set later, during play, is no such win
(the rule says "after the opening replacement"); the tiles then score as ordinary bonus tiles.

``[features.bonus_set_win]`` parameters: ``tiles`` (tile codes), ``fan``.
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
    from .table_game import SeatSight, TableGame

DECLARE = FeatureChoice("bonus_set_win", "declare")
DECLARE_LABEL = "choice.bonus_set_win"

EIGHT_FLOWERS = ["f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8"]


@dataclass(frozen=True)
class BonusSetWinParams(Params):
    tiles: tuple[str, ...] = param(EIGHT_FLOWERS, "the bonus tiles that make the set", names="tile")
    fan: str = param("flower_win", "the fan the win is worth", names="fan")


@FEATURES.register("bonus_set_win")
class BonusSetWin(Feature):
    params_class = BonusSetWinParams
    params: BonusSetWinParams

    def _tiles(self) -> list[int]:
        return [K.from_code(str(c)) for c in self.params.tiles]

    def holder(self, game: TableGame) -> int | None:
        """The seat whose bonus tiles hold the whole set, if any."""
        want = self._tiles()
        for seat, s in enumerate(game.state.seats):
            if want and all(t in s.bonus for t in want):
                return seat
        return None

    def setup_choices(self, game: TableGame) -> dict[int, list[Action]]:
        seat = self.holder(game)
        if seat is None:
            return {}
        bonus = game.state.seats[seat].bonus
        last = max(bonus.index(t) for t in self._tiles())  # the tile that completed the set
        return {seat: [Action(Act.CHOOSE, seat, bonus[last], choice=DECLARE, label=msg(DECLARE_LABEL))]}

    def on_setup(self, game: TableGame, answers: dict[int, Action]) -> None:
        for seat, a in answers.items():
            if a.choice != DECLARE or a.tile is None:
                continue
            fan_id = self.params.fan
            if game.variant.fan_spec(fan_id) is None:
                raise KeyError(f"features.bonus_set_win: no fan {fan_id!r} in the fan table")
            game.declare_special_win(seat, fan_id, a.tile)
            return

    def special_wins(self) -> dict[str, bool]:
        return {self.params.fan: True}

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        return next((a for a in actions if a.choice == DECLARE), None)
