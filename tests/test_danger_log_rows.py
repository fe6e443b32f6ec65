"""The danger log (benchmarks/danger_log.py) writes the tile rows the board reads: none against a
seat no discard can deal in to (Beijing: one that has claimed a pung), whose readiness row it
still writes."""

from __future__ import annotations

import sys
from pathlib import Path

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .wuhan_help import rig

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import danger_log  # noqa: E402

EAST, SOUTH = 0, 1
EAST_HAND = "7s6m5s1s3m4z3m4m6z5m4s2s9s"


def _south_record(south: str) -> dict:
    """The log's record of East discarding 4z against South showing ``south`` (ready on 1z)."""
    v = load_variant("beijing")
    g = rig(v, {"E": EAST_HAND, "S": south, "W": "1m", "N": "1m"}, drawn="8s", wild="2m", size=40)
    record = danger_log.discard_record(g, g.bot_view(EAST), K.from_code("4z"), StrongBot(v))
    return next(o for o in record["opps"] if o["seat"] == SOUTH)


def test_the_log_writes_tile_rows_against_a_concealed_ready_seat() -> None:
    closed = _south_record("123456789p1z555s")
    assert closed["ready"] == 1
    assert set(closed["tiles"]) == {str(K.from_code(c)) for c in ("1s", "2s", "4s", "5s", "7s", "8s", "9s")} | {
        str(K.from_code(c)) for c in ("3m", "4m", "5m", "6m", "4z", "6z")
    }


def test_the_log_writes_no_tile_row_against_a_seat_that_cannot_win_on_a_discard() -> None:
    opened = _south_record("123456789p1z[555s]")
    assert opened["ready"] == 1  # ready in shape, but in Beijing it wins by self-draw alone
    assert opened["row"] and opened["tiles"] == {}
