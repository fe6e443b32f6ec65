"""The strong bot in Hebei passes a cheap win on a discard to wait for the doubled self-draw all
three pay, while its draws left hold live winning tiles and no opponent reads ready
(:mod:`.self_draw_pass`), on constructed positions."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong import self_draw_pass
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine import Act
from mahjong_tui.variants import load_variant

from .position import act, position

EAST = 0
READY = "123m456m789m55p45s"  # East (the dealer) waits on 3s and 6s


def _north_discards_3s(vid: str, wall: int):
    v = load_variant(vid)
    g = position(v, {"E": READY, "S": "1z", "W": "1z", "N": "1z"}, turn="N", drawn="3s", size=wall, pad="9s")
    act(g, "N", Act.DISCARD, "3s")
    view = g.bot_view(EAST)
    assert {Act.WIN, Act.PASS} <= {a.type for a in view.legal}
    return v, view


def test_hebei_passes_a_discard_win_for_the_self_draw() -> None:
    v, view = _north_discards_3s("hebei", 60)
    assert BaselineBot(v).choose(view).type is Act.WIN
    assert StrongBot(v).choose(view).type is Act.PASS
    keep, take = self_draw_pass.weigh(v, view, view.last_discard[1], view.last_discard[0]) or (0.0, 0.0)
    assert take == 10  # the discarder pays the dealer's doubled win alone: the settlement's figure
    assert keep > 3 * take


def test_without_the_rule_hebei_takes_the_win(monkeypatch) -> None:
    monkeypatch.setattr(self_draw_pass, "PASSES_IN", frozenset())
    v, view = _north_discards_3s("hebei", 60)
    assert StrongBot(v).choose(view).type is Act.WIN


def test_a_likely_ready_opponent_or_a_short_wall_takes_the_win(monkeypatch) -> None:
    v, view = _north_discards_3s("hebei", 30)  # about seven draws left: too few to wait
    assert StrongBot(v).choose(view).type is Act.WIN
    v, view = _north_discards_3s("hebei", 60)
    assert not self_draw_pass.passes_win(v, view, view.last_discard[1], view.last_discard[0], 0.7)
    monkeypatch.setattr(self_draw_pass, "THREAT_MAX", 0.0)  # every opponent reads ready enough
    assert StrongBot(v).choose(view).type is Act.WIN


def test_only_hebei_passes_so() -> None:
    v, view = _north_discards_3s("shandong", 60)  # the same payments, measured no gain there
    assert StrongBot(v).choose(view).type is Act.WIN


def test_the_draw_chance() -> None:
    assert self_draw_pass.draw_chance(0, 100, 10) == 0.0
    assert self_draw_pass.draw_chance(4, 100, 0) == 0.0
    assert self_draw_pass.draw_chance(4, 8, 5) == 1.0
    assert abs(self_draw_pass.draw_chance(1, 10, 3) - 0.3) < 1e-12
