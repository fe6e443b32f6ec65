"""Shaanxi: a safer discard that keeps the hand's distance but gives up some acceptance is taken
more readily (bots/strong/bot.py, ``ACCEPTANCE_EXPONENT_BY_VARIANT``)."""

from __future__ import annotations

from mahjong_tui.bots.strong import bot as strong_bot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine import Act, Game
from mahjong_tui.table.state import RiverTile
from mahjong_tui.variants import load_variant

from .position import act, legal, position, tokens

EAST, SOUTH, WEST, NORTH = range(4)
DANGEROUS, SAFER = tokens("8p9m")


def _two_from_ready() -> Game:
    """East holds 489m 48p 23567789s and draws 3p, two steps from ready whether it lets the 8p
    or the 9m go (the 8p keeps 40 tiles of acceptance, the 9m 24); South, declared ready, waits
    on every pin (1112345678999p)."""
    g = position(
        load_variant("shaanxi"),
        {"E": "489m48p23567789s", "S": "1112345678999p", "W": "1z", "N": "1z"},
        turn="E",
        drawn="3p",
        wall="1z" * 50,
        size=60,
    )
    for seat, text in {SOUTH: "1s5z6z", WEST: "2z1z", NORTH: "2z3z"}.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]
    g.state.seats[SOUTH].ready = True
    return g


def _strong_discard(g: Game) -> int | None:
    picks = set()
    for fitted in (True, False):  # the fitted danger reading Shaanxi plays with, and the hand-set one
        bot = StrongBot(g.variant)
        if not fitted:
            bot.danger_model = None
        picked = bot.choose(g.bot_view(EAST))
        assert picked.type is Act.DISCARD
        picks.add(picked.tile)
    assert len(picks) == 1
    return picks.pop()


def test_the_safer_tile_at_the_same_distance_is_let_go_where_the_dangerous_one_deals_in() -> None:
    g = _two_from_ready()
    bot = StrongBot(g.variant)
    view = g.bot_view(EAST)
    ctx = bot._context(view)
    plans = [p for _, p in bot._ranked(ctx)]
    scores = bot._discard_scores(ctx, plans, [a for a in view.legal if a.type is Act.DISCARD])
    assert scores[SAFER] == scores[DANGEROUS]  # the same distance and value either way
    accepted = bot._acceptance(ctx, plans[0], [SAFER, DANGEROUS])
    assert accepted[SAFER] < accepted[DANGEROUS]
    assert _strong_discard(g) == SAFER
    act(g, "E", Act.DISCARD, "8p")  # the tile it no longer keeps pushing: South wins on it
    assert any(a.type is Act.WIN for a in legal(g, "S"))


def test_weighing_acceptance_as_elsewhere_it_kept_the_tile_that_deals_in(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(strong_bot, "ACCEPTANCE_EXPONENT_BY_VARIANT", {})
    assert _strong_discard(_two_from_ready()) == DANGEROUS
