"""Fan rules shared by many variants. Variant-specific rules live in their own modules."""

from __future__ import annotations

from ..analysis.decompose import GroupKind
from ..tiles import kinds as K
from .base import EVERY_WIN, FanContext, fan_rule


@fan_rule(EVERY_WIN)
def win(ctx: FanContext) -> int:
    """Every win (chess 胡牌, a base value)."""
    return 1


@fan_rule("self_drawn")
def self_drawn(ctx: FanContext) -> int:
    return 1 if ctx.situation.self_drawn else 0


@fan_rule("discard_win")
def discard_win(ctx: FanContext) -> int:
    return 0 if ctx.situation.self_drawn else 1


@fan_rule("concealed_hand")
def concealed_hand(ctx: FanContext) -> int:
    """No exposed meld (concealed kongs allowed)."""
    return 1 if ctx.concealed_hand else 0


@fan_rule("all_pungs")
def all_pungs(ctx: FanContext) -> int:
    if ctx.d.shape != "standard" or ctx.chows:
        return 0
    return 1 if len(ctx.pungs) == len(ctx.sets) and ctx.pungs else 0


@fan_rule("full_flush")
def full_flush(ctx: FanContext) -> int:
    """One suit, no honours."""
    return 1 if len(ctx.suits) == 1 and not ctx.has_honors else 0


@fan_rule("half_flush")
def half_flush(ctx: FanContext) -> int:
    """One suit and honours (both present)."""
    return 1 if len(ctx.suits) == 1 and ctx.has_honors else 0


@fan_rule("seven_pairs")
def seven_pairs(ctx: FanContext) -> int:
    return 1 if ctx.d.shape == "seven_pairs" else 0


@fan_rule("all_chows")
def all_chows(ctx: FanContext) -> int:
    if ctx.d.shape != "standard" or not ctx.sets:
        return 0
    return 1 if all(g.kind is GroupKind.CHOW for g in ctx.sets) else 0


@fan_rule("all_simples")
def all_simples(ctx: FanContext) -> int:
    return 1 if ctx.tiles and all(K.is_simple(t) for t in ctx.tiles) else 0


@fan_rule("kong_replacement")
def kong_replacement(ctx: FanContext) -> int:
    return 1 if ctx.situation.kong_replacement else 0


@fan_rule("rob_kong")
def rob_kong(ctx: FanContext) -> int:
    return 1 if ctx.situation.rob_kong else 0
