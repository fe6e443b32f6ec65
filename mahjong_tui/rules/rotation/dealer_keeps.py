"""The dealer keeps the deal when he wins or the hand is drawn; four rounds end after the 16th pass.

Used by Beijing, Hebei, Shandong, Shaanxi and Wuhan (each section 7) and, with a streak that
grows on dealer wins and draws, by the chess-piece games (xiangqi-common C11).
``match.params``: ``rounds`` (default 4), ``keep_on_draw`` (default true), ``streak_on_draw``
(default true: a drawn hand also lengthens the dealer's streak). At the end ``match.extra``
holds the ``standings`` (by points, ties to the player earliest in turn order from the first
dealer), which the match-end scoreboard shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import for_count, msg
from ...params import Params, param
from ...table.records import HandResult
from . import ROTATIONS, MatchState, Rotation
from .placing import record_standings, standings

ROUNDS_PLAYED = "match.rounds_played"


@dataclass(frozen=True)
class DealerKeepsParams(Params):
    rounds: int = param(4, "rounds of deals in a match", lo=1, hi=100)
    keep_on_draw: bool = param(True, "the dealer keeps the deal after a drawn hand")
    streak_on_draw: bool = param(True, "a drawn hand adds to the dealer's streak")


@ROTATIONS.register("dealer_keeps")
class DealerKeeps(Rotation):
    params_class = DealerKeepsParams
    params: DealerKeepsParams

    def public_facts(self, m: MatchState) -> dict[str, object]:
        """Once the match is over, the final standings: by points, ties to the player earliest in
        turn order from the first dealer (xiangqi-common C11, haner32 §7)."""
        out = super().public_facts(m)
        if m.over:
            out.update(first_dealer=m.first_dealer, standings=list(m.extra.get("standings") or standings(m)))
        return out

    def progress(self, m: MatchState) -> tuple[int, int, str]:
        """Deals passed out of the rounds' deals (a dealer's repeats don't move it)."""
        return (m.deal_passes, self.params.rounds * m.players, "deals")

    def after_hand(self, m: MatchState, result: HandResult) -> None:
        p = self.params
        m.hands_played += 1
        dealer_won = any(w.seat == result.dealer for w in result.wins)
        drawn = not result.wins
        if drawn:
            m.draws_in_a_row += 1
        else:
            m.draws_in_a_row = 0
        if dealer_won or (drawn and p.keep_on_draw):
            if dealer_won or p.streak_on_draw:
                m.streak += 1
        else:
            self.pass_deal(m)
        rounds = p.rounds
        if m.deal_passes >= rounds * m.players:
            m.finish(msg(for_count(ROUNDS_PLAYED, rounds), rounds=rounds))  # "1 round played"
            record_standings(m)
