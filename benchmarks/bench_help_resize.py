"""What a resize costs with Help open over the table, beside the table alone and the smallest
Textual app, at a small terminal and at huge ones (CPU time, median of a few resizes, each from
W×H to (W−1)×(H−1) or back, so no breakpoint class changes and nothing is restyled by it).

Measured at 46e97e8 (2026-11-29, a shared 2-core machine under load), ms a resize at 100×30, 300×100
and 400×120: the smallest app 5, 8, 10; the table alone 191, 466, 593; Help open (Keys tab) 622,
1150, 1354 (1.8× of 300×100 against 100×30, 2.2× of 400×120; Rules tab 766, 1154, 1578). A
profile (cProfile, Keys tab, 100×30) put the restyle (``Stylesheet.update_nodes``) at 3% of it:
the rest is the frame. Help is a modal screen with a translucent background, so Textual lays
out and draws the table under it at every resize and tints each of its segments
(``BackgroundScreen``); ``--opaque`` gives Help an opaque background to show what that costs:
270 ms at 100×30, 593 at 400×120 (the look changes: the table no longer shows, dimmed, around
the box).

Run: ``python benchmarks/bench_help_resize.py [--sizes 100x30,400x120] [--tab 0] [--opaque]``.
"""

from __future__ import annotations

import argparse
import asyncio
import time

from _common import machine
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Static

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.help import HelpScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import load_variant

RESIZES = 6


class Smallest(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("hello")


def table_app() -> MahjongApp:
    return MahjongApp(
        Settings(lang="en", pace=0.0), game=(load_variant("mcr"), [True, False, False, False], ["P", "B", "B", "B"], 1)
    )


async def resizes(pilot: Pilot[None], width: int, height: int) -> float:
    """Median CPU seconds of a resize to one cell less and back, until the app is idle."""
    times = []
    for i in range(RESIZES):
        size = (width - 1, height - 1) if i % 2 == 0 else (width, height)
        start = time.process_time()
        await pilot.resize_terminal(*size)
        await pilot.pause()
        times.append(time.process_time() - start)
    return sorted(times)[len(times) // 2]


async def measure(case: str, width: int, height: int, tab: int) -> float:
    if case == "smallest":
        async with Smallest().run_test(size=(width, height)) as pilot:
            await pilot.pause(0.2)
            return await resizes(pilot, width, height)
    app = table_app()
    async with app.run_test(size=(width, height)) as pilot:
        for _ in range(600):  # until the table waits for the player
            await pilot.pause(0.05)
            screen = app.screen
            if isinstance(screen, TableScreen) and screen.waiting_for is not None and not screen.busy:
                break
        if case == "help":
            await pilot.press("question_mark", *["right"] * tab)
            await pilot.pause(0.5)
            assert isinstance(app.screen, HelpScreen)
        return await resizes(pilot, width, height)


async def main(sizes: list[tuple[int, int]], tab: int) -> None:
    for case in ("smallest", "table", "help"):
        ms = [await measure(case, w, h, tab) for w, h in sizes]
        cells = "  ".join(f"{w}x{h} {t * 1e3:.0f} ms" for (w, h), t in zip(sizes, ms, strict=True))
        print(f"{case:9} {cells}  largest/smallest size {ms[-1] / ms[0]:.1f}", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100x30,400x120", help="W×H list, smallest first (keep ≥ 80x24)")
    parser.add_argument("--tab", type=int, default=0, help="Help's tab: 0 keys, 1 rules, 2 fans, 3 rule book")
    parser.add_argument("--opaque", action="store_true", help="Help with an opaque background (the table not drawn)")
    args = parser.parse_args()
    if args.opaque:
        HelpScreen.DEFAULT_CSS = "HelpScreen { background: $background 100%; }"
    print(machine())
    sizes = [(int(w), int(h)) for w, h in (s.split("x") for s in args.sizes.split(","))]
    asyncio.run(main(sizes, args.tab))
