"""Whole matches of Shaanxi, Hebei and Shandong: four rounds end after the 16th deal pass, the
dealer keeps the deal on a win of his own or a draw, and the money sums to zero."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine import Game
from mahjong_tui.variants import load_variant


@pytest.mark.slow
@pytest.mark.parametrize("vid,preset", [("shaanxi", "standard"), ("hebei", "basic2"), ("shandong", "basic1")])
def test_four_rounds_and_the_dealer_rotation(vid: str, preset: str) -> None:
    v = load_variant(vid, preset)
    g = Game(v, seed=11)
    bots = [BaselineBot(v, seed=i) for i in range(4)]
    dealers = [g.state.dealer]
    while not g.over:
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.view(seat)))
        if g.state.hand_no > len(dealers) and not g.over:
            dealers.append(g.state.dealer)
    assert g.match.deal_passes == 16
    assert sum(g.match.scores) == 0
    for result, nxt in zip(g.history, dealers[1:], strict=False):
        keeps = not result.wins or any(w.seat == result.dealer for w in result.wins)
        assert nxt == (result.dealer if keeps else (result.dealer + 1) % 4)
        assert sum(result.deltas) == 0


@pytest.mark.parametrize("vid", ["shaanxi", "hebei", "shandong"])
def test_rounds_option_sets_the_match_length(vid: str) -> None:
    """Audit: each spec's §7 gives four rounds as a DEFAULT, so the length is a house-rule option."""
    v = load_variant(vid, None, {"rounds": 1})
    assert v.cfg.match.params["rounds"] == 1
    g = Game(v, seed=3)
    bots = [BaselineBot(v, seed=i) for i in range(4)]
    while not g.over:
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.view(seat)))
    assert g.match.deal_passes == 4
    assert sum(g.match.scores) == 0
