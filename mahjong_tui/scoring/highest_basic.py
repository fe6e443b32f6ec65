"""Fans that add up, except a group of basic patterns of which only the highest counts.

Chengdu scoring (sichuan.md §6.1-6.2): "以下番型均不重複計算，只按最大番算": of the basic
patterns (平胡, 對對胡, 清一色 … 天胡) only the single highest counts; extra fans (根, 槓上花,
槓上炮) add to it. The total is the hand's 番 ``F``; the money it is worth (``unit × 2^(F−1)``)
is the settlement's business (``exponential``).

``scoring.params``: ``basic`` (the fan ids of the group; empty: every fan adds, as in Yunnan),
``fan_cap`` (封頂: the most 番 a hand counts; 0 = no cap).

Whether the hand may win at all (three suits, a plain hand on a discard) is the judge's
question (:mod:`mahjong_tui.rules.judge`), not the evaluator's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Evaluator, Score, evaluator
from .explain import CAP, SUM, Formula, Term
from .scoring_variant import ScoringVariant

if TYPE_CHECKING:  # pragma: no cover
    from ..tiles.hand import Hand
    from .situation import Situation


@evaluator("highest_basic")
class HighestBasicEvaluator(Evaluator):
    def __init__(self, variant: ScoringVariant) -> None:
        super().__init__(variant)
        params = variant.scoring_params
        self.basic = frozenset(params.basic)
        unknown = self.basic - set(self._by_id)
        if unknown:  # the loader's fan checks do not look into scoring.params
            raise KeyError(f"scoring.params.basic names fans not in the table: {', '.join(sorted(unknown))}")
        self.cap = params.fan_cap

    def apply_exclusions(self, counts: dict[str, int]) -> dict[str, int]:
        kept = super().apply_exclusions(counts)
        basic = [f for f in kept if f in self.basic]
        if len(basic) > 1:
            best = max(basic, key=lambda f: (self._by_id[f].value, -self._place[f]))
            for f in basic:
                if f != best:
                    del kept[f]
        return kept

    def explain(self, score: Score) -> list[Term]:
        uncapped = score.details.get("fan_uncapped")
        if not isinstance(uncapped, int):
            return []
        return Formula.start(uncapped, SUM).cap(score.total, CAP).terms

    def limit_value(self, value: int) -> int:
        return min(value, self.cap) if self.cap else value

    def check_legal(self, score: Score, hand: Hand, situation: Situation) -> Score:
        capped = self.limit_value(score.total)
        if capped < score.total:
            score.details["fan_uncapped"] = score.total
            score.total = score.counted = capped
        return super().check_legal(score, hand, situation)
