"""The judge, asked through ``score`` and the Python ``judge()``/``score()``: the table's
refusals, false wins and fines that ``score`` used to miss, and the table facts it can now say."""

from __future__ import annotations

import json

import pytest

from mahjong_tui import judge, score
from mahjong_tui.cli.main import main
from mahjong_tui.scoring.explain import render


def run(capsys, *argv: str) -> dict:
    code = main(["score", *argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def refused(capsys, *argv: str) -> dict:
    data = run(capsys, *argv)
    assert data["legal"] is False and data["payments"] is not None
    return data


# ---- Beijing (beijing.md §4.3, §5): the table's self-draw-only rules ---------------------------


def test_beijing_no_discard_win_after_a_chow_or_pung(capsys) -> None:
    data = refused(capsys, "beijing", "123m456p78s11z[234s]+9s", "--discarder", "S", "--indicator", "3z")
    assert data["reason"] == "after a chow or a pung you may only win by self-draw" and not data["false_win"]
    assert run(capsys, "beijing", "123m456p78s11z[234s]+9s", "--self-drawn", "--indicator", "3z")["legal"]


def test_beijing_classic_three_wilds_win_by_self_draw_only(capsys) -> None:
    data = refused(capsys, "beijing", "123m456s789s444p1z+1z", "--discarder", "S", "--wild", "4p")
    assert data["reason"] == "with 3 wild tiles you may only win by self-draw"
    assert run(capsys, "beijing", "123m456s789s444p1z+1z", "--self-drawn", "--wild", "4p")["legal"]


def test_beijing_no_win_on_a_discarded_wild(capsys) -> None:
    data = refused(capsys, "beijing", "123m456s789s111z4p+4p", "--discarder", "W", "--wild", "4p")
    assert data["reason"] == "a discarded wild tile cannot be won on"


def test_beijing_robbing_a_kong_after_a_pung_is_a_discard_win(capsys) -> None:
    data = refused(
        capsys,
        "beijing",
        "123m456s78s11z[555p]+9s",
        "--seat-wind",
        "S",
        "--rob-kong",
        "--discarder",
        "W",
        "--wild",
        "4p",
    )
    assert data["reason"] == "after a chow or a pung you may only win by self-draw"


def test_beijing_a_wild_discarder_may_not_win(capsys) -> None:
    data = refused(capsys, "beijing", "123m456s789s111z4p+4p", "--self-drawn", "--wild", "4p", "--wild-discarded")
    assert data["reason"] == "a player who discarded a wild tile may not win this hand"


def test_the_indicator_names_the_wild_and_a_contradiction_is_refused(capsys) -> None:
    data = run(capsys, "beijing", "123m456s789s444p1z+1z", "--self-drawn", "--indicator", "3p")
    assert data["situation"]["wild_kinds"] == ["4p"]
    assert main(["score", "beijing", "123m456s789s444p1z+1z", "--self-drawn", "--indicator", "3p", "--wild", "5p"]) == 2
    assert "contradicts the indicator 3p" in capsys.readouterr().err


# ---- Malaysian three-player (malaysia3p.md §4, §6.5, §8.6) --------------------------------------


def test_malaysia_my2_a_short_hand_declared_is_a_false_win_with_its_fine(capsys) -> None:
    data = refused(capsys, "malaysia3p", "123p456p789p5p[777z]+5p / f2 a1", "--seat-wind", "S", "--discarder", "W")
    assert data["false_win"] is True and data["total"] == 4
    assert data["deltas"] == {"E": 32, "S": -64, "W": 32}


def test_malaysia_no_win_on_a_discarded_joker(capsys) -> None:
    ok = run(capsys, "malaysia3p", "123p345p678p789p9p+9p / f3 f7 hm", "--seat-wind", "W", "--discarder", "E")
    assert ok["legal"] and ok["deltas"] == {"E": -32, "S": -32, "W": 64}  # MY3
    data = refused(capsys, "malaysia3p", "123p345p678p789p9p+j / f3 f7 hm", "--seat-wind", "W", "--discarder", "E")
    assert data["reason"] == "a discarded joker is dead: nobody may take it, not even to win"
    assert data["false_win"] is False and data["payments"] == []


# ---- Wuhan: the library asks the same judge as the command line ---------------------------------


def test_wuhan_library_score_refuses_an_unopened_hand() -> None:
    s = score("wuhan", "123456789m234p5s+5s", self_drawn=True)
    assert not s.legal and s.reason.startswith("the hand has not been opened")
    v = judge("wuhan", "123456789m234p5s+5s", self_drawn=True)
    assert not v.legal and not v.false_win and v.payments() == []


def test_one_wild_tile_is_said_in_the_singular(monkeypatch: pytest.MonkeyPatch) -> None:
    """A house file allowing no wild in a small win (Wuhan), or self-draw only from one wild
    (Beijing), refused with "1 wild tiles"."""
    from types import SimpleNamespace

    from mahjong_tui import load_variant
    from mahjong_tui.rules.features.wild_play import SelfDrawOnly
    from mahjong_tui.tiles import kinds as K

    wuhan = load_variant("wuhan")
    monkeypatch.setattr(wuhan.evaluator, "small_max_wilds", 0)
    v = judge(wuhan, "234m456p678s1p[789m]+5m", self_drawn=True, wild=["1p"])
    assert not v.legal and v.score.reason == "1 wild tile in hand: a small win is not allowed"
    feature = SelfDrawOnly(load_variant("beijing"), {"wilds_at_least": 1})
    wild = K.from_code("5p")
    state = SimpleNamespace(seats=[SimpleNamespace(hand=[wild], claims_made=0)], wild_kinds={wild})
    why = feature.refuse_win(state, 0, K.from_code("1m"), "discard")  # type: ignore[arg-type]
    assert str(why) == "with 1 wild tile you may only win by self-draw"


def test_wuhan_other_seats_openings_multiply_their_payments() -> None:
    hand = "234m456m678m5m[789m]+5m"
    plain = judge("wuhan", hand, self_drawn=True, wild=["1p"])
    opened = judge("wuhan", hand, self_drawn=True, wild=["1p"], melds={"S": "[123s]"})
    base = {p.payer: p.amount for p in plain.payments()}
    more = {p.payer: p.amount for p in opened.payments()}
    assert plain.legal and more[1] == 2 * base[1] and more[2] == base[2] and more[3] == base[3]
    south = next(p for p in opened.payments() if p.payer == 1)
    assert "× 2 S's openings and kongs" in render(south.how, "en")
    assert "× 2 南 開口與槓" in render(south.how, "zh_TW")  # a seat by its wind in Chinese, not "S"


def test_the_seat_first_in_turn_order_is_named_by_its_wind_in_chinese() -> None:
    """The refusal of a win another seat takes first named that seat "E" in Chinese too."""
    v = judge("beijing", "123m456s789s111z4p+4p", discarder="N", seat_wind="S", also_winning=["E"], wild=["5p"])
    assert v.refusal is not None and v.refusal.text("en").startswith("E also wins on this tile")
    assert v.refusal.text("zh_TW").startswith("東 也胡這張") and v.refusal.text("zh_CN").startswith("东 也胡这张")


# ---- Sichuan: void suit, blood battle, kong money handed on --------------------------------------


def test_sichuan_a_hand_holding_its_void_suit_cannot_win(capsys) -> None:
    hand = "111222333m456p7p+7p"
    void = ["--option", "declare_void=true"]
    assert run(capsys, "sichuan", hand, "--self-drawn", "--void", "s", *void)["legal"]
    data = refused(capsys, "sichuan", hand, "--self-drawn", "--void", "p", *void)
    assert data["reason"] == "holds a tile of the void suit (dots)"


def test_sichuan_seats_already_out_pay_nothing(capsys) -> None:
    hand = "111222333m456p7p+7p"
    every = run(capsys, "sichuan", hand, "--self-drawn", "--seat-wind", "S")["deltas"]
    later = run(capsys, "sichuan", hand, "--self-drawn", "--seat-wind", "S", "--won", "N")["deltas"]
    assert every["N"] < 0 and later["N"] == 0 and later["S"] == every["S"] * 2 // 3


def test_sichuan_kong_discard_hands_on_the_kong_money(capsys) -> None:
    hand = "111222333m456p7p+7p"
    data = run(
        capsys,
        "sichuan",
        hand,
        "--seat-wind",
        "S",
        "--discarder",
        "W",
        "--kong-discard",
        "--kong-income",
        "E=2",
        "--kong-income",
        "N=2",
    )
    transfer = [(p["payer"], p["payee"], p["amount"]) for p in data["payments"] if p["reason"] == "kong_transfer"]
    assert transfer == [("W", "S", 4)]


# ---- Shaanxi stakes, Yunnan and 明將 bans, 憨兒 furiten, the pot ------------------------------------


def test_shaanxi_stakes_are_paid_with_the_win(capsys) -> None:
    hand = "123m456p789s123m1z+1z"
    none = run(capsys, "shaanxi", hand, "--self-drawn")
    staked = run(capsys, "shaanxi", hand, "--self-drawn", "--stakes", "E=2", "--stakes", "S=1")
    stakes = [p for p in staked["payments"] if p["reason"] == "stake"]
    # each loser pays (own stakes + the winner's) × 2 on a self-draw × 3 a stake (shaanxi.md §6):
    # S (1+2)×2×3, W and N (0+2)×2×3
    assert sorted((p["payer"], p["amount"]) for p in stakes) == [("N", 12), ("S", 18), ("W", 12)]
    assert not [p for p in none["payments"] if p["reason"] == "stake"]


@pytest.mark.parametrize("ban,tile,ok", [("all", "7m", False), ("5m", "7m", True), ("7m", "7m", False)])
def test_a_passed_win_bars_discard_wins(capsys, ban: str, tile: str, ok: bool) -> None:
    data = run(capsys, "yunnan", f"111222333m456m7m+{tile}", "--seat-wind", "S", "--discarder", "W", "--pass-ban", ban)
    assert data["legal"] is ok
    if not ok:
        assert data["reason"].startswith("you passed a win")


def test_mingjiang_a_dead_hand_declaring_is_a_false_win(capsys) -> None:
    hand = "123m456p789s111z2z+2z"
    assert run(capsys, "mingjiang", hand, "--self-drawn")["legal"]
    data = refused(capsys, "mingjiang", hand, "--self-drawn", "--dead-hand")
    assert data["false_win"] is True and data["reason"] == "a dead hand cannot win this hand"
    assert sum(d for d in data["deltas"].values()) == 0 and data["deltas"]["E"] < 0


def test_haner_furiten_bars_discard_wins_only(capsys) -> None:
    hand = "rG rA rE rS+rS"
    args = ["haner32", hand, "--seat-wind", "S", "--discarder", "W"]
    assert run(capsys, *args)["legal"]
    data = refused(capsys, *args, "--furiten", "permanent")
    assert data["reason"].startswith("furiten")
    assert run(capsys, "haner32", hand, "--seat-wind", "S", "--self-drawn", "--furiten", "permanent")["legal"]


def test_haner_the_pot_goes_to_the_winner(capsys) -> None:
    data = run(capsys, "haner32", "rG rA rE rS+rS", "--seat-wind", "S", "--discarder", "W", "--pot", "6")
    assert ("pot", "S", 6) in [(p["payer"], p["payee"], p["amount"]) for p in data["payments"]]


# ---- xiangqi64 人胡 with documented keys (xiangqi64.md §6: the dealer too) -------------------------


def test_xiangqi64_x64_4_human_win_and_the_dealer_before_his_second_turn(capsys) -> None:
    data = run(capsys, "xiangqi64", "bG bA bA bA bE bE bE+bG", "--seat-wind", "S", "--discarder", "E", "--human")
    assert data["total"] == 9 and data["deltas"] == {"E": -100, "S": 100, "W": 0, "N": 0}
    dealer = run(
        capsys,
        "xiangqi64",
        "bG bA bA bA bE bE bE+bG",
        "--seat-wind",
        "E",
        "--discarder",
        "S",
        "--calls-made",
        "0",
        "--draws-made",
        "0",
        "--discarder-first-discard",
    )
    assert "human" in [f["id"] for f in dealer["fans"]]


# ---- contradictions and unknown keys ------------------------------------------------------------


@pytest.mark.parametrize(
    "argv,message",
    [
        (["sichuan", "111222333m456p7p+7p", "--self-drawn", "--won", "E"], "--won: E is the winner"),
        (["sichuan", "111222333m456p7p+7p", "--discarder", "S", "--won", "S"], "--won: S discarded the winning tile"),
        (
            ["sichuan", "111222333m456p7p+7p", "--self-drawn", "--kong-income", "S=2"],
            "--kong-income: is the discarder's",
        ),
        (["wuhan", "123456789m234p5s+5s", "--self-drawn", "--melds", "E=[123s]"], "--melds: E is the winner"),
        (["wuhan", "123456789m234p5s+5s", "--self-drawn", "--melds", "S=123s"], "--melds: '123s': give only melds"),
        (["haner32", "rG rA rE rS+rS", "--furiten", "maybe"], '--furiten: expected "temporary" or "permanent"'),
        (
            ["sichuan", "111222333m456p7p+7p", "--self-drawn", "--void", "z", "--option", "declare_void=true"],
            "--void: expected a suit",
        ),
        (
            ["sichuan", "111222333m456p7p+7p", "--self-drawn", "--void", "m"],
            "--void: sichuan (normal) declares no void",
        ),
        (["mcr", "123456m45p456s88s+6p", "--self-drawn", "--stakes", "E=1"], "--stakes: mcr (standard) has no stakes"),
        (["mcr", "123456m45p456s88s+6p", "--wild", "5p"], "--wild: mcr has no wild tiles"),
        (["beijing", "123m456s789s444p1z+1z", "--wild", "5p", "--wild", "6p"], "--wild: beijing has one wild kind"),
    ],
)
def test_contradictions_are_one_line_errors(capsys, argv: list[str], message: str) -> None:
    assert main(["score", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and message in err, err


# ---- the schema is documented where users look -----------------------------------------------


def test_every_request_key_is_a_documented_flag(capsys) -> None:
    from mahjong_tui.rules.request_keys import KEYS

    with pytest.raises(SystemExit):
        main(["score", "--help"])
    text = capsys.readouterr().out
    for key, spec in KEYS.items():
        if spec.flag:
            flag = "--own-discard" if key == "own_discards" else "--" + key.replace("_", "-")
            assert flag in text, key


def test_the_readme_examples_run(capsys) -> None:
    import shlex
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    block = readme.split("One example per family:")[1].split("```sh")[1].split("```")[0]
    lines = [line.split("  #")[0] for line in block.strip().splitlines()]
    assert len(lines) >= 8
    for line in lines:
        argv = shlex.split(line)[1:]
        assert argv[0] == "score"
        data = run(capsys, *argv[1:])
        assert data["payments"], line


# ---- wins that are no hand shape, and one winner a discard --------------------------------------


def test_yunnan_ten_honours_is_judged_as_the_fan_alone_paid_as_a_self_draw(capsys) -> None:
    data = run(capsys, "yunnan", "1234567z123456m", "--special", "ten_honours", "--seat-wind", "S")
    assert data["legal"] and [f["id"] for f in data["fans"]] == ["ten_honours"]
    assert data["deltas"] == {"E": -3, "S": 9, "W": -3, "N": -3}  # yunnan.md §6: paid as a self-draw, 3 each


def test_a_special_win_the_variant_does_not_have_is_refused(capsys) -> None:
    assert main(["score", "mcr", "1234567z123456m", "--special", "ten_honours"]) == 2
    assert "mcr has no special win 'ten_honours' (its special wins: none)" in capsys.readouterr().err


@pytest.mark.parametrize("rival,ok", [("W", True), ("E", False)])
def test_one_winner_a_discard_goes_to_the_first_in_turn_order(capsys, rival: str, ok: bool) -> None:
    data = run(
        capsys,
        "beijing",
        "123m456s789s111z4p+4p",
        "--discarder",
        "N",
        "--seat-wind",
        "S",
        "--also-winning",
        rival,
        "--wild",
        "5p",
    )
    assert data["legal"] is ok
    if not ok:
        assert data["reason"].startswith("E also wins on this tile and comes first") and not data["false_win"]
    several = run(
        capsys,
        "beijing",
        "123m456s789s111z4p+4p",
        "--discarder",
        "N",
        "--seat-wind",
        "S",
        "--also-winning",
        "E",
        "--wild",
        "5p",
        "--option",
        "multi_win=true",
    )
    assert several["legal"]


class _NoIndex(list):  # type: ignore[type-arg]
    def index(self, *_: object) -> int:  # type: ignore[override]
        raise AssertionError("the fan table searched for a fan's place")


@pytest.mark.parametrize("vid", ["hebei", "beijing", "mingjiang"])
def test_fans_are_ordered_by_their_place_found_once(vid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong_tui.variants import load_variant

    v = load_variant(vid)
    hand = "123456789m11z55m+5m"
    before = score(v, hand, self_drawn=True)
    assert len(before.fans) >= 2  # the order has something to order
    monkeypatch.setattr(v.evaluator, "fans", _NoIndex(v.evaluator.fans))
    after = score(v, hand, self_drawn=True)
    assert [(f.id, f.count) for f in after.fans] == [(f.id, f.count) for f in before.fans]
    assert after.total == before.total


def test_mcr_the_judge_finds_a_hand_complete_without_making_its_reading() -> None:
    from mahjong_tui.scoring.mcr.evaluator import McrScore

    v = judge("mcr", "123m456p789s1z234s+1z", self_drawn=True)
    assert v.complete and isinstance(v.score, McrScore)
    assert v.score.build_reading is not None  # not made yet: made when read
    assert v.score.has_reading() and v.score.reading is not None and v.score.build_reading is None
    assert v.score.reading == judge("mcr", "123m456p789s1z234s+1z", self_drawn=True).score.reading
    incomplete = judge("mcr", "123m456p789s1z235s+1z", self_drawn=True)
    assert not incomplete.complete and not incomplete.score.has_reading()


def test_mcr_a_score_whose_reading_is_not_made_yet_pickles_with_it() -> None:
    """A result sent to a remote seat carries its scores: the reading's maker (a closure over the
    evaluator) must not travel, the reading must."""
    import pickle

    v = judge("mcr", "123m456p789s1z234s+1z", self_drawn=True)
    assert v.score.build_reading is not None  # type: ignore[attr-defined]
    copy = pickle.loads(pickle.dumps(v.score))
    assert copy.reading == v.score.reading and copy.reading is not None
    assert copy.total == v.score.total and copy.fans == v.score.fans
