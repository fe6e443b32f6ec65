"""A match played for placing (明將 §7): starting points, a return, rounds with no dealer
repeats, an extension round, sudden ends, ranking and the final settlement (埋數).

``match.params`` of the ``placing`` rotation:

* ``return_points`` (返點, default 180): the target of the extension round and the line the
  final settlement is measured from;
* ``rounds`` (default 2): rounds always played, four hands each (East, South);
* ``extension`` (default true): when nobody has reached ``return_points`` after them, play one
  more round (西入), ending as soon as anyone reaches it;
* ``end_on_limit`` (default true): the match ends after a hand won with a limit hand (例牌);
* ``end_below`` (default 0): the match ends after a hand that leaves a score below this.

The deal passes after every hand, whatever happened. At the end ``match.extra`` holds
``standings`` (players, first place first: by score, ties to the player seated earliest in
turn order from the first dealer) and ``final`` (per player: places 2-4 get score − return,
first place minus their sum, so it adds to zero).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import msg
from ...params import MAX_NUMBER, Params, param
from ...table.records import HandResult
from . import ROTATIONS, MatchState, Rotation

LIMIT_WON = "match.limit_won"
BELOW_ZERO = "match.below_zero"
REACHED_RETURN = "match.reached_return"
LAST_ROUND_OVER = "match.last_round_over"


def standings(m: MatchState) -> list[int]:
    """Players by place: score, then seat order counting from the first dealer (起莊)."""
    n = m.players
    seating = m.seating or list(range(n))

    def key(player: int) -> tuple[int, int]:
        seat = seating.index(player)
        return (-m.scores[player], (seat - m.first_dealer) % n)

    return sorted(range(n), key=key)


def final_settlement(m: MatchState, return_points: int) -> list[int]:
    """埋數: places 2 and below get score − return; first place takes minus their sum."""
    order = standings(m)
    out = [0] * m.players
    for player in order[1:]:
        out[player] = m.scores[player] - return_points
    out[order[0]] = -sum(out)
    return out


def record_standings(m: MatchState, return_points: int | None = None) -> None:
    """Store the final ``standings`` (and, with a return, the ``final`` settlement)."""
    m.extra["standings"] = standings(m)
    if return_points is not None:
        m.extra["final"] = final_settlement(m, return_points)
        m.extra["return_points"] = return_points


@dataclass(frozen=True)
class PlacingParams(Params):
    return_points: int = param(180, "the points a player must reach to end the match (返し)")
    rounds: int = param(2, "rounds played before the extension", lo=1, hi=100)
    extension: bool = param(True, "a West round when nobody has reached the return")
    end_on_limit: bool = param(True, "the match ends after a hand won with a limit hand (例牌)")
    end_below: int = param(0, "the score under which the match ends", lo=-MAX_NUMBER)


@ROTATIONS.register("placing")
class Placing(Rotation):
    params_class = PlacingParams
    params: PlacingParams

    def public_facts(self, m: MatchState) -> dict[str, object]:
        """For the scoreboard, beside every rotation's facts (the starting points among them):
        the return, the live standings, whether the extension round is on, and once the match is
        over the final settlement by player."""
        out: dict[str, object] = {
            **super().public_facts(m),
            "return_points": self.params.return_points,
            "first_dealer": m.first_dealer,
            "standings": standings(m),
            "extension": bool(m.extra.get("extension")),
        }
        if "final" in m.extra:
            out["final"] = list(m.extra["final"])
        return out

    def progress(self, m: MatchState) -> tuple[int, int, str]:
        """Hands played out of the rounds' hands, one round more once the extension is on
        (the match can also end early: a limit hand, a score below the line)."""
        rounds = self.params.rounds + (1 if m.extra.get("extension") else 0)
        return (m.hands_played, rounds * m.players, "hands")

    def after_hand(self, m: MatchState, result: HandResult) -> None:
        p = self.params
        target = p.return_points
        rounds = p.rounds
        hands_per_round = m.players
        m.hands_played += 1
        self.pass_deal(m)
        m.round_wind = (m.deal_passes // hands_per_round) % 4
        why = None
        limit = next(
            (w.score.details.get("limit") for w in result.wins if not w.chicken and w.score.details.get("limit")), None
        )
        line = p.end_below
        if limit and p.end_on_limit:
            spec = self.variant.fan_spec(str(limit))
            why = msg(LIMIT_WON, name=spec.zh if spec else limit)
        elif any(s < line for s in m.scores):
            why = msg(BELOW_ZERO, line=line)
        elif m.deal_passes >= rounds * hands_per_round:
            reached = any(s >= target for s in m.scores)
            if reached:
                why = msg(REACHED_RETURN, points=target)
            elif not p.extension or m.deal_passes >= (rounds + 1) * hands_per_round:
                why = msg(LAST_ROUND_OVER)
            elif m.deal_passes == rounds * hands_per_round:
                m.extra["extension"] = True
        if why is not None:
            m.finish(why)
            record_standings(m, target)
