"""Yunnan, Yuxi rules (yunnan.md): the worked examples Y1-Y11 played through the engine, the
open tail, ten honours, the missed-win ban, options, and seeded bot hands."""

from __future__ import annotations

import pytest

from mahjong_tui import load_variant, score
from mahjong_tui.engine import Act, Game, Phase
from mahjong_tui.table.actions import FeatureChoice
from mahjong_tui.table.state import RiverTile
from mahjong_tui.table.wall import Wall
from mahjong_tui.tiles import kinds as K

from .rig import act, can, deltas, pass_all, rigged, tiles

WINDS = "ESWN"

TAKE_T1, DRAW = FeatureChoice("open_tail", 0), FeatureChoice("open_tail", "draw")
DECLARE, PLAY_ON = FeatureChoice("ten_honours", "declare"), FeatureChoice("ten_honours", "pass")


@pytest.fixture(scope="module")
def yunnan():
    return load_variant("yunnan")


def fans(s) -> dict[str, int]:  # noqa: ANN001
    return {f.id: f.count for f in s.fans}


def discard_drawn(g, seat: str) -> None:  # noqa: ANN001
    i = WINDS.index(seat)
    g.apply(next(a for a in g.legal_actions(i) if a.type is Act.DISCARD and a.tile == g.state.seats[i].drawn))
    pass_all(g)


def win_score(g):  # noqa: ANN001, ANN201
    return g.state.result.wins[0].score


NOT_READY = "13579m13579p"


def drawn_hand(variant, **hands: str):  # noqa: ANN001, ANN201
    """The wall empty, N discards 1z and nobody claims: the hand is drawn. ``hands`` by wind
    (E, S, W, N); a seat not given holds a hand that is not ready."""
    g = rigged(variant, {w: hands.get(w, NOT_READY) for w in WINDS}, turn="N", drawn="1z", size=0)
    act(g, "N", Act.DISCARD, "1z")
    pass_all(g)
    return g


# ---- worked examples (yunnan.md §9) -----------------------------------------------------------


def test_y1_plain_self_draw(yunnan) -> None:
    g = rigged(yunnan, {"S": "123m456m789p234s7z"}, turn="S", drawn="7z")
    act(g, "S", Act.WIN, "7z")
    assert fans(win_score(g)) == {"plain": 1} and win_score(g).total == 0
    assert deltas(g) == {"E": -1, "S": 3, "W": -1, "N": -1}


def test_y2_all_pungs_on_a_discard(yunnan) -> None:
    g = rigged(yunnan, {"N": "222m555p88s11z[999s]>", "W": "1m"}, turn="W", drawn="8s")
    act(g, "W", Act.DISCARD, "8s")
    act(g, "N", Act.WIN, "8s")
    assert fans(win_score(g)) == {"all_pungs": 1}
    assert deltas(g) == {"E": 0, "S": 0, "W": -4, "N": 4}


def test_y3_pure_all_pungs_self_drawn_with_a_concealed_kong(yunnan) -> None:
    g = rigged(yunnan, {"E": "1115577799p3333p"}, turn="E", wall="1s2s3s5p", pad="4s")
    act(g, "E", Act.CONCEALED_KONG, "3p")
    discard_drawn(g, "E")  # the replacement 4s
    for seat in "SWN":
        discard_drawn(g, seat)
    act(g, "E", Act.WIN, "5p")
    assert fans(win_score(g)) == {"all_pungs": 1, "full_flush": 1} and win_score(g).total == 2
    assert deltas(g) == {"E": 24, "S": -8, "W": -8, "N": -8}


def open_tail_game(variant, hands: dict[str, str], turn: str, drawn: str, front: str = "1m1m"):  # noqa: ANN001, ANN201
    """A rigged game whose wall ends with the open tail tiles T2 = 9p, T1 = 4s."""
    g = rigged(variant, hands, turn=turn, drawn=drawn)
    g.state.wall = Wall(tiles(front) + tiles("1m" * 8) + tiles("9p4s"))
    g.state.wall.open_tail = 2
    return g


def test_y4_kong_bloom_on_an_open_tail_tile(yunnan) -> None:
    g = open_tail_game(yunnan, {"S": "23s567p888p55z[777m]>"}, turn="S", drawn="7m")
    assert [K.code(t) for t in g.state.wall.open_tiles()] == ["4s", "9p"]
    act(g, "S", Act.ADDED_KONG, "7m")
    assert deltas(g) == {"E": -1, "S": 3, "W": -1, "N": -1}
    assert {a.choice for a in g.legal_actions(1)} == {TAKE_T1, DRAW}  # 9p does not win
    act(g, "S", Act.CHOOSE, choice=TAKE_T1)
    assert [a.type for a in g.legal_actions(1)] == [Act.WIN]  # taking it means winning at once
    act(g, "S", Act.WIN, "4s")
    assert fans(win_score(g)) == {"kong_bloom": 1}
    assert deltas(g) == {"E": -4, "S": 12, "W": -4, "N": -4}


def test_open_tail_declined_gives_the_face_down_replacement(yunnan) -> None:
    g = open_tail_game(yunnan, {"S": "23s567p888p55z[777m]>"}, turn="S", drawn="7m", front="3m")
    act(g, "S", Act.ADDED_KONG, "7m")
    act(g, "S", Act.CHOOSE, choice=DRAW)
    assert g.state.seats[1].drawn == K.from_code("1m")  # the rearmost face-down tile
    assert [K.code(t) for t in g.state.wall.open_tiles()] == ["4s", "9p"]
    assert not can(g, "S", Act.WIN)


def test_open_tail_choice_names_a_kong_replacement_not_a_flower_one(yunnan) -> None:
    # §3.5 補牌: the face-down tile replaces the kong; 補花 is a flower's replacement (none here)
    g = open_tail_game(yunnan, {"S": "23s567p888p55z[777m]>"}, turn="S", drawn="7m")
    act(g, "S", Act.ADDED_KONG, "7m")
    label = next(a.label for a in g.legal_actions(1) if a.choice == DRAW)
    assert label is not None
    for lang in ("zh_TW", "zh_CN"):
        text = label.text(lang)
        assert "補牌" in text or "补牌" in text, text
        assert "花" not in text, text


def test_either_open_tail_tile_when_both_win(yunnan) -> None:
    """§3.5: when both face-up tail tiles (4s, 9p) complete the hand, the konger picks either."""
    g = open_tail_game(yunnan, {"S": "44s99p567p888p[777m]>"}, turn="S", drawn="7m")
    act(g, "S", Act.ADDED_KONG, "7m")
    assert {a.choice for a in g.legal_actions(1)} == {TAKE_T1, FeatureChoice("open_tail", 1), DRAW}
    act(g, "S", Act.CHOOSE, choice=FeatureChoice("open_tail", 1))
    act(g, "S", Act.WIN, "9p")
    assert fans(win_score(g)) == {"kong_bloom": 1}


def test_two_sets_of_four_in_dragon_seven_pairs_still_make_two(yunnan) -> None:
    """§8.14: 3p won singly on three held, 5555p beside them: 龍七對 is 2 番, not more."""
    s = score(yunnan, "1155m3335555p77s+3p", seat_wind="S", discarder="E")
    assert fans(s) == {"dragon_seven_pairs": 1} and s.total == 2


def test_an_added_kong_may_use_a_fourth_tile_held_from_before(yunnan) -> None:
    """§8.13: the fourth 7m sat in South's hand before this draw; he may still add it."""
    g = rigged(yunnan, {"S": "7m23s567p888p5z[777m]>"}, turn="S", drawn="1z")
    assert can(g, "S", Act.ADDED_KONG, "7m")


def test_no_offer_when_no_open_tile_wins(yunnan) -> None:
    g = open_tail_game(yunnan, {"S": "23s567p888p55z[777m]>"}, turn="S", drawn="7m")
    g.state.wall = Wall(tiles("1m" * 6) + tiles("9p8p"))
    g.state.wall.open_tail = 2
    act(g, "S", Act.ADDED_KONG, "7m")
    assert not any(a.type is Act.CHOOSE for a in g.legal_actions(1))
    assert g.state.seats[1].drawn == K.from_code("1m")


def test_y5_kong_discard_on_a_pure_all_pungs_hand(yunnan) -> None:
    g = rigged(yunnan, {"W": "5555m9m", "N": "2277799s[111s]<[444s]^"}, turn="W", pad="2s")
    act(g, "W", Act.CONCEALED_KONG, "5m")
    act(g, "W", Act.DISCARD, "2s")
    act(g, "N", Act.WIN, "2s")
    assert fans(win_score(g)) == {"all_pungs": 1, "full_flush": 1, "kong_discard": 1}
    assert deltas(g) == {"E": -2, "S": -2, "W": -10, "N": 14}


def test_y6_dragon_seven_pairs_on_a_discard(yunnan) -> None:
    g = rigged(yunnan, {"S": "113355m555p7799s"}, turn="E", drawn="5p")
    act(g, "E", Act.DISCARD, "5p")
    act(g, "S", Act.WIN, "5p")
    assert fans(win_score(g)) == {"dragon_seven_pairs": 1} and win_score(g).total == 2
    assert deltas(g) == {"E": -8, "S": 8, "W": 0, "N": 0}  # 8, not the source's 7 (§8.1)


def test_y7_one_kong_robbed_twice(yunnan) -> None:
    g = rigged(yunnan, {"W": "[666p]", "E": "123m789m45p678s11z", "N": "234m57p567s888s11z"}, turn="W", drawn="6p")
    act(g, "W", Act.ADDED_KONG, "6p")
    act(g, "E", Act.WIN, "6p")
    act(g, "N", Act.WIN, "6p")
    assert [fans(w.score) for w in g.state.result.wins] == [{"rob_kong": 1}, {"rob_kong": 1}]
    assert deltas(g) == {"E": 4, "S": 0, "W": -8, "N": 4}
    assert g.match.dealer == 3  # the player after the konger


def ten_honours_game(variant, run: str = "1z7z5z3z3z6z2z4z1z"):  # noqa: ANN001, ANN201
    g = rigged(variant, {"S": "123m456m789p2s5s6s"}, turn="S", drawn="5z")
    g.state.seats[1].river = [RiverTile(t) for t in tiles(run)]
    return g


def test_y8_ten_honours(yunnan) -> None:
    g = ten_honours_game(yunnan)
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    assert {a.choice for a in g.legal_actions(1)} == {DECLARE, PLAY_ON}
    act(g, "S", Act.CHOOSE, choice=DECLARE)
    assert fans(win_score(g)) == {"ten_honours": 1}
    assert deltas(g) == {"E": -3, "S": 9, "W": -3, "N": -3}
    assert g.match.dealer == 1


def test_ten_honours_run_broken_by_a_claim_or_a_suited_tile(yunnan) -> None:
    g = ten_honours_game(yunnan, "1z7z5z3z3z6z2z4z1s")
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    assert g.state.turn == 2  # no offer: W plays on
    g = ten_honours_game(yunnan)
    g.state.seats[1].river[3] = RiverTile(K.from_code("3z"), claimed_by=3)
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    assert g.state.turn == 2


def test_a_win_on_the_tenth_honour_stands_instead_of_ten_honours(yunnan) -> None:
    """§8.4: West wins on South's tenth honour (all pungs); South's 十老頭 never comes."""
    g = ten_honours_game(yunnan)
    g.state.seats[2].hand = sorted(tiles("111m222p333s5z"))
    g.state.seats[2].melds = list(yunnan.parse("[999s]", allow_discard_form=True, check_count=False).melds)
    act(g, "S", Act.DISCARD, "5z")
    act(g, "W", Act.WIN, "5z")
    pass_all(g)
    assert g.state.result is not None and [w.seat for w in g.state.result.wins] == [2]
    assert deltas(g) == {"E": 0, "S": -4, "W": 4, "N": 0}


def test_ten_honours_in_the_last_four_cannot_be_declined(yunnan) -> None:
    """§4.7: in the last four every win is automatic, 十老頭 included: no "play on"."""
    g = ten_honours_game(yunnan)
    g.state.last_phase = True
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    assert {a.choice for a in g.legal_actions(1)} == {DECLARE}


def test_ten_honours_declined_plays_on_and_from_start_option() -> None:
    v = load_variant("yunnan")
    g = ten_honours_game(v)
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    act(g, "S", Act.CHOOSE, choice=PLAY_ON)
    assert g.phase is Phase.TURN and g.state.turn == 2
    start = load_variant("yunnan", options={"ten_honours_from_start": True})
    g = ten_honours_game(start, "1z" + "1z7z5z3z3z6z2z4z1z")  # eleven discards: not the first ten
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    assert g.state.turn == 2
    g = ten_honours_game(start)
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    assert can(g, "S", Act.CHOOSE)


def test_y9_exhaustive_draw_with_the_ready_check_and_void_kong_money(yunnan) -> None:
    g = rigged(
        yunnan,
        {"E": "1123456778999m", "W": "123p456p789s34s11z", "S": "13579m13579p", "N": "222z13579s1357p"},
        turn="S",
        drawn="2z",
        size=1,
        pad="9p",
    )
    act(g, "S", Act.DISCARD, "2z")
    act(g, "N", Act.KONG, "2z")
    assert deltas(g)["N"] == 2
    discard_drawn(g, "N")
    assert g.state.result.exhaustive
    assert deltas(g) == {"E": 6, "S": -4, "W": 2, "N": -4}
    assert sorted(p.reason for p in g.state.payments) == ["draw_check"] * 4 + ["kong", "refund"]
    assert g.match.dealer == 0


def test_ready_check_can_pay_the_discard_value() -> None:
    v = load_variant("yunnan", options={"draw_check_value": "discard"})
    g = drawn_hand(v, E="1123456778999m")
    assert deltas(g)["E"] == 3 * 4  # 清一色 on a discard: 4 from each not-ready player
    # The spec leaves open what a ready plain hand collects when the discard value is paid
    # (§6.4 says "worth 1" only for the self-draw value; a plain hand has no discard value,
    # §6.2 "not allowed"): here it collects nothing.
    g = drawn_hand(v, W="123p456p789s34s11z")
    assert g.state.result.exhaustive and deltas(g) == {"E": 0, "S": 0, "W": 0, "N": 0}


def test_y10_plain_hand_refused_on_a_discard_then_self_drawn(yunnan) -> None:
    g = rigged(yunnan, {"W": "123m456m789p234s7z", "S": "1s"}, turn="S", drawn="7z", wall="7z")
    act(g, "S", Act.DISCARD, "7z")
    assert g.state.turn == 2 and g.state.seats[2].banned_win_kinds is None  # never a legal win: no ban
    act(g, "W", Act.WIN, "7z")
    assert deltas(g) == {"E": -1, "S": -1, "W": 3, "N": -1}


def test_y11_pass_then_barred_until_the_next_draw(yunnan) -> None:
    g = rigged(yunnan, {"N": "222m555p88s11z[999s]>", "W": "8s", "E": "8s"}, turn="S", drawn="1z", wall="9m9m9m")
    act(g, "S", Act.DISCARD, "1z")
    act(g, "N", Act.PASS)
    pass_all(g)
    act(g, "W", Act.DISCARD, "8s")
    assert not can(g, "N", Act.WIN)  # a different tile, still barred
    pass_all(g)
    discard_drawn(g, "N")  # N draws: the ban ends
    act(g, "E", Act.DISCARD, "8s")
    assert can(g, "N", Act.WIN, "8s")


# ---- more rules ---------------------------------------------------------------------------------


def test_plain_hand_may_win_by_kong_discard_or_robbing(yunnan) -> None:
    s = score(yunnan, "123m456m789p234s7z+7z", seat_wind="S", discarder="W", kong_discard=True)
    assert s.legal and fans(s) == {"kong_discard": 1}
    s = score(yunnan, "123m456m789p234s7z+7z", seat_wind="S", discarder="W", rob_kong=True)
    assert s.legal and fans(s) == {"rob_kong": 1}


def test_all_honours_counts_as_one_suit_and_dragon_option(yunnan) -> None:
    assert fans(score(yunnan, "111222333z4455z+5z", seat_wind="S", discarder="E")) == {"all_pungs": 1, "full_flush": 1}
    hand = "1155m3333p7799s5z+5z"  # four 3p held, not the winning kind
    assert fans(score(yunnan, hand, seat_wind="S", self_drawn=True)) == {"seven_pairs": 1}
    anyquad = load_variant("yunnan", options={"dragon_pairs_any_quad": True})
    assert fans(score(anyquad, hand, seat_wind="S", self_drawn=True)) == {"dragon_seven_pairs": 1}


def test_last_four_tiles_every_win_is_automatic(yunnan) -> None:
    g = rigged(yunnan, {"N": "222m555p88s11z[999s]>", "W": "1m"}, turn="W", drawn="8s", size=3)
    g.state.last_phase = True
    act(g, "W", Act.DISCARD, "8s")
    assert [a.type for a in g.legal_actions(3)] == [Act.WIN]


def test_ready_check_ignores_a_wait_on_a_kind_held_four_times(yunnan) -> None:
    # §6.4 / §8.12: E's only wait is 1m, of which he holds all four: he is not ready and pays W
    g = drawn_hand(yunnan, E="1111m234p567s888s", W="123p456p789s34s11z")
    assert deltas(g) == {"E": -1, "S": -1, "W": 3, "N": -1}


def test_open_tail_tiles_are_drawn_in_turn_and_replace_when_nothing_face_down_is_left() -> None:
    # §3.6: normal draws reach the open tiles T2 first, then T1
    wall = Wall(tiles("1m9p4s"))
    wall.open_tail = 2
    assert [K.code(wall.draw()) for _ in range(3)] == ["1m", "9p", "4s"]
    # §3.5: a replacement skips the open tiles; with none face down, the rearmost still in the wall
    wall = Wall(tiles("1m2m9p4s"))
    wall.open_tail = 2
    assert K.code(wall.draw_replacement()) == "2m"
    assert K.code(wall.draw()) == "1m"
    assert K.code(wall.draw_replacement()) == "4s"
    assert [K.code(t) for t in wall.open_tiles()] == ["9p"]


def test_no_kong_once_the_wall_is_empty(yunnan) -> None:
    # §3.7: a kong needs at least one tile left in the wall
    g = rigged(yunnan, {"E": "5555m9m"}, turn="E", size=1)
    assert can(g, "E", Act.CONCEALED_KONG, "5m")
    g = rigged(yunnan, {"E": "5555m9m"}, turn="E", size=0)
    assert not can(g, "E", Act.CONCEALED_KONG, "5m")


def test_draw_keeps_dealer_option_passes_the_deal() -> None:
    # §7: a drawn hand keeps the dealer (Y9); with the option off the deal passes on
    g = drawn_hand(load_variant("yunnan", options={"draw_keeps_dealer": False}))
    assert g.state.result.exhaustive and g.match.dealer == 1


def test_kong_money_options(yunnan) -> None:
    v = load_variant("yunnan", options={"concealed_kong_each": 3, "added_kong_each": 2})
    g = rigged(v, {"W": "5555m9m"}, turn="W")
    act(g, "W", Act.CONCEALED_KONG, "5m")
    assert deltas(g)["W"] == 9


# ---- bots ---------------------------------------------------------------------------------------


@pytest.mark.slow
def test_bots_win_most_hands_and_every_hand_sums_to_zero(yunnan) -> None:
    from mahjong_tui.bots.baseline import BaselineBot

    from .conftest import assert_conserved

    results = []
    for seed in range(3):
        g = Game(yunnan, seed=seed)
        bots = [BaselineBot(yunnan, seed=seed * 10 + i) for i in range(4)]
        while not g.over and len(g.history) < 12:
            seat = g.to_act()[0]
            g.apply(bots[seat].choose(g.view(seat, log=0)))
            if g.phase is Phase.TURN:
                assert_conserved(g)
        results += g.history[:12]
    assert len(results) == 36
    assert all(sum(r.deltas) == 0 for r in results)
    assert sum(1 for r in results if r.wins) / len(results) >= 0.6
    assert all(w.score.legal for r in results for w in r.wins)
