"""Why strong misses wins normal makes: the duplicate deals of ``duel`` (strong against normal),
each seat's wall played once under each level; for every seat-wall normal won and strong did
not, what strong's own overrides of the baseline did in that hand::

    python benchmarks/duel_lost_wins.py [--variant hebei] [--hands 400] [--seed 1]

An override is counted once per hand and kind: ``fold ready`` (the defence changed the discard
of a hand that was ready), ``fold 1`` / ``fold far`` (one step from ready / further), ``claim
folded`` (a pung, chow or kong the baseline took passed because the hand folds), ``value`` (a
ready discard changed by the judge), ``other`` (search, furiten, ready call). A lost win with
none of them is a ``different game`` (the others' play, or an earlier different draw order).
Also printed: the same split for the seat-walls strong won and normal did not.
"""

from __future__ import annotations

import argparse
from collections import Counter

import _common  # noqa: F401  (puts the repository on sys.path)


def main() -> None:
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.duel.play import duplicate_table, play_first_hand
    from mahjong_tui.table.actions import Act
    from mahjong_tui.variants import load_variant

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variant", default="hebei")
    p.add_argument("--hands", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    v = load_variant(args.variant)
    n = max(v.seats)
    events: dict[int, set[str]] = {}  # id(bot) -> this hand's overrides

    turn, claim = StrongBot._turn, StrongBot._claim

    def traced_turn(self, ctx, by_type):  # type: ignore[no-untyped-def]
        got = turn(self, ctx, by_type)
        if got.type is Act.DISCARD and self._board(ctx) is not None:
            self.defends = False
            plain = turn(self, ctx, by_type)
            self.defends = True
            if plain != got:
                d = self._distance(ctx)
                events.setdefault(id(self), set()).add("fold ready" if d <= 0 else "fold 1" if d == 1 else "fold far")
        base = BaselineBot._turn(self, ctx, by_type)
        if got.type is Act.DISCARD and base.type is Act.DISCARD and base != got and id(self) not in events:
            events.setdefault(id(self), set()).add("value/other")
        return got

    def traced_claim(self, ctx, by_type):  # type: ignore[no-untyped-def]
        got = claim(self, ctx, by_type)
        base = BaselineBot._claim(self, ctx, by_type)
        if got.type is Act.PASS and base.type is not Act.PASS:
            self.defends = False
            plain = claim(self, ctx, by_type)
            self.defends = True
            events.setdefault(id(self), set()).add("claim folded" if plain.type is not Act.PASS else "claim refused")
        return got

    StrongBot._turn = traced_turn  # type: ignore[method-assign]
    StrongBot._claim = traced_claim  # type: ignore[method-assign]

    lost: Counter[str] = Counter()
    gained: Counter[str] = Counter()
    n_lost = n_gained = 0
    lost_points = 0.0
    deals = max(1, args.hands // 2)
    for deal in range(1, deals + 1):
        outcome: dict[tuple[int, int], tuple[bool, float, set[str]]] = {}  # (seat, level) -> won, delta, events
        for rotation in range(2):
            table = duplicate_table(v, ("strong", "normal"), args.seed, deal, rotation, n)
            which, bots = table.which, table.bots
            events.clear()
            result = play_first_hand(table)
            winners = {w.seat for w in result.wins if not w.chicken}
            for i in range(n):
                outcome[(i, which[i])] = (i in winners, result.deltas[i], set(events.get(id(bots[i]), ())))
        for i in range(n):
            s_won, s_delta, s_events = outcome[(i, 0)]
            n_won, n_delta, _ = outcome[(i, 1)]
            if n_won and not s_won:
                n_lost += 1
                lost_points += n_delta - s_delta
                lost.update(s_events or {"different game"})
            elif s_won and not n_won:
                n_gained += 1
                gained.update(s_events or {"different game"})
    print(f"{v.id}: {deals} deals, seed {args.seed}")
    print(f"seat-walls normal won, strong not: {n_lost} (points given up {lost_points / max(1, n_lost):.1f} each)")
    for k, c in lost.most_common():
        print(f"  {k}: {c}")
    print(f"seat-walls strong won, normal not: {n_gained}")
    for k, c in gained.most_common():
        print(f"  {k}: {c}")


if __name__ == "__main__":
    main()
