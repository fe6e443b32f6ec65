"""Bots at the chess-piece variants: for each variant, preset and player count, some dozens of
seeded hands end mostly in a win, with no error, and every hand's payments sum to zero once the
pot (憨兒's ready deposits) is counted."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine import Game
from mahjong_tui.variants import load_variant

from .conftest import assert_conserved

CASES = [
    ("xiangqi32", None, 2),
    ("xiangqi32", None, 3),
    ("xiangqi32", None, 4),
    ("xiangqi32", "xiangqi32-pungs", 4),
    ("xiangqi56", None, 4),
    ("xiangqi64", None, 4),
    ("haner32", None, 2),
    ("haner32", None, 3),
    ("haner32", None, 4),
]


@pytest.mark.slow
@pytest.mark.parametrize(("variant_id", "preset", "players"), CASES)
def test_bots_win_most_hands_zero_sum(variant_id: str, preset: str | None, players: int) -> None:
    v = load_variant(variant_id, preset)
    hands, won, seed = 0, 0, 0
    while hands < 40:
        seed += 1
        g = Game(v, players=players, seed=seed)
        bots = [BaselineBot(v, seed=seed * 10 + i) for i in range(players)]
        while not g.over:
            s = g.to_act()[0]
            action = bots[s].choose(g.view(s, log=0))
            assert action in g.legal_actions(s)
            g.apply(action)
            if seed == 1:
                assert_conserved(g)
        for r in g.history:
            assert sum(r.deltas) + r.pot_change == 0
        assert sum(g.match.scores) + g.match.pot == 0
        hands += len(g.history)
        won += sum(1 for r in g.history if r.wins)
    assert won / hands >= 0.6
