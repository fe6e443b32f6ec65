"""明將 and Hebei: a ready hand on a live wait folds only among discards that keep it ready
(:mod:`mahjong_tui.bots.strong.mingjiang_hebei_ready`); on a thin wait, or without the rule, the
defence may still break it."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.plans import READY
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mingjiang_hebei_ready import keeps_ready, ready_rivals
from mahjong_tui.bots.strong.stance import priced_weight
from mahjong_tui.bots.strong.value import ReadyDiscards
from mahjong_tui.engine import Act
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .test_strong_defence import EAST, _ready_hand_facing_a_ready_opponent


def _scores(bot: StrongBot, view) -> dict:  # noqa: ANN001
    ctx = bot._context(view)
    plans = [p for _, p in bot._ranked(ctx)]
    return bot._discard_scores(ctx, plans, [a for a in view.legal if a.type is Act.DISCARD])


def test_a_ready_hand_on_a_live_wait_keeps_it_in_mingjiang_and_hebei() -> None:
    # East waits on 3p/6p (eight copies unseen) and South, declared ready, discarded 9m
    for vid in ("mingjiang", "hebei"):
        v = load_variant(vid)
        view = _ready_hand_facing_a_ready_opponent(vid).bot_view(EAST)
        bot = StrongBot(v)
        assert bot.keeps_wait and keeps_ready(v)
        base = BaselineBot(v).choose(view)
        pick = bot.choose(view)
        assert base.tile == K.from_code("5m") and pick == base, vid
        assert _scores(bot, view)[pick.tile][0] == READY
        # without the rule the same defence (Hebei at its price: it keeps a lower weight) breaks
        # the wait for South's own 9m
        bot.keeps_wait = False
        if vid == "hebei":
            bot.loss_weight = priced_weight(v) or bot.loss_weight
        assert bot.choose(view).tile == K.from_code("9m"), vid


def test_a_thin_wait_or_a_hand_not_ready_keeps_every_rival() -> None:
    v = load_variant("hebei")
    view = _ready_hand_facing_a_ready_opponent("hebei").bot_view(EAST)
    scores = _scores(StrongBot(v), view)
    base, nine = K.from_code("5m"), K.from_code("9m")
    assert scores[nine][0] > READY
    assert ready_rivals(ReadyDiscards(v), view, scores, base, [nine]) == []  # eight copies: a live wait
    assert ready_rivals(ReadyDiscards(v), view, scores, base, [nine], live=9.0) == [nine]  # fewer than asked: thin
    assert ready_rivals(ReadyDiscards(v), view, scores, nine, [base]) == [base]  # 9m leaves the hand not ready
