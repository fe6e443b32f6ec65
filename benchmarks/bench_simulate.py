"""Simulated MCR hands per second on one core: baseline bots in every seat, the real engine.

Each seat's bot chooses from ``game.view(seat)``; everything (views, legal actions, win checks,
scoring, settlement) is timed. ``--profile`` adds a cProfile breakdown by area and the
functions that take the most time.

    python benchmarks/bench_simulate.py [--hands N] [--seed S] [--variant mcr] [--profile]
"""

from __future__ import annotations

import argparse
import time

import _common  # noqa: F401  (puts the repository on sys.path)
from _common import machine, verdict

TARGET = 50.0


def play(variant, hands: int, seed: int) -> tuple[int, int, dict[str, int]]:  # noqa: ANN001
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.engine import Game

    done = decisions = 0
    outcomes = {"self-drawn": 0, "discard": 0, "draw": 0, "other": 0}
    match = 0
    while done < hands:
        game = Game(variant, seed=seed * 1000 + match)
        match += 1
        bots = [BaselineBot(variant, seed=seed * 10 + i) for i in range(game.n)]
        while not game.over and done < hands:
            seat = game.to_act()[0]
            action = bots[seat].choose(game.view(seat, log=0))
            decisions += 1
            for e in game.apply(action):
                if e.kind == "hand_end":
                    done += 1
                    if e.data.get("exhaustive"):
                        outcomes["draw"] += 1
                    elif e.data.get("winners"):
                        outcomes["self-drawn" if _last_win_self_drawn(game) else "discard"] += 1
                    else:
                        outcomes["other"] += 1
    return done, decisions, outcomes


def _last_win_self_drawn(game) -> bool:  # noqa: ANN001
    wins = game.history[-1].wins if game.history else []
    return bool(wins) and wins[0].how == "self_draw"


AREAS = (
    ("bot", "/bots/"),
    ("analysis (shanten, waits)", "/analysis/"),
    ("scoring", "/scoring/"),
    ("engine", "/engine/"),
    ("variant/rules", "/variants/"),
)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="mcr")
    ap.add_argument("--profile", action="store_true", help="show where the time goes (slower run)")
    args = ap.parse_args()

    from mahjong_tui.variants import load_variant

    v = load_variant(args.variant)
    play(v, 2, args.seed + 99)  # imports, rule tables, first caches
    t0 = time.perf_counter()
    hands, decisions, outcomes = play(v, args.hands, args.seed)
    dt = time.perf_counter() - t0
    rate = hands / dt
    print(f"bench_simulate: {hands} {v.id} hands, baseline bots in every seat, seed {args.seed}, one core")
    print(f"  machine: {machine()}")
    print(f"  {rate:.1f} hands/s ({1000 * dt / hands:.0f} ms a hand, {decisions / hands:.0f} decisions a hand, "
          f"{1000 * dt / decisions:.2f} ms a decision)")
    print("  outcomes: " + ", ".join(f"{k} {n}" for k, n in outcomes.items()))
    print(f"  target >= {TARGET:.0f} hands/s: {verdict(rate, TARGET)}")
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        play(v, max(5, args.hands // 4), args.seed + 1)
        prof.disable()
        st = pstats.Stats(prof)
        total = sum(tt for (_, _, tt, _, _) in st.stats.values())  # type: ignore[attr-defined]
        by_area: dict[str, float] = {}
        for (file, _, _), (_, _, tt, _, _) in st.stats.items():  # type: ignore[attr-defined]
            area = next((name for name, part in AREAS if part in file), "other (stdlib, builtins)")
            by_area[area] = by_area.get(area, 0.0) + tt
        print("  own time by area (cProfile, inflated by the profiler):")
        for area, tt in sorted(by_area.items(), key=lambda kv: -kv[1]):
            print(f"    {area:<28}{100 * tt / total:5.1f}%")
        print("  top functions by cumulative time:")
        st.sort_stats("cumulative").print_stats(25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
