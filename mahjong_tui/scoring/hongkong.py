"""Hong Kong-style fan rules (明將 §6.1) and the limit hands many fan tables share.

Each rule is a small pure function over one reading; a variant file binds it to an id, names
and a value. Malaysian three-player reuses the honour and limit rules here.
"""

from __future__ import annotations

from collections import Counter

from ..analysis.decompose import Group, GroupKind
from ..tiles import kinds as K
from ..tiles.hand import MeldKind
from .base import FanContext, fan_rule

DRAGONS = frozenset(K.honor(r) for r in (5, 6, 7))
WINDS = frozenset(K.honor(r) for r in (1, 2, 3, 4))


def _standard(ctx: FanContext) -> bool:
    return ctx.d.shape == "standard"


def _pair_tile(ctx: FanContext) -> int | None:
    return ctx.pair.tile if _standard(ctx) and ctx.pair is not None else None


def _groups(ctx: FanContext) -> list[Group]:
    """The sets and the pair of a standard reading (every pair of seven pairs otherwise)."""
    return [g for g in ctx.d.groups() if g.kind is not GroupKind.ASIDE]


# ---- suits --------------------------------------------------------------------------------


@fan_rule("hk.two_suits")
def two_suits(ctx: FanContext) -> int:
    """缺一門: exactly two of the three suits and no honours."""
    return 1 if len(ctx.suits) == 2 and not ctx.has_honors else 0


@fan_rule("hk.five_kinds")
def five_kinds(ctx: FanContext) -> int:
    """五門齊: characters, dots, bamboo, a wind and a dragon (any shape)."""
    kinds = ctx.kinds
    return 1 if len(ctx.suits) == 3 and kinds & WINDS and kinds & DRAGONS else 0


# ---- pungs and kongs ------------------------------------------------------------------------


@fan_rule("hk.concealed_kong")
def concealed_kong(ctx: FanContext) -> int:
    """暗槓: one per concealed kong."""
    return sum(1 for m in ctx.hand.melds if m.kind is MeldKind.CONCEALED_KONG)


@fan_rule("hk.three_concealed_pungs")
def three_concealed_pungs(ctx: FanContext) -> int:
    """三暗刻: at least three concealed pungs or kongs (a discard-completed pung is open)."""
    return 1 if ctx.concealed_pungs >= 3 else 0


@fan_rule("hk.four_concealed_pungs")
def four_concealed_pungs(ctx: FanContext) -> int:
    """四暗刻 / 坎坎胡: four concealed pungs or kongs."""
    return 1 if ctx.concealed_pungs >= 4 else 0


@fan_rule("hk.four_kongs")
def four_kongs(ctx: FanContext) -> int:
    return 1 if len(ctx.kongs) >= 4 else 0


@fan_rule("hk.triple_pung")
def triple_pung(ctx: FanContext) -> int:
    """三兄弟: pungs or kongs of one number in all three suits."""
    by_rank: dict[int, set[int]] = {}
    for g in ctx.pungs:
        if K.is_suited(g.tile):
            by_rank.setdefault(K.rank_of(g.tile), set()).add(K.suit_of(g.tile))
    return 1 if any(len(s) == 3 for s in by_rank.values()) else 0


# ---- honours ------------------------------------------------------------------------------


@fan_rule("hk.dragon_pung")
def dragon_pung(ctx: FanContext) -> int:
    """番牌 / 三元: one per pung or kong of a dragon."""
    return sum(1 for g in ctx.pungs if g.tile in DRAGONS)


@fan_rule("hk.seat_wind_pung")
def seat_wind_pung(ctx: FanContext) -> int:
    own = K.honor(ctx.situation.seat_wind + 1)
    return sum(1 for g in ctx.pungs if g.tile == own)


@fan_rule("hk.round_wind_pung")
def round_wind_pung(ctx: FanContext) -> int:
    prevailing = K.honor(ctx.situation.round_wind + 1)
    return sum(1 for g in ctx.pungs if g.tile == prevailing)


@fan_rule("hk.little_three_dragons")
def little_three_dragons(ctx: FanContext) -> int:
    """小三元: two dragon pungs or kongs and a dragon pair."""
    pungs = {g.tile for g in ctx.pungs} & DRAGONS
    return 1 if len(pungs) == 2 and _pair_tile(ctx) in DRAGONS - pungs else 0


@fan_rule("hk.big_three_dragons")
def big_three_dragons(ctx: FanContext) -> int:
    return 1 if {g.tile for g in ctx.pungs} >= DRAGONS else 0


@fan_rule("hk.little_four_winds")
def little_four_winds(ctx: FanContext) -> int:
    """小四喜: three wind pungs or kongs and a wind pair."""
    pungs = {g.tile for g in ctx.pungs} & WINDS
    return 1 if len(pungs) == 3 and _pair_tile(ctx) in WINDS - pungs else 0


@fan_rule("hk.big_four_winds")
def big_four_winds(ctx: FanContext) -> int:
    return 1 if {g.tile for g in ctx.pungs} >= WINDS else 0


@fan_rule("hk.all_honours")
def all_honours(ctx: FanContext) -> int:
    """字一色: honour tiles only."""
    return 1 if ctx.tiles and all(K.is_honor(t) for t in ctx.tiles) else 0


# ---- terminals ----------------------------------------------------------------------------


@fan_rule("hk.all_terminals")
def all_terminals(ctx: FanContext) -> int:
    """清么九: terminals (1 and 9) only."""
    return 1 if ctx.tiles and all(K.is_terminal(t) for t in ctx.tiles) else 0


@fan_rule("hk.all_terminals_and_honours")
def all_terminals_and_honours(ctx: FanContext) -> int:
    """混么九: terminals and honours only, at least one of each (any shape)."""
    tiles = ctx.tiles
    if not tiles or not all(K.is_terminal_or_honor(t) for t in tiles):
        return 0
    return 1 if any(K.is_terminal(t) for t in tiles) and ctx.has_honors else 0


@fan_rule("hk.mixed_outside")
def mixed_outside(ctx: FanContext) -> int:
    """混全帶么: every set and the pair holds a terminal or honour, and there is an honour."""
    if not _standard(ctx) or not ctx.has_honors:
        return 0
    return 1 if all(any(K.is_terminal_or_honor(t) for t in g.tiles) for g in _groups(ctx)) else 0


@fan_rule("hk.pure_outside")
def pure_outside(ctx: FanContext) -> int:
    """純全帶么: every set and the pair holds a terminal, and there is no honour."""
    if not _standard(ctx) or ctx.has_honors:
        return 0
    return 1 if all(any(K.is_terminal(t) for t in g.tiles) for g in _groups(ctx)) else 0


# ---- chows --------------------------------------------------------------------------------


def _chow_counts(ctx: FanContext) -> Counter:
    return Counter(g.tiles for g in ctx.chows)


@fan_rule("hk.pure_double_chow")
def pure_double_chow(ctx: FanContext) -> int:
    """一般高: two identical chows."""
    return 1 if any(n >= 2 for n in _chow_counts(ctx).values()) else 0


@fan_rule("hk.two_double_chows")
def two_double_chows(ctx: FanContext) -> int:
    """雙般高: two different pairs of identical chows (or four of one)."""
    c = _chow_counts(ctx)
    return 1 if sum(n // 2 for n in c.values()) >= 2 else 0


@fan_rule("hk.pure_triple_chow")
def pure_triple_chow(ctx: FanContext) -> int:
    """一色三順: three identical chows."""
    return 1 if any(n >= 3 for n in _chow_counts(ctx).values()) else 0


@fan_rule("hk.pure_quadruple_chow")
def pure_quadruple_chow(ctx: FanContext) -> int:
    """一色四同順: four identical chows."""
    return 1 if any(n >= 4 for n in _chow_counts(ctx).values()) else 0


@fan_rule("hk.pure_straight")
def pure_straight(ctx: FanContext) -> int:
    """一條龍: 123, 456 and 789 of one suit."""
    firsts = {g.tiles[0] for g in ctx.chows}
    for suit in range(3):
        if all(K.suited(suit, r) in firsts for r in (1, 4, 7)):
            return 1
    return 0


@fan_rule("hk.mixed_triple_chow")
def mixed_triple_chow(ctx: FanContext) -> int:
    """三姊妹: chows of the same numbers in all three suits."""
    by_rank: dict[int, set[int]] = {}
    for g in ctx.chows:
        by_rank.setdefault(K.rank_of(g.tiles[0]), set()).add(K.suit_of(g.tiles[0]))
    return 1 if any(len(s) == 3 for s in by_rank.values()) else 0


def _four_uses(ctx: FanContext) -> list[tuple[int, int, int]]:
    """For each kind whose four copies all sit in the hand (kongs aside): how many pungs,
    pairs and chows hold it."""
    if not _standard(ctx):
        return []
    counts = Counter(ctx.tiles)
    out = []
    for t, n in counts.items():
        if n < 4 or not K.is_suited(t) and not K.is_honor(t):
            continue
        pungs = pairs = chows = 0
        for g in _groups(ctx):
            if t not in g.tiles:
                continue
            if g.kind is GroupKind.KONG:
                pungs = -99
            elif g.kind is GroupKind.PUNG:
                pungs += 1
            elif g.kind is GroupKind.PAIR:
                pairs += 1
            elif g.kind is GroupKind.CHOW:
                chows += 1
        out.append((pungs, pairs, chows))
    return out


@fan_rule("hk.four_into_two")
def four_into_two(ctx: FanContext) -> int:
    """四歸二: all four copies of a kind as a pung and a chow; per kind."""
    return sum(1 for u in _four_uses(ctx) if u == (1, 0, 1))


@fan_rule("hk.four_into_three")
def four_into_three(ctx: FanContext) -> int:
    """四歸三: all four copies as the pair and two chows; per kind."""
    return sum(1 for u in _four_uses(ctx) if u == (0, 1, 2))


@fan_rule("hk.four_into_four")
def four_into_four(ctx: FanContext) -> int:
    """四歸四: all four copies in four chows; per kind."""
    return sum(1 for u in _four_uses(ctx) if u == (0, 0, 4))


# ---- special shapes -----------------------------------------------------------------------


@fan_rule("hk.thirteen_orphans")
def thirteen_orphans(ctx: FanContext) -> int:
    return 1 if ctx.d.shape == "thirteen_orphans" else 0


@fan_rule("hk.nine_gates")
def nine_gates(ctx: FanContext) -> int:
    """九子連環: concealed, one suit, 1112345678999 plus one more of that suit (the 14 tiles,
    whichever came last)."""
    if ctx.hand.melds or len(ctx.suits) != 1 or ctx.has_honors:
        return 0
    c = Counter(K.rank_of(t) for t in ctx.tiles)
    need = {1: 3, 9: 3, **{r: 1 for r in range(2, 9)}}
    return 1 if len(ctx.tiles) == 14 and all(c[r] >= n for r, n in need.items()) else 0


# ---- circumstances ------------------------------------------------------------------------


@fan_rule("hk.last_tile_draw")
def last_tile_draw(ctx: FanContext) -> int:
    """海底撈月: self-drawn on the last live-wall tile; a replacement tile never is."""
    sit = ctx.situation
    return 1 if sit.self_drawn and sit.last_wall_tile and not sit.kong_replacement and not sit.flower_replacement else 0


@fan_rule("hk.last_discard")
def last_discard(ctx: FanContext) -> int:
    """河底撈魚: won on the discard made after the last wall tile was drawn."""
    sit = ctx.situation
    return 1 if sit.discard_win and not sit.rob_kong and sit.last_wall_tile else 0


@fan_rule("hk.heavenly")
def heavenly(ctx: FanContext) -> int:
    """天胡: the dealer's dealt hand wins, before any discard or concealed kong."""
    return 1 if ctx.situation.heavenly else 0


@fan_rule("hk.earthly")
def earthly(ctx: FanContext) -> int:
    """地胡: a non-dealer's dealt hand wins on the dealer's first discard, no kong before it."""
    sit = ctx.situation
    return (
        1
        if (
            sit.discard_win
            and not sit.dealer
            and sit.extra.get("dealer_first_discard")
            and not sit.extra.get("calls_made", 0)
        )
        else 0
    )


@fan_rule("hk.human")
def human(ctx: FanContext) -> int:
    """人胡: a non-dealer wins in the first go-around, before their own first discard, with no
    call at the table before (self-draw or discard)."""
    sit = ctx.situation
    if sit.dealer or sit.extra.get("calls_made", 0) or sit.rob_kong:
        return 0
    return 1 if sit.earthly or sit.human else 0
