"""Win conditions about what a hand must have done or must not hold.

* ``opened`` (開口, Wuhan): the winner has claimed a chow, a pung or a direct kong this hand;
  concealed kongs and set-aside tiles do not open a hand.
* ``no_unclaimable_in_hand`` (Wuhan 紅中, Beijing and Wuhan wilds): a hand holding a tile of a
  kind listed in ``claims.unclaimable`` cannot win (such tiles form no set; they must be laid
  aside first), nor one showing such a kind in a set; nor one showing a wild kind in a chow, pung
  or kong, since no one may claim or kong a wild either (the engine never makes such a set, but
  a hand given to ``score`` may show one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import msg
from ...table.state import HandState
from ...tiles import kinds as K
from ...tiles.hand import MeldKind
from . import CONDITIONS, Condition, every_kind

if TYPE_CHECKING:  # pragma: no cover
    from ...scoring.base import Score
    from ...tiles.hand import Hand
    from ...tiles.kinds import Tile

NOT_OPENED = "win.not_opened"
HOLDS_UNCLAIMABLE = "win.holds_unclaimable"
UNCLAIMABLE_SET = "win.unclaimable_set"
WILD_SET = "win.wild_set"


@CONDITIONS.register("opened")
class Opened(Condition):
    def refuse(self, state: HandState | None, seat: int, hand: Hand, how: str, score: Score):  # noqa: ANN201
        if any(m.kind.is_exposed for m in hand.melds):
            return None
        return msg(NOT_OPENED)


@CONDITIONS.register("no_unclaimable_in_hand")
class NoUnclaimableInHand(Condition):
    def _banned(self) -> frozenset[Tile]:
        return frozenset(K.from_code(c) for c in self.variant.cfg.claims.unclaimable)

    def refuse(self, state: HandState | None, seat: int, hand: Hand, how: str, score: Score):  # noqa: ANN201
        banned = self._banned()
        for t in hand.closed_tiles():
            if t in banned:
                return msg(HOLDS_UNCLAIMABLE, tile=K.code(t))
        wild = frozenset(state.wild_kinds if state is not None else ())
        for m in hand.melds:
            if m.kind is MeldKind.ASIDE:
                continue
            if m.tile in banned:
                return msg(UNCLAIMABLE_SET, tile=K.code(m.tile))
            for t in m.tiles:
                if t in wild:
                    return msg(WILD_SET, tile=K.code(t))
        return None

    def win_kinds(self, state: HandState | None, seat: int) -> tuple[frozenset[Tile], ...] | None:
        banned = self._banned()
        return (every_kind(self.variant) - banned,) if banned else None
