"""The strong bot's two-step acceptance (:mod:`mahjong_tui.bots.strong.shape`): among discards
keeping the same distance with the same acceptance, the one whose improving draws lead to the
wider next shapes, and the hints' ranking gives that as its reason."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.discard_ranking import Reason, rank_discards
from mahjong_tui.bots.strong.shape import two_step_in
from mahjong_tui.engine import Game
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import position
from .test_strong_bot import EAST

FOUR_P, SEVEN_S = K.from_code("4p"), K.from_code("7s")


def _two_pairs_or_two_sided() -> Game:  # in Beijing, where the shape is on
    """East holds 34567m 123s 11p 77s 34p and draws 4p: one from ready either way. Throwing
    the drawn 4p keeps the pairs 11p and 77s (and a lone 3p): its draws lead to waits on one of
    two pairs. Throwing a 7s keeps the two-sided 34p: its draws lead to two-sided waits. The
    same 19 tiles bring either hand one step closer."""
    bj = load_variant("beijing")
    return position(
        bj,
        {"E": "34567m113p123s77s", "S": "1z", "W": "1z", "N": "1z"},
        turn="E",
        drawn="4p",
        wall="7z" * 40,
        size=60,
    )


def test_two_discards_of_equal_acceptance_split_by_the_shape_they_lead_to() -> None:
    g = _two_pairs_or_two_sided()
    variant = g.variant
    view = g.bot_view(EAST)
    bot = StrongBot(variant)
    ctx = bot._context(view)
    plan = next(p for _, p in bot._ranked(ctx))
    top = bot._probe(ctx, plan)
    assert top.minus(FOUR_P) == top.minus(SEVEN_S) == 2  # the same distance: one from ready
    pair_side = bot._two_step(ctx, plan, top, FOUR_P)
    two_sided = bot._two_step(ctx, plan, top, SEVEN_S)
    assert pair_side is not None and two_sided is not None
    assert pair_side[0] == two_sided[0] == 19  # the same one-step acceptance
    assert two_sided[1] > pair_side[1]  # the wider next shapes
    assert BaselineBot(variant).choose(view).tile == FOUR_P  # one step deep, the tie goes the other way
    assert bot.choose(view).tile == SEVEN_S


def test_without_the_shape_the_strong_bot_plays_the_baselines_discard() -> None:
    g = _two_pairs_or_two_sided()
    bot = StrongBot(g.variant)
    bot.two_step = False
    assert bot.choose(g.bot_view(EAST)).tile == FOUR_P


def test_the_ranking_puts_the_shape_choice_first_of_two_equally_fast() -> None:
    """Both keep shanten 1 and 19 tiles in, the figures the hints show: both are "fastest"
    (a player could not check a finer word on screen); the shape decides the order."""
    g = _two_pairs_or_two_sided()
    ranked = rank_discards(g.variant, g.bot_view(EAST))
    first = ranked[0]
    assert first.tile == SEVEN_S and first.chosen and Reason.SPEED in first.reasons
    by_tile = {r.tile: r for r in ranked}
    assert by_tile[FOUR_P].acceptance == first.acceptance
    assert (by_tile[FOUR_P].shanten, by_tile[FOUR_P].tiles_in) == (first.shanten, first.tiles_in) == (1, 19)
    assert Reason.SPEED in by_tile[FOUR_P].reasons
    assert first.shape is not None and by_tile[FOUR_P].shape is not None and first.shape > by_tile[FOUR_P].shape


def test_the_shape_is_off_in_the_chess_sets_and_where_it_lost_points() -> None:
    assert two_step_in(load_variant("beijing")) and two_step_in(load_variant("mingjiang"))
    assert not any(two_step_in(load_variant(v)) for v in ("sichuan", "yunnan", "shandong", "shaanxi"))
    assert not any(two_step_in(load_variant(v)) for v in ("xiangqi32", "xiangqi56", "xiangqi64", "haner32"))
