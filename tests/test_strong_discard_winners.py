"""Beijing: a seat that has claimed a chow or pung wins by self-draw only, one that threw a wild
not at all; neither can be dealt in to, so the strong bot reads no threat from it
(bots/strong/discard_winners.py)."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.discard_winners import limits_discard_wins, wins_on_discard
from mahjong_tui.engine import Act
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import tokens
from .wuhan_help import rig

EAST, SOUTH, WEST, NORTH = range(4)
RIVER = "9s1p2z6z1z3m9p8s7m7s3p2p"
HONOUR, GENBUTSU = K.from_code("4z"), K.from_code("6z")
"""South's river: twelve discards, 6z among them."""


def _table(south: str, river: str = RIVER):  # noqa: ANN202
    """East (two from a win; lone honours 4z and 6z, the 6z South's own discard) to discard against South
    showing ``south``; West and North far, rivers short; 2m wild."""
    g = rig(
        load_variant("beijing"),
        {"E": "7s6m5s1s3m4z3m4m6z5m4s2s9s", "S": south, "W": "1m", "N": "1m"},
        drawn="8s",
        wild="2m",
        size=40,
    )
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens(river)]
    for seat in (WEST, NORTH):
        g.state.seats[seat].river = [RiverTile(t) for t in tokens("9m8m")]
    return g


def test_only_beijing_limits_who_wins_on_a_discard() -> None:
    assert limits_discard_wins(load_variant("beijing"))
    assert not any(limits_discard_wins(load_variant(v)) for v in ("shaanxi", "shandong", "hebei", "mcr", "wuhan"))


def test_a_claimed_pung_or_a_thrown_wild_leaves_no_discard_win() -> None:
    v = load_variant("beijing")
    wild = (K.from_code("2m"),)
    closed = _table("1112345678999p").bot_view(EAST).seats[SOUTH]
    opened = _table("12345678999p[111s]").bot_view(EAST).seats[SOUTH]
    kong = _table("12345678999p[1111s]").bot_view(EAST).seats[SOUTH]  # a direct kong is no claim
    threw_wild = _table("1112345678999p", "9s1p2z2m").bot_view(EAST).seats[SOUTH]
    assert wins_on_discard(v, wild, closed)
    assert not wins_on_discard(v, wild, opened)
    assert wins_on_discard(v, wild, kong)
    assert not wins_on_discard(v, wild, threw_wild)


def test_the_board_reads_no_threat_from_a_seat_that_cannot_win_on_a_discard() -> None:
    bot = StrongBot(load_variant("beijing"), seed=1)
    closed = bot.danger_board(_table("1112345678999p").bot_view(EAST))
    opened = bot.danger_board(_table("12345678999p[111s]").bot_view(EAST))
    south = {o.seat: o.readiness for o in closed.opponents}[SOUTH]
    assert south > 0.3 and closed.threat == south
    assert {o.seat: o.readiness for o in opened.opponents}[SOUTH] == 0.0
    assert opened.threat < 0.05  # West and North: two discards each


def test_the_bot_pushes_against_an_opened_seat_and_folds_against_a_concealed_one() -> None:
    bot = StrongBot(load_variant("beijing"), seed=1)

    def pick(south: str) -> int | None:
        got = bot.choose(_table(south).bot_view(EAST))
        assert got.type is Act.DISCARD
        return got.tile

    assert BaselineBot(load_variant("beijing")).choose(_table("12345678999p[111s]").bot_view(EAST)).tile == HONOUR
    assert pick("1112345678999p") == GENBUTSU
    assert pick("12345678999p[111s]") == HONOUR  # South could not win on it
