"""Where a duel's margin comes from: the duplicate deals of ``duel`` (same seeds, same rotations,
same bots), each level's points split by their source — its own wins on a discard, its own
self-draws, the discards it dealt in, the others' self-draws, and the rest (kongs, flowers,
draws) — with win %, self-draw share of its wins and mean win value::

    python benchmarks/duel_sources.py [--variant mcr] [--bots strong,normal] [--hands 400] [--seed 1]

Points are per seat-hand, so each level's sources add up to its points per hand in ``duel``.

A second table splits the wins by the winner: whether it had an exposed meld (claimed) or none
(concealed), by level and over all: how many, their mean value (all wins, and wins on a discard)
and what the discarder of a discard win lost over the hand (the win, kongs paid with it or at
once, the dealer's doubling and all): the means the strong bot's seat cost reads per variant.
A third splits the discard wins by what the winner's exposed melds showed when it was dealt in
(``seat_cost.shows``: a one-suit hand, all pungs …), over all levels.
"""

from __future__ import annotations

from collections import defaultdict

import _common  # (puts the repository on sys.path)


def main() -> None:
    from mahjong_tui.bots.strong.seat_cost import SHOWS, shows
    from mahjong_tui.duel.play import play_first_hand
    from mahjong_tui.variants import load_variant

    args = _common.replay_args(__doc__)
    levels = args.levels
    v = load_variant(args.variant)
    n = max(v.seats)
    kinds = len(levels)
    points: dict[int, dict[str, float]] = {i: defaultdict(float) for i in range(kinds)}
    seat_hands = [0] * kinds
    by_winner: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0.0, 0, 0.0, 0.0])
    by_shown: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for _, table in _common.duel_tables(v, levels, args.seed, args.deals):
        which = table.which
        result = play_first_hand(table)
        wins = [w for w in result.wins if not w.chicken]
        winners = {w.seat: w for w in wins}
        dealt = {w.discarder for w in wins if w.how != "self_draw" and w.discarder is not None}
        drawn_by_other = any(w.how == "self_draw" for w in wins)
        for w in wins:
            kind = "concealed" if w.hand.is_concealed else "claimed"
            for key in ((levels[which[w.seat]], kind), ("all", kind), ("all", "all")):
                row = by_winner[key]
                row[0] += 1
                row[1] += w.score.total
                if w.how != "self_draw" and w.discarder is not None:
                    row[2] += 1
                    row[3] += w.score.total
                    row[4] -= result.deltas[w.discarder]
            if w.how != "self_draw" and w.discarder is not None:
                row = by_shown[shows(w.hand.melds)]  # a discard win adds no meld to the hand
                row[0] += 1
                row[1] += w.score.total
                row[2] -= result.deltas[w.discarder]
        for i in range(n):
            stats = points[which[i]]
            seat_hands[which[i]] += 1
            delta = result.deltas[i]
            if i in winners:
                how = "self_draw" if winners[i].how == "self_draw" else "discard"
                stats[f"win_{how}"] += delta
                stats[f"n_{how}"] += 1
                stats["value"] += winners[i].score.total
            elif i in dealt:
                stats["dealt_in"] += delta
                stats["n_dealt_in"] += 1
            elif drawn_by_other:
                stats["others_self_draw"] += delta
            else:
                stats["rest"] += delta
    print(f"{v.id}: {args.deals} deals, {args.bots}, seed {args.seed}; points per seat-hand by source")
    print(
        "| level | total | won on discard | self-drawn | dealt in | others' self-draws "
        "| others' discard wins, draws | win % | self-draw share | mean value | deal-in % |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for i, name in enumerate(levels):
        s, h = points[i], seat_hands[i]
        won = s["n_discard"] + s["n_self_draw"]
        parts = [s[k] / h for k in ("win_discard", "win_self_draw", "dealt_in", "others_self_draw", "rest")]
        print(
            f"| {name} | {sum(parts):+.2f} | "
            + " | ".join(f"{x:+.2f}" for x in parts)
            + f" | {100 * won / h:.1f} | {100 * s['n_self_draw'] / won if won else 0:.0f}% | "
            f"{s['value'] / won if won else 0:.1f} | {100 * s['n_dealt_in'] / h:.1f} |"
        )
    print()
    print("| winner's level | winner | wins | mean value | discard wins | their mean value | discarder paid |")
    print("|---|---|---|---|---|---|---|")
    for (level, kind), (n_won, value, n_disc, disc_value, paid) in sorted(by_winner.items()):
        print(
            f"| {level} | {kind} | {n_won} | {value / n_won:.2f} | {n_disc} | "
            f"{disc_value / n_disc if n_disc else 0:.2f} | {paid / n_disc if n_disc else 0:.2f} |"
        )

    print()
    print("| the winner showed | discard wins | their mean value | discarder paid |")
    print("|---|---|---|---|")
    for kind in SHOWS:
        n_won, value, paid = by_shown.get(kind, (0, 0.0, 0.0))
        print(f"| {kind} | {n_won} | {value / n_won if n_won else 0:.2f} | {paid / n_won if n_won else 0:.2f} |")


if __name__ == "__main__":
    main()
