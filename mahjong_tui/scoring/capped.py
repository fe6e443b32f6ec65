"""A fan table with limit hands and a cap (Hong Kong style: 明將, Malaysian three-player).

``scoring.params``:

* ``cap`` (default 10): the most a hand is worth (十番爆棚, 爆番);
* ``limit_from`` (default ``cap``): fans worth this much or more are limit hands (例牌). A reading
  with a limit is worth that limit (capped) and shows only the first limit in the table's
  order; other fans do not matter past the cap. ``details["limit"]`` names it.
* ``dead_kong_tile`` (default false): a reading in which the winning tile stands for a kind the
  winner has konged is no reading (Malaysia 槓了后不能听死槓牌); with none left the win is not
  offered at all.
* ``chicken`` (``"none"`` or ``"zero_or_own_discard"``): mark a win worth 0, or won on a kind
  the winner has discarded this hand, as a chicken hand (明將 雞糊, ``details["chicken"]``).
  What a chicken hand does is the table's business (the ``chicken_hands`` feature, or the
  ``no_chicken`` win condition).

``details["uncapped"]`` keeps the sum before the cap (Malaysian MY3: 11 → 10).
"""

from __future__ import annotations

from ..messages import INCOMPLETE, NO_WIN_TILE, msg
from ..tiles import kinds as K
from ..tiles.hand import Hand, MeldKind
from ..tiles.kinds import Tile
from .base import Evaluator, Reading, Score, evaluator
from .explain import LIMIT, SUM, Formula, Term
from .scoring_variant import ScoringVariant
from .situation import Situation

DEAD_KONG_TILE = "win.dead_kong_tile"


def kong_kinds(hand: Hand) -> set[Tile]:
    """The kinds ``hand`` has konged (``dead_kong_tile``)."""
    return {m.tiles[0] for m in hand.melds if m.kind in (MeldKind.KONG, MeldKind.CONCEALED_KONG)}


@evaluator("capped")
class CappedEvaluator(Evaluator):
    def __init__(self, variant: ScoringVariant) -> None:
        super().__init__(variant)
        p = variant.scoring_params
        self.cap = p.cap
        self.limit_from = self.cap if p.limit_from is None else p.limit_from
        self.dead_kong_tile = p.dead_kong_tile
        self.chicken = p.chicken
        self.marks_chickens = self.chicken != "none"
        self._order = {f.id: i for i, f in enumerate(self.fans)}

    def explain(self, score: Score) -> list[Term]:
        uncapped = score.details.get("uncapped")
        if score.details.get("limit") or not isinstance(uncapped, int) or uncapped == score.total:
            return []
        return Formula.start(uncapped, SUM).cap(score.total, LIMIT).terms

    def limit_value(self, value: int) -> int:
        return min(self.cap, value) if self.cap else value

    def _dead(self, hand: Hand, reading: Reading, konged: set[int]) -> bool:
        """Does this reading win on a konged kind?"""
        win = hand.win_tile
        if win != K.JOKER:
            return win in konged
        g = reading.win_group
        if g is None:
            return False
        return all(g.tiles[i] in konged for i in g.wilds)

    def score(self, hand: Hand, situation: Situation) -> Score:
        if hand.win_tile is None:
            return Score([], 0, 0, True).refuse(msg(NO_WIN_TILE))
        decomps = self.decompositions(hand, situation)
        if not decomps:
            return Score([], 0, 0, True).refuse(msg(INCOMPLETE))
        konged = kong_kinds(hand) if self.dead_kong_tile else set()
        best = None
        for ctx in self.contexts(hand, situation, decomps):
            reading = ctx.reading
            if konged and self._dead(hand, reading, konged):
                continue
            kept = {
                f: n for f, n in self.apply_exclusions(self.fan_counts(ctx)).items() if self._by_id[f].value
            }  # a house-rule fan switched off is worth 0
            limits = [f for f in kept if self._by_id[f].value >= self.limit_from]
            uncapped, _ = self.total(kept)
            if limits:
                first = min(limits, key=self._order.__getitem__)
                kept = {first: 1}
                total = self.limit_value(self._by_id[first].value)
            else:
                total = self.limit_value(uncapped)
            key = (total, bool(limits), uncapped)
            if best is None or key > best[0]:
                best = (key, kept, reading, first if limits else None)
        if best is None:
            return Score([], 0, 0, True).refuse(msg(DEAD_KONG_TILE))
        (total, _, uncapped), kept, reading, limit = best
        score = Score(self.hits(kept), total, total, True, None, reading)
        score.details["uncapped"] = uncapped
        score.details["limit"] = limit
        if self.chicken == "zero_or_own_discard":
            score.details["chicken"] = total == 0 or hand.win_tile in situation.own_discards
        return self.check_legal(score, hand, situation)
