"""The hints' best discard is the strong bot's choice: over seeded positions of played hands in
several variants, at every turn where the strong bot discards, the hints (asked from the seat's
own view, as the table asks them) list that discard first and recommend exactly its action. The
bot is asked as the table asks it, with the seat's win facts (``reads_win_facts``): without them
it chose another discard at a position of Wuhan's seed 4, and the hints were right."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine.game import Game
from mahjong_tui.sim import derive_seed
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui import hints
from mahjong_tui.variants import load_variant

CASES = [
    ("mcr", 1),
    ("mcr", 2),
    ("sichuan", 1),
    ("wuhan", 1),
    ("wuhan", 4),
    ("beijing", 1),
    ("malaysia3p", 1),
    ("malaysia3p", 8),
    ("mingjiang", 3),
    ("hebei", 1),
    ("shandong", 1),
    ("shaanxi", 1),
    ("yunnan", 2),
    ("xiangqi56", 1),
    ("haner32", 1),
]
"""(variant, seed): one hand each; bots of the normal level move every seat."""


def positions_checked(vid: str, seed: int) -> tuple[int, int]:
    """Play a hand; at each turn with discards compare the hints with the strong bot. Gives
    (positions compared, of them with an opponent looking ready)."""
    v = load_variant(vid)
    game = Game(v, seed=derive_seed(seed, "hints-follow", vid))
    bots = [BaselineBot(v, seed=derive_seed(seed, "bot", i)) for i in range(game.n)]
    checked = defending = jokers = 0
    while not game.over and not game.history:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        if game.phase is Phase.TURN and any(a.type is Act.DISCARD for a in legal):
            strong = StrongBot(v).choose(game.bot_view(seat, StrongBot.reads_win_facts))
            if strong.type is Act.DISCARD:
                report = hints.compute(v, game.view(seat, log=0))
                assert report is not None
                assert report.recommended == strong, (vid, seed, len(game.events))
                checked += 1
                if report.discards:  # (none when a flower left the hand a tile short: the waits are shown)
                    assert report.discards[0].tile == strong.tile and report.discards[0].pick
                    assert not any(d.pick for d in report.discards[1:])
                    defending += report.discards[0].danger is not None
                    jokers += _joker_after_the_fold_tiles(report)
        game.apply(bots[seat].choose(game.bot_view(seat)))
    return checked, defending, jokers


def _joker_after_the_fold_tiles(report: hints.HintReport) -> bool:
    """Where an opponent looks ready and a 飛 joker is listed: it is not told safest and follows
    every tile the fold may throw (the strong bot's fold never throws it). Whether one was listed."""
    listed = [d.tile for d in report.discards]
    if K.JOKER not in listed or report.discards[0].danger is None:
        return False
    at = listed.index(K.JOKER)
    assert at == 0 or "safety" not in report.discards[at].reasons, listed
    assert at in (0, len(listed) - 1), listed
    return True


@pytest.mark.parametrize("vid,seed", CASES)
def test_the_hints_best_discard_is_the_strong_bots(vid: str, seed: int) -> None:
    checked, _, _ = positions_checked(vid, seed)
    assert checked >= (3 if vid == "haner32" else 10)  # 憨兒's 32 pieces make short hands


def test_positions_with_danger_are_among_those_compared() -> None:
    """Defence changes the strong bot's choice: some compared positions had a ready-looking opponent."""
    assert sum(positions_checked("mcr", s)[1] for s in (1, 2)) > 0


def test_a_joker_is_never_the_safest_hint_while_the_fold_keeps_it() -> None:
    """Malaysian game, seed 8: a hand holding its 飛 while South looks ready (the joker was told
    safest, listed second, in seven of its positions)."""
    assert positions_checked("malaysia3p", 8)[2] > 0
