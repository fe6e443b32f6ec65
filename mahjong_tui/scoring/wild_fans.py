"""Fan rules for the wild-tile games (Wuhan 癩子, Beijing 混兒) and the hands they score.

Wild tiles: :func:`true_wilds` gives the kinds that are wild this hand even when a reading is
scored with every wild read as its own face (see :class:`~.wild_eval.WildReadings`).
"""

from __future__ import annotations

from ..analysis.decompose import GroupKind
from ..analysis.grammar import TWO_FIVE_EIGHT
from ..tiles import kinds as K
from ..tiles.hand import MeldKind
from ..tiles.kinds import Tile
from .base import FanContext, fan_rule
from .situation import Situation

NATURAL_PASS = "natural_pass"
"""``situation.extra`` key: this reading reads every wild tile as its own face."""
TRUE_WILDS = "true_wilds"
"""``situation.extra`` key: the wild kinds of the hand, kept for a natural-pass reading."""

_258 = frozenset(TWO_FIVE_EIGHT)


def true_wilds(sit: Situation) -> tuple[Tile, ...]:
    """The kinds wild this hand, also inside a natural-pass reading."""
    return tuple(sit.extra.get(TRUE_WILDS, sit.wild_kinds))


def wilds_held(ctx: FanContext) -> int:
    """Wild tiles in the concealed hand, the winning tile included (laid-out ones excluded)."""
    wild = true_wilds(ctx.situation)
    return sum(1 for t in ctx.hand.closed_tiles() if t in wild)


def substitutes(ctx: FanContext) -> bool:
    """Whether some wild tile stands for another kind in this reading."""
    wild = ctx.situation.wild_kinds
    if not wild:
        return False  # no wild game, or a natural-pass reading
    placed = 0
    for g in ctx.d.groups():
        if g.meld is not None:
            continue
        for i in g.wilds:
            placed += 1
            if g.tiles[i] not in wild:
                return True
    # shapes that keep no place for wilds (any arrangement): the natural pass scores the
    # reading where they are their own face, so here they count as substitutes
    return placed < wilds_held(ctx)


@fan_rule("natural_win")
def natural_win(ctx: FanContext) -> int:
    """硬胡 / 無混兒: no wild tile stands for another kind (a hand without wilds qualifies)."""
    return 0 if substitutes(ctx) else 1


@fan_rule("no_wild_tile")
def no_wild_tile(ctx: FanContext) -> int:
    """無混兒, literal reading: no wild tile in the concealed hand at all."""
    return 0 if wilds_held(ctx) else 1


def _all_of(ctx: FanContext, allowed: frozenset[Tile] | None, honours: bool = False) -> bool:
    tiles = ctx.tiles
    if not tiles:
        return False
    if honours:
        return all(K.is_honor(t) for t in tiles)
    assert allowed is not None
    return all(t in allowed for t in tiles)


@fan_rule("all_honours_tiles")
def all_honours_tiles(ctx: FanContext) -> int:
    """風一色 (亂風): every tile, melds included, is an honour; any arrangement."""
    return 1 if _all_of(ctx, None, honours=True) else 0


@fan_rule("all_258_tiles")
def all_258_tiles(ctx: FanContext) -> int:
    """將一色 (亂將): every tile, melds included, is a 2, 5 or 8 of a suit; any arrangement."""
    return 1 if _all_of(ctx, _258) else 0


@fan_rule("last_four")
def last_four(ctx: FanContext) -> int:
    """海底撈 (Wuhan): self-drawn in the last-four phase."""
    return 1 if ctx.situation.last_four and ctx.situation.self_drawn else 0


def openings(ctx: FanContext) -> int:
    """Chows, pungs and exposed kongs: melds that opened the hand (開口)."""
    return sum(1 for m in ctx.hand.melds if m.kind.is_exposed)


@fan_rule("all_melded")
def all_melded(ctx: FanContext) -> int:
    """全求人: four openings, one tile left, won on another's tile (discard or robbed kong)."""
    if ctx.situation.self_drawn or ctx.d.shape != "standard":
        return 0
    if len(ctx.hand.concealed) != 1 or openings(ctx) != 4:
        return 0
    return 1 if sum(1 for m in ctx.hand.melds if m.kind is MeldKind.CONCEALED_KONG) == 0 else 0


@fan_rule("straight")
def straight(ctx: FanContext) -> int:
    """一條龍: 123, 456 and 789 of one suit among the sets (melds count; wilds may fill)."""
    if ctx.d.shape != "standard":
        return 0
    starts = {g.tiles[0] for g in ctx.chows}
    for suit in range(3):
        base = suit * 9
        if {base, base + 3, base + 6} <= starts:
            return 1
    return 0


@fan_rule("luxury_pairs")
def luxury_pairs(ctx: FanContext) -> int:
    """豪華七巧對: seven pairs holding four identical tiles (two equal pairs)."""
    if ctx.d.shape != "seven_pairs":
        return 0
    faces = [g.tiles[0] for g in ctx.d.groups() if g.kind is GroupKind.PAIR]
    return 1 if len(faces) != len(set(faces)) else 0


FIVE_M = K.suited(0, 5)


@fan_rule("catch_five")
def catch_five(ctx: FanContext) -> int:
    """捉五魁: won on a 5m that is the middle of a 4m-5m-6m set (夾張五萬)."""
    if ctx.win_tile != FIVE_M or ctx.situation.heavenly:
        return 0
    g = ctx.win_group
    if g is None or g.kind is not GroupKind.CHOW or g.tiles[0] != K.suited(0, 4):
        return 0
    if 1 in g.wilds:  # the 5m place itself was filled by a wild: the drawn 5m is elsewhere
        return 0
    if ctx.variant.scoring_params.five_kui_single_wait and not ctx.unique_wait:
        return 0
    return 1
