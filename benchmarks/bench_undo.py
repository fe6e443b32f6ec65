"""How long an undo takes: the game dealt again from its seed and the kept actions replayed
(``Session.undo``), at the end of each hand of a practice match, beside one bot decision
measured in the same run. Target: an undo late in a whole match under 250 ms of CPU time
(a key press that redraws the table at once)."""

from __future__ import annotations

import argparse
import statistics
import time

from _common import machine, verdict

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.play.contract import StepKind
from mahjong_tui.play.session import Session
from mahjong_tui.variants import load_variant

TARGET_MS = 250.0


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--variant", default="mcr")
    p.add_argument("--hands", type=int, default=8)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    v = load_variant(args.variant)
    n = max(v.seats)
    s = Session(v, [True] + [False] * (n - 1), [f"P{i}" for i in range(n)], args.seed)
    stand_in = BaselineBot(v, 7)
    undo_ms: list[tuple[int, float]] = []
    decide_ms: list[float] = []
    while not s.game.over and s.game.match.hands_played < args.hands:
        step = s.next_step()
        if step.kind is StepKind.RESULT:
            s.next_hand()
        elif step.kind is StepKind.BOT:
            assert step.seat is not None
            s.apply(s.loop.bot_action(step.seat))
        else:
            view = s.game.bot_view(0)
            t = time.process_time()
            action = stand_in.choose(view)
            decide_ms.append((time.process_time() - t) * 1000)
            s.apply(action)
            if len(decide_ms) % 40 == 0:  # now and then: undo, and make the same decision again
                moves = len(s.loop.log)
                t = time.process_time()
                assert s.undo() is None
                undo_ms.append((moves, (time.process_time() - t) * 1000))
                s.apply(action)
    print(machine())
    print(f"{args.variant}: {len(s.loop.log)} actions over {s.game.match.hands_played} hands")
    for moves, ms in undo_ms:
        print(f"  undo at move {moves:5d}: {ms:7.1f} ms CPU")
    worst = max(ms for _, ms in undo_ms)
    bot = statistics.median(decide_ms)
    print(f"one bot decision (median, same run): {bot:.2f} ms CPU; worst undo = {worst / bot:.0f} decisions")
    print(f"worst undo {worst:.1f} ms: {verdict(worst, TARGET_MS, higher_is_better=False)} (< {TARGET_MS:g} ms)")


if __name__ == "__main__":
    main()
