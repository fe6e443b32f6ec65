"""Fan rules of Malaysian three-player mahjong (malaysia3p.md §6): bonus tiles, wind pungs that
count for East and North, the clean-hand limit, jokers.

Generic rules any variant may list (dragon pungs, last tile, terminal-and-honour hands …) live
in :mod:`.rules_limits`; these are the ones whose condition is Malaysian.
"""

from __future__ import annotations

from ..analysis.decompose import GroupKind
from ..tiles import kinds as K
from ..tiles.hand import MeldKind
from .base import FanContext, fan_rule

EAST, SOUTH, WEST, NORTH = (K.honor(r) for r in range(1, 5))


def flower_number(t: int) -> int:
    """1-4 within its series: 梅蘭菊竹 f1-f4 and 春夏秋冬 f5-f8 (NOTATION-extra §3)."""
    return (t - K.FLOWER0) % 4 + 1


def full_series(bonus: list[int]) -> list[int]:
    """The flower series (0 gentlemen, 1 seasons) held complete."""
    held = set(bonus)
    return [s for s in (0, 1) if all(K.FLOWER0 + 4 * s + i in held for i in range(4))]


@fan_rule("my.own_flower")
def own_flower(ctx: FanContext) -> int:
    """正花: each flower whose number is the seat's (E 1, S 2, W 3), outside a full series."""
    number = ctx.situation.seat_wind + 1
    complete = full_series(ctx.hand.bonus)
    return sum(
        1
        for t in ctx.hand.bonus
        if K.category(t) is K.Category.FLOWER and flower_number(t) == number and (t - K.FLOWER0) // 4 not in complete
    )


@fan_rule("my.flower_set")
def flower_set(ctx: FanContext) -> int:
    """一台花: all four flowers of one series, once per series."""
    return len(full_series(ctx.hand.bonus))


@fan_rule("my.animal")
def animal(ctx: FanContext) -> int:
    return sum(1 for t in ctx.hand.bonus if K.category(t) is K.Category.ANIMAL)


@fan_rule("my.face")
def face(ctx: FanContext) -> int:
    return sum(1 for t in ctx.hand.bonus if K.category(t) is K.Category.FACE)


@fan_rule("my.wind_pungs")
def wind_pungs(ctx: FanContext) -> int:
    """Each wind pung: 1 if it is the seat's wind, plus 1 if it is East or North (§6.1)."""
    own = K.honor(ctx.situation.seat_wind + 1)
    n = 0
    for g in ctx.pungs:
        if K.is_wind(g.tile):
            n += (g.tile == own) + (g.tile in (EAST, NORTH))
    return n


@fan_rule("my.base_dot")
def base_dot(ctx: FanContext) -> int:
    """吃胡 (底一番): the hand holds a suit tile (a joker standing for one counts)."""
    return 1 if any(K.is_suited(t) for t in ctx.tiles) else 0


@fan_rule("my.little_esw")
def little_esw(ctx: FanContext) -> int:
    """小东南西: two pungs from East, South, West and a pair of the third (North does not count)."""
    trio = {EAST, SOUTH, WEST}
    pungs = {g.tile for g in ctx.pungs} & trio
    pair = ctx.pair.tile if ctx.pair is not None and ctx.d.shape == "standard" else None
    return 1 if len(pungs) == 2 and pair in trio - pungs else 0


@fan_rule("my.big_esw")
def big_esw(ctx: FanContext) -> int:
    """大东南西: pungs of East, South and West."""
    return 1 if {EAST, SOUTH, WEST} <= {g.tile for g in ctx.pungs} else 0


@fan_rule("my.clean_hand")
def clean_hand(ctx: FanContext) -> int:
    """门清 / 邋遢: no bonus tile, no claimed pung, no kong of any kind, and (by default) no chow.

    ``scoring.params.clean_hand_chow_breaks`` (default true) decides the chows (§8 options).
    """
    if ctx.hand.bonus:
        return 0
    chow_breaks = ctx.variant.scoring_params.clean_hand_chow_breaks
    for m in ctx.hand.melds:
        if m.kind is MeldKind.CHOW and not chow_breaks:
            continue
        return 0
    return 1


@fan_rule("my.earthly")
def earthly(ctx: FanContext) -> int:
    """地和: a non-dealer self-draws on the first draw, or wins on the dealer's first discard,
    in the first go-around with no call before."""
    sit = ctx.situation
    if sit.dealer or sit.extra.get("calls_made", 0):
        return 0
    if sit.earthly:
        return 1
    return 1 if sit.discard_win and sit.extra.get("dealer_first_discard") and sit.human else 0


@fan_rule("my.four_jokers")
def four_jokers(ctx: FanContext) -> int:
    """四条飞: the winning hand holds all four jokers."""
    return 1 if sum(1 for t in ctx.hand.all_tiles() if t == K.JOKER) >= 4 else 0


@fan_rule("my.jokers")
def jokers(ctx: FanContext) -> int:
    """House rule 飞牌计一番: one per joker in the winning hand."""
    return sum(1 for t in ctx.hand.all_tiles() if t == K.JOKER)


@fan_rule("my.kongs")
def kongs(ctx: FanContext) -> int:
    """House rule 槓牌计一番: one per kong, real or fake."""
    return sum(1 for g in ctx.sets if g.kind is GroupKind.KONG)


@fan_rule("my.terminal_honour_pungs")
def terminal_honour_pungs(ctx: FanContext) -> int:
    """幺九: four pungs or kongs and a pair, of terminals and honours only."""
    if ctx.d.shape != "standard" or ctx.chows or not ctx.pungs:
        return 0
    return 1 if all(K.is_terminal_or_honor(t) for t in ctx.tiles) else 0


@fan_rule("my.last_wall_draw")
def last_wall_draw(ctx: FanContext) -> int:
    """海底捞月: self-drawn with the wall's last tile, an ordinary or a replacement draw."""
    sit = ctx.situation
    return 1 if sit.self_drawn and sit.last_wall_tile else 0


@fan_rule("my.flower_replacement")
def flower_replacement(ctx: FanContext) -> int:
    """花上: self-drawn with the tile drawn to replace a bonus tile."""
    return 1 if ctx.situation.flower_replacement else 0


def _one_suit(ctx: FanContext) -> bool:
    return len(ctx.suits) == 1 and not ctx.has_honors


@fan_rule("my.all_dots_all_pungs")
def all_dots_all_pungs(ctx: FanContext) -> int:
    """全筒子对对胡: one suit, no honours, four pungs or kongs."""
    return 1 if _one_suit(ctx) and ctx.d.shape == "standard" and not ctx.chows and ctx.pungs else 0


@fan_rule("my.all_dots_all_chows")
def all_dots_all_chows(ctx: FanContext) -> int:
    """平和全筒子: one suit, no honours, four chows."""
    return 1 if _one_suit(ctx) and ctx.d.shape == "standard" and len(ctx.chows) == len(ctx.sets) else 0


@fan_rule("my.flower_win")
def flower_win(ctx: FanContext) -> int:
    """花和 (house rule): never read from a hand; the ``bonus_set_win`` feature declares it."""
    return 0
