"""憨兒 32-piece chess mahjong: the worked examples H1–H15 of haner32.md §9 (scored, and played
through the engine where they are about play), the hand counts of §5, the ready deposit and pot,
furiten, the five-soldier kongs, the reserve, the abortive draw and each option."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path

from mahjong_tui.analysis.chess_specials import prey, special_targets
from mahjong_tui.analysis.shapes import ShapeInput, natural_counts
from mahjong_tui.engine import Act, Game, Phase
from mahjong_tui.rules.features.furiten import FuritenState
from mahjong_tui.rules.settlement.tai_points import seat_is_ready
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import Variant, load_variant

from .chess_helpers import act, can, complete_hands, deltas, example, pass_all, pieces, table


def haner():  # noqa: ANN201
    return load_variant("haner32")


def waits(text: str) -> set[str]:
    """Live waits: not on a kind whose every copy the hand already holds."""
    v = haner()
    hand = v.parse(text, allow_discard_form=True, check_count=False)
    held = Counter(hand.concealed)
    return {K.code(t) for t in v.waits(hand) if held[t] < v.tileset.count(t)}


# ---- the hands ----------------------------------------------------------------------------------


def test_count_of_complete_hands_by_class() -> None:
    """§5: 182 complete 5-piece hands: 86 regular, 80 兩對, 10 鐵支, 2 + 2 + 2 others; no hand in
    two classes (by enumeration)."""
    v = haner()
    hands = complete_hands(v)
    assert len(hands) == 182
    classes: Counter[tuple[str, ...]] = Counter()
    for combo in hands:
        counts = natural_counts(combo)[0]
        labels = {d.shape for shape in v.shapes for d in shape.decompositions(ShapeInput(counts, []))}
        classes[tuple(sorted(labels))] += 1
    assert classes == {
        ("standard",): 86,
        ("two_pairs",): 80,
        ("iron_pillar",): 10,
        ("general_soldiers",): 2,
        ("soldiers_raid",): 2,
        ("five_roads",): 2,
    }


def test_prey_cycle() -> None:
    black = [K.chess("b", x) for x in "AERHC"]
    assert [prey(t) for t in black] == black[1:] + black[:1]
    assert prey(K.chess("r", "G")) is None and prey(K.chess("b", "S")) is None


def test_special_hands_are_concealed_only() -> None:
    v = haner()
    assert len(special_targets(v.tileset.copies)) == 96
    meld = v.parse("[rR rH rC]", allow_discard_form=True, check_count=False).melds[0]
    assert not v.is_complete(pieces("rA rE"), [meld])


def test_meld_grammar_and_chow() -> None:
    v = haner()
    letters = sorted("".join(K.chess_rank_letter(t) for t in p) for p in v.grammar.sequences)
    assert letters == ["AER", "AER", "GAE", "GAE", "RHC", "RHC"]
    # only 俥傌炮 / 車馬包 may be chowed
    g = table(v, {"E": "rE bA bE bR bH", "S": "rA rR bS bS"}, wall="rS rS rS rS", size=10)
    act(g, "E", Act.DISCARD, "rE")
    assert not can(g, "S", Act.CHOW)
    g = table(v, {"E": "rC bA bE bR bH", "S": "rR rH bS bS"}, wall="rS rS rS rS", size=10)
    act(g, "E", Act.DISCARD, "rC")
    assert can(g, "S", Act.CHOW, "rC")


# ---- worked examples ---------------------------------------------------------------------------


def test_h1_soldiers_raid_on_a_discard() -> None:
    assert waits("bG rS rS rS") == {"rS", "rG"}
    fans, total, legal, pay = example("haner32", "bG rS rS rS+rS", seat_wind="W", discarder="S")
    assert fans == {"black_general": 1, "soldiers_raid": 0} and total == 1 and legal
    assert pay == {"E": 0, "S": -1500, "W": 1500, "N": 0}


def test_h2_general_leads_soldiers_self_drawn() -> None:
    assert waits("bG bS bS bS") == {"bS", "rG"}
    fans, total, _, pay = example("haner32", "bG bS bS bS+bS", seat_wind="N", self_drawn=True)
    assert fans == {"general_soldiers": 2, "black_general": 1, "one_colour": 2, "concealed_self_drawn": 3}
    assert total == 8
    assert pay == {"E": -9000, "S": -4500, "W": -4500, "N": 18000}


def test_h3_pure_two_pairs_dealer_wins_and_keeps_the_deal() -> None:
    assert waits("bA bA bE bE") == {"bR"}
    fans, total, _, pay = example("haner32", "bA bA bE bE+bR", seat_wind="E", discarder="S")
    assert fans == {"pure_two_pairs": 2, "no_head_tail": 2, "one_colour": 2} and total == 6
    assert pay == {"E": 18000, "S": -18000, "W": 0, "N": 0}
    v = haner()
    g = table(v, {"E": "bA bA bE bE", "S": "bR rA rE rH rC"}, turn="S", wall="rS rS rS rS", size=10)
    g.state.seats[1].drawn = K.from_code("bR")
    act(g, "S", Act.DISCARD, "bR")
    act(g, "E", Act.WIN, "bR")
    assert deltas(g) == {"E": 18000, "S": -18000, "W": 0, "N": 0}
    assert g.match.dealer == 0 and g.match.streak == 1


def test_h4_lopsided_two_pairs_against_a_continuing_dealer() -> None:
    assert waits("bR bR bH bC") == {"bH", "bC"}
    fans, total, _, pay = example("haner32", "bR bR bH bC+bH", seat_wind="W", discarder="E", streak=1)
    assert fans == {"no_head_tail": 2, "one_colour": 2, "lopsided_two_pairs": 0} and total == 4
    assert pay == {"E": -8700, "S": 0, "W": 8700, "N": 0}


def test_h5_pure_iron_pillar() -> None:
    assert waits("rA rA bA bA") == {"rE", "bE"}
    fans, total, _, pay = example("haner32", "rA rA bA bA+rE", seat_wind="N", discarder="S")
    assert fans == {"pure_iron_pillar": 5, "no_head_tail": 2} and total == 7
    assert pay == {"E": 0, "S": -15000, "W": 0, "N": 15000}


def test_h6_lopsided_iron_pillar_self_drawn() -> None:
    assert waits("rA rC bC bC") == {"rC"}
    fans, total, _, pay = example("haner32", "rA rC bC bC+rC", seat_wind="W", self_drawn=True)
    assert fans == {"lopsided_iron_pillar": 2, "no_head_tail": 2, "concealed_self_drawn": 3} and total == 7
    assert pay == {"E": -7500, "S": -3750, "W": 15000, "N": -3750}


def test_h7_kong_upon_kong_with_five_soldiers_in_play() -> None:
    v = haner()
    g = table(v, {"W": "rA bS bS bS"}, turn="W", drawn="bS", wall="rC rC rC rC rA bS")
    act(g, "W", Act.CONCEALED_KONG, "bS")
    assert g.state.seats[2].drawn == K.from_code("bS")  # from the bottom of the wall
    act(g, "W", Act.ADDED_KONG, "bS")  # 暗槓加槓: the fifth, face down
    meld = g.state.seats[2].melds[0]
    assert meld.tiles == (K.from_code("bS"),) * 5 and not meld.kind.is_exposed
    added = [e for e in g.events if e.kind == "added_kong"][-1]
    assert added.for_seat(0).tile is None  # face down: the others do not see it
    act(g, "W", Act.WIN, "rA")
    fans = {f.id: f.points for f in g.history[-1].wins[0].score.fans}
    assert fans == {"five_black_soldiers": 8, "double_kong": 4, "concealed_self_drawn": 3, "kong_replacement": 1}
    assert deltas(g) == {"E": -18000, "S": -9000, "W": 36000, "N": -9000}


def test_h7_scored() -> None:
    fans, total, _, pay = example(
        "haner32",
        "rA {bS bS bS bS bS}+rA",
        seat_wind="W",
        self_drawn=True,
        kong_replacement=True,
        double_kong_replacement=True,
        kongs_declared=2,
    )
    assert total == 16 and "single_kong" not in fans and "exposed_five_kong" not in fans
    assert pay == {"E": -18000, "S": -9000, "W": 36000, "N": -9000}


def test_h8_continuing_dealer_after_a_draw() -> None:
    fans, total, _, pay = example("haner32", "rS [bS bS bS]+rS", seat_wind="E", discarder="N", streak=2, draws_before=1)
    assert fans == {"soldiers_united_exposed": 2, "exposed_won_on_other": 1} and total == 3
    assert pay == {"E": 9120, "S": 0, "W": 0, "N": -9120}


def test_h8_in_play_streak_and_draws_reset() -> None:
    v = haner()
    g = table(v, {"E": "rS [bS bS bS]", "N": "rS rA rE rH rC"}, turn="N", wall="rS rS rS rS", size=10)
    g.match.streak, g.match.draws_in_a_row = 2, 1
    g.state.seats[3].drawn = K.from_code("rS")
    act(g, "N", Act.DISCARD, "rS")
    act(g, "E", Act.WIN, "rS")
    assert deltas(g) == {"E": 9120, "S": 0, "W": 0, "N": -9120}
    assert g.match.streak == 3 and g.match.draws_in_a_row == 0


def test_h9_robbing_a_kong() -> None:
    v = haner()
    g = table(v, {"S": "bA [rS rS rS]", "N": "rS [bS bS bS]"}, turn="S", drawn="rS", wall="rA rA rA rA", size=10)
    act(g, "S", Act.ADDED_KONG, "rS")
    assert g.phase is Phase.ROB
    act(g, "N", Act.WIN, "rS")
    fans = {f.id: f.points for f in g.history[-1].wins[0].score.fans}
    assert fans == {"rob_kong": 1, "exposed_won_on_other": 1, "soldiers_united_exposed": 2}
    assert deltas(g) == {"E": 0, "S": -8000, "W": 0, "N": 8000}
    assert g.state.seats[1].melds[0].tiles == (K.from_code("rS"),) * 3  # the kong was not made


def test_h9_a_face_down_addition_cannot_be_robbed() -> None:
    v = haner()
    g = table(v, {"S": "bA {rS rS rS rS}", "N": "rS [bS bS bS]"}, turn="S", drawn="rS", wall="rA rA rA rA", size=10)
    act(g, "S", Act.ADDED_KONG, "rS")
    assert g.phase is Phase.TURN and g.state.turn == 1


def test_h10_paid_ready_declaration_and_the_pot() -> None:
    v = haner()
    g = table(v, {"S": "rR rH bE bE bA", "W": "rC bA bA bS"}, turn="S", wall="rA rA rA rA", size=10)
    g.state.seats[1].drawn = K.from_code("bA")
    g.state.seats[1].discards_made = 1  # a later turn, not its first
    act(g, "S", Act.DISCARD, "bA", ready=True)
    assert g.state.pot == 250 and deltas(g)["S"] == -250
    pass_all(g)
    act(g, "W", Act.DISCARD, "rC")
    act(g, "S", Act.WIN, "rC")
    win = g.history[-1].wins[0]
    assert {f.id: f.points for f in win.score.fans} == {"ready": 1, "no_head_tail": 2}
    assert deltas(g) == {"E": 0, "S": 5000, "W": -5000, "N": 0}
    assert g.state.pot == 0 and g.history[-1].pot_change == 0 and g.match.pot == 0


def test_h10_first_turn_ready_is_tianting() -> None:
    fans, total, _, _ = example(
        "haner32", "rR rH bE bE+rC", seat_wind="S", discarder="W", ready_declared=True, first_turn_ready=True
    )
    assert fans == {"ready_first_turn": 2, "no_head_tail": 2} and total == 4


def test_ready_needs_a_concealed_hand() -> None:
    v = haner()
    g = table(v, {"S": "rR bE bE [bS bS bS]"}, turn="S", drawn="rH", wall="rA rA rA rA", size=10)
    assert not can(g, "S", Act.DISCARD, ready=True)
    g = table(v, {"S": "rR bE bE rA"}, turn="S", drawn="rH", wall="rA rA rA rA", size=10)
    assert can(g, "S", Act.DISCARD, "rA", ready=True)


def test_pot_carries_over_a_drawn_hand() -> None:
    v = haner()
    g = table(v, {"S": "rR rH bE bE bA", "W": "rA rE bH bC"}, turn="S", wall="rA rA")
    g.state.seats[1].drawn = K.from_code("bA")
    act(g, "S", Act.DISCARD, "bA", ready=True)
    pass_all(g)
    assert g.phase is Phase.HAND_OVER and g.history[-1].exhaustive  # W must draw with 2 = R left
    result = g.history[-1]
    assert sum(result.deltas) + result.pot_change == 0 and result.pot_change == 250
    assert g.match.pot == 250
    g.apply(g.legal_actions(0)[0])  # next hand
    assert g.state.pot == 250


def test_h11_no_win_on_zero_tai_and_furiten_then_self_draw() -> None:
    v = haner()
    g = table(
        v,
        {"W": "rS bR bH bC", "N": "rS rA rE rH rC", "E": "rA rE bA bE", "S": "rA rE bA bE"},
        turn="N",
        wall="rH rC rS rC rC rC",
        size=None,
    )
    g.state.seats[3].drawn = K.from_code("rS")
    act(g, "N", Act.DISCARD, "rS")
    assert not can(g, "W", Act.WIN)  # complete, but 0 台
    pass_all(g)
    act(g, "E", Act.DISCARD, "rH")
    pass_all(g)
    act(g, "S", Act.DISCARD, "rC")
    pass_all(g)
    act(g, "W", Act.WIN, "rS")  # a self-draw is never barred
    win = g.history[-1].wins[0]
    assert {f.id: f.points for f in win.score.fans} == {"concealed_self_drawn": 3}
    assert deltas(g) == {"E": -2500, "S": -1250, "W": 5000, "N": -1250}


def test_temporary_furiten_after_a_zero_tai_pass() -> None:
    """§4 furiten 2: passing a piece that completes the hand (even for 0 台) bars discard wins
    until one's next discard. W holds 卒卒仕相: 俥 would be 0 台, 帥 1 台 (帥)."""
    v = haner()
    g = table(
        v,
        {"W": "bS bS rA rE", "N": "rR bA bE bH bC", "E": "rG bA bE bH"},
        turn="N",
        wall="rC rC rC rC rC rC",
        size=None,
    )
    g.state.seats[3].drawn = K.from_code("rR")
    act(g, "N", Act.DISCARD, "rR")
    assert not can(g, "W", Act.WIN)
    pass_all(g)
    act(g, "E", Act.DISCARD, "rG")
    assert not can(g, "W", Act.WIN)  # furiten
    assert g.state.feature(FuritenState).temporary == {2}
    # W's own view says so; nobody else's does (it depends on W's hidden pieces)
    assert str(g.view(2).seats[2].facts["furiten"]) == "furiten until your next discard"
    assert all("furiten" not in g.view(seat).seats[2].facts for seat in (0, 1, 3))
    pass_all(g)
    act(g, "S", Act.DISCARD, "rC")
    pass_all(g)
    act(g, "W", Act.DISCARD, "rC")
    assert 2 not in g.state.feature(FuritenState).temporary


def test_without_furiten_the_same_piece_wins() -> None:
    base = haner()
    cfg = copy.deepcopy(base.cfg)  # a fresh variant: load_variant's are shared
    cfg.features["furiten"] = {"temporary": False, "permanent_for_ready": False}
    v = Variant(cfg, base.preset, base.options, base.source)
    g = table(
        v,
        {"W": "bS bS rA rE", "N": "rR bA bE bH bC", "E": "rG bA bE bH"},
        turn="N",
        wall="rC rC rC rC rC rC",
        size=None,
    )
    g.state.seats[3].drawn = K.from_code("rR")
    act(g, "N", Act.DISCARD, "rR")
    pass_all(g)
    act(g, "E", Act.DISCARD, "rG")
    assert can(g, "W", Act.WIN, "rG")


def test_permanent_furiten_for_a_declared_player() -> None:
    """§4 furiten 1: after declaring, a passed completing piece bars discard wins for the hand."""
    v = haner()
    g = table(
        v,
        {"S": "rR rH bE bE bA", "W": "rR bA bA bS", "N": "rC rA rA rE"},
        turn="S",
        wall="rA rE rA rE rC rC rC rC",
        size=None,
    )
    g.state.seats[1].drawn = K.from_code("bA")
    act(g, "S", Act.DISCARD, "bA", ready=True)
    pass_all(g)
    act(g, "W", Act.DISCARD, "rR")  # completes S's 兩對 (rR rR bE bE + rH)
    assert can(g, "S", Act.WIN, "rR")
    pass_all(g)
    act(g, "N", Act.DISCARD, "rC")
    assert not can(g, "S", Act.WIN)  # for the rest of the hand
    assert 1 in g.state.feature(FuritenState).permanent
    assert str(g.view(1).seats[1].facts["furiten"]) == "furiten: self-draw only"
    assert "furiten" not in g.view(0).seats[1].facts and "furiten" not in g.view(None).seats[1].facts


def test_h12_five_roads_off_the_dealer() -> None:
    assert waits("rA rE rR rH") == {"rH", "rC"}
    fans, total, _, pay = example("haner32", "rA rE rR rH+rC", seat_wind="S", discarder="E")
    assert fans == {"five_roads": 1, "no_head_tail": 2, "one_colour": 2} and total == 5
    assert pay == {"E": -10000, "S": 10000, "W": 0, "N": 0}


def test_h13_exhaustive_draw_ready_payments_and_wipeout() -> None:
    v = haner()
    g = table(v, {"E": "rA rE bG bH", "S": "bR bH bE bE rG", "W": "rA rR bA bC"}, players=3, turn="S", wall="rC rC rC")
    g.state.seats[1].drawn = K.from_code("rG")
    g.state.seats[2].river = [RiverTile(K.from_code("bS"))] * 5
    assert seat_is_ready(v, pieces("bR bH bE bE"), [])
    assert not seat_is_ready(v, pieces("rA rE bG bH"), []) and not seat_is_ready(v, pieces("rA rR bA bC"), [])
    act(g, "S", Act.DISCARD, "rG")
    pass_all(g)
    result = g.history[-1]
    assert result.exhaustive and not result.wins
    assert deltas(g, 3) == {"E": -6250, "S": -2500, "W": 8750}
    assert g.match.dealer == 0 and g.match.streak == 0 and g.match.draws_in_a_row == 1


def test_wipeout_with_both_colours_is_twelve_tai() -> None:
    v = haner()
    g = table(v, {"E": "rA rE bG bH", "S": "rA rE bG bH"}, players=2, turn="S", wall="rC rC rC rC")
    g.state.seats[1].drawn = K.from_code("rA")
    g.state.seats[1].river = [RiverTile(K.from_code("bS"))] * 5 + [RiverTile(K.from_code("rS"))] * 5
    act(g, "S", Act.DISCARD, "rA")
    pass_all(g)
    assert deltas(g, 2) == {"E": -16000, "S": 16000}


def test_h14_non_dealer_self_draw_against_a_continuing_dealer_after_draws() -> None:
    fans, total, _, pay = example("haner32", "rG rA rE bS+bS", seat_wind="S", self_drawn=True, streak=1, draws_before=2)
    assert fans == {"red_general": 1, "concealed_self_drawn": 3} and total == 4
    assert pay == {"E": -4180, "S": 8340, "W": -2080, "N": -2080}


def _four_soldiers_in_a_row(claimed_before: bool) -> Game:
    """H15: each seat in turn discards a 兵 (after the dealer's first discard); with
    ``claimed_before``, a discard of North's had been claimed by then."""
    hands = {"E": "rS rA rE bR", "S": "rA bE rH bC", "W": "rA bE rH bC", "N": "rA bE rH bC"}
    g = table(haner(), hands, turn="E", drawn="bA", wall="rS rS rS bC rC rC rC rC")
    if claimed_before:
        g.state.seats[3].river = [RiverTile(K.from_code("bH"), claimed_by=0)]
    act(g, "E", Act.DISCARD, "bA")
    for seat in "SWN":
        pass_all(g)
        act(g, seat, Act.DISCARD, "rS")
    pass_all(g)
    act(g, "E", Act.DISCARD, "rS")
    return g


def test_h15_four_soldiers_in_a_row_void_the_hand() -> None:
    g = _four_soldiers_in_a_row(claimed_before=False)
    result = g.history[-1]
    assert g.phase is Phase.HAND_OVER and result.exhaustive and not result.wins
    assert "4" in str(result.reason) and "兵" in result.reason.text("zh")
    assert result.deltas == [0, 0, 0, 0]
    assert g.match.dealer == 0 and g.match.streak == 0 and g.match.draws_in_a_row == 1


def test_four_soldiers_in_a_row_after_a_claim_do_not_void_the_hand() -> None:
    """§3 (§8.14): the abortive draw holds only before any discard has been claimed; H15's run
    of four 兵 after a claimed piece plays on."""
    g = _four_soldiers_in_a_row(claimed_before=True)
    assert not g.history and g.state.result is None


def test_reserve_rule_ends_the_hand_before_the_last_pieces() -> None:
    """§3: with N players the hand is drawn when the wall holds 6 − N pieces before a draw."""
    v = haner()
    g = table(v, {"E": "rA rE bG bH", "S": "rA rE bG bH"}, players=2, turn="E", drawn="rC", wall="rS rS rS rS rS")
    act(g, "E", Act.DISCARD, "rC")
    pass_all(g)
    assert g.phase is Phase.TURN and g.state.wall.remaining == 4 and g.state.last_tile_drawn
    act(g, "S", Act.DISCARD, "rS")
    pass_all(g)
    assert g.phase is Phase.HAND_OVER and g.state.wall.remaining == 4


# ---- options ------------------------------------------------------------------------------------


def test_single_kong_bonus_and_the_per_kong_option() -> None:
    fans, _, _, one = example("haner32", "rA [rS rS rS rS]+rA", seat_wind="W", discarder="S", kongs_declared=1)
    assert fans["single_kong"] == 0 and "exposed_five_kong" not in fans
    # a five-kong was declared twice (a kong grown once more, haner32.md §9 note 11): no 單槓
    five = "rA [bS bS bS bS bS]+rA"
    fans, _, _, two = example("haner32", five, seat_wind="W", discarder="S", kongs_declared=2)
    assert "single_kong" not in fans
    _, _, _, per = example(
        "haner32", five, seat_wind="W", discarder="S", kongs_declared=2, options={"kong_bonus_per_kong": True}
    )
    assert per["S"] - two["S"] == -4 * 250
    _, _, _, plain = example(
        "haner32", "rA [rS rS rS rS]+rA", seat_wind="W", discarder="S", options={"kong_bonus_per_kong": True}
    )
    assert plain == one  # one kong: the same +125 either way


def test_exposed_five_kong_scores_two() -> None:
    fans, _, _, _ = example("haner32", "rA [bS bS bS bS bS]+rA", seat_wind="W", discarder="S", kongs_declared=2)
    assert fans["exposed_five_kong"] == 2


def test_min_tai_option() -> None:
    assert example("haner32", "bG rS rS rS+rS", seat_wind="W", discarder="S")[2]
    assert not example("haner32", "bG rS rS rS+rS", seat_wind="W", discarder="S", options={"min_tai": 2})[2]


def test_zero_tai_is_not_a_legal_win() -> None:
    _, total, legal, _ = example("haner32", "rS bR bH bC+rS", seat_wind="W", discarder="N")
    assert total == 0 and not legal


def test_a_kong_of_six_is_refused_at_load(tmp_path) -> None:  # noqa: ANN001
    import pytest

    from mahjong_tui.variant_schema import VariantError
    from mahjong_tui.variants.loader import Catalog

    folder = tmp_path / "variants"
    folder.mkdir()
    text = Path(load_variant("haner32").source).read_text(encoding="utf-8")
    (folder / "h6.toml").write_text(
        text.replace('id = "haner32"', 'id = "h6"').replace("kong_max_tiles = 5", "kong_max_tiles = 6"),
        encoding="utf-8",
    )
    cat = Catalog([(folder, False)])
    assert not cat.files and len(cat.errors) == 1
    assert isinstance(cat.errors[0], VariantError) and "claims.kong_max_tiles" in str(cat.errors[0])
    with pytest.raises(KeyError):
        cat.get("h6")
