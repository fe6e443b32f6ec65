"""One judge: every win the engine settles in bot games, of every variant, preset and seat
count, told to ``score`` as a request in the documented schema, gets the same verdict, total
and payments."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.cli.score_cmd import compute, prepare
from mahjong_tui.engine.game import Game
from mahjong_tui.sim import derive_seed
from mahjong_tui.variants import load_variant

from .judge_requests import SettledWin, record_wins
from .variant_cases import builtin_cases

WINDS = "ESWN"
HANDS = 40


def play(vid: str, preset: str, players: int, hands: int, seed: int = 3) -> list[SettledWin]:
    """Every declaration settled in ``hands`` hands of bot play."""
    variant = load_variant(vid, preset or None)
    wins: list[SettledWin] = []
    done = match = 0
    while done < hands:
        match += 1
        game = Game(variant, players=players, seed=derive_seed(seed, "judge", match))
        record_wins(game, wins)
        bots = [BaselineBot(variant, seed=derive_seed(seed, "judge", match, i)) for i in range(players)]
        seen = 0
        for _ in range(20000):
            if game.over or done >= hands:
                break
            seat = game.to_act()[0]
            game.apply(bots[seat].choose(game.bot_view(seat)))
            if len(game.history) > seen:
                done += len(game.history) - seen
                seen = len(game.history)
    return wins


def _pays(result: dict) -> list[tuple[str, str, int, str]]:
    return sorted((p["payer"], p["payee"], p["amount"], p["reason"]) for p in result["payments"] or [])


def _engine_pays(w: SettledWin) -> list[tuple[str, str, int, str]]:
    def name(seat: int | None) -> str:
        return "pot" if seat is None else WINDS[seat]

    return sorted((name(p.payer), name(p.payee), p.amount, p.reason) for p in w.payments)


@pytest.mark.slow
@pytest.mark.parametrize("vid,preset,players", builtin_cases())
def test_score_agrees_with_the_table_on_every_settled_win(vid: str, preset: str, players: int) -> None:
    wins = play(vid, preset, players, HANDS)
    assert wins, "bots settled no win to compare"
    for w in wins:
        result = compute(prepare(w.request, cli=False))
        where = f"{w.request}"
        assert result["legal"] == (not w.record.false_win), where
        assert result["false_win"] == w.record.false_win, where
        assert result["total"] == w.record.score.total, where
        assert [f["id"] for f in result["fans"]] == [f.id for f in w.record.score.fans], where
        if w.together == 1:
            assert _pays(result) == _engine_pays(w), where
