"""A seat's default name is stored in the language the game was played in ("Bot 3" in English,
"電腦 3" in Chinese): the statistics counted the same bot, and the same unnamed player, as two
players, one per language. They are one player, shown in the screen's language."""

from __future__ import annotations

import pytest
from textual.app import App

from mahjong_tui.stats.store import GameTally, record_game
from mahjong_tui.stats.tally import Tally, Who
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.statistics import StatisticsScreen, player_label


@pytest.mark.parametrize("lang, bot, player", [("en", "Bot 3 (normal)", "Player"), ("zh_TW", "電腦 3 (普通)", "玩家")])
async def test_a_default_name_in_two_languages_is_one_player(lang: str, bot: str, player: str) -> None:
    record_game(
        GameTally(
            "g1",
            "mcr",
            "2026-11-28T10:00:00",
            [(Who("Player"), Tally(hands=2)), (Who("Bot 3", "normal"), Tally(hands=2))],
        )
    )
    record_game(
        GameTally(
            "g2",
            "mcr",
            "2026-11-28T11:00:00",
            [(Who("玩家"), Tally(hands=3)), (Who("電腦 3", "normal"), Tally(hands=3))],
        )
    )
    record_game(GameTally("g3", "mcr", "2026-11-28T12:00:00", [(Who("Ann"), Tally(hands=1))]))
    app: App[None] = App()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = StatisticsScreen(Look.make(lang, False, True), current="mcr")
        await app.push_screen(screen)
        await pilot.pause()
        rows = {player_label(p, lang): p.total.hands for p in screen.players}
    assert rows == {player: 5, bot: 5, "Ann": 1}
