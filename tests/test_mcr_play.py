"""MCR play rules the rule book states (mcr.md §3-§4), played through the engine."""

from __future__ import annotations

import pytest

from mahjong_tui import load_variant
from mahjong_tui.engine import Act

from .rig import act, can, rigged
from .table_rig import legal


@pytest.fixture(scope="module")
def mcr():
    return load_variant("mcr")


def test_no_kong_in_the_turn_of_a_pung(mcr) -> None:  # noqa: ANN001
    """§4: after a chow or pung the claimer must discard; his concealed four 7s wait."""
    g = rigged(mcr, {"E": "1s", "S": "55p7777s123m456m9m"}, turn="E", drawn="5p")
    act(g, "E", Act.DISCARD, "5p")
    act(g, "S", Act.PUNG, "5p")
    assert {a.type for a in legal(g, "S")} == {Act.DISCARD}


def test_the_last_wall_tile_allows_no_kong(mcr) -> None:  # noqa: ANN001
    """§3.5: the drawer of the last wall tile may win or discard, not kong."""
    g = rigged(mcr, {"E": "777s123m456m789p1z"}, turn="E", drawn="7s", size=0)
    g.state.last_tile_drawn = True
    assert {a.type for a in legal(g, "E")} == {Act.DISCARD}


def test_a_kong_with_one_tile_left_draws_it_as_the_replacement(mcr) -> None:  # noqa: ANN001
    """§3.5: a kong made when exactly one tile is left is allowed; that tile is its replacement."""
    g = rigged(mcr, {"E": "777s123m456m789p1z"}, turn="E", drawn="7s", wall="1z", size=1)
    act(g, "E", Act.CONCEALED_KONG, "7s")
    assert g.state.seats[0].drawn is not None and g.state.wall.remaining == 0
    assert g.state.last_tile_drawn
    assert can(g, "E", Act.WIN)


def test_a_concealed_kong_cannot_be_robbed_even_by_thirteen_orphans(mcr) -> None:  # noqa: ANN001
    """§4: only an added kong can be robbed, not a concealed one, not even for 十三幺."""
    g = rigged(mcr, {"E": "111z23m456p789s99m", "S": "19m19p19s234567z"}, turn="E", drawn="1z")
    act(g, "E", Act.CONCEALED_KONG, "1z")
    assert not can(g, "S", Act.WIN)


def test_one_winner_the_first_after_the_discarder(mcr) -> None:  # noqa: ANN001
    """§4 (截和): West and North both win on East's 6p; West, first in turn order, takes it."""
    g = rigged(mcr, {"E": "1s", "W": "123456m45p456s88s", "N": "123456m45p456s88s"}, turn="E", drawn="6p")
    act(g, "E", Act.DISCARD, "6p")
    act(g, "N", Act.WIN, "6p")
    act(g, "W", Act.WIN, "6p")
    assert g.state.result is not None
    assert [w.seat for w in g.state.result.wins] == [2]


def test_a_win_under_eight_fans_is_not_offered(mcr) -> None:  # noqa: ANN001
    """§4: wins are validated, so no false win can be declared: M13 (7 fans) is not offered,
    M2 (13 fans) is."""
    g = rigged(mcr, {"W": "1z", "S": "1234s444z[789s][555s]^"}, turn="W", drawn="1s")
    act(g, "W", Act.DISCARD, "1s")
    assert not can(g, "S", Act.WIN)
    g = rigged(mcr, {"W": "1z", "S": "123456m45p456s88s"}, turn="W", drawn="6p")
    act(g, "W", Act.DISCARD, "6p")
    assert can(g, "S", Act.WIN)


def test_a_kong_whose_replacement_is_a_flower_still_blooms_on_the_flowers_replacement(mcr) -> None:  # noqa: ANN001
    """§6.2 #46 (槓上開花, "a flower replacement does not count"). SPEC UNCLEAR: whether the
    tile that replaces a flower drawn as a kong's replacement is still the kong's replacement.
    The engine reads the parenthesis as excluding a flower's replacement with no kong before it,
    and counts 槓上開花 for the chain kong, flower, tile (as the Malaysian spec says outright)."""
    g = rigged(mcr, {"E": "777s123m456m789p1z"}, turn="E", drawn="7s", tail="f1 1z")
    act(g, "E", Act.CONCEALED_KONG, "7s")
    act(g, "E", Act.WIN, "1z")
    assert g.state.result is not None
    fans = {f.id for f in g.state.result.wins[0].score.fans}
    assert {"out_with_replacement_tile", "flower_tiles"} <= fans
