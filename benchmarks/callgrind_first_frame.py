"""Instructions to the menu's first frame beside the smallest Textual app, counted by callgrind:
steadier than ``bench_ui.py``'s times on a shared machine (run by hand; needs valgrind).

Each app runs as ``bench_ui.py`` runs it (a fresh ``python`` on a pty of 120×40, Textual's
driver, bytecode and caches warm from untimed runs, hash seed fixed) and exits at its first
frame (``App.post_display_hook``); the ratio is mahjong-tui's count over the smallest app's.

    .venv/bin/python benchmarks/callgrind_first_frame.py [--tree PATH]
"""

from __future__ import annotations

import argparse
import fcntl
import os
import re
import struct
import subprocess
import sys
import tempfile
import termios
import threading
from pathlib import Path

from _common import ROOT, machine, verdict

EXIT_AT_FIRST_FRAME = r"""
_report = _send
def _send(what, stamp):
    _report(what, stamp)
    os._exit(0)
"""


def run(source: str, first_screen: str, env: dict[str, str], counted: bool) -> int:
    """Run one app to its first frame; with ``counted``, under callgrind: its instructions."""
    import bench_ui

    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(bench_ui.HOOK + EXIT_AT_FIRST_FRAME + source)
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    reports, write_end = os.pipe()
    child_env = {**env, "BENCH_FD": str(write_end), "BENCH_FIRST_SCREEN": first_screen}
    cmd = [sys.executable, f.name]
    if counted:
        cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd]
    proc = subprocess.Popen(
        cmd,
        env=child_env,
        cwd=env["PYTHONPATH"],
        stdin=slave,
        stdout=slave,
        stderr=subprocess.PIPE,
        pass_fds=(write_end,),
        start_new_session=True,
    )
    os.close(slave)
    os.close(write_end)

    def drain() -> None:
        try:
            while os.read(master, 65536):
                pass
        except OSError:
            pass

    threading.Thread(target=drain, daemon=True).start()
    _, err = proc.communicate(timeout=900)
    os.close(master)
    os.close(reports)
    os.unlink(f.name)
    if not counted:
        return 0
    found = re.search(r"Collected : (\d+)", err.decode(errors="replace"))
    if found is None:
        raise SystemExit("callgrind gave no count:\n" + err.decode(errors="replace")[-800:])
    return int(found.group(1))


def main() -> None:
    import bench_ui

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tree", type=Path, default=ROOT, help="the checkout whose mahjong-tui runs (default: this one)")
    args = ap.parse_args()
    print(machine())
    with tempfile.TemporaryDirectory() as tmp:
        env = bench_ui.child_env(Path(tmp), args.tree.resolve())
        env["PYTHONHASHSEED"] = "0"
        for _ in range(2):  # bytecode, the variant catalog's and the stylesheets' caches, settings
            run(bench_ui.MAHJONG, "MenuScreen", env, False)
            run(bench_ui.MINIMAL, "Screen", env, False)
        ours = run(bench_ui.MAHJONG, "MenuScreen", env, True)
        theirs = run(bench_ui.MINIMAL, "Screen", env, True)
    ratio = ours / theirs
    print(f"mahjong-tui from {args.tree.resolve()}")
    print(f"instructions to the first frame at 120x40: mahjong-tui menu {ours / 1e6:.0f}M,", end=" ")
    print(f"smallest Textual app {theirs / 1e6:.0f}M")
    print(f"ratio {ratio:.2f}x (target <= 1.6x: {verdict(ratio, 1.6, higher_is_better=False)})")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    main()
