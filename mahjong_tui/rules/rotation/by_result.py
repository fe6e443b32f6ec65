"""The next dealer follows from how the hand ended; the match ends after ``match.hands`` hands.

Used by Sichuan (點炮者坐莊, the self-drawer deals, a draw keeps the dealer; blood battle draws
a random dealer every hand) and Yunnan (the winner deals; several winners on one discard: the
player after the discarder). ``match.params``:

* ``discard_win``: ``discarder`` or ``winner`` (default) deals after a win on a discard or a
  robbed kong (the konger counts as the discarder);
* ``self_draw``: ``winner`` (default) or ``keep``;
* ``several_winners``: ``discarder``, ``after_discarder`` or ``first_winner`` (default);
* ``draw``: ``keep`` (default) or ``pass``;
* ``random_dealer``: true draws the dealer at random (seeded) for every hand, whatever happened.

With several separate wins in one hand (blood battle) the first win decides.
"""

from __future__ import annotations

import random

from ...messages import HANDS_PLAYED, msg
from ...params import Param
from ...table.records import HandResult
from . import ROTATIONS, MatchState, Rotation


@ROTATIONS.register("by_result")
class ByResult(Rotation):
    params_spec = {
        "discard_win": Param(("winner", "discarder"), "winner", "who deals after a discard win"),
        "self_draw": Param(("winner", "dealer"), "winner", "who deals after a self-draw"),
        "several_winners": Param(("discarder", "after_discarder", "first_winner"), "first_winner",
                                 "who deals after several wins on one discard"),
        "draw": Param(("keep", "pass"), "keep", "after a drawn hand the dealer keeps the deal or passes it"),
        "random_dealer": Param(bool, False, "the dealer is drawn at random for every hand"),
    }
    def next_dealer(self, m: MatchState, result: HandResult) -> int:
        p = self.cfg.params
        if p.get("random_dealer", False):
            rng = random.Random(f"{m.extra.get('seed', 0)}:dealer:{m.hands_played}")
            return rng.randrange(m.players)
        wins = list(result.wins)
        if not wins:
            return m.dealer if p.get("draw", "keep") == "keep" else (m.dealer + 1) % m.players
        first = wins[0]
        if first.discarder is None:
            return first.seat if p.get("self_draw", "winner") == "winner" else m.dealer
        same_discard = [w for w in wins if w.discarder == first.discarder and w.tile == first.tile
                        and w.how == first.how]
        if len(same_discard) > 1:
            rule = p.get("several_winners", "first_winner")
            if rule == "discarder":
                return first.discarder
            if rule == "after_discarder":
                return (first.discarder + 1) % m.players
            return first.seat
        return first.discarder if p.get("discard_win", "winner") == "discarder" else first.seat

    def after_hand(self, m: MatchState, result: HandResult) -> None:
        m.hands_played += 1
        self.deal_to(m, self.next_dealer(m, result))
        if m.hands_played >= self.cfg.hands:
            m.finish(msg(HANDS_PLAYED, hands=self.cfg.hands))
