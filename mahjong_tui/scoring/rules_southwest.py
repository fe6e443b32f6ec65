"""Fan rules of the pung-and-kong games of the south-west (Sichuan 成都計番, Yunnan 玉溪).

They are written over any tile set, so other variants can name them too: roots (根), dragon
seven pairs (龍七對), terminals in every set (帶幺九), 2-5-8 all pungs (將對), first-turn wins
(天胡 / 地胡), the kong discard (槓上炮) and the one-suit combinations that Chengdu scoring
prices as single patterns (清對, 清七對, 清幺九, 清龍七對).

``scoring.params`` read here: ``gen_counts_kongs`` (declared kongs count as 根 too).
"""

from __future__ import annotations

from collections import Counter

from ..analysis.decompose import GroupKind
from ..tiles import kinds as K
from ..tiles.kinds import Tile
from .base import FanContext, fan_rule
from .rules_common import all_pungs, full_flush


def _quads(ctx: FanContext, with_kongs: bool) -> list[Tile]:
    """Kinds of which the hand holds all four copies; declared kongs only ``with_kongs``."""
    c: Counter[Tile] = Counter()
    for g in ctx.d.groups():
        if g.kind is GroupKind.ASIDE or (g.is_kong and g.meld is not None and not with_kongs):
            continue
        c.update(g.tiles)
    return [t for t, n in c.items() if n >= 4]


def has_quad(ctx: FanContext) -> bool:
    """Seven pairs holding four identical tiles (two of the pairs alike)."""
    return ctx.d.shape == "seven_pairs" and bool(_quads(ctx, False))


@fan_rule("root")
def root(ctx: FanContext) -> int:
    """根: each kind of which the winner holds all four without having declared a kong of it
    (four in hand, or a pung plus the fourth). In seven pairs one set of four is the dragon
    of 龍七對 and is not also a root. With ``scoring.params.gen_counts_kongs`` declared kongs
    count as well."""
    with_kongs = ctx.variant.scoring_params.gen_counts_kongs
    n = len(_quads(ctx, with_kongs))
    if ctx.d.shape == "seven_pairs" and n:
        n -= 1
    return n


@fan_rule("dragon_seven_pairs")
def dragon_seven_pairs(ctx: FanContext) -> int:
    """龍七對 (Sichuan; Yunnan with ``dragon_pairs_any_quad``): seven pairs with four alike."""
    return 1 if has_quad(ctx) else 0


@fan_rule("dragon_seven_pairs_on_win")
def dragon_seven_pairs_on_win(ctx: FanContext) -> int:
    """龍七對 (Yunnan): seven pairs where three identical tiles waited for the fourth, the
    winning tile, as a single wait."""
    w = ctx.win_tile
    if ctx.d.shape != "seven_pairs" or w is None:
        return 0
    return 1 if ctx.hand.concealed.count(w) == 3 else 0


@fan_rule("plain_seven_pairs")
def plain_seven_pairs(ctx: FanContext) -> int:
    """七對 without four identical tiles (when the dragon form is its own pattern)."""
    return 1 if ctx.d.shape == "seven_pairs" and not has_quad(ctx) else 0


@fan_rule("terminal_in_each_set")
def terminal_in_each_set(ctx: FanContext) -> int:
    """帶幺九: standard shape where every set and the pair hold a 1 or a 9."""
    if ctx.d.shape != "standard" or ctx.pair is None:
        return 0
    groups = list(ctx.sets) + [ctx.pair]
    return 1 if all(any(K.is_terminal(t) for t in g.tiles) for g in groups) else 0


def _is_258(t: Tile) -> bool:
    return K.is_suited(t) and K.rank_of(t) in (2, 5, 8)


@fan_rule("all_pungs_258")
def all_pungs_258(ctx: FanContext) -> int:
    """將對: all pungs where every pung, kong and the pair are 2s, 5s or 8s."""
    if not all_pungs(ctx) or ctx.pair is None:
        return 0
    return 1 if all(_is_258(g.tile) for g in list(ctx.pungs) + [ctx.pair]) else 0


@fan_rule("heavenly_win")
def heavenly_win(ctx: FanContext) -> int:
    """天胡: the dealer's dealt hand wins before his first discard and before any kong."""
    return 1 if ctx.situation.heavenly else 0


@fan_rule("earthly_win")
def earthly_win(ctx: FanContext) -> int:
    """地胡: a non-dealer self-draws a win with his first draw, nobody having called before."""
    return 1 if ctx.situation.earthly else 0


@fan_rule("kong_discard")
def kong_discard(ctx: FanContext) -> int:
    """槓上炮: won on the discard made right after the discarder's kong replacement."""
    return 1 if ctx.situation.kong_discard else 0


# ---- one-suit combinations priced as one pattern (Chengdu) ----------------------------------


@fan_rule("full_flush_all_pungs")
def full_flush_all_pungs(ctx: FanContext) -> int:
    """清對: one suit and all pungs."""
    return 1 if full_flush(ctx) and all_pungs(ctx) else 0


@fan_rule("full_flush_seven_pairs")
def full_flush_seven_pairs(ctx: FanContext) -> int:
    """清七對: one suit, seven pairs without four alike."""
    return 1 if full_flush(ctx) and plain_seven_pairs(ctx) else 0


@fan_rule("full_flush_dragon_pairs")
def full_flush_dragon_pairs(ctx: FanContext) -> int:
    """清龍七對: one suit, seven pairs with four alike."""
    return 1 if full_flush(ctx) and has_quad(ctx) else 0


@fan_rule("full_flush_terminals")
def full_flush_terminals(ctx: FanContext) -> int:
    """清幺九: one suit with a 1 or a 9 in every set and the pair."""
    return 1 if full_flush(ctx) and terminal_in_each_set(ctx) else 0


@fan_rule("one_suit_or_honours")
def one_suit_or_honours(ctx: FanContext) -> int:
    """清一色 as Yunnan counts it: every tile of one suit, or every tile an honour."""
    if not ctx.tiles:
        return 0
    suits = {K.suit_of(t) for t in ctx.tiles}
    return 1 if len(suits) == 1 else 0


@fan_rule("ten_honours")
def ten_honours(ctx: FanContext) -> int:
    """十老頭 (Yunnan): never read from a hand; the ``ten_honours`` feature declares it."""
    return 0
