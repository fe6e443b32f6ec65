"""Replays: the kept event log rebuilds the game; stepping both ways; the replay screen."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.cli.main import main
from mahjong_tui.datadir import data_dir, replays_dir
from mahjong_tui.net.table_saves import table_replays_dir
from mahjong_tui.replay.app import ReplayApp
from mahjong_tui.replay.model import Replay
from mahjong_tui.replay.screen import ReplayScreen

from .helpers import play, recorded_session


def _replay_file() -> tuple[Path, object]:
    session, rec = recorded_session(seed=6)
    play(session, hands=2)
    return replays_dir() / f"{rec.record.id}.json", session


def test_stepping_forwards_and_backwards_gives_the_same_views() -> None:
    path, session = _replay_file()
    r = Replay.load(path)
    assert r.matches and len(r.hand_steps) >= 2
    at_end = r.view()
    r.goto(0)
    first = r.view()
    assert all(s.hand is not None for s in first.seats)  # every hand open
    seen = []
    for k in range(0, r.last + 1):
        r.goto(k)
        seen.append(r.view())
    for k in (r.last, 100, 65, 64, 63, 3, 0):
        r.goto(k)
        assert r.view() == seen[min(k, r.last)]
    assert seen[-1] == at_end
    r.goto(0)
    r.goto_hand(1)
    assert r.step == r.hand_steps[1]


def test_the_next_hand_from_the_last_hand_goes_to_its_end_not_back_to_its_start() -> None:
    path, _ = _replay_file()
    r = Replay.load(path)
    r.goto(r.hand_steps[-1] + 2)
    r.goto_hand(1)
    assert r.step == r.last
    r.goto_hand(1)
    assert r.step == r.last
    r.goto_hand(-1)
    assert r.step == r.hand_steps[-1]


async def opens_at(app: ReplayApp, step: int) -> None:
    """The viewer ``app`` opens at ``step``, and → goes on to the next."""
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.replay.step == step
        await pilot.press("right")
        assert screen.replay.step == step + 1


async def test_the_replay_screen_opens_at_the_first_step() -> None:
    """The viewer starts where the game started: → steps forward, and the end is not shown first."""
    path, _ = _replay_file()
    await opens_at(ReplayApp(Replay.load(path)), 0)


async def test_replay_step_opens_the_viewer_at_that_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """``mahjong-tui replay ID --step N`` opens at step N: the screen's own start at step 0 had
    undone the command's ``goto`` before anything was drawn, so ``--step`` did nothing."""
    path, _ = _replay_file()
    opened: list[ReplayApp] = []
    monkeypatch.setattr("mahjong_tui.cli.play_cmd.need_terminal", lambda: None)
    monkeypatch.setattr(ReplayApp, "run", lambda self, *a, **k: opened.append(self))
    assert main(["replay", path.stem, "--step", "5"]) == 0
    await opens_at(opened[0], 5)


def test_replay_help_says_where_the_viewer_opens(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["replay", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "start at this step (default: the first)" in said


async def test_the_replay_screen_steps_with_the_keys() -> None:
    path, _ = _replay_file()
    app = ReplayApp(Replay.load(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        last = screen.replay.last
        await pilot.press("home")
        assert screen.replay.step == 0
        await pilot.press("right", "right", "right")
        assert screen.replay.step == 3
        await pilot.press("left")
        assert screen.replay.step == 2
        await pilot.press("end")
        assert screen.replay.step == last
        await pilot.press("q")


def test_a_replay_of_one_hand_is_listed_in_the_singular(capsys: pytest.CaptureFixture[str]) -> None:
    session, rec = recorded_session(seed=6)
    play(session, hands=1)
    assert main(["replay", "--list"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith(rec.record.id))
    assert "  1 hand  " in line, line


def test_the_replay_command_lists_and_rejects_bad_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _replay_file()
    assert main(["replay", "--list"]) == 0
    assert "2 hands" in capsys.readouterr().out
    outside = tmp_path / "bad.json"
    outside.write_text("{not json")
    assert main(["replay", str(outside)]) == 2
    err = capsys.readouterr().err
    assert "bad.json is not in the replays folder" in err and err.count("\n") == 1
    assert str(table_replays_dir(data_dir())) in err  # a shared table's replay is found by id too
    assert outside.read_text() == "{not json"  # refused, not read, not moved
    bad = replays_dir() / "bad.json"
    bad.write_text("{not json")
    assert main(["replay", "bad"]) == 2
    err = capsys.readouterr().err
    assert "bad.json is damaged (not valid JSON" in err and "moved to" in err and err.count("\n") == 1
    assert not bad.exists() and [p.read_text() for p in (replays_dir() / "unreadable").iterdir()] == ["{not json"]


def test_the_replay_list_names_a_shared_tables_replay(capsys: pytest.CaptureFixture[str]) -> None:
    """A shared SSH table's replay, kept in the server's ``ssh/replays/``, is listed by
    ``replay --list``: ``replay`` and ``review`` take its id, and their help sends the server's
    owner to the list for it (it had listed only the games played here)."""
    path, _ = _replay_file()
    shared = table_replays_dir(data_dir()) / "20261129-030458-6583.json"
    shared.parent.mkdir(parents=True, exist_ok=True)
    path.rename(shared)
    assert main(["replay", "--list"]) == 0
    listed = capsys.readouterr().out
    assert "No replays yet" not in listed
    line = next((x for x in listed.splitlines() if x.startswith(shared.stem)), "")
    assert "  2 hands  " in line, listed
