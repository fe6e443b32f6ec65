"""UI benchmarks (run by hand; the test suite never asserts timings).

* start to menu: a fresh ``python`` process until the menu is on screen (target < 0.6 s);
* key press to updated screen: an arrow key at the table until the terminal write that shows
  the new selection (target: median < 20 ms).

    .venv/bin/python benchmarks/bench_ui.py [--starts N] [--keys N] [--size 120x40]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import ROOT, machine, verdict

CHILD = r"""
import sys, time
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.screens.menu import MenuScreen

app = MahjongApp(Settings(), settings_path=None)
display = app._display

def first_frame(screen, renderable):
    # the first update drawn while the menu is the active screen: the menu is on screen
    display(screen, renderable)
    if renderable is not None and isinstance(screen, MenuScreen) and app._display is first_frame:
        print("frame", flush=True)
        app._display = display

app._display = first_frame

async def ready(pilot):
    while not isinstance(app.screen, MenuScreen):
        await pilot.pause(0.001)
    await pilot.pause()
    print("ready", flush=True)
    app.exit()

app.run(headless=True, size=(120, 40), auto_pilot=ready)
"""


def bench_start(runs: int) -> tuple[list[float], list[float]]:
    """(first frame of the menu, menu settled and idle), seconds from process start."""
    frames: list[float] = []
    times = []
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as cfg:
        env.setdefault("MAHJONG_TUI_CONFIG_DIR", cfg)
        for _ in range(runs):
            t0 = time.perf_counter()
            proc = subprocess.Popen(
                [sys.executable, "-c", CHILD],
                cwd=ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            assert proc.stdout is not None
            line = proc.stdout.readline()
            frames.append(time.perf_counter() - t0)
            line2 = proc.stdout.readline()
            t1 = time.perf_counter()
            proc.wait(timeout=30)
            if (line.strip(), line2.strip()) != ("frame", "ready"):
                raise SystemExit("the app did not reach the menu")
            times.append(t1 - t0)
    return frames, times


async def bench_keys(presses: int, size: tuple[int, int]) -> list[float]:
    sys.path.insert(0, str(ROOT))
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.screens.table import TableScreen
    from mahjong_tui.ui.settings import Settings
    from mahjong_tui.ui.widgets.hand import HandView
    from mahjong_tui.variants import catalog, load_variant

    vid = "mcr" if "mcr" in catalog().ids() else catalog().ids()[0]
    variant = load_variant(vid)
    n = max(variant.seats)
    humans = [True] + [False] * (n - 1)
    app = MahjongApp(Settings(pace=0.0), game=(variant, humans, [f"P{i + 1}" for i in range(n)], 7))
    latencies: list[float] = []
    async with app.run_test(size=size) as pilot:
        while not (isinstance(app.screen, TableScreen) and app.screen.waiting_for is not None):
            await pilot.pause(0.01)
        await pilot.pause(0.2)
        # headless apps skip the terminal write: time the update reaching the display step and
        # turn it into the terminal's bytes as a real run would
        from textual._compositor import CompositorUpdate

        writes: list[float] = []
        original = app._display

        def timed_display(screen, renderable) -> None:  # noqa: ANN001
            original(screen, renderable)
            if isinstance(renderable, CompositorUpdate):
                renderable.render_segments(app.console)
                writes.append(time.perf_counter())

        app._display = timed_display  # type: ignore[method-assign]
        hand = app.screen.query_one(HandView)
        for i in range(presses):
            key = "right" if i % 2 == 0 else "left"
            before = hand.selected
            writes.clear()
            t0 = time.perf_counter()
            await pilot.press(key)
            while not writes:
                await asyncio.sleep(0)
            latencies.append(writes[0] - t0)
            assert hand.selected != before
    return latencies


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--starts", type=int, default=5)
    ap.add_argument("--keys", type=int, default=200)
    ap.add_argument("--size", default="120x40")
    args = ap.parse_args()
    w, h = (int(x) for x in args.size.split("x"))
    print(machine())
    frames, starts = bench_start(args.starts)
    med = statistics.median(frames)
    print(
        f"start to menu on screen (first frame): median {med:.3f} s, best {min(frames):.3f} s over "
        f"{len(frames)} runs (target < 0.6 s: {verdict(med, 0.6, higher_is_better=False)})"
    )
    print(f"start to menu settled (idle, ready for keys): median {statistics.median(starts):.3f} s")
    keys = asyncio.run(bench_keys(args.keys, (w, h)))
    keys.sort()
    med_k = statistics.median(keys) * 1000
    p95 = keys[int(len(keys) * 0.95) - 1] * 1000
    print(
        f"key press to updated screen at {w}x{h}: median {med_k:.1f} ms, p95 {p95:.1f} ms over {len(keys)} "
        f"presses (target median < 20 ms: {verdict(med_k, 20, higher_is_better=False)})"
    )


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    main()
