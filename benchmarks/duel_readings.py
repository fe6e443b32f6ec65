"""How well the strong bot reads who is ready, on the duel's own tables, and what reading it
perfectly would give (issue 17: the deal-ins of strong against normal)::

    python benchmarks/duel_readings.py calibrate --variant shaanxi --hands 800 --seed 1
    python benchmarks/duel_readings.py bound --variant shaanxi --hands 2000 --seed 1 --out ready.json
    python benchmarks/duel_paired.py compare before.json ready.json

``calibrate`` replays the duel's deals (same seeds, rotations and bots) and, at every discard of
a first-level seat (strong), reads each opponent still in the hand as that seat's bot reads it
(:meth:`~mahjong_tui.bots.strong.bot.StrongBot.danger_board`: the fitted readiness where the
variant reads it, beside the hand-set curve) against the truth (ready in shape, from the
engine's state), and the discarded tile's chance to deal in (the readiness times the tile's
danger times ``danger.HIT``, summed over the opponents) against whether it was a wait of a ready
one. Per bucket of the reading: the mean read against the share seen, with the log loss and the
area under the ROC curve; where the variant has stakes (下炮子), the readiness apart by each
opponent's stakes, which the engine's state gives (the bot's view does not show them); and, at
each deal-in, whether the winner was the opponent read likeliest ready and whether it read
under ``stance.CALM``.

``bound`` plays the duel as ``duel_paired.py play`` does and saves its file, with the first
level's danger board reading each opponent's readiness from the truth (1 ready in shape, 0
not), and with ``--tiles`` each tile's danger too (a certain deal-in for a wait of a ready
opponent, none otherwise): the margin and the deal-in ratio a perfect reading would give that
level's own weighing, beside the build's (``duel_paired.py compare``). It reads the engine's
hidden state: a benchmark, never a bot to play.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

import _common  # noqa: F401  (puts the repository on sys.path)

EDGES = (0.0, 0.05, 0.1, 0.15, 0.25, 0.4, 0.6, 1.01)
"""The readiness buckets."""
TILE_EDGES = (0.0, 0.005, 0.01, 0.02, 0.04, 0.07, 0.1, 1.01)
"""The buckets of a discard's chance to deal in."""


def auc(pairs: list[tuple[float, int]]) -> float:
    """The area under the ROC curve of ``(reading, truth)`` pairs (ties count half)."""
    pairs = sorted(pairs)
    pos = sum(y for _, y in pairs)
    neg = len(pairs) - pos
    if not pos or not neg:
        return float("nan")
    rank_sum, i = 0.0, 0
    while i < len(pairs):
        j = i
        while j < len(pairs) and pairs[j][0] == pairs[i][0]:
            j += 1
        rank_sum += (i + j + 1) / 2 * sum(y for _, y in pairs[i:j])
        i = j
    return (rank_sum - pos * (pos + 1) / 2) / (pos * neg)


def log_loss(pairs: list[tuple[float, int]]) -> float:
    total = 0.0
    for p, y in pairs:
        p = min(max(p, 1e-4), 1 - 1e-4)
        total -= math.log(p if y else 1 - p)
    return total / len(pairs)


def show(name: str, pairs: list[tuple[float, int]], edges: tuple[float, ...] = EDGES) -> None:
    if not pairs:
        return
    seen = sum(y for _, y in pairs) / len(pairs)
    print(f"  {name}: {len(pairs)} readings, {seen:.3f} true, log loss {log_loss(pairs):.4f}, AUC {auc(pairs):.3f}")
    cells: dict[int, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    for p, y in pairs:
        c = cells[next(i for i in range(len(edges) - 1) if p < edges[i + 1])]
        c[0] += p
        c[1] += y
        c[2] += 1
    parts = [f"<{edges[b + 1]:.3g} {c[0] / c[2]:.3f}/{c[1] / c[2]:.3f} ({int(c[2])})" for b, c in sorted(cells.items())]
    print("    read/seen by bucket: " + "  ".join(parts))


def calibrate(args: argparse.Namespace) -> None:
    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.bots.strong.danger import HIT, DangerBoard
    from mahjong_tui.bots.strong.stance import CALM
    from mahjong_tui.duel.play import play_first_hand
    from mahjong_tui.rules.features.stakes import hand_stakes
    from mahjong_tui.table.actions import Act
    from mahjong_tui.variants import load_variant

    v = load_variant(args.variant)
    levels = ["strong", "normal"]
    fitted: list[tuple[float, int]] = []
    curve: list[tuple[float, int]] = []
    by_stakes: dict[int, list[tuple[float, int]]] = defaultdict(list)
    tile: list[tuple[float, int]] = []
    winners = {"deal-ins": 0, "read likeliest": 0, f"read under {CALM}": 0}
    for _deal, table in _common.duel_tables(v, levels, args.seed, max(1, args.hands // 2)):
        g = table.game
        last: dict[int, dict[int, float]] = {}

        def before(seat: int, a: Any, table: Any = table, g: Any = g, last: Any = last) -> None:
            if a.type is not Act.DISCARD or a.tile is None or table.which[seat] != 0:
                return
            bot = table.bots[seat]
            assert isinstance(bot, StrongBot)
            view = g.bot_view(seat)
            board = bot.danger_board(view)
            plain = DangerBoard(view, bot.furiten, bot.voids, bot.readiness)
            stakes = hand_stakes(g.state)
            chance, hit, read = 0.0, 0, {}
            for o, p in zip(board.opponents, plain.opponents, strict=True):
                s = g.state.seats[o.seat]
                if s.won:
                    continue
                waits = g._waits(list(s.hand), list(s.melds))
                fitted.append((o.readiness, int(bool(waits))))
                curve.append((p.readiness, int(bool(waits))))
                if stakes is not None:
                    by_stakes[stakes[o.seat]].append((o.readiness, int(bool(waits))))
                chance += o.readiness * board.against(o, a.tile) * HIT
                hit |= a.tile in waits
                read[o.seat] = o.readiness
            tile.append((chance, hit))
            last[seat] = read

        result = play_first_hand(table, before=before)
        for w in result.wins:
            if w.how == "self_draw" or w.discarder is None or table.which[w.discarder] != 0:
                continue
            read = last.get(w.discarder, {})
            if w.seat not in read:
                continue
            winners["deal-ins"] += 1
            winners["read likeliest"] += read[w.seat] >= max(read.values())
            winners[f"read under {CALM}"] += read[w.seat] < CALM
    print(f"{v.id}, strong against normal, seed {args.seed}, {max(1, args.hands // 2)} deals: strong's readings")
    print("each opponent's readiness against ready in shape:")
    show("as the bot reads it", fitted)
    show("the hand-set curve", curve)
    for k in sorted(by_stakes):
        show(f"as the bot reads it, opponents with {k} stakes", by_stakes[k])
    print("the discarded tile's chance to deal in against a wait of a ready opponent:")
    show("as the bot reads it", tile, TILE_EDGES)
    told = ", ".join(f"{k} {n}" for k, n in winners.items())
    print(f"the winners of strong's deal-ins, as read at the discard: {told}")


def truth_bot(variant: Any, seed: int, tiles: bool) -> Any:
    """A strong bot whose danger board reads readiness (and, with ``tiles``, each tile's danger)
    from the game it is given (``bot.game``)."""
    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.bots.strong.danger import HIT

    class TruthReader(StrongBot):
        game: Any = None

        def danger_board(self, view: Any) -> Any:
            board = super().danger_board(view)
            waits = {}
            for o in board.opponents:
                s = self.game.state.seats[o.seat]
                waits[o.seat] = frozenset() if s.won else self.game._waits(list(s.hand), list(s.melds))
            can = board.can_win
            board.opponents = [
                replace(o, readiness=1.0 if waits[o.seat] and (can is None or can(o.info)) else 0.0)
                for o in board.opponents
            ]
            if tiles:
                board.against = lambda o, t: 1.0 / HIT if t in waits[o.seat] else 0.0  # type: ignore[method-assign]
            return board

    return TruthReader(variant, seed)


def bound(args: argparse.Namespace) -> None:
    from mahjong_tui.bots.levels import make_bot
    from mahjong_tui.duel.play import hand_outcome, play_first_hand
    from mahjong_tui.variants import load_variant

    v = load_variant(args.variant)
    levels = ["strong", "normal"]

    def make(level: str, variant: Any, seed: int) -> Any:
        return truth_bot(variant, seed, args.tiles) if level == "strong" else make_bot(level, variant, seed)

    deals: dict[int, list[Any]] = defaultdict(list)
    for deal, table in _common.duel_tables(v, levels, args.seed, max(1, -(-args.hands // 2)), make):
        for bot in table.bots.values():
            if hasattr(bot, "game"):
                bot.game = table.game
        deals[deal].append(hand_outcome(table, play_first_hand(table)))
    data = {
        "variant": v.id,
        "seed": args.seed,
        "levels": levels,
        "deals": [
            {
                "deal": deal,
                "error": "",
                "hands": [
                    [[s.level, s.delta, s.won, s.value, s.dealt_in, s.self_drawn] for s in h.seats] for h in hands
                ],
            }
            for deal, hands in deals.items()
        ],
    }
    Path(args.out).write_text(json.dumps(data))
    print(f"{v.id}: {len(deals)} deals, seed {args.seed}, strong reading the truth: saved to {args.out}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    for name in ("calibrate", "bound"):
        s = sub.add_parser(name)
        s.add_argument("--variant", default="shaanxi")
        s.add_argument("--hands", type=int, default=800)
        s.add_argument("--seed", type=int, default=1)
        if name == "bound":
            s.add_argument("--tiles", action="store_true", help="each tile's danger from the truth too")
            s.add_argument("--out", required=True)
    args = p.parse_args()
    calibrate(args) if args.command == "calibrate" else bound(args)


if __name__ == "__main__":
    main()
