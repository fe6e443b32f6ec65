"""Two builds (or bot configurations) compared on the same walls, deal by deal: each run plays
the duplicate deals of ``duel`` and saves every deal's margin (first level less second, points
per seat-hand) with each level's wins split by how they came; given a saved run of another build
on the same variant, seed and hands, it prints the paired difference of the margins::

    python benchmarks/duel_builds_paired.py --variant mingjiang --hands 800 --seed 1 --save /tmp/new.json \
        [--against /tmp/old.json]

``--bots strong,greedy`` seats the independent reference bot (``duel_reference.py``). To save
the build before a change, run this script in a checkout of it (e.g. ``git archive REV |
tar -x -C DIR``, then copy the script there). The paired interval is far narrower than the gap
between two independent margins: the same deals' luck cancels.

Printed per run: the margin with its 95% interval, and per level win %, discard-win %, self-draw
%, deal-in % and mean win value; with ``--against``, the same for the other run, the paired
difference (this run less the other) with its interval, and how many deals played the same.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import _common  # noqa: F401 (puts the repository on sys.path)


def play(variant_id: str, levels: list[str], hands: int, seed: int) -> dict[str, Any]:
    """The per-deal margins and per-level tallies of ``hands`` duplicate hands."""
    from mahjong_tui.duel.play import duplicate_table, play_first_hand
    from mahjong_tui.sim import batch_collection
    from mahjong_tui.variants import load_variant

    v = load_variant(variant_id)
    n = max(v.seats)
    kinds = len(levels)
    deals = max(1, hands // kinds)
    margins: list[float] = []
    tally = [{"seat_hands": 0, "discard": 0, "self_draw": 0, "dealt_in": 0, "value": 0} for _ in levels]
    with batch_collection():
        for deal in range(1, deals + 1):
            sums = [0.0] * kinds
            counts = [0] * kinds
            for rotation in range(kinds):
                table = duplicate_table(v, levels, seed, deal, rotation, n)
                result = play_first_hand(table)
                wins = {w.seat: w for w in result.wins if not w.chicken}
                dealt = {w.discarder for w in wins.values() if w.how != "self_draw" and w.discarder is not None}
                for i in range(n):
                    k = table.which[i]
                    t = tally[k]
                    t["seat_hands"] += 1
                    sums[k] += result.deltas[i]
                    counts[k] += 1
                    if i in wins:
                        t["self_draw" if wins[i].how == "self_draw" else "discard"] += 1
                        t["value"] += wins[i].score.total
                    t["dealt_in"] += i in dealt
            means = [s / c if c else 0.0 for s, c in zip(sums, counts, strict=True)]
            margins.append(means[0] - means[1])
    return {"variant": variant_id, "levels": levels, "hands": hands, "seed": seed, "margins": margins, "tally": tally}


def describe(run: dict[str, Any], name: str) -> str:
    from mahjong_tui.duel.stats import mean_ci

    m = mean_ci(run["margins"])
    lines = [f"{name}: margin {m.mean:+.3f} ± {m.half:.3f} over {len(run['margins'])} deals"]
    for level, t in zip(run["levels"], run["tally"], strict=True):
        n = t["seat_hands"] or 1
        wins = t["discard"] + t["self_draw"]
        mean = t["value"] / wins if wins else 0.0
        lines.append(
            f"  {level:>8}: wins {100 * wins / n:.1f}% (discard {100 * t['discard'] / n:.1f}%, "
            f"self-draw {100 * t['self_draw'] / n:.1f}%), deal-in {100 * t['dealt_in'] / n:.1f}%, "
            f"mean win value {mean:.2f}"
        )
    return "\n".join(lines)


def main() -> None:
    from mahjong_tui.duel.stats import mean_ci

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variant", default="mingjiang")
    p.add_argument("--bots", default="strong,normal")
    p.add_argument("--hands", type=int, default=800)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--save", type=Path, help="write this run's per-deal margins here")
    p.add_argument("--against", type=Path, help="a saved run of another build to pair with")
    args = p.parse_args()
    levels = args.bots.split(",")
    if "greedy" in levels:  # the independent reference bot (benchmarks/greedy_reference.py)
        from duel_reference import register

        register()
    run = play(args.variant, levels, args.hands, args.seed)
    if args.save:
        args.save.write_text(json.dumps(run))
    print(describe(run, "this build"))
    if args.against:
        other = json.loads(args.against.read_text())
        same = (other["variant"], other["levels"], other["seed"], len(other["margins"]))
        if same != (run["variant"], run["levels"], run["seed"], len(run["margins"])):
            raise SystemExit(f"{args.against}: another variant, levels, seed or number of deals")
        print(describe(other, "the other"))
        diffs = [a - b for a, b in zip(run["margins"], other["margins"], strict=True)]
        d = mean_ci(diffs)
        equal = sum(1 for x in diffs if abs(x) < 1e-9)
        print(f"paired (this − other): {d.mean:+.3f} ± {d.half:.3f} a hand; {equal} of {len(diffs)} deals the same")


if __name__ == "__main__":
    main()
