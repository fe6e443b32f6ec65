"""The strong bot in Wuhan: tiles laid aside (紅中杠, 癩子杠) are no sets of a hand, so they do not
raise the readiness read from a seat's melds."""

from __future__ import annotations

from mahjong_tui.bots.strong.danger_model_features import ready_features
from mahjong_tui.bots.strong.readiness import PLAIN, seat_readiness, set_melds
from mahjong_tui.table.state import RiverTile
from mahjong_tui.variants import load_variant

from .position import tokens
from .wuhan_help import rig

EAST, SOUTH, WEST, NORTH = range(4)


def _table():  # noqa: ANN202
    """South has laid two red dragons aside, West has one chow; their rivers are alike."""
    g = rig(
        load_variant("wuhan"),
        {"E": "123456789m1199p", "S": "1237899p11s(7z)(7z)", "W": "1237899p11s[456m]<", "N": "123m"},
    )
    for seat in (SOUTH, WEST, NORTH):
        g.state.seats[seat].river = [RiverTile(t) for t in tokens("19m19s")]
    return g


def test_tiles_laid_aside_do_not_count_as_melds_in_the_readiness() -> None:
    view = _table().bot_view(EAST)
    south, west, north = view.seats[SOUTH], view.seats[WEST], view.seats[NORTH]
    assert len(south.melds) == 2 and set_melds(south) == 0
    assert seat_readiness(south, PLAIN) == seat_readiness(north, PLAIN) < seat_readiness(west, PLAIN)
    assert ready_features(south, 40) == ready_features(north, 40)
