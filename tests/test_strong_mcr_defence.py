"""MCR's defence: the fitted tile danger and readiness (bots/strong/danger_model.py), its own
loss weight in place of its price (stance.py) and folding in steps (fold_steps.py)."""

from __future__ import annotations

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.danger_model import model_for
from mahjong_tui.bots.strong.fold_steps import FOLD_MARGIN_BY_VARIANT, fold_margin
from mahjong_tui.bots.strong.stance import LOSS_WEIGHT_BY_VARIANT, loss_weight, priced_weight
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .bot_play import played

EAST = 0


def test_mcr_reads_the_fitted_model_with_its_own_weight_and_folds_in_steps() -> None:
    bot = StrongBot(load_variant("mcr"))
    assert bot.danger_model is not None and bot.danger_model.reads_ready and bot.danger_model.reads_win
    assert bot.loss_weight == LOSS_WEIGHT_BY_VARIANT["mcr"] != priced_weight(bot.variant)
    assert bot.fold_margin == FOLD_MARGIN_BY_VARIANT["mcr"]


def test_no_other_variant_takes_mcrs_defence() -> None:
    for vid in ("hebei", "shandong", "mingjiang", "malaysia3p", "sichuan"):
        v = load_variant(vid)
        bot = StrongBot(v)
        assert bot.loss_weight == loss_weight(v) and bot.fold_margin == fold_margin(vid), vid
        assert bot.danger_model == model_for(vid), vid


def test_the_fitted_reading_folds_a_middle_tile_the_hand_set_one_pushed() -> None:
    # MCR, seed 0, East's discard after 157 decisions of normal bots: an opponent reads about
    # half ready. The hand-set reading puts the baseline's 8m at 0.6 of a tile dangerous in
    # every way and, at the priced weight, pushes it; the fitted one reads it as dangerous as
    # a tile can be, against 0.06 for the 7z, and gives the 7z
    v = load_variant("mcr")
    g, bots = played(v, 0, 157)
    assert g.to_act() == [EAST]
    view = g.bot_view(EAST)
    new, old = StrongBot(v), StrongBot(v)
    old.danger_model, old.loss_weight, old.fold_margin = None, priced_weight(v), None
    eight_m, seven_z = K.from_code("8m"), K.from_code("7z")
    board = new.danger_board(view)
    assert board.risk(eight_m) > 10 * board.risk(seven_z)
    assert old.choose(view).tile == eight_m == bots[EAST].choose(view).tile
    assert new.choose(view).tile == seven_z
