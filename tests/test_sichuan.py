"""Sichuan (sichuan.md): the worked examples SC1-SC9 played through the engine, the fan table,
the presets and options, and seeded bot hands."""

from __future__ import annotations

import pytest

from mahjong_tui import judge, load_variant, score
from mahjong_tui.engine import Act, Phase
from mahjong_tui.rules.features.void_suit import void_suits
from mahjong_tui.table.actions import FeatureChoice

from .rig import act, can, deltas, pass_all, rigged

WINDS = "ESWN"

VOID = {suit: FeatureChoice("void", suit) for suit in "mps"}


@pytest.fixture(scope="module")
def normal():
    return load_variant("sichuan", preset="normal")


@pytest.fixture(scope="module")
def xuezhan():
    return load_variant("sichuan", preset="xuezhan")


def fans(s) -> dict[str, int]:  # noqa: ANN001
    return {f.id: f.count for f in s.fans}


def discard_drawn(g, seat: str) -> None:  # noqa: ANN001
    """``seat`` discards the tile it just drew; every claim is passed."""
    i = WINDS.index(seat)
    g.apply(next(a for a in g.legal_actions(i) if a.type is Act.DISCARD and a.tile == g.state.seats[i].drawn))
    pass_all(g)


# ---- worked examples (sichuan.md §9) ----------------------------------------------------------


def test_sc1_plain_win_on_a_discard(normal) -> None:
    g = rigged(normal, {"E": "1s", "N": "34567m345p678p99p"}, turn="E", drawn="8m")
    act(g, "E", Act.DISCARD, "8m")
    act(g, "N", Act.WIN, "8m")
    win = g.state.result.wins[0]
    assert fans(win.score) == {"plain": 1} and win.score.total == 1
    assert deltas(g) == {"E": -6, "S": 0, "W": 0, "N": 6}
    assert g.match.dealer == 0  # the discarder deals next


def test_sc2_pure_one_suit_with_a_root_self_drawn(normal) -> None:
    g = rigged(normal, {"S": "1112344445679s"}, turn="S", drawn="9s")
    act(g, "S", Act.WIN, "9s")
    s = g.state.result.wins[0].score
    assert fans(s) == {"full_flush": 1, "root": 1} and s.total == 4
    assert deltas(g) == {"E": -48, "S": 144, "W": -48, "N": -48}
    assert g.match.dealer == 1  # the self-drawer deals next


def sc3_game(variant):  # noqa: ANN001, ANN201
    """SC3: W konged N's 5p (N paid 6) and punged 8m from S; E discards 7m."""
    g = rigged(
        variant, {"W": "1177m333p555p[888m]<", "N": "2s", "E": "7m"}, turn="N", drawn="5p", wall="3s3s", pad="6s"
    )
    act(g, "N", Act.DISCARD, "5p")
    act(g, "W", Act.KONG, "5p")
    discard_drawn(g, "W")  # the replacement 6s
    discard_drawn(g, "N")
    act(g, "E", Act.DISCARD, "7m")
    act(g, "W", Act.WIN, "7m")
    return g


def test_sc3_all_pungs_with_a_direct_kong(normal) -> None:
    g = sc3_game(normal)
    s = g.state.result.wins[0].score
    assert fans(s) == {"all_pungs": 1} and s.total == 2  # the kong is no root (§8.1)
    assert deltas(g) == {"E": -12, "S": 0, "W": 18, "N": -6}


def test_sc3_with_kongs_as_roots() -> None:
    v = load_variant("sichuan", options={"gen_counts_kongs": True})
    g = sc3_game(v)
    s = g.state.result.wins[0].score
    assert fans(s) == {"all_pungs": 1, "root": 1} and s.total == 3
    assert deltas(g)["E"] == -24


def test_sc4_dragon_seven_pairs_on_a_discard(normal) -> None:
    g = rigged(normal, {"N": "11223333m5577p9p", "S": "1s"}, turn="S", drawn="9p")
    act(g, "S", Act.DISCARD, "9p")
    act(g, "N", Act.WIN, "9p")
    s = g.state.result.wins[0].score
    assert fans(s) == {"dragon_seven_pairs": 1} and s.total == 5  # the four 3m are the dragon, no root
    assert deltas(g) == {"E": 0, "S": -96, "W": 0, "N": 96}


def test_sc5_concealed_kong_and_kong_bloom(normal) -> None:
    g = rigged(normal, {"E": "22345678m11p9999p"}, turn="E", pad="1p")
    act(g, "E", Act.CONCEALED_KONG, "9p")
    assert deltas(g) == {"E": 36, "S": -12, "W": -12, "N": -12}
    act(g, "E", Act.WIN, "1p")
    s = g.state.result.wins[0].score
    assert fans(s) == {"plain": 1, "kong_bloom": 1} and s.total == 2
    assert deltas(g) == {"E": 72, "S": -24, "W": -24, "N": -24}


def test_sc6_kong_discard_hands_over_the_kong_money(normal) -> None:
    g = rigged(normal, {"S": "777m1s", "N": "33p555p222s888s99s"}, turn="W", drawn="7m", pad="3p")
    act(g, "W", Act.DISCARD, "7m")
    act(g, "S", Act.KONG, "7m")
    act(g, "S", Act.DISCARD, "3p")  # right after the replacement
    act(g, "N", Act.WIN, "3p")
    s = g.state.result.wins[0].score
    assert fans(s) == {"all_pungs": 1, "kong_discard": 1} and s.total == 3
    assert deltas(g) == {"E": 0, "S": -24, "W": -6, "N": 30}


def test_sc7_two_winners_on_one_discard(normal) -> None:
    g = rigged(normal, {"E": "22234567m34678s", "N": "1112346778999s"}, turn="W", drawn="5s")
    act(g, "W", Act.DISCARD, "5s")
    act(g, "N", Act.WIN, "5s")
    act(g, "E", Act.WIN, "5s")
    wins = {WINDS[w.seat]: w.score for w in g.state.result.wins}
    assert fans(wins["E"]) == {"plain": 1}
    assert fans(wins["N"]) == {"full_flush": 1}  # three 9s only: no root
    assert deltas(g) == {"E": 6, "S": 0, "W": -30, "N": 24}
    assert g.match.dealer == 2  # the discarder deals next
    held = sum(s.hand.count(g.state.result.wins[0].tile) for s in g.state.seats)
    assert held == 1  # one physical 5s: the first winner after the discarder (N) holds it


def test_sc8_exhaustive_draw_flower_pig_ready_and_refund(normal) -> None:
    g = rigged(
        normal,
        {"E": "123m456p789s1234s", "S": "1112345678999m", "W": "1111p1357m2468p99m", "N": "2255777m333999p"},
        turn="W",
        size=2,
        pad="4s",
    )
    act(g, "W", Act.CONCEALED_KONG, "1p")
    discard_drawn(g, "W")
    discard_drawn(g, "N")  # the last tile of the wall
    assert g.phase is Phase.HAND_OVER and g.state.result.exhaustive
    assert deltas(g) == {"E": -288, "S": 144, "W": 36, "N": 108}
    by_reason: dict[str, int] = {}
    for p in g.state.payments:
        by_reason[p.reason] = by_reason.get(p.reason, 0) + p.amount
    assert by_reason == {"kong": 36, "flower_pig": 288, "draw_check": 60, "refund": 36}
    assert g.match.dealer == 0  # a drawn hand keeps the dealer


def test_sc9_blood_battle(xuezhan) -> None:
    g = rigged(
        xuezhan,
        {"E": "34567m345p678p99p", "S": "1112346778999s", "W": "1111p13579m2468p", "N": "2255777m333999p"},
        turn="N",
        drawn="5m",
        wall="9p9p9p5s",
        size=12,
        pad="9p",
    )
    act(g, "N", Act.WIN, "5m")
    assert deltas(g) == {"E": -12, "S": -12, "W": -12, "N": 36}
    assert g.phase is Phase.TURN and g.state.turn == 0  # play goes on with E
    discard_drawn(g, "E")
    discard_drawn(g, "S")
    act(g, "W", Act.CONCEALED_KONG, "1p")  # N, who has won, pays nothing
    assert deltas(g) == {"E": -24, "S": -24, "W": 12, "N": 36}
    discard_drawn(g, "W")
    assert g.state.turn == 0  # N is out: E draws
    act(g, "E", Act.DISCARD, "5s")
    act(g, "S", Act.WIN, "5s")
    assert g.phase is Phase.TURN and g.state.turn == 2  # the first player still in after S
    while g.phase is Phase.TURN:
        seat = WINDS[g.state.turn]
        assert seat in "EW"
        discard_drawn(g, seat)
    result = g.state.result
    assert result.exhaustive and [WINDS[w.seat] for w in result.wins] == ["N", "S"]
    assert deltas(g) == {"E": -30, "S": 12, "W": -18, "N": 36}
    assert sum(result.deltas) == 0


# ---- rules around the examples ------------------------------------------------------------------


def test_three_suits_cannot_win(normal) -> None:
    s = score(normal, "123m456p789s11s23s+1s", seat_wind="S", discarder="E")
    assert not s.legal and "three suits" in (s.reason or "")
    g = rigged(normal, {"S": "123m456p789s11s23s"}, turn="E", drawn="1s")
    act(g, "E", Act.DISCARD, "1s")
    assert not can(g, "S", Act.WIN)
    assert can(g, "S", Act.PUNG, "1s")


def test_robbed_added_kong_pays_no_kong_money_and_the_robbed_player_pays(normal) -> None:
    g = rigged(normal, {"W": "12m[666p]>", "E": "123m789m45p678p11p"}, turn="W", drawn="6p")
    act(g, "W", Act.ADDED_KONG, "6p")
    assert g.phase is Phase.ROB
    act(g, "E", Act.WIN, "6p")
    assert [p.reason for p in g.state.payments] == ["win"]
    assert deltas(g) == {"E": 6, "S": 0, "W": -6, "N": 0}
    assert g.match.dealer == 2  # the robbed player deals next


def test_last_four_tiles_the_win_is_automatic(normal) -> None:
    g = rigged(normal, {"N": "34567m345p678p99p", "E": "1s"}, turn="E", drawn="8m", size=4)
    g.state.last_phase = True  # E drew with four tiles left
    act(g, "E", Act.DISCARD, "8m")
    legal = g.legal_actions(3)
    assert [a.type for a in legal] == [Act.WIN]  # no pass, no pung
    g2 = rigged(normal, {"N": "34567m345p678p99p", "E": "1s"}, turn="E", drawn="8m", size=5)
    act(g2, "E", Act.DISCARD, "8m")
    assert {a.type for a in g2.legal_actions(3)} == {Act.WIN, Act.PASS}


def test_draw_sets_the_last_four_phase(normal) -> None:
    g = rigged(normal, {"E": "1s", "S": "34567m345p678p"}, turn="E", drawn="2s", wall="8m99p", size=4)
    act(g, "E", Act.DISCARD, "2s")
    pass_all(g)
    assert g.state.last_phase  # S drew with four left


def test_no_pass_ban_by_default_and_with_the_option() -> None:
    for ban in (False, True):
        v = load_variant("sichuan", options={"pass_ban": ban})
        g = rigged(v, {"N": "34567m345p678p99p", "E": "1s", "S": "5m"}, turn="E", drawn="8m", wall="7s")
        act(g, "E", Act.DISCARD, "8m")
        act(g, "N", Act.PASS)
        assert g.state.turn == 1  # S drew
        act(g, "S", Act.DISCARD, "5m")
        assert can(g, "N", Act.WIN, "5m") is (not ban)


def test_fan_cap_option() -> None:
    v = load_variant("sichuan", options={"fan_cap": 4})
    s = score(v, "11223333m5577m9m+9m", seat_wind="N", discarder="S")
    assert s.details["fan_uncapped"] == 6 and s.total == 4
    pays = judge(v, "11223333m5577m9m+9m", seat_wind="N", discarder="S").payments()
    assert [p.amount for p in pays] == [48]


@pytest.mark.parametrize(
    "hand,sit,want",
    [
        ("1112223m555p888p+3m", {"discarder": "E"}, {"all_pungs": 1}),
        ("11122233355m88m+8m", {"discarder": "E"}, {"pure_all_pungs": 1}),  # not also 清一色 / 對對胡
        ("222555m888p22p55p+5p", {"discarder": "E"}, {"all_pungs_258": 1}),
        ("123m123m123m789p9p+9p", {"discarder": "E"}, {"terminals": 1}),
        ("123m123m123m789p5p+5p", {"discarder": "E"}, {"plain": 1}),  # the pair must hold a 1 or 9
        ("123123123789m9m+9m", {"discarder": "E"}, {"pure_terminals": 1}),
        ("1133557799m22p3p+3p", {"discarder": "E"}, {"seven_pairs": 1}),
        ("1113355779922p+1p", {"discarder": "E"}, {"pure_dragon_seven_pairs": 1}),
        ("1133557799224p+4p", {"discarder": "E"}, {"pure_seven_pairs": 1}),
        ("11112222333m44p+4p", {"discarder": "E"}, {"plain": 1, "root": 2}),
        ("345m678m11p22m{9999p}+1p", {"self_drawn": True, "kong_replacement": True}, {"plain": 1, "kong_bloom": 1}),
        ("123m456m789m11p22p+2p", {"self_drawn": True, "heavenly": True, "seat_wind": "E"}, {"heavenly": 1}),
        ("1112223m555p888p+3m", {"self_drawn": True, "earthly": True}, {"earthly": 1}),
    ],
)
def test_fans_count_and_only_the_highest_basic_pattern_stays(normal, hand: str, sit: dict, want: dict) -> None:
    s = score(normal, hand, **{"seat_wind": "S", **sit})
    assert s.legal
    assert fans(s) == want


def test_pung_plus_fourth_in_hand_is_a_root_but_a_kong_is_not(normal) -> None:
    assert fans(score(normal, "234m678p55p99p[444m]<+5p", seat_wind="S", discarder="E")) == {"plain": 1, "root": 1}
    assert fans(score(normal, "234m678p55p99p[1111m]<+5p", seat_wind="S", discarder="E")) == {"plain": 1}


# ---- void declaration (定缺, option declare_void) -----------------------------------------------


@pytest.fixture(scope="module")
def with_void():
    return load_variant("sichuan", options={"declare_void": True})


def test_void_suits_are_chosen_after_the_deal_and_shown_to_all(with_void) -> None:
    from mahjong_tui.engine import Game

    g = Game(with_void, seed=4)
    assert g.phase is Phase.SETUP and sorted(g.state.pending) == [0, 1, 2, 3]
    assert {a.choice for a in g.legal_actions(0)} == set(VOID.values())
    for seat, suit in zip(range(4), "mpsm", strict=True):
        g.apply(next(a for a in g.legal_actions(seat) if a.choice == FeatureChoice("void", suit)))
    assert g.phase is Phase.TURN and void_suits(g.state) == [0, 1, 2, 0]
    facts = g.view(1).seats[2].facts
    assert str(facts["void_suits"]) == "Void: bamboo" and facts["void_suits"].text("zh") == "缺條"


def test_void_tiles_go_first_and_cannot_be_punged(with_void) -> None:
    g = rigged(
        with_void,
        {"E": "19m123p456p789p1s", "S": "55s123p"},
        turn="E",
        drawn="5s",
        setup={"E": VOID["m"], "S": VOID["s"], "W": VOID["m"], "N": VOID["m"]},
    )
    discards = {a.tile for a in g.legal_actions(0) if a.type is Act.DISCARD}
    assert {K_code(t) for t in discards} == {"1m", "9m"}
    g.state.seats[0].hand = [t for t in g.state.seats[0].hand if t not in discards]
    g._legal_cache = {}
    act(g, "E", Act.DISCARD, "5s")
    assert not can(g, "S", Act.PUNG)  # 5s is S's void suit


def test_cannot_win_holding_the_void_suit(with_void) -> None:
    for void, allowed in ((VOID["m"], False), (VOID["s"], True)):
        g = rigged(
            with_void,
            {"S": "111m123p456p11p23p"},
            turn="E",
            drawn="4p",
            setup={"E": VOID["m"], "S": void, "W": VOID["m"], "N": VOID["m"]},
        )
        act(g, "E", Act.DISCARD, "4p")
        assert can(g, "S", Act.WIN) is allowed


def test_with_void_a_flower_pig_is_whoever_still_holds_his_void_suit(with_void) -> None:
    # E holds only two suits but one tile of his void suit: a pig; N holds three suits but none
    # of his void suit (p): not a pig under 定缺 (and not ready)
    g = rigged(
        with_void,
        {"E": "1m23456789s1234s", "S": "13579m2468m1s3s", "W": "13579m2468m1s3s", "N": "13579m2468s1s3s5s"},
        turn="N",
        drawn="9m",
        size=0,
        setup={"E": VOID["m"], "S": VOID["p"], "W": VOID["p"], "N": VOID["p"]},
    )
    act(g, "N", Act.DISCARD, "9m")
    pass_all(g)
    assert g.state.result.exhaustive
    pig = [p for p in g.state.payments if p.reason == "flower_pig"]
    assert {(WINDS[p.payer], WINDS[p.payee], p.amount) for p in pig} == {("E", s, 96) for s in "SWN"}


def K_code(t: int) -> str:  # noqa: N802
    from mahjong_tui.tiles import kinds as K

    return K.code(t)


# ---- presets and rotation -----------------------------------------------------------------------


def test_normal_ends_at_the_first_win_and_blood_battle_goes_on(normal, xuezhan) -> None:
    hands = {"E": "34567m345p678p99p", "W": "1s"}
    g = rigged(normal, dict(hands), turn="W", drawn="8m")
    act(g, "W", Act.DISCARD, "8m")
    act(g, "E", Act.WIN, "8m")
    assert g.phase is Phase.HAND_OVER
    g = rigged(xuezhan, dict(hands), turn="W", drawn="8m")
    act(g, "W", Act.DISCARD, "8m")
    act(g, "E", Act.WIN, "8m")
    assert g.phase is Phase.TURN and g.state.turn == 1 and g.state.seats[0].won


def test_blood_battle_deals_at_random_every_hand(xuezhan) -> None:
    from mahjong_tui.engine import Game

    dealers = []
    for seed in range(8):
        g = Game(xuezhan, seed=seed)
        dealers.append(g.state.dealer)
        play_hands(g, 2)
        dealers.append(g.state.dealer)
    assert len(set(dealers)) == 4
    a, b = Game(xuezhan, seed=3), Game(xuezhan, seed=3)
    play_hands(a, 3)
    play_hands(b, 3)
    assert [r.dealer for r in a.history] == [r.dealer for r in b.history]


# ---- bots ---------------------------------------------------------------------------------------


def play_hands(game, hands: int, seed: int = 0) -> list:  # noqa: ANN001
    """Bots play ``hands`` hands (or to the end of the match); returns the hand results."""
    from mahjong_tui.bots.baseline import BaselineBot

    bots = [BaselineBot(game.variant, seed=seed * 10 + i) for i in range(game.n)]
    start = len(game.history)
    while not game.over and len(game.history) - start < hands:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat, log=0)))
    return game.history[start:]


@pytest.mark.slow
@pytest.mark.parametrize("preset,options", [("normal", {}), ("xuezhan", {}), ("xuezhan", {"declare_void": True})])
def test_bots_win_most_hands_and_every_hand_sums_to_zero(preset: str, options: dict) -> None:
    from mahjong_tui.engine import Game

    from .conftest import assert_conserved

    v = load_variant("sichuan", preset=preset, options=options)
    results = []
    for seed in range(3):
        g = Game(v, seed=seed)
        results += play_hands(g, 16, seed)
        assert_conserved(g) if g.phase is not Phase.MATCH_OVER else None
    assert len(results) == 48
    assert all(sum(r.deltas) == 0 for r in results)
    won = sum(1 for r in results if r.wins)
    assert won / len(results) >= 0.6
    assert all(w.score.legal for r in results for w in r.wins)


def test_self_draw_next_dealer_option_keeps_the_dealer() -> None:
    # sichuan.md §7/§8.3: the self-drawer deals next by default; the option's other choice
    # keeps the dealer (it did not load: the rotation accepted "dealer", the option set "keep")
    for choice, dealer in (("winner", 1), ("keep", 0)):
        v = load_variant("sichuan", options={"self_draw_next_dealer": choice})
        g = rigged(v, {"S": "1112344445679s"}, turn="S", drawn="9s")
        act(g, "S", Act.WIN, "9s")
        assert g.match.dealer == dealer


# ---- audit: spec rules that had no test ---------------------------------------------------------


def test_kong_discard_with_two_winners_hands_each_a_full_copy_of_the_kong_money(normal) -> None:
    # §6.3: 槓上炮 with several winners, each winner gets the kong money in full (如果1炮多響則胡家給多份)
    g = rigged(
        normal, {"S": "7777m1s", "N": "33p555p222s888s99s", "E": "12p555p222s888s99s"}, turn="S", drawn="7m", pad="3p"
    )
    act(g, "S", Act.CONCEALED_KONG, "7m")
    act(g, "S", Act.DISCARD, "3p")  # right after the replacement
    act(g, "N", Act.WIN, "3p")
    act(g, "E", Act.WIN, "3p")
    wins = {WINDS[w.seat]: w.score for w in g.state.result.wins}
    assert fans(wins["N"]) == {"all_pungs": 1, "kong_discard": 1} and fans(wins["E"]) == {"plain": 1, "kong_discard": 1}
    transfers = sorted((WINDS[p.payee], p.amount) for p in g.state.payments if p.reason == "kong_transfer")
    assert transfers == [("E", 36), ("N", 36)]
    assert deltas(g) == {"E": -12 + 12 + 36, "S": 36 - 24 - 12 - 72, "W": -12, "N": -12 + 24 + 36}


def test_blood_battle_two_winners_play_goes_on_after_the_last_of_them(xuezhan) -> None:
    # §4.4: after a discard with winners, the first player still in after the last winner,
    # counting from the discarder, plays on (E discards, S and N win: E draws; S and W win: N)
    hand = "34567m345p678p99p"
    for winners, nxt in (("SN", "E"), ("SW", "N")):
        g = rigged(xuezhan, {winners[0]: hand, winners[1]: hand, "E": "1s"}, turn="E", drawn="8m")
        act(g, "E", Act.DISCARD, "8m")
        for seat in winners:
            act(g, seat, Act.WIN, "8m")
        assert g.phase is Phase.TURN and WINDS[g.state.turn] == nxt
        assert deltas(g)["E"] == -12


def test_two_players_rob_one_added_kong(normal) -> None:
    # §4.1: every player who robs the same added kong wins, each paid by the robbed player, who deals next
    hand = "123m789m45p678p11p"
    g = rigged(normal, {"W": "12m[666p]>", "E": hand, "N": hand}, turn="W", drawn="6p")
    act(g, "W", Act.ADDED_KONG, "6p")
    act(g, "E", Act.WIN, "6p")
    act(g, "N", Act.WIN, "6p")
    assert deltas(g) == {"E": 6, "S": 0, "W": -12, "N": 6}
    assert g.match.dealer == 2


def test_no_kong_with_the_wall_empty(normal) -> None:
    # §3.2: a kong needs at least one tile left; the pung is still offered on the last discard
    g = rigged(normal, {"S": "777m1s"}, turn="W", drawn="7m", size=0)
    act(g, "W", Act.DISCARD, "7m")
    assert can(g, "S", Act.PUNG, "7m") and not can(g, "S", Act.KONG)
    g = rigged(normal, {"S": "7777m1s"}, turn="S", drawn="7m", size=0)
    assert not can(g, "S", Act.CONCEALED_KONG)
