"""Positions reached by play: a game after a number of the normal bots' decisions."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine import Game
from mahjong_tui.variants.model import Variant


def played(variant: Variant, seed: int, decisions: int) -> tuple[Game, list[BaselineBot]]:
    """The game of ``seed`` after ``decisions`` decisions of normal bots (seat ``i``'s bot seeded
    ``i``), with the bots, which a test may ask what they would do next."""
    g = Game(variant, seed=seed)
    bots = [BaselineBot(variant, seed=i) for i in range(g.n)]
    for _ in range(decisions):
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.bot_view(seat)))
    return g, bots
