"""Hints never recommend what the table refuses: at every decision of simulated games of every
built-in variant the hints are asked from the seat's own view, and on a turn with discards the
first recommended discard is played (it must be one of the seat's legal actions)."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.game import Game
from mahjong_tui.sim import derive_seed
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui import hints
from mahjong_tui.variants import load_variant

from .variant_cases import builtin_cases

HANDS = 6
"""Hands per variant, preset and seat count: every phase of play, within the suite's time."""


def play_with_hints(
    vid: str,
    preset: str = "",
    players: int | None = None,
    hands: int = HANDS,
    seed: int = 11,
    options: dict | None = None,
) -> int:
    """Play ``hands`` hands where every discard on a turn is the hints' first recommendation
    (a seat with a legal win takes it, as the bot chooses); the number of hints played."""
    variant = load_variant(vid, preset or None, options)
    game = Game(variant, players=players, seed=derive_seed(seed, "hints", vid, preset))
    bots = [BaselineBot(variant, seed=derive_seed(seed, "hints", vid, i)) for i in range(game.n)]
    played = 0
    for _ in range(5000):
        if game.over or len(game.history) >= hands:
            break
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        report = hints.compute(variant, game.view(seat, log=0))
        assert report is not None
        wins = any(a.type is Act.WIN and not a.false_win for a in legal)
        if game.phase is Phase.TURN and not wins and any(a.type is Act.DISCARD for a in legal):
            action = report.recommended
            assert action is not None, f"no recommendation with {[a.describe() for a in legal]}"
            assert action in legal, f"{action.describe()} is not legal: {[a.describe() for a in legal]}"
            assert action.type is Act.DISCARD and action.tile == report.discards[0].tile
            game.apply(action)
            played += 1
            continue
        game.apply(bots[seat].choose(game.bot_view(seat)))
    assert len(game.history) >= hands or game.over
    return played


@pytest.mark.slow
@pytest.mark.parametrize("vid,preset,players", builtin_cases())
def test_every_recommended_discard_is_legal(vid: str, preset: str, players: int) -> None:
    assert play_with_hints(vid, preset, players) >= HANDS


def test_hints_keep_to_the_void_suit() -> None:
    assert play_with_hints("sichuan", options={"declare_void": True}) >= HANDS


def test_wuhan_seed_4_never_recommends_the_red_dragon() -> None:
    """`play wuhan --seats human,bot,bot,bot --seed 4`: the first turn's hint offered 紅中,
    which may only be laid aside."""
    variant = load_variant("wuhan")
    game = Game(variant, 4, 4)
    bots = {i: BaselineBot(variant, 4 * 7 + i) for i in (1, 2, 3)}  # as the table seats them
    while game.to_act()[0] != 0:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.bot_view(seat)))
    view = game.view(0)
    assert K.from_code("7z") in view.me.hand
    report = hints.compute(variant, view)
    assert report is not None and report.discards
    assert K.from_code("7z") not in [d.tile for d in report.discards]
    assert report.recommended in game.legal_actions(0)
