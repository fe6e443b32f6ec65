"""Baseline bot decision latency: median and p99 per decision, over simulated hands.

Only ``bot.choose(view)`` is timed (building the view is the engine's cost and is shown
apart). Decisions are split into turns (draw/discard/kong) and claims (pung/chow/win/pass).

    python benchmarks/bench_bot.py [--hands N] [--seed S] [--variant mcr] [--bot normal|strong]

``--bot strong`` times the strong bot (:mod:`mahjong_tui.bots.strong`) in every seat instead;
its target is a p99 under 100 ms, the baseline's under 20 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time

import _common  # noqa: F401  (puts the repository on sys.path)
from _common import machine, verdict

TARGET_P99_MS = {"normal": 20.0, "strong": 100.0}


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(p / 100 * len(s)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="mcr")
    ap.add_argument("--bot", choices=sorted(TARGET_P99_MS), default="normal")
    args = ap.parse_args()

    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.engine import Game, Phase
    from mahjong_tui.variants import load_variant

    v = load_variant(args.variant)
    lat: dict[str, list[float]] = {"turn": [], "claim": [], "other": []}
    views: list[float] = []
    done = match = 0
    while done < args.hands:
        game = Game(v, seed=args.seed * 1000 + match)
        match += 1
        bot = StrongBot if args.bot == "strong" else BaselineBot
        bots = [bot(v, seed=i) for i in range(game.n)]
        while not game.over and done < args.hands:
            seat = game.to_act()[0]
            t0 = time.perf_counter()
            view = game.bot_view(seat)
            t1 = time.perf_counter()
            action = bots[seat].choose(view)
            t2 = time.perf_counter()
            views.append(t1 - t0)
            kind = (
                "turn" if view.phase is Phase.TURN else "claim" if view.phase in (Phase.CLAIM, Phase.ROB) else "other"
            )
            lat[kind].append(t2 - t1)
            done += sum(1 for e in game.apply(action) if e.kind == "hand_end")
    every = [x for xs in lat.values() for x in xs]
    ms = 1000.0
    print(f"bench_bot ({args.bot}): {len(every)} decisions over {done} {v.id} hands, seed {args.seed}")
    print(f"  machine: {machine()}")
    print(
        f"  all decisions: median {statistics.median(every) * ms:.2f} ms, p99 {pct(every, 99) * ms:.2f} ms, "
        f"max {max(every) * ms:.2f} ms"
    )
    for kind, xs in lat.items():
        if xs:
            print(
                f"  {kind:<6} ({len(xs):>5}): median {statistics.median(xs) * ms:.2f} ms, p99 {pct(xs, 99) * ms:.2f} ms"
            )
    print(
        f"  game.bot_view() (engine, not timed above): median {statistics.median(views) * ms:.2f} ms, "
        f"p99 {pct(views, 99) * ms:.2f} ms"
    )
    p99 = pct(every, 99) * ms
    target = TARGET_P99_MS[args.bot]
    print(f"  target p99 < {target:.0f} ms: {verdict(p99, target, higher_is_better=False)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
