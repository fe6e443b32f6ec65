"""象棋麻將 in 32, 56 and 64 pieces: the worked examples of xiangqi32.md, xiangqi56.md and
xiangqi64.md §9 (scored, and played through the engine where the example is about play), the
hand count of xiangqi32 §5, each option and preset, and the fans where exclusions remove them."""

from __future__ import annotations

import pytest

from mahjong_tui.engine import Act, Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .chess_helpers import act, can, complete_hands, deltas, example, pass_all, table


def waits(variant_id: str, text: str) -> list[str]:
    v = load_variant(variant_id)
    return [K.code(t) for t in v.waits(v.parse(text, allow_discard_form=True, check_count=False))]


# ---- xiangqi32 ---------------------------------------------------------------------------------


def test_x32_count_of_complete_five_piece_hands() -> None:
    """xiangqi32 §5: 6 melds × 13 pairs less the 12 needing a third copy = 66 (by enumeration)."""
    v = load_variant("xiangqi32")
    hands = complete_hands(v)
    assert len(hands) == 66
    melds = [p for p in v.grammar.sets]
    assert len(melds) == 6 and len(v.grammar.pairs) == 13
    assert len(melds) * len(v.grammar.pairs) - len(hands) == 12


def test_x32_1_plain_discard_win() -> None:
    assert waits("xiangqi32", "rA rA bR bH") == ["bC"]
    fans, total, legal, pay = example("xiangqi32", "rA rA bR bH+bC", seat_wind="W", discarder="S")
    assert fans == {"win": 1} and total == 1 and legal
    assert pay == {"E": 0, "S": -10, "W": 10, "N": 0}


def test_x32_2_one_colour_self_draw() -> None:
    assert waits("xiangqi32", "rE rR rH rC") == ["rE"]
    fans, total, _, pay = example("xiangqi32", "rE rR rH rC+rE", seat_wind="N", self_drawn=True)
    assert fans == {"win": 1, "self_drawn": 2, "one_colour": 1} and total == 4
    assert pay == {"E": -40, "S": -40, "W": -40, "N": 120}


def test_x32_3_generals_take_orders() -> None:
    assert waits("xiangqi32", "rG bR bH bC") == ["bG"]
    fans, total, _, pay = example("xiangqi32", "rG bR bH bC+bG", seat_wind="S", discarder="E")
    assert fans == {"generals_take_orders": 2, "win": 1} and total == 3
    assert pay == {"E": -30, "S": 30, "W": 0, "N": 0}


def test_x32_3_general_in_a_sequence_is_not_taking_orders() -> None:
    fans, _, _, _ = example("xiangqi32", "rA rE bS bS+rG", seat_wind="S", discarder="E")
    assert "generals_take_orders" not in fans


def test_x32_option_looser_generals_take_orders() -> None:
    """§8.A: with the option off the 帥將 pair scores whatever piece won."""
    hand = "rG bG bR bH+bC"
    assert "generals_take_orders" not in example("xiangqi32", hand, seat_wind="S", discarder="E")[0]
    loose = {"general_pair_needs_winning_general": False}
    fans, total, _, _ = example("xiangqi32", hand, seat_wind="S", discarder="E", options=loose)
    assert fans["generals_take_orders"] == 2 and total == 3


def test_x32_4_five_soldiers_after_ready_three_players() -> None:
    fans, total, _, pay = example(
        "xiangqi32", "rS rS rS rS+rS", players=3, seat_wind="W", self_drawn=True, ready_declared=True
    )
    assert fans == {"five_soldiers": 5, "one_colour": 1, "self_drawn": 2, "ready": 1, "win": 1} and total == 10
    assert pay == {"E": -100, "S": -100, "W": 200}


def test_x32_4_declaring_ready_on_four_soldiers_in_play() -> None:
    v = load_variant("xiangqi32")
    g = table(
        v, {"E": "bA bE bR bH", "S": "bA bE bR bH", "W": "rS rS rS rS bC"}, players=3, turn="W", wall="rA rA rS", size=6
    )
    g.state.seats[2].drawn = K.from_code("bC")
    act(g, "W", Act.DISCARD, "bC", ready=True)
    assert g.state.seats[2].ready
    pass_all(g)
    act(g, "E", Act.DISCARD, "rA")
    pass_all(g)
    act(g, "S", Act.DISCARD, "rA")
    pass_all(g)
    # declared: only win or discard the piece just drawn
    assert [(a.type, K.code(a.tile)) for a in g.legal_actions(2)] == [(Act.WIN, "rS"), (Act.DISCARD, "rS")]
    act(g, "W", Act.WIN)
    assert deltas(g, 3) == {"E": -100, "S": -100, "W": 200}


def test_x32_5_heavenly_win_two_players() -> None:
    fans, total, _, pay = example(
        "xiangqi32", "bG bA bE bS+bS", players=2, seat_wind="E", self_drawn=True, heavenly=True
    )
    assert fans == {"heavenly": 6, "self_drawn": 2, "one_colour": 1, "win": 1} and total == 10
    assert pay == {"E": 100, "S": -100}


def test_x32_5_heavenly_win_in_play_keeps_the_deal() -> None:
    v = load_variant("xiangqi32")
    g = table(v, {"E": "bG bA bE bS bS", "S": "rA rA rE rE"}, players=2, wall="rS rS rS rS", size=20, fresh=True)
    g.state.seats[0].drawn = K.from_code("bS")
    act(g, "E", Act.WIN)
    result = g.history[-1]
    assert result.wins[0].score.fan("heavenly") is not None
    assert deltas(g, 2) == {"E": 100, "S": -100}
    assert g.match.dealer == 0 and g.match.streak == 1


def test_x32_heavenly_win_has_no_winning_piece_for_generals_take_orders() -> None:
    """xiangqi32 §6 (天胡: "It has no winning piece, so 將帥聽令 cannot apply"; NOTATION §6.1a):
    a dealt 帥 + 將 pair scores no 將帥聽令, whichever general was dealt last. With the looser
    reading (§8.A) the item asks for no winning piece, so a dealt 帥將 pair still scores it."""
    for hand in ("rG bR bH bC+bG", "bG bR bH bC+rG"):
        fans, total, _, pay = example("xiangqi32", hand, players=2, seat_wind="E", heavenly=True)
        assert fans == {"heavenly": 6, "self_drawn": 2, "win": 1} and total == 9
        assert pay == {"E": 90, "S": -90}
    loose = {"general_pair_needs_winning_general": False}
    fans, _, _, _ = example("xiangqi32", "rG bR bH bC+bG", players=2, heavenly=True, options=loose)
    assert fans["generals_take_orders"] == 2
    v = load_variant("xiangqi32")
    g = table(v, {"E": "rG bG bR bH bC", "S": "rA rA rE rE"}, players=2, wall="rS rS rS rS", size=20, fresh=True)
    g.state.seats[0].drawn = K.from_code("bG")
    act(g, "E", Act.WIN)
    score = g.history[-1].wins[0].score
    assert score.fan("heavenly") is not None and score.fan("generals_take_orders") is None


def test_x32_5_option_heavenly_without_self_draw() -> None:
    off = {"heavenly_stacks_selfdraw": False}
    fans, total, _, _ = example(
        "xiangqi32", "bG bA bE bS+bS", players=2, seat_wind="E", self_drawn=True, heavenly=True, options=off
    )
    assert "self_drawn" not in fans and total == 8


def test_x32_6_chow_then_last_piece_self_draw() -> None:
    fans, total, _, pay = example("xiangqi32", "bE [rR rH rC]+bE", seat_wind="W", self_drawn=True, last_wall_tile=True)
    assert fans == {"win": 1, "self_drawn": 2, "last_wall_self_draw": 1} and total == 4
    assert pay == {"E": -40, "S": -40, "W": 120, "N": -40}


def test_x32_6_in_play() -> None:
    v = load_variant("xiangqi32")
    g = table(
        v,
        {"E": "rA rA bA bA", "S": "rA rE bE rH bH", "W": "rR rC bA bE", "N": "rE bR bR bC"},
        turn="S",
        wall="rS rS rS bE",
    )
    g.state.seats[1].drawn = K.from_code("rH")
    act(g, "S", Act.DISCARD, "rH")
    act(g, "W", Act.CHOW, "rH")
    pass_all(g)
    act(g, "W", Act.DISCARD, "bA")
    pass_all(g)
    for seat in "NES":
        act(g, seat, Act.DISCARD, "rS")
        pass_all(g)
    assert g.state.wall.remaining == 0
    act(g, "W", Act.WIN, "bE")
    fans = {f.id for f in g.history[-1].wins[0].score.fans}
    assert fans == {"win", "self_drawn", "last_wall_self_draw"}
    assert deltas(g) == {"E": -40, "S": -40, "W": 120, "N": -40}


def test_x32_7_a_win_beats_a_chow() -> None:
    v = load_variant("xiangqi32")
    g = table(
        v,
        {"E": "rE bR bH bC", "S": "rA rA bA bA", "W": "rE bE bE bA bA", "N": "rG rA bS bS"},
        turn="W",
        wall="rS rS",
        size=10,
    )
    g.state.seats[2].drawn = K.from_code("rE")
    act(g, "W", Act.DISCARD, "rE")
    assert can(g, "N", Act.CHOW, "rE") and can(g, "E", Act.WIN, "rE")
    act(g, "N", Act.CHOW, "rE")
    act(g, "E", Act.WIN, "rE")
    assert [w.seat for w in g.history[-1].wins] == [0]
    assert g.history[-1].wins[0].score.total == 1  # no 莊家 台 in the 32-set
    assert deltas(g) == {"E": 10, "S": 0, "W": -10, "N": 0}
    assert g.match.dealer == 0 and g.match.streak == 1


def test_x32_8_a_hand_that_is_not_ready_cannot_declare() -> None:
    v = load_variant("xiangqi32")
    g = table(v, {"S": "bA bE rG bG rC"}, turn="S", wall="rS rS", size=10)
    g.state.seats[1].drawn = K.from_code("rC")
    assert can(g, "S", Act.DISCARD, "rC", ready=False)
    assert not can(g, "S", Act.DISCARD, "rC", ready=True)  # its only wait, bG, is already held
    ok = table(v, {"S": "rA rA bR bH rC"}, turn="S", wall="rS rS", size=10)
    assert can(ok, "S", Act.DISCARD, "rC", ready=True)


def test_ready_on_the_dealers_first_discard_and_with_exposed_melds() -> None:
    """xiangqi-common C7: the dealer may declare with the very first discard, and exposed melds
    do not forbid declaring; a declared hand wins on a discard (xiangqi56 §4)."""
    g = table(load_variant("xiangqi32"), {"E": "rA rA bR bH rC", "S": "bA bE rS rS"}, players=2, wall="rS", fresh=True)
    assert can(g, "E", Act.DISCARD, "rC", ready=True)
    v = load_variant("xiangqi56")
    g = table(v, {"S": "rA rA bR bH rC [bS bS bS]", "W": "bC"}, turn="S", wall="rS rS rS", size=10)
    g.state.seats[1].drawn = K.from_code("rC")
    act(g, "S", Act.DISCARD, "rC", ready=True)
    pass_all(g)
    act(g, "W", Act.DISCARD, "bC")
    assert can(g, "S", Act.WIN, "bC")


def test_x32_default_has_no_pung_the_pungs_preset_has_soldier_pungs() -> None:
    hands = {"E": "rS rA bA bE bR", "S": "rS rS bA bE"}
    g = table(load_variant("xiangqi32"), hands, wall="rA rA", size=10)
    act(g, "E", Act.DISCARD, "rS")
    assert not can(g, "S", Act.PUNG)
    g = table(load_variant("xiangqi32", "xiangqi32-pungs"), hands, wall="rA rA", size=10)
    act(g, "E", Act.DISCARD, "rS")
    act(g, "S", Act.PUNG, "rS")
    assert g.state.seats[1].melds[0].tiles == (K.chess("r", "S"),) * 3


def test_x32_pungs_preset_soldier_kongs() -> None:
    v = load_variant("xiangqi32", "xiangqi32-pungs")
    g = table(v, {"S": "bS bS bS bS rA"}, turn="S", wall="rA rH rC")
    g.state.seats[1].drawn = K.from_code("rA")
    act(g, "S", Act.CONCEALED_KONG, "bS")
    assert g.state.seats[1].drawn == K.from_code("rC")  # the replacement comes from the tail
    assert not can(
        table(load_variant("xiangqi32"), {"S": "bS bS bS bS rA"}, turn="S", wall="rA"), "S", Act.CONCEALED_KONG
    )


def test_x32_chow_from_option() -> None:
    hands = {"E": "rE bA bA bE bE", "W": "rG rA bS bS"}
    g = table(load_variant("xiangqi32"), hands, wall="rS rS", size=10)
    act(g, "E", Act.DISCARD, "rE")
    assert not can(g, "W", Act.CHOW)  # W is not E's 下家
    g = table(load_variant("xiangqi32", options={"chow_from": "any"}), hands, wall="rS rS", size=10)
    act(g, "E", Act.DISCARD, "rE")
    assert can(g, "W", Act.CHOW, "rE")


# ---- xiangqi56 ---------------------------------------------------------------------------------


def test_x56_1_concealed_discard_win() -> None:
    assert waits("xiangqi56", "rG rA rE rR rH rC bS") == ["bS"]
    fans, total, _, pay = example("xiangqi56", "rG rA rE rR rH rC bS+bS", seat_wind="W", discarder="S")
    assert fans == {"concealed": 1, "win": 1} and total == 2
    assert pay == {"E": 0, "S": -20, "W": 20, "N": 0}


def test_x56_2_dragon_self_draw_dealer_pays_the_dealer_tai() -> None:
    fans, total, _, pay = example("xiangqi56", "bG bA bE bR bH bC bS+bS", seat_wind="N", self_drawn=True)
    assert fans == {"dragon": 4, "one_colour": 1, "concealed_self_drawn": 3, "win": 1} and total == 9
    assert "concealed" not in fans and "self_drawn" not in fans  # excluded by 門清自摸
    assert pay == {"E": -100, "S": -90, "W": -90, "N": 280}


def test_x56_2_dragon_needs_the_soldier_pair_in_the_same_colour() -> None:
    fans, _, _, _ = example("xiangqi56", "rG rA rE rR rH rC bS+bS", seat_wind="N", self_drawn=True)
    assert "dragon" not in fans


def test_x56_3_continuing_dealer_with_claimed_pungs() -> None:
    fans, total, _, pay = example("xiangqi56", "bC [rA rA rA] [bH bH bH]+bC", seat_wind="E", discarder="S", streak=1)
    assert fans == {"all_pungs": 2, "all_begged": 2, "no_head_tail": 1, "win": 1} and total == 6
    assert pay == {"E": 140, "S": -140, "W": 0, "N": 0}


def test_x56_3_in_play_streak_from_the_match() -> None:
    v = load_variant("xiangqi56")
    g = table(v, {"E": "bC [rA rA rA] [bH bH bH]", "S": "bC rG rG rE rE rR rR rH"}, turn="S", wall="rS", size=20)
    g.match.streak = 1
    g.state.seats[1].drawn = K.from_code("bC")
    act(g, "S", Act.DISCARD, "bC")
    act(g, "E", Act.WIN, "bC")
    assert deltas(g) == {"E": 140, "S": -140, "W": 0, "N": 0}
    assert g.match.dealer == 0 and g.match.streak == 2


def test_x56_4_four_pairs_after_ready() -> None:
    fans, total, _, pay = example(
        "xiangqi56", "rA rA rR rR bE bE bC+bC", seat_wind="N", discarder="W", ready_declared=True
    )
    assert fans == {"four_pairs": 1, "no_head_tail": 1, "concealed": 1, "ready": 1, "win": 1} and total == 5
    assert pay == {"E": 0, "S": 0, "W": -50, "N": 50}


def test_x56_5_two_kongs_win_on_the_replacement() -> None:
    fans, total, _, pay = example(
        "xiangqi56", "bC {rH rH rH rH} [bE bE bE bE]+bC", seat_wind="S", self_drawn=True, kong_replacement=True
    )
    assert (
        fans == {"two_kongs": 2, "kong_replacement": 2, "all_pungs": 2, "no_head_tail": 1, "self_drawn": 1, "win": 1}
        and total == 9
    )
    assert "concealed" not in fans and "half_begged" not in fans
    assert pay == {"E": -100, "S": 280, "W": -90, "N": -90}


def test_x56_5_in_play() -> None:
    v = load_variant("xiangqi56")
    g = table(v, {"S": "bE bE bE bC {rH rH rH rH}", "N": "rA rA rG rG rS rS rS"}, turn="N", drawn="bE", wall="rS rS bC")
    act(g, "N", Act.DISCARD, "bE")
    act(g, "S", Act.KONG, "bE")
    pass_all(g)
    assert g.state.seats[1].drawn == K.from_code("bC")  # the replacement, from the wall's tail
    act(g, "S", Act.WIN, "bC")
    fans = {f.id for f in g.history[-1].wins[0].score.fans}
    assert fans == {"two_kongs", "kong_replacement", "all_pungs", "no_head_tail", "self_drawn", "win"}
    assert deltas(g) == {"E": -100, "S": 280, "W": -90, "N": -90}


def test_x56_6_generals_and_soldiers_dealer_deals_in() -> None:
    fans, total, _, pay = example("xiangqi56", "rG rG rG rS bS bS bS+rS", seat_wind="W", discarder="E")
    assert fans == {"generals_soldiers": 2, "all_pungs": 2, "concealed": 1, "win": 1} and total == 6
    assert pay == {"E": -70, "S": 0, "W": 70, "N": 0}


def test_x56_7_the_best_split_wins() -> None:
    fans, total, _, pay = example("xiangqi56", "rR rR rH rH rC rC bG+bG", seat_wind="E", self_drawn=True)
    assert fans == {"twin_dragons": 4, "concealed_self_drawn": 3, "win": 1} and total == 8
    assert "four_pairs" not in fans
    assert pay == {"E": 270, "S": -90, "W": -90, "N": -90}


def test_x56_8_half_begged_on_the_last_piece() -> None:
    fans, total, _, pay = example(
        "xiangqi56", "rC [rG rA rE] [bR bR bR]+rC", seat_wind="S", self_drawn=True, last_wall_tile=True
    )
    assert fans == {"half_begged": 1, "self_drawn": 1, "last_wall_self_draw": 3, "win": 1} and total == 6
    assert pay == {"E": -70, "S": 190, "W": -60, "N": -60}


def test_x56_streak_options() -> None:
    """C13: the doubling with a dealer who pays, and on a dealer's first win."""
    hand = "rG rA rE rR rH rC bS+bS"
    base = example("xiangqi56", hand, seat_wind="W", discarder="E", streak=1)[3]
    assert base["E"] == -(2 + 1) * 2 * 10
    off = example(
        "xiangqi56", hand, seat_wind="W", discarder="E", streak=1, options={"streak_double_dealer_pays": False}
    )[3]
    assert off["E"] == -(2 + 1) * 10
    first = example("xiangqi56", hand, seat_wind="E", discarder="S", streak=0)[3]
    assert first["S"] == -(2 + 1) * 10
    always = example(
        "xiangqi56", hand, seat_wind="E", discarder="S", streak=0, options={"streak_double_when": "dealer_win"}
    )[3]
    assert always["S"] == -(2 + 1) * 2 * 10


def test_x56_four_pairs_duplicate_option() -> None:
    hand = "rA rA rA rA bE bE bC+bC"
    assert example("xiangqi56", hand, seat_wind="N", discarder="W")[2]
    assert not example("xiangqi56", hand, seat_wind="N", discarder="W", options={"four_pairs_allow_duplicate": False})[
        2
    ]


def test_x56_no_general_and_general_pair_in_56() -> None:
    """C2: 帥 + 將 is a pair only in the 32-set."""
    v = load_variant("xiangqi56")
    assert not v.is_complete(v.parse("rG bG rR rH rC bR bH bC", allow_discard_form=True).concealed, [])


# ---- xiangqi64 ---------------------------------------------------------------------------------


def test_x64_1_eight_soldiers() -> None:
    fans, total, _, pay = example("xiangqi64", "rS rS rS rS rS rS rS+rS", seat_wind="W", self_drawn=True)
    assert fans == {"eight_soldiers": 8, "one_colour": 1, "self_drawn": 2, "win": 1} and total == 12
    assert pay == {"E": -130, "S": -120, "W": 370, "N": -120}


def test_x64_2_five_soldiers_in_a_mixed_hand() -> None:
    fans, total, _, pay = example("xiangqi64", "rS rS rS rS rS bR bH+bC", seat_wind="S", discarder="N")
    assert fans == {"five_soldiers": 2, "win": 1} and total == 3
    assert pay == {"E": 0, "S": 30, "W": 0, "N": -30}


def test_x64_3_earthly_win_in_play() -> None:
    v = load_variant("xiangqi64")
    g = table(v, {"W": "rG rA rE rS bR bH bC"}, turn="W", drawn="rS", wall="rA", size=20, fresh=True)
    act(g, "W", Act.WIN, "rS")
    fans = {f.id: f.points for f in g.history[-1].wins[0].score.fans}
    assert fans == {"earthly": 10, "self_drawn": 2, "win": 1}
    assert deltas(g) == {"E": -140, "S": -130, "W": 400, "N": -130}


def test_x64_3_scored() -> None:
    fans, total, _, pay = example("xiangqi64", "rG rA rE rS bR bH bC+rS", seat_wind="W", self_drawn=True, earthly=True)
    assert total == 13 and pay == {"E": -140, "S": -130, "W": 400, "N": -130}


def test_x64_4_human_win_on_the_dealers_first_discard() -> None:
    v = load_variant("xiangqi64")
    g = table(v, {"E": "bG rA rA rE rE rR rR rH", "S": "bG bA bA bA bE bE bE"}, wall="rS", size=20, fresh=True)
    act(g, "E", Act.DISCARD, "bG")
    act(g, "S", Act.WIN, "bG")
    fans = {f.id: f.points for f in g.history[-1].wins[0].score.fans}
    assert fans == {"human": 5, "all_pungs": 2, "one_colour": 1, "win": 1}
    assert deltas(g) == {"E": -100, "S": 100, "W": 0, "N": 0}


def test_x64_4_no_human_win_after_a_draw() -> None:
    v = load_variant("xiangqi64")
    g = table(v, {"E": "bG rA rA rE rE rR rR rH", "S": "bG bA bA bA bE bE bE"}, wall="rS", size=20, fresh=True)
    g.state.seats[1].draws_made = 1
    act(g, "E", Act.DISCARD, "bG")
    act(g, "S", Act.WIN, "bG")
    assert g.history[-1].wins[0].score.fan("human") is None


def test_x64_5_continuing_dealer_dragon() -> None:
    fans, total, _, pay = example("xiangqi64", "rG rA rE rR rH rC rS+rS", seat_wind="E", discarder="N", streak=2)
    assert fans == {"dragon": 4, "one_colour": 1, "win": 1} and total == 6
    assert pay == {"E": 140, "S": 0, "W": 0, "N": -140}


def test_x64_6_two_kongs_on_the_last_discard() -> None:
    fans, total, _, pay = example(
        "xiangqi64", "bA {bR bR bR bR} [rC rC rC rC]+bA", seat_wind="N", discarder="S", last_wall_tile=True
    )
    assert fans == {"two_kongs": 2, "all_pungs": 2, "no_head_tail": 1, "last_discard": 1, "win": 1} and total == 7
    assert pay == {"E": 0, "S": -70, "W": 0, "N": 70}


def test_x64_7_pung_split_beats_four_pairs() -> None:
    fans, total, _, pay = example(
        "xiangqi64", "rG rG bS bS bS bS bS+bS", seat_wind="W", self_drawn=True, ready_declared=True
    )
    assert (
        fans == {"generals_soldiers": 2, "all_pungs": 2, "five_soldiers": 2, "self_drawn": 2, "ready": 1, "win": 1}
        and total == 10
    )
    assert pay == {"E": -110, "S": -100, "W": 310, "N": -100}


def test_x64_no_general_pung() -> None:
    v = load_variant("xiangqi64")
    assert all(not (len(set(p)) == 1 and K.chess_rank_letter(p[0]) == "G") for p in v.grammar.sets)


def test_x56_x64_kong_robbed() -> None:
    """C6: an added kong may be robbed; the kong declarer pays as a discarder."""
    v = load_variant("xiangqi56")
    g = table(
        v, {"S": "rR rR rH rH bC bC [bA bA bA]", "W": "bG bE bR bH bC bS bS"}, turn="S", drawn="bA", wall="rS", size=20
    )
    act(g, "S", Act.ADDED_KONG, "bA")
    assert g.phase is Phase.ROB
    act(g, "W", Act.WIN, "bA")
    win = g.history[-1].wins[0]
    assert win.how == "rob_kong" and win.discarder == 1
    assert deltas(g)["S"] == -deltas(g)["W"] < 0


# ---- match end and ranking (audit) ---------------------------------------------------------------


@pytest.mark.parametrize("variant_id", ["xiangqi32", "xiangqi56", "xiangqi64", "haner32"])
def test_match_ends_after_four_rounds_with_standings_ties_to_the_first_dealer(variant_id: str) -> None:
    """C11 (haner32 §7): four rounds end when the deal has passed 16 times (4 players); ranking by
    points, ties to the player earliest in turn order from the first dealer (P1 first)."""
    from mahjong_tui.rules.rotation import MatchState
    from mahjong_tui.scoring.base import Score
    from mahjong_tui.scoring.situation import Situation
    from mahjong_tui.table.records import HandResult, WinRecord

    v = load_variant(variant_id)
    m = MatchState(4, [30, 50, 30, -110], first_dealer=2, seating=[0, 1, 2, 3])
    m.dealer, m.deal_passes, m.hands_played = 1, 15, 20
    assert "standings" not in v.rotation.public_facts(m)  # shown once the match is over
    assert v.rotation.public_facts(m)["progress"] == (15, 16, "deals")  # repeats don't count
    # a non-dealer win passes the deal for the 16th time
    win = WinRecord(2, 1, -1, None, Score([], 1, 1, True), Situation(seat_wind=1, discarder=0), "discard")  # type: ignore[arg-type]
    v.rotation.after_hand(m, HandResult(21, 1, 0, [win]))
    assert m.over and m.deal_passes == 16
    # P3 (player 2) dealt first: the tie between players 0 and 2 goes to player 2
    assert m.extra["standings"] == [1, 2, 0, 3]
    assert v.rotation.public_facts(m)["standings"] == [1, 2, 0, 3]
