"""The dealer keeps the deal on a win or a drawn hand; four rounds end after the 16th pass.

Used by Beijing, Hebei, Shandong, Shaanxi and Wuhan (each section 7) and, with a streak that
grows on dealer wins and draws, by the chess-piece games (xiangqi-common C11).
``match.params``: ``rounds`` (default 4), ``keep_on_draw`` (default true), ``streak_on_draw``
(default true: a drawn hand also lengthens the dealer's streak). At the end ``match.extra``
holds the ``standings`` (by points, ties to the player earliest in turn order from the first
dealer), which the match-end scoreboard shows.
"""

from __future__ import annotations

from ...messages import define, msg
from ...params import Param
from ...table.records import HandResult
from . import ROTATIONS, MatchState, Rotation
from .placing import record_standings, standings

ROUNDS_PLAYED = define("match.rounds_played", "{rounds} rounds played", "已打完 {rounds} 圈")


@ROTATIONS.register("dealer_keeps")
class DealerKeeps(Rotation):
    params_spec = {
        "rounds": Param(int, 4, "rounds of deals in a match", lo=1, hi=100),
        "keep_on_draw": Param(bool, True, "the dealer keeps the deal after a drawn hand"),
        "streak_on_draw": Param(bool, True, "a drawn hand adds to the dealer's streak"),
    }
    def public_facts(self, m: MatchState) -> dict[str, object]:
        """Once the match is over, the final standings: by points, ties to the player earliest in
        turn order from the first dealer (xiangqi-common C11, haner32 §7)."""
        out = super().public_facts(m)
        if m.over:
            out.update(first_dealer=m.first_dealer, standings=list(m.extra.get("standings") or standings(m)))
        return out

    def progress(self, m: MatchState) -> tuple[int, int, str]:
        """Deals passed out of the rounds' deals (a dealer's repeats don't move it)."""
        return (m.deal_passes, int(self.cfg.params.get("rounds", 4)) * m.players, "deals")

    def after_hand(self, m: MatchState, result: HandResult) -> None:
        p = self.cfg.params
        m.hands_played += 1
        dealer_won = any(w.seat == result.dealer for w in result.wins)
        drawn = not result.wins
        if drawn:
            m.draws_in_a_row += 1
        else:
            m.draws_in_a_row = 0
        if dealer_won or (drawn and p.get("keep_on_draw", True)):
            if dealer_won or p.get("streak_on_draw", True):
                m.streak += 1
        else:
            self.pass_deal(m)
        rounds = int(p.get("rounds", 4))
        if m.deal_passes >= rounds * m.players:
            m.finish(msg(ROUNDS_PLAYED, rounds=rounds))
            record_standings(m)
