"""Simulated MCR hands per second on one core: baseline bots in every seat, the real engine.

Each seat's bot chooses from ``game.bot_view(seat)``, with the garbage collector tuned as
``mahjong-tui simulate`` tunes it (:func:`mahjong_tui.sim.batch_collection`); everything (views,
legal actions, win checks, scoring, settlement) is timed, by the wall clock and by the process's CPU
time (on a shared machine the CPU time is the steadier one, and the target is judged on it).
``--repeat`` plays the same hands again from cold caches (a new variant object) and keeps the best
run; ``--profile`` adds a cProfile breakdown by area and the functions that take the most time.

    python benchmarks/bench_simulate.py [--hands N] [--seed S] [--variant mcr] [--repeat R] [--profile]
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
            action = bots[seat].choose(game.bot_view(seat))
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


def load_fresh(variant_id: str):  # noqa: ANN201 - a Variant
    """A new object for the variant: its analysis caches (kept on the variant object) start empty."""
    from mahjong_tui.variants import load_variant
    from mahjong_tui.variants.model import Variant

    v = load_variant(variant_id)
    return Variant(v.cfg, v.preset, v.options, v.source)


def timed_run(variant_id: str, hands: int, seed: int):  # noqa: ANN201
    """(wall seconds, CPU seconds, hands, decisions, outcomes, variant) of one run from cold caches."""
    from mahjong_tui.sim import batch_collection

    v = load_fresh(variant_id)
    play(v, 2, seed + 99)  # imports, rule tables, first caches
    with batch_collection():  # as `mahjong-tui simulate` plays
        t0, c0 = time.perf_counter(), time.process_time()
        done, decisions, outcomes = play(v, hands, seed)
    return time.perf_counter() - t0, time.process_time() - c0, done, decisions, outcomes, v


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
    ap.add_argument("--repeat", type=int, default=1, help="runs (each from cold caches); the best one is shown")
    ap.add_argument("--profile", action="store_true", help="show where the time goes (slower run)")
    args = ap.parse_args()

    best = None
    for _ in range(max(1, args.repeat)):
        run = timed_run(args.variant, args.hands, args.seed)
        if best is None or run[1] < best[1]:
            best = run
    assert best is not None
    dt, cpu, hands, decisions, outcomes, v = best
    rate, cpu_rate = hands / dt, hands / cpu
    print(f"bench_simulate: {hands} {args.variant} hands, baseline bots in every seat, seed {args.seed}, one core")
    print(f"  machine: {machine()}")
    print(
        f"  {rate:.1f} hands/s by the wall clock ({1000 * dt / hands:.0f} ms a hand, "
        f"{decisions / hands:.0f} decisions a hand, {1000 * dt / decisions:.2f} ms a decision)"
    )
    print(
        f"  {cpu_rate:.1f} hands/s of CPU time ({1000 * cpu / hands:.0f} ms a hand)"
        + (f", best of {args.repeat} runs" if args.repeat > 1 else "")
    )
    print("  outcomes: " + ", ".join(f"{k} {n}" for k, n in outcomes.items()))
    print(f"  target >= {TARGET:.0f} hands/s (CPU time): {verdict(cpu_rate, TARGET)}")
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
