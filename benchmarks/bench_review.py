"""What the strong bot's reading costs the player: the hints, the danger marks, a hand's review.

Over simulated hands (normal bots in every seat), at each turn with discards it times, side by
side on the same positions: the judge's advice alone (what the hints cost before they followed
the strong bot), the hints as they are now (advice + the strong bot's ranking), and the danger
marks (:func:`~mahjong_tui.review.strong_eval.own_danger`, computed on every redraw of the
table). Then it reviews each hand with seat 0 as the person (every decision asked of the strong
bot) and times that.

With ``--reasons`` it also counts, at the same positions (two or more discards listed), the
strong bot's picks that are the best in no respect (not fastest, most value nor safest) and,
for those, what the hints say puts the pick ahead of the fastest discard
(:mod:`mahjong_tui.bots.strong.pick_edge`; "none": no bracket at all).

    python benchmarks/bench_review.py [--hands N] [--seed S] [--variant mcr] [--option KEY] [--reasons]

``--option KEY`` sets a house-rule option on (repeatable): ``--variant sichuan --option
declare_void --option exchange_three`` reviews the choices after the deal too.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

import _common  # noqa: F401  (puts the repository on sys.path)
from _common import machine


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="mcr")
    ap.add_argument("--reasons", action="store_true", help="count the picks with no reason and their edges")
    ap.add_argument("--option", action="append", default=[], help="a house-rule option set on (repeatable)")
    args = ap.parse_args()

    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.engine import Game, Phase
    from mahjong_tui.engine.seen import visible_elsewhere
    from mahjong_tui.review.decisions import review_record
    from mahjong_tui.review.strong_eval import own_danger
    from mahjong_tui.rules.advice import advise
    from mahjong_tui.saves.store import GameRecord, encode_action
    from mahjong_tui.table.actions import Act
    from mahjong_tui.ui import hints
    from mahjong_tui.variants import load_variant

    options = dict.fromkeys(args.option, True)
    v = load_variant(args.variant, options=options)
    advice_ms: list[float] = []
    hints_ms: list[float] = []
    danger_ms: list[float] = []
    review_ms: list[float] = []
    listed = 0
    edges: Counter[str] = Counter()
    for h in range(args.hands):
        game = Game(v, seed=args.seed + h)
        bots = [BaselineBot(v, seed=i) for i in range(game.n)]
        actions = []
        while not game.over and not game.history:
            seat = game.to_act()[0]
            legal = game.legal_actions(seat)
            if game.phase is Phase.TURN and any(a.type is Act.DISCARD for a in legal):
                view = game.view(seat, log=0)
                hand = view.own_hand()
                plain = hints._plain_discards(view)
                t0 = time.perf_counter()
                advise(
                    v,
                    hand,  # type: ignore[arg-type]
                    view.win_facts,
                    players=len(view.seats),
                    visible=visible_elsewhere(view),
                    legal_discards=None if plain is None else set(plain),
                )
                t1 = time.perf_counter()
                report = hints.compute(v, view)
                t2 = time.perf_counter()
                own_danger(v, view)
                t3 = time.perf_counter()
                advice_ms.append((t1 - t0) * 1000)
                hints_ms.append((t2 - t1) * 1000)
                danger_ms.append((t3 - t2) * 1000)
                if args.reasons and report is not None and len(report.discards) > 1:
                    listed += 1
                    picked = next((d for d in report.discards if d.pick), None)
                    if picked is not None and not picked.reasons:
                        edges[picked.edge.why if picked.edge is not None else "none"] += 1
            action = bots[seat].choose(game.bot_view(seat))
            actions.append(encode_action(action))
            game.apply(action)
        names = [f"P{i}" for i in range(game.n)]
        record = GameRecord(v.id, args.seed + h, [True] + [False] * (game.n - 1), names, options=options)
        record.actions = actions
        t0 = time.perf_counter()
        review = review_record(record)
        review_ms.append((time.perf_counter() - t0) * 1000)
        assert review.hands, "the hand was not reviewed"

    def line(name: str, ms: list[float]) -> str:
        return f"{name:<28} median {statistics.median(ms):7.2f} ms   max {max(ms):7.2f} ms   ({len(ms)} positions)"

    print(machine())
    print(line("advice alone (hints before)", advice_ms))
    print(line("hints now (+ strong bot)", hints_ms))
    print(line("danger marks (per redraw)", danger_ms))
    ratio = statistics.median(hints_ms) / statistics.median(advice_ms)
    print(f"hints now / before: {ratio:.2f}x (median, same positions)")
    print(f"review of one hand: median {statistics.median(review_ms):.0f} ms, max {max(review_ms):.0f} ms")
    if args.reasons:
        bare = sum(edges.values())
        print(f"picks best in no respect: {bare} of {listed} positions listing two or more discards")
        for why, n in edges.most_common():
            print(f"  {why:<12} {n}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
