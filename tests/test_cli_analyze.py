"""``mahjong-tui analyze``: human output with aligned CJK names, JSON, JSONL, one-line errors."""

from __future__ import annotations

import io
import json
import re
import sys

import pytest
from rich.cells import cell_len

from mahjong_tui.cli.main import main


def run(capsys, *argv: str) -> tuple[int, str, str]:  # noqa: ANN001
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def run_jsonl(capsys, monkeypatch, text: str, *argv: str) -> tuple[int, list[dict]]:  # noqa: ANN001
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code, out, err = run(capsys, "analyze", "--jsonl", *argv)
    assert err == ""
    return code, [json.loads(line) for line in out.splitlines()]


def test_waiting_hand_human_output(capsys) -> None:
    code, out, err = run(capsys, "analyze", "mcr", "123m456p789s1122z")
    assert code == 0 and err == ""
    assert "國標麻將" in out
    assert "123m456p789s1122z" in out and "13 tiles, a waiting hand" in out
    assert "shanten  0" in out
    assert "waits: 2 kinds, 4 tiles unseen" in out
    rows = [line for line in out.splitlines() if re.match(r"^[12]z ", line)]
    assert len(rows) == 2 and "東" in rows[0] and "南" in rows[1]
    # the unseen column lines up whatever the width of the names
    assert len({cell_len(r) for r in rows}) == 1


def test_discard_hand_human_output_aligns_cjk_columns(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "11122239m456p789s", "--visible", "9m9m3m")
    assert code == 0
    lines = out.splitlines()
    best = [line for line in lines if line.startswith("*   ")]
    assert [line.split()[1] for line in best] == ["9m", "3m"]
    # one 3m seen in a river; 3m wins only self-drawn (8 fan with 不求人), 4m never (under 8 fan)
    assert "1m×1 2m×1 3m×2(self) 4m×4(no)" in best[0]
    assert "after 9m: 4m  on a discard: 4 fan: under the minimum of 8" in out
    rows = [line for line in lines if re.match(r"^[* ]   \d[mps] ", line)]
    assert len(rows) == 10
    # the shanten column ends at the same screen column on every row (CJK names are double width)
    ends = set()
    for r in rows:
        m = re.match(r"^[* ]\s+\S+\s+\S+\s+-?\d+", r)  # mark, tile, 中文, shanten
        assert m
        ends.add(cell_len(m.group(0)))
    assert len(ends) == 1


def test_complete_hand(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "123m456p789s1115z+5z")
    assert code == 0
    assert "complete  yes: standard" in out
    assert "-1 (complete)" in out


def test_json_output(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "147m258p369s1234z", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["variant"] == "mcr" and d["form"] == "waiting" and d["shanten"] == 0
    assert [w["tile"] for w in d["waits"]] == ["5z", "6z", "7z"]
    assert {k: d["waits"][0][k] for k in ("tile", "zh", "en", "unseen")} == {
        "tile": "5z",
        "zh": "白",
        "en": "White",
        "unseen": 4,
    }
    assert d["waits"][0]["on_discard"] and d["waits"][0]["self_drawn"] and d["waits"][0]["why_not"] is None
    assert d["shapes"]["knitted"] == 0


def test_wild_flag(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "beijing", "123m456p789s2z3z3z9p", "--wild", "9p", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["wild"] == ["9p"] and d["shanten"] == 0
    assert [w["tile"] for w in d["waits"]] == ["9p", "2z", "3z"]
    # as score: nobody wins on a discarded wild
    assert [(w["on_discard"], w["self_drawn"]) for w in d["waits"]] == [(False, True), (True, True), (True, True)]
    code, out, err = run(capsys, "analyze", "plain", "123m456p789s2z3z3z9p", "--wild", "9p")
    assert code == 2 and "--wild: plain has no wild tiles" in err


def test_hand_words_are_joined(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "123m", "456p", "789s", "1122z", "--json")
    assert code == 0 and json.loads(out)["hand"] == "123m456p789s1122z"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["analyze", "nope", "123m"], "unknown variant 'nope'"),
        (["analyze", "mcr", "12m3"], "column 4: digits without a suit letter"),
        (["analyze", "mcr", "123m456p"], "wrong tile count"),
        (["analyze", "mcr"], "no hand given"),
        (["analyze", "mcr", "   "], "no hand given"),  # not "wrong tile count: 0"
        (["analyze"], "no variant given"),
        (["analyze", "mcr", "123m456p789s1122z", "--wild", "9x"], "wild: not a tile: '9x'"),
        (["analyze", "mcr", "123m456p789s1122z", "--visible", "9x"], "visible '9x', column"),
        (["analyze", "mcr", "11122239m456p789s", "--visible", "1m1m"], "1m: 2 seen and 3 in the hand, more than"),
        (["analyze", "mcr", "123m456p789s1122z / f1", "--visible", "/ f1"], "f1: 1 seen and 1 in the hand, more than"),
        (["analyze", "mcr", "123m456p789s1122z", "--json", "--jsonl"], "not allowed with"),
        (["analyze", "mcr", "123m456p789s1122z", "--bogus"], "unrecognized arguments"),
        (["analyze", "mcr", "123m456p789s1122z", "--preset", "zzz"], "no preset 'zzz'"),
    ],
)
def test_errors_are_one_line_with_exit_2(capsys, argv: list[str], message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("mahjong-tui: error: ")
    assert message in err


def test_jsonl_keeps_going_after_bad_lines(capsys, monkeypatch) -> None:
    text = (
        "\n".join(
            [
                '{"variant": "mcr", "hand": "19m19p19s1234567z", "id": 7}',
                "not json",
                '{"variant": "mcr", "hand": "1m"}',
                "",
                '{"variant": "nope", "hand": "1m"}',
                '{"variant": "mcr", "hand": "123m456p789s1122z", "visible": "1z", "bogus": 1}',
                '{"variant": "beijing", "hand": "123m456p789s2z3z3z9p", "wild": ["9p"], "seen": "9p"}',
            ]
        )
        + "\n"
    )
    code, results = run_jsonl(capsys, monkeypatch, text)
    assert code == 1  # some lines were errors
    assert len(results) == 6
    assert results[0]["id"] == 7 and len(results[0]["waits"]) == 13
    assert results[1]["line"] == 2 and "not valid JSON" in results[1]["error"]
    assert results[2]["line"] == 3 and "wrong tile count" in results[2]["error"]
    assert results[3]["line"] == 5 and "unknown variant" in results[3]["error"]
    assert results[4]["line"] == 6 and "unknown key 'bogus'" in results[4]["error"]
    assert results[5]["wild"] == ["9p"] and results[5]["shanten"] == 0
    assert results[5]["waits"][0]["unseen"] == 2


def test_jsonl_all_good_exits_0_and_flags_are_defaults(capsys, monkeypatch) -> None:
    code, results = run_jsonl(capsys, monkeypatch, '{"hand": "123m456p789s1122z"}\n', "mcr")
    assert code == 0
    assert results[0]["variant"] == "mcr" and [w["tile"] for w in results[0]["waits"]] == ["1z", "2z"]


def test_jsonl_refuses_a_hand_on_the_command_line(capsys, monkeypatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code, _, err = run(capsys, "analyze", "--jsonl", "mcr", "123m456p789s1122z")
    assert code == 2 and "give no hand" in err


# ---- the judge's advice (issue 14) ---------------------------------------------------------------


def _rows(out: str) -> list[list[str]]:
    return [line.split() for line in out.splitlines() if re.match(r"^[*x ]   \d[mpsz] ", line)]


def test_mcr_after_ponging_white_the_winning_discards_rank_first(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "66p567s[234p][666z][555z]")
    assert code == 0
    assert [r[1] for r in _rows(out)] == ["6s", "6p", "5s", "7s"]
    assert "5s×3(self) 8s×4(self)" in out
    assert "after 5s: 5s 8s  on a discard: 7 fan: under the minimum of 8" in out
    code, out, _ = run(capsys, "analyze", "mcr", "66p567s[234p][666z][555z]", "--visible", "6s6s")
    assert [r[1] for r in _rows(out)][0] == "6p"


def test_mcr_waits_worth_too_little_say_why(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "234m456p678s5566z")
    assert code == 0
    assert "waits: 2 kinds, 4 tiles unseen, 0 of them win" in out
    assert "5z 6z  on a discard: 4 fan: under the minimum of 8" in out
    assert "self-drawn: 6 fan: under the minimum of 8" in out
    code, out, _ = run(capsys, "analyze", "mcr", "234m456p678s5566z", "--json")
    d = json.loads(out)
    assert d["winning_unseen"] == 0
    assert d["waits"][0]["why_not"] == {
        "discard": "4 fan: under the minimum of 8",
        "self_draw": "6 fan: under the minimum of 8",
    }


def test_sichuan_counts_no_tile_that_keeps_three_suits(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "sichuan", "1123466m23499p24s", "--json")
    assert code == 0
    d = json.loads(out)
    assert [x["tile"] for x in d["discards"] if x["best"]] == ["2s", "4s"]
    for x in d["discards"]:
        assert "3s" not in [tc["tile"] for tc in x.get("acceptance", [])]
    one = next(x for x in d["discards"] if x["tile"] == "1m")
    assert (one["shape_shanten"], one["shanten"]) == (1, 2)


def test_sichuan_the_declared_void_goes_first(capsys) -> None:
    code, out, _ = run(
        capsys, "analyze", "sichuan", "1123466m23499p24s", "--option", "declare_void=true", "--void", "s"
    )
    assert code == 0
    rows = _rows(out)
    assert [r[1] for r in rows if r[0] == "*"] == ["2s", "4s"]
    assert all(r[0] == "x" for r in rows[2:])
    assert "x 1m 一萬 2 not allowed: tiles of the void suit (bamboo) go first" in " ".join(out.split())
    code, _, err = run(capsys, "analyze", "sichuan", "1123466m23499p24s", "--void", "s")
    assert code == 2 and "--void: sichuan (normal) declares no void suit" in err


def test_wuhan_lists_the_red_dragon_and_the_wild_as_laid_aside_only(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "wuhan", "236777p145s145z7z2m", "--indicator", "1m", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["wild"] == ["2m"]
    refused = {x["tile"]: x["refused"] for x in d["discards"] if not x["allowed"]}
    assert refused == {
        "7z": "7z may not be discarded, only laid aside",
        "2m": "2m may not be discarded, only laid aside",
    }
    assert all(x["allowed"] for x in d["discards"] if x["best"])


def test_the_situation_keys_are_those_of_score(capsys) -> None:
    # a finished hand: the verdict is score's, whatever the facts say
    argv = ["mcr", "1234s444z[789s][555s]^+1s", "--seat-wind", "S", "--discarder", "W", "--json"]
    _, out, _ = run(capsys, "score", *argv)
    s = json.loads(out)
    _, out, _ = run(capsys, "analyze", *argv)
    a = json.loads(out)
    verdict = a["verdict"]
    assert (verdict["legal"], verdict["total"], verdict["reason"]) == (s["legal"], s["total"], s["reason"])
    # the seat and round wind reach the judge of every wait
    _, out, _ = run(capsys, "analyze", "mcr", "123m456p789s1122z", "--seat-wind", "S", "--round-wind", "S", "--json")
    assert [w["value"] for w in json.loads(out)["waits"]] == [13, 16]
    # and JSON lines take the same keys
    import io as _io
    import sys as _sys

    old = _sys.stdin
    _sys.stdin = _io.StringIO('{"variant": "mcr", "hand": "123m456p789s1122z", "seat_wind": "S", "round_wind": "S"}\n')
    try:
        code, out, _ = run(capsys, "analyze", "--jsonl")
    finally:
        _sys.stdin = old
    assert code == 0 and [w["value"] for w in json.loads(out)["waits"]] == [13, 16]


def test_help_documents_the_situation_keys(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["analyze", "--help"])
    out = capsys.readouterr().out
    for flag in (
        "--seat-wind",
        "--round-wind",
        "--wild",
        "--indicator",
        "--melds",
        "--void",
        "--pass-ban",
        "--visible",
        "--jsonl",
        "--self-drawn",
    ):
        assert flag in out
    assert "same keys as `score`" in out


def test_one_wait_reads_in_the_singular(capsys) -> None:
    """ "1 kinds" had been printed for a single wait."""
    code, out, err = run(capsys, "analyze", "mcr", "123m456p789s1112z")
    assert code == 0 and "waits: 1 kind, 3 tiles unseen, 3 of them win" in out


def test_a_wait_on_a_kind_held_in_full_is_no_win(capsys) -> None:
    """xiangqi32 §9 X32-8 ("bA bE rG bG is not ready": its one wait, a second 將, does not
    exist) and sichuan.md §6.5 (a kind held four times is no wait): analyze says why the wait
    cannot win instead of counting it a win, as the table's ready check and 查大叫 do."""
    code, out, _ = run(capsys, "analyze", "xiangqi32", "bA bE rG bG", "--json")
    assert code == 0
    (wait,) = json.loads(out)["waits"]
    assert wait["tile"] == "bG" and not wait["on_discard"] and not wait["self_drawn"] and wait["value"] is None
    assert wait["why_not"] == {"any": "you hold every copy of it: none can come"}
    code, out, _ = run(capsys, "analyze", "sichuan", "1112345678999m", "--json")
    assert all(w["why_not"] is None for w in json.loads(out)["waits"])  # three 1m and three 9m: both still come
    code, out, _ = run(capsys, "analyze", "sichuan", "1111m456m789p999p")
    assert "waits: 1 kind, 0 tiles unseen, 0 of them win" in out
    assert "1m  you hold every copy of it: none can come" in out


def test_a_hand_waiting_only_on_kinds_it_holds_in_full_is_not_called_ready(capsys) -> None:
    """X32-8 again: the header had said "shanten 0 (ready: one tile from complete)" above waits
    that cannot come; it says what the judge says, as the table's ready check does."""
    code, out, _ = run(capsys, "analyze", "xiangqi32", "bA bE rG bG")
    assert code == 0 and "ready: one tile" not in out
    said = " ".join(out.split())  # the header may wrap
    assert "shanten 1 (one tile from ready) in shape 0, but not ready: it holds every copy of each kind it" in said
    code, out, _ = run(capsys, "analyze", "xiangqi32", "bA bE rG bG", "--json")
    assert json.loads(out)["ready"] is False
    code, out, _ = run(capsys, "analyze", "sichuan", "1111m456m789p999p", "--json")
    assert json.loads(out)["ready"] is False
    code, out, _ = run(capsys, "analyze", "mcr", "123m456p789s1122z", "--json")
    assert json.loads(out)["ready"] is True


def test_an_own_discard_counts_as_seen_once_however_it_is_told(capsys) -> None:
    """``--own-discard 3m``: that 3m lies in the river, so 3 are unseen, not 4; listed in
    ``--visible`` as well it is still one copy, not two."""

    def unseen_3m(*flags: str) -> int:
        code, out, err = run(capsys, "analyze", "mcr", "124m456p789s1122z", *flags, "--json")
        assert code == 0, err
        return {a["tile"]: a["unseen"] for a in json.loads(out)["acceptance"]}["3m"]

    assert unseen_3m() == 4
    assert unseen_3m("--own-discard", "3m") == 3
    assert unseen_3m("--own-discard", "3m", "--visible", "3m") == 3
    assert unseen_3m("--own-discard", "3m", "--visible", "3m3m") == 2


def test_a_hand_waiting_only_on_kinds_it_holds_in_full_is_one_tile_from_ready(capsys) -> None:
    """X32-8 (xiangqi32.md): the text said not ready while the JSON's winnable_shanten said 0. The
    hand must change a tile first: 1, and the kinds that bring a wait that can come are its
    acceptance (drawn rS, it keeps bG bA bE and waits on rS, of which four are left)."""
    code, out, _ = run(capsys, "analyze", "xiangqi32", "bA bE rG bG", "--json")
    r = json.loads(out)
    assert code == 0 and (r["shanten"], r["winnable_shanten"], r["ready"]) == (0, 1, False)
    got = {a["tile"] for a in r["acceptance"]}
    assert "rS" in got and not got & {"rG", "bG", "bA", "bE"}  # bA or bE drawn: a wait on a kind held in full
    code, out, _ = run(capsys, "analyze", "xiangqi32", "bA bE rG bG")
    assert "shanten   1 (one tile from ready)\n" in out and "acceptance (tiles that bring a win closer)" in out
    code, out, _ = run(capsys, "analyze", "mcr", "123m456p789s1122z", "--json")
    assert json.loads(out)["winnable_shanten"] == 0  # a ready hand stays 0


def test_a_hand_no_tile_can_ready_is_two_from_ready_at_least(capsys) -> None:
    """xiangqi32's rR rR rH rH is one piece from ready in shape, but each piece that would ready
    it (a third chariot or horse, or one waited on beside them) is one it holds both copies of:
    nothing brings it closer. It read shanten 1, and in rR rR rH rH rC the discard leaving it,
    rC, kept the star beside rR and rH (26 pieces that help each) with none that helps."""
    code, out, _ = run(capsys, "analyze", "xiangqi32", "rR rR rH rH", "--json")
    r = json.loads(out)
    assert code == 0 and (r["shanten"], r["winnable_shanten"], r["helpers_held"]) == (1, 2, True)
    assert r["acceptance"] == []
    code, out, _ = run(capsys, "analyze", "xiangqi32", "rR rR rH rH rC", "--json")
    rows = {d["tile"]: (d["shanten"], d["best"], d["helpers_held"]) for d in json.loads(out)["discards"]}
    assert rows == {"rR": (1, True, False), "rH": (1, True, False), "rC": (2, False, True)}
    code, out, _ = run(capsys, "analyze", "xiangqi32", "rR rR rH rH rC")
    assert [line.split()[1] for line in out.splitlines() if re.match(r"^\*   [rb]\w ", line)] == ["rR", "rH"]
    said = " ".join(out.split())
    assert "shanten 2 (at least): no tile that can still come readies the hand it leaves" in said
    code, out, _ = run(capsys, "analyze", "xiangqi32", "rR rR rH rH")
    said = " ".join(out.split())
    assert "shanten 2 (2 tiles from ready) in shape 1, but no tile that can still come readies it" in said


def test_a_discard_leaving_waits_only_on_kinds_held_in_full_is_not_called_ready(capsys) -> None:
    """xiangqi32's rR rR rH rH rC: thrown, rR or rH leaves a hand waiting only on a kind it then
    holds in full (there are two of each), so no discard makes it ready; the header said "0
    (ready after the right discard)", the JSON's winnable_shanten 0 and both discards 0."""
    code, out, _ = run(capsys, "analyze", "xiangqi32", "rR rR rH rH rC", "--json")
    r = json.loads(out)
    assert code == 0 and (r["shanten"], r["winnable_shanten"]) == (0, 1)
    assert {d["tile"]: (d["shape_shanten"], d["shanten"]) for d in r["discards"]} == {
        "rR": (0, 1),
        "rH": (0, 1),
        "rC": (1, 2),
    }
    code, out, _ = run(capsys, "analyze", "xiangqi32", "rR rR rH rH rC")
    said = " ".join(out.split())
    assert "ready after the right discard" not in said and "shanten 1 (one tile from ready)" in said
    assert "shape 0 but shanten 1: the hand it leaves waits only on kinds it holds every copy of" in said
    code, out, _ = run(capsys, "analyze", "sichuan", "1111m456m789p999p5p")
    assert [r[1] for r in _rows(out) if r[0] == "*"] == ["1m"]  # 5p had been marked * beside it
    assert "shanten 0 (ready after the right discard)" in " ".join(out.split())


def test_the_shanten_shown_is_the_one_a_win_needs(capsys) -> None:
    """Wuhan's 紅中 never forms a set or a pair: 123m456p789s11z77z is 2 from ready, as its "to a
    win" row said under a header of "shanten 0" (and the JSON said ready). The header gives what
    a win needs; what the shapes alone would need comes after it. With a tile to discard, the 1
    comes from laying 紅中 aside: every discard allowed leaves 2, which the header now says too
    (it read 1 above a table of 2s)."""
    code, out, _ = run(capsys, "analyze", "wuhan", "123m456p789s11z77z")
    said = " ".join(out.split())
    assert code == 0 and "shanten 2 (2 tiles from ready) in shape 0 (ready: one tile from complete); " in said
    assert "the rules limit the kinds a winning hand holds" in said and "shanten 0" not in said
    code, out, _ = run(capsys, "analyze", "wuhan", "123m456p789s11z77z", "--json")
    r = json.loads(out)
    assert (r["shanten"], r["winnable_shanten"], r["ready"]) == (0, 2, False)
    code, out, _ = run(capsys, "analyze", "wuhan", "1235m456p789s1177z")
    said = " ".join(out.split())
    assert "shanten 1 (one tile from ready) in shape 0 (ready after the right discard)" in said
    assert "discarding 2 at best after a discard the rules allow; the 1 needs a tile they refuse (x)" in said
    code, out, _ = run(capsys, "analyze", "mcr", "123m456p789s1122z")
    assert "in shape" not in out and "discarding" not in out and "shanten  0 (ready: one tile from complete)" in out


@pytest.mark.parametrize("columns", [60, 70, 80])
@pytest.mark.parametrize("hand", ["123456m45p456s88s6p", "123456m45p456s88s"])
def test_a_narrow_console_folds_the_tables_and_never_cuts_a_header_or_a_cell(
    capsys,  # noqa: ANN001
    monkeypatch,  # noqa: ANN001
    columns: int,
    hand: str,
) -> None:
    """At 60 columns the discard table's header read "(tile×unsee…" and a waiting hand's table
    lost its "value" column: what does not fit folds, the headers and the figures stay whole."""
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, _ = run(capsys, "analyze", "mcr", hand)
    assert code == 0 and "…" not in out, out
    assert all(cell_len(line) <= columns for line in out.splitlines()), out
    assert not any(word in (")", "(", "…)") for word in out.split()), out  # no bracket folded off its word
    words = set(out.split())
    assert {"shanten", "kinds", "unseen"} <= words or {"unseen", "wins", "value"} <= words, out


@pytest.mark.parametrize("columns", [30, 36, 44, 50])
@pytest.mark.parametrize("hand", ["123456m45p456s88s6p", "123456m45p456s88s"])
def test_below_the_tables_width_the_names_and_waits_stack_and_nothing_is_cut(
    capsys,  # noqa: ANN001
    monkeypatch,  # noqa: ANN001
    columns: int,
    hand: str,
) -> None:
    """Below about 56 columns the discard table's "wins / accepts" column was two cells wide
    ("1m" / "×3" / "(s" / "el" / "f)") and a waiting hand's table cut its headers ("t…",
    "uns…") and names: the table the width cannot hold puts the names, and a discard's waits,
    under the tile, and every header, name and wait is shown whole."""
    from mahjong_tui.cli.analyze_cmd import _counts

    code, out, _ = run(capsys, "analyze", "mcr", hand, "--json")
    result = json.loads(out)
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, _ = run(capsys, "analyze", "mcr", hand)
    assert code == 0 and "…" not in out, out
    assert all(cell_len(line) <= columns for line in out.splitlines()), out
    words = out.split()
    joined = "".join(words)  # a word folded at the narrowest width reads whole without the breaks
    if result["form"] == "discard":
        assert {"shanten", "kinds", "unseen"} <= set(words), out
        shown = [
            [d["tile"], d["zh"], *_counts(d.get("waits", d.get("acceptance")) or []).split()]
            for d in result["discards"]
        ]
    else:
        assert {"tile", "unseen", "wins", "value"} <= set(words), out
        shown = [[w["tile"], w["zh"], *w["en"].split()] for w in result["waits"]]
    for names in shown:
        assert all(name in joined for name in names), (names, out)
        if columns >= 36:  # wide enough for every word: none is broken
            assert all(name in words for name in names), (names, out)
