"""The measurements behind the chess sets' readiness table (not a timing): duplicate duel tables
(strong against normal, the levels rotated through the seats as ``duel`` seats them), and at
every discard, for each other seat still in the hand, whether its hand is ready in shape (the
engine's state gives the truth; the bots never see it), by what the table shows of it: declared
ready or not, exposed melds, whether it has discarded yet.
:data:`mahjong_tui.bots.strong.chess_readiness.UNDECLARED` is fitted to this.

Also printed, for seats that declared ready (their hands frozen: they only draw and discard):
how often a piece is one of its waits when its kind already went by since the declaration (the
seat's own discards from the declaring one on, the others' unclaimed ones after it; a piece that
went by did not complete the hand, and the waits do not change: :mod:`.chess_danger` reads such
pieces as safe against it), and each
level's deal-ins split by whether the discarder had declared ready (a declared hand throws what
it draws)::

    python benchmarks/chess_readiness_fit.py --variant xiangqi64 --deals 400 --seed 11
"""

from __future__ import annotations

import argparse
from collections import defaultdict

import _common  # (puts the repository on sys.path)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="xiangqi64")
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--bots", default="strong,normal")
    args = ap.parse_args()

    from mahjong_tui.duel.play import DuplicateTable, play_first_hand
    from mahjong_tui.engine import Act, Action
    from mahjong_tui.tiles.hand import Hand
    from mahjong_tui.variants import load_variant

    v = load_variant(args.variant)
    levels = args.bots.split(",")
    kinds = len(levels)
    ready: dict[tuple[bool, int, bool], list[int]] = defaultdict(lambda: [0, 0])
    after_declared = [0, 0]  # pieces discarded whose kind went by since a seat declared: [its waits, all]
    deal_ins: dict[tuple[str, bool], int] = defaultdict(int)
    discards: dict[tuple[str, bool], int] = defaultdict(int)

    def observe(table: DuplicateTable) -> None:
        """Play one table's first hand, counting as it goes."""
        game, which = table.game, table.which
        declared_waits: dict[int, frozenset[int]] = {}
        gone_by: dict[int, set[int]] = {}  # per declared seat, the kinds that went by since

        def before(seat: int, a: Action) -> None:
            if a.type is Act.DISCARD and a.tile is not None:
                st = game.state
                view = game.bot_view(seat)
                for o in view.seats:
                    if o.seat == seat or o.won:
                        continue
                    s = st.seats[o.seat]
                    waits = v.waits(Hand(sorted(s.hand), list(s.melds)), st.wild_kinds)
                    cell = ready[(o.ready, min(len(o.melds), 2), bool(o.river))]
                    cell[0] += bool(waits)
                    cell[1] += 1
                    if o.seat in gone_by and a.tile in gone_by[o.seat]:
                        after_declared[0] += a.tile in declared_waits[o.seat]
                        after_declared[1] += 1
                declared = view.seats[seat].ready
                discards[(levels[which[seat]], declared)] += 1

        def after(seat: int, a: Action) -> None:
            if a.type is Act.DISCARD and a.tile is not None and not game.history:
                for kinds_by in gone_by.values():
                    kinds_by.add(a.tile)  # it did not complete that hand (else the hand had ended)
            for i, s in enumerate(game.state.seats):
                if s.ready and i not in declared_waits:
                    declared_waits[i] = frozenset(v.waits(Hand(sorted(s.hand), list(s.melds)), game.state.wild_kinds))
                    gone_by[i] = set()

        play_first_hand(table, before, after)
        for w in game.history[0].wins:
            if w.how != "self_draw" and w.discarder is not None:
                deal_ins[(levels[which[w.discarder]], game.state.seats[w.discarder].ready)] += 1

    for _, table in _common.duel_tables(v, levels, args.seed, args.deals):
        observe(table)
    print(f"chess_readiness_fit: {v.id}, {args.deals} deals x {kinds} rotations, {args.bots}, seed {args.seed}")
    print("  ready in shape, by (declared, exposed melds up to 2, has discarded): share (cases)")
    for k in sorted(ready):
        print(f"    {k}: {ready[k][0] / ready[k][1]:.3f} ({ready[k][1]})")
    share = after_declared[0] / after_declared[1] if after_declared[1] else 0.0
    print(f"  a piece whose kind went by since a seat declared is one of its waits: {share:.3f} ({after_declared[1]})")
    print("  deal-ins / discards by (level, declared ready)")
    for k in sorted(discards):
        print(f"    {k}: {deal_ins[k]} / {discards[k]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
