"""Advice from the judge (rules/advice.py): discards ranked by what can actually win, waits that
cannot win with the judge's reason, only discards the rules allow, and only tiles that keep a
hand winnable counted as help."""

from __future__ import annotations

import pytest

from mahjong_tui.notation import parse_hand
from mahjong_tui.rules import advice
from mahjong_tui.rules.advice import Advice, DiscardAdvice, WaitAdvice, advise, marks_chickens
from mahjong_tui.rules.request import Request, build
from mahjong_tui.rules.request_keys import RequestError, normalise
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Hand
from mahjong_tui.variants import catalog, load_variant


def codes(items) -> list[str]:  # noqa: ANN001
    return [K.code(i.tile) for i in items]


def by_tile(a: Advice) -> dict[str, DiscardAdvice]:
    return {K.code(d.tile): d for d in a.discards}


# ---- MCR: the minimum of 8 fan ------------------------------------------------------------------


def test_mcr_after_ponging_white_the_discards_that_win_come_first() -> None:
    a = advise(load_variant("mcr"), "66p567s[234p][666z][555z]")
    order = codes(a.discards)
    # 6s (坎張) and 6p (單釣將) reach 8 fan either way; 5s and 7s leave two-sided waits of 7 fan
    assert order[:2] == ["6s", "6p"] and set(order[2:]) == {"5s", "7s"}
    d = by_tile(a)
    assert all(w.on_discard and w.self_drawn for w in d["6p"].waits)
    for w in d["5s"].waits + d["7s"].waits:
        assert w.self_drawn and not w.on_discard  # 自摸 is the eighth fan
        assert str(w.discard_reason) == "7 fan: under the minimum of 8"
        assert w.discard_reason.text("zh") == "7番，不到起和的8番"
    # 7 copies that win only self-drawn count 7/4, below 6p's two copies that win either way
    assert d["5s"].count == pytest.approx(7 / 4) and d["6p"].count == 2
    # with two 6s seen, 6p is the one discard to make
    seen = advise(load_variant("mcr"), "66p567s[234p][666z][555z]", visible="6s6s")
    assert codes(seen.discards)[0] == "6p"


def test_mcr_a_wait_carries_what_each_way_of_winning_it_scores() -> None:
    # 自摸 is a fan a discard win lacks; a way under the minimum scores nothing paid
    d = by_tile(advise(load_variant("mcr"), "66p567s[234p][666z][555z]"))
    six = d["6p"].waits[0]
    assert (six.discard_value, six.self_draw_value, six.value) == (8, 9, 9)
    five = d["5s"].waits[0]
    assert (five.discard_value, five.self_draw_value, five.value) == (None, 8, 8)


def test_mcr_waits_worth_too_little_say_so_for_a_discard_and_a_self_draw() -> None:
    a = advise(load_variant("mcr"), "234m456p678s5566z")
    assert codes(a.waits) == ["5z", "6z"]
    for w in a.waits:
        assert not w.wins and w.value is None
        assert str(w.discard_reason) == "4 fan: under the minimum of 8"
        assert str(w.self_draw_reason) == "6 fan: under the minimum of 8"
        assert [how for how, _ in w.reasons()] == ["discard", "self_draw"]


def test_mcr_the_seat_wind_counts_as_score_counts_it() -> None:
    # a pung of 北 is worth more to the North seat in the North round: the facts reach the judge
    east = advise(load_variant("mcr"), "123m456p789s4455z")
    north = advise(load_variant("mcr"), "123m456p789s4455z", {"seat_wind": "N", "round_wind": "N"})
    assert [w.value for w in east.waits] != [w.value for w in north.waits]


# ---- Sichuan: two suits at most, the void suit -----------------------------------------------------


def test_sichuan_a_tile_that_keeps_three_suits_is_no_improvement() -> None:
    a = advise(load_variant("sichuan"), "1123466m23499p24s")
    best = [d for d in a.discards if d.best]
    assert codes(best) == ["2s", "4s"]  # giving up the third suit
    for d in a.discards:
        assert K.from_code("3s") not in [tc.tile for tc in d.acceptance or ()]
    assert codes(best[0].acceptance) == ["1m", "6m", "9p"]
    d = by_tile(a)
    assert d["1m"].shape_shanten == 1 and d["1m"].shanten == 2  # three suits kept: one further than the shape


def test_sichuan_a_ready_hand_in_three_suits_cannot_win() -> None:
    a = advise(load_variant("sichuan"), "123m456p789s1122m")
    assert a.shanten == 0 and a.winnable > 0
    assert a.waits and not any(w.wins for w in a.waits)
    assert "three suits" in str(a.waits[0].discard_reason)
    assert a.winnable == 3 and a.acceptance  # three tiles of one suit to replace


def test_sichuan_the_void_suit_goes_first_and_never_helps() -> None:
    v = load_variant("sichuan", None, {"declare_void": True})
    a = advise(v, "1123466m23499p24s", {"void": "s"})
    assert [K.code(d.tile) for d in a.recommended] == ["2s", "4s"]
    refused = [d for d in a.discards if d.refused is not None]
    assert len(refused) == len(a.discards) - 2 and all(not d.best for d in refused)
    assert str(refused[0].refused) == "tiles of the void suit (bamboo) go first"
    m = advise(v, "1123466m23499p24s", {"void": "m"})
    assert {K.code(d.tile)[-1] for d in m.recommended} == {"m"}
    assert all(K.code(tc.tile)[-1] != "m" for tc in m.recommended[0].acceptance)
    with pytest.raises(RequestError, match="declares no void"):
        advise(load_variant("sichuan"), "1123466m23499p24s", {"void": "s"})


# ---- Wuhan: 紅中 and wilds are laid aside, never discarded ------------------------------------------


def test_wuhan_red_dragon_and_wilds_are_never_recommended() -> None:
    a = advise(load_variant("wuhan"), "236777p145s145z7z2m", {"indicator": "1m"})  # 2m is wild
    d = by_tile(a)
    for code in ("7z", "2m"):
        assert d[code].refused is not None and not d[code].best
        assert str(d[code].refused) == f"{code} may not be discarded, only laid aside"
    assert "7z" not in codes(a.recommended) and "2m" not in codes(a.recommended)
    assert set(codes(a.discards)[-2:]) == {"2m", "7z"}


def test_wuhan_a_red_dragon_in_hand_counts_as_laid_aside() -> None:
    # 紅中 cannot be part of a winning hand: the shanten toward a win leaves it out
    a = advise(load_variant("wuhan"), "123m456p789s1z[555z]7z")
    assert a.form == "discard"
    assert by_tile(a)["1z"].shape_shanten == 0  # a 7z pair wait, to the shapes
    assert by_tile(a)["1z"].shanten == 1  # 7z is drawn for after being laid aside


def test_wuhan_a_ready_hand_not_opened_cannot_win() -> None:
    a = advise(load_variant("wuhan"), "123m456p789s2255m")
    assert a.waits and not any(w.wins for w in a.waits)
    assert "opened" in str(a.waits[0].self_draw_reason)


# ---- Beijing: wilds, self-draw after a claim ----------------------------------------------------------


def test_beijing_discarding_the_wild_forfeits_the_win() -> None:
    a = advise(load_variant("beijing"), "123m456p789s1z2z3z9p4m", {"wild": "9p"})
    d = by_tile(a)["9p"]
    assert d.forfeits is not None and "may not win this hand" in str(d.forfeits)
    assert codes(a.discards)[-1] == "9p" and "9p" not in codes(a.recommended)
    assert K.from_code("9p") in [tc.tile for tc in a.recommended[0].acceptance]  # the wild helps


def test_beijing_after_a_chow_the_waits_win_only_self_drawn() -> None:
    a = advise(load_variant("beijing"), "456p789s1122z5z[123m]", {"wild": "9m"})
    ready = a.recommended[0]
    assert K.code(ready.tile) == "5z" and codes(ready.waits) == ["9m", "1z", "2z"]
    assert all(w.self_drawn and not w.on_discard for w in ready.waits)
    assert "only win by self-draw" in str(ready.waits[0].discard_reason)
    assert ready.count == pytest.approx(8 / 4)


# ---- 明將, the chess sets, Malaysian three-player --------------------------------------------------------


def test_mingjiang_strict_a_chicken_wait_is_no_win() -> None:
    a = advise(load_variant("mingjiang", "mingjiang-strict"), "123m456p789s11z23s", {"own_discards": ["1s"]})
    w = {K.code(x.tile): x for x in a.waits}
    assert not w["1s"].wins and "chicken" in str(w["1s"].discard_reason)
    assert w["4s"].on_discard and w["4s"].self_drawn


def test_haner_furiten_leaves_only_the_self_draw() -> None:
    v = load_variant("haner32")
    free = advise(v, "rG rA rE bS")
    banned = advise(v, "rG rA rE bS", {"furiten": "temporary"})
    assert [(w.on_discard, w.self_drawn) for w in free.waits] == [(True, True)]
    assert [(w.on_discard, w.self_drawn) for w in banned.waits] == [(False, True)]
    assert "furiten" in str(banned.waits[0].discard_reason)


def test_xiangqi32_two_players_weigh_a_self_draw_by_half() -> None:
    a = advise(load_variant("xiangqi32"), "rG rA rE bS bS", players=2)
    assert a.players == 2 and a.recommended
    for d in a.recommended:
        for w in d.waits or ():
            assert w.weight(2) == w.unseen * ((w.on_discard + w.self_drawn) / 2)


def test_malaysia_a_joker_wait_wins_only_self_drawn() -> None:
    a = advise(load_variant("malaysia3p"), "123p456p789p11z5z5z")
    w = {K.code(x.tile): x for x in a.waits}
    assert w["1z"].on_discard and w["1z"].self_drawn
    assert w["j"].self_drawn and not w["j"].on_discard
    assert "joker is dead" in str(w["j"].discard_reason)
    assert a.players == 3 and w["j"].weight(3) == pytest.approx(4 / 3)


def test_malaysia_under_five_fan_is_no_win() -> None:
    a = advise(load_variant("malaysia3p"), "123p456p789p5p[777z]", {"seat_wind": "S"})
    assert a.waits and not a.waits[0].on_discard
    assert str(a.waits[0].discard_reason).endswith("under the minimum of 5")


# ---- a wait on a kind held in full: no wait at all ---------------------------------------------------


def test_a_discard_leaving_waits_only_on_kinds_held_in_full_is_not_ready() -> None:
    """Thrown, 5p leaves 1111m456m789p999p, whose one wait (1m) it holds in full: that hand is
    one tile from ready, as the advice on it says, so the discard is no ready discard (it had
    been ranked best at shanten 0 beside 1m)."""
    v = load_variant("sichuan")
    d = by_tile(advise(v, "1111m456m789p999p5p"))
    assert (d["5p"].shape_shanten, d["5p"].shanten) == (0, advise(v, "1111m456m789p999p").winnable) == (0, 1)
    assert d["5p"].waits is None and not d["5p"].best
    assert [code for code, x in d.items() if x.best] == ["1m"] and d["1m"].shanten == 0


def test_a_hand_whose_every_ready_discard_waits_on_kinds_held_in_full_is_one_from_ready() -> None:
    """xiangqi32 has two 俥 and two 傌: thrown, rR leaves rR rH rH rC, whose one wait rH it
    holds in full (and rH leaves rR rR rH rC the same way), so no discard makes it ready: 1, not
    0, and the discards carry the same shanten and acceptance as the advice on the hands left."""
    v = load_variant("xiangqi32")
    a = advise(v, "rR rR rH rH rC")
    assert a.analysis.shanten == 0 and a.winnable == 1
    d = by_tile(a)
    for code in ("rR", "rH"):
        rest = parse_hand("rR rR rH rH rC", tileset=v.tileset, check_count=False).concealed
        rest.remove(K.from_code(code))
        after = advise(v, Hand(rest, []))
        assert (d[code].shape_shanten, d[code].shanten) == (0, after.winnable) == (0, 1)
        assert d[code].best and d[code].waits is None
        assert codes(d[code].acceptance) == codes(after.acceptance) and d[code].acceptance


def test_a_tile_that_brings_only_waits_on_kinds_held_in_full_brings_no_win_closer() -> None:
    """Drawn, rE lets rG rA rA bG + rE discard only to hands whose waits it holds in full (rG
    rA rE waits on the one bG or the one rG, rG rA rE + rA on a third 仕): it had been counted
    as acceptance, as had rG, of which none is left. Every kind in the acceptance of a hand one
    from ready can come and makes it ready, as the advice on the hand with it drawn says."""
    v = load_variant("xiangqi32")
    for hand in ("rG rA rA bG", "rG bG bA bA", "rR rR rH bS"):
        a = advise(v, hand)
        tiles = parse_hand(hand, tileset=v.tileset, check_count=False).concealed
        assert a.winnable == 1 and a.acceptance
        for tc in a.acceptance:
            assert not v.tileset.all_held(tiles, tc.tile), (hand, K.code(tc.tile))
            assert advise(v, Hand([*tiles, tc.tile], [])).winnable == 0, (hand, K.code(tc.tile))
    assert "rE" not in codes(advise(v, "rG rA rA bG").acceptance)


# ---- a finished hand: the same verdict as score ---------------------------------------------------------


def test_a_finished_hand_gets_the_verdict_score_gives() -> None:
    from mahjong_tui import score

    facts = {"seat_wind": "S", "discarder": "W"}
    a = advise(load_variant("mcr"), "1234s444z[789s][555s]^+1s", facts)
    s = score("mcr", "1234s444z[789s][555s]^+1s", **facts)
    assert a.verdict is not None and not a.verdict.legal
    assert (a.verdict.score.total, str(a.verdict.reason)) == (s.total, s.reason)


# ---- 明將: a chicken hand (雞糊) pays nothing --------------------------------------------------


def test_mingjiang_a_wait_on_the_discard_itself_is_a_chicken_hand_and_counts_nothing() -> None:
    # complete in shape, but a hand declines it: whatever it throws, a win on that same kind
    # would be won on its own discard, a chicken hand, paid nothing
    a = advise(load_variant("mingjiang"), "123m456p789s11z234s")
    d = by_tile(a)
    two = {K.code(w.tile): w for w in d["2s"].waits or ()}
    assert not two["2s"].wins and two["2s"].value is None
    assert two["2s"].reasons()[0][1].key == "wait.chicken"
    assert two["5s"].on_discard and two["5s"].self_drawn and two["5s"].value
    assert d["2s"].count == two["5s"].weight(4) > 0
    # 3s leaves only a wait on 3s: ready in shape, nothing that pays, ranked after the paying ones
    assert d["3s"].count == 0 and d["3s"].value == 0
    assert codes(a.discards).index("3s") > codes(a.discards).index("2s")


def test_mingjiang_a_wait_on_an_earlier_own_discard_is_a_chicken_hand() -> None:
    v = load_variant("mingjiang")
    free = {K.code(w.tile): w for w in advise(v, "123m456p789s11z23s").waits}
    stuck = {K.code(w.tile): w for w in advise(v, "123m456p789s11z23s", {"own_discards": ["1s"]}).waits}
    assert free["1s"].wins and free["4s"].wins
    assert not stuck["1s"].wins and stuck["1s"].reasons()[0][1].key == "wait.chicken"
    assert stuck["4s"].wins and stuck["4s"].value == free["4s"].value


def test_only_mingjiang_marks_chickens() -> None:
    # the evaluator's own answer, in every house rule of 明將 (a chicken hand a false win too)
    ids = catalog().ids()
    assert "mingjiang" in ids and len(ids) > 10
    assert [v for v in ids if marks_chickens(load_variant(v))] == ["mingjiang"]
    assert marks_chickens(load_variant("mingjiang", "mingjiang-strict"))


def test_a_variant_without_chicken_hands_counts_a_wait_on_the_discard_itself() -> None:
    a = advise(load_variant("hebei"), "123m456p789s11z234s")
    waits = {K.code(w.tile): w for w in by_tile(a)["2s"].waits or ()}
    assert waits["2s"].wins


# ---- what the bots read: the waits alone ----------------------------------------------------


def _ready(a: Advice) -> list[tuple[str, list[tuple[str, int | None, int | None]], float, int]]:
    """The discards leaving the hand ready, in order, each with its waits as judged."""
    return [
        (K.code(d.tile), [(K.code(w.tile), w.discard_value, w.self_draw_value) for w in d.waits], d.count, d.value)
        for d in a.discards
        if d.waits is not None
    ]


@pytest.mark.parametrize(
    ("vid", "hand"),
    [("mcr", "66p567s[234p][666z][555z]"), ("mcr", "123m456p78s1266z35s"), ("mingjiang", "123m456p789s11z24s9m")],
)
def test_ready_only_judges_the_same_ready_discards_and_counts_no_acceptance(vid: str, hand: str) -> None:
    v = load_variant(vid)
    full, ready = advise(v, hand), advise(v, hand, ready_only=True)
    assert _ready(ready) == _ready(full)
    assert [(d.tile, d.shanten, d.best) for d in sorted(ready.discards, key=lambda d: d.tile)] == [
        (d.tile, d.shanten, d.best) for d in sorted(full.discards, key=lambda d: d.tile)
    ]
    assert all(d.acceptance is None for d in ready.discards)
    assert all(o.acceptance is None for o in ready.analysis.discards if o.shanten > 0)


def test_ready_only_a_hand_further_from_ready_has_no_acceptance_anywhere() -> None:
    v = load_variant("mcr")
    full, ready = advise(v, "123m456p78s1266z35s"), advise(v, "123m456p78s1266z35s", ready_only=True)
    assert any(d.acceptance for d in full.discards)  # the full advice counts it: the test has something to skip
    waiting = advise(v, "123m456p78s12z35s1p", ready_only=True)
    assert waiting.winnable > 0 and waiting.acceptance == [] and waiting.analysis.acceptance == []
    assert advise(v, "123m456p78s12z35s1p").acceptance
    assert not any(d.acceptance for d in ready.discards)


# ---- one table per hand and way of winning --------------------------------------------------


def _judged(w: WaitAdvice) -> tuple[object, ...]:
    return (w.tile, w.on_discard, w.self_drawn, w.value, str(w.discard_reason), str(w.self_draw_reason))


def _tiles(code: str) -> list[int]:
    return sorted(parse_hand(code, check_count=False).concealed)


@pytest.mark.parametrize(
    ("vid", "hand", "facts"),
    [
        ("beijing", "123m456p11z23456s", {"seat_wind": "S"}),
        ("mcr", "23456789m11z567p", {}),
        ("malaysia3p", "23456789p11z555z", {}),
        ("mingjiang", "123m456p789s11z23s", {"own_discards": ["1s"]}),
    ],
)
def test_the_waits_of_a_hand_are_judged_on_one_table_as_on_their_own(
    vid: str, hand: str, facts: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    v = load_variant(vid)
    alone = advise(v, hand, facts).waits
    assert len(alone) >= 2
    built: list[object] = []
    real = advice.build

    def counted(*args: object, **kw: object) -> Request:
        got = real(*args, **kw)  # type: ignore[arg-type]
        built.append(kw.get("hand_text"))
        return got

    monkeypatch.setattr(advice, "build", counted)
    shared = advise(v, hand, facts).waits
    assert [_judged(w) for w in shared] == [_judged(w) for w in alone]
    judged = [h for h in built if h is not None and h.win_tile is not None]  # type: ignore[attr-defined]
    assert len(judged) == 2  # one table on a discard, one self-drawn, for all the waits


def test_judge_other_gives_the_verdict_of_a_table_built_for_the_hand() -> None:
    v = load_variant("mcr")
    facts = normalise({"seat_wind": "S", "self_drawn": True})
    first = Hand(_tiles("23456789m11z567p"), [], K.from_code("1m"))
    table = build(v, 4, facts, hand_text=first)
    for code in ("4m", "7m", "5m", "8m", "1m"):
        hand = Hand(_tiles("23456789m11z567p"), [], K.from_code(code))
        other, own = table.judge_other(hand), build(v, 4, facts, hand_text=hand).judge()
        assert (other.legal, other.score.total, str(other.reason)) == (own.legal, own.score.total, str(own.reason))
        assert table.state.seats[table.seat].hand == own.state.seats[own.seat].hand  # the wait among them
