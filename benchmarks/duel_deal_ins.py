"""Why a level deals in: the duplicate deals of ``duel`` (same seeds, rotations and bots), every
discard of every seat read as it is made, and each deal-in laid out by what the discarder and
the winner were doing::

    python benchmarks/duel_deal_ins.py [--variant sichuan] [--bots strong,normal] [--hands 400] [--seed 1]

Made for Sichuan and Yunnan, where strong dealt in as often as normal, and for Beijing and
Shaanxi, where it still dealt in more than the issue asks (issue 17); it reads any variant. Per
level it prints the discards made and the deal-ins per discard (exposure against
choice), the points lost in the hands it dealt in, then the deal-ins split by:

* the discarder: its distance from a win after the discard (the plans' reading, as the strong
  bot reads it), its kongs made, the wall left;
* the tile: its weighted danger (:class:`~mahjong_tui.bots.strong.blood_defence.BloodDanger`)
  and its rank among the hand's tiles that left the same distance (``safest`` when none of them
  was safer, ``safer existed`` otherwise, and ``safer, same acceptance`` when one of those also
  kept the acceptance), whether a tile of under a tenth of its risk was held at all, and the
  stance as a strong bot reads it (``calm``: no opponent read as ready as ``stance.CALM``, so
  no danger looked at; ``push``: the discard a strong bot that ignores danger makes; ``keep``:
  another at the same distance; ``fold``: a step given up) — for a strong seat that is what it
  did, for another level what it did as strong would name it;
* the deal-in: whether it was the discard right after the discarder's own kong (槓上炮: in Yunnan
  a plain hand wins on it, in Sichuan it doubles and takes the kong's money);
* the winner: its void suit read by the discarder, its melds, whether it had let the tile pass
  since its last discard (as the board reads it), the discards it had made since its
  last call, its readiness as read, whether the board read another seat likelier ready (and
  whether that seat had claimed a chow or pung: in Beijing it then cannot win on a discard),
  and the win's value.

The readings are made by a strong bot of each seat's own that only reads (it plays nothing), so
the tables play exactly as in ``duel``.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

import _common  # (puts the repository on sys.path)


@dataclass(frozen=True)
class Discard:
    """One discard as the discarder's view showed it."""

    tile: int
    wall: int
    distance: int
    kongs: int
    risk: float
    rank: str
    calm: bool
    """No opponent read as ready enough for the strong bot to look at danger (``stance.CALM``)."""
    stance: str
    """``calm``, ``push``, ``keep`` or ``fold``, as the strong bot names it (see the docstring)."""
    thin: bool
    """A held tile of under a tenth of this one's risk (0 when this one has none)."""
    threat: tuple[int, bool] | None
    """The seat the board read likeliest ready, and whether it had claimed a chow or pung."""
    opponents: dict[int, tuple[int | None, int, float, bool]]
    """Per opponent: (its void as read, its melds, its readiness as read, whether the tile is among
    those it let pass since its last discard)."""
    fold_worthy: bool
    """The tile's expected loss, a deal-in weighed as one win of our own (risk × ``stance.HIT``),
    above the hand's chance to win after it: by the bot's own reading, giving up the hand cost less."""
    shown_suits: dict[int, frozenset[int]]
    """Per opponent: the suits of its visible melds (honours 3)."""


def band(wall: int) -> str:
    return "≥40" if wall >= 40 else "20–39" if wall >= 20 else "<20"


def risk_band(risk: float) -> str:
    return "0" if risk == 0 else "<0.05" if risk < 0.05 else "<0.15" if risk < 0.15 else "≥0.15"


class Reader:
    """One table's readings: each seat's last discard and where each seat last called."""

    def __init__(self, table: Any) -> None:
        from mahjong_tui.bots.strong.bot import StrongBot

        self.game = table.game
        v = self.game.variant
        self.analysts = {i: StrongBot(v, 0) for i in table.bots}
        self.last: dict[int, Discard] = {}
        self.calls_at: dict[int, int] = {}
        """River length of each seat at its last pung, chow or kong on a discard."""
        self.discards: Counter[int] = Counter()

    def before(self, seat: int, action: Any) -> None:
        from mahjong_tui.table.actions import Act

        if action.type in (Act.PUNG, Act.CHOW, Act.KONG):
            self.calls_at[seat] = len(self.game.bot_view(seat).seats[seat].river)
        if action.type is Act.DISCARD and action.tile is not None:
            self.last[seat] = self.read(seat, action.tile)
            self.discards[seat] += 1

    def read(self, seat: int, t: int) -> Discard:
        from mahjong_tui.bots.strong.blood_defence import MARGIN, BloodDanger
        from mahjong_tui.bots.strong.danger import HIT
        from mahjong_tui.bots.strong.stance import CALM
        from mahjong_tui.rules.request import claims_in
        from mahjong_tui.table.actions import Act
        from mahjong_tui.tiles import kinds as K

        view = self.game.bot_view(seat, True)
        bot = self.analysts[seat]
        ctx = bot._context(view)
        plans = [p for _, p in bot._ranked(ctx)] or list(bot.book.plans)
        options = [a for a in view.legal if a.type is Act.DISCARD and a.tile is not None]
        scores = bot._discard_scores(ctx, plans, options)
        board = bot.danger_board(view)
        reading = BloodDanger(bot.variant, view, board)
        mine = reading.risk(t)
        safer = [u for u in scores if u != t and scores[u][0] == scores[t][0] and reading.risk(u) < mine - MARGIN]
        rank = "safest"
        if safer:
            acc = bot._acceptance(ctx, plans[0], [t, *safer])
            rank = "safer, same acceptance" if any(acc[u] >= acc[t] for u in safer) else "safer existed"
        kongs = sum(1 for m in ctx.melds if m.kind.is_kong)
        seen = {o.seat: (o.void, len(view.seats[o.seat].melds), o.readiness, t in o.passed) for o in board.opponents}
        calm = board.threat < CALM
        thin = min(reading.risk(u) for u in scores) < 0.1 * mine if mine > 0 else False
        top = max(board.opponents, key=lambda o: o.readiness, default=None)
        threat = None
        if top is not None and top.info is not None:
            threat = (top.seat, claims_in([mv.meld for mv in top.info.melds if mv.meld is not None]) > 0)
        stance = self.stance(view, ctx, scores, t, calm)
        worthy = mine * HIT > bot.win_chance(scores[t][0], view.wall_remaining)
        shown = {
            o.seat: frozenset(K.suit_of(mv.meld.tiles[0]) for mv in view.seats[o.seat].melds if mv.meld is not None)
            for o in board.opponents
        }
        return Discard(
            t, view.wall_remaining, scores[t][0], kongs, mine, rank, calm, stance, thin, threat, seen, worthy, shown
        )

    def stance(self, view: Any, ctx: Any, scores: dict[int, tuple[int, int]], t: int, calm: bool) -> str:
        """What discarding ``t`` was, as the strong bot names it: against the discard of a strong
        bot that ignores danger (the analyst, asked with its defence off)."""
        from mahjong_tui.table.actions import Act

        if calm:
            return "calm"
        bot = self.analysts[view.viewer]
        by_type: dict[Act, list[Any]] = {}
        for a in view.legal:
            by_type.setdefault(a.type, []).append(a)
        defends, bot.defends = bot.defends, False
        try:
            base = bot._turn(ctx, by_type)
        finally:
            bot.defends = defends
        if base.tile is None or base.tile == t:
            return "push"
        return "fold" if scores[t][0] > scores.get(base.tile, scores[t])[0] else "keep"


def _threat(threat: tuple[int, bool] | None, winner: int) -> str:
    if threat is None:
        return "none read"
    seat, claimed = threat
    return "the winner" if seat == winner else f"another seat{', one that had claimed' if claimed else ''}"


def _suit_shown(tile: int, suits: frozenset[int] | None) -> str:
    if not suits:
        return "no meld"
    return str(tile < 27 and tile // 9 in suits)


def main() -> None:
    from mahjong_tui.duel.play import play_first_hand
    from mahjong_tui.variants import load_variant

    args = _common.replay_args(__doc__, variant="sichuan")
    levels = args.levels
    v = load_variant(args.variant)
    n = max(v.seats)
    kinds = len(levels)
    made: Counter[int] = Counter()
    hands: Counter[int] = Counter()
    dealt: dict[int, Counter[str]] = defaultdict(Counter)
    values: dict[int, list[int]] = defaultdict(list)
    lost: dict[int, Counter[str]] = defaultdict(Counter)
    for _, table in _common.duel_tables(v, levels, args.seed, args.deals):
        which = table.which
        reader = Reader(table)
        result = play_first_hand(table, reader.before)
        for i in range(n):
            hands[which[i]] += 1
            made[which[i]] += reader.discards[i]
        for w in result.wins:
            if w.chicken or w.how == "self_draw" or w.discarder not in reader.last:
                continue
            d = reader.last[w.discarder]
            lv = which[w.discarder]
            c = dealt[lv]
            void, melds, ready, passed = d.opponents.get(w.seat, (None, 0, 0.0, False))
            river = len(table.game.bot_view(w.seat).seats[w.seat].river)
            since = river - reader.calls_at[w.seat] if w.seat in reader.calls_at else None
            after_kong = w.situation.kong_discard
            lost[lv][f"after kong {after_kong}"] -= result.deltas[w.discarder]
            values[lv].append(w.score.total)
            c["all"] += 1
            for key in (
                f"how {w.how}",
                f"distance {min(d.distance, 3)}",
                f"kongs {min(d.kongs, 2)}",
                f"wall {band(d.wall)}",
                f"rank {d.rank}",
                f"rank {d.rank}, calm {d.calm}",
                f"stance {d.stance}, distance {min(d.distance, 3)}",
                f"a tile of under a tenth of its risk held {d.thin}",
                f"likeliest threat {_threat(d.threat, w.seat)}",
                f"risk {risk_band(d.risk)}",
                f"right after own kong {after_kong}",
                f"winner void read {void is not None}",
                f"winner melds {melds}",
                f"tile let pass by the winner {passed}",
                f"winner read ready {'<0.15' if ready < 0.15 else '<0.4' if ready < 0.4 else '≥0.4'}",
                f"winner discards since call {'no call' if since is None else min(since, 6)}",
                f"win value {min(w.score.total, 8)}",
                f"tile rank {(w.tile % 9) + 1 if w.tile < 27 else 'h'}",
                f"fold-worthy by its own reading {d.fold_worthy}",
                f"fold-worthy {d.fold_worthy}, distance {min(d.distance, 3)}",
                f"tile's suit among the winner's melds {_suit_shown(w.tile, d.shown_suits.get(w.seat))}",
                f"win value {min(w.score.total, 8)}, winner melds {min(melds, 2)}",
            ):
                c[key] += 1
            if after_kong:
                c[f"right after own kong: {d.rank}, distance {min(d.distance, 3)}"] += 1
    print(f"{v.id}: {args.deals} deals, {args.bots}, seed {args.seed}")
    for i, name in enumerate(levels):
        c = dealt[i]
        print(
            f"\n{name}: {hands[i]} seat-hands, {made[i]} discards ({made[i] / hands[i]:.1f} a hand), "
            f"{c['all']} deal-ins ({100 * c['all'] / hands[i]:.1f}% of hands, "
            f"{1000 * c['all'] / max(1, made[i]):.1f} per 1,000 discards), mean value dealt "
            f"{sum(values[i]) / max(1, len(values[i])):.2f}; points lost in the hands it dealt in: "
            + ", ".join(f"{k} {x}" for k, x in sorted(lost[i].items()))
        )
    keys = sorted({k for c in dealt.values() for k in c if k != "all"})
    print("\n| reading | " + " | ".join(levels) + " |")
    print("|---|" + "---|" * kinds)
    for k in keys:
        print(f"| {k} | " + " | ".join(str(dealt[i][k]) for i in range(kinds)) + " |")


if __name__ == "__main__":
    main()
