"""Where wins go missing between two levels: the duplicate deals of ``duel`` (strong against
normal, same seeds and rotations), each seat's wall played once by each level, and for every
seat-wall one level won and the other did not, why the other missed it::

    python benchmarks/duel_missed_wins.py [--variant mcr] [--hands 400] [--seed 1]

Two readings of each missed win, printed as two tables:

**What the loser was doing when the win came.** A seat's state is read after each of its
discards: its distance from ready in shape and, when ready, the winning copies the judge
accepts (MCR's 8 fans, Malaysian 5 …). The causes:

* ``ended sooner`` — the loser's table ended (a win elsewhere, or its deal-in) before the
  winner's win came;
* ``ready, no legal wait`` — ready in shape then, every wait under the minimum;
* ``ready, waits lost`` — ready with winning waits; the tile went elsewhere or never came;
* ``folded`` / ``passed a claim`` / ``slower`` — not ready then: it had folded (strong only),
  passed a pung or chow the baseline would have made (strong only), or was simply further.

**What strong's own overrides of the baseline did in the hands it missed** (and, for contrast,
in the hands it alone won), each kind counted once per seat-hand: ``fold ready`` / ``fold 1`` /
``fold far`` (its defence changed a discard of a hand ready, one step away, further), ``claim
folded`` (a pung, chow or kong the baseline took, passed because the hand folds), ``claim
refused`` (passed for value or by the search), ``value/other`` (a discard changed by the judge's
value, the search, furiten, a ready call … at a turn the defence did not change). A missed win
with none of them is a ``different game`` (the others' play, or an earlier different draw).

The strong seats are played by a recording strong bot; asking the baseline what it would have
done draws no random number (the baseline's generator serves set-up choices only), so the
tables play as in ``duel``.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

import _common  # (puts the repository on sys.path)

LEVELS = ("strong", "normal")


@dataclass
class SeatTrace:
    """One seat's hand as it went."""

    states: list[tuple[int, int, float]] = field(default_factory=list)
    """(wall left, distance, winning copies) after each discard."""
    folds: list[int] = field(default_factory=list)
    """Wall left at each turn the defence changed the discard."""
    passed: list[int] = field(default_factory=list)
    """Wall left at each pung or chow the baseline would make and the bot passed."""
    extra: list[int] = field(default_factory=list)
    """Wall left at each pung or chow the bot made where the baseline passed."""
    overrides: set[str] = field(default_factory=set)
    """The kinds of the bot's overrides of the baseline in this hand."""

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

    melds = (Act.PUNG, Act.CHOW)

    class Recording(StrongBot):
        def _turn(self, ctx, by_type):  # type: ignore[no-untyped-def]
            got = super()._turn(ctx, by_type)
            if got.type is not Act.DISCARD:
                return got
            folded = False
            if self.defends and self._board(ctx) is not None:
                self.defends = False
                try:
                    offence = super()._turn(ctx, by_type)
                finally:
                    self.defends = True
                if offence != got:
                    folded = True
                    trace.folds.append(ctx.view.wall_remaining)
                    d = self._distance(ctx)
                    trace.overrides.add("fold ready" if d <= 0 else "fold 1" if d == 1 else "fold far")
            base = BaselineBot._turn(self, ctx, by_type)
            if not folded and base.type is Act.DISCARD and base != got:
                trace.overrides.add("value/other")
            return got

        def _claim(self, ctx, by_type):  # type: ignore[no-untyped-def]
            got = super()._claim(ctx, by_type)
            base = BaselineBot._claim(self, ctx, by_type)
            if base.type in melds and got.type not in melds:
                trace.passed.append(ctx.view.wall_remaining)
            elif got.type in melds and base.type not in melds:
                trace.extra.append(ctx.view.wall_remaining)
            if got.type is Act.PASS and base.type is not Act.PASS:
                self.defends = False
                try:
                    plain = super()._claim(ctx, by_type)
                finally:
                    self.defends = True
                trace.overrides.add("claim folded" if plain.type is not Act.PASS else "claim refused")
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


def play(variant, seed: int, deal: int, rotation: int):  # type: ignore[no-untyped-def]
    """One table of the duel, every seat traced: (levels by seat, traces, wins, wall left at the
    end, points by seat)."""
    from mahjong_tui.bots.levels import make_bot
    from mahjong_tui.duel.play import duplicate_table, play_first_hand
    from mahjong_tui.table.actions import Act

    n = max(variant.seats)
    traces = [SeatTrace() for _ in range(n)]
    built = iter(traces)  # the table builds its seats' bots in seat order

    def make(level, v, bseed):  # type: ignore[no-untyped-def]
        trace = next(built)
        return recording_strong(v, bseed, trace) if level == "strong" else make_bot(level, v, bseed)

    table = duplicate_table(variant, LEVELS, seed, deal, rotation, n, make)
    game = table.game

    def traced(seat, action):  # type: ignore[no-untyped-def]
        if action.type is Act.DISCARD and not game.history:
            d, c = seat_state(variant, game, seat)
            traces[seat].states.append((game.state.wall.remaining, d, c))

    result = play_first_hand(table, after=traced)
    wins = {w.seat: w for w in result.wins if not w.chicken}
    return table.which, traces, wins, game.state.wall.remaining, result.deltas


def moment_cause(trace: SeatTrace, loser_end: int, win_wall: int) -> str:
    """What the loser was doing when the winner's win came (see the module's first table)."""
    if loser_end > win_wall:
        return "ended sooner"
    d, copies = trace.at(win_wall)
    if d == 0:
        return "ready, waits lost" if copies > 0 else "ready, no legal wait"
    if any(w >= win_wall for w in trace.folds):
        return "folded"
    if any(w >= win_wall for w in trace.passed):
        return "passed a claim"
    return "slower"


def main() -> None:
    from mahjong_tui.variants import load_variant

    args = _common.replay_args(__doc__, bots=False)
    v = load_variant(args.variant)
    n = max(v.seats)
    deals = args.deals
    causes: dict[str, Counter[str]] = {lv: Counter() for lv in LEVELS}
    behind: dict[str, dict[str, float]] = {lv: defaultdict(float) for lv in LEVELS}
    overrides = {"missed": Counter[str](), "alone": Counter[str]()}
    tally: Counter[str] = Counter()
    folds = passed = extra = 0
    for deal in range(1, deals + 1):
        runs = [play(v, args.seed, deal, rotation) for rotation in range(2)]
        for which, traces, _, _, _ in runs:
            for i in range(n):
                if LEVELS[which[i]] == "strong":
                    folds += len(traces[i].folds)
                    passed += len(traces[i].passed)
                    extra += len(traces[i].extra)
        for seat in range(n):
            by_level = {LEVELS[r[0][seat]]: r for r in runs}
            won = {lv: seat in by_level[lv][2] for lv in LEVELS}
            if won["strong"] == won["normal"]:
                tally["both" if won["strong"] else "neither"] += 1
                continue
            winner = "strong" if won["strong"] else "normal"
            other = LEVELS[1 - LEVELS.index(winner)]
            tally[f"{winner} only"] += 1
            _, _, _, win_wall, wdeltas = by_level[winner]
            _, otraces, _, oend, odeltas = by_level[other]
            cause = moment_cause(otraces[seat], oend, win_wall)
            causes[other][cause] += 1
            behind[other][cause] += wdeltas[seat] - odeltas[seat]
            strong_trace = by_level["strong"][1][seat]
            overrides["missed" if other == "strong" else "alone"].update(strong_trace.overrides or {"different game"})
    print(f"{v.id}: {deals} deals, strong vs normal, seed {args.seed}")
    print("seat-hands: " + ", ".join(f"{k} {tally[k]}" for k in ("both", "strong only", "normal only", "neither")))
    print(
        f"strong's recorded decisions: {folds} folds, {passed} claims passed the baseline made, {extra} made it passed"
    )
    print()
    print("| missed by | what it was doing when the win came | seat-hands | points behind, per seat-hand of the duel |")
    print("|---|---|---|---|")
    total = deals * n
    for lv in LEVELS:
        for cause, k in causes[lv].most_common():
            print(f"| {lv} | {cause} | {k} | {behind[lv][cause] / total:+.2f} |")
    print()
    print("| strong's overrides of the baseline | in the seat-hands strong missed | in those it alone won |")
    print("|---|---|---|")
    for kind in sorted(set(overrides["missed"]) | set(overrides["alone"])):
        print(f"| {kind} | {overrides['missed'][kind]} | {overrides['alone'][kind]} |")


if __name__ == "__main__":
    main()
