"""Evaluators for wild-tile games: every reading, with wilds as substitutes and as themselves.

:class:`WildReadings` scores a hand twice when it holds wild tiles: once with the wilds free
to stand for anything, once with every wild read as its own face (the "natural pass"). Fans
such as Wuhan 硬胡 and Beijing 無混兒 then see the natural reading, which the decomposition
of some shapes (seven pairs, any-arrangement hands) cannot show with wilds left free.

``sum_times_factors`` (Wuhan): additive fans (small win 1, big hands 10 each) times the fans
listed in ``scoring.params.factors`` (硬胡 ×2), each reading checked on its own:

* ``pair_kinds = "258"`` with ``pair_exempt = [fan ids]``: a standard reading whose pair is not
  a 2, 5 or 8 needs one of those fans (碰碰胡, 清一色 …);
* ``small_fan`` with ``small_max_wilds``: a hand worth only the small fan may hold at most that
  many wild tiles (two wilds forbid a Wuhan 小胡).

``wild_multiply`` (Beijing): the ``multiply`` scheme (base × Π value) with the natural pass.
"""

from __future__ import annotations

from dataclasses import replace

from ..analysis.grammar import TWO_FIVE_EIGHT
from ..messages import INCOMPLETE, Message, for_count, msg
from ..tiles.hand import Hand
from .base import Evaluator, FanContext, Reading, Score, evaluator
from .doubling import MultiplyEvaluator
from .explain import NAMED, SUM, Formula, Term
from .scoring_variant import ScoringVariant
from .situation import Situation
from .wild_fans import NATURAL_PASS, TRUE_WILDS, wilds_held

PAIR_NOT_258 = "score.pair_not_258"
TOO_MANY_WILDS = "score.too_many_wilds"

_258 = frozenset(TWO_FIVE_EIGHT)


class WildReadings:
    """Mixin: also score the hand with every wild tile read as its own face."""

    def score(self, hand: Hand, situation: Situation) -> Score:
        free = super().score(hand, situation)  # type: ignore[misc]  # a mixin: the evaluator it is mixed into scores
        wild = situation.wild_kinds
        if not wild or not any(t in wild for t in hand.closed_tiles()):
            return free
        extra = dict(situation.extra)
        extra[NATURAL_PASS] = True
        extra[TRUE_WILDS] = tuple(wild)
        natural = super().score(hand, replace(situation, wild_kinds=(), extra=extra))  # type: ignore[misc]
        if natural.reading is None:
            return free
        if free.reading is None:
            return natural
        if (natural.legal, natural.total) > (free.legal, free.total):
            return natural
        return free


class PerReadingEvaluator(Evaluator):
    """Checks each reading on its own (:meth:`refusal`) and keeps the best legal one."""

    def refusal(self, ctx: FanContext, kept: dict[str, int]) -> Message | None:
        return None

    def score(self, hand: Hand, situation: Situation) -> Score:
        decomps = self.decompositions(hand, situation) if hand.win_tile is not None else []
        if not decomps:
            return Score([], 0, 0, True).refuse(msg(INCOMPLETE))
        best: tuple[tuple[bool, int], dict[str, int], Reading, Message | None] | None = None
        for ctx in self.contexts(hand, situation, decomps):
            kept = self.apply_exclusions(self.fan_counts(ctx))
            total, _ = self.total(kept)
            why = self.refusal(ctx, kept)
            key = (why is None, total)
            if best is None or key > best[0]:
                best = (key, kept, ctx.reading, why)
        assert best is not None
        (_, total), kept, reading, why = best
        score = self.make_score(kept, reading, total)
        if why is not None:
            score.refuse(why)
        return score

    def make_score(self, kept: dict[str, int], reading: Reading, total: int) -> Score:
        return Score(self.hits(kept), total, total, True, None, reading)


@evaluator("sum_times_factors")
class SumTimesFactors(WildReadings, PerReadingEvaluator):
    """Additive fans times factor fans, each reading checked for Wuhan's pair and wild limits."""

    def __init__(self, variant: ScoringVariant) -> None:
        super().__init__(variant)
        p = variant.scoring_params
        self.factors = frozenset(p.factors)
        self.pair_258 = p.pair_kinds == "258"
        self.pair_exempt = frozenset(p.pair_exempt)
        self.small_fan = p.small_fan
        self.small_max_wilds = p.small_max_wilds

    def total(self, kept: dict[str, int]) -> tuple[int, int]:
        base, factor = self._parts(kept)
        return base * factor, base * factor

    def _parts(self, kept: dict[str, int]) -> tuple[int, int]:
        base = sum(self._by_id[f].value * n for f, n in kept.items() if f not in self.factors)
        factor = 1
        for f, n in kept.items():
            if f in self.factors:
                factor *= self._by_id[f].value ** n
        return base, factor

    def explain(self, score: Score) -> list[Term]:
        base = int(score.details.get("base", score.total))  # type: ignore[call-overload]
        f = Formula.start(base, SUM)
        for hit in score.fans:
            if hit.id in self.factors:
                f.times(hit.value**hit.count, NAMED, en=hit.en, zh=hit.zh)
        return f.terms if len(f.terms) > 1 else []

    def value_op(self, fan_id: str) -> str:
        return "×" if fan_id in self.factors else "+"

    def refusal(self, ctx: FanContext, kept: dict[str, int]) -> Message | None:
        d = ctx.d
        if (
            self.pair_258
            and d.shape == "standard"
            and d.pair is not None
            and d.pair.tiles[0] not in _258
            and not self.pair_exempt & kept.keys()
        ):
            return msg(PAIR_NOT_258)
        if self.small_fan and self.small_fan in kept:
            held = wilds_held(ctx)
            if held > self.small_max_wilds:
                return msg(for_count(TOO_MANY_WILDS, held), wilds=held)
        return None

    def make_score(self, kept: dict[str, int], reading: Reading, total: int) -> Score:
        score = super().make_score(kept, reading, total)
        base, factor = self._parts(kept)
        score.details["base"] = base
        score.details["factor"] = factor
        score.details["big"] = bool(self.small_fan) and self.small_fan not in kept
        for f in sorted(self.factors):
            score.details[f] = f in kept
        return score


@evaluator("wild_multiply")
class WildMultiply(WildReadings, MultiplyEvaluator):
    """Base × Π fan values (see ``multiply``), reading wilds both ways."""
