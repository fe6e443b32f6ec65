"""象棋麻將 rules the rule book states (docs/rules/xiangqi.md and the three set pages) that the
worked examples in test_xiangqi.py do not hold: how a claim, a declaration and the empty wall
change play (xiangqi-common C5–C8), and what each fan asks for (xiangqi32/56/64 §6)."""

from __future__ import annotations

import pytest

from mahjong_tui.cli.score_cmd import compute, prepare
from mahjong_tui.engine import Act
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .chess_helpers import act, can, example, pass_all, table
from .judge_requests import SettledWin, record_wins

# ---- play (the common page) ------------------------------------------------------------------


def test_after_a_chow_the_claimer_discards_without_drawing_and_may_throw_the_kind_chowed() -> None:
    """C5.4, C6 (no chow-swap ban): West chows 帥仕相 on South's 相 and, without drawing, may
    throw anything, the other 相 included."""
    v = load_variant("xiangqi32")
    g = table(v, {"S": "bA bE bR bH rE", "W": "rG rA rE bS"}, turn="S", wall="rS rS bS")
    g.state.seats[1].drawn = K.from_code("rE")
    act(g, "S", Act.DISCARD, "rE")
    act(g, "W", Act.CHOW, "rE")
    pass_all(g)
    assert g.state.wall.remaining == 3 and g.state.seats[2].drawn is None
    assert {(a.type, K.code(a.tile)) for a in g.legal_actions(2) if not a.ready} == {
        (Act.DISCARD, "rE"),
        (Act.DISCARD, "bS"),
    }


def test_no_furiten_a_declared_player_who_let_a_win_go_still_wins_later() -> None:
    """C6 (no furiten), C7: West, declared ready on 包, lets South's 包 go; he still wins on the
    dealer's 包 a go-around later."""
    v = load_variant("xiangqi32")
    hands = {"E": "rA bE bE bS bC", "S": "bA bA bE bS", "W": "rA rA bR bH", "N": "rR rR rH rH"}
    g = table(v, hands, turn="S", drawn="bC", wall="rS rS rS rS", size=8)
    g.state.seats[2].ready = True
    act(g, "S", Act.DISCARD, "bC")
    assert can(g, "W", Act.WIN, "bC")
    pass_all(g)
    for seat in "WN":
        act(g, seat, Act.DISCARD, "rS")
        pass_all(g)
    act(g, "E", Act.DISCARD, "bC")
    act(g, "W", Act.WIN, "bC")
    assert [w.seat for w in g.history[-1].wins] == [2]


def test_no_furiten_a_piece_thrown_earlier_still_wins() -> None:
    """C6 (no furiten): West throws a 卒, later waits on 卒 and wins on North's."""
    v = load_variant("xiangqi56")
    hands = {
        "E": "rR rR rH rH rE rE rG",
        "S": "bR bR bH bH bE bE bG",
        "W": "rA rA bR bH bC bE bS",
        "N": "rC rC rH rE rE rG rG",
    }
    g = table(v, hands, turn="W", drawn="bS", wall="rS rS rS rA bS", size=8)
    act(g, "W", Act.DISCARD, "bS")
    for seat in "NES":
        pass_all(g)
        act(g, seat, Act.DISCARD, "rS")
    pass_all(g)
    act(g, "W", Act.DISCARD, "bE")
    pass_all(g)
    act(g, "N", Act.DISCARD, "bS")
    act(g, "W", Act.WIN, "bS")


def test_a_wait_on_pieces_all_in_sight_still_allows_declaring_ready() -> None:
    """C7 (dead waits count): both 包 lie in North's river, yet South may declare on 馬車 and a
    pair, since he does not hold them himself."""
    v = load_variant("xiangqi32")
    g = table(v, {"S": "rA rA bR bH rC"}, turn="S", wall="rS rS", size=10)
    g.state.seats[1].drawn = K.from_code("rC")
    g.state.seats[3].river = [RiverTile(K.from_code("bC"))] * 2
    assert can(g, "S", Act.DISCARD, "rC", ready=True)


def test_a_declared_player_claims_nothing_but_a_win_and_makes_no_kong() -> None:
    """C7: after declaring, South (waiting on 卒) may not pung or kong the dealer's 仕, and may
    not kong the fourth 仕 he draws: he only wins or throws what he drew."""
    v = load_variant("xiangqi56")
    for ready in (False, True):
        hands = {"E": "rA rG rG bG bG rR rR rH", "S": "rA rA rA bR bH bC bS"}
        g = table(v, hands, turn="E", drawn="rH", wall="rA rS", size=10)
        g.state.seats[1].ready = ready
        act(g, "E", Act.DISCARD, "rA")
        assert can(g, "S", Act.PUNG, "rA") is not ready and can(g, "S", Act.KONG, "rA") is not ready
        g = table(v, hands, turn="S", drawn="rA", wall="rS", size=10)
        g.state.seats[1].ready = ready
        g._legal_cache = {}
        assert can(g, "S", Act.CONCEALED_KONG, "rA") is not ready
        if ready:
            assert [(a.type, K.code(a.tile)) for a in g.legal_actions(1)] == [(Act.DISCARD, "rA")]


def test_no_kong_and_no_claim_but_a_win_once_the_wall_is_empty() -> None:
    """C8, C6: with the wall empty South may not kong the four 仕 he holds, and the last
    discard, the dealer's 仕, may be won on but not punged or konged."""
    v = load_variant("xiangqi56")
    g = table(v, {"S": "rA rA rA rA bE bE bC bC"}, turn="S", wall="")
    g.state.seats[1].drawn = K.from_code("bC")
    g.state.last_tile_drawn = True
    assert not can(g, "S", Act.CONCEALED_KONG) and can(g, "S", Act.WIN, "bC")
    g = table(v, {"E": "rS rS rS rS rG rG rR bA", "S": "bA bA bA bE bE bC bC"}, turn="E", wall="")
    g.state.seats[0].drawn = K.from_code("bA")
    g.state.last_tile_drawn = True
    act(g, "E", Act.DISCARD, "bA")
    assert not can(g, "S", Act.PUNG) and not can(g, "S", Act.KONG)


@pytest.mark.parametrize("variant_id", ["xiangqi32", "xiangqi56", "xiangqi64"])
def test_a_drawn_hand_pays_nothing_and_the_dealer_deals_again_on_a_longer_streak(variant_id: str) -> None:
    """C8, C11: South throws the last discard, nobody wins it, and West has nothing to draw."""
    v = load_variant(variant_id)
    g = table(v, {"S": "rA bE bR bH bC", "W": "rG rR rH bS"}, turn="S", wall="")
    g.state.seats[1].drawn = K.from_code("rA")
    g.state.last_tile_drawn = True
    act(g, "S", Act.DISCARD, "rA")
    pass_all(g)
    assert g.state.result is not None and not g.state.result.wins
    assert g.state.payments == [] and list(g.state.result.deltas) == [0, 0, 0, 0]
    assert (g.match.dealer, g.match.streak) == (0, 1)


def test_a_kong_replacement_that_empties_the_wall_is_the_last_piece() -> None:
    """C8: the last piece is the one whose drawing empties the wall, a kong's replacement too:
    South konges 仕, draws the last 包 from the tail and scores 海底撈月 with 槓上開花."""
    v = load_variant("xiangqi56")
    g = table(v, {"S": "rA rA rA bE bE bE bC"}, turn="S", drawn="rA", wall="bC")
    act(g, "S", Act.CONCEALED_KONG, "rA")
    assert g.state.wall.remaining == 0
    act(g, "S", Act.WIN, "bC")
    fans = {f.id for f in g.history[-1].wins[0].score.fans}
    assert {"last_wall_self_draw", "kong_replacement"} <= fans


# ---- the 32-piece set ------------------------------------------------------------------------


def test_x32_one_colour_counts_the_chowed_run() -> None:
    """xiangqi32 §6 清一色: every piece, exposed melds included, of one colour."""
    assert "one_colour" not in example("xiangqi32", "rS [bR bH bC]+rS", seat_wind="S", discarder="W")[0]
    assert "one_colour" in example("xiangqi32", "bS [bR bH bC]+bS", seat_wind="S", discarder="W")[0]


def test_x32_two_players_chow_each_others_every_discard() -> None:
    """xiangqi32 §8.6: with two players the opponent is both 上家 and 下家."""
    v = load_variant("xiangqi32")
    for discarder, claimer in (("E", "S"), ("S", "E")):
        g = table(v, {discarder: "rE bA bA bE bE", claimer: "rG rA bS bS"}, players=2, turn=discarder, wall="rS")
        g.state.seats["ES".index(discarder)].drawn = K.from_code("rE")
        act(g, discarder, Act.DISCARD, "rE")
        assert can(g, claimer, Act.CHOW, "rE")


def test_x32_has_no_last_discard_fan_and_at_most_fifteen_tai() -> None:
    """xiangqi32 §6: no 河底撈魚 in the 32-set; the largest total is a dealt 兵 × 5, 15 台."""
    fans, total, _, _ = example("xiangqi32", "rA rA bR bH+bC", seat_wind="W", discarder="S", last_wall_tile=True)
    assert fans == {"win": 1} and total == 1
    assert example("xiangqi32", "rS rS rS rS+rS", players=2, heavenly=True)[1] == 15


# ---- the 56- and 64-piece sets ---------------------------------------------------------------


@pytest.mark.parametrize("variant_id", ["xiangqi56", "xiangqi64"])
def test_shared_fan_conditions_of_the_eight_piece_sets(variant_id: str) -> None:
    """xiangqi56/64 §6: 一條龍 may have claimed runs; 雙龍抱 needs a hand with nothing claimed;
    二槓子 is never a soldier kong; 將帥領兵 needs a general; two identical pairs are no 碰碰胡."""

    def fans(hand: str) -> dict[str, int]:
        return example(variant_id, hand, seat_wind="S", discarder="W")[0]

    assert "dragon" in fans("rS [rG rA rE] [rR rH rC]+rS")
    assert "twin_dragons" in fans("rR rH rC rR rH rC bG+bG")
    assert "twin_dragons" not in fans("rR rH rC bG [rR rH rC]+bG")
    assert "two_kongs" in fans("bC {rH rH rH rH} [bE bE bE bE]+bC")
    assert "two_kongs" not in fans("bC {rS rS rS rS} [bE bE bE bE]+bC")
    assert "generals_soldiers" in fans("rG rS rS rS bS bS bS+rG")
    assert "generals_soldiers" not in fans("rS rS rS rS bS bS bS+bS")
    assert "all_pungs" not in fans("rA rA rA rA bE bE bC+bC")


def test_x56_all_begged_needs_every_meld_claimed_half_begged_is_its_self_draw() -> None:
    """xiangqi56 §6 全求/半求 (§8.2): a claimed kong counts, a concealed kong spoils it; won on a
    discard it is 全求, self-drawn 半求."""

    def fans(hand: str, **sit: object) -> dict[str, int]:
        return example("xiangqi56", hand, seat_wind="S", **sit)[0]

    assert fans("bC [rG rA rE] [bH bH bH bH]+bC", discarder="W")["all_begged"] == 2
    assert fans("bC [rG rA rE] [bH bH bH bH]+bC", self_drawn=True)["half_begged"] == 1
    spoilt = fans("bC [rA rA rA] {bH bH bH bH}+bC", discarder="W")
    assert "all_begged" not in spoilt and "half_begged" not in spoilt


def test_which_fans_each_eight_piece_set_leaves_out() -> None:
    """xiangqi56 §6 and xiangqi64 §6, "not used": the sets' tables differ."""
    ids = {v: {f.id for f in load_variant(v).fans} for v in ("xiangqi56", "xiangqi64")}
    assert not ids["xiangqi56"] & {"earthly", "human", "eight_soldiers", "five_soldiers", "generals_take_orders"}
    gone = {"generals_take_orders", "kong_replacement", "all_begged", "half_begged", "concealed"}
    assert not ids["xiangqi64"] & (gone | {"concealed_self_drawn"})


def test_x64_eight_soldiers_must_be_one_colour() -> None:
    """xiangqi64 §6 八家將: every piece a soldier of one colour."""
    fans = example("xiangqi64", "rS rS rS bS bS bS rS+rS", seat_wind="S", discarder="W")[0]
    assert "eight_soldiers" not in fans and fans["five_soldiers"] == 2


def test_x64_a_concealed_kong_before_spoils_the_earthly_win() -> None:
    """xiangqi64 §6 地胡: no claim or kong of any kind before it; the dealer's concealed kong on
    his first turn leaves South's first-draw win a plain self-draw."""
    v = load_variant("xiangqi64")
    for kong in (False, True):
        g = table(v, {"E": "rS rS rS rS bA bA bR bH", "S": "rG rA rE rS bR bH bC"}, wall="rS bA", size=20, fresh=True)
        if kong:
            act(g, "E", Act.CONCEALED_KONG, "rS")
        act(g, "E", Act.DISCARD, "bH")
        pass_all(g)
        act(g, "S", Act.WIN, "rS")
        fans = {f.id for f in g.history[-1].wins[0].score.fans}
        assert ("earthly" in fans) is not kong


def test_x64_the_dealers_win_on_his_first_draw_is_no_earthly_win() -> None:
    """xiangqi64 §6 地胡, §8.4: only a non-dealer's; the dealer's first draw is his second turn."""
    v = load_variant("xiangqi64")
    hands = {"E": "rG rA rE rS bR bH bC bA", "S": "rR rR rH rH rC rC rE", "W": "bA bA bE bE bG bG rA"}
    g = table(v, {**hands, "N": "bR bR bH bH bC bC bE"}, wall="rH rC bR rS", size=20, fresh=True)
    act(g, "E", Act.DISCARD, "bA")
    for seat, piece in (("S", "rH"), ("W", "rC"), ("N", "bR")):
        pass_all(g)
        act(g, seat, Act.DISCARD, piece)
    pass_all(g)
    act(g, "E", Act.WIN, "rS")
    fans = {f.id for f in g.history[-1].wins[0].score.fans}
    assert fans == {"self_drawn", "win"}


def test_x64_the_dealer_has_a_human_win_on_a_first_discard_before_his_second_turn() -> None:
    """xiangqi64 §6 人胡 (b), (c): the dealer, who has not drawn yet, wins on South's 將; only
    if it is South's first discard."""
    v = load_variant("xiangqi64")
    hands = {"E": "bG bA bA bA bE bE bE rR", "S": "bG rA rA rE rE rR rR"}
    for first in (True, False):
        g = table(v, hands, wall="rS rS rS rS", size=20, fresh=True)
        g.state.seats[1].discards_made = 0 if first else 1
        act(g, "E", Act.DISCARD, "rR")
        pass_all(g)
        act(g, "S", Act.DISCARD, "bG")
        act(g, "E", Act.WIN, "bG")
        assert (g.history[-1].wins[0].score.fan("human") is not None) is first


def test_x64_the_dealers_human_win_is_told_to_score_as_the_table_scored_it() -> None:
    """xiangqi64 §6 人胡 (c) "or the dealer before their second turn": the request the table
    writes for the dealer's 人胡 says ``human`` of the dealer, and ``score`` judges it as play did
    (it refused it: "that win is a non-dealer's")."""
    v = load_variant("xiangqi64")
    g = table(v, {"E": "bG bA bA bA bE bE bE rR", "S": "bG rA rA rE rE rR rR"}, wall="rS rS rS rS", size=20, fresh=True)
    wins: list[SettledWin] = []
    record_wins(g, wins)
    act(g, "E", Act.DISCARD, "rR")
    pass_all(g)
    act(g, "S", Act.DISCARD, "bG")
    act(g, "E", Act.WIN, "bG")
    (win,) = wins
    assert win.request["seat_wind"] == "E" and win.request["human"] is True
    result = compute(prepare(win.request, cli=False))
    assert [f["id"] for f in result["fans"]] == [f.id for f in win.record.score.fans]
    assert "human" in [f["id"] for f in result["fans"]] and result["total"] == win.record.score.total == 9


def test_x64_a_concealed_kong_before_spoils_the_human_win() -> None:
    """xiangqi64 §6 人胡 (a), §8.3: South wins on the dealer's first discard before his own first
    draw; had the dealer first made a concealed kong of 兵, that is no 人胡."""
    v = load_variant("xiangqi64")
    hands = {"E": "rS rS rS rS bG rA rE rR", "S": "bG bA bA bA bE bE bE"}
    for kong in (False, True):
        g = table(v, hands, wall="rS rS rS rS", size=20, fresh=True)
        if kong:
            act(g, "E", Act.CONCEALED_KONG, "rS")
        act(g, "E", Act.DISCARD, "bG")
        act(g, "S", Act.WIN, "bG")
        assert (g.history[-1].wins[0].score.fan("human") is None) is kong
