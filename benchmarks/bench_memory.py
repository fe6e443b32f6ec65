"""Memory over a long run in one process: RSS every ``--every`` hands of ``simulate``.

A server or a long ``simulate`` must not grow all day: every cache has a bound, so after the
warm-up the resident size stays within a few MB. This plays ``--hands`` bot hands of a variant
in one process (as ``mahjong-tui simulate`` does, match after match) and prints the RSS after
every ``--every`` hands, then the difference between the RSS at ``--from`` hands and at the end::

    python benchmarks/bench_memory.py [--variant mcr] [--hands 5000] [--every 500] [--from 1000]

With ``--top N`` it also prints the N places whose allocations grew most between ``--from``
and the end (tracemalloc: slower, for finding a leak).
"""

from __future__ import annotations

import argparse
import gc
import os
import time
from pathlib import Path

from _common import machine


def rss_mb() -> float:
    """The process's resident set size now, in MB (Linux /proc; psutil elsewhere)."""
    statm = Path("/proc/self/statm")
    if statm.exists():
        pages = int(statm.read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    import psutil

    return psutil.Process().memory_info().rss / 1e6


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="mcr")
    ap.add_argument("--hands", type=int, default=5000)
    ap.add_argument("--every", type=int, default=500)
    ap.add_argument("--from", dest="start", type=int, default=1000, help="the warm-up, in hands")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top", type=int, default=0, help="show the N allocation sites that grew most")
    ap.add_argument(
        "--cache-hands",
        type=int,
        default=0,
        help="hands between releases of the caches (default: the package's CACHE_HANDS)",
    )
    args = ap.parse_args()
    if args.cache_hands:
        from mahjong_tui.variants import model

        model.CACHE_HANDS = args.cache_hands

    from mahjong_tui.sim import simulate
    from mahjong_tui.variants import load_variant

    variant = load_variant(args.variant)
    marks: dict[int, float] = {}
    snap: list[object] = []
    t0 = time.perf_counter()
    if args.top:
        import tracemalloc

        tracemalloc.start(8)

    def progress(done: int, wanted: int) -> None:
        if done % args.every == 0 or done == wanted:
            gc.collect()
            marks[done] = rss_mb()
            print(f"{done:6d} hands  RSS {marks[done]:7.1f} MB  ({time.perf_counter() - t0:6.1f} s)", flush=True)
            if args.top and done == args.start:
                import tracemalloc

                snap.append(tracemalloc.take_snapshot())

    print(machine())
    from mahjong_tui.variants.model import CACHE_HANDS

    print(
        f"{args.variant}: {args.hands} hands in one process, seed {args.seed}, caches released every "
        f"{CACHE_HANDS} hands (at the next match)"
    )
    report = simulate(variant, args.hands, args.seed, progress=progress)
    if report.errors:
        print(f"{len(report.errors)} errors; first: {report.errors[0].text}")
    first = marks.get(args.start)
    last = marks[max(marks)]
    if first is not None:
        print(
            f"RSS at {args.start} hands {first:.1f} MB, at {max(marks)} hands {last:.1f} MB: "
            f"grew {last - first:+.1f} MB (target: under 10 MB)"
        )
    if args.top and snap:
        import tracemalloc

        stats = tracemalloc.take_snapshot().compare_to(snap[0], "traceback")  # type: ignore[arg-type]
        for stat in stats[: args.top]:
            print(f"{stat.size_diff / 1e6:+8.2f} MB  {stat.count_diff:+8d} blocks")
            for line in stat.traceback.format()[-6:]:
                print("    " + line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
