"""How far defence alone could take a level: the duel's duplicate deals (same seeds, same
rotations) with the first level's seats played by an oracle that sees every hand — the level's
own offence, never folding, and never a discard that some opponent could win on (it takes the
level's next-best discard by distance and value that deals in to nobody)::

    python benchmarks/mcr_defence_bound.py [--variant mcr] [--bots strong,normal] [--hands 400] [--seed 1]

No bot can defend better than dealing in never, at no cost in its own offence, so the oracle's
margin bounds what any defence could add to that level's margin. It reads the engine's hidden
state (the other seats' hands, through a copy of the game): a benchmark, never a bot to play.

MCR, strong against normal, seed 1, 800 hands (the build with
:mod:`mahjong_tui.bots.strong.mcr_push`, loaded machine, about 40 minutes): +7.28 ± 2.10 a
hand, wins 24.8% against 17.8%, deal-ins 0.4% (only its discards are checked, not its kongs)
against 23.5%. Perfect defence at no cost in offence takes the margin near the issue's +8, not
past it; the bot's own defence (deal-ins 13.2% against 16.9% over 2,000 hands) is far from that, and the rest of
+8 would have to come from its offence.
"""

from __future__ import annotations

import copy
from collections import defaultdict
from typing import Any

import _common  # (puts the repository on sys.path)


def oracle_bot(level: str, variant: Any, seed: int) -> Any:
    from mahjong_tui.bots.levels import make_bot
    from mahjong_tui.table.actions import Act

    base = make_bot(level, variant, seed)

    class Oracle(type(base)):  # type: ignore[misc]
        game: Any = None

        def deals_in(self, a: Any) -> bool:
            g = copy.deepcopy(self.game, {id(self.game.variant): self.game.variant})
            g.apply(a)
            return any(x.type is Act.WIN for s in range(len(g.state.seats)) if s != a.seat for x in g.legal_actions(s))

        def _turn(self, ctx: Any, by_type: Any) -> Any:
            got = super()._turn(ctx, by_type)
            if got.type is not Act.DISCARD or not self.deals_in(got):
                return got
            discards = by_type[Act.DISCARD]
            plans = [p for _, p in self._ranked(ctx)] or list(self.book.plans)
            scores = self._discard_scores(ctx, plans, discards)
            order = sorted(discards, key=lambda a: (scores[a.tile], self._keep_value(a.tile, ctx), a.tile))
            return next((a for a in order if not self.deals_in(a)), got)

    bot = Oracle(variant, seed)
    if hasattr(bot, "defends"):
        bot.defends = False  # it knows the danger exactly: no folding on a reading
    return bot


def main() -> None:
    from mahjong_tui.bots.levels import make_bot
    from mahjong_tui.duel.play import DealOutcome, hand_outcome, play_first_hand
    from mahjong_tui.duel.report import build_report
    from mahjong_tui.sim import derive_seed
    from mahjong_tui.variants import load_variant

    args = _common.replay_args(__doc__)
    levels = args.levels
    v = load_variant(args.variant)
    n = max(v.seats)

    def make(level: str, variant: Any, seed: int) -> Any:
        return oracle_bot(level, variant, seed) if level == levels[0] else make_bot(level, variant, seed)

    hands: dict[int, list[Any]] = defaultdict(list)
    for deal, table in _common.duel_tables(v, levels, args.seed, args.deals, make):
        for bot in table.bots.values():
            if hasattr(bot, "deals_in"):
                bot.game = table.game
        hands[deal].append(hand_outcome(table, play_first_hand(table)))
    outcomes = [DealOutcome(deal, derive_seed(args.seed, "deal", deal), tuple(h)) for deal, h in hands.items()]
    report = build_report(args.variant, "", {}, n, args.seed, [f"{levels[0]}+oracle", *levels[1:]], outcomes)
    print(report.verdict_line())
    for s in report.levels:
        print(s.level, f"win {s.pct(s.wins):.1f}%", f"deal-in {s.pct(s.dealt_in):.1f}%")


if __name__ == "__main__":
    main()
