"""Winning shapes by name, and the meld grammar a variant's file implies."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..analysis.chess_specials import special_targets
from ..analysis.grammar import HEBEI_SPECIAL_SETS, TWO_FIVE_EIGHT, Grammar, JokerLimits, chess_grammar, standard_grammar
from ..analysis.shapes import (
    AnyArrangementShape,
    KnittedShape,
    KnittedStraightShape,
    PairsShape,
    Shape,
    StandardShape,
    TargetsShape,
    ThirteenOrphansShape,
)
from ..registry import Registry
from ..tiles import kinds as K
from ..tiles.hand import MeldKind
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from .rule_variant import RuleVariant

ShapeFactory = Callable[["RuleVariant"], Shape]
SHAPES: Registry[ShapeFactory] = Registry("winning shape")


def build_grammar(v: RuleVariant) -> Grammar:
    ts = v.tileset
    if ts.is_chess:
        return chess_grammar(
            ts, sequences=v.cfg.win.sequences, general_pair=v.cfg.win.general_pair, name=f"{v.id}-chess"
        )
    pair_kinds = TWO_FIVE_EIGHT if v.cfg.win.pair == "258" else None
    specials = HEBEI_SPECIAL_SETS if v.cfg.win.special_sets else ()
    return standard_grammar(ts, pair_kinds=pair_kinds, special_sets=specials, name=f"{v.id}-standard")


def build_shapes(v: RuleVariant) -> list[Shape]:
    return [SHAPES.get(name)(v) for name in v.cfg.win.shapes]


def joker_limits(v: RuleVariant) -> JokerLimits | None:
    return JokerLimits() if K.JOKER in v.tileset else None


@SHAPES.register("standard")
def _standard(v: RuleVariant) -> Shape:
    return StandardShape(v.grammar, joker_limits(v))


@SHAPES.register("standard_any_pair")
def _standard_any_pair(v: RuleVariant) -> Shape:
    """Four sets and a pair of any kind, for a variant whose own pair rule is narrower
    (Wuhan: a 2-5-8 pair, unless the hand is 碰碰胡 or 清一色; its evaluator checks that)."""
    if v.cfg.win.pair == "any":
        return StandardShape(v.grammar, joker_limits(v))
    grammar = standard_grammar(v.tileset, name=f"{v.id}-any-pair")
    return StandardShape(grammar, joker_limits(v), name="standard_any_pair")


@SHAPES.register("seven_pairs")
def _seven_pairs(v: RuleVariant) -> Shape:
    return PairsShape(pairs=7, quads=v.cfg.win.seven_pairs_quads, kinds=v.tileset.natural_kinds)


@SHAPES.register("four_pairs")
def _four_pairs(v: RuleVariant) -> Shape:
    return PairsShape(pairs=4, quads=v.cfg.win.seven_pairs_quads, kinds=v.tileset.natural_kinds, name="four_pairs")


@SHAPES.register("thirteen_orphans")
def _orphans(v: RuleVariant) -> Shape:
    return ThirteenOrphansShape()


@SHAPES.register("knitted")
def _knitted(v: RuleVariant) -> Shape:
    return KnittedShape()


@SHAPES.register("knitted_straight")
def _knitted_straight(v: RuleVariant) -> Shape:
    grammar = standard_grammar(v.tileset, name=f"{v.id}-knitted")
    return KnittedStraightShape(grammar)


@SHAPES.register("all_honours")
def _all_honours(v: RuleVariant) -> Shape:
    allowed = frozenset(t for t in v.tileset.natural_kinds if K.is_honor(t))
    return AnyArrangementShape(allowed=allowed, size=v.grammar.hand_size, name="all_honours")


@SHAPES.register("all_258")
def _all_258(v: RuleVariant) -> Shape:
    return AnyArrangementShape(allowed=frozenset(TWO_FIVE_EIGHT), size=v.grammar.hand_size, name="all_258")


@SHAPES.register("chess_specials")
def _chess_specials(v: RuleVariant) -> Shape:
    """憨兒's concealed five-piece hands (將帥領兵, 兵卒襲將, 五路聯軍, 兩對, 鐵支); each reading is
    labelled with the hand's name (see :mod:`..analysis.chess_specials`)."""
    targets = special_targets(v.tileset.copies)
    return TargetsShape(tuple(t for _, t in targets), "chess_specials", tuple(label for label, _ in targets))


def meld_check(v: RuleVariant) -> Callable[[MeldKind, tuple[Tile, ...]], str | None]:
    """Refuse melds that are not sets in this variant (chess sequences differ per ruleset)."""
    grammar = v.grammar

    no_chow = v.cfg.claims.chow == "none"

    def check(kind: MeldKind, tiles: tuple[Tile, ...]) -> str | None:
        if kind is MeldKind.CHOW and no_chow:
            return "chows cannot be claimed in this variant (a concealed chow stays in the hand part)"
        if kind is MeldKind.CHOW and not grammar.is_set(tiles):
            return "not a meld in this variant"
        if kind in (MeldKind.PUNG,) and not grammar.is_set(tiles):
            return "not a pung in this variant"
        if kind.is_kong and not grammar.is_set(tiles[:3]):
            return "not a kong in this variant"
        return None

    return check
