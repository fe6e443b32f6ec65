"""An abortive draw when the same piece is discarded several times in a row (憨兒's four
soldiers, haner32 §3; riichi's 四風連打 is the same idea).

Parameters: ``kinds`` (tile codes that count, e.g. ``["rS", "bS"]``), ``run`` (default 4),
``before_claims`` (default true: only while no discard has been claimed this hand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import define, msg
from ...params import Param
from ...tiles import kinds as K
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...engine.game import Game
    from ...tiles.kinds import Tile

SAME_DISCARDS = define("hand.same_discards", "{run} {piece} discarded in a row: the hand is void",
                       "連續打出 {run} 張{piece_zh}，流局")


@FEATURES.register("discard_run")
class DiscardRun(Feature):
    params_spec = {
        "kinds": Param(list, [], "the pieces whose run voids the hand", names="tile"),
        "run": Param(int, 4, "how many in a row", lo=2, hi=144),
        "before_claims": Param(bool, True, "only while no discard has been claimed this hand"),
    }

    def after_discard(self, game: Game, seat: int, tile: Tile) -> bool:
        st = game.state
        if self.param("before_claims", True) and any(
                r.claimed_by is not None for s in st.seats for r in s.river):
            return False
        last, count = st.flags.get("discard_run", (None, 0))
        count = count + 1 if tile == last else 1
        st.flags["discard_run"] = (tile, count)
        kinds = {K.from_code(c) for c in self.param("kinds", [])}
        run = int(self.param("run", 4))
        if tile in kinds and count >= run:
            game.abort_hand(msg(SAME_DISCARDS, run=run, piece=K.en_name(tile), piece_zh=K.zh_name(tile)))
            return True
        return False
