"""憨兒 rules the rule book states that no other test played (haner32.md §4, §6.6)."""

from __future__ import annotations

from mahjong_tui.engine import Act
from mahjong_tui.rules.settlement.tai_points import seat_is_ready
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .chess_helpers import act, can, deltas, pass_all, pieces, table


def test_a_declared_players_own_discard_of_a_winning_piece_is_permanent_furiten() -> None:
    """§4 furiten 1 (§8.9): South, declared, throws the drawn 炮 that would have won; later
    West's 俥 would complete his 兩對, and he may not take it."""
    v = load_variant("haner32")
    hands = {"S": "rR rH bE bE bA", "W": "rR bA bS bS", "N": "rA rA rE bS", "E": "rE bH bH bS"}
    g = table(v, hands, turn="S", wall="bC bC rS rC bR", pad="rS", size=12)
    g.state.seats[1].drawn = K.from_code("bA")
    act(g, "S", Act.DISCARD, "bA", ready=True)
    for seat, piece in (("W", "bC"), ("N", "bC"), ("E", "rS")):
        pass_all(g)
        act(g, seat, Act.DISCARD, piece)
    pass_all(g)
    assert can(g, "S", Act.WIN, "rC")  # the drawn 炮 completes 俥傌炮 + 象象
    act(g, "S", Act.DISCARD, "rC")
    pass_all(g)
    act(g, "W", Act.DISCARD, "rR")
    assert not can(g, "S", Act.WIN)


def test_a_wait_too_cheap_to_win_still_counts_as_ready_at_a_draw() -> None:
    """§6.6: ready as for declaring, even if the wait would score too few 台 (here 0)."""
    assert seat_is_ready(load_variant("haner32"), pieces("rS bR bH bC"), [])


def test_wipeout_counts_discards_others_claimed() -> None:
    """§6.6 片甲不留 (§8.8): West's five 卒 count though North punged two of them."""
    v = load_variant("haner32")
    g = table(v, {"E": "rH rE bG bH", "S": "rA bE bH bC rG", "W": "rA rR bA bC"}, players=3, turn="S", wall="rC rC rC")
    g.state.seats[1].drawn = K.from_code("rG")
    g.state.seats[2].river = [RiverTile(K.from_code("bS"), claimed_by=0)] * 2 + [RiverTile(K.from_code("bS"))] * 3
    act(g, "S", Act.DISCARD, "rG")
    pass_all(g)
    assert deltas(g, 3) == {"E": -6000, "S": -3000, "W": 9000}


def test_a_declared_player_makes_no_pung() -> None:
    """§4 聽: after declaring, only draw and discard (or win); South's pung of 兵 goes."""
    v = load_variant("haner32")
    for ready, offered in ((False, {Act.PUNG, Act.PASS}), (True, set())):
        g = table(v, {"S": "rS rS bE bR rH", "W": "rS bA bR bS"}, turn="S", wall="rC bH rS rS rS", size=12)
        g.state.seats[1].drawn = K.from_code("rH")
        g.state.seats[1].discards_made = 1  # a later turn
        act(g, "S", Act.DISCARD, "rH", ready=ready)
        pass_all(g)
        act(g, "W", Act.DISCARD, "rS")
        assert {a.type for a in g.legal_actions(1)} == offered


def south_first_draw_win(kong_first: bool) -> set[str]:
    """The items of South's win on his first draw, after the dealer's first turn."""
    v = load_variant("haner32")
    g = table(
        v,
        {"E": "rS rS rS rA", "S": "rG rA rE bS"},
        turn="E",
        drawn="rS",
        wall="bS bC bC",
        pad="bC",
        size=12,
        fresh=True,
    )
    g.state.wall.tiles[-1] = K.from_code("bH")  # the kong's replacement
    if kong_first:
        act(g, "E", Act.CONCEALED_KONG, "rS")
        act(g, "E", Act.DISCARD, "bH")
    else:
        act(g, "E", Act.DISCARD, "rS")
    pass_all(g)
    act(g, "S", Act.WIN, "bS")
    assert g.state.result is not None
    return {f.id for f in g.state.result.wins[0].score.fans}


def test_a_concealed_kong_is_a_call_that_ends_the_first_turn_wins() -> None:
    """§4 (calls include concealed kongs) and §6.1 地胡: the dealer's concealed kong first, and
    South's first-draw win is no 地胡."""
    assert "earthly" in south_first_draw_win(kong_first=False)
    assert "earthly" not in south_first_draw_win(kong_first=True)
