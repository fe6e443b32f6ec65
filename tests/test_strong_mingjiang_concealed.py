"""明將: a concealed hand's pung making it ready is weighed by expected points, claimed against
staying concealed (門前清 pays a fan, and 明將 pays n(n + 1)/2 shares for n fans:
:mod:`mahjong_tui.bots.strong.mingjiang_concealed`)."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong import mingjiang_concealed
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mingjiang_concealed import concealed_beats_claim, weighs_concealed
from mahjong_tui.engine import Act
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .test_strong_mingjiang_paid_waits import EAST, _north_discards

ONE_STEP = 2
"""A hand one step from ready, in the chance to win by distance (0 complete, 1 ready)."""


def test_only_mingjiang_weighs_a_concealed_hand() -> None:
    assert weighs_concealed(load_variant("mingjiang"))
    assert not any(weighs_concealed(load_variant(v)) for v in ("hebei", "mcr", "sichuan"))


def test_a_cheap_pung_to_ready_is_passed(monkeypatch: pytest.MonkeyPatch) -> None:
    # pung 5z: 555z 123m 456p 78s 99m, discard 1p, ready on 6s 9s with the dragon's one fan
    # (paid 1 share); concealed, one step away, the same waits carry 門前清 too (2 fans, 3 shares)
    v = load_variant("mingjiang")
    view = _north_discards("55z123m456p78s99m1p", "1m", "5z").bot_view(EAST, facts=True)
    base = BaselineBot(v).choose(view)
    assert base.type is Act.PUNG and base.tile == K.from_code("5z")
    bot = StrongBot(v)
    assert concealed_beats_claim(v, view, base, ONE_STEP, bot.win_chance)
    assert bot.choose(view).type is Act.PASS
    # without the weighing the strong bot pungs as the baseline does
    monkeypatch.setattr(mingjiang_concealed, "USED_IN", frozenset())
    assert StrongBot(v).choose(view) == base


def test_a_dear_pung_to_ready_is_taken() -> None:
    # pung 5z: 555z 123s 456s 78s 99s, discard 1p: a half flush with a dragon pung claimed is
    # worth nearly what it is concealed, and it is ready now
    v = load_variant("mingjiang")
    view = _north_discards("55z123s456s78s99s1p", "1m", "5z").bot_view(EAST, facts=True)
    base = BaselineBot(v).choose(view)
    assert base.type is Act.PUNG
    bot = StrongBot(v)
    assert not concealed_beats_claim(v, view, base, ONE_STEP, bot.win_chance)
    assert bot.choose(view) == base


def test_a_chow_is_not_weighed() -> None:
    # chowing is measured worse with the weighing: the baseline's chow stands
    v = load_variant("mingjiang")
    view = _north_discards("4m5m4p4p4p5p6p7p8p9p5z5z6z", "1z", "3m").bot_view(EAST, facts=True)
    base = BaselineBot(v).choose(view)
    assert base.type is Act.CHOW
    bot = StrongBot(v)
    assert not concealed_beats_claim(v, view, base, ONE_STEP, bot.win_chance)
    assert bot.choose(view) == base
