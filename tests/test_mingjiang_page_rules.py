"""明將 rules the rule book states that no other test played (mingjiang.md §3, §4, §6.1): a
dealer's concealed kong ends the first-turn limits, a passed chicken-only win is a pass-over too,
four kongs at most, and the last discard only for a win."""

from __future__ import annotations

import pytest

from mahjong_tui import load_variant
from mahjong_tui.engine import Act
from mahjong_tui.tiles import kinds as K

from .position import act, legal, pass_all, position
from .table_rig import can

READY = "123m456p789s11z22z"
"""South's dealt hand, waiting on 1z or 2z."""


@pytest.fixture(scope="module")
def mj():
    return load_variant("mingjiang")


def south_win_on_east_first_discard(mj, kong_first: bool) -> str | None:  # noqa: ANN001
    """The limit South's win on the dealer's first discard (a 1z) scores."""
    east = "5555m1z3m6m9m3p6p9p3s" if kong_first else "5m1z3m6m9m3p6p9p3s7s8s4z"
    g = position(mj, {"E": east, "S": READY}, turn="E", drawn="7z", tail="4z", fresh=True)
    if kong_first:
        act(g, "E", Act.CONCEALED_KONG, "5m")
    act(g, "E", Act.DISCARD, "1z")
    win = next(a for a in legal(g, "S") if a.type is Act.WIN)
    g.apply(win)
    assert g.state.result is not None
    return g.state.result.wins[0].score.details["limit"]


def test_earthly_hand_on_the_dealers_first_discard(mj) -> None:  # noqa: ANN001
    """§6.1 地胡: South's dealt hand wins on the dealer's first discard."""
    assert south_win_on_east_first_discard(mj, kong_first=False) == "earthly"


def test_no_earthly_hand_after_the_dealers_concealed_kong(mj) -> None:  # noqa: ANN001
    """§6.1 地胡: not if the dealer declared a concealed kong before that discard."""
    assert south_win_on_east_first_discard(mj, kong_first=True) is None


def test_no_heavenly_hand_after_a_concealed_kong(mj) -> None:  # noqa: ANN001
    """§6.1 天胡: the dealer's kong first, then a win on the replacement, is no 天胡."""
    g = position(mj, {"E": "555m123p456p789s1z"}, turn="E", drawn="5m", tail="1z", fresh=True)
    act(g, "E", Act.CONCEALED_KONG, "5m")
    g.apply(next(a for a in legal(g, "E") if a.type is Act.WIN))
    assert g.state.result is not None
    assert g.state.result.wins[0].score.details["limit"] is None


def test_passing_a_win_that_would_be_a_chicken_is_pass_over(mj) -> None:  # noqa: ANN001
    """§4 過水 (a): any complete shape counts, even an own-discard chicken."""
    g = position(mj, {"W": "45m123p456p789s22z", "N": "3m1z", "E": "6m9p"}, turn="N", drawn="2z", wall="9s")
    g.state.seats[2].discarded_kinds.add(K.from_code("3m"))  # a 3m won now would be a chicken
    act(g, "N", Act.DISCARD, "3m")
    assert [a for a in legal(g, "W") if a.type is Act.WIN and not a.false_win]
    act(g, "W", Act.PASS)
    pass_all(g)
    act(g, "E", Act.DISCARD, "6m")
    wins = [a for a in legal(g, "W") if a.type is Act.WIN]
    assert len(wins) == 1 and wins[0].false_win


def test_no_fifth_kong_at_the_table(mj) -> None:  # noqa: ANN001
    """§3: the dead wall supplies four replacements, so four kongs a hand at most."""
    for made, allowed in ((3, True), (4, False)):
        g = position(mj, {"S": "777p123m456m789s4p"}, turn="S", drawn="7p")
        g.state.kongs_total = made
        assert can(g, "S", Act.CONCEALED_KONG) is allowed


def test_the_last_discard_is_claimed_only_for_a_win(mj) -> None:  # noqa: ANN001
    """§4: once the live wall is empty the last discard may be claimed for a win only."""
    for size, pung in ((15, True), (14, False)):
        g = position(mj, {"N": "1z", "S": "55s123m456m789p1z"}, turn="N", drawn="5s", size=size)
        g.state.last_tile_drawn = size == 14
        act(g, "N", Act.DISCARD, "5s")
        assert can(g, "S", Act.PUNG) is pung
