"""Strong bot against normal (the baseline) in duplicate: the same walls, the seats rotated.

Each wall is the first hand of ``Game(variant, seed=wall_seed)``, played once per rotation of
the seat pattern (four seats: strong, normal, strong, normal, then normal, strong, normal,
strong; three seats: each seat strong once beside two normals; two seats: swapped), so every
seat plays each wall as each bot type and the luck of the deal cancels. Printed per bot type:
points per seat-hand, win % and deal-in % of seat-hands, and the margin (strong minus normal,
points per seat-hand) with a 95% confidence interval over the walls; for MCR also the share of
completions on a discard (the discard completes the hand's shape) that are no legal win,
which at MCR is the 8-fan minimum.

    python benchmarks/bench_strong.py --variant mcr --walls 100 [--seed 1] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

import _common  # noqa: F401  (puts the repository on sys.path)
from _common import machine

TYPES = ("strong", "normal")


def patterns(n: int) -> list[tuple[str, ...]]:
    """The seat assignments each wall is played with."""
    if n == 4:
        return [("strong", "normal", "strong", "normal"), ("normal", "strong", "normal", "strong")]
    return [tuple("strong" if i == r else "normal" for i in range(n)) for r in range(n)]


@dataclass
class Tally:
    seat_hands: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TYPES, 0))
    points: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TYPES, 0))
    wins: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TYPES, 0))
    deal_ins: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TYPES, 0))
    completions: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TYPES, 0))
    refused: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TYPES, 0))
    margins: list[float] = field(default_factory=list)
    """Per wall: strong's minus normal's points per seat-hand."""
    strong_ms: list[float] = field(default_factory=list)
    hands: int = 0
    draws: int = 0
    errors: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in ("seat_hands", "points", "wins", "deal_ins", "completions", "refused"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for k in TYPES:
                mine[k] += theirs[k]
        self.margins += other.margins
        self.strong_ms += other.strong_ms
        self.hands += other.hands
        self.draws += other.draws
        self.errors += other.errors


def play_walls(variant_id: str, seeds: list[int]) -> Tally:
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.engine import Act, Game, Phase
    from mahjong_tui.play.loop import PlayLoop
    from mahjong_tui.sim import MAX_ACTIONS_PER_HAND, batch_collection, derive_seed
    from mahjong_tui.tiles.hand import Hand
    from mahjong_tui.variants import load_variant

    v = load_variant(variant_id)
    n = max(v.seats)
    out = Tally()
    with batch_collection():
        for wall in seeds:
            per_type = dict.fromkeys(TYPES, 0)
            for pattern in patterns(n):
                game = Game(v, players=n, seed=wall)
                bots = {
                    i: (StrongBot if pattern[i] == "strong" else BaselineBot)(v, seed=derive_seed(wall, "bot", i))
                    for i in range(n)
                }
                loop = PlayLoop(game, bots, results=False)
                steps = 0
                try:
                    while not game.history:
                        seat = loop.next_step().seat
                        assert seat is not None
                        view = game.bot_view(seat)
                        kind = pattern[seat]
                        if view.phase is Phase.CLAIM and view.last_discard is not None:
                            me = view.seats[seat]
                            if me.hand is not None and not me.won:
                                hand = Hand(list(me.hand), [m.meld for m in me.melds if m.meld is not None])
                                if view.last_discard[1] in v.waits(hand, view.wild_kinds):  # completes the shape
                                    out.completions[kind] += 1
                                    out.refused[kind] += not any(
                                        a.type is Act.WIN and not a.false_win for a in view.legal
                                    )
                        t0 = time.perf_counter()
                        action = bots[seat].choose(view)
                        if kind == "strong":
                            out.strong_ms.append((time.perf_counter() - t0) * 1000)
                        loop.apply(action)
                        steps += 1
                        if steps > MAX_ACTIONS_PER_HAND:
                            raise RuntimeError("the hand did not end")
                except Exception as e:  # noqa: BLE001 - a finding to report, the run goes on
                    out.errors.append(f"wall {wall} pattern {pattern}: {type(e).__name__}: {e}")
                    per_type = {}
                    break
                result = game.history[0]
                out.hands += 1
                out.draws += not result.wins
                for w in result.wins:
                    if not w.chicken:
                        out.wins[pattern[w.seat]] += 1
                    if w.discarder is not None and w.how != "self_draw":
                        out.deal_ins[pattern[w.discarder]] += 1
                for seat, delta in enumerate(result.deltas):
                    out.seat_hands[pattern[seat]] += 1
                    out.points[pattern[seat]] += delta
                    per_type[pattern[seat]] += delta
            if per_type:
                shares = {k: sum(p.count(k) for p in patterns(n)) for k in TYPES}
                out.margins.append(per_type["strong"] / shares["strong"] - per_type["normal"] / shares["normal"])
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="mcr")
    ap.add_argument("--walls", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    seeds = [args.seed * 100_000 + i for i in range(args.walls)]
    chunks = [seeds[j :: args.jobs] for j in range(args.jobs)]
    start = time.perf_counter()
    total = Tally()
    if args.jobs == 1:
        total.add(play_walls(args.variant, seeds))
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            for t in pool.map(play_walls, [args.variant] * args.jobs, chunks):
                total.add(t)
    elapsed = time.perf_counter() - start
    print(
        f"bench_strong: {args.variant}, {args.walls} walls, {total.hands} hands, seed {args.seed}, "
        f"{elapsed:.0f} s, {args.jobs} job(s)"
    )
    print(f"  machine: {machine()}")
    print(f"  {'bot':<7} {'seat-hands':>10} {'pts/hand':>9} {'win %':>6} {'deal-in %':>9} {'refused %':>17}")
    for k in TYPES:
        sh = max(1, total.seat_hands[k])
        comp = total.completions[k]
        refused = f"{100 * total.refused[k] / comp:.1f} ({total.refused[k]}/{comp})" if comp else "-"
        print(
            f"  {k:<7} {total.seat_hands[k]:>10} {total.points[k] / sh:>9.2f} {100 * total.wins[k] / sh:>6.1f} "
            f"{100 * total.deal_ins[k] / sh:>9.1f} {refused:>17}"
        )
    m = total.margins
    if len(m) > 1:
        half = 1.96 * statistics.stdev(m) / math.sqrt(len(m))
        mean = statistics.fmean(m)
        word = "stronger" if mean - half > 0 else "weaker" if mean + half < 0 else "not distinguishable"
        print(
            f"  margin strong - normal: {mean:+.2f} ± {half:.2f} points per seat-hand "
            f"(95% CI over {len(m)} walls): {word}"
        )
    dn = total.deal_ins["normal"] / max(1, total.seat_hands["normal"])
    ds = total.deal_ins["strong"] / max(1, total.seat_hands["strong"])
    if dn:
        print(f"  deal-in ratio strong / normal: {ds / dn:.2f} (target ≤ 0.75)")
    print(f"  draws: {total.draws} of {total.hands} hands")
    if total.strong_ms:
        s = sorted(total.strong_ms)
        print(f"  strong decision time: median {statistics.median(s):.2f} ms, p99 {s[int(0.99 * (len(s) - 1))]:.2f} ms")
    for e in total.errors[:10]:
        print(f"  error: {e}")
    return 1 if total.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
