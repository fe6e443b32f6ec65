"""What opening Help costs: from the menu (``?``, as a newcomer does first), from the table, and a
one-line modal screen over the smallest Textual app, side by side (CPU time from the key to the
app idle with Help drawn, median of a few opens, each closed again before the next).

A playtest on a busy machine saw the menu's ``?`` take 1.5 s. Measured on 2026-11-29 (a shared
2-core machine, load 5 to 8), xiangqi64 at 120×40, ms of CPU, two runs each, before and after, the
median of the later opens: at 5d3a721, when Help built all four tabs at once, the rule-book page
too (dozens of Markdown blocks mounted: ``mount_all`` was a quarter of a cProfile of the open),
the smallest app's note 20 and 13, Help from the table 695 and 878, from the menu 779 and 766
(about 50 times the note); with the rule book built on its tab's first showing, the note 13 and
14, the table 428 and 419, the menu 309 and 374 (about 25 times). What is left is mostly the
frame: Help is a translucent modal screen, so the screen under it is drawn and tinted too (see
bench_help_resize.py).

Run: ``python benchmarks/bench_help_open.py [--size 120x40] [--variant xiangqi64] [--opens 5]``.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import time

from _common import machine
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.screen import ModalScreen
from textual.widgets import Static

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.help import HelpScreen
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import catalog, load_variant


class Note(ModalScreen[None]):
    BINDINGS = [("escape", "dismiss", "")]

    def compose(self) -> ComposeResult:
        yield Static("a note")


class Smallest(App[None]):
    BINDINGS = [("question_mark", "note", "")]

    def compose(self) -> ComposeResult:
        yield Static("hello")

    def action_note(self) -> None:
        self.push_screen(Note())


async def opens(pilot: Pilot[None], count: int, shown: type) -> tuple[float, float]:
    """CPU seconds from ``?`` to the app idle with a ``shown`` screen up, closed between: the
    first open (modules imported, the variant loaded, on first use) and the median of the rest."""
    times = []
    for _ in range(count):
        start = time.process_time()
        await pilot.press("question_mark")
        await pilot.pause()
        times.append(time.process_time() - start)
        assert isinstance(pilot.app.screen, shown), pilot.app.screen
        await pilot.press("escape")
        await pilot.pause(0.1)
    rest = sorted(times[1:])
    return times[0], rest[len(rest) // 2]


async def until(pilot: Pilot[None], ready: object) -> None:
    for _ in range(600):
        await pilot.pause(0.05)
        if ready():  # type: ignore[operator]
            return
    raise TimeoutError


async def measure(case: str, size: tuple[int, int], variant: str, count: int) -> tuple[float, float]:
    if case == "smallest":
        async with Smallest().run_test(size=size) as pilot:
            await pilot.pause(0.2)
            return await opens(pilot, count, Note)
    if case == "menu":
        app = MahjongApp(Settings(lang="en", variant=variant, pace=0.0), variants=catalog())
    else:
        game = (load_variant(variant), [True, False, False, False], ["P", "B", "B", "B"], 1)
        app = MahjongApp(Settings(lang="en", pace=0.0), game=game)
    async with app.run_test(size=size) as pilot:
        if case == "menu":
            await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        else:
            await until(pilot, lambda: isinstance(s := app.screen, TableScreen) and s.waiting_for is not None)
        await pilot.pause(0.3)
        return await opens(pilot, count, HelpScreen)


async def main(size: tuple[int, int], variant: str, count: int, case: str) -> None:
    first, again = (t * 1e3 for t in await measure(case, size, variant, count))
    print(f"{case:8} {size[0]}x{size[1]} {variant}: first open {first:.0f} ms, again {again:.0f} ms", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="120x40", help="W×H")
    parser.add_argument("--variant", default="xiangqi64", help="the variant selected (its Help)")
    parser.add_argument("--opens", type=int, default=5, help="opens measured (the first, then the median of the rest)")
    parser.add_argument("--case", choices=("smallest", "table", "menu"), help="one case (run in a process of its own)")
    args = parser.parse_args()
    if args.case:
        w, h = (int(n) for n in args.size.split("x"))
        asyncio.run(main((w, h), args.variant, args.opens, args.case))
    else:  # each case in a fresh process, so each first open imports what it needs itself
        print(machine(), flush=True)
        for case in ("smallest", "table", "menu"):
            subprocess.run([sys.executable, __file__, *sys.argv[1:], "--case", case], check=True)
