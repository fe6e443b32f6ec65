"""The strong bot where kongs are paid at once (Sichuan's 刮風下雨 and alike): a direct kong on a
discard, and a concealed kong the baseline does without, are made, on constructed positions."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.blood_kongs import pays_kongs_at_once
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine import Act
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import act, position

EAST = 0


def test_kongs_paid_at_once_are_read_from_the_settlement() -> None:
    assert all(pays_kongs_at_once(load_variant(v)) for v in ("sichuan", "yunnan", "beijing", "shandong", "shaanxi"))
    # MCR counts kongs as fans, Wuhan multiplies by them, Hebei pays them only with a win (槓隨胡)
    assert not any(pays_kongs_at_once(load_variant(v)) for v in ("mcr", "wuhan", "hebei"))


def test_a_direct_kong_paid_at_once_is_taken_where_the_baseline_passes() -> None:
    v = load_variant("sichuan")
    for east in ("555m1368m2479p1p", "555m123m46p789p9p"):
        g = position(v, {"E": east, "S": "1s", "W": "1s", "N": "1s"}, turn="N", drawn="5m", size=60, pad="9s")
        act(g, "N", Act.DISCARD, "5m")
        view = g.bot_view(EAST)
        assert BaselineBot(v).choose(view).type is Act.PASS
        strong = StrongBot(v).choose(view)
        assert strong.type is Act.KONG and strong.tile == K.from_code("5m")


def test_a_concealed_kong_is_made_where_the_baseline_discards() -> None:
    v = load_variant("sichuan")
    g = position(v, {"E": "2358999m155567s", "S": "1m", "W": "1m", "N": "1m"}, turn="E", drawn="5s", pad="9p")
    view = g.bot_view(EAST)
    base = BaselineBot(v).choose(view)
    assert base.type is Act.DISCARD and base.tile == K.from_code("1s")
    strong = StrongBot(v).choose(view)
    assert strong.type is Act.CONCEALED_KONG and strong.tile == K.from_code("5s")
    mcr = load_variant("mcr")  # kongs not paid at once: the baseline's choice stands
    g = position(mcr, {"E": "2358999m155567s", "S": "1m", "W": "1m", "N": "1m"}, turn="E", drawn="5s", pad="9p")
    assert StrongBot(mcr).choose(g.bot_view(EAST)).type is BaselineBot(mcr).choose(g.bot_view(EAST)).type
