"""The stance's chance of a hand one step from ready, read from the judge's routes in MCR
(:mod:`mahjong_tui.bots.strong.mcr_step_chance`)."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.strong import bot as strong_bot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mcr_step_chance import ONE_STEP, step_chances
from mahjong_tui.engine import Act
from mahjong_tui.engine.view import SeatView
from mahjong_tui.table.state import RiverTile
from mahjong_tui.variants import load_variant

from .position import position, tokens

EAST, SOUTH, WEST = 0, 1, 2


def _east(hand: str, drawn: str, wall: int = 16) -> SeatView:
    """East, open with 234p, holds ``hand`` and draws ``drawn``; South and West declared ready."""
    g = position(
        load_variant("mcr"),
        {"E": f"{hand} [234p]", "S": "1112345678999p", "W": "1s", "N": "1s"},
        turn="E",
        drawn=drawn,
        wall="1s" * wall,
        size=wall + 10,
    )
    for seat, text in {SOUTH: "2m9p7z", WEST: "9m9m", 3: "8m"}.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]
    g.state.seats[SOUTH].ready = g.state.seats[WEST].ready = True
    return g.bot_view(EAST)


def test_a_one_step_discard_reads_by_its_routes_not_the_plans_distance() -> None:
    """3m456m789m5s77p + 7s: the plans read every discard but the 5s and 7s two steps off or
    more; the search finds the 8m's draws leading to winning ready hands (a step from ready,
    at a share of the best draws' worth) and the 7p's to none (no nearer than two steps)."""
    v = load_variant("mcr")
    view = _east("3m456m789m5s77p", "7s")
    m8, p7, s7 = tokens("8m7p7s")

    def by_distance(d: int) -> float:
        return {1: 0.6, 2: 0.3, 3: 0.14, 4: 0.07}[d]

    worths = StrongBot(v).search.discard_worths(view, {m8, p7, s7})  # type: ignore[union-attr]
    assert worths[p7] == 0 < worths[m8] < worths[s7]
    got = step_chances(StrongBot(v).search, view, {m8: 0.07, p7: 0.3, s7: 0.3}, by_distance)  # type: ignore[arg-type]
    assert got[s7] == 0.3
    assert 0.07 < got[m8] == pytest.approx(by_distance(ONE_STEP) * (worths[m8] / worths[s7]) ** 0.7)
    assert got[p7] == by_distance(ONE_STEP + 1)


def test_a_live_step_is_kept_over_a_ready_hand_on_dead_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """3m456m78m1z55s7p + 6p: letting the 1z go leaves the hand ready on 5p/8p, no wait worth 8
    fans; the 8m keeps it a step from ready with the best draws to winning hands. Against two
    ready opponents the plans read both far and the bot let the honour go; read from the
    routes it keeps the live step."""
    v = load_variant("mcr")
    m8, z1 = tokens("8m1z")
    picked = []
    for reads in (True, False):
        if not reads:
            monkeypatch.setattr(strong_bot, "step_chances", lambda search, view, chance, by: chance)
        bot = StrongBot(v)
        bot.danger_model = None
        a = bot.choose(_east("3m456m78m1z55s7p", "6p"))
        assert a.type is Act.DISCARD
        picked.append(a.tile)
    assert picked == [m8, z1]
