"""Bots play Wuhan and Beijing to a win in most hands; every hand's settlement sums to zero."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.game import Game
from mahjong_tui.variants import load_variant


def play_hands(variant_id: str, preset: str, hands: int, seed: int = 1) -> tuple[int, list[list[int]], dict[str, int]]:
    """(hands won, each hand's deltas, event counts) over ``hands`` bot-played hands."""
    v = load_variant(variant_id, preset)
    won = 0
    deltas: list[list[int]] = []
    events: dict[str, int] = {}
    match = 0
    while len(deltas) < hands:
        match += 1
        g = Game(v, seed=seed * 1000 + match)
        bots = [BaselineBot(v, seed=seed * 1000 + match * 10 + i) for i in range(g.n)]
        seen = 0
        while not g.over and len(deltas) < hands:
            seat = g.to_act()[0]
            g.apply(bots[seat].choose(g.view(seat, log=0)))
            for r in g.history[seen:]:
                deltas.append(list(r.deltas))
                won += bool(r.wins)
            seen = len(g.history)
        for e in g.events:
            events[e.kind] = events.get(e.kind, 0) + 1
    return won, deltas, events


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["kaikou", "koukou"])
def test_wuhan_bots_win_most_hands(preset: str) -> None:
    won, deltas, events = play_hands("wuhan", preset, 40)
    assert won / len(deltas) >= 0.6
    assert all(sum(d) == 0 for d in deltas)
    assert events.get("aside", 0) > 0  # red dragons and spare wilds are laid aside
