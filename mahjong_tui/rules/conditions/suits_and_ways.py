"""Win conditions on the suits of a hand and on how it is won.

* ``at_most_two_suits`` — 缺門 (Sichuan §4.2): the whole hand (concealed tiles, melds and the
  winning tile) holds tiles of at most two suits.
* ``plain_self_draw_only`` — Yunnan §4.3/4.4: a hand worth 0 fans, counting the way of winning
  (槓上炮 and 搶槓 are fans themselves), may only be won by self-draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import msg
from ...table.state import HandState
from ...tiles import kinds as K
from . import CONDITIONS, Condition, every_kind

if TYPE_CHECKING:  # pragma: no cover
    from ...scoring.base import Score
    from ...tiles.hand import Hand
    from ...tiles.kinds import Tile

THREE_SUITS = "win.three_suits"
PLAIN_DISCARD = "win.plain_on_discard"


def suits_of(hand: Hand) -> set[int]:
    return {K.suit_of(t) for t in hand.all_tiles() if K.is_suited(t)}


@CONDITIONS.register("at_most_two_suits")
class AtMostTwoSuits(Condition):
    def refuse(self, state: HandState | None, seat: int, hand: Hand, how: str, score: Score) -> str | None:
        if len(suits_of(hand)) > 2:
            score.refuse(msg(THREE_SUITS))
            return score.reason
        return None

    def win_kinds(self, state: HandState | None, seat: int) -> tuple[frozenset[Tile], ...] | None:
        """Every kind but those of one suit, for each suit of the set; None where the set has
        two suits or fewer, so that no hand of it is refused (not: "one suit only")."""
        kinds = every_kind(self.variant)
        suits = sorted({K.suit_of(t) for t in kinds if K.is_suited(t)})
        if len(suits) <= 2:
            return None
        return tuple(frozenset(t for t in kinds if not (K.is_suited(t) and K.suit_of(t) == s)) for s in suits)


@CONDITIONS.register("plain_self_draw_only")
class PlainSelfDrawOnly(Condition):
    def refuse(self, state: HandState | None, seat: int, hand: Hand, how: str, score: Score) -> str | None:
        if how != "self_draw" and score.total == 0:
            score.refuse(msg(PLAIN_DISCARD))
            return score.reason
        return None
