"""Malaysian three-player mahjong (malaysia3p.md): the worked examples MY1-MY10, jokers in
claims, chows, the false-win penalty, the dealer rules and the bots."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from mahjong_tui import judge, load_variant, score
from mahjong_tui.engine import Act, Game, Phase
from mahjong_tui.rules.rotation import MatchState
from mahjong_tui.rules.rotation.placing import standings
from mahjong_tui.scoring.situation import Situation, wind_index
from mahjong_tui.sim import simulate
from mahjong_tui.table.records import HandResult, WinRecord
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import VariantError

from .position import act, deltas, legal, pass_all, position

WINDS = "ESW"


@pytest.fixture(scope="module")
def my():
    return load_variant("malaysia3p")


@dataclass
class Example:
    hand: str
    sit: dict[str, Any]
    fans: dict[str, int]
    total: int
    deltas: dict[str, int]
    next_dealer: str


EXAMPLES = {
    "MY1": Example(
        "123p456p789p5p [777z]+5p / f2 a1",
        {"seat_wind": "S", "self_drawn": True},
        {"own_flower": 1, "animal": 1, "dragon_pung": 1, "self_drawn": 1, "base": 1},
        5,
        {"E": -1, "S": 2, "W": -1},
        "S",
    ),
    "MY3": Example(
        "123p345p678p789p9p+9p / f3 f7 hm",
        {"seat_wind": "W", "discarder": "E"},
        {"all_dots_all_chows": 1, "base": 1, "own_flower": 2, "face": 1},
        10,
        {"E": -32, "S": -32, "W": 64},
        "E",
    ),
    "MY4": Example(
        "234p567p9p111z [6z j=6z j=6z]+9p",
        {"seat_wind": "E", "self_drawn": True},
        {"dragon_pung": 1, "wind_pung": 2, "self_drawn": 1, "base": 1},
        5,
        {"E": 2, "S": -1, "W": -1},
        "E",
    ),
    "MY5": Example(
        "123p345p567p2z [888p]+2z / f1 f2 f3 f4 f5",
        {"seat_wind": "E", "discarder": "W"},
        {"flower_set": 1, "own_flower": 1, "base": 1},
        6,
        {"E": 4, "S": -2, "W": -2},
        "W",
    ),
    "MY6": Example(
        "234p567p789p555p1z+1z",
        {"seat_wind": "S", "discarder": "E"},
        {"clean_hand": 1},
        10,
        {"E": -32, "S": 64, "W": -32},
        "E",
    ),
    "MY7": Example(
        "123p456p3z [111z] [222z]+3z",
        {"seat_wind": "S", "self_drawn": True},
        {"little_esw": 1, "wind_pung": 2, "self_drawn": 1, "base": 1},
        7,
        {"E": -4, "S": 8, "W": -4},
        "S",
    ),
    "MY8": Example(
        "123p67p999p33z [555p j=5p]+8p / f3 a2 hf",
        {"seat_wind": "W", "self_drawn": True},
        {"self_drawn": 1, "base": 1, "own_flower": 1, "animal": 1, "face": 1},
        5,
        {"E": -1, "S": -1, "W": 2},
        "W",
    ),
    "MY10": Example(
        "678p9p111z777z [34p j=5p]+9p / a3",
        {"seat_wind": "E", "self_drawn": True, "last_wall_tile": True},
        {"last_tile": 1},
        10,
        {"E": 64, "S": -32, "W": -32},
        "E",
    ),
}


def _situation(sit: dict[str, Any]) -> Situation:
    s = dict(sit)
    for key in ("seat_wind", "discarder"):
        if key in s:
            s[key] = wind_index(s[key])
    return Situation(**s)


def _deltas(payments) -> dict[str, int]:  # noqa: ANN001
    out: Counter[str] = Counter({w: 0 for w in WINDS})
    for p in payments:
        out[WINDS[p.payer]] -= p.amount
        out[WINDS[p.payee]] += p.amount
    return dict(out)


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_worked_example(my, name: str) -> None:
    ex = EXAMPLES[name]
    result = score(my, ex.hand, **ex.sit)
    assert result.legal
    assert Counter({f.id: f.count for f in result.fans}) == Counter(ex.fans)
    assert result.total == ex.total
    sit = _situation(ex.sit)
    pay = _deltas(judge(my, ex.hand, **ex.sit).payments())
    assert pay == ex.deltas
    assert sum(pay.values()) == 0
    # the next dealer: the self-drawer, else the discarder
    win = WinRecord(
        sit.seat_wind,
        sit.discarder,
        -1,
        None,
        result,
        sit,  # type: ignore[arg-type]
        "self_draw" if sit.self_drawn else "discard",
    )
    m = MatchState(3, [0, 0, 0])
    my.rotation.after_hand(m, HandResult(1, 0, 0, [win]))
    assert WINDS[m.dealer] == ex.next_dealer


def test_my3_is_capped_at_ten(my) -> None:
    result = score(my, "123p345p678p789p9p+9p / f3 f7 hm", seat_wind="W", discarder="E")
    assert (result.details["uncapped"], result.total) == (11, 10)


def test_my2_is_short_on_a_discard(my) -> None:
    result = score(my, "123p456p789p5p [777z]+5p / f2 a1", seat_wind="S", discarder="W")
    assert result.total == 4 and not result.legal
    assert Counter({f.id: f.count for f in result.fans}) == Counter(own_flower=1, animal=1, dragon_pung=1, base=1)


def test_my10_limit_shows_only_the_limit(my) -> None:
    result = score(my, "678p9p111z777z [34p j=5p]+9p / a3", seat_wind="E", self_drawn=True, last_wall_tile=True)
    assert result.details["limit"] == "last_tile"
    assert [f.id for f in result.fans] == ["last_tile"]


def test_my8_dead_kong_tile_is_no_win(my) -> None:
    result = score(my, "123p67p999p33z [555p j=5p]+5p / f3 a2 hf", seat_wind="W", discarder="S")
    assert not result.legal and result.reading is None
    assert "konged" in (result.reason or "")


def test_self_drawn_joker_may_not_be_a_konged_kind(my) -> None:
    # waits 5p (dead: konged) or 8p; a drawn joker must stand for 8p
    ok = score(my, "123p67p999p33z [555p j=5p]+j / f3 a2 hf", seat_wind="W", self_drawn=True)
    assert ok.legal
    assert any(
        g.tiles == (K.from_code("6p"), K.from_code("7p"), K.from_code("8p")) for g in ok.reading.decomposition.sets
    )
    # a hand whose only wait is the konged kind cannot win with a joker
    dead = score(my, "123p46p999p33z [555p j=5p]+j / f3 a2 hf", seat_wind="W", self_drawn=True)
    assert dead.reading is None and not dead.legal


def test_fans_where_they_count_and_where_excluded(my) -> None:
    # all dots + all pungs replaces both parts
    r = score(my, "111p333p555p9p [777p]+9p", seat_wind="S", self_drawn=True)
    ids = {f.id for f in r.fans}
    assert "all_dots_all_pungs" in ids and not ids & {"all_dots", "all_pungs"}
    # 小三元 stacks its two dragon pungs; with the option off it does not
    r = score(my, "123p456p7z [555z] [666z]+7z", seat_wind="S", self_drawn=True)
    assert r.fan("little_three_dragons") and r.fan("dragon_pung").count == 2
    off = load_variant("malaysia3p", options={"small_dragons_stacks_pungs": False})
    r = score(off, "123p456p7z [555z] [666z]+7z", seat_wind="S", self_drawn=True)
    assert r.fan("little_three_dragons") and r.fan("dragon_pung") is None
    # a North pung scores 1 for everyone, an East pung 2 for East
    r = score(my, "123p456p789p5p [444z]+5p", seat_wind="W", self_drawn=True)
    assert r.fan("wind_pung").count == 1
    # 幺九: all pungs of terminals and honours
    r = score(my, "111p999p555z1z [222z]+1z / f3", seat_wind="W", self_drawn=True)
    assert r.fan("terminals_honours") and r.fan("all_pungs")
    # a chow spoils the clean hand unless the option says otherwise
    h = "234p789p555p1z [345p]+1z"
    assert score(my, h, seat_wind="S", discarder="E").details["limit"] is None
    loose = load_variant("malaysia3p", options={"clean_hand_chow_breaks": False})
    assert score(loose, h, seat_wind="S", discarder="E").details["limit"] == "clean_hand"
    # four jokers in the winning hand
    r = score(my, "12p 456p 9p j j 55z [78p j=9p]+j / f1", seat_wind="E", self_drawn=True)
    assert r.details["limit"] == "four_jokers"


def test_house_rules_joker_and_kong_fans(my) -> None:
    h = "123p67p999p33z [555p j=5p]+8p / f3 a2 hf"
    plain = score(my, h, seat_wind="W", self_drawn=True).total
    jf = load_variant("malaysia3p", options={"joker_fan": True, "kong_fan": True})
    r = score(jf, h, seat_wind="W", self_drawn=True)
    assert r.total == plain + 2 and r.fan("joker").count == 1 and r.fan("kong").count == 1


# ---- the engine -------------------------------------------------------------------------------


def test_my2_declared_anyway_is_a_false_win(my) -> None:
    """A complete hand short of 5 fan is offered flagged; declaring it costs 32 to each."""
    g = position(my, {"S": "123p456p789p5p [777z] / f2 a1", "W": "5p11z"}, turn="W", drawn="2z")
    act(g, "W", Act.DISCARD, "5p")
    win = [a for a in legal(g, "S") if a.type is Act.WIN]
    assert len(win) == 1 and win[0].false_win
    g.apply(win[0])
    assert deltas(g) == {"E": 32, "S": -64, "W": 32}
    assert g.state.result.false_wins and not g.state.result.wins
    g.apply(next(a for a in g.legal_actions(0)))
    assert g.match.dealer == 1  # the offender deals next


def test_false_win_costs_the_limit_amount_under_another_cap() -> None:
    """§6.5: a false win costs each other player "the limit amount" (the source: 爆番的分數),
    and §5 lets ``fan.cap`` move the limit. The spec writes it P(10) = 32 for the default cap;
    under a cap of 8 the limit amount is P(8) = 8, what the best legal hand is paid."""
    v = load_variant("malaysia3p", options={"fan_cap": 8})
    assert v.settlement.false_win_fee() == 8
    hand = "123p456p789p5p [777z]+5p / f2 a1"
    verdict = judge(v, hand, seat_wind="S", discarder="W")
    assert verdict.false_win and _deltas(verdict.payments()) == {"E": 8, "S": -16, "W": 8}
    g = position(v, {"S": "123p456p789p5p [777z] / f2 a1", "W": "5p11z"}, turn="W", drawn="2z")
    act(g, "W", Act.DISCARD, "5p")
    g.apply(next(a for a in legal(g, "S") if a.type is Act.WIN))
    assert deltas(g) == {"E": 8, "S": -16, "W": 8}


def test_a_raised_cap_keeps_doubling_past_ten_fan() -> None:
    """§6.5 gives P(f) as "doubling per fan" and lists 5 to 10 only, the default cap. Under a
    raised cap (§5 ``fan.cap``) the doubling goes on (read here, the spec is silent past 10):
    MY3's 11 fan under a cap of 12 is paid P(11) = 64 by each loser, and a false win costs the
    limit amount P(12) = 128."""
    v = load_variant("malaysia3p", options={"fan_cap": 12})
    hand = "123p345p678p789p9p+9p / f3 f7 hm"
    assert score(v, hand, seat_wind="W", discarder="E").total == 11
    assert _deltas(judge(v, hand, seat_wind="W", discarder="E").payments()) == {"E": -64, "S": -64, "W": 128}
    assert v.settlement.false_win_fee() == 128
    # the cap stays where a hand can still win (5) and the doubling stays in reason (13: 256)
    for cap in (4, 14):
        with pytest.raises(VariantError, match="must be one of"):
            load_variant("malaysia3p", options={"fan_cap": cap})


def test_a_limit_hand_stays_ten_under_a_raised_cap() -> None:
    """§6.4 says "any §6.3 limit makes the value 10" and §5 lets ``fan.cap`` move the cap; it
    does not say whether a raised cap lifts the limit hands with it (the source calls them
    十番(爆番)). Read as written: under a cap of 12 MY6's clean hand is still 10, P(10) = 32,
    below an ordinary hand of 11 (spec unclear here, reported)."""
    v = load_variant("malaysia3p", options={"fan_cap": 12})
    r = score(v, "234p567p789p555p1z+1z", seat_wind="S", discarder="E")
    assert (r.details["limit"], r.total) == ("clean_hand", 10)


def test_my9_exhaustive_draw_last_drawer_deals(my) -> None:
    g = position(my, {"E": "1p", "S": "9p", "W": "5p"}, turn="S", size=1, pad="2z")
    g.state.seats[1].drawn = None
    act(g, "S", Act.DISCARD, "9p")  # W draws the last tile
    act(g, "W", Act.DISCARD, "5p")
    assert g.phase is Phase.HAND_OVER and g.state.result.exhaustive
    assert deltas(g) == {"E": 0, "S": 0, "W": 0}
    g.apply(next(a for a in g.legal_actions(0)))
    assert g.match.dealer == 2


def test_bonus_tile_with_an_empty_wall_draws_the_hand(my) -> None:
    g = position(my, {"E": "1p", "S": "9p", "W": "5p"}, turn="E", size=1, pad="f1")
    act(g, "E", Act.DISCARD, "1p")
    assert g.phase is Phase.HAND_OVER and g.state.result.exhaustive
    assert g.state.result.last_drawer == 1


def test_bonus_draws_are_replaced_from_the_tail(my) -> None:
    g = position(my, {"E": "1p", "S": "9p"}, turn="E", wall="a2", tail="hm 3p")
    act(g, "E", Act.DISCARD, "1p")
    s = g.state.seats[1]
    assert s.bonus == [K.from_code("a2"), K.from_code("hm")] and K.from_code("3p") in s.hand


def test_pungs_with_jokers(my) -> None:
    g = position(my, {"E": "6z j j 5p", "S": "6z11p"}, turn="S", drawn="2p")
    act(g, "S", Act.DISCARD, "6z")
    pungs = sorted(a.tiles.count(K.JOKER) for a in legal(g, "E") if a.type is Act.PUNG)
    assert pungs == [1, 2]  # natural + joker (假碰), two jokers
    assert not [a for a in legal(g, "E") if a.type is Act.KONG]  # two jokers never make a kong
    act(g, "E", Act.PUNG, "6z", tiles=(K.from_code("6z"), K.JOKER, K.JOKER)[1:])
    meld = g.state.seats[0].melds[0]
    assert meld.tiles == (K.from_code("6z"),) * 3 and len(meld.jokers) == 2
    assert meld.physical().count(K.JOKER) == 2
    # a two-joker pung cannot be added to
    g.state.seats[0].hand.append(K.from_code("6z"))
    g._legal_cache = {}
    assert not [a for a in legal(g, "E") if a.type is Act.ADDED_KONG]


def test_fake_kong_and_concealed_joker_kong(my) -> None:
    g = position(my, {"W": "55p j 19p", "E": "5p"}, turn="E", drawn="3z", tail="9p")
    act(g, "E", Act.DISCARD, "5p")
    kongs = [a for a in legal(g, "W") if a.type is Act.KONG]
    assert [a.tiles.count(K.JOKER) for a in kongs] == [1]
    g.apply(kongs[0])
    meld = g.state.seats[2].melds[0]
    assert meld.is_kong and meld.jokers and meld.physical().count(K.JOKER) == 1
    g2 = position(my, {"S": "777p j 1p"}, turn="S", drawn="2p")
    ck = [a for a in legal(g2, "S") if a.type is Act.CONCEALED_KONG]
    assert ck and ck[0].tiles == (K.from_code("7p"),) * 3 + (K.JOKER,)
    g2.apply(ck[0])
    assert g2.state.seats[1].melds[0].jokers == (3,)


def test_chow_only_dots_only_from_the_previous_player_with_one_joker(my) -> None:
    g = position(my, {"E": "3p j 12z", "S": "4p9p", "W": "3p j 56p"}, turn="E", drawn="1p")
    act(g, "E", Act.DISCARD, "1p")
    pass_all(g)
    # S discards 4p: W (next) may chow with a joker as 2p or as 5p, or naturally 3-4-5
    act(g, "S", Act.DISCARD, "4p")
    chows = {(a.tiles, a.choice) for a in legal(g, "W") if a.type is Act.CHOW}
    three, five, six = (K.from_code(x) for x in ("3p", "5p", "6p"))
    assert (tuple(sorted((three, K.JOKER))), "5p") in {(tuple(sorted(t)), c) for t, c in chows}
    assert (tuple(sorted((three, K.JOKER))), "2p") in {(tuple(sorted(t)), c) for t, c in chows}
    assert not [a for a in legal(g, "E") if a.type is Act.CHOW]  # E is not the next player
    act(g, "W", Act.CHOW, "4p", choice="5p")
    meld = g.state.seats[2].melds[0]
    assert meld.tiles == (three, K.from_code("4p"), five) and meld.physical()[meld.jokers[0]] == K.JOKER


def test_no_honour_chows_and_dead_jokers(my) -> None:
    g = position(my, {"E": "j 5p", "S": "j j 4p 6p"}, turn="E", drawn="1z")
    act(g, "E", Act.DISCARD, "j")
    # nobody may take a discarded joker, not for a meld and not to win
    assert g.phase is Phase.TURN and g.state.turn == 1
    g = position(my, {"E": "1z", "S": "23z 9p j"}, turn="E", drawn="5p")
    act(g, "E", Act.DISCARD, "1z")
    assert g.phase is Phase.TURN and g.state.turn == 1  # honours never chow, jokers or not


def test_dead_kong_tile_not_offered_in_play(my) -> None:
    g = position(my, {"W": "123p67p999p33z [555p j=5p] / f3 a2 hf", "S": "5p"}, turn="S", drawn="1z")
    act(g, "S", Act.DISCARD, "5p")
    assert not [a for a in legal(g, "W") if a.type is Act.WIN]


def test_ranking_ties_go_to_the_first_dealer_side() -> None:
    m = MatchState(3, [10, 10, -20], first_dealer=1)
    assert standings(m) == [1, 0, 2]


@pytest.mark.slow
def test_bots_win_most_hands_zero_sum() -> None:
    v = load_variant("malaysia3p")
    report = simulate(v, 36, seed=3)
    assert not report.errors
    assert report.hands_won / report.hands >= 0.6
    assert sum(report.points) == 0
    assert report.false_wins == 0
    assert report.fan_sum / report.wins >= 5


def test_every_tile_once_and_replay_identical() -> None:
    from mahjong_tui.bots.baseline import BaselineBot

    from .conftest import assert_conserved

    v = load_variant("malaysia3p")
    logs = []
    for _ in range(2):
        g = Game(v, seed=5)
        bots = [BaselineBot(v, seed=i) for i in range(3)]
        while not g.over and g.match.hands_played < 3:
            seat = g.to_act()[0]
            g.apply(bots[seat].choose(g.view(seat, log=0)))
            if g.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
                assert_conserved(g)
        logs.append([(e.kind, e.seat, e.tile) for e in g.events])
    assert logs[0] == logs[1]


@pytest.mark.parametrize(
    "hand,sit,limit",
    [
        ("123p456p789p11z22z+1z / a1", {"seat_wind": "E", "self_drawn": True, "heavenly": True}, "heavenly"),
        ("123p456p789p11z22z+1z / f2", {"seat_wind": "S", "self_drawn": True, "earthly": True}, "earthly"),
        (
            "123p456p789p11z22z+1z / f2",
            {
                "seat_wind": "S",
                "discarder": "E",
                "human": True,
                "extra": {"dealer_first_discard": True, "calls_made": 0},
            },
            "earthly",
        ),
        ("1p111z222z333z444z+1p / a1", {"seat_wind": "S", "discarder": "E"}, "big_four_winds"),
        ("111z222z333z4z[999p]+4z / a1", {"seat_wind": "S", "discarder": "E"}, "little_four_winds"),
        ("555z666z777z1z[999p]+1z / a1", {"seat_wind": "S", "discarder": "E"}, "big_three_dragons"),
        ("555z666z111z2z[444z]+2z / a1", {"seat_wind": "S", "discarder": "E"}, "all_honours"),
        ("111z222z333z5z[999p]+5z / a1", {"seat_wind": "S", "discarder": "E"}, "big_esw"),
        ("1p{2222p}{3333p}[4444p][5555p]+1p / a1", {"seat_wind": "S", "discarder": "E"}, "four_kongs"),
        ("111p333p555p777p9p+9p / a1", {"seat_wind": "S", "discarder": "E"}, "four_concealed_pungs"),
    ],
)
def test_limit_hands(my, hand: str, sit: dict, limit: str) -> None:
    r = score(my, hand, **sit)
    assert r.legal and r.total == 10 and r.details["limit"] == limit


def test_earthly_needs_no_call_before_and_the_dealers_first_discard(my) -> None:
    sit = {"seat_wind": "S", "discarder": "E", "human": True, "extra": {"dealer_first_discard": False, "calls_made": 0}}
    assert score(my, "123p456p789p11z22z+1z / f2", **sit).details["limit"] is None


def test_own_flowers_by_seat_number_only(my) -> None:
    # 竹 f4 and 冬 f8 belong to nobody; 梅 f1 and 春 f5 are East's
    r = score(my, "123p456p789p5p [777z]+5p / f4 f8 f1 f5", seat_wind="E", self_drawn=True)
    assert r.fan("own_flower").count == 2
    r = score(my, "123p456p789p5p [777z]+5p / f4 f8 f1 f5", seat_wind="W", self_drawn=True)
    assert r.fan("own_flower") is None


def test_flower_and_kong_replacement_both_count(my) -> None:
    r = score(
        my, "123p456p789p5p [777z]+5p", seat_wind="S", self_drawn=True, kong_replacement=True, flower_replacement=True
    )
    assert r.fan("kong_replacement") and r.fan("flower_replacement")


def test_discarder_pays_all_house_rule() -> None:
    v = load_variant("malaysia3p", options={"discarder_pays_all": True})
    result = score(v, "123p345p567p2z [888p]+2z / f1 f2 f3 f4 f5", seat_wind="E", discarder="W")
    assert result.legal
    pay = _deltas(judge(v, "123p345p567p2z [888p]+2z / f1 f2 f3 f4 f5", seat_wind="E", discarder="W").payments())
    assert pay == {"E": 4, "S": 0, "W": -4}


# ---- house rule 七對子 (§6.6) with jokers (§4: one joker per pair, at least one natural) ---------

SEVEN = {"seven_pairs": True}


def test_seven_pairs_only_with_the_house_rule(my) -> None:
    h = "1133557799p11z2z+2z / f2"
    assert not score(my, h, seat_wind="S", self_drawn=True).legal  # not a winning shape by default
    r = score(load_variant("malaysia3p", options=SEVEN), h, seat_wind="S", self_drawn=True)
    assert r.legal and r.reading.decomposition.shape == "seven_pairs"
    assert Counter({f.id: f.count for f in r.fans}) == Counter(seven_pairs=1, own_flower=1, self_drawn=1, base=1)
    assert r.total == 6
    worth = load_variant("malaysia3p", options={**SEVEN, "seven_pairs_fan": 4})
    assert score(worth, h, seat_wind="S", self_drawn=True).total == 7


def test_a_joker_completes_a_pair_in_seven_pairs(my) -> None:
    """§4 "every group (chow, pung, kong, pair) must contain at least one natural tile … one
    joker per pair": a joker may stand in a pair of seven pairs beside a natural tile."""
    v = load_variant("malaysia3p", options=SEVEN)
    r = score(v, "1133557799p1z2z j+2z / f2", seat_wind="S", discarder="E")
    assert r.legal and r.total == 5
    assert Counter({f.id: f.count for f in r.fans}) == Counter(seven_pairs=1, own_flower=1, base=1)
    pairs = r.reading.decomposition.groups()
    assert len(pairs) == 7 and all(len(g.wilds) <= 1 for g in pairs)
    assert [g.tiles for g in pairs if g.wilds] == [(K.from_code("1z"),) * 2]  # the joker is the second 東
    # a self-drawn joker as the winning tile pairs the lone tile
    r = score(v, "1133557799p1z22z+j / f2", seat_wind="S", self_drawn=True)
    assert r.legal and r.fan("seven_pairs") and r.fan("self_drawn")
    # four jokers: the 四條飛 limit in seven pairs
    r = score(v, "1133p5p8p9p2z77z j j j+j / f2", seat_wind="S", self_drawn=True)
    assert r.legal and r.details["limit"] == "four_jokers"


def test_two_jokers_never_make_a_pair(my) -> None:
    """Two jokers are a group without a natural tile (§4). With four alike allowed as two pairs
    (the engine's default; malaysia3p.md does not say, see ``seven_pairs_quads``) two jokers
    split a natural pair instead; with it off, such a hand is not seven pairs."""
    v = load_variant("malaysia3p", options=SEVEN)
    r = score(v, "1133557799p22z j+j / f2", seat_wind="S", self_drawn=True)
    assert r.legal
    pairs = r.reading.decomposition.groups()
    assert all(len(g.wilds) == 1 for g in pairs if g.wilds) and sum(len(g.wilds) for g in pairs) == 2
    distinct = load_variant("malaysia3p", options={**SEVEN, "seven_pairs_quads": False})
    assert not score(distinct, "1133557799p22z j+j / f2", seat_wind="S", self_drawn=True).legal
    assert not score(distinct, "1111557799p22z3z+3z / f2", seat_wind="S", self_drawn=True).legal
    assert score(distinct, "1133557799p2z3z j+3z / f2", seat_wind="S", self_drawn=True).legal


def test_seven_pairs_shanten_with_jokers_agrees_with_brute_force() -> None:
    """The pairs shape with jokers (shape and fast engine): complete exactly when every joker can
    sit beside a natural tile, ready exactly when one tile makes it so."""
    import random

    from mahjong_tui.analysis.fast import engine_for
    from mahjong_tui.analysis.shapes import PairsShape, ShapeInput, natural_counts

    v = load_variant("malaysia3p", options=SEVEN)
    kinds = list(v.tileset.natural_kinds)

    def complete(tiles: list[int], quads: bool) -> bool:
        c = Counter(t for t in tiles if t != K.JOKER)
        j = tiles.count(K.JOKER)
        odd = sum(n % 2 for n in c.values())
        if len(tiles) != 14 or j < odd or (j - odd) % 2:
            return False
        if quads:
            return (j - odd) // 2 <= sum(n // 2 for n in c.values())
        return j == odd and max(c.values()) <= 2 and len(c) == 7

    rng = random.Random(7)
    eng = engine_for(v)
    at = [s.name for s in v.shapes].index("seven_pairs")
    for quads in (True, False):
        shape = PairsShape(pairs=7, quads=quads, kinds=v.tileset.natural_kinds)
        for _ in range(3000):
            pool = [t for t in rng.sample(kinds, rng.randint(4, 8)) for _ in range(4)] + [K.JOKER] * 4
            tiles = rng.sample(pool, 14)
            c, _, j = natural_counts(tiles)
            inp = ShapeInput(c, [], 0, j)
            assert (shape.shanten(inp) == -1) == complete(tiles, quads) == bool(shape.decompositions(inp)), tiles
            c, _, j = natural_counts(tiles[:13])
            ready = any(complete(tiles[:13] + [t], quads) for t in kinds + [K.JOKER])
            sh = shape.shanten(ShapeInput(c, [], 0, j))
            assert sh >= 0 and (sh == 0) == ready, tiles[:13]
            if quads:
                assert eng._exact(tiles[:13], [], ())[at] == sh


def test_seven_pairs_with_a_joker_in_play() -> None:
    """The engine offers the win on the tile the joker does not cover, and pays it (6 fan: P = 2)."""
    v = load_variant("malaysia3p", options=SEVEN)
    g = position(v, {"S": "1133557799p1z2z j / f2 a1", "E": "2z5p"}, turn="E", drawn="4z")
    assert set(v.waits(v.parse("1133557799p1z2z j", allow_discard_form=True, check_count=False))) == {
        K.from_code("1z"),
        K.from_code("2z"),
    }
    act(g, "E", Act.DISCARD, "2z")
    win = [a for a in legal(g, "S") if a.type is Act.WIN]
    assert win and not win[0].false_win
    g.apply(win[0])
    assert deltas(g) == {"E": -2, "S": 4, "W": -2}
    assert g.state.result.wins[0].score.fan("seven_pairs")


# ---- house rule 花和 (§6.6): all eight flowers after the opening replacement ------------------

FLOWERS = [K.from_code(f"f{i}") for i in range(1, 9)]


def _rigged_game(monkeypatch, options: dict, seat_after_dealer: int, in_hand: int, seed: int = 4) -> Game:
    """A game whose deal gives the seat ``seat_after_dealer`` places after the dealer ``in_hand``
    of the eight flowers; the rest of them are the first replacements from the tail."""
    from mahjong_tui.table.wall import Wall

    v = load_variant("malaysia3p", options=options)
    plain = [t for t in v.tileset.all_tiles() if not K.is_bonus(t)]
    others = [t for t in v.tileset.all_tiles() if K.is_bonus(t) and t not in FLOWERS]
    start = 0 if seat_after_dealer == 0 else 14 + 13 * (seat_after_dealer - 1)
    size = 14 if seat_after_dealer == 0 else 13
    hand = FLOWERS[:in_hand] + plain[: size - in_hand]
    rest = plain[size - in_hand :]
    body = rest[:start] + hand + rest[start:]
    tiles = body[:50] + others + body[50:]  # animals and faces wait in the live wall
    tiles += FLOWERS[in_hand:][::-1]  # the tail: the first replacement is the last tile
    assert len(tiles) == 84
    monkeypatch.setattr(Wall, "shuffled", classmethod(lambda cls, t, rng: cls(list(tiles))))
    return Game(v, seed=seed)


@pytest.mark.parametrize("after,in_hand", [(0, 8), (1, 6), (2, 1)])
def test_flower_win_after_the_opening_replacement(monkeypatch, after: int, in_hand: int) -> None:
    g = _rigged_game(monkeypatch, {"flower_win": True}, after, in_hand)
    dealer = g.state.dealer
    winner = (dealer + after) % 3
    assert g.phase is Phase.SETUP and g.to_act() == [winner]
    assert sorted(g.state.seats[winner].bonus) == FLOWERS
    offer = g.legal_actions(winner)
    assert [a.type for a in offer] == [Act.CHOOSE]  # instant: declared, nothing else to do
    assert not any(e.kind in ("draw", "discard") for e in g.events)
    g.apply(offer[0])
    result = g.state.result
    assert g.phase is Phase.HAND_OVER and len(result.wins) == 1
    win = result.wins[0]
    assert (win.seat, win.how, win.score.total, win.score.fans[0].id) == (winner, "self_draw", 10, "flower_win")
    expect = [-32] * 3
    expect[winner] = 64  # paid as a self-draw: both losers pay P(10)
    assert result.deltas == expect
    g.apply(g.legal_actions(0)[0])
    assert g.match.dealer == winner  # a self-draw: the winner deals next


def test_flower_win_is_capped_like_any_hand(monkeypatch) -> None:
    """§5/§6.4: the cap (``fan_cap``) limits every hand; 花和 is worth 10 fan, so under a cap of
    8 it is worth 8 and each loser pays P(8) = 8."""
    g = _rigged_game(monkeypatch, {"flower_win": True, "fan_cap": 8}, 0, 8)
    g.apply(g.legal_actions(g.to_act()[0])[0])
    win = g.state.result.wins[0]
    assert (win.score.total, win.score.fans[0].id, win.score.fans[0].value) == (8, "flower_win", 10)
    assert sorted(g.state.result.deltas) == [-8, -8, 16]


def test_flower_win_is_off_by_default(monkeypatch) -> None:
    g = _rigged_game(monkeypatch, {}, 1, 8)
    assert g.phase is Phase.TURN and g.state.turn == g.state.dealer
    assert sorted(g.state.seats[(g.state.dealer + 1) % 3].bonus) == FLOWERS


def test_all_eight_flowers_during_play_is_no_instant_win() -> None:
    """malaysia3p.md §6.6 says "after the opening replacement": marked here as read. The eighth
    flower drawn in play is laid out and replaced as usual; the flowers then score 一台花 twice."""
    v = load_variant("malaysia3p", options={"flower_win": True})
    g = position(v, {"E": "1p", "S": "1133p / f1 f2 f3 f4 f5 f6 f7"}, turn="E", drawn="9p", wall="f8", tail="5p")
    act(g, "E", Act.DISCARD, "9p")
    pass_all(g)
    s = g.state.seats[1]
    assert g.phase is Phase.TURN and g.state.turn == 1 and sorted(s.bonus) == FLOWERS
    assert not any(a.type is Act.CHOOSE for a in legal(g, "S"))
    r = score(v, "123p456p789p5p [777z]+5p / f1 f2 f3 f4 f5 f6 f7 f8", seat_wind="S", discarder="E")
    assert r.fan("flower_set").count == 2 and r.fan("own_flower") is None and r.total == 10


@pytest.mark.slow
@pytest.mark.parametrize("options", [{"seven_pairs": True}, {"flower_win": True}])
def test_bots_with_the_house_rules(options: dict) -> None:
    report = simulate(load_variant("malaysia3p", options=options), 36, seed=3)
    assert not report.errors and sum(report.points) == 0 and report.false_wins == 0
    assert report.hands_won / report.hands >= 0.6


def test_the_summaries_give_the_limit_and_the_false_win_fee_as_the_defaults_they_are(my) -> None:
    """The summaries said "10 is the limit" and "a false win costs 32" whatever ``fan_cap`` is
    set to: both figures are the default cap's (the fee is the limit amount, as the settlement
    says), and the texts say so, in terms that stay true under the option."""
    cap = my.cfg.options["fan_cap"].default
    fee = my.settlement.false_win_fee()
    assert load_variant("malaysia3p", options={"fan_cap": 8}).settlement.false_win_fee() != fee
    en = " ".join(my.cfg.rules_summary.split())
    assert "10 is the limit" not in en and "costs 32" not in en
    assert f"the limit (爆番: {cap} fan by default" in en
    assert f"the limit amount: {fee} at the default limit of {cap}" in en
    zh = "".join(my.cfg.rules_summary_zh.split())
    assert "各32" not in zh and "，十番爆番" not in zh
    assert "最多算到爆番（預設十番" in zh and f"各爆番的金額：預設十番爆番時是{fee}" in zh
    assert "10 is the limit" not in my.cfg.character and f"a limit of {cap} fan by default" in my.cfg.character
    assert "預設十番爆番" in my.cfg.character_zh


@pytest.mark.parametrize(
    "variant,hands,kong,tiles,earthly",
    [
        ("malaysia3p", {"E": "1111z234p567p88p66z", "S": "123p456p789p222z3z / f2"}, "1z", "3z", True),
        ("sichuan", {"E": "1111m234p567p88p66p", "S": "123p456p789p2223s"}, "1m", "3s", False),
    ],
)
def test_a_dealers_concealed_kong_ends_the_first_go_around_only_where_it_is_a_call(
    variant: str, hands: dict[str, str], kong: str, tiles: str, earthly: bool
) -> None:
    """Malaysian 地和 asks for no claim before it (§6.3): the dealer's concealed kong is no claim,
    so South's self-draw on his first draw is still earthly. Sichuan's 地胡 asks that nobody has
    made a pung or kong: there the same kong ends it (one engine, ``win.concealed_kong_is_call``)."""
    g = position(load_variant(variant), hands, turn="E", wall=tiles, tail="9p", fresh=True)
    act(g, "E", Act.CONCEALED_KONG, kong)
    act(g, "E", Act.DISCARD, "9p")
    pass_all(g)
    assert g.state.turn == 1 and g.state.seats[1].drawn == K.from_code(tiles)
    assert g.situation(1, K.from_code(tiles), "self_draw").earthly is earthly
    if earthly:  # the limit; South's flower and wind pung alone are below the 5 fan to win
        act(g, "S", Act.WIN)
        assert g.state.result.wins[0].score.details["limit"] == "earthly"


def test_the_discarders_double_share_is_not_called_the_dealers() -> None:
    """放胡全包: the discarder pays 2 shares because the house rule says so, the dealer winning or
    not; the result screen said "× 2 shares (the dealer's)" when the dealer won (the Malaysian game
    has no dealer bonus). 明將, whose dealer pays or is paid more, still says it."""
    v = load_variant("malaysia3p", options={"discarder_pays_all": True})
    for wind in ("E", "S"):  # the dealer wins, a non-dealer wins
        discarder = "W"
        (paid,) = judge(v, "123p345p567p2z [888p]+2z / f1 f2 f3 f4 f5", seat_wind=wind, discarder=discarder).payments()
        labels = [t.label_text("en") for t in paid.how]
        assert "shares" in labels and "shares (the dealer's)" not in labels, labels
    mj = load_variant("mingjiang")
    (paid,) = judge(mj, "123m123m789m789m9m+9m", seat_wind="E", discarder="N").payments()
    assert "shares (the dealer's)" in [t.label_text("en") for t in paid.how]
