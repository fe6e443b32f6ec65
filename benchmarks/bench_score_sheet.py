"""What the score sheet and the statistics cost, side by side with what they ride on.

* ``match_summary()`` now builds the score sheet (every hand's line); a shared table calls it on
  every broadcast, beside a view per seat. Timed: the sheet alone, the whole summary, and one
  seat's view, on a finished 16-hand MCR match.
* The statistics are written after every finished hand: the file is read, checked and written
  again. Timed with a full file (the newest games kept one by one), against writing the save the
  recorder writes after every action.

Run: ``python benchmarks/bench_score_sheet.py``.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable

from _common import machine

from mahjong_tui.datadir import DATA_ENV
from mahjong_tui.play.session import Session
from mahjong_tui.play.sheet import hand_lines
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.stats import store
from mahjong_tui.stats.tally import Best, GameTally, Tally, Who
from mahjong_tui.variants import load_variant


def per_call(fn: Callable[[], object], seconds: float = 0.5) -> float:
    """Mean seconds per call over about ``seconds``."""
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        fn()
        n += 1
    return (time.perf_counter() - start) / n


def finished_match() -> Session:
    variant = load_variant("mcr")
    session = Session(variant, [False] * 4, ["A", "B", "C", "D"], 5)
    while not session.game.over:
        step = session.next_step()
        if step.kind.value == "result":
            session.next_hand()
        else:
            assert step.seat is not None
            session.apply(session.bot_move(step.seat)())
    return session


def main() -> None:
    print(machine())
    session = finished_match()
    g = session.game
    whole = per_call(lambda: hand_lines(g.history, g.n, g.cfg.match.start_points))
    summary = per_call(session.match_summary)  # the sheet kept between calls (SheetBook)
    view = per_call(lambda: session.loop.view(0))
    print(f"{len(g.history)} hands: the whole sheet built {whole * 1e6:.0f} µs; one view {view * 1e6:.0f} µs")
    print(f"  match_summary() with the kept sheet {summary * 1e6:.0f} µs = {summary / view:.2f} views")

    with tempfile.TemporaryDirectory() as folder:
        os.environ[DATA_ENV] = folder
        who = [Who("Ann"), Who("Bot 2", "normal"), Who("Bot 3", "normal"), Who("Bot 4", "easy")]
        tally = Tally(16, 4, 2, 3, 60, 40, Best(24, "Full Flush, Pure Straight", "清一色、清龍"))
        for i in range(store.MAX_GAMES):
            store.record_game(
                GameTally(f"20260101-000000-{i:04x}", "mcr", "2026-01-01T00:00:00", [(w, tally) for w in who])
            )
        size = store.stats_path().stat().st_size
        last = GameTally("20260101-000000-0000", "mcr", "2026-01-01T00:00:00", [(w, tally) for w in who])
        stats = per_call(lambda: store.record_game(last), 2.0)
        recorder = Recorder.start(session, "", {})
        save = per_call(recorder.save, 2.0)
        print(
            f"statistics file of {store.MAX_GAMES} games ({size / 1024:.0f} KiB): one hand's write {stats * 1e3:.1f} ms"
        )
        print(f"  the save after every action {save * 1e3:.1f} ms; statistics / save = {stats / save:.1f}")
        print("  (the statistics are written once a hand, on a thread of their own)")


if __name__ == "__main__":
    main()
