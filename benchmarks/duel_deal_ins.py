"""Which deal-ins does the strong bot still make? The duel's deals replayed (same seeds, same
rotations, same bots), every deal-in of the first level logged as its view saw it the moment it
discarded the tile::

    python benchmarks/duel_deal_ins.py [--variant beijing] [--hands 400] [--seed 1]

Per deal-in: the hand's distance (best discard, by the plans), its stance (``calm``: no
opponent read at ``stance.CALM`` or above, so no danger was looked at; ``push``: danger looked
at, the baseline's discard kept; ``keep``: a safer discard at the same distance; ``fold``: a
step given up), the readiness the board gave the winner and the largest it gave anyone, the
danger of the tile against the winner, how many kinds in the hand read safer (0: it was the
safest) and how many of those kept the distance, the safest tile's risk against the chosen
one's, the wall
left, and whether the board's likeliest threat could not win on a discard at all (Beijing: it
had claimed a chow or pung). The bot sees its view only; the winner is read from the result.
The summary groups the deal-ins by those answers: pushes of ready and one-step hands are the
push/fold line, folds with no safe tile the tile choice, ``calm`` or a low winner readiness
the readiness reading.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import _common  # (puts the repository on sys.path)


@dataclass(frozen=True)
class Snapshot:
    tile: int
    distance: int
    stance: str
    readiness: dict[int, float]
    danger: dict[int, float]
    """The chosen tile's danger against each opponent."""
    safer: int
    """Kinds in the hand with a lower readiness-weighted risk than the chosen tile."""
    safer_kept: int
    """Of those, the ones leaving the hand as near a win as the chosen tile did."""
    safest_share: float
    """The safest held tile's risk as a share of the chosen tile's (0: a tile of no risk held)."""
    wall: int
    threat_seat: int | None
    threat_opened: bool


def recording_maker(log: dict[int, list[Snapshot]], seats: list[int]):  # type: ignore[no-untyped-def]
    """A bot maker whose strong bots note a :class:`Snapshot` at each discard."""
    from mahjong_tui.bots.levels import make_bot
    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.bots.strong.stance import CALM
    from mahjong_tui.rules.request import claims_in
    from mahjong_tui.table.actions import Act

    class Recording(StrongBot):
        seat = -1

        def _turn(self, ctx, by_type):  # type: ignore[no-untyped-def]
            self.defends = False
            base = super()._turn(ctx, by_type)
            self.defends = True
            got = super()._turn(ctx, by_type)
            if got.type is not Act.DISCARD or got.tile is None:
                return got
            view = ctx.view
            board = self.danger_board(view)
            discards = [a for a in by_type[Act.DISCARD] if a.tile is not None]
            plans = [p for _, p in self._ranked(ctx)] or list(self.book.plans)
            scores = self._discard_scores(ctx, plans, discards)
            best = min(d for d, _ in scores.values())
            if board.threat < CALM:
                stance = "calm"
            elif got.tile == base.tile:
                stance = "push"
            elif scores[got.tile][0] > scores[base.tile][0]:
                stance = "fold"
            else:
                stance = "keep"
            risk = {t: board.risk(t) for t in scores}
            top = max(board.opponents, key=lambda o: o.readiness, default=None)
            opened = False
            if top is not None and top.info is not None:
                melds = [mv.meld for mv in top.info.melds if mv.meld is not None]
                opened = claims_in(melds) > 0
            log.setdefault(self.seat, []).append(
                Snapshot(
                    got.tile,
                    best,
                    stance,
                    {o.seat: o.readiness for o in board.opponents},
                    {o.seat: board.against(o, got.tile) for o in board.opponents},
                    sum(1 for t in risk if risk[t] < risk[got.tile] - 1e-12),
                    sum(1 for t in risk if risk[t] < risk[got.tile] - 1e-12 and scores[t][0] <= scores[got.tile][0]),
                    min(risk.values()) / risk[got.tile] if risk[got.tile] > 0 else 1.0,
                    view.wall_remaining,
                    top.seat if top is not None else None,
                    opened,
                )
            )
            return got

    def make(level: str, variant, seed: int):  # type: ignore[no-untyped-def]
        if level != "strong":
            return make_bot(level, variant, seed)
        bot = Recording(variant, seed)
        bot.seat = seats.pop(0)
        return bot

    return make


def main() -> None:
    from mahjong_tui.duel.play import duplicate_table, play_first_hand
    from mahjong_tui.variants import load_variant

    args = _common.replay_args(__doc__, bots=False)
    v = load_variant(args.variant)
    n = max(v.seats)
    deals = max(1, args.hands // 2)
    rows: list[tuple[Snapshot, int]] = []
    discards = Counter[str]()
    seat_hands = 0
    for deal in range(1, deals + 1):
        for rotation in range(2):
            log: dict[int, list[Snapshot]] = {}
            strong = [i for i in range(n) if (i + rotation) % 2 == 0]  # duel.play.seat_level's rotation
            seat_hands += len(strong)
            make = recording_maker(log, list(strong))
            table = duplicate_table(v, ["strong", "normal"], args.seed, deal, rotation, n, make)
            assert [i for i in range(n) if table.which[i] == 0] == strong
            result = play_first_hand(table)
            for snaps in log.values():
                for s in snaps:
                    discards[s.stance] += 1
            for w in result.wins:
                if w.chicken or w.how == "self_draw" or w.discarder is None or table.which[w.discarder] != 0:
                    continue
                snaps = log.get(w.discarder) or []
                if w.how != "discard" or not snaps:  # a kong robbed
                    rows.append((Snapshot(w.tile, -1, "kong", {}, {}, 0, 0, 1.0, 0, None, False), w.seat))
                else:
                    rows.append((snaps[-1], w.seat))
    print(f"{v.id}: {deals} deals, strong against normal, seed {args.seed}")
    print(f"{len(rows)} deal-ins of strong in {seat_hands} seat-hands; its discards by stance: {dict(discards)}")
    by = Counter[tuple[str, str]]()
    ready_by: dict[tuple[str, str], float] = {}
    for s, winner in rows:
        key = (s.stance, "ready" if s.distance <= 1 else "1 step" if s.distance == 2 else "far")
        by[key] += 1
        ready_by[key] = ready_by.get(key, 0.0) + s.readiness.get(winner, 0.0)
    print("\n| stance | distance left | deal-ins | winner's readiness (mean) |\n|---|---|---|---|")
    for k, c in sorted(by.items()):
        print(f"| {k[0]} | {k[1]} | {c} | {ready_by[k] / c:.2f} |")
    read = [(s, w) for s, w in rows if s.stance != "kong"]
    if not read:
        return
    low = sum(1 for s, w in read if s.readiness.get(w, 0.0) < 0.15)
    safest = sum(1 for s, _ in read if s.safer == 0)
    kept = sum(1 for s, _ in read if s.safer_kept > 0)
    tenth = sum(1 for s, _ in read if s.safest_share < 0.1)
    other = sum(1 for s, w in read if s.threat_seat is not None and s.threat_seat != w)
    claimed = sum(1 for s, w in read if s.threat_opened and s.threat_seat != w)
    walls = Counter("<20" if s.wall < 20 else "20-49" if s.wall < 50 else "50+" for s, _ in read)
    danger = sum(s.danger.get(w, 0.0) for s, w in read) / len(read)
    print(f"\nwinner's readiness under 0.15 (stance.CALM): {low} of {len(read)}")
    print(f"the tile's danger against the winner: mean {danger:.2f}")
    print(f"the tile was the safest held: {safest}; a safer tile kept the distance: {kept}")
    print(f"a tile of under a tenth of its risk was held: {tenth}")
    print(f"the board's likeliest threat was another seat: {other} (one that had claimed: {claimed})")
    print(f"wall left: {dict(walls)}")


if __name__ == "__main__":
    main()
