"""Beijing (beijing.md): worked examples B1-B10, presets, the claim limit, wild-tile rules."""

from __future__ import annotations

import pytest

from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.variants import load_variant

from .test_wuhan_bots import play_hands
from .wuhan_help import do, find, rig, settle


def bj(preset: str = "classic", **options: object):  # noqa: ANN201
    return load_variant("beijing", preset, options or None)


def fans(score) -> set[str]:  # noqa: ANN001
    return {f.id for f in score.fans} - {"flat"}


def test_b1_self_draw_with_a_wild_after_a_pung() -> None:
    score, deltas = settle(bj(), "234567m45p78s[666z]^+9s", "S", wild="4p")
    assert fans(score) == set() and score.total == 1
    assert deltas == {"E": -2, "S": 4, "W": -1, "N": -1}


def test_b2_dealer_wins_closed_without_wild() -> None:
    score, deltas = settle(bj(), "123m345p678p567s2s+2s", "E", how="discard", discarder="W", wild="9s")
    assert fans(score) == {"closed_door", "no_wild"} and score.total == 4
    assert deltas == {"E": 8, "W": -8}


def test_b3_luxury_seven_pairs() -> None:
    score, deltas = settle(bj(), "1122m5555p77s133z+1z", "N", wild="9s")
    assert fans(score) == {"seven_pairs", "luxury", "no_wild"}  # 不開門 not added
    assert deltas == {"E": -16, "S": -8, "W": -8, "N": 32}


def test_b4_straight_with_a_wild_kong_bloom_and_kong_money() -> None:
    score, deltas = settle(bj(), "12346p9s1z[789p]<{7777m}+1z", "S", wild="9s", kong_replacement=True)
    assert fans(score) == {"straight", "kong_bloom"} and score.total == 4
    assert deltas == {"E": -8, "S": 16, "W": -4, "N": -4}
    # at the table: the concealed kong pays 4 from each at once, then the replacement wins
    g = rig(bj(), {"S": "12346p9s1z7777m[789p]<"}, turn="S", wild="9s", pad="1z")
    do(g, "S", Act.CONCEALED_KONG, "7m")
    do(g, "S", Act.WIN)
    assert g.history[-1].deltas == [-12, 28, -8, -8]


def test_b5_catch_the_five() -> None:
    score, deltas = settle(bj(), "46m123p789p345s77z+5m", "W", wild="9s")
    assert fans(score) == {"catch_five", "closed_door", "no_wild"}
    assert deltas == {"E": -16, "S": -8, "W": 32, "N": -8}


def test_b6_new_rules_concealed_self_draw_with_a_wild() -> None:
    score, deltas = settle(bj("new"), "234567m45789p78s+9s", "W", wild="4p")
    assert fans(score) == {"concealed_hand", "open_self_draw"} and score.total == 20
    assert deltas == {"E": -40, "S": -20, "W": 80, "N": -20}
    classic, _ = settle(bj(), "234567m45789p78s+9s", "W", wild="4p")
    assert fans(classic) == {"closed_door"} and classic.total == 2  # base 1, no 明自摸


def test_b7_new_rules_seven_pairs_on_the_dealers_discard() -> None:
    score, deltas = settle(bj("new"), "1122m5555p77s133z+1z", "N", how="discard", discarder="E", wild="9s")
    assert fans(score) == {"seven_pairs"} and score.total == 10
    assert deltas == {"E": -20, "N": 20}


def test_b8_kong_money_stands_in_a_drawn_hand() -> None:
    hands = {
        "E": "147m258p369s1z2z3z5z",
        "S": "888s147m258p369p1z",
        "W": "147p258s369m1z2z3z6z",
        "N": "147s258m369p3z5z6z7z",
    }
    g = rig(bj("new"), hands, turn="N", drawn="8s", wild="4z", size=2, pad="9m")
    do(g, "N", Act.DISCARD, "8s")
    do(g, "S", Act.KONG, "8s")
    assert [p.amount for p in g.state.payments] == [5, 5, 5]
    while g.phase is not Phase.HAND_OVER:
        seat = g.to_act()[0]
        acts = g.legal_actions(seat)
        g.apply(next((a for a in acts if a.type is Act.PASS), None) or next(a for a in acts if a.type is Act.DISCARD))
    result = g.history[-1]
    assert result.exhaustive and result.deltas == [-5, 15, -5, -5]
    assert g.match.dealer == 0


def test_b9_four_wilds_bonus_and_three_wilds_self_draw_only() -> None:
    g = rig(bj(), {"N": "2222z123m456p78s"}, turn="N", drawn="5s", wild="2z")
    show = find(g, "N", Act.CHOOSE)
    assert show is not None and show.choice == "four_wilds"
    g.apply(show)
    assert g.history == []
    assert [(p.payer, p.payee, p.amount) for p in g.state.payments] == [(0, 3, 40), (1, 3, 40), (2, 3, 40)]
    assert find(g, "N", Act.CHOOSE) is None  # once per hand
    # holding three or more wilds, N cannot take W's discard ...
    g = rig(bj(), {"N": "222z123m456p789s1z", "W": "147m258p369s3z"}, turn="W", drawn="1z", wild="2z")
    do(g, "W", Act.DISCARD, "1z")
    assert g.phase is Phase.TURN and g.state.turn == 3  # no claim was offered: N simply draws
    # ... but may self-draw; the new rules drop the three-wild limit
    g = rig(bj(), {"N": "222z123m456p789s1z"}, turn="N", drawn="1z", wild="2z")
    assert find(g, "N", Act.WIN) is not None
    g = rig(bj("new"), {"N": "222z123m456p789s1z", "W": "147m258p369s3z"}, turn="W", drawn="1z", wild="2z")
    do(g, "W", Act.DISCARD, "1z")
    assert find(g, "N", Act.WIN) is not None
    assert load_variant("beijing", "new").cfg.features["four_wilds"]["bonus_each"] == 0


def test_b10_discarding_a_wild() -> None:
    hands = {"S": "123m456p789s55s7z", "W": "4p4p147m258s369s", "N": "4p123m456p789s55s"}
    g = rig(bj(), hands, turn="S", drawn="4p", wild="4p", wall="1z2z3z7z", pad="9m")
    do(g, "S", Act.DISCARD, "4p")
    assert g.phase is Phase.TURN and g.state.turn == 2  # nobody may claim or win on it
    for seat in "WNE":
        do(g, seat, Act.DISCARD, {"W": "1z", "N": "2z", "E": "3z"}[seat])
        while g.phase is Phase.CLAIM:
            s = g.to_act()[0]
            g.apply(next(a for a in g.legal_actions(s) if a.type is Act.PASS))
    assert g.state.turn == 1 and g.state.seats[1].drawn is not None
    assert find(g, "S", Act.WIN) is None  # 77z would complete it: not even a self-draw


def test_catch_the_five_and_luxury_pairs_with_a_wild() -> None:
    # §6.1: the wild 9s may stand for the 6m of 捉五魁's 4m-5m-6m, and be the fourth 5p of 豪華
    five, _ = settle(bj(), "4m9s123p789p345s77z+5m", "W", wild="9s")
    assert fans(five) == {"catch_five", "closed_door"} and five.total == 4
    lux, _ = settle(bj(), "1122m555p9s77s133z+1z", "N", wild="9s")
    assert fans(lux) == {"seven_pairs", "luxury"} and lux.total == 4
    edge, _ = settle(bj(), "34m123p789p345s77z+5m", "W", wild="9s")
    assert "catch_five" not in fans(edge)  # 5m at the end of a chow is no 捉五魁


def test_five_kui_single_wait_the_wild_is_no_second_wait() -> None:
    # §6.1 option five_kui_single_wait: 5m must be the only wait. B5's 46m waits on 5m alone; a
    # drawn wild would complete it too (as any ready hand), but that is no wait of its own.
    single = bj(five_kui_single_wait=True)
    assert "catch_five" in fans(settle(single, "46m123p789p345s77z+5m", "W", wild="9s")[0])
    two_waits = "4666m123p789p345s+5m"  # 4m (44m + 666m) would complete it too
    assert "catch_five" in fans(settle(bj(), two_waits, "W", wild="9s")[0])
    assert "catch_five" not in fans(settle(single, two_waits, "W", wild="9s")[0])
    # the only wait may be the wild kind itself (wild 5m, indicator 4m): still one wait
    assert "catch_five" in fans(settle(single, "46m123p789p345s77z+5m", "W", wild="5m")[0])


def test_claim_limit_one_chow_or_pung_plus_one_per_kong() -> None:
    hands = {"E": "147m258p369s1z2z3z", "S": "55m77m99p123s456s"}
    g = rig(bj(), hands, turn="E", drawn="5m", wild="4z")
    do(g, "E", Act.DISCARD, "5m")
    assert find(g, "S", Act.PUNG) is not None
    g = rig(bj(), hands, turn="E", drawn="5m", wild="4z")
    g.state.seats[1].claims_made = 1
    do(g, "E", Act.DISCARD, "5m")
    assert find(g, "S", Act.PUNG) is None
    g = rig(bj(), hands, turn="E", drawn="5m", wild="4z")
    g.state.seats[1].claims_made = 1
    g.state.seats[1].kongs_declared = 1
    do(g, "E", Act.DISCARD, "5m")
    assert find(g, "S", Act.PUNG) is not None


def test_after_a_pung_only_self_draw_wins() -> None:
    hands = {"S": "234567m45p78s[666z]^", "E": "147m258p369s1z2z3z"}
    g = rig(bj(), hands, turn="E", drawn="9s", wild="4p")
    g.state.seats[1].claims_made = 1
    do(g, "E", Act.DISCARD, "9s")
    assert find(g, "S", Act.WIN) is None
    g = rig(bj(), hands, turn="S", drawn="9s", wild="4p")
    assert find(g, "S", Act.WIN) is not None


def test_no_wild_literal_option() -> None:
    # the 4p in 234p is the wild read as itself: 無混兒 by default, not when taken literally
    text = "234m567m234p78s11z+9s"
    natural, _ = settle(bj(), text, "S", wild="4p")
    literal, _ = settle(bj(no_wild_literal=True), text, "S", wild="4p")
    assert "no_wild" in fans(natural) and "no_wild" not in fans(literal)


def test_kong_payer_option_makes_the_discarder_pay_a_direct_kong() -> None:
    hands = {"S": "888s147m258p369p1z", "N": "147s258m369p3z5z6z7z"}
    g = rig(bj(kong_payer="discarder"), hands, turn="N", drawn="8s", wild="4z")
    do(g, "N", Act.DISCARD, "8s")
    do(g, "S", Act.KONG, "8s")
    assert [(p.payer, p.amount) for p in g.state.payments] == [(3, 2)]


def test_wilds_are_never_used_in_a_claim_and_four_wilds_are_no_kong() -> None:
    # §2: with 4p wild, S's 4p-6p cannot chow E's 5p, nor 4p4p5p pung or kong it
    hands = {"S": "4p4p6p123m456s789s", "E": "147m258s369s1z"}
    g = rig(bj(), hands, turn="E", drawn="5p", wild="4p")
    do(g, "E", Act.DISCARD, "5p")
    assert not [a for a in g.legal_actions(1) if a.type in (Act.CHOW, Act.PUNG, Act.KONG)]
    g = rig(bj(), {"E": "4p4p4p4p123m456s78s"}, turn="E", drawn="1z", wild="4p")
    assert find(g, "E", Act.CONCEALED_KONG) is None and find(g, "E", Act.CHOOSE) is not None


def test_a_direct_kong_is_free_at_the_claim_limit() -> None:
    # §4.2: the one chow-or-pung is used up, yet the direct kong is still offered
    hands = {"S": "888s147m258p369p1z", "N": "147s258m369p3z5z6z7z"}
    g = rig(bj(), hands, turn="N", drawn="8s", wild="4z")
    g.state.seats[1].claims_made = 1
    do(g, "N", Act.DISCARD, "8s")
    assert find(g, "S", Act.PUNG) is None and find(g, "S", Act.KONG) is not None


def test_a_direct_kong_does_not_stop_discard_wins() -> None:
    # §4.3: a direct kong is no chow or pung: S may still win on W's discard afterwards
    hands = {"S": "888s123m456p11z79p", "N": "147s258m369p3z5z6z7z", "W": "8p147m258s369s"}
    g = rig(bj(), hands, turn="N", drawn="8s", wall="2z", wild="4z")
    do(g, "N", Act.DISCARD, "8s")
    do(g, "S", Act.KONG, "8s")
    do(g, "S", Act.DISCARD, "9m")  # the replacement
    do(g, "W", Act.DISCARD, "8p")
    assert find(g, "S", Act.WIN) is not None


def test_after_a_pung_the_player_discards_at_once() -> None:
    # §4.1: no concealed kong (and no four-wild show) between the pung and the discard
    hands = {"S": "55m7777p123s456s", "E": "5m147m258p369s1z"}
    g = rig(bj(), hands, turn="E", drawn="5m", wild="4z")
    do(g, "E", Act.DISCARD, "5m")
    do(g, "S", Act.PUNG, "5m")
    assert {a.type for a in g.legal_actions(1)} == {Act.DISCARD}


def test_robbing_an_added_kong_at_the_table() -> None:
    # §4.1, §6.3, §8.11: N (closed, no wild used) robs W's added 4p; W pays the win alone and
    # the robbed kong pays nothing. Had N punged, he could not rob and the kong would be paid.
    hands = {"N": "23p567s789s11z999m", "W": "[444p]>147m258s369s"}
    g = rig(bj(), hands, turn="W", drawn="4p", wild="7z")
    do(g, "W", Act.ADDED_KONG, "4p")
    assert g.phase is Phase.ROB
    do(g, "N", Act.WIN)
    assert fans(g.history[-1].wins[0].score) == {"closed_door", "no_wild"}
    assert g.history[-1].deltas == [0, 0, -4, 4]
    g = rig(bj(), hands, turn="W", drawn="4p", wild="7z")
    g.state.seats[3].claims_made = 1
    do(g, "W", Act.ADDED_KONG, "4p")
    assert g.phase is Phase.TURN and g.state.turn == 2  # no rob offered: W draws his replacement
    assert [(p.payer, p.payee, p.amount) for p in g.state.payments] == [(0, 2, 2), (1, 2, 2), (3, 2, 2)]


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "new"])
def test_beijing_bots_win_most_hands(preset: str) -> None:
    won, deltas, _ = play_hands("beijing", preset, 40)
    assert won / len(deltas) >= 0.6
    assert all(sum(d) == 0 for d in deltas)


@pytest.mark.parametrize("meld", ["[444p]^", "{4444p}", "[345p]<"])
def test_a_wild_is_never_part_of_a_chow_pung_or_kong(meld: str) -> None:
    """§2: wilds never chow, pung or kong, and four wilds are no kong: ``score`` refuses a hand
    showing the wild kind in a meld, as the table never makes one."""
    from mahjong_tui import score

    assert score(bj(), "123m456m789m5s[555p]^+5s", seat_wind="S", self_drawn=True, wild=["4p"]).legal
    refused = score(bj(), f"123m456m789m5s{meld}+5s", seat_wind="S", self_drawn=True, wild=["4p"])
    assert not refused.legal and "4p is wild this hand" in str(refused.reason), refused.reason
