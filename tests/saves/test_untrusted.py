"""Save and replay files are untrusted input: a crafted or damaged one names no path, crashes
nothing, is refused in one line naming the file and the key, and is moved aside, never lost.
Each test is a case of issue 15."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.cli.main import main
from mahjong_tui.datadir import aside_dir, data_dir, replays_dir, saves_dir
from mahjong_tui.play.session import resume_session
from mahjong_tui.replay.model import Replay
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.saves.store import GameRecord, SaveError, list_saves, load_record
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.saves import SavesScreen
from mahjong_tui.ui.settings import Settings

from .damage import aside_holds, one_line
from .helpers import good_save, play, recorded_session, write

# ---- saves name no paths ------------------------------------------------------------------------


def _where_the_id_leads_holds_nothing(outside: Path) -> None:
    for folder in (saves_dir(), replays_dir()):
        for name in ("x.json", "x"):
            assert not (folder / ".." / ".." / name).exists() and not (folder / ".." / name).exists()
    assert not outside.exists()


@pytest.mark.parametrize("crafted_id", ["../../x", "../x", "/ABS/x", "sub/x", ""])
def test_a_save_naming_a_path_in_its_id_is_continued_under_its_own_file_name(crafted_id: str, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    doc = good_save() | {"id": crafted_id.replace("/ABS", str(outside))}
    path = write("crafted.json", json.dumps(doc))
    session, out = resume_session(path)
    assert session is not None and out.record is not None and out.record.id == "crafted"
    Recorder.start(session, out.record.preset, out.record.options, out.record)  # as the app does
    play(session, actions=3)
    assert json.loads(path.read_text(encoding="utf-8"))["id"] == "crafted"  # written back to its own file
    assert len(load_record(path).actions) == len(doc["actions"]) + 3
    assert [p.name for p in saves_dir().iterdir()] == ["crafted.json"]
    _where_the_id_leads_holds_nothing(outside)


def test_a_crafted_save_played_to_the_end_removes_its_own_file_and_nothing_else(tmp_path: Path) -> None:
    decoy = write("x.json", "a file the crafted id names", data_dir().parent)
    path = write("crafted.json", json.dumps(good_save() | {"id": "../../x"}))
    session, out = resume_session(path)
    assert session is not None and out.record is not None
    Recorder.start(session, out.record.preset, out.record.options, out.record)
    play(session)  # to the match's end: the save is removed, the replay kept
    assert session.game.over and not path.exists()
    assert decoy.read_text() == "a file the crafted id names"
    assert [p.name for p in replays_dir().iterdir()] == ["crafted.json"]
    assert sorted(p.name for p in data_dir().iterdir()) == ["replays", "saves"]
    decoy.unlink()
    _where_the_id_leads_holds_nothing(tmp_path / "outside")


def test_a_record_whose_id_is_a_path_is_refused_by_the_reader_and_the_recorder(tmp_path: Path) -> None:
    doc = good_save() | {"id": "../../x"}
    with pytest.raises(SaveError, match=r"is damaged \(id: not a plain name: '../../x'\)"):
        GameRecord.from_text(json.dumps(doc), "crafted.json")
    session, _ = recorded_session(seed=3)
    record = GameRecord(variant="plain", seed=3, humans=[True] * 4, names=list("ABCD"), id="../../x")
    with pytest.raises(ValueError, match="plain name"):
        Recorder(session.game, record, tmp_path / "data" / "saves", tmp_path / "data" / "replays")
    assert not (tmp_path / "data").exists() and not (tmp_path / "x.json").exists()


def test_a_new_game_never_takes_the_name_of_a_save_already_there(monkeypatch: pytest.MonkeyPatch) -> None:
    tokens = iter(["taken", "taken", "free"])
    monkeypatch.setattr("time.strftime", lambda _: "T")
    monkeypatch.setattr("secrets.token_hex", lambda _: next(tokens))
    kept = write("Ttaken.json", "kept as it is")
    _, rec = recorded_session(seed=4)
    assert rec.record.id == "Tfree" and kept.read_text() == "kept as it is"


# ---- resume and replay read only the program's own folders ---------------------------------------


def _no_app(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Record what the app would have opened, instead of opening it."""
    opened: list[Any] = []

    def run(app: MahjongApp) -> None:
        opened.append(app.resume)

    monkeypatch.setattr(MahjongApp, "run", run)
    monkeypatch.setattr("mahjong_tui.cli.play_cmd.need_terminal", lambda: None)  # pytest's output is no terminal
    return opened


@pytest.mark.parametrize("command", ["resume", "replay"])
def test_resume_and_replay_refuse_a_file_outside_the_data_folders(
    command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = _no_app(monkeypatch)
    good = json.dumps(good_save())
    elsewhere = tmp_path / "elsewhere.json"
    above = write("above.json", good, data_dir())
    elsewhere.write_text(good, encoding="utf-8")
    for arg in ("/etc/passwd", str(elsewhere), str(saves_dir() / ".." / "above.json"), "../above.json"):
        assert main([command, arg]) == 2
        err = capsys.readouterr().err
        assert (
            err.count("\n") == 1
            and ("is not in the saves folder" in err if command == "resume" else "is not in the replays folder" in err)
            or "no " in err
        ), err
    assert opened == [] and elsewhere.read_text() == good and above.read_text() == good  # not moved
    assert main([command, "no-such-game"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_resume_takes_a_save_by_its_id_or_its_path_in_the_saves_folder(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = _no_app(monkeypatch)
    path = write("mine.json", json.dumps(good_save()))
    assert main(["resume", "mine"]) == 0
    assert main(["resume", str(path)]) == 0
    assert opened == [path, path]


def test_a_link_in_the_saves_folder_to_a_file_elsewhere_is_never_read(tmp_path: Path) -> None:
    target = tmp_path / "secret.json"
    target.write_text(json.dumps(good_save()), encoding="utf-8")
    saves_dir().mkdir(parents=True, exist_ok=True)
    link = saves_dir() / "link.json"
    link.symlink_to(target)
    saves, problems = list_saves()
    assert saves == [] and len(problems) == 1 and "link.json is not a file" in str(problems[0])
    assert target.is_file() and not link.is_symlink()  # the link was moved aside, its target untouched


# ---- crafted and deep saves: one line, moved aside ------------------------------------------------


def test_a_save_nested_5000_deep_is_moved_aside_by_resume_list(capsys: pytest.CaptureFixture[str]) -> None:
    deep = '{"format":"mahjong-tui/game","version":1,"names":' + "[" * 5000 + "]" * 5000 + "}"
    write("deep.json", deep)
    write("deeper.json", "[" * 5000)
    assert main(["resume", "--list"]) == 0
    out = capsys.readouterr().out
    assert "deep.json is damaged (nested more than 16 deep); it was moved to" in out
    assert "deeper.json is damaged" in out and "No saved games." in out
    assert aside_holds(deep.encode()) and aside_holds(b"[" * 5000)


async def test_the_resume_screen_shows_a_deep_save_as_moved_aside() -> None:
    deep = "[" * 5000 + "]" * 5000
    write("deep.json", deep)
    good = write("good.json", json.dumps(good_save()))
    app = MahjongApp(Settings(pace=0.0), resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SavesScreen)
        assert [s.path for s in screen.saves] == [good]
        assert len(screen.problems) == 1 and "deep.json is damaged" in screen.problems[0]
    assert aside_holds(deep.encode())


CRAFTED = [
    ('"seat":[0]', "actions[1].seat: not a seat number: [0]"),
    ('"seat":Infinity', "actions[1].seat: Infinity is not a number JSON allows"),
    ('"seat":-Infinity', "actions[1].seat: -Infinity is not a number JSON allows"),
    ('"seat":1e400', "actions[1].seat: '1e400' is too large a number"),
    pytest.param('"seat":' + "9" * 100, "actions[1].seat: a number of 100 characters", id="seat-100-digits"),
    ('"tile":"\\ud800"', "actions[1].tile: not valid text (a lone surrogate)"),
    ('"seat":7', "actions[1].seat: no seat 7 among 4 players"),
    ('"tiles":5', "actions[1].tiles: not a list of tiles: 5"),
    ('"tiles":["zz"]', "actions[1].tiles: not a tile: 'zz'"),
    ('"tile":5', "actions[1].tile: not a tile: 5"),
    ('"ready":"yes"', "actions[1].ready: not true or false: 'yes'"),
    ('"choice":{}', "actions[1].choice: not a choice: {}"),
    ('"hack":1', "actions[1]: 'hack': no such key of an action"),
    ('"type":"nosuch"', "actions[1].type: no action 'nosuch'"),
]


def _crafted(change: str) -> str:
    doc = good_save()
    text = json.dumps(doc, separators=(",", ":"))
    first = json.dumps(doc["actions"][1], separators=(",", ":"))
    key = change.split(":")[0][1:-1]
    action = dict(doc["actions"][1])
    action.pop(key, None)
    crafted = json.dumps(action, separators=(",", ":"))[:-1] + "," + change + "}"
    return text.replace(first, crafted, 1)


@pytest.mark.parametrize("change,why", CRAFTED)
@pytest.mark.parametrize("command", ["resume", "replay"])
def test_crafted_actions_are_refused_in_one_line_and_moved_aside(
    command: str, change: str, why: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = _no_app(monkeypatch)
    text = _crafted(change)
    folder = saves_dir() if command == "resume" else replays_dir()
    path = write("crafted.json", text, folder)
    assert main([command, "crafted"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "crafted.json is damaged (" in err and why in err, err
    assert "moved to" in err and not path.exists() and aside_holds(text.encode(), folder / "unreadable")
    assert main([command, "crafted"]) == 2  # gone from the folder: a later try is a plain "no such"
    assert "no " in capsys.readouterr().err and opened == []


@pytest.mark.parametrize("change,why", CRAFTED[:3])
def test_crafted_actions_from_the_menu_and_in_a_record_are_refused(change: str, why: str) -> None:
    text = _crafted(change)
    path = write("crafted.json", text)
    _, out = resume_session(path)
    one_line(str(out.error), "crafted.json")
    assert why in str(out.error) and aside_holds(text.encode())
    record = GameRecord.from_text(json.dumps(good_save()))
    record.actions[1] = {"type": "discard", "seat": [0], "tiles": 5}  # made in code, not read
    with pytest.raises(SaveError, match=r"move 2 of the game is damaged \(seat: not a seat number: \[0\]\)"):
        Replay(record)


# ---- versions --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "version,message",
    [
        ('"1"', "is damaged (version: not a format number: '1' (this mahjong-tui reads 1))"),
        ("1.0", "is damaged (version: not a format number: 1.0"),
        ("true", "is damaged (version: not a format number: True"),
        ("0", "is damaged (version: not a format number: 0"),
        ("null", "is damaged (version: not a format number: None"),
        ("2", "was written by a newer mahjong-tui (format 2); this one reads 1"),
    ],
)
def test_save_version_messages_say_what_is_wrong(version: str, message: str) -> None:
    text = json.dumps(good_save()).replace('"version": 1', f'"version": {version}')
    with pytest.raises(SaveError) as e:
        GameRecord.from_text(text, "v.json")
    assert str(e.value).startswith("v.json ") and message in str(e.value)
    assert "format 1; this one reads 1" not in str(e.value)


# ---- every key of a save is checked -------------------------------------------------------------


@pytest.mark.parametrize(
    "key,value,why",
    [
        ("names", ["A", "B"], "names: not a list of 4"),
        ("names", ["A", "B", "C", "\x1b[2J"], "names[3]: not a short line of text"),
        ("humans", [1, 0, 0, 0], "humans[0]: not true or false: 1"),
        ("humans", [], "humans: not a list of 1 to 8"),
        ("seed", "7", "seed: a seed is a whole number from"),
        ("seed", True, "seed: a seed is a whole number from"),
        ("variant", ["plain"], "variant: not a short line of text"),
        ("options", {"x": [1]}, "options.x: not an option's value: [1]"),
        ("options", [], "options: not an object of options"),
        ("summary", {"scores": 5}, "summary.scores: not a list of 0 to 8: 5"),
        ("summary", {"hand_no": -1}, "summary.hand_no: not a count: -1"),
        # a number made huge: shown in the lists of saves as it was ("hand 100000000000000000000000")
        ("summary", {"hand_no": 10**23}, "summary.hand_no: not a count: 100000000000000000000000"),
        ("summary", {"scores": [1e300, 0, 0, 0]}, "summary.scores[0]: not a score: 1e+300"),
        ("check", {"events": 10**23, "digest": "0" * 64}, "check.events: not a count"),
        ("hands", [{"hand_no": 10**23, "events": []}], "hands[0].hand_no: not a count"),
        ("check", {"events": 1, "digest": "x"}, "check.digest: not a sha256 digest: 'x'"),
        ("kind", "other", "kind: not 'save' or 'replay': 'other'"),
        ("hands", [5], "hands[0]: not an object: 5"),
        ("hands", [{"events": 3}], "hands[0].events: not a list of 0 to"),
        ("actions", None, "actions: not a list of 0 to 100000: None"),
        ("actions", ..., "actions: missing"),
        ("humans", ..., "humans: missing"),
        pytest.param("created", "x" * 500, "created: not a short line of text", id="created-too-long"),
    ],
)
def test_every_key_is_checked_and_named(key: str, value: Any, why: str) -> None:
    doc = good_save() | {key: value}
    if value is ...:
        del doc[key]
    write("k.json", json.dumps(doc))
    saves, problems = list_saves()
    assert saves == [] and len(problems) == 1
    one_line(str(problems[0]), "k.json")
    assert f"k.json is damaged ({why}" in str(problems[0])
    assert aside_holds(json.dumps(doc).encode())


def test_a_good_save_with_every_optional_key_left_out_still_reads() -> None:
    doc = good_save()
    for key in ("id", "created", "updated", "kind", "check", "summary", "preset", "options"):
        doc.pop(key)
    path = write("lean.json", json.dumps(doc))
    session, out = resume_session(path)
    assert session is not None and out.record is not None and out.record.id == "lean"


def test_a_file_that_is_not_utf8_or_too_large_is_moved_aside(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("mahjong_tui.saves.store.MAX_FILE_BYTES", 1000)
    big = write("big.json", json.dumps(good_save() | {"preset": "", "pad": "x" * 2000}))
    data = big.read_bytes()
    (saves_dir() / "latin.json").write_bytes(b'{"format":"mahjong-tui/game","names":["Jos\xe9"]}')
    saves, problems = list_saves()
    text = "\n".join(map(str, problems))
    assert saves == [] and "big.json is damaged (larger than 1000 bytes)" in text
    assert "latin.json is damaged (not UTF-8 text (byte " in text
    assert aside_holds(data) and not list(saves_dir().glob("*.json"))
    assert sorted(p.name.split(".json")[0] for p in aside_dir().iterdir()) == ["big", "latin"]
