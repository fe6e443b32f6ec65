"""Open tail tiles as a winning kong replacement (Yunnan 杠上花翻兩張尾牌, yunnan.md §3.4-3.6).

The wall turns ``wall.open_tail`` tail tiles face up after the deal (the engine does that and
skips them for replacements). After a kong, if one of them would complete the konger's hand, he
is asked first: take that face-up tile, which means declaring the win at once (杠上花), or draw
the usual face-down replacement. He may never take an open tile for anything else. In a last-four
phase where every win is automatic (``wall.last_phase = "auto_win"``) the win must be taken.

``[features.open_tail_win]`` parameters: none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import define, msg
from ...table.actions import Act, Action
from ...tiles import kinds as K
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...engine.game import Game
    from ...engine.view import SeatView

OFFER = "open_tail_offer"
"""``state.flags[OFFER]``: (seat, indices of the open tiles that would win)."""
DECLINED = "open_tail_declined"
MUST_WIN = "open_tail_must_win"
PREFIX = "open_tail:"
DRAW = "open_tail:draw"

TAKE_OPEN = define("choice.take_open_tail", "Take the open {tile} and win", "取翻開的{tile_zh}胡牌")
DRAW_HIDDEN = define("choice.draw_replacement", "Draw the face-down replacement", "摸暗牌補花")


@FEATURES.register("open_tail_win")
class OpenTailWin(Feature):
    params_spec: dict[str, type] = {}

    def before_replacement(self, game: Game, seat: int) -> bool:
        st = game.state
        if st.flags.pop(DECLINED, None) == seat:
            return False
        winning = [i for i, t in enumerate(st.wall.open_tiles()) if game.can_win_with(seat, t)]
        if not winning:
            return False
        st.flags[OFFER] = (seat, winning)
        self.ask_on_turn(game, seat)
        return True

    def turn_actions(self, game: Game, seat: int, actions: list[Action]) -> list[Action]:
        st = game.state
        offer = st.flags.get(OFFER)
        if offer is not None and offer[0] == seat:
            open_tiles = st.wall.open_tiles()
            out = [Action(Act.CHOOSE, seat, open_tiles[i], choice=f"{PREFIX}{i}",
                          label=msg(TAKE_OPEN, tile=K.code(open_tiles[i]), tile_zh=K.zh_name(open_tiles[i])))
                   for i in offer[1]]
            if not self.wins_automatic(game):
                out.append(Action(Act.CHOOSE, seat, choice=DRAW, label=msg(DRAW_HIDDEN)))
            return out
        if st.flags.get(MUST_WIN) == seat:
            return [a for a in actions if a.type is Act.WIN and not a.false_win]
        return actions

    def apply(self, game: Game, action: Action) -> bool:
        choice = action.choice
        if not (isinstance(choice, str) and choice.startswith(PREFIX)):
            return False
        st = game.state
        st.flags.pop(OFFER, None)
        if choice == DRAW:
            st.flags[DECLINED] = action.seat
            game.replacement_draw(action.seat)
        else:
            st.flags[MUST_WIN] = action.seat  # taking it means declaring the win at once
            game.emit("take_open_tail", action.seat, action.tile)
            game.draw_open_tail(action.seat, int(choice[len(PREFIX):]))
        return True

    def bot_choose(self, view: SeatView, actions: list[Action]) -> Action | None:
        return next((a for a in actions if isinstance(a.choice, str) and a.choice.startswith(PREFIX)
                     and a.choice != DRAW), None)
