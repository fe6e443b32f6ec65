"""How often a dealt Shaanxi hand wins, by its shanten and whether it deals: the table behind
the strong bot's stakes (:mod:`mahjong_tui.bots.strong.stakes`). Four bots of one level play
the first hand of each deal; per (shanten, dealer) it prints the seat-hands, the share won, the
share another seat won, and one stake's expected earning in units of 3 points (3 × won − other)::

    python benchmarks/stakes_calibration.py [--level normal] [--deals 500] [--seed 99]
"""

from __future__ import annotations

import argparse
from collections import defaultdict

import _common  # noqa: F401  (puts the repository on sys.path)


def main() -> None:
    from mahjong_tui.bots.levels import make_bot
    from mahjong_tui.engine.game import Game
    from mahjong_tui.play.loop import PlayLoop
    from mahjong_tui.sim import derive_seed
    from mahjong_tui.table.actions import Act
    from mahjong_tui.variants import load_variant

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--level", default="normal")
    p.add_argument("--deals", type=int, default=500)
    p.add_argument("--seed", type=int, default=99)
    args = p.parse_args()
    v = load_variant("shaanxi")
    stat: dict[tuple[int, bool], list[int]] = defaultdict(lambda: [0, 0, 0])
    for deal in range(1, args.deals + 1):
        g = Game(v, players=4, seed=derive_seed(args.seed, "deal", deal))
        loop = PlayLoop(g, {i: make_bot(args.level, v, i) for i in range(4)}, results=False)
        dealt: dict[int, tuple[int, bool]] = {}
        while not g.history:
            seat = loop.next_step().seat
            assert seat is not None
            view = g.bot_view(seat)
            me = view.me
            if seat not in dealt and me is not None and me.hand is not None and view.legal[0].type is Act.CHOOSE:
                melds = [mv.meld for mv in me.melds if mv.meld is not None]
                dealt[seat] = (v.shanten(me.hand, melds, view.wild_kinds), me.dealer)
            loop.apply(loop.bot_action(seat))
        winners = {w.seat for w in g.history[0].wins if not w.chicken}
        for seat, key in dealt.items():
            row = stat[key]
            row[0] += 1
            row[1] += seat in winners
            row[2] += bool(winners - {seat})
    print("| shanten | dealer | seat-hands | won | another won | 3 × won − other |")
    print("|---|---|---|---|---|---|")
    for (sh, dealer), (n, w, o) in sorted(stat.items()):
        print(f"| {sh} | {'yes' if dealer else 'no'} | {n} | {w / n:.3f} | {o / n:.3f} | {(3 * w - o) / n:+.3f} |")


if __name__ == "__main__":
    main()
