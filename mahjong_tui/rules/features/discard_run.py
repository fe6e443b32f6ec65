"""An abortive draw when the same piece is discarded several times in a row (憨兒's four
soldiers, haner32 §3; riichi's 四風連打 is the same idea).

Parameters: ``kinds`` (tile codes that count, e.g. ``["rS", "bS"]``), ``run`` (default 4),
``before_claims`` (default true: only while no discard has been claimed this hand).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...messages import msg
from ...params import Params, param
from ...tiles import kinds as K
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...tiles.kinds import Tile
    from .table_game import TableGame

SAME_DISCARDS = "hand.same_discards"


@dataclass(frozen=True)
class DiscardRunParams(Params):
    kinds: tuple[str, ...] = param((), "the pieces whose run voids the hand", names="tile")
    run: int = param(4, "how many in a row", lo=2, hi=144)
    before_claims: bool = param(True, "only while no discard has been claimed this hand")


@dataclass
class DiscardRunState:
    """The run of equal discards so far this hand."""

    last: Tile | None = None
    count: int = 0


@FEATURES.register("discard_run")
class DiscardRun(Feature):
    params_class = DiscardRunParams
    params: DiscardRunParams

    def after_discard(self, game: TableGame, seat: int, tile: Tile) -> bool:
        st = game.state
        if self.params.before_claims and any(r.claimed_by is not None for s in st.seats for r in s.river):
            return False
        run_so_far = st.feature(DiscardRunState)
        count = run_so_far.count + 1 if tile == run_so_far.last else 1
        run_so_far.last, run_so_far.count = tile, count
        kinds = {K.from_code(c) for c in self.params.kinds}
        run = self.params.run
        if tile in kinds and count >= run:
            game.abort_hand(msg(SAME_DISCARDS, run=run, piece=K.en_name(tile), piece_zh=K.zh_name(tile)))
            return True
        return False
