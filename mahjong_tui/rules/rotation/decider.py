"""The seat that decided the hand deals next (Malaysian three-player, malaysia3p.md §7).

* self-draw: the winner;
* win on a discard: the discarder (a robbed kong: the konger);
* exhaustive draw: the seat that made the last draw;
* false win: the offender.

The new dealer is East and the seat winds follow from it. The match ends after
``match.hands`` hands; players are ranked by points, ties going to the player seated earliest
in turn order from the first dealer (:func:`.placing.standings`).
"""

from __future__ import annotations

from ...messages import hands_played
from ...table.records import HandResult
from . import ROTATIONS, MatchState, Rotation
from .placing import record_standings, standings


def decider(m: MatchState, result: HandResult) -> int:
    if result.false_wins:
        return result.false_wins[0].seat
    if result.wins:
        first = result.wins[0]
        return first.seat if first.discarder is None else first.discarder
    if result.last_drawer is not None:
        return result.last_drawer
    return m.dealer


@ROTATIONS.register("decider_deals")
class DeciderDeals(Rotation):
    def public_facts(self, m: MatchState) -> dict[str, object]:
        return {
            **super().public_facts(m),
            "hands": self.cfg.hands,
            "first_dealer": m.first_dealer,
            "standings": standings(m),
        }

    def after_hand(self, m: MatchState, result: HandResult) -> None:
        m.hands_played += 1
        self.deal_to(m, decider(m, result))
        if m.hands_played >= self.cfg.hands:
            m.finish(hands_played(self.cfg.hands))
            record_standings(m)
