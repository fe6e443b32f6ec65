"""The chance that a seat goes on to win, by its distance to a win and the wall left, at a table
of normal bots: the curves of :mod:`mahjong_tui.bots.strong.wall_chance` (not a timing)::

    python benchmarks/win_chance_fit.py --variant hebei --hands 2000

At every discard the discarding seat's distance (its best plan, before the discard: 1 is ready)
and the wall left are marked; the hand's winners (chicken wins not counted) say which marks won.
Printed per distance: the share that won in each band of ``--band`` tiles of wall, with the
cases, and the tuple to paste (one value per band, from the empty wall up). ``--band 20
--chicken`` is the measurement behind ``stance.WIN_CHANCE`` (there MCR and Sichuan, 100 hands each).
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from _common import normal_bot_hands


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="hebei")
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--band", type=int, default=10, help="tiles of wall per band")
    ap.add_argument("--chicken", action="store_true", help="count chicken wins (paid nothing in 明將) as wins")
    args = ap.parse_args()

    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.engine import Act
    from mahjong_tui.variants import load_variant

    v = load_variant(args.variant)
    probe = StrongBot(v)  # reads distances only; the seats are played by normal bots
    won: dict[tuple[int, int], list[int]] = defaultdict(lambda: [0, 0])
    for g, steps in normal_bot_hands(v, args.hands):
        marks: list[tuple[int, int, int]] = []
        for seat, view, a in steps:
            if a.type is Act.DISCARD and not view.seats[seat].won:
                marks.append((seat, probe._distance(probe._context(view)), view.wall_remaining))
        winners = {w.seat for w in g.history[0].wins if args.chicken or not w.chicken}
        for seat, d, wall in marks:
            cell = won[(d, wall // args.band)]
            cell[0] += seat in winners
            cell[1] += 1
    bands = max(b for _, b in won) + 1
    print(f"{v.id}, {args.hands} hands: the share of marks that went on to win, by distance and wall band")
    for d in sorted({d for d, _ in won}):
        cells = [won.get((d, b), [0, 0]) for b in range(bands)]
        shown = "  ".join(f"{w / c:.2f}({c})" if c else "-" for w, c in cells)
        print(f"  {d}: {shown}")
        print(f"     ({', '.join(f'{w / c:.2f}' if c else 'nan' for w, c in cells)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
