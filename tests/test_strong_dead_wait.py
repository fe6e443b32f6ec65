"""Shandong: a ready hand on a dead wait (every copy of it in sight) is read as a hand a step
further (bots/strong/mcr_push.py), so against a ready opponent it folds where it pushed."""

from __future__ import annotations

from mahjong_tui.bots.strong import mcr_push
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine import Act, Game
from mahjong_tui.table.state import RiverTile
from mahjong_tui.variants import load_variant

from .position import act, legal, position, tokens

EAST, SOUTH, WEST, NORTH = range(4)
PUSHED, SOUTHS_OWN = tokens("5p9m")


def _dead_wait() -> Game:
    """East holds 123s 456s 789s 55m 79m and draws 5p: the 5p discarded, it waits on 8m alone,
    and all four 8m lie in West's and North's rivers. South, declared ready, waits on every pin
    (1112345678999p) and has discarded 9m."""
    g = position(
        load_variant("shandong"),
        {"E": "123s456s789s5m5m7m9m", "S": "1112345678999p", "W": "1z", "N": "1z"},
        turn="E",
        drawn="5p",
        wall="1z" * 50,
        size=60,
    )
    for seat, text in {SOUTH: "9m5z6z", WEST: "8m8m1z", NORTH: "8m8m2z"}.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]
    g.state.seats[SOUTH].ready = True
    return g


def _strong_discard(g: Game) -> int | None:
    v = g.variant
    for fitted in (True, False):  # the fitted danger reading Shandong plays with, and the hand-set one
        bot = StrongBot(v)
        if not fitted:
            bot.danger_model = None
        picked = bot.choose(g.bot_view(EAST))
        assert picked.type is Act.DISCARD
        if fitted:
            first = picked.tile
        else:
            assert picked.tile == first
    return first


def test_a_ready_hand_on_a_dead_wait_folds_the_tile_that_deals_in() -> None:
    g = _dead_wait()
    assert _strong_discard(g) == SOUTHS_OWN
    act(g, "E", Act.DISCARD, "5p")  # the tile it no longer pushes: South wins on it
    assert any(a.type is Act.WIN for a in legal(g, "S"))


def test_read_from_the_plans_alone_the_dead_wait_pushed_into_the_deal_in(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(mcr_push, "READS_READY_WORTH", mcr_push.READS_READY_WORTH - {"shandong"})
    assert _strong_discard(_dead_wait()) == PUSHED
