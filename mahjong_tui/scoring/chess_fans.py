"""Fan (台) rules of chess-piece mahjong: 象棋麻將 (xiangqi-common, xiangqi32/56/64) and the
rules 憨兒 shares with it (haner32). Pieces are ``K.chess(colour, letter)``; see
docs/notation.md, "Chess pieces".

Rules read scoring parameters from ``[scoring.params]``:

* ``five_soldiers_min`` (default 5): soldiers of one colour 五兵合縱/五卒連橫 needs;
* ``general_pair_needs_winning_general`` (default true): 將帥聽令 needs the winning piece to
  be the general completing the 帥 + 將 pair (xiangqi32 §8.A).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..analysis.chess_specials import pure_pairs
from ..tiles import kinds as K
from ..tiles.hand import MeldKind
from .base import FanContext, fan_rule

RED_GENERAL = K.chess("r", "G")
BLACK_GENERAL = K.chess("b", "G")
RED_SOLDIER = K.chess("r", "S")
BLACK_SOLDIER = K.chess("b", "S")


def _letter(t: int) -> str:
    return K.chess_rank_letter(t)


def _colours(ctx: FanContext) -> set[str]:
    return {K.chess_colour(t) for t in ctx.tiles}


def exposed_variants(name: str, rule: Callable[[FanContext], int]) -> None:
    """Register ``name.concealed`` and ``name.exposed``: the rule without and with 副露, for
    items worth one 台 less with an exposed meld (憨兒's 2* and 3* items)."""

    def concealed(ctx: FanContext) -> int:
        return rule(ctx) if ctx.concealed_hand else 0

    def exposed(ctx: FanContext) -> int:
        return 0 if ctx.concealed_hand else rule(ctx)

    fan_rule(f"{name}.concealed")(concealed)
    fan_rule(f"{name}.exposed")(exposed)


# ---- the situation ------------------------------------------------------------------------


@fan_rule("chess.heavenly")
def heavenly(ctx: FanContext) -> int:
    """天胡: the dealer's first hand is complete (dealt, or after the first draw)."""
    return 1 if ctx.situation.heavenly else 0


@fan_rule("chess.earthly")
def earthly(ctx: FanContext) -> int:
    """地胡: a non-dealer self-draws on their first draw, nobody having called."""
    return 1 if ctx.situation.earthly else 0


@fan_rule("chess.human")
def human(ctx: FanContext) -> int:
    """人胡 (憨兒): a non-dealer wins on a discard before ever drawing, nobody having called."""
    return 1 if ctx.situation.human else 0


@fan_rule("chess.human_first_round")
def human_first_round(ctx: FanContext) -> int:
    """人胡 (xiangqi64 §6): a discard win in the first go-around: nobody has called, the discard
    is its discarder's first, and the winner (the dealer included) has not drawn yet."""
    sit = ctx.situation
    if sit.self_drawn:
        return 0
    extra = sit.extra
    if "draws_made" not in extra:  # scored outside a game: the --human flag says it
        return 1 if sit.human else 0
    ok = extra.get("calls_made", 1) == 0 and extra.get("discarder_first_discard") and extra["draws_made"] == 0
    return 1 if ok else 0


@fan_rule("chess.ready")
def ready(ctx: FanContext) -> int:
    """聽牌: the winner declared ready."""
    return 1 if ctx.situation.ready_declared else 0


@fan_rule("chess.ready_later")
def ready_later(ctx: FanContext) -> int:
    """聽 (憨兒): declared ready, not on the first turn (that is 天聽)."""
    sit = ctx.situation
    return 1 if sit.ready_declared and not sit.first_turn_ready else 0


@fan_rule("chess.ready_first_turn")
def ready_first_turn(ctx: FanContext) -> int:
    """天聽 (憨兒): ready declared on the first turn, before anyone called."""
    return 1 if ctx.situation.first_turn_ready else 0


@fan_rule("chess.last_wall_self_draw")
def last_wall_self_draw(ctx: FanContext) -> int:
    """海底撈月: self-drawn on the last piece of the wall."""
    sit = ctx.situation
    return 1 if sit.self_drawn and sit.last_wall_tile else 0


@fan_rule("chess.last_discard")
def last_discard(ctx: FanContext) -> int:
    """河底撈魚: won on the discard made after the last piece was drawn."""
    sit = ctx.situation
    return 1 if not sit.self_drawn and sit.last_wall_tile else 0


@fan_rule("chess.concealed_discard_win")
def concealed_discard_win(ctx: FanContext) -> int:
    """門清 (56): no meld claimed, won on a discard (a self-draw scores 門清自摸 instead)."""
    return 1 if ctx.concealed_hand and not ctx.situation.self_drawn else 0


@fan_rule("chess.concealed_self_drawn")
def concealed_self_drawn(ctx: FanContext) -> int:
    """門清自摸: no 副露 (concealed kongs allowed) and a self-draw."""
    return 1 if ctx.concealed_hand and ctx.situation.self_drawn else 0


@fan_rule("chess.double_kong")
def double_kong(ctx: FanContext) -> int:
    """槓頂槓自摸: a kong's replacement made another kong, whose replacement won."""
    return 1 if ctx.situation.double_kong_replacement else 0


# ---- the pieces ---------------------------------------------------------------------------


@fan_rule("chess.one_colour")
def one_colour(ctx: FanContext) -> int:
    """清一色: every piece, melds included, red, or every piece black."""
    return 1 if len(_colours(ctx)) == 1 else 0


exposed_variants("chess.one_colour", one_colour)


@fan_rule("chess.five_soldiers")
def five_soldiers(ctx: FanContext) -> int:
    """五兵合縱 / 五卒連橫: at least ``five_soldiers_min`` soldiers of one colour."""
    need = ctx.variant.scoring_params.five_soldiers_min
    c = Counter(ctx.tiles)
    return 1 if c[RED_SOLDIER] >= need or c[BLACK_SOLDIER] >= need else 0


@fan_rule("chess.five_red_soldiers")
def five_red_soldiers(ctx: FanContext) -> int:
    """五兵合縱 (憨兒): all five 兵."""
    return 1 if Counter(ctx.tiles)[RED_SOLDIER] >= 5 else 0


@fan_rule("chess.five_black_soldiers")
def five_black_soldiers(ctx: FanContext) -> int:
    """五卒連橫 (憨兒): all five 卒."""
    return 1 if Counter(ctx.tiles)[BLACK_SOLDIER] >= 5 else 0


@fan_rule("chess.eight_soldiers")
def eight_soldiers(ctx: FanContext) -> int:
    """八家將: every piece a soldier of one colour."""
    return 1 if ctx.tiles and len(set(ctx.tiles)) == 1 and _letter(ctx.tiles[0]) == "S" else 0


@fan_rule("chess.generals_soldiers")
def generals_soldiers(ctx: FanContext) -> int:
    """將帥領兵 (56/64): only generals and soldiers, at least one of each."""
    letters = {_letter(t) for t in ctx.tiles}
    return 1 if letters == {"G", "S"} else 0


@fan_rule("chess.no_head_tail")
def no_head_tail(ctx: FanContext) -> int:
    """斷頭尾: no general and no soldier."""
    return 0 if any(_letter(t) in "GS" for t in ctx.tiles) else 1


exposed_variants("chess.no_head_tail", no_head_tail)


@fan_rule("chess.red_general")
def red_general(ctx: FanContext) -> int:
    """帥 (憨兒): the hand holds 帥."""
    return 1 if RED_GENERAL in ctx.kinds else 0


@fan_rule("chess.black_general")
def black_general(ctx: FanContext) -> int:
    """將 (憨兒): the hand holds 將."""
    return 1 if BLACK_GENERAL in ctx.kinds else 0


@fan_rule("chess.generals_take_orders")
def generals_take_orders(ctx: FanContext) -> int:
    """將帥聽令 (32): the pair is 帥 + 將 and (by default) the winning piece is the general
    completing it; a heavenly win has no winning piece (xiangqi32 §6), so then never."""
    pair = ctx.pair
    if pair is None or tuple(sorted(pair.tiles)) != (RED_GENERAL, BLACK_GENERAL):
        return 0
    if not ctx.variant.scoring_params.general_pair_needs_winning_general:
        return 1
    if ctx.situation.heavenly:
        return 0
    return 1 if ctx.win_tile in (RED_GENERAL, BLACK_GENERAL) and ctx.win_group is pair else 0


# ---- the melds ----------------------------------------------------------------------------


def _sequence_letters(g: object) -> str:
    return "".join(_letter(t) for t in g.tiles)  # type: ignore[attr-defined]


@fan_rule("chess.dragon")
def dragon(ctx: FanContext) -> int:
    """一條龍: 帥仕相 + 俥傌炮 + a soldier pair, all of one colour."""
    if ctx.d.shape != "standard" or ctx.pair is None or len(_colours(ctx)) != 1:
        return 0
    seqs = sorted(_sequence_letters(g) for g in ctx.chows)
    pair = ctx.pair.tiles
    return 1 if seqs == ["GAE", "RHC"] and _letter(pair[0]) == "S" and pair[0] == pair[1] else 0


@fan_rule("chess.twin_dragons")
def twin_dragons(ctx: FanContext) -> int:
    """雙龍抱: the two melds are the same sequence, nothing claimed."""
    if ctx.d.shape != "standard" or not ctx.concealed_hand:
        return 0
    chows = ctx.chows
    return 1 if len(chows) == 2 and len(ctx.sets) == 2 and chows[0].tiles == chows[1].tiles else 0


@fan_rule("chess.two_kongs")
def two_kongs(ctx: FanContext) -> int:
    """二槓子: both melds are kongs, neither of soldiers."""
    kongs = ctx.kongs
    if len(kongs) != 2 or len(ctx.sets) != 2:
        return 0
    return 0 if any(_letter(g.tile) == "S" for g in kongs) else 1


@fan_rule("chess.four_pairs")
def four_pairs(ctx: FanContext) -> int:
    """四對子: the four-pairs shape."""
    return 1 if ctx.d.shape == "four_pairs" else 0


def _all_begged(ctx: FanContext) -> bool:
    """Every meld of the hand was made by claiming a discard (a concealed kong spoils it)."""
    melds = ctx.hand.melds
    need = ctx.variant.grammar.set_count
    return ctx.d.shape == "standard" and len(melds) == need and all(m.kind.is_exposed for m in melds)


@fan_rule("chess.all_begged")
def all_begged(ctx: FanContext) -> int:
    """全求: every meld claimed, won on a discard."""
    return 1 if _all_begged(ctx) and not ctx.situation.self_drawn else 0


@fan_rule("chess.half_begged")
def half_begged(ctx: FanContext) -> int:
    """半求: every meld claimed, won by self-draw."""
    return 1 if _all_begged(ctx) and ctx.situation.self_drawn else 0


@fan_rule("chess.exposed_won_on_other")
def exposed_won_on_other(ctx: FanContext) -> int:
    """全求單騎 (憨兒): the winner has 副露 and wins on another player's piece."""
    return 1 if not ctx.concealed_hand and not ctx.situation.self_drawn else 0


@fan_rule("chess.exposed_five_kong")
def exposed_five_kong(ctx: FanContext) -> int:
    """兵卒全槓 (憨兒): an exposed kong of five soldiers."""
    return 1 if any(m.kind is MeldKind.KONG and len(m.tiles) == 5 for m in ctx.hand.melds) else 0


@fan_rule("chess.soldiers_and_chariots")
def soldiers_and_chariots(ctx: FanContext) -> int:
    """兵車行 (憨兒): exactly 兵兵兵 + a black 車 pair, or 卒卒卒 + a red 俥 pair."""
    c = Counter(ctx.tiles)
    red = Counter({RED_SOLDIER: 3, K.chess("b", "R"): 2})
    black = Counter({BLACK_SOLDIER: 3, K.chess("r", "R"): 2})
    return 1 if c in (red, black) else 0


@fan_rule("chess.soldiers_united")
def soldiers_united(ctx: FanContext) -> int:
    """兵卒戮力 (憨兒): exactly three soldiers of one colour and two of the other."""
    c = Counter(ctx.tiles)
    return 1 if c in (Counter({RED_SOLDIER: 3, BLACK_SOLDIER: 2}), Counter({RED_SOLDIER: 2, BLACK_SOLDIER: 3})) else 0


exposed_variants("chess.soldiers_united", soldiers_united)


@fan_rule("chess.kongs_declared")
def kongs_declared(ctx: FanContext) -> int:
    """單槓 (憨兒, +125): exactly one kong declared; with ``kong_bonus_per_kong`` once per kong."""
    n = ctx.situation.kongs_declared
    if ctx.variant.scoring_params.kong_bonus_per_kong:
        return n
    return 1 if n == 1 else 0


# ---- 憨兒's special hands -------------------------------------------------------------------


def _special(label: str) -> Callable[[FanContext], int]:
    def rule(ctx: FanContext) -> int:
        return 1 if ctx.d.shape == label else 0

    rule.__doc__ = f"The special hand {label!r} (haner32 §5)."
    return rule


for _label in ("general_soldiers", "soldiers_raid", "five_roads"):
    fan_rule(f"chess.special.{_label}")(_special(_label))


def _pairs_kind(pure: bool, label: str) -> Callable[[FanContext], int]:
    def rule(ctx: FanContext) -> int:
        if ctx.d.shape != label:
            return 0
        pieces = tuple(sorted(ctx.tiles))
        return 1 if pure_pairs(label, list(ctx.hand.concealed), pieces) == pure else 0

    return rule


fan_rule("chess.special.two_pairs.pure")(_pairs_kind(True, "two_pairs"))
fan_rule("chess.special.two_pairs.lopsided")(_pairs_kind(False, "two_pairs"))
fan_rule("chess.special.iron_pillar.pure")(_pairs_kind(True, "iron_pillar"))
fan_rule("chess.special.iron_pillar.lopsided")(_pairs_kind(False, "iron_pillar"))
