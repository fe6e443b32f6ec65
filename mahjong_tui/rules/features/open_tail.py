"""Open tail tiles as a winning kong replacement (Yunnan 槓上花翻兩張尾牌, yunnan.md §3.4-3.6).

The wall turns ``wall.open_tail`` tail tiles face up after the deal (the engine does that and
skips them for replacements). After a kong, if one of them would complete the konger's hand, he
is asked first: take that face-up tile, which means declaring the win at once (槓上花), or draw
the usual face-down replacement. He may never take an open tile for anything else. In a last-four
phase where every win is automatic (``wall.last_phase = "auto_win"``) the win must be taken.

``[features.open_tail_win]`` parameters: none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...messages import msg
from ...table.actions import Act, Action, FeatureChoice
from ...table.event_kinds import EventKind
from ...tiles.faces import named
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from .table_game import SeatSight, TableGame

NAME = "open_tail"
"""The feature's choices: ``FeatureChoice(NAME, i)`` takes open tile ``i`` (0 = T1), :data:`DRAW`
draws the usual replacement."""
DRAW = FeatureChoice(NAME, "draw")

TAKE_OPEN = "choice.take_open_tail"
DRAW_HIDDEN = "choice.draw_replacement"


@dataclass
class OpenTailState:
    """Who is being asked, who declined, and who took an open tile (and must win on it)."""

    offer_seat: int | None = None
    winning: list[int] = field(default_factory=list)
    """Indices of the open tiles that would complete the asked seat's hand."""
    declined: int | None = None
    must_win: int | None = None


@FEATURES.register("open_tail_win")
class OpenTailWin(Feature):
    def before_replacement(self, game: TableGame, seat: int) -> bool:
        st = game.state
        mine = st.feature(OpenTailState)
        declined, mine.declined = mine.declined, None
        if declined == seat:
            return False
        winning = [i for i, t in enumerate(st.wall.open_tiles()) if game.can_win_with(seat, t)]
        if not winning:
            return False
        mine.offer_seat, mine.winning = seat, winning
        self.ask_on_turn(game, seat)
        return True

    def turn_actions(self, game: TableGame, seat: int, actions: list[Action]) -> list[Action]:
        st = game.state
        mine = st.feature(OpenTailState)
        if mine.offer_seat == seat:
            open_tiles = st.wall.open_tiles()
            out = [
                Action(
                    Act.CHOOSE,
                    seat,
                    open_tiles[i],
                    choice=FeatureChoice(NAME, i),
                    label=msg(TAKE_OPEN, tile=named(open_tiles[i])),
                )
                for i in mine.winning
            ]
            if not self.wins_automatic(game):
                out.append(Action(Act.CHOOSE, seat, choice=DRAW, label=msg(DRAW_HIDDEN)))
            return out
        if mine.must_win == seat:
            return [a for a in actions if a.type is Act.WIN and not a.false_win]
        return actions

    def apply(self, game: TableGame, action: Action) -> bool:
        choice = action.choice
        if not (isinstance(choice, FeatureChoice) and choice.feature == NAME):
            return False
        mine = game.state.feature(OpenTailState)
        mine.offer_seat, mine.winning = None, []
        if choice == DRAW:
            mine.declined = action.seat
            game.replacement_draw(action.seat)
        else:
            mine.must_win = action.seat  # taking it means declaring the win at once
            game.emit(EventKind.TAKE_OPEN_TAIL, action.seat, action.tile)
            game.draw_open_tail(action.seat, int(choice.value))
        return True

    def choice_wins(self, action: Action) -> bool:
        choice = action.choice
        return isinstance(choice, FeatureChoice) and choice.feature == NAME and choice != DRAW

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        return next((a for a in actions if self.choice_wins(a)), None)
