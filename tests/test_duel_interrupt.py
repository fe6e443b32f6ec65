"""Ctrl-C stops ``duel --jobs N`` at once, with no traceback and no worker left running.

The terminal sends SIGINT to the whole foreground group, the workers too. Before, each worker
sent its KeyboardInterrupt back as a result and went on to its next piece, while the main process
waited for every piece to be played: a long duel went on (two cores busy) until a second Ctrl-C,
which printed a worker's traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

WORKERS_UP = 30.0
STOPPED = 20.0


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def test_ctrl_c_stops_a_duel_over_two_processes_at_once(tmp_path: Path) -> None:
    argv = [sys.executable, "-m", "mahjong_tui", "duel", "mcr", "--bots", "easy,normal"]
    argv += ["--hands", "10000000", "--jobs", "2"]
    env = dict(os.environ, MAHJONG_TUI_DATA_DIR=str(tmp_path), MAHJONG_TUI_CONFIG_DIR=str(tmp_path))
    proc = subprocess.Popen(
        argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    workers: list[int] = []
    try:
        end = time.monotonic() + WORKERS_UP
        while len(workers) < 2 and time.monotonic() < end and proc.poll() is None:
            time.sleep(0.2)
            workers = _children(proc.pid)
        assert len(workers) >= 2, "the duel's workers never started"
        time.sleep(1.0)  # into the deals
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C: the whole foreground group
        try:
            _, err = proc.communicate(timeout=STOPPED)
        except subprocess.TimeoutExpired:
            raise AssertionError("the duel went on after Ctrl-C") from None
        assert proc.returncode == 130
        assert "Traceback" not in err, err
        time.sleep(0.5)
        assert not [w for w in workers if Path(f"/proc/{w}").exists() and "Z" not in _state(w)]
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
        for w in workers:
            try:
                os.kill(w, signal.SIGKILL)
            except ProcessLookupError:
                pass


def _state(pid: int) -> str:
    try:
        return (Path(f"/proc/{pid}") / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"
