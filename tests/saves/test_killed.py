"""A process killed in the middle of writing its save: the previous save is intact and resumes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from mahjong_tui.datadir import saves_dir
from mahjong_tui.play.session import resume_session
from mahjong_tui.saves.store import list_saves, load_record

ROOT = Path(__file__).resolve().parents[2]


def _size(p: Path) -> int:
    try:
        return p.stat().st_size
    except OSError:  # replaced meanwhile
        return 0


def _kill_mid_write() -> tuple[str, list[Path]]:
    """Start a slow writer, kill it while a save is half written; the game's id and the torn
    temporary files left behind (none if the kill came just after a save was complete)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.saves.writer_proc"], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        game_id = (proc.stdout.readline() if proc.stdout else "").strip()
        assert game_id, "the writer did not start"
        save = saves_dir() / f"{game_id}.json"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait for a later save to be half written
            if (
                save.exists()
                and any(_size(p) > 0 for p in saves_dir().glob(".*.tmp"))
                and len(load_record(save).actions) >= 10
            ):
                break
            time.sleep(0.003)
        else:
            raise AssertionError("never saw a save being written")
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=30)
    return game_id, list(saves_dir().glob(".*.tmp"))


def test_a_kill_mid_write_leaves_the_previous_save_and_the_game_resumes() -> None:
    for _ in range(5):
        game_id, torn = _kill_mid_write()
        if torn:
            break
    assert torn, "the kill never landed in the middle of a write"
    save = saves_dir() / f"{game_id}.json"
    record = load_record(save)  # the previous, complete save
    saves, problems = list_saves()
    assert game_id in [s.record.id for s in saves] and not problems
    session, out = resume_session(save)
    assert session is not None and not out.warning
    assert out.record is not None and len(out.record.actions) == len(record.actions) >= 10
