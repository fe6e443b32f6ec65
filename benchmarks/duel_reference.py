"""The bot levels against an independent reference bot (:mod:`greedy_reference`: every legal
win, no claims, the lowest shanten), in ``duel`` per variant: the margin of each level over
``greedy`` in points per hand with its 95% interval, side by side in one run. Issue 17's check
beyond the developers' tests: ``strong`` must beat the reference by a wider margin than
``normal`` does::

    python benchmarks/duel_reference.py [--levels strong,normal] [--hands 2000] [--seed 1] [--jobs 1]
        [--only mcr,sichuan]
"""

from __future__ import annotations

import argparse
import time

import _common  # noqa: F401  (puts the repository on sys.path)
from greedy_reference import REFERENCE, register


def main() -> None:
    from mahjong_tui.duel import run_duel
    from mahjong_tui.variants import catalog, load_variant

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--levels", default="strong,normal")
    p.add_argument("--hands", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--only", default="mcr,sichuan,mingjiang", help="comma-separated variant ids")
    args = p.parse_args()
    register()
    levels = args.levels.split(",")
    ids = args.only.split(",") if args.only else catalog().ids()
    head = " | ".join(f"{lv} − {REFERENCE} (95%) | deal-in % {lv} / {REFERENCE}" for lv in levels)
    print(f"| variant | hands | {head} |")
    print("|---|---|" + "---|---|" * len(levels))
    start = time.perf_counter()
    for vid in ids:
        v = load_variant(vid)
        cells = []
        for lv in levels:
            r = run_duel(v, [lv, REFERENCE], args.hands, args.seed, max(v.seats), args.jobs)
            m = r.margin
            x, y = r.levels
            margin = "-" if m is None else f"{m.mean:+.2f} ± {m.half:.2f}"
            errors = f" ({len(r.errors)} deals failed)" if r.errors else ""
            cells.append(f"{margin}{errors} | {x.pct(x.dealt_in):.1f} / {y.pct(y.dealt_in):.1f}")
            hands = r.hands
        print(f"| {vid} | {hands} | " + " | ".join(cells) + " |", flush=True)
    print(f"\n{time.perf_counter() - start:.0f} s, --seed {args.seed} --jobs {args.jobs}")


if __name__ == "__main__":
    main()
