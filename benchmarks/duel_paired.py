"""Two builds (or two bot configurations) compared deal by deal on the same walls: a duel's
margin far less noisy than two independent intervals.

``play`` plays a duel as ``mahjong-tui duel`` does (the same deals, rotations and bots) with the
tree on the path and saves every seat-hand of every deal; ``compare`` subtracts, deal by deal,
the margins of two such files of the same variant, seed and levels, and gives the mean of those
differences with its 95% interval (the change's own effect), each file's own margin, and the
first level's win %, mean win value, wins worth at least ``--big`` and deal-in % in each, with the
second level's deal-in % and the ratio of the two (issue 17 asks strong for at most 0.75)::

    PYTHONPATH=/path/to/before python benchmarks/duel_paired.py play --variant wuhan --hands 800 --out before.json
    PYTHONPATH=/path/to/after python benchmarks/duel_paired.py play --variant wuhan --hands 800 --out after.json
    python benchmarks/duel_paired.py compare before.json after.json --big 10

Two git revisions: a worktree of each on ``PYTHONPATH``; two configurations: change a constant
between the two runs. ``--bots strong,greedy`` seats the independent reference bot
(``greedy_reference.py``) as the second level; ``compare --first-level-differs`` then sets two
levels against it on the same walls (``normal,greedy`` before, ``strong,greedy`` after): the
paired mean is (strong − reference) − (normal − reference), issue 17's reference check, deal
by deal. The seats beside each level differ between the two files (a strong seat sits with
strong and the reference, a normal one with normal), so it is the check's own difference, not a
change's.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import _common  # noqa: F401  (the tree on PYTHONPATH is the build measured; else this repository's)


def _play(args: argparse.Namespace) -> None:
    from mahjong_tui.duel.play import DuelSpec, play_deals
    from mahjong_tui.variants import load_variant

    levels = tuple(args.bots.split(","))
    if "greedy" in levels:  # the independent reference bot, registered before the processes fork
        from greedy_reference import register

        register()
    v = load_variant(args.variant, args.preset)
    players = max(v.seats)
    deals = max(1, -(-args.hands // len(levels)))
    spec = DuelSpec(v.id, v.preset or None, dict(v.options), players, levels, args.seed)
    outcomes = play_deals(spec, deals, args.jobs)
    data = {
        "variant": v.id,
        "seed": args.seed,
        "levels": list(levels),
        "deals": [
            {
                "deal": o.deal,
                "error": o.error,
                "hands": [
                    [[s.level, s.delta, s.won, s.value, s.dealt_in, s.self_drawn] for s in h.seats] for h in o.hands
                ],
            }
            for o in outcomes
        ],
    }
    Path(args.out).write_text(json.dumps(data))
    preset = f" ({v.preset})" if args.preset else ""
    print(f"{v.id}{preset}: {deals} deals, seed {args.seed}, {args.bots}: saved to {args.out}")


def _margins(data: dict[str, Any]) -> dict[int, float]:
    """Each finished deal's margin: the first level's mean points per seat-hand less the second's."""
    out: dict[int, float] = {}
    for d in data["deals"]:
        if d["error"]:
            continue
        sums, counts = [0.0, 0.0], [0, 0]
        for hand in d["hands"]:
            for level, delta, *_ in hand:
                if level < 2:
                    sums[level] += delta
                    counts[level] += 1
        out[d["deal"]] = sums[0] / counts[0] - sums[1] / counts[1]
    return out


def _first_level(data: dict[str, Any], deals: set[int], big: int) -> str:
    """The first level's win % (of them self-drawn), mean win value, wins worth ``big`` or more
    and deal-in % over ``deals``; the second level's deal-in % and the ratio of the two."""
    n = wins = drawn = value = bigs = dealt = 0
    seconds = seconds_dealt = 0
    for d in data["deals"]:
        if d["deal"] not in deals:
            continue
        for hand in d["hands"]:
            for level, _delta, won, v, dealt_in, *self_drawn in hand:  # files saved before had no self_drawn
                if level == 1:
                    seconds += 1
                    seconds_dealt += dealt_in
                if level != 0:
                    continue
                n += 1
                wins += won
                drawn += won and bool(self_drawn and self_drawn[0])
                value += v if won else 0
                bigs += won and v >= big
                dealt += dealt_in
    mean = value / wins if wins else 0.0
    own, other = dealt / n, seconds_dealt / seconds if seconds else 0.0
    ratio = f"{own / other:.2f}" if other else "-"
    return (
        f"win {100 * wins / n:.1f}% (self-drawn {100 * drawn / n:.1f}%), mean value {mean:.2f}, "
        f"{bigs} wins ≥ {big}, deal-in {100 * own:.1f}% ({data['levels'][1]} {100 * other:.1f}%, ratio {ratio})"
    )


def _compare(args: argparse.Namespace) -> None:
    from mahjong_tui.duel.stats import mean_ci

    a, b = (json.loads(Path(p).read_text()) for p in (args.before, args.after))
    for key in ("variant", "seed", "levels"):
        if a[key] != b[key] and not (key == "levels" and args.first_level_differs and a[key][1:] == b[key][1:]):
            raise SystemExit(f"the two files differ in {key}: {a[key]} against {b[key]}")
    ma, mb = _margins(a), _margins(b)
    deals = sorted(set(ma) & set(mb))
    if len(deals) < 2:
        raise SystemExit("fewer than two deals finished in both files")
    same = sum(1 for d in deals if ma[d] == mb[d])
    for name, data, m in (("before", a, ma), ("after", b, mb)):
        e = mean_ci([m[d] for d in deals])
        level = data["levels"][0]
        print(f"{name}: margin {e.mean:+.2f} ± {e.half:.2f}; {level}: {_first_level(data, set(deals), args.big)}")
    diff = mean_ci([mb[d] - ma[d] for d in deals])
    print(
        f"paired (after − before), {a['variant']} seed {a['seed']}, {len(deals)} deals "
        f"({same} the same): {diff.mean:+.2f} ± {diff.half:.2f}"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play a duel and save its deals")
    play.add_argument("--variant", default="mcr")
    play.add_argument("--preset", default=None, help="the variant's preset (default: its default)")
    play.add_argument("--bots", default="strong,normal")
    play.add_argument("--hands", type=int, default=400)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--jobs", type=int, default=1)
    play.add_argument("--out", required=True)
    cmp = sub.add_parser("compare", help="two saved duels subtracted deal by deal")
    cmp.add_argument("before")
    cmp.add_argument("after")
    cmp.add_argument("--big", type=int, default=10, help="a win worth this much or more counts as big")
    cmp.add_argument(
        "--first-level-differs",
        action="store_true",
        help="allow two files whose first levels differ (the second the same): the paired mean is then "
        "(after's level − second) − (before's level − second), deal by deal on the same walls",
    )
    args = p.parse_args()
    _play(args) if args.command == "play" else _compare(args)


if __name__ == "__main__":
    main()
