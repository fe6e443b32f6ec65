"""明將麻雀 (mingjiang.md): the worked examples M1-M13, the penalties (過水, 食替, chicken
hands under both schemes, false wins), the match's end conditions and final settlement, bots."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from mahjong_tui import judge, load_variant, score
from mahjong_tui.bots.plan_list import plan_value
from mahjong_tui.engine import Act, Game, Phase
from mahjong_tui.engine.view import SeatView
from mahjong_tui.rules.rotation import MatchState
from mahjong_tui.scoring.situation import Situation, wind_index
from mahjong_tui.sim import simulate
from mahjong_tui.table.event_kinds import EventKind
from mahjong_tui.table.records import HandResult, WinRecord
from mahjong_tui.tiles import kinds as K

from .position import act, deltas, legal, pass_all, position

WINDS = "ESWN"


@pytest.fixture(scope="module")
def mj():
    return load_variant("mingjiang")


@pytest.fixture(scope="module")
def strict():
    return load_variant("mingjiang", "mingjiang-strict")


@dataclass
class Example:
    hand: str
    sit: dict[str, Any]
    fans: dict[str, int]
    total: int
    deltas: dict[str, int]


EXAMPLES = {
    "M1": Example(
        "234m567m345p678s5s+5s",
        {"seat_wind": "S", "discarder": "W"},
        {"concealed_hand": 1, "all_simples": 1, "all_chows": 1},
        3,
        {"S": 18, "W": -18},
    ),
    "M2": Example(
        "123p456p789p9p[111z]+9p",
        {"seat_wind": "E", "self_drawn": True},
        {"seat_wind_pung": 1, "round_wind_pung": 1, "half_flush": 1, "pure_straight": 1},
        5,
        {"E": 90, "S": -30, "W": -30, "N": -30},
    ),
    "M3": Example(
        "234m678m555z666z7z+7z",
        {"seat_wind": "N", "discarder": "S", "round_wind": "S"},
        {"little_three_dragons": 1, "dragon_pung": 2, "half_flush": 1, "concealed_hand": 1},
        7,
        {"S": -84, "N": 84},
    ),
    "M4": Example(
        "11m99p55s11z22z55z7z+7z",
        {"seat_wind": "W", "discarder": "E"},
        {"seven_pairs": 1, "five_kinds": 1, "concealed_hand": 1},
        7,
        {"E": -112, "W": 112},
    ),
    "M5": Example(
        "112233m778899m9m+9m",
        {"seat_wind": "E", "discarder": "N"},
        {
            "concealed_hand": 1,
            "all_chows": 1,
            "full_flush": 1,
            "two_double_chows": 1,
            "pure_outside": 1,
            "four_into_three": 1,
        },
        10,
        {"E": 220, "N": -220},
    ),
    "M6": Example(
        "222m444p666s888s5z+5z",
        {"seat_wind": "N", "self_drawn": True},
        {"four_concealed_pungs": 1},
        10,
        {"E": -110, "S": -55, "W": -55, "N": 220},
    ),
    "M6 on a discard": Example(
        "222m444p666s888s5z+5z",
        {"seat_wind": "N", "discarder": "W"},
        {"four_concealed_pungs": 1},
        10,
        {"W": -165, "N": 165},
    ),
    "M7 West's self-draw": Example(
        "888m5m234p345p678s+5m",
        {"seat_wind": "W", "self_drawn": True},
        {"concealed_hand": 1, "all_simples": 1},
        2,
        {"E": -6, "S": -3, "W": 12, "N": -3},
    ),
    "M10": Example(
        "123m89p789s99s111z+7p",
        {"seat_wind": "W", "discarder": "S", "rob_kong": True},
        {"rob_kong": 1, "mixed_outside": 1, "round_wind_pung": 1, "concealed_hand": 1},
        4,
        {"S": -30, "W": 30},
    ),
}


def _situation(sit: dict[str, Any]) -> Situation:
    s = dict(sit)
    for key in ("seat_wind", "discarder", "round_wind"):
        if key in s:
            s[key] = wind_index(s[key])
    return Situation(**s)


def _deltas(payments) -> dict[str, int]:  # noqa: ANN001
    out: Counter[str] = Counter()
    for p in payments:
        out[WINDS[p.payer]] -= p.amount
        out[WINDS[p.payee]] += p.amount
    return {k: v for k, v in out.items() if v}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_worked_example(mj, name: str) -> None:
    ex = EXAMPLES[name]
    result = score(mj, ex.hand, **ex.sit)
    assert result.legal and not result.details["chicken"]
    assert Counter({f.id: f.count for f in result.fans}) == Counter(ex.fans)
    assert result.total == ex.total
    pay = _deltas(judge(mj, ex.hand, **ex.sit).payments())
    assert pay == ex.deltas
    assert sum(pay.values()) == 0


def test_m5_seven_pairs_reading_is_smaller(mj) -> None:
    result = score(mj, "112233m778899m9m+9m", seat_wind="E", discarder="N")
    assert result.details["uncapped"] == 15 and result.details["limit"] is None
    assert result.reading.decomposition.shape == "standard"


def test_m6_two_pung_wait_on_a_discard_is_not_four_concealed(mj) -> None:
    result = score(mj, "222m444p666s88s55z+5z", seat_wind="N", discarder="W")
    assert result.details["limit"] is None
    assert result.fan("three_concealed_pungs") and result.fan("all_pungs")
    assert score(mj, "222m444p666s88s55z+5z", seat_wind="N", self_drawn=True).details["limit"] == "four_concealed_pungs"


def test_m7_own_discard_is_a_chicken(mj) -> None:
    three_m = K.from_code("3m")
    r = score(mj, "12m456p345s789s77z+3m", seat_wind="S", discarder="N", own_discards=frozenset([three_m]))
    assert r.total == 2 and r.details["chicken"] and r.legal
    # the other side of a two-sided wait is not affected
    r = score(mj, "23m456p345s789s77z+4m", seat_wind="S", discarder="N", own_discards=frozenset([K.from_code("1m")]))
    assert not r.details["chicken"]
    # a 0-fan win is a chicken too
    r = score(mj, "456p345s9m[222m][678s]+9m", seat_wind="S", discarder="N")
    assert r.total == 0 and r.details["chicken"] and r.legal


def test_fans_where_they_count_and_where_excluded(mj) -> None:
    # 混么九 replaces 混全帶么, and comes with 對對和
    r = score(mj, "111m999p111s2z[777z]+2z", seat_wind="S", self_drawn=True)
    ids = {f.id for f in r.fans}
    assert {"all_terminals_and_honours", "all_pungs"} <= ids and "mixed_outside" not in ids
    # 一色三順 replaces 一般高
    r = score(mj, "123123123m456p5s+5s", seat_wind="S", discarder="W")
    ids = {f.id for f in r.fans}
    assert "pure_triple_chow" in ids and "pure_double_chow" not in ids
    # 三兄弟 and 三姊妹
    assert score(mj, "222m222p222s345s9m+9m", seat_wind="S", self_drawn=True).fan("triple_pung")
    assert score(mj, "345m345p345s678s9m+9m", seat_wind="S", self_drawn=True).fan("mixed_triple_chow")
    # 四歸四: the four 3m in four chows, with 平和 and 缺一門
    r = score(mj, "123m234m345m345m9s+9s", seat_wind="S", discarder="W")
    assert r.fan("four_into_four") and r.fan("all_chows") and r.fan("two_suits")
    # 四歸二: a pung and a chow
    assert score(mj, "111m123m456p789s5z+5z", seat_wind="S", discarder="W").fan("four_into_two")
    # 缺一門: two suits and no honours; not with an honour
    assert score(mj, "123m456m789p1p345p+1p", seat_wind="S", discarder="W").fan("two_suits")
    assert not score(mj, "123m456m789p1z345p+1z", seat_wind="S", discarder="W").fan("two_suits")
    # double wind: seat and round each count
    r = score(mj, "123m456m789p1p[111z]+1p", seat_wind="E", round_wind="E", discarder="S")
    assert r.fan("seat_wind_pung") and r.fan("round_wind_pung")
    # 七對子 with or without 門前清
    h = "1199m2266p3388s5z+5z"
    assert score(mj, h, seat_wind="S", discarder="W").fan("concealed_hand")
    off = load_variant("mingjiang", options={"seven_pairs_adds_concealed": False})
    assert not score(off, h, seat_wind="S", discarder="W").fan("concealed_hand")
    # four identical tiles as two pairs
    assert score(mj, "1111m2266p3388s5z+5z", seat_wind="S", discarder="W").fan("seven_pairs")


@pytest.mark.parametrize("adds_concealed", [True, False])
def test_the_seven_pairs_plan_is_worth_what_the_judge_counts_of_its_fans(adds_concealed: bool) -> None:
    """The bots' seven-pairs plan names 七對子 and 門前清; with the option off 七對子 excludes 門前清,
    and the plan still counted both. It is worth the named fans a judged seven-pairs hand scores."""
    v = load_variant("mingjiang", options={"seven_pairs_adds_concealed": adds_concealed})
    spec = next(p for p in v.cfg.bot.plans if p.kind == "seven_pairs")
    judged = score(v, "1199m2266p3388s5z+5z", seat_wind="S", discarder="W")
    named = [f for f in judged.fans if f.id in spec.fans]
    assert [f.id for f in named] == (spec.fans if adds_concealed else ["seven_pairs"])
    assert plan_value(v, spec) == sum(f.value * f.count for f in named)


@pytest.mark.parametrize(
    "hand,sit,limit",
    [
        ("19m19p19s1234567z+1m", {"seat_wind": "S", "discarder": "W"}, "thirteen_orphans"),
        ("1112345678999m+5m", {"seat_wind": "S", "discarder": "W"}, "nine_gates"),
        ("111z222z555z44z66z+4z", {"seat_wind": "S", "discarder": "W"}, "all_honours"),
        ("111z222z333z44z66z+4z", {"seat_wind": "S", "discarder": "W"}, "big_four_winds"),
        ("111m999m11p99p[999s]+9p", {"seat_wind": "S", "discarder": "W"}, "all_terminals"),
        ("123m123m123m123m5z+5z", {"seat_wind": "S", "discarder": "W"}, "pure_quadruple_chow"),
        ("123m456p789s11z22z+1z", {"seat_wind": "E", "self_drawn": True, "heavenly": True}, "heavenly"),
        (
            "123m456p789s11z22z+1z",
            {"seat_wind": "S", "discarder": "E", "extra": {"dealer_first_discard": True, "calls_made": 0}},
            "earthly",
        ),
        ("123m456p789s11z22z+1z", {"seat_wind": "W", "self_drawn": True, "earthly": True}, "human"),
        ("123m456p789s11z22z+1z", {"seat_wind": "N", "discarder": "S", "human": True}, "human"),
    ],
)
def test_limit_hands(mj, hand: str, sit: dict, limit: str) -> None:
    r = score(mj, hand, **sit)
    assert r.details["limit"] == limit and r.total == 10
    assert [f.id for f in r.fans] == [limit]


def test_big_three_dragons_is_not_a_limit(mj) -> None:
    r = score(mj, "123m5m555z666z[777z]+5m", seat_wind="S", self_drawn=True)
    assert r.details["limit"] is None and r.fan("big_three_dragons") and r.fan("dragon_pung").count == 3
    assert r.total >= 8


# ---- the table ------------------------------------------------------------------------------


def test_dead_wall_live_tiles_and_kong_limit(mj) -> None:
    g = Game(mj, seed=3)
    assert g._live() == 69 and g.state.wall.remaining == 83


def _chicken_position(variant):  # noqa: ANN001, ANN202
    g = position(
        variant, {"S": "12m456p345s789s77z", "W": "888m234p345p678s5m", "N": "3m99p"}, turn="N", drawn="1p", wall="5m"
    )
    g.state.seats[1].discarded_kinds.add(K.from_code("3m"))
    g._legal_cache = {}
    act(g, "N", Act.DISCARD, "3m")
    return g


def test_m7_chicken_plays_on_then_a_real_self_draw(mj) -> None:
    g = _chicken_position(mj)
    wins = [a for a in legal(g, "S") if a.type is Act.WIN]
    assert len(wins) == 1 and wins[0].choice == "chicken" and not wins[0].false_win
    g.apply(wins[0])
    south = g.state.seats[1]
    assert south.frozen and not south.won and g.state.payments == []
    assert g.view(0).seats[1].hand is not None  # the chicken winner shows the hand
    assert "chicken" in g.view(0).seats[1].facts
    # West, South's next player, draws 5m and self-draws 2 fan: base 3
    assert g.state.turn == 2
    act(g, "W", Act.WIN, "5m")
    assert deltas(g) == {"E": -6, "S": 0, "W": 9, "N": -3}
    assert [w.chicken for w in g.state.result.wins] == [True, False]


def test_m7_under_the_strict_scheme_is_a_false_win(strict) -> None:
    g = _chicken_position(strict)
    wins = [a for a in legal(g, "S") if a.type is Act.WIN]
    assert len(wins) == 1 and wins[0].false_win
    g.apply(wins[0])
    assert deltas(g) == {"E": 55, "S": -165, "W": 55, "N": 55}


def test_chicken_winner_draws_and_discards_and_nobody_takes_it(mj) -> None:
    g = position(
        mj,
        {"S": "12m456p345s789s77z", "W": "19m19p19s1234566z", "E": "55p1m", "N": "3m9m"},
        turn="N",
        drawn="9s",
        wall="1s 9p 2s 5p",
    )
    south = g.state.seats[1]
    south.discarded_kinds.add(K.from_code("3m"))
    g._legal_cache = {}
    act(g, "N", Act.DISCARD, "3m")
    act(g, "S", Act.WIN, "3m", choice="chicken")
    assert g.state.turn == 2  # South's next player draws
    act(g, "W", Act.DISCARD, "1s")
    pass_all(g)
    act(g, "N", Act.DISCARD, "9p")
    pass_all(g)
    act(g, "E", Act.DISCARD, "2s")
    pass_all(g)
    # South drew 5p and threw it by itself; E holds 55p but may not pung it
    assert south.river[-1].tile == K.from_code("5p") and len(south.hand) == 14
    assert g.phase is Phase.TURN and g.state.turn == 2


def test_third_chicken_draws_the_hand(mj) -> None:
    hands = {"S": "12m456p345s789s77z", "W": "12m456p345s789s55z", "N": "12m456p345s789s99p", "E": "9p"}
    g = position(mj, hands, turn="E", drawn="3m", wall="1z 2z 3m 3z 3m")
    for i in (1, 2, 3):
        g.state.seats[i].discarded_kinds.add(K.from_code("3m"))
    g._legal_cache = {}
    act(g, "E", Act.DISCARD, "3m")
    act(g, "S", Act.WIN, "3m", choice="chicken")  # the nearest claimant (截糊)
    act(g, "W", Act.PASS)
    act(g, "N", Act.PASS)
    act(g, "W", Act.DISCARD, "1z")
    act(g, "N", Act.DISCARD, "2z")
    act(g, "E", Act.DISCARD, "3m")
    act(g, "W", Act.WIN, "3m", choice="chicken")
    act(g, "N", Act.PASS)
    assert g.state.turn == 3 and g.phase is Phase.TURN
    act(g, "N", Act.DISCARD, "3z")
    act(g, "E", Act.DISCARD, "3m")
    act(g, "N", Act.WIN, "3m", choice="chicken")
    result = g.state.result
    assert g.phase is Phase.HAND_OVER and result.exhaustive and [w.chicken for w in result.wins] == [True] * 3
    assert deltas(g) == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert result.reason.key == "hand.third_chicken"


def test_m8_pass_over_makes_a_discard_win_false(mj) -> None:
    g = position(mj, {"W": "45m123p456p789s22z", "N": "3m1z", "E": "6m9p"}, turn="N", drawn="2z", wall="9s")
    act(g, "N", Act.DISCARD, "3m")
    assert [a for a in legal(g, "W") if a.type is Act.WIN and not a.false_win]
    act(g, "W", Act.PASS)
    pass_all(g)
    act(g, "E", Act.DISCARD, "6m")  # E drew 9s; West has not drawn since
    wins = [a for a in legal(g, "W") if a.type is Act.WIN]
    assert len(wins) == 1 and wins[0].false_win
    # only W's own view tells W why (the pass is W's secret)
    assert str(g.view(2).seats[2].facts["pass_ban"]) == "no discard win until you draw"
    assert "pass_ban" not in g.view(1).seats[2].facts
    assert [e.kind for e in g.view(2).events].count(EventKind.PASS_BAN) == 1  # nor any event of it
    assert all(EventKind.PASS_BAN not in [e.kind for e in v.events] for v in (g.view(1), SeatView.public(g)))
    g.apply(wins[0])
    assert deltas(g) == {"E": 55, "S": 55, "W": -165, "N": 55}


def test_pass_over_lifts_at_the_next_draw_and_allows_self_draw(mj) -> None:
    g = position(
        mj, {"W": "45m123p456p789s22z", "N": "3m1z", "E": "9p", "S": "9s"}, turn="N", drawn="2z", wall="1s 2s 6m"
    )
    act(g, "N", Act.DISCARD, "3m")
    act(g, "W", Act.PASS)
    pass_all(g)
    act(g, "E", Act.DISCARD, "1s")
    pass_all(g)
    act(g, "S", Act.DISCARD, "2s")
    pass_all(g)
    # W draws 6m: a self-draw win is allowed
    wins = [a for a in legal(g, "W") if a.type is Act.WIN]
    assert wins and not wins[0].false_win


def test_discarding_ones_own_winning_tile_is_pass_over(mj) -> None:
    # W waits 3m/6m and holds a spare 6m: throwing it puts W under 過水 until the next draw
    g = position(mj, {"W": "45m123p456p789s22z", "E": "3m"}, turn="W", drawn="6m", wall="9s")
    act(g, "W", Act.DISCARD, "6m")
    pass_all(g)
    act(g, "N", Act.DISCARD, "9s")
    pass_all(g)
    act(g, "E", Act.DISCARD, "3m")
    wins = [a for a in legal(g, "W") if a.type is Act.WIN]
    assert wins and wins[0].false_win


def test_m9_swap_calling_kills_the_hand(mj) -> None:
    g = position(mj, {"E": "1m9p", "S": "23m456p789p11s99s"}, turn="E", drawn="7z")
    act(g, "E", Act.DISCARD, "1m")
    act(g, "S", Act.CHOW, "1m")
    discards = {K.code(a.tile): a.choice for a in legal(g, "S") if a.type is Act.DISCARD}
    assert discards["4p"] is None and "1m" not in discards  # the 1m went into the chow
    # with a second 1m in hand the swap discard is offered, flagged
    g = position(mj, {"E": "1m9p", "S": "1m23m456p789p11s9s"}, turn="E", drawn="7z")
    act(g, "E", Act.DISCARD, "1m")
    act(g, "S", Act.CHOW, "1m")
    flagged = [a for a in legal(g, "S") if a.type is Act.DISCARD and a.tile == K.from_code("1m")]
    assert flagged and flagged[0].choice == "swap_call"
    assert [a for a in legal(g, "S") if a.type is Act.DISCARD and a.tile == K.from_code("4p")][0].choice is None
    g.apply(flagged[0])
    assert g.state.seats[1].dead
    assert "dead_hand" in g.view(0).seats[1].facts


def test_swap_calling_forbidden_by_option() -> None:
    v = load_variant("mingjiang", options={"kuikae": "forbid"})
    g = position(v, {"E": "1m9p", "S": "1m23m456p789p11s9s"}, turn="E", drawn="7z")
    act(g, "E", Act.DISCARD, "1m")
    act(g, "S", Act.CHOW, "1m")
    assert not [a for a in legal(g, "S") if a.type is Act.DISCARD and a.tile == K.from_code("1m")]


def test_dead_hand_win_is_a_false_win(mj) -> None:
    g = position(mj, {"S": "123m456p789p111s9s", "W": "9s"}, turn="W", drawn="1z")
    g.state.seats[1].dead = True
    g._legal_cache = {}
    act(g, "W", Act.DISCARD, "9s")
    wins = [a for a in legal(g, "S") if a.type is Act.WIN]
    assert wins and wins[0].false_win
    g.apply(wins[0])
    assert deltas(g)["S"] == -165


def test_m10_robbing_an_added_kong(mj) -> None:
    g = position(mj, {"S": "[777p] 1s2s", "W": "123m89p789s99s111z"}, turn="S", drawn="7p", tail="5s")
    act(g, "S", Act.ADDED_KONG, "7p")
    act(g, "W", Act.WIN, "7p")
    assert deltas(g) == {"E": 0, "S": -30, "W": 30, "N": 0}
    assert g.state.seats[1].melds[0].kind.value == "pung"  # the kong is not made


def test_incomplete_hands_are_never_offered_a_win(mj) -> None:
    g = position(mj, {"S": "123m456p789p11s9s"}, turn="W", drawn="8s")
    g.state.seats[2].hand = [K.from_code("8s")]
    act(g, "W", Act.DISCARD, "8s")
    assert not [a for a in legal(g, "S") if a.type is Act.WIN]


# ---- the match ------------------------------------------------------------------------------


def _after(variant, scores: list[int], passes: int, wins: list[WinRecord] | None = None) -> MatchState:  # noqa: ANN001
    m = MatchState(4, list(scores), seating=[0, 1, 2, 3])
    m.dealer = passes % 4
    m.deal_passes = passes
    m.hands_played = passes
    variant.rotation.after_hand(
        m, HandResult(passes + 1, passes % 4, passes // 4, list(wins or []), exhaustive=not wins)
    )
    return m


def _win(variant, hand: str, **sit: Any) -> WinRecord:  # noqa: ANN001
    s = _situation(sit)
    result = score(variant, hand, **sit)
    return WinRecord(s.seat_wind, s.discarder, -1, None, result, s, "self_draw" if s.self_drawn else "discard")  # type: ignore[arg-type]


def test_m11_end_after_south_4(mj) -> None:
    m = _after(mj, [205, 160, 130, 105], 7)
    assert m.over and m.extra["standings"] == [0, 1, 2, 3]
    assert m.extra["final"] == [145, -20, -50, -75] and sum(m.extra["final"]) == 0


def test_m12_west_extension_and_sudden_end(mj) -> None:
    m = _after(mj, [175, 175, 130, 120], 7)
    assert not m.over and m.extra.get("extension") and m.round_wind == 2 and m.dealer == 0
    m.scores = [175, 184, 121, 120]
    mj.rotation.after_hand(m, HandResult(9, 0, 2, [_win(mj, "234m567m345p678s5s+5s", seat_wind="S", discarder="W")]))
    assert m.over
    assert m.extra["standings"] == [1, 0, 2, 3]
    assert m.extra["final"] == [-5, 124, -59, -60]


def test_progress_counts_two_rounds_then_the_extension(mj) -> None:
    """§7: East and South are eight hands; the West extension makes it twelve at most."""
    m = MatchState(4, [150] * 4, seating=[0, 1, 2, 3])
    assert mj.rotation.progress(m) == (0, 8, "hands")
    assert mj.rotation.public_facts(m)["progress"] == (0, 8, "hands")
    m = _after(mj, [175, 175, 130, 120], 7)
    assert mj.rotation.progress(m) == (8, 12, "hands")


def test_m13_tie_after_west_4_goes_to_the_first_dealer(mj) -> None:
    m = _after(mj, [160, 160, 150, 130], 11)
    assert m.over and m.extra["standings"][0] == 0
    assert m.extra["final"] == [100, -20, -30, -50]
    # the tie order counts from the first dealer (起莊), not from seat 0
    m2 = MatchState(4, [160, 160, 150, 130], first_dealer=1, seating=[0, 1, 2, 3])
    from mahjong_tui.rules.rotation.placing import standings

    assert standings(m2)[0] == 1


def test_m5_negative_score_ends_the_match(mj) -> None:
    win = _win(mj, "112233m778899m9m+9m", seat_wind="E", discarder="N")
    pay = _deltas(judge(mj, "112233m778899m9m+9m", seat_wind="E", discarder="N").payments())
    scores = [150 + pay.get(w, 0) for w in WINDS]
    assert scores == [370, 150, 150, -70]
    m = _after(mj, scores, 2, [win])
    assert m.over and m.reason_msg.key == "match.below_zero"
    zero = _after(mj, [300, 150, 150, 0], 2, [win])
    assert not zero.over  # exactly 0 is not negative


def test_m6_limit_hand_ends_the_match(mj) -> None:
    win = _win(mj, "222m444p666s888s5z+5z", seat_wind="N", self_drawn=True)
    m = _after(mj, [40, 95, 95, 370], 1, [win])
    assert m.over and m.reason_msg.key == "match.limit_won"
    capped = _win(mj, "112233m778899m9m+9m", seat_wind="E", discarder="N")
    assert not _after(mj, [370, 150, 150, 100], 1, [capped]).over  # 10 fan by the cap is no limit


def test_without_180_the_west_round_is_the_last(mj) -> None:
    m = _after(mj, [170, 150, 140, 140], 11)
    assert m.over and m.reason_msg.key == "match.last_round_over"


def test_a_whole_match_settles_to_zero(mj) -> None:
    from mahjong_tui.bots.baseline import BaselineBot

    g = Game(mj, seed=4)
    bots = [BaselineBot(mj, seed=i) for i in range(4)]
    while not g.over:
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.view(seat, log=0)))
    m = g.match
    assert sum(m.scores) == 600 and sum(m.extra["final"]) == 0
    assert sorted(m.extra["standings"]) == [0, 1, 2, 3]
    assert 1 <= m.hands_played <= 12


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["mingjiang", "mingjiang-strict"])
def test_bots_win_most_hands_without_false_wins(preset: str) -> None:
    v = load_variant("mingjiang", preset)
    report = simulate(v, 40, seed=2)
    assert not report.errors
    assert report.hands_won / report.hands >= 0.6
    assert sum(report.points) == 0
    assert report.false_wins == 0


def test_view_carries_the_scoreboard(mj) -> None:
    g = Game(mj, seed=1)
    facts = g.view(0).match_facts
    assert facts["return_points"] == 180 and facts["start_points"] == 150
    assert facts["standings"] == [0, 1, 2, 3] and "final" not in facts
    assert all(s.score == 150 for s in g.view(0).seats)


# ---- the score command (audit) -------------------------------------------------------------------


def _score_cli(capsys, *argv: str) -> dict:  # noqa: ANN001
    import json

    from mahjong_tui.cli.main import main

    assert main(["score", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_score_command_pays_nothing_for_a_chicken_hand(capsys) -> None:  # noqa: ANN001
    """§6.5 scheme 1: M7's own-discard win is a chicken hand and moves no points."""
    out = _score_cli(
        capsys, "mingjiang", "12m456p345s789s77z+3m", "--seat-wind", "S", "--discarder", "N", "--own-discard", "3m"
    )
    assert out["details"]["chicken"] and out["legal"]
    assert out["payments"] == [] and set(out["deltas"].values()) == {0}


def test_score_command_strict_chicken_is_a_false_win(capsys) -> None:  # noqa: ANN001
    """§6.5 scheme 2 (M7's note): declaring the chicken is a false win, 55 to each other player."""
    out = _score_cli(
        capsys,
        "mingjiang",
        "12m456p345s789s77z+3m",
        "--preset",
        "mingjiang-strict",
        "--seat-wind",
        "S",
        "--discarder",
        "N",
        "--own-discard",
        "3m",
    )
    assert not out["legal"] and out["false_win"] and out["reason"]
    assert out["deltas"] == {"E": 55, "S": -165, "W": 55, "N": 55}


def test_replacement_is_never_the_sea_floor_and_the_next_discard_is_the_river_bed(mj) -> None:
    """§3/§6.1: a kong with one live tile left draws its replacement from the dead wall and the
    last live tile joins the dead wall. The replacement is not 海底 (the spec says so). SPEC
    UNCLEAR: whether the discard after it is 河底 though the 海底 tile was never drawn; the engine
    treats it as the last discard (only a win may take it, and that win scores 河底撈魚)."""
    g = position(mj, {"S": "777p123m456m789s4p", "N": "123m456m789m555s2p"}, turn="S", drawn="7p", tail="2p", size=15)
    assert g._live() == 1
    act(g, "S", Act.CONCEALED_KONG, "7p")
    assert g._live() == 0 and not any(a.type is Act.WIN for a in legal(g, "S"))
    act(g, "S", Act.DISCARD, "2p")
    act(g, "N", Act.WIN, "2p")
    fans = {f.id for f in g.history[-1].wins[0].score.fans}
    assert "last_discard" in fans and "last_tile_draw" not in fans


# ---- audit: spec rules that had no test ---------------------------------------------------------


def test_passing_a_robbable_kong_is_pass_over(mj) -> None:
    # §4 過水 (a) and §8.9: letting a robbable added kong go counts as passing a winning discard
    g = position(mj, {"S": "[777p] 1s4p", "W": "123m456m789s11z56p"}, turn="S", drawn="7p", tail="5s")
    act(g, "S", Act.ADDED_KONG, "7p")
    assert [a for a in legal(g, "W") if a.type is Act.WIN and not a.false_win]
    act(g, "W", Act.PASS)
    act(g, "S", Act.DISCARD, "4p")  # W's other wait, before W has drawn
    wins = [a for a in legal(g, "W") if a.type is Act.WIN]
    assert len(wins) == 1 and wins[0].false_win


def test_a_nearer_chicken_win_takes_the_discard_from_a_farther_real_win(mj) -> None:
    # §8.15: head bump (截糊) applies to chicken wins too: S, nearer to E, wins a chicken on E's
    # 3m, so W cannot win on that tile; W draws next (S's next player)
    hands = {"S": "12m456p345s789s77z", "W": "12m456p345s789s55z", "E": "9p"}
    g = position(mj, hands, turn="E", drawn="3m", wall="1z 2z")
    g.state.seats[1].discarded_kinds.add(K.from_code("3m"))
    g._legal_cache = {}
    act(g, "E", Act.DISCARD, "3m")
    act(g, "S", Act.WIN, "3m", choice="chicken")
    act(g, "W", Act.WIN, "3m")
    assert g.phase is Phase.TURN and g.state.turn == 2
    assert [(WINDS[w.seat], w.chicken) for w in g.state.wins] == [("S", True)] and g.state.payments == []
    assert not g.state.seats[2].won and not g.state.seats[2].frozen
