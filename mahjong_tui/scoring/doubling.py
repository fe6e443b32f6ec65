"""Multiplying fan schemes (翻番): a hand is worth ``base × Π value^count``.

Northern tables (Hebei, Shandong) and Shaanxi's flat game price a win as a base doubled once per
feature: each fan's ``value`` is its multiplier (2 for 翻番), a fan worth 1 only names the hand
(Shaanxi's 十三幺 pays like any win) and a fan worth 0 is not used (a preset's "不帶"). The base
is ``scoring.params.base``. Payments to or from the dealer are doubled by the settlement, not
here, because the doubling is per payment.

Also the fan rules these tables need: shapes by name and the one-tile waits 邊/砍/吊.
"""

from __future__ import annotations

from ..analysis.decompose import GroupKind
from ..tiles import kinds as K
from .base import Evaluator, FanContext, Score, evaluator, fan_rule
from .explain import BASE, NAMED, Formula, Term
from .scoring_variant import ScoringVariant


@evaluator("multiply")
class MultiplyEvaluator(Evaluator):
    """Fans multiply a base; value 0 switches a fan off."""

    def __init__(self, variant: ScoringVariant) -> None:
        super().__init__(variant)
        self._rules = [(spec, rule) for spec, rule in self._rules if spec.value != 0]
        self.base = variant.scoring_params.base

    def total(self, kept: dict[str, int]) -> tuple[int, int]:
        value = self.base
        for fid, n in kept.items():
            value *= self._by_id[fid].value ** n
        return value, value

    def explain(self, score: Score) -> list[Term]:
        f = Formula.start(self.base, BASE)
        for hit in score.fans:
            f.times(hit.value**hit.count, NAMED, en=hit.en, zh=hit.zh)
        return f.terms

    def value_op(self, fan_id: str) -> str:
        return "×" if self._by_id[fan_id].value else ""


# ---- shapes by name (a fan worth 1 that names the hand) -------------------------------------


def _shape_rule(shape: str) -> None:
    @fan_rule(f"shape.{shape}")
    def rule(ctx: FanContext) -> int:
        return 1 if ctx.d.shape == shape else 0

    rule.__doc__ = f"The hand is read as the {shape} shape."


for _shape in ("standard", "seven_pairs", "thirteen_orphans", "knitted", "knitted_straight"):
    _shape_rule(_shape)


# ---- one-tile waits (山東 邊、砍、吊) --------------------------------------------------------


def wait_role(ctx: FanContext) -> str | None:
    """邊 edge, 砍 closed or 吊 single: the role the winning tile plays in this reading, on the
    standard shape, when the hand waited on exactly one kind; else None.

    A special set (中發白, 孔雀東南飛) completed by the winning tile is none of the three.
    """
    if ctx.d.shape != "standard" or not ctx.unique_wait:
        return None
    g = ctx.win_group
    w = ctx.win_tile
    if g is None or w is None:
        return None
    if g.kind is GroupKind.PAIR:
        return "single"
    if g.kind is not GroupKind.CHOW or not K.is_suited(w):
        return None
    first = g.tiles[0]
    if w == first + 1:
        return "closed"
    rank = K.rank_of(first)
    if (w == first + 2 and rank == 1) or (w == first and rank == 7):
        return "edge"
    return None


@fan_rule("one_tile_wait")
def one_tile_wait(ctx: FanContext) -> int:
    """邊/砍/吊: won on the only tile the hand waited on, as edge, closed or single wait."""
    return 1 if wait_role(ctx) else 0


@fan_rule("one_tile_wait_self_drawn")
def one_tile_wait_self_drawn(ctx: FanContext) -> int:
    """邊、砍、吊自摸: a self-drawn win on an edge, closed or single one-tile wait."""
    return 1 if ctx.situation.self_drawn and wait_role(ctx) else 0
