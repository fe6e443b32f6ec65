"""The strong bot in Hebei, where kongs are paid only with a win (槓隨胡): a kong on a discard that
keeps the hand's distance is made where the baseline passes it (:mod:`.mingjiang_hebei_kongs`),
on constructed positions."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong import mingjiang_hebei_kongs
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine import Act
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import act, position

EAST = 0


def _after_north_discards_5m(vid: str, east: str):
    v = load_variant(vid)
    g = position(v, {"E": east, "S": "1s", "W": "1s", "N": "1s"}, turn="N", drawn="5m", size=60, pad="9s")
    act(g, "N", Act.DISCARD, "5m")
    return v, g.bot_view(EAST)


def test_hebei_kongs_a_discard_that_keeps_the_distance() -> None:
    for east in ("555m1368m2479p1p", "555m123m46p789p9p"):
        v, view = _after_north_discards_5m("hebei", east)
        assert any(a.type is Act.KONG for a in view.legal)
        assert BaselineBot(v).choose(view).type is Act.PASS
        strong = StrongBot(v).choose(view)
        assert strong.type is Act.KONG and strong.tile == K.from_code("5m")


def test_without_the_rule_hebei_passes_as_the_baseline(monkeypatch) -> None:
    monkeypatch.setattr(mingjiang_hebei_kongs, "CLAIM_SLACK", {})
    v, view = _after_north_discards_5m("hebei", "555m123m46p789p9p")
    assert StrongBot(v).choose(view).type is Act.PASS


def test_only_hebei_kongs_a_discard_so() -> None:
    # 明將's kongs count as fans and a direct one gives up the concealed hand: the baseline's pass stands
    v, view = _after_north_discards_5m("mingjiang", "555m123m46p789p9p")
    assert StrongBot(v).choose(view).type is BaselineBot(v).choose(view).type
