"""Where the strong bot's own wins go missing: the duplicate deals of ``duel`` (same seeds, same
rotations), each seat-hand played once by each level on the same wall, and for the seat-hands one
level won and the other did not, what the other was doing at the moment of that win::

    python benchmarks/mcr_missed_wins.py [--variant mcr] [--hands 400] [--seed 1]

A seat's state is read after each of its discards (13 tiles): its distance from ready in shape,
and when ready the winning copies the judge accepts (MCR's 8 fans). The strong seats are played
by a recording strong bot that also notes each turn its defence changed the discard (a fold)
and each pung or chow the baseline would have made that it passed (or made where the baseline
passed). The causes, per seat-hand the winner's level won and the other did not:

* ``ended sooner`` — the other's table ended (a win elsewhere, or its deal-in) before the
  winner's win came;
* ``ready, no legal wait`` — ready in shape at that moment, every wait under the minimum;
* ``ready, waits lost`` — ready with winning waits, the tile went elsewhere or never came;
* ``folded`` / ``passed a claim`` / ``slower`` — not ready then: it had folded (strong only),
  passed a claim the baseline took (strong only), or was simply further.
"""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import _common  # noqa: F401  (puts the repository on sys.path)


@dataclass
class SeatTrace:
    """One seat's hand as it went: (wall left, distance, winning copies) after each discard."""

    states: list[tuple[int, int, float]] = field(default_factory=list)
    folds: list[int] = field(default_factory=list)
    """Wall left at each turn the defence changed the discard."""
    passed: list[int] = field(default_factory=list)
    """Wall left at each pung or chow the baseline would make and the bot passed."""
    extra: list[int] = field(default_factory=list)
    """Wall left at each pung or chow the bot made where the baseline passed."""

    def at(self, wall: int) -> tuple[int, float]:
        """The distance and winning copies at the last discard made with ``wall`` or more left."""
        got = (8, 0.0)
        for w, d, c in self.states:
            if w >= wall:
                got = (d, c)
        return got


def recording_strong(variant, seed, trace: SeatTrace):  # type: ignore[no-untyped-def]
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.table.actions import Act

    class Recording(StrongBot):
        def _turn(self, ctx, by_type):  # type: ignore[no-untyped-def]
            got = super()._turn(ctx, by_type)
            if self.defends and self._board(ctx) is not None:
                self.defends = False
                try:
                    offence = super()._turn(ctx, by_type)
                finally:
                    self.defends = True
                if offence != got:
                    trace.folds.append(ctx.view.wall_remaining)
            return got

        def _claim(self, ctx, by_type):  # type: ignore[no-untyped-def]
            got = super()._claim(ctx, by_type)
            base = BaselineBot._claim(self, ctx, by_type)
            melds = (Act.PUNG, Act.CHOW)
            if base.type in melds and got.type not in melds:
                trace.passed.append(ctx.view.wall_remaining)
            elif got.type in melds and base.type not in melds:
                trace.extra.append(ctx.view.wall_remaining)
            return got

    return Recording(variant, seed)


def seat_state(variant, game, seat: int) -> tuple[int, float]:  # type: ignore[no-untyped-def]
    """The seat's distance from ready in shape and, when ready, the judge's winning copies."""
    from mahjong_tui.bots.strong.value import view_facts
    from mahjong_tui.engine.seen import seen_counts
    from mahjong_tui.engine.view import SeatView
    from mahjong_tui.rules.advice import advise
    from mahjong_tui.tiles.hand import Hand

    view = SeatView.for_bot(game, seat, facts=True)
    me = view.me
    assert me is not None and me.hand is not None
    melds = [mv.meld for mv in me.melds if mv.meld is not None]
    visible = Counter({t: n for t, n in enumerate(seen_counts(view, own=False)) if n})
    adv = advise(variant, Hand(list(me.hand), melds, None, list(me.bonus)), view_facts(variant, view), visible=visible)
    if adv.shanten != 0:
        return adv.shanten, 0.0
    return 0, sum(w.weight(len(view.seats)) for w in adv.waits if w.wins)


def play(variant, levels, seed: int, deal: int, rotation: int):  # type: ignore[no-untyped-def]
    """One table of the duel, its strong seats recorded: (levels by seat, traces, wins, wall left
    at the end, points by seat)."""
    from mahjong_tui.bots.levels import make_bot
    from mahjong_tui.duel.play import duplicate_table, play_first_hand
    from mahjong_tui.table.actions import Act

    n = max(variant.seats)
    traces = [SeatTrace() for _ in range(n)]
    built = iter(traces)  # the table builds its seats' bots in seat order

    def make(level, v, bseed):  # type: ignore[no-untyped-def]
        trace = next(built)
        return recording_strong(v, bseed, trace) if level == "strong" else make_bot(level, v, bseed)

    table = duplicate_table(variant, levels, seed, deal, rotation, n, make)
    game = table.game

    def traced(seat, action):  # type: ignore[no-untyped-def]
        if action.type is Act.DISCARD and not game.history:
            d, c = seat_state(variant, game, seat)
            traces[seat].states.append((game.state.wall.remaining, d, c))

    result = play_first_hand(table, after=traced)
    wins = {w.seat: w for w in result.wins if not w.chicken}
    return table.which, traces, wins, game.state.wall.remaining, result.deltas


def main() -> None:
    from mahjong_tui.variants import load_variant

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variant", default="mcr")
    p.add_argument("--hands", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    levels = ("strong", "normal")
    v = load_variant(args.variant)
    n = max(v.seats)
    deals = max(1, args.hands // 2)
    causes: dict[str, Counter[str]] = {lv: Counter() for lv in levels}
    lost_points: dict[str, dict[str, float]] = {lv: defaultdict(float) for lv in levels}
    tally: Counter[str] = Counter()
    folds = passed = extra = 0
    for deal in range(1, deals + 1):
        runs = [play(v, levels, args.seed, deal, rotation) for rotation in range(2)]
        for which, traces, _, _, _ in runs:
            for i in range(n):
                if levels[which[i]] == "strong":
                    folds += len(traces[i].folds)
                    passed += len(traces[i].passed)
                    extra += len(traces[i].extra)
        for seat in range(n):
            by_level = {levels[r[0][seat]]: r for r in runs}
            won = {lv: seat in by_level[lv][2] for lv in levels}
            tally[
                "both"
                if all(won.values())
                else "neither"
                if not any(won.values())
                else f"{[lv for lv in levels if won[lv]][0]} only"
            ] += 1
            if won["strong"] == won["normal"]:
                continue
            winner = "strong" if won["strong"] else "normal"
            other = "normal" if winner == "strong" else "strong"
            _, wtraces, wwins, wend, wdeltas = by_level[winner]
            _, otraces, owins, oend, odeltas = by_level[other]
            win_wall = wend
            trace = otraces[seat]
            if oend > win_wall:
                cause = "ended sooner"
            else:
                d, copies = trace.at(win_wall)
                if d == 0:
                    cause = "ready, waits lost" if copies > 0 else "ready, no legal wait"
                elif any(w >= win_wall for w in trace.folds):
                    cause = "folded"
                elif any(w >= win_wall for w in trace.passed):
                    cause = "passed a claim"
                else:
                    cause = "slower"
            causes[other][cause] += 1
            lost_points[other][cause] += wdeltas[seat] - odeltas[seat]
    print(f"{v.id}: {deals} deals, strong vs normal, seed {args.seed}")
    print("seat-hands: " + ", ".join(f"{k} {tally[k]}" for k in ("both", "strong only", "normal only", "neither")))
    print(
        f"strong's recorded decisions: {folds} folds, {passed} claims passed the baseline made, {extra} made it passed"
    )
    print("| missed by | cause | seat-hands | points behind the winner's play, per seat-hand of the duel |")
    print("|---|---|---|---|")
    total = deals * n
    for lv in levels:
        for cause, k in causes[lv].most_common():
            print(f"| {lv} | {cause} | {k} | {lost_points[lv][cause] / total:+.2f} |")


if __name__ == "__main__":
    main()
