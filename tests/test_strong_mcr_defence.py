"""MCR's defence (bots/strong/mcr_defence.py): the fitted tile danger and readiness, its own loss
weight and folding in steps, in MCR alone."""

from __future__ import annotations

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mcr_defence import FOLD_MARGIN, LOSS_WEIGHT, mcr_fold_margin, mcr_loss_weight, mcr_model
from mahjong_tui.bots.strong.stance import loss_weight
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .bot_play import played

EAST = 0


def test_mcr_reads_the_fitted_model_with_its_own_weight_and_folds_in_steps() -> None:
    bot = StrongBot(load_variant("mcr"))
    assert bot.danger_model is not None and bot.danger_model.reads_ready and bot.danger_model.reads_win
    assert bot.loss_weight == LOSS_WEIGHT and bot.fold_margin == FOLD_MARGIN


def test_no_other_variant_takes_mcrs_defence() -> None:
    for vid in ("hebei", "shandong", "mingjiang", "malaysia3p", "sichuan"):
        assert mcr_model(vid) is None and mcr_fold_margin(vid) is None and mcr_loss_weight(vid) is None, vid
        v = load_variant(vid)
        assert StrongBot(v).loss_weight == loss_weight(v), vid


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
    old.danger_model, old.loss_weight, old.fold_margin = None, loss_weight(v), None
    eight_m, seven_z = K.from_code("8m"), K.from_code("7z")
    board = new.danger_board(view)
    assert board.risk(eight_m) > 10 * board.risk(seven_z)
    assert old.choose(view).tile == eight_m == bots[EAST].choose(view).tile
    assert new.choose(view).tile == seven_z
