"""The measurements behind the strong bot's constants (not a timing), from normal bots' hands.

Printed: how often an opponent's hand is ready in shape, by its discards (in threes) and
exposed melds (:mod:`mahjong_tui.bots.strong.readiness` fits its curves to this); how often a
discard wins for a ready opponent, by the danger the bot reads for it (``stance.HIT`` is the
top bucket's). The engine's state is read here to know the truth; the bot never sees it. How
often a seat goes on to win, by its distance and the wall left (``stance.WIN_CHANCE``), is
``win_chance_fit.py``'s.

    python benchmarks/strong_calibration.py --variant mcr --hands 150
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from _common import normal_bot_hands


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="mcr")
    ap.add_argument("--hands", type=int, default=150)
    args = ap.parse_args()

    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.bots.strong.danger import DangerBoard
    from mahjong_tui.engine import Act
    from mahjong_tui.tiles.hand import Hand
    from mahjong_tui.variants import load_variant

    v = load_variant(args.variant)
    probe = StrongBot(v)  # reads danger only; the seats are played by normal bots
    ready: dict[tuple[int, int], list[int]] = defaultdict(lambda: [0, 0])
    by_draws: dict[tuple[int, int, int], list[int]] = defaultdict(lambda: [0, 0])
    hits: dict[float, list[int]] = defaultdict(lambda: [0, 0])
    for g, steps in normal_bot_hands(v, args.hands):
        for _seat, view, a in steps:
            if a.type is Act.DISCARD and a.tile is not None:
                board = DangerBoard(view, probe.furiten, probe.voids, probe.readiness)
                for o in board.opponents:
                    s = g.state.seats[o.seat]
                    if s.won:
                        continue
                    waits = v.waits(Hand(sorted(s.hand), list(s.melds)), g.state.wild_kinds)
                    info = view.seats[o.seat]
                    key = (min(len(info.river) // 3, 6), min(len(info.melds), 4))
                    ready[key][1] += 1
                    straight = sum(r.from_draw for r in info.river[-3:])
                    cell = by_draws[(min(len(info.river) // 3, 6), min(len(info.melds), 2), straight)]
                    cell[1] += 1
                    if waits:
                        ready[key][0] += 1
                        cell[0] += 1
                        bucket = round(board.against(o, a.tile) * 10) / 10
                        hits[bucket][1] += 1
                        hits[bucket][0] += a.tile in waits
    print(f"strong_calibration: {v.id}, {args.hands} hands of normal bots")
    print("  ready in shape, by (discards // 3, exposed melds): share (cases)")
    for k in sorted(ready):
        print(f"    {k}: {ready[k][0] / ready[k][1]:.2f} ({ready[k][1]})")
    print("  ready in shape, by (discards // 3, exposed melds up to 2, of the last 3 discards from the draw)")
    for k in sorted(by_draws):
        print(f"    {k}: {by_draws[k][0] / by_draws[k][1]:.2f} ({by_draws[k][1]})")
    print("  a discard winning for a ready opponent, by the danger read for it: share (cases)")
    for k in sorted(hits):
        print(f"    {k:.1f}: {hits[k][0] / hits[k][1]:.3f} ({hits[k][1]})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
