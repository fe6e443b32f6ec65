"""UI benchmarks beside Textual itself (run by hand; the test suite never asserts timings).

Every app runs as a real user runs it: a fresh ``python`` process on a terminal (a pty of
120×40 this script reads and throws away), Textual's own driver writing to it. The apps report
over a pipe when Textual has written a frame (``App.post_display_hook``, which Textual calls
after each update is written). Side by side in the same run, interleaved:

* start to first frame: ``mahjong-tui`` (its command line, no arguments: the menu) against the
  smallest Textual app (an ``App`` with one ``Static``), from process start to the first frame
  of the menu (or of the ``Static``). Target: at most 1.6× the smallest app.
* key to screen: an arrow key at the table (``mahjong-tui play mcr``, the selection moves)
  against a minimal app (one key binding updating one ``Static``), from the key's bytes written
  to the terminal to the frame that shows the change. Target: at most 2× the minimal app.

The children cache their bytecode in a folder of this run (a warm-up run of each fills it), as
an installed package has its ``.pyc`` files; settings, saves and caches live in folders of this
run too. Medians, since the machine is shared: other work only ever adds time.

    .venv/bin/python benchmarks/bench_ui.py [--starts N] [--keys N] [--size 120x40]
"""

from __future__ import annotations

import argparse
import fcntl
import os
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from _common import ROOT, machine, verdict

HOOK = r"""
import os, sys, time
from textual.app import App

_out = int(os.environ["BENCH_FD"])
_token = None
_first = True

def _send(what, stamp):
    os.write(_out, f"{what} {stamp}\n".encode())

def _hooked(self):
    global _first, _token
    stamp = time.perf_counter()  # the frame is written: what follows is the benchmark's own work
    screen = self.screen
    if _first:
        if type(screen).__name__ == os.environ["BENCH_FIRST_SCREEN"]:
            _first = False
            _token = TOKEN(screen)
            _send("frame", stamp)
        return
    token = TOKEN(screen)
    if token is not None and token != _token:
        _token = token
        _send(f"token:{token}", stamp)

App.post_display_hook = _hooked
"""
"""Loaded first in every child: reports the first frame of the screen named in
``BENCH_FIRST_SCREEN``, then every frame whose ``TOKEN`` (what the key changes) is new."""

MAHJONG = r"""
def TOKEN(screen):
    if getattr(screen, "waiting_for", None) is None:  # the table, the person to move
        return None
    for hand in screen.query("HandView"):
        return hand.selected
    return None

from mahjong_tui.cli.main import main
sys.exit(main(sys.argv[1:]))
"""

MINIMAL = r"""
from textual.app import App
from textual.widgets import Static

def TOKEN(screen):
    return screen.app.count

class Minimal(App):
    BINDINGS = [("right", "move(1)", "Right"), ("left", "move(-1)", "Left")]
    count = 0

    def compose(self):
        yield Static("0")

    def action_move(self, step):
        self.count += step
        self.query_one(Static).update(str(self.count))

Minimal().run()
"""

KEYS = {"right": b"\x1b[C", "left": b"\x1b[D"}


@dataclass
class Child:
    """An app in a fresh process on a pty of its own; its reports arrive on a pipe."""

    proc: subprocess.Popen[bytes]
    master: int
    reports: int
    started: float
    output: list[tuple[float, int]]
    """(time read, bytes) of everything the app wrote to its terminal, filled by a thread."""
    lines: list[tuple[str, float]] = field(default_factory=list)
    _buffer: bytes = b""

    def next_report(self, timeout: float = 30.0) -> tuple[str, float]:
        deadline = time.perf_counter() + timeout
        while not self.lines:
            left = deadline - time.perf_counter()
            if left <= 0 or self.proc.poll() is not None:
                raise SystemExit(f"an app stopped reporting (exit code {self.proc.poll()})")
            ready, _, _ = select.select([self.reports], [], [], left)
            if ready:
                chunk = os.read(self.reports, 4096)
                if not chunk:
                    continue
                self._buffer += chunk
                *done, self._buffer = self._buffer.split(b"\n")
                for line in done:
                    what, _, stamp = line.decode().rpartition(" ")
                    self.lines.append((what, float(stamp)))
        return self.lines.pop(0)

    def wait_for(self, prefix: str) -> tuple[str, float]:
        while True:
            what, stamp = self.next_report()
            if what.startswith(prefix):
                return what, stamp

    def press(self, key: str) -> tuple[float, float, int]:
        """A key, to the frame showing what it changed: (seconds to the frame written by
        Textual, seconds to its last byte read from the terminal, bytes of the frame)."""
        self.lines.clear()
        t0 = time.perf_counter()
        os.write(self.master, KEYS[key])
        _, written = self.wait_for("token:")
        time.sleep(0.02)  # the rest of the frame's bytes arrive; idle again, as between a person's keys
        arrived = [(t, n) for t, n in list(self.output) if t >= t0]
        last = max(t for t, _ in arrived) if arrived else written
        return written - t0, last - t0, sum(n for _, n in arrived)


def _drain(master: int, output: list[tuple[float, int]]) -> None:
    """Read what the app writes to its terminal, as a terminal would, until it closes."""
    try:
        while chunk := os.read(master, 65536):
            output.append((time.perf_counter(), len(chunk)))
    except OSError:
        pass


@contextmanager
def child(
    source: str, first_screen: str, args: list[str], size: tuple[int, int], env: dict[str, str]
) -> Iterator[Child]:
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
    reports, write_end = os.pipe()
    env = {**env, "BENCH_FD": str(write_end), "BENCH_FIRST_SCREEN": first_screen}
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", HOOK + source, *args],
        cwd=env["PYTHONPATH"],
        env=env,
        stdin=slave,
        stdout=slave,
        stderr=slave,  # where Textual writes the screen
        pass_fds=(write_end,),
        start_new_session=True,
    )
    os.close(slave)
    os.close(write_end)
    output: list[tuple[float, int]] = []
    drain = threading.Thread(target=_drain, args=(master, output), daemon=True)
    drain.start()
    try:
        yield Child(proc, master, reports, started, output)
    finally:
        proc.kill()
        proc.wait()
        os.close(master)
        os.close(reports)
        drain.join(timeout=5)


def child_env(base: Path, tree: Path = ROOT) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed package has its bytecode
    env["PYTHONPYCACHEPREFIX"] = str(base / "pycache")
    env["PYTHONPATH"] = str(tree)
    for name, folder in (
        ("MAHJONG_TUI_CONFIG_DIR", "config"),
        ("MAHJONG_TUI_DATA_DIR", "data"),
        ("MAHJONG_TUI_CACHE_DIR", "cache"),
    ):
        env[name] = str(base / folder)
    env["TERM"] = "xterm-256color"
    env["COLORTERM"] = "truecolor"
    for name in ("TEXTUAL_DRIVER", "TEXTUAL", "TEXTUAL_DEBUG"):
        env.pop(name, None)
    return env


def first_frame(source: str, first_screen: str, args: list[str], size: tuple[int, int], env: dict[str, str]) -> float:
    with child(source, first_screen, args, size, env) as app:
        _, stamp = app.wait_for("frame")
        return stamp - app.started


PLAY = ["play", "mcr", "--seats", "human,bot,bot,bot", "--seed", "7", "--pace", "0"]


Press = tuple[float, float, int]


def key_latencies(presses: int, size: tuple[int, int], env: dict[str, str]) -> tuple[list[Press], list[Press]]:
    """(mahjong-tui, minimal app): the two apps open side by side, a key to each in turn."""
    ours: list[Press] = []
    theirs: list[Press] = []
    with child(MAHJONG, "TableScreen", PLAY, size, env) as table, child(MINIMAL, "Screen", [], size, env) as minimal:
        table.wait_for("token:")  # at the table, the selection shown
        minimal.wait_for("frame")
        time.sleep(0.5)
        for i in range(presses):
            key = "right" if i % 2 == 0 else "left"
            for app, out in ((table, ours), (minimal, theirs)):
                out.append(app.press(key))
    return ours, theirs


def summary(values: list[float], unit: float, name: str) -> str:
    values = sorted(values)
    p95 = values[max(0, int(len(values) * 0.95) - 1)]
    return f"{name}: median {statistics.median(values) * unit:.1f}, best {values[0] * unit:.1f}, p95 {p95 * unit:.1f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--starts", type=int, default=15, help="starts of each app, interleaved")
    ap.add_argument("--keys", type=int, default=200, help="key presses to each app, interleaved")
    ap.add_argument("--size", default="120x40")
    ap.add_argument("--tree", type=Path, default=ROOT, help="the checkout whose mahjong-tui runs (default: this one)")
    args = ap.parse_args()
    w, h = (int(x) for x in args.size.split("x"))
    size = (w, h)
    print(machine())
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(Path(tmp), args.tree.resolve())
        print(f"mahjong-tui from {args.tree.resolve()}")
        # warm-up: bytecode, the variant catalog's cache, settings written once
        first_frame(MAHJONG, "MenuScreen", [], size, env)
        first_frame(MINIMAL, "Screen", [], size, env)
        ours: list[float] = []
        theirs: list[float] = []
        for _ in range(args.starts):
            ours.append(first_frame(MAHJONG, "MenuScreen", [], size, env))
            theirs.append(first_frame(MINIMAL, "Screen", [], size, env))
        ratio = statistics.median(ours) / statistics.median(theirs)
        print(f"start to first frame at {w}x{h}, ms, {args.starts} starts each, interleaved:")
        print("  " + summary(ours, 1000, "mahjong-tui menu"))
        print("  " + summary(theirs, 1000, "smallest Textual app (one Static)"))
        print(f"  ratio of medians {ratio:.2f}x (target <= 1.6x: {verdict(ratio, 1.6, higher_is_better=False)})")
        keys_ours, keys_theirs = key_latencies(args.keys, size, env)
        print(f"key to screen at {w}x{h}, ms, {args.keys} presses each, interleaved:")
        for i, what in ((0, "the frame written by Textual"), (1, "its last byte read from the terminal")):
            ours = [p[i] for p in keys_ours]
            theirs = [p[i] for p in keys_theirs]
            ratio = statistics.median(ours) / statistics.median(theirs)
            print(f"  to {what}:")
            print("    " + summary(ours, 1000, "mahjong-tui table (an arrow moves the selection)"))
            print("    " + summary(theirs, 1000, "minimal app (one binding, one Static)"))
            print(f"    ratio of medians {ratio:.2f}x (target <= 2x: {verdict(ratio, 2.0, higher_is_better=False)})")
        sizes = [statistics.median(p[2] for p in presses) for presses in (keys_ours, keys_theirs)]
        print(f"  bytes a frame, median: mahjong-tui {sizes[0]:.0f}, minimal app {sizes[1]:.0f}")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    main()
