"""The bot levels measured against each other: ``duel`` in every built-in variant (its default
preset), one line per variant: the margin of the first level over the second in points per hand
with its 95% interval, the verdict, and each level's win % and deal-in %. The figures in the
README come from here::

    python benchmarks/duel_levels.py [--bots easy,normal] [--hands 300] [--seed 1] [--jobs 2] [--only mcr,sichuan]
"""

from __future__ import annotations

import argparse
import time

import _common  # noqa: F401  (puts the repository on sys.path)


def main() -> None:
    from mahjong_tui.duel import run_duel
    from mahjong_tui.variants import catalog, load_variant

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bots", default="easy,normal")
    p.add_argument("--hands", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--only", default="", help="comma-separated variant ids")
    args = p.parse_args()
    levels = args.bots.split(",")
    ids = args.only.split(",") if args.only else catalog().ids()
    a, b = levels
    print(
        f"| variant | hands | margin {a} − {b}, points per hand (95%) | verdict | win % {a} / {b} "
        f"| deal-in % {a} / {b} |"
    )
    print("|---|---|---|---|---|---|")
    start = time.perf_counter()
    for vid in ids:
        v = load_variant(vid)
        r = run_duel(v, levels, args.hands, args.seed, max(v.seats), args.jobs)
        m = r.margin
        x, y = r.levels
        margin = "-" if m is None else f"{m.mean:+.2f} ± {m.half:.2f}"
        errors = f" ({len(r.errors)} deals failed)" if r.errors else ""
        print(
            f"| {vid} | {r.hands} | {margin} | {r.verdict}{errors} | {x.pct(x.wins):.1f} / {y.pct(y.wins):.1f} "
            f"| {x.pct(x.dealt_in):.1f} / {y.pct(y.dealt_in):.1f} |",
            flush=True,
        )
    print(f"\n{time.perf_counter() - start:.0f} s, --seed {args.seed} --jobs {args.jobs}")


if __name__ == "__main__":
    main()
