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
from dataclasses import dataclass
from typing import Literal

from ...messages import hands_played
from ...params import Params, param
from ...table.records import HandResult
from . import ROTATIONS, MatchState, Rotation


@dataclass(frozen=True)
class ByResultParams(Params):
    discard_win: Literal["winner", "discarder"] = param("winner", "who deals after a discard win")
    self_draw: Literal["winner", "keep"] = param("winner", "who deals after a self-draw")
    several_winners: Literal["discarder", "after_discarder", "first_winner"] = param(
        "first_winner", "who deals after several wins on one discard"
    )
    draw: Literal["keep", "pass"] = param("keep", "after a drawn hand the dealer keeps the deal or passes it")
    random_dealer: bool = param(False, "the dealer is drawn at random for every hand")


@ROTATIONS.register("by_result")
class ByResult(Rotation):
    params_class = ByResultParams
    params: ByResultParams

    def next_dealer(self, m: MatchState, result: HandResult) -> int:
        p = self.params
        if p.random_dealer:
            rng = random.Random(f"{m.extra.get('seed', 0)}:dealer:{m.hands_played}")
            return rng.randrange(m.players)
        wins = list(result.wins)
        if not wins:
            return m.dealer if p.draw == "keep" else (m.dealer + 1) % m.players
        first = wins[0]
        if first.discarder is None:
            return first.seat if p.self_draw == "winner" else m.dealer
        same_discard = [
            w for w in wins if w.discarder == first.discarder and w.tile == first.tile and w.how == first.how
        ]
        if len(same_discard) > 1:
            rule = p.several_winners
            if rule == "discarder":
                return first.discarder
            if rule == "after_discarder":
                return (first.discarder + 1) % m.players
            return first.seat
        return first.discarder if p.discard_win == "discarder" else first.seat

    def after_hand(self, m: MatchState, result: HandResult) -> None:
        m.hands_played += 1
        self.deal_to(m, self.next_dealer(m, result))
        if m.hands_played >= self.cfg.hands:
            m.finish(hands_played(self.cfg.hands))
