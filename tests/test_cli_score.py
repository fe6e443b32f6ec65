"""``mahjong-tui score``: text, JSON and JSONL output, situation flags, payments, and every error."""

from __future__ import annotations

import io
import json
import re
import sys

import pytest
from rich.cells import cell_len

from mahjong_tui import score as library_score
from mahjong_tui.cli.main import main
from mahjong_tui.variants import load_variant

M2 = "123456m45p456s88s+6p"  # mcr.md §9 M2; under `plain` just a complete hand
M2_KONG = "123456m45p88s[4444s]+6p"  # the same with a kong


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["score", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv: str) -> dict:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    assert len(out.splitlines()) == 1
    return json.loads(out)


def run_jsonl(capsys, monkeypatch, lines: list[str], *argv: str) -> tuple[int, list[dict]]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    code = main(["score", *argv, "--jsonl"])
    out = capsys.readouterr().out
    return code, [json.loads(line) for line in out.splitlines()]


# ---- text output ----------------------------------------------------------------------------


def test_discard_win_text(capsys) -> None:
    code, out, err = run(capsys, "plain", M2, "--seat-wind", "S", "--discarder", "N")
    assert code == 0 and err == ""
    assert "測試 Plain test game" in out
    assert "hand  123456m45p45688s+6p" in out  # canonical form
    assert "S wins on N's discard" in out
    assert re.search(r"win\s+胡\s+Win\s+1\s+1\s+1", out)
    assert "total 1 番 fan" in out
    assert "legal win: yes" in out
    assert re.search(r"N → S\s+1\s+win", out)
    assert "deltas: E 0, S +1, W 0, N -1" in out


def test_fan_table_aligns_cjk_names(capsys) -> None:
    code, out, _ = run(capsys, "plain", M2, "--seat-wind", "W", "--self-drawn")
    assert code == 0
    rows = [line for line in out.splitlines() if re.match(r"(win|self_drawn) +(胡|自摸) ", line)]
    assert len(rows) == 2
    starts = {cell_len(row[: row.index(en)]) for row, en in zip(rows, ("Win", "Self-drawn"), strict=True)}
    assert len(starts) == 1, rows  # 胡 (2 cells) and 自摸 (4 cells) still line up
    assert "deltas: E -2, S -2, W +6, N -2" in out


def test_not_a_legal_win_is_an_answer_not_an_error(capsys) -> None:
    code, out, err = run(capsys, "plain", "123456789m1234p+5p", "--seat-wind", "S", "--discarder", "N")
    assert code == 0 and err == ""
    assert "not a legal win: the hand is not complete" in out
    assert "no payments" in out
    assert "deltas: E 0, S 0, W 0, N 0" in out  # every seat, as on a win: nothing moved


def test_the_echo_keeps_a_chows_mark_and_the_deltas_name_every_seat_in_order(capsys) -> None:
    """``[789p]<`` was echoed ``[789p]``, as if the mark had not been read; the echo writes
    where every claimed meld comes from, a mark typed or not."""
    for hand in ("234m456m678m5m[789p]<+5m", "234m456m678m5m[789p]+5m"):
        code, out, _ = run(capsys, "wuhan", hand, "--self-drawn", "--wild", "1p")
        assert code == 0 and "hand   2344556678m[789p]<+5m" in out, out
        assert "deltas: E +48, S -16, W -16, N -16" in out
        data = run_json(capsys, "wuhan", hand, "--self-drawn", "--wild", "1p")
        assert data["hand"] == "2344556678m[789p]<+5m" and list(data["deltas"]) == data["seats"]


def test_waiting_hand_has_no_winning_tile(capsys) -> None:
    data = run_json(capsys, "plain", "123456m45p456s88s")
    assert data["legal"] is False and "no winning tile" in data["reason"]
    assert data["payments"] == [] and data["fans"] == []


def test_hand_words_are_joined(capsys) -> None:
    data = run_json(capsys, "plain", "123456m", "45p456s88s", "+6p", "/", "f3", "--self-drawn")
    assert data["hand"] == "123456m45p45688s+6p / f3"


# ---- JSON -----------------------------------------------------------------------------------


def test_json_self_drawn(capsys) -> None:
    data = run_json(capsys, "plain", M2, "--seat-wind", "S", "--self-drawn")
    assert [f["id"] for f in data["fans"]] == ["win", "self_drawn"]
    assert data["fans"][1] == {"id": "self_drawn", "zh": "自摸", "en": "Self-drawn", "value": 1, "count": 1}
    assert (data["total"], data["counted"], data["legal"], data["reason"]) == (2, 2, True, None)
    assert data["unit"] == {"zh": "番", "en": "fan"}
    assert (data["winner"], data["dealer"], data["discarder"], data["self_drawn"]) == ("S", "E", None, True)
    assert data["deltas"] == {"E": -2, "S": 6, "W": -2, "N": -2}
    assert sum(data["deltas"].values()) == 0
    payments = {(p["payer"], p["payee"], p["amount"]) for p in data["payments"]}
    assert payments == {("E", "S", 2), ("W", "S", 2), ("N", "S", 2)}


def test_json_matches_the_library(capsys, plain) -> None:
    data = run_json(capsys, "plain", M2, "--seat-wind", "N", "--self-drawn")
    lib = library_score(plain, M2, seat_wind="N", self_drawn=True)
    assert data["total"] == lib.total and [f["id"] for f in data["fans"]] == [f.id for f in lib.fans]


def test_robbing_a_kong_is_paid_by_the_konger(capsys) -> None:
    data = run_json(capsys, "plain", M2, "--seat-wind", "S", "--rob-kong", "--discarder", "E")
    assert data["situation"]["rob_kong"] is True
    assert data["deltas"] == {"E": -1, "S": 1, "W": 0, "N": 0}


def test_three_players_have_three_seats(capsys) -> None:
    data = run_json(capsys, "plain", M2, "--players", "3", "--seat-wind", "W", "--discarder", "S")
    assert data["players"] == 3 and data["seats"] == ["E", "S", "W"]
    assert data["deltas"] == {"E": 0, "S": -1, "W": 1}


def test_discard_win_without_discarder_scores_but_shows_no_payments(capsys) -> None:
    data = run_json(capsys, "plain", M2, "--seat-wind", "S")
    assert data["legal"] is True and data["payments"] is None and data["deltas"] is None
    assert "discarder" in data["note"]
    code, out, _ = run(capsys, "plain", M2, "--seat-wind", "S")
    assert code == 0 and "payments need the discarder" in out


def test_situation_flags_reach_the_situation(capsys) -> None:
    data = run_json(
        capsys,
        "plain",
        M2_KONG,
        "--seat-wind",
        "north",
        "--discarder",
        "W",
        "--round-wind",
        "S",
        "--last-tile",
        "--last-wall-tile",
        "--kong-discard",
        "--last-four",
        "--human",
        "--own-discard",
        "1m,9p",
        "--own-discard",
        "2z",
        "--kongs",
        "1",
        "--streak",
        "2",
        "--draws-before",
        "3",
        "--extra",
        "calls_made=0",
    )
    sit = data["situation"]
    assert (sit["seat_wind"], sit["discarder"], sit["round_wind"]) == ("N", "W", "S")
    for key in ("last_tile", "last_wall_tile", "kong_discard", "last_four", "human"):
        assert sit[key] is True, key
    assert sit["self_drawn"] is False and sit["heavenly"] is False
    assert sit["own_discards"] == ["1m", "9p", "2z"]
    assert sit["kongs_declared"] == 1
    # a human win comes before the winner's first draw: the discard was the discarder's first
    assert sit["extra"] == {
        "calls_made": 0,
        "streak": 2,
        "draws_before": 3,
        "draws_made": 0,
        "discarder_first_discard": True,
        "dealer_first_discard": False,
    }


def test_wilds_are_refused_where_a_variant_has_none(capsys) -> None:
    code, out, err = run(capsys, "plain", M2, "--wild", "5p")
    assert code == 2 and "--wild: plain has no wild tiles" in err


def test_unknown_keys_are_refused_with_a_suggestion(capsys) -> None:
    code, out, err = run(capsys, "plain", M2, "--extra", "stake=[1, 2]")
    assert code == 2 and "unknown key 'stake' (did you mean 'stakes'?)" in err


def test_a_kong_count_must_match_the_hand(capsys) -> None:
    code, out, err = run(capsys, "plain", M2_KONG, "--kongs", "2")
    assert code == 2 and "--kongs: says 2, but the hand shows 1 kong" in err


def test_flags_that_imply_others(capsys) -> None:
    sit = run_json(capsys, "plain", M2, "--heavenly")["situation"]
    assert (sit["heavenly"], sit["self_drawn"], sit["seat_wind"]) == (True, True, "E")
    sit = run_json(capsys, "plain", M2, "--seat-wind", "S", "--double-kong-replacement")["situation"]
    assert sit["double_kong_replacement"] and sit["kong_replacement"] and sit["self_drawn"]
    sit = run_json(capsys, "plain", M2, "--seat-wind", "W", "--flower-replacement")["situation"]
    assert sit["flower_replacement"] and sit["self_drawn"]
    sit = run_json(capsys, "plain", M2, "--seat-wind", "S", "--first-turn-ready", "--self-drawn", "--earthly")[
        "situation"
    ]
    assert sit["first_turn_ready"] and sit["ready_declared"] and sit["earthly"]
    sit = run_json(capsys, "plain", M2, "--dealer", "--self-drawn")["situation"]
    assert sit["seat_wind"] == "E"
    # the table's earthly win is a self-draw on the first draw (Sichuan, chess 地胡)
    sit = run_json(capsys, "plain", M2, "--seat-wind", "S", "--earthly")["situation"]
    assert sit["earthly"] and sit["self_drawn"]


def test_earthly_and_human_wins_score_as_the_variants_define_them(capsys) -> None:
    """Sichuan 地胡 is a self-draw (sichuan.md §5), so --earthly alone pays as one; 明將 地胡 is a
    win on the dealer's first discard (mingjiang.md §6), which --human --discarder E describes."""
    data = run_json(capsys, "sichuan", "123m456m789m123p5p+5p", "--seat-wind", "S", "--earthly")
    assert data["fans"][0]["id"] == "earthly" and data["payments"]
    data = run_json(capsys, "mingjiang", "123m456m789m123p5p+5p", "--seat-wind", "S", "--human", "--discarder", "E")
    assert [f["id"] for f in data["fans"]] == ["earthly"]
    data = run_json(capsys, "mingjiang", "123m456m789m123p5p+5p", "--seat-wind", "W", "--human", "--discarder", "S")
    assert [f["id"] for f in data["fans"]] == ["human"]


def test_human_flag_of_the_dealer_is_judged_by_each_variant(capsys) -> None:
    """--human --dealer: xiangqi64's 人胡 is the dealer's too before his second turn (xiangqi64.md
    §6, X64-4 turned round), so it scores as at the table; 明將's 人胡 and Malaysian 地和 are a
    non-dealer's only (mingjiang.md §6, malaysia3p.md §6), so the win scores without them."""
    data = run_json(capsys, "xiangqi64", "bG bA bA bA bE bE bE+bG", "--dealer", "--discarder", "S", "--human")
    assert {f["id"]: f["value"] for f in data["fans"]} == {"human": 5, "all_pungs": 2, "one_colour": 1, "win": 1}
    assert data["deltas"] == {"E": 100, "S": -100, "W": 0, "N": 0}
    data = run_json(capsys, "mingjiang", "123m456m789m123p5p+5p", "--dealer", "--human", "--discarder", "S")
    assert not {"human", "earthly"} & {f["id"] for f in data["fans"]} and data["legal"]
    data = run_json(capsys, "malaysia3p", "123p456p789p5p[777z]+5p", "--dealer", "--human", "--discarder", "S")
    assert "earthly" not in {f["id"] for f in data["fans"]}


def test_every_flag_is_in_help(capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["score", "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    for flag in (
        "--self-drawn",
        "--seat-wind",
        "--round-wind",
        "--dealer",
        "--discarder",
        "--last-tile",
        "--last-wall-tile",
        "--kong-replacement",
        "--kong-discard",
        "--rob-kong",
        "--flower-replacement",
        "--heavenly",
        "--earthly",
        "--human",
        "--ready",
        "--first-turn-ready",
        "--wild",
        "--players",
        "--preset",
        "--option",
        "--json",
        "--jsonl",
        "--last-four",
        "--double-kong-replacement",
        "--own-discard",
        "--kongs",
        "--streak",
        "--draws-before",
        "--extra",
    ):
        # "  [-o METAVAR, ]--flag [METAVAR]  help…" or the help on the next, deeper-indented line
        assert re.search(
            rf"^  (?:-\w(?: [A-Z=]+)?, )?{re.escape(flag)}(?: [A-Z=]+)?(?:  +\S|\n {{8,}}\S)", text, re.M
        ), flag
    assert "exit codes" in text


# ---- JSONL ----------------------------------------------------------------------------------


def test_jsonl_round_trip_matches_json(capsys, monkeypatch) -> None:
    single = run_json(capsys, "plain", M2, "--seat-wind", "S", "--discarder", "N", "--own-discard", "5p")
    request = {"variant": "plain", "hand": M2, "seat_wind": "S", "discarder": "N", "own_discards": ["5p"], "id": "a"}
    code, results = run_jsonl(capsys, monkeypatch, [json.dumps(request)])
    assert code == 0 and len(results) == 1
    result = results[0]
    assert (result.pop("line"), result.pop("id")) == (1, "a")
    assert result == single


def test_jsonl_bad_lines_get_errors_and_processing_goes_on(capsys, monkeypatch) -> None:
    lines = [
        json.dumps({"variant": "plain", "hand": M2, "self_drawn": True, "seat_wind": "S"}),
        "{not json",
        "",
        json.dumps({"variant": "plain", "hand": "12m3"}),
        json.dumps([1, 2]),
        json.dumps({"variant": "plain", "hand": M2, "colour": "red", "id": 9}),
        json.dumps({"variant": "plain", "hand": M2, "self_drawn": True, "discarder": "N"}),
        json.dumps({"variant": "nope", "hand": M2}),
        json.dumps({"variant": "plain", "hand": M2, "self_drawn": "yes"}),
        json.dumps({"variant": "plain", "hand": "123456789m1234p+5p", "discarder": "S"}),
    ]
    code, results = run_jsonl(capsys, monkeypatch, lines)
    assert code == 1
    assert [r["line"] for r in results] == [1, 2, 4, 5, 6, 7, 8, 9, 10]
    by_line = {r["line"]: r for r in results}
    assert by_line[1]["total"] == 2 and by_line[1]["deltas"]["S"] == 6
    assert by_line[2]["error"].startswith("not valid JSON")
    assert "column 4" in by_line[4]["error"] and "digits without a suit letter" in by_line[4]["error"]
    assert "JSON object" in by_line[5]["error"]
    assert "unknown key 'colour'" in by_line[6]["error"] and by_line[6]["id"] == 9
    assert "no discarder" in by_line[7]["error"]
    assert "unknown variant 'nope'" in by_line[8]["error"]
    assert by_line[9]["error"].startswith("self_drawn: expected true or false")
    assert by_line[10]["legal"] is False and "error" not in by_line[10]  # an answer, not an error


def test_jsonl_command_line_flags_are_defaults(capsys, monkeypatch) -> None:
    lines = [json.dumps({"hand": M2, "discarder": "N"}), json.dumps({"hand": M2, "seat_wind": "W", "self_drawn": True})]
    code, results = run_jsonl(capsys, monkeypatch, lines, "plain", "--seat-wind", "S")
    assert code == 0
    assert (results[0]["winner"], results[0]["discarder"], results[0]["deltas"]["N"]) == ("S", "N", -1)
    assert (results[1]["winner"], results[1]["deltas"]["W"]) == ("W", 6)


def test_jsonl_accepts_situation_field_names(capsys, monkeypatch) -> None:
    line = json.dumps(
        {
            "variant": "plain",
            "hand": M2_KONG,
            "seat_wind": 1,
            "discarder": "north",
            "ready_declared": True,
            "kongs_declared": 1,
            "options": {},
        }
    )
    code, (result,) = run_jsonl(capsys, monkeypatch, [line])
    assert code == 0
    sit = result["situation"]
    assert (sit["seat_wind"], sit["discarder"], sit["ready_declared"], sit["kongs_declared"]) == ("S", "N", True, 1)


# ---- errors: one line, exit code 2, never a traceback ----------------------------------------

ERRORS = [
    (["nope", M2], "unknown variant 'nope' (known: "),
    (["plain", "12m3"], "hand '12m3', column 4: digits without a suit letter"),
    (["plain", "123m456p789s111z5z+5z+5z"], "column"),
    (["plain", "[124m]123p456p789s5s+5s"], "column 1"),
    (["plain", "11111m456p456s88s+6p"], "more than 4 copies of 1m"),
    (["plain", "123456m45p456s88s+6p / f1 f1"], "more than 1 copy of f1"),
    (["plain", "123m+5p"], "wrong tile count"),
    (["mcr", "123456m45p456s88s+6p / f1", "--option", "flowers=false"], "f1 is not in the standard136 set"),
    (["plain", M2, "--seat-wind", "Q"], "--seat-wind: not a wind: 'Q' (use E, S, W or N)"),
    (["plain", M2, "--discarder", "X"], "--discarder: not a wind: 'X'"),
    (["plain", M2, "--round-wind", "up"], "--round-wind: not a wind"),
    (["plain", M2, "--self-drawn", "--discarder", "N"], "a self-drawn win has no discarder"),
    (["plain", M2, "--kong-replacement", "--discarder", "W"], "a self-drawn win has no discarder"),
    (["plain", M2, "--seat-wind", "S", "--discarder", "S"], "the discarder (S) cannot be the winner"),
    (["plain", M2, "--discarder", "E"], "the discarder (E) cannot be the winner"),
    (["plain", M2, "--dealer", "--seat-wind", "W"], "the winner is the dealer (E), but --seat-wind is W"),
    (["plain", M2, "--heavenly", "--seat-wind", "S"], "a heavenly win is the dealer's"),
    (["plain", M2, "--earthly"], "--earthly: that win is a non-dealer's"),
    (["haner32", "rG rA rE rS+rS", "--human", "--dealer", "--discarder", "S"], "--human: in haner32 the dealer draws"),
    (["haner32", "rG rA rE rS+rS", "--human", "--dealer"], "--human: in haner32 the dealer draws"),
    (["mingjiang", "{1111m}456p789s11z22z+2z", "--heavenly"], "--heavenly: a heavenly win comes before any kong"),
    (["haner32", "rG rA rE rS+rS", "--draws-made", "0", "--discarder", "S"], "--draws-made: in haner32 the dealer"),
    (
        ["plain", M2, "--seat-wind", "S", "--earthly", "--discarder", "E"],
        "a self-drawn win has no discarder (--earthly",
    ),
    (["plain", M2, "--seat-wind", "S", "--human", "--self-drawn"], "--human is a win on another player's tile"),
    (["plain", M2, "--seat-wind", "S", "--rob-kong", "--self-drawn"], "--rob-kong is a win on another player's tile"),
    (["plain", M2, "--seat-wind", "S", "--kong-discard", "--self-drawn"], "--kong-discard is a win on another"),
    (["plain", M2, "--seat-wind", "S", "--rob-kong", "--kong-discard", "--discarder", "E"], "cannot both be true"),
    (["plain", M2, "--players", "5"], "plain is played by 2 to 4 players, not 5"),
    (["plain", M2, "--players", "2", "--seat-wind", "W"], "--seat-wind: W is not a seat with 2 players (seats: E, S)"),
    (["plain", M2, "--players", "3", "--discarder", "N"], "--discarder: N is not a seat with 3 players"),
    (["plain", M2, "--players", "three"], "argument --players: not a whole number: 'three'"),
    (["plain", M2, "--wild", "0m"], "--wild: not a tile: '0m'"),
    (["plain", M2, "--wild", "f1"], "--wild: f1 is not a tile of plain's set"),
    (["mcr", M2, "--wild", "rG"], "--wild: rG is not a tile of mcr's set"),
    (["plain", M2, "--own-discard", "zz"], "--own-discard: not a tile: 'zz'"),
    (["mcr", M2, "--preset", "nope"], "mcr has no preset 'nope' (presets: standard)"),
    (["plain", M2, "--preset", "x"], "plain has no preset 'x' (presets: none)"),
    (
        ["mcr", M2, "--option", "nope=1"],
        "mcr has no option 'nope' (options: flowers, mixed_kongs_value, competition_seating)",
    ),
    (["mcr", M2, "--option", "flowers=maybe"], "option flowers: expected true or false, got 'maybe'"),
    (["mcr", M2, "--option", "flowers"], "--option wants KEY=VALUE, got 'flowers'"),
    (["plain", M2, "--extra", "oops"], "--extra wants KEY=VALUE"),
    (["plain", M2, "--kongs", "-1"], "--kongs: expected a whole number from 0 to 1000000, got -1"),
    (["plain", M2, "--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["plain"], "no hand given"),
    (["plain", "   "], "no hand given"),  # blanks were read as a hand of no tiles: "wrong tile count: 0"
    (["plain", " ", " "], "no hand given"),
    ([], "no variant given"),
]


@pytest.mark.parametrize(("argv", "message"), ERRORS, ids=[" ".join(a[:1] + a[2:]) or "none" for a, _ in ERRORS])
def test_errors_are_one_line_with_exit_code_2(capsys, argv: list[str], message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.startswith("mahjong-tui: error: ") and err.endswith("\n")
    assert len(err.splitlines()) == 1, err
    assert message in err, err


def test_unknown_variant_lists_the_known_ids(capsys) -> None:
    _, _, err = run(capsys, "nope", M2)
    known = err.split("(known: ", 1)[1]
    assert "mcr" in known and "plain" in known


def test_errors_with_json_are_errors_too(capsys) -> None:
    code, out, err = run(capsys, "plain", "12m3", "--json")
    assert code == 2 and out == "" and "column 4" in err


# ---- MCR worked examples (mcr.md §9) --------------------------------------------------------


MCR_EXAMPLES = [
    # (example, hand, flags, total, deltas E S W N)
    ("M2", "123456m45p456s88s+6p", ["--seat-wind", "S", "--discarder", "N"], 13, (-8, 37, -8, -21)),
    ("M3", "123456m45p456s88s+6p", ["--seat-wind", "S", "--self-drawn"], 15, (-23, 69, -23, -23)),
    ("M5", "1155m2222p88s557z+7z / f3", ["--seat-wind", "N", "--self-drawn"], 28, (-36, -36, -36, 108)),
    ("M6", "19m19p19s1234567z+1s", ["--seat-wind", "N", "--discarder", "W"], 88, (-8, -8, -96, 112)),
    ("M10", "345678p1z[7777s]^{2222m}+1z", ["--seat-wind", "N", "--kong-replacement"], 15, (-23, -23, -23, 69)),
    ("M11", "45m123p789p567s55z+6m", ["--seat-wind", "S", "--rob-kong", "--discarder", "E"], 11, (-19, 35, -8, -8)),
    ("M12", "1112345678999p+5p", ["--dealer", "--discarder", "W"], 91, (115, -8, -99, -8)),
    ("M14", "234m678p5s666z[111z]^+5s", ["--dealer", "--round-wind", "E", "--discarder", "W"], 13, (37, -8, -21, -8)),
    (
        "M15",
        "123m5p789p123456s+5p",
        ["--seat-wind", "S", "--discarder", "N", "--last-wall-tile"],
        22,
        (-8, 46, -8, -30),
    ),
    ("M18", "46m123p789s22s[666z]<+5m", ["--seat-wind", "S", "--discarder", "W", "--last-tile"], 15, (-8, 39, -23, -8)),
]


@pytest.mark.parametrize(
    ("example", "hand", "flags", "total", "deltas"), MCR_EXAMPLES, ids=[e[0] for e in MCR_EXAMPLES]
)
def test_mcr_worked_examples(capsys, example: str, hand: str, flags: list[str], total: int, deltas: tuple) -> None:
    data = run_json(capsys, "mcr", hand, *flags)
    assert data["legal"] is True, data["reason"]
    assert data["total"] == total
    assert data["deltas"] == dict(zip("ESWN", deltas, strict=True))


def test_mcr_m2_fans_and_text(capsys) -> None:
    data = run_json(capsys, "mcr", "123456m45p456s88s+6p", "--seat-wind", "S", "--discarder", "N")
    assert sorted((f["value"] * f["count"] for f in data["fans"]), reverse=True) == [8, 2, 2, 1]
    code, out, _ = run(capsys, "mcr", "123456m45p456s88s+6p", "--seat-wind", "S", "--discarder", "N")
    assert code == 0 and "total 13 番 fan" in out and "deltas: E -8, S +37, W -8, N -21" in out


def test_mcr_m13_under_the_minimum(capsys) -> None:
    flags = ["--seat-wind", "S", "--discarder", "W"]
    data = run_json(capsys, "mcr", "1234s444z[789s][555s]^+1s", *flags)
    assert (data["total"], data["legal"]) == (7, False)
    assert "8" in data["reason"] and data["payments"] == []
    # flowers do not count toward the 8
    data = run_json(capsys, "mcr", "1234s444z[789s][555s]^+1s / f1 f2", *flags)
    assert (data["total"], data["counted"], data["legal"]) == (9, 7, False)
    code, out, _ = run(capsys, "mcr", "1234s444z[789s][555s]^+1s", *flags)
    assert code == 0 and "not a legal win: " in out


def test_mcr_payments_follow_the_settlement(capsys, monkeypatch) -> None:
    """The payment path for MCR (base 8) with a stand-in score of 13, whatever the fan table holds."""
    from mahjong_tui.scoring.base import FanHit, Score

    mcr = load_variant("mcr")
    monkeypatch.setattr(mcr.evaluator, "score", lambda hand, sit: Score([FanHit("x", "甲", "X", 13)], 13, 13, True))
    data = run_json(capsys, "mcr", "123456m45p456s88s+6p", "--seat-wind", "S", "--discarder", "N")
    assert data["deltas"] == {"E": -8, "S": 37, "W": -8, "N": -21}  # mcr.md §9 M2
    data = run_json(capsys, "mcr", "123456m45p456s88s+6p", "--seat-wind", "S", "--self-drawn")
    assert data["deltas"] == {"E": -21, "S": 63, "W": -21, "N": -21}


def test_a_doubling_fan_is_shown_as_a_factor_not_as_points(capsys) -> None:
    """Hebei's 七巧對 doubles the base: its row read "2 1 2" under "points", as if worth two
    points; the evaluator says how each fan counts, and the row says ×2 (Wuhan's 硬胡 too)."""
    code, out, _ = run(capsys, "hebei", "1133m4477p99s226z+6z", "--discarder", "N")
    assert code == 0 and re.search(r"seven_pairs\s+七巧對\s+Seven pairs\s+×2\s+1\s+×2$", out, re.M), out
    assert "total 10 積分 points: 5 base × 2 Seven pairs = 10" in out
    code, out, _ = run(capsys, "wuhan", "234m456m678m5m[789p]+5m", "--self-drawn", "--wild", "1p")
    assert re.search(r"hard\s+硬胡\s+Hard win\s+×2\s+1\s+×2$", out, re.M), out
    assert re.search(r"small_win\s+\S+\s+Small win\s+1\s+1\s+1$", out, re.M), out


@pytest.mark.parametrize("columns", [60, 80, 100])
def test_a_narrow_console_folds_the_formula_and_the_names_never_cuts_them(capsys, monkeypatch, columns: int) -> None:
    """At 80 columns a chess hand's formula was cut mid-word ("a ta…" / "= 140"), at 60 a fan's
    name ("Self-dra…"): the columns wrap what does not fit, and every word is still there."""
    argv = ["xiangqi56", "bC [rA rA rA] [bH bH bH]+bC", "--dealer", "--discarder", "S", "--streak", "1"]
    how = run_json(capsys, *argv)["payments"][0]["how"]
    monkeypatch.setenv("COLUMNS", str(columns))
    for args in (argv, ["xiangqi32", "rS rS rS rS+rS", "--seat-wind", "W", "--self-drawn", "--ready"]):
        code, out, _ = run(capsys, *args)
        assert code == 0 and "…" not in out, out
        assert all(cell_len(line) <= columns for line in out.splitlines())
    words = run(capsys, *argv)[1].split()
    assert all(word in words for word in how.split()), (how, words)


@pytest.mark.parametrize("columns", [30, 36, 41, 50, 60])
def test_below_the_fan_tables_width_the_names_stack_and_nothing_is_cut(capsys, monkeypatch, columns: int) -> None:
    """Below 42 columns the fan table cut its header ("va…", "wor…"), and below about 60 the
    Chinese and English names lost their columns (one letter wide, or gone): the table the width
    cannot hold puts each fan's names under its id, and every header and name word is shown."""
    argv = ["mcr", M2, "--seat-wind", "S", "--discarder", "N"]
    fans = run_json(capsys, *argv)["fans"]
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, _ = run(capsys, *argv)
    assert code == 0 and "…" not in out, out
    assert all(cell_len(line) <= columns for line in out.splitlines()), out
    words = out.split()
    assert {"value", "times", "worth"} <= set(words), out
    joined = "".join(w for w in words if not w.isdigit())  # a folded name reads whole without the breaks
    for fan in fans:
        assert all(name.replace(" ", "") in joined for name in (fan["id"], fan["zh"], fan["en"])), (fan, out)
        if columns >= 36:  # wide enough for every word: none is broken
            assert all(word in words for word in [fan["id"], *fan["en"].split()]), (fan, out)


def test_the_readme_says_how_json_lines_report_their_errors(capsys, monkeypatch) -> None:
    """The README's paragraph on ``--jsonl`` gives the exit codes the commands return: a bad line
    is answered on stdout with its number and exit code 1, not on stderr with 2 as a bad flag is."""
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    said = " ".join(
        readme.split("`score` and `analyze` also read one JSON request per line")[1].split("\n\n")[0].split()
    )
    code, answers = run_jsonl(capsys, monkeypatch, ['{"variant": "mcr", "hand": "123456m45p456s88s+6p"}', "not json"])
    assert code == 1 and answers[1]["line"] == 2 and "error" in answers[1]
    assert '`{"line": n, "error": …}`' in said and f"exit code {code} when any line" in said
    assert main(["score", "nope", "123m"]) == 2
    assert "on stderr with exit code 2" in said
