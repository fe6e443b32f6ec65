"""The strong bot's reading of one decision: its choice, and every discard it weighed with the
reasons (speed, value, safety) and the danger of each tile in the hand.

This is the one adapter between the strong bot (:mod:`mahjong_tui.bots.strong`) and what shows
its judgement to people (the hints, the hand's danger marks, the review). It asks the bot for its
choice and reads the same measures its choice is made of: the plans' distance and value after a
discard, the acceptance (unseen tiles bringing the best plan closer) and the danger board (how
ready each opponent looks, how dangerous each tile is). When the strong bot gains a public
ranking of its discards, only this module changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bots.probe_base import FAR, bit_tiles
from ..bots.strong.bot import StrongBot
from ..bots.strong.danger import DangerBoard
from ..bots.strong.stance import expected_loss, win_chance
from ..engine.view import SeatView
from ..table.actions import Act, Action, Mark
from ..tiles.kinds import Tile
from ..variants.model import Variant

SPEED, VALUE, SAFETY = "speed", "value", "safety"
"""Why a discard is good: it keeps the hand fastest, keeps the most value, or is the safest."""

SAFE, LOW, MEDIUM, HIGH = range(4)
"""Danger levels of a tile, shown as marks on the hand."""
LEVEL_BOUNDS = (0.05, 0.35, 0.65)
"""A tile's danger (the readiness-weighted mean of its danger against each opponent, 0 … 1) below
each bound is SAFE, LOW, MEDIUM; from the last one on it is HIGH."""


@dataclass(frozen=True)
class DiscardEval:
    """One discard as the strong bot weighs it."""

    tile: Tile
    distance: int
    """The best plan's distance after it (with the penalty for value under a minimum)."""
    value: int
    """The best plan's value estimate after it (higher is better)."""
    acceptance: int
    """Unseen tiles that bring the best plan closer after it."""
    danger: float
    """Its readiness-weighted danger (0 when no opponent looks ready)."""
    reasons: tuple[str, ...] = ()
    """What it is best at among the discards: :data:`SPEED`, :data:`VALUE`, :data:`SAFETY`."""


@dataclass(frozen=True)
class Reading:
    """The strong bot's choice at one decision and the discards it weighed (its choice first)."""

    pick: Action
    discards: tuple[DiscardEval, ...] = ()
    threat: float = 0.0
    """How ready the likeliest ready opponent looks (0 … 1)."""
    defending: bool = False
    """Some opponent looks ready: the bot weighs danger (the hand shows danger marks)."""
    readiness: float = 1.0
    """The opponents' readiness summed (what a tile's danger is a weighted sum over)."""

    def level(self, ev: DiscardEval) -> int:
        """The danger level of a discard (:data:`SAFE` … :data:`HIGH`)."""
        return level_of(ev.danger / self.readiness)

    def of(self, tile: Tile | None) -> DiscardEval | None:
        return next((d for d in self.discards if d.tile == tile), None)


def strong_bot(variant: Variant) -> StrongBot:
    """A fresh strong bot (cheap to make): each caller its own, so threads never share one."""
    return StrongBot(variant)


def _board(bot: StrongBot, view: SeatView) -> DangerBoard | None:
    """The strong bot's danger board for ``view``: None when nobody looks ready."""
    return bot._board(bot._context(view))


def own_danger(variant: Variant, view: SeatView) -> dict[Tile, int] | None:
    """Each kind in the viewer's hand by danger level, when an opponent looks ready (to the
    strong bot, from this seat's own view) while the hand is in play; None when none does, the
    hand is over or the view is no seat's own (a spectator's, or every hand hidden)."""
    me = view.me
    if view.viewer is None or me is None or not me.hand or view.result is not None:
        return None
    board = _board(strong_bot(variant), view)
    if board is None:
        return None
    weight = _readiness(board)
    return {t: level_of(board.risk(t) / weight) for t in set(me.hand)}


def _readiness(board: DangerBoard) -> float:
    return sum(o.readiness for o in board.opponents) or 1.0


def level_of(danger: float) -> int:
    """The level of a readiness-weighted mean danger (0 … 1)."""
    return next((i for i, bound in enumerate(LEVEL_BOUNDS) if danger < bound), HIGH)


def read(variant: Variant, view: SeatView) -> Reading:
    """The strong bot's choice from ``view`` (a seat's own view with legal actions), and, at a
    turn with discards, each discard weighed as it weighs them."""
    bot = strong_bot(variant)
    pick = bot.choose(view)
    discards = [a for a in view.legal if a.type is Act.DISCARD and a.tile is not None]
    if not discards or view.me is None or view.me.hand is None:
        return Reading(pick)
    discards = [a for a in discards if a.choice is not Mark.SWAP_CALL] or discards
    ctx = bot._context(view)
    board = bot._board(ctx)
    ranked = bot._ranked(ctx)
    plans = [p for _, p in ranked] or list(bot.book.plans)
    scores = bot._discard_scores(ctx, plans, discards)
    acceptance = _acceptance(bot, ctx, plans[0], list(scores)) if plans else dict.fromkeys(scores, 0)
    danger = {t: board.risk(t) if board is not None else 0.0 for t in scores}
    wall = view.wall_remaining
    chance = {t: win_chance(d, wall) for t, (d, _) in scores.items()}
    top = max(chance.values())

    def cost(t: Tile) -> float:
        loss = expected_loss(board, t, bot.loss_weight) if board is not None else 0.0
        return top - chance[t] + loss

    evals = {t: _eval(t, scores, acceptance, danger, board is not None) for t in scores}
    first = pick.tile if pick.type is Act.DISCARD else None
    order = sorted(scores, key=lambda t: (t != first, cost(t), scores[t], -acceptance[t], danger[t], t))
    if board is None:
        return Reading(pick, tuple(evals[t] for t in order))
    return Reading(pick, tuple(evals[t] for t in order), board.threat, True, _readiness(board))


def _acceptance(bot: StrongBot, ctx: object, plan: object, tiles: list[Tile]) -> dict[Tile, int]:
    """Each discard's acceptance toward ``plan`` (the bot's measure: unseen improving tiles)."""
    counts = ctx.counts  # type: ignore[attr-defined]
    probe = bot._probe(ctx, plan)  # type: ignore[arg-type]
    unseen = bot._unseen(ctx)  # type: ignore[arg-type]
    out: dict[Tile, int] = {}
    for t in tiles:
        if not counts[t]:
            out[t] = 0
            continue
        counts[t] -= 1
        held = ctx.kinds_bits if counts[t] else ctx.kinds_bits & ~(1 << t)  # type: ignore[attr-defined]
        improving = bot._improving(ctx, plan, counts, lambda t=t: probe.without(t), held)  # type: ignore[arg-type, misc]
        counts[t] += 1
        out[t] = sum(unseen[u] for u in bit_tiles(improving))
    return out


def _eval(
    t: Tile,
    scores: dict[Tile, tuple[int, int]],
    acceptance: dict[Tile, int],
    danger: dict[Tile, float],
    defending: bool,
) -> DiscardEval:
    distance, neg_value = scores[t]
    best_d = min(d for d, _ in scores.values())
    at_best = [u for u, (d, _) in scores.items() if d == best_d]
    reasons: list[str] = []
    if distance == best_d and distance < FAR and acceptance[t] == max(acceptance[u] for u in at_best):
        reasons.append(SPEED)
    values = {-scores[u][1] for u in at_best}
    if distance == best_d and len(values) > 1 and -neg_value == max(values):
        reasons.append(VALUE)
    if defending and danger[t] <= min(danger.values()) + 1e-9:
        reasons.append(SAFETY)
    return DiscardEval(t, distance, -neg_value, acceptance[t], danger[t], tuple(reasons))
