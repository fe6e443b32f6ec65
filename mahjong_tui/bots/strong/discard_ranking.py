"""The strong bot's candidate discards for a seat, ranked, each with what it keeps and gives up.

This is the one public entry to the strong bot's evaluation (hints, danger marks and the hand
review read it), so a hint and the bot never disagree: the first discard is the one the bot
itself plays in that position (when it would discard at all), the others follow in the bot's
own order of cost. Every figure comes from the seat's view only:

* speed: the judge's figures the hints show beside each discard (:func:`.value.discard_advice`):
  the winnable shanten the discard leaves, then its tiles in. The bot's own order of speed (the
  distance to its best plan with the penalty for value under the minimum, the acceptance toward
  that plan and the shape of its improving draws, :mod:`.shape`) is in ``distance``,
  ``acceptance`` and ``shape``, and decides the order, but not the word "fastest": a player
  reads that word against the figures beside it, and the bot's own are of a plan the screen
  does not show. Labelled by the bot's own measure, the discard called fastest showed a higher
  shanten or fewer tiles in than another listed discard in 22% of the hints' positions in 明將
  (79 of 365, 10 hands), 59% in MCR (379 of 639: the 8-fan minimum), 3% in Beijing (11 of 376);
  in tmux, 明將 seed 5's first hint called 五筒 (28 tiles in) fastest beside 紅中 (55 in);
* value: the best plan's value after the discard, and, where the discard leaves the hand ready,
  the unseen copies of its waits the judge accepts as wins; where it leaves the hand one step
  from ready (MCR, Malaysian), what the bot's search one draw deep finds its draws worth
  (:mod:`.mcr_search`);
* safety: the readiness-weighted danger of the tile against the opponents (0 when none looks
  ready: the bot then does not look at danger; in variants where the bot does not defend,
  Sichuan, it is shown but does not change the order).

Where the bot's own pick is the best in none of these respects, ``edge`` says what puts it ahead
of the fastest discard listed, with both figures (:mod:`.pick_edge`). The judge's figures are
asked once per hint: the hints pass their advice in (``asked``). ``bench_review.py``, side by
side with the build before, two rounds each: MCR (262 positions) hints median 5.63 and 5.89 ms
→ 5.25 and 4.86 ms (hints / advice alone 4.30x, 4.35x → 3.85x, 3.47x); 明將 (221 positions)
7.39 and 8.54 ms → 5.95 and 6.47 ms (4.70x, 5.33x → 3.35x, 3.56x).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...analysis.shapes import INFINITE
from ...engine.view import SeatView
from ...rules.advice import Advice
from ...table.actions import Act, Action, Mark
from ...tiles.kinds import Tile
from ...variants.model import Variant
from .bot import StrongBot
from .pick_edge import Edge, Over, first_ahead, first_lower, kept_as, plan_fan
from .stance import CALM, expected_loss
from .value import discard_advice


class Reason(StrEnum):
    """In which respect a discard is the best of the candidates."""

    SPEED = "speed"
    """By the judge's figures the hints show: the least winnable shanten, then the most tiles in."""
    VALUE = "value"
    """Keeps the most winning copies (ready) or the most valuable plan."""
    SAFETY = "safety"
    """The least dangerous, while an opponent looks ready."""


@dataclass(frozen=True)
class RankedDiscard:
    tile: Tile
    action: Action
    """The legal discard (the plain one where several discard this tile)."""
    distance: int
    """Distance to the best plan after the discard, plus the penalty for value under the minimum."""
    acceptance: int
    """Unseen tiles that bring the best plan closer after the discard."""
    value: int
    """The best plan's value after the discard (the bot's estimate, in the variant's unit)."""
    wins: float | None
    """Where the discard leaves the hand ready: the unseen copies of its waits that the judge
    accepts as wins (None when it does not leave the hand ready)."""
    reach: float | None
    """Where the bot searches one draw deep and the discard leaves the hand one step from ready:
    the worth of the ready hands its draws lead to (:meth:`.mcr_search.DrawSearch.discard_worths`;
    0 when none has a wait the judge accepts), else None."""
    danger: float
    """Readiness-weighted danger of the tile (0 when no opponent looks ready)."""
    chosen: bool
    """The strong bot plays this discard here."""
    reasons: tuple[Reason, ...]
    """In which respects it is the best candidate."""
    shanten: int
    """The judge's winnable shanten after the discard (``INFINITE``: it can no longer win)."""
    tiles_in: int | None
    """The judge's tiles in after it: unseen tiles that win (ready) or bring a win closer; None
    where the judge does not count them (a discard not keeping the least shanten)."""
    shape: int | None = None
    """Two-step acceptance (:mod:`.shape`): over the improving draws, their unseen copies times
    the acceptance after the best next discard; None where the bot does not read it (the hand
    ready or far, the discard not keeping the best distance)."""
    edge: Edge | None = None
    """The bot's pick, where it has no reason: what puts it ahead of the fastest (:mod:`.pick_edge`)."""


@dataclass(frozen=True)
class Asked:
    """The judge's advice a caller has asked already on the view's hand (the hints), with the
    kinds it let the seat discard: used where they are the kinds ranked here, so the judge is
    asked once per hint, not twice."""

    legal: frozenset[Tile]
    advice: Advice


def rank_discards(
    variant: Variant,
    view: SeatView,
    bot: StrongBot | None = None,
    picked: Action | None = None,
    asked: Asked | None = None,
) -> list[RankedDiscard]:
    """The seat's legal discards (one per kind), the strong bot's choice first, then by the
    bot's cost (speed, then value, with danger weighed in when an opponent looks ready).
    Empty when the view offers no discard. ``bot``: a strong bot to ask (a fresh one if None;
    its choice does not depend on which); ``picked``: its choice here, where the caller has
    asked it already (a decision is the dearest part of this); ``asked``: the judge's advice,
    likewise."""
    discards = [a for a in view.legal if a.type is Act.DISCARD and a.tile is not None]
    if not discards:
        return []
    bot = bot or StrongBot(variant)
    if picked is None:
        picked = bot.choose(view)
    chosen = picked.tile if picked.type is Act.DISCARD else None
    usable = [a for a in discards if a.choice is not Mark.SWAP_CALL] or discards
    by_tile: dict[Tile, Action] = {}
    for a in usable:
        assert a.tile is not None
        if a.tile not in by_tile or (by_tile[a.tile].ready and not a.ready):
            by_tile[a.tile] = a
    ctx = bot._context(view)
    plans = [p for _, p in bot._ranked(ctx)] or list(bot.book.plans)
    scores = bot._discard_scores(ctx, plans, list(by_tile.values()))
    tiles = list(by_tile)
    acceptance = bot._acceptance(ctx, plans[0], tiles) if plans else dict.fromkeys(tiles, 0)
    nearest = min(scores[t][0] for t in tiles)
    shape_keys = (
        bot._shape_keys(ctx, plans[0], [t for t in tiles if scores[t][0] == nearest])
        if plans and bot.two_step and len(tiles) > 1
        else None
    ) or {}

    def speed(t: Tile) -> tuple[int, tuple[int, ...]]:
        """The bot's order of speed (lower first): distance, then shape or acceptance."""
        key = shape_keys.get(t, (0, 0, acceptance[t]))
        return (scores[t][0], tuple(-x for x in key))

    ready = bot.ready_discards(view, set(tiles))
    reach = bot.search.discard_worths(view, tiles, chosen) if bot.search is not None else {}
    # danger is shown wherever the bot can read it, also where it does not act on it (Sichuan)
    board = bot.danger_board(view)
    threat = board is not None and board.threat >= CALM
    danger = {t: board.risk(t) if board is not None and threat else 0.0 for t in tiles}
    chance = bot.stance_chances(view, scores)
    weight = bot.stance_weight(view)  # None where the bot does not weigh danger

    def loss_of(t: Tile) -> float:
        return expected_loss(board, t, weight) if board is not None and threat and weight is not None else 0.0

    def cost(t: Tile) -> tuple[float, int, float, float, tuple[int, ...], int, int]:
        d, neg_value = scores[t]
        wins = ready[t].count if t in ready else 0.0
        return (-chance[t] + loss_of(t), d, -wins, -reach.get(t, 0.0), speed(t)[1], neg_value, t)

    order = sorted(tiles, key=lambda t: (t != chosen, cost(t)))
    if asked is not None and asked.legal == set(tiles) and view.win_facts and asked.advice.discards:
        judged = {d.tile: d for d in asked.advice.discards}
    else:
        judged = discard_advice(variant, view, set(tiles))

    def shown(t: Tile) -> tuple[int, int | None]:
        """The judge's figures the hints show for ``t``: winnable shanten, tiles in."""
        d = judged.get(t)
        if d is None or not d.recommendable:
            return (INFINITE, None)
        return (d.shanten, d.tiles_in if d.best else None)

    def speed_shown(t: Tile) -> tuple[int, int]:
        shanten, tiles_in = shown(t)
        return (shanten, -(tiles_in or 0))

    fastest = min(speed_shown(t) for t in tiles)

    def value_key(t: Tile) -> tuple[float, float, int]:
        return (ready[t].count if t in ready else 0.0, reach.get(t, 0.0), -scores[t][1])

    best_value = max(value_key(t) for t in tiles)
    least_danger = min(danger.values())
    reasons: dict[Tile, tuple[Reason, ...]] = {}
    for t in order:
        why = []
        if fastest[0] < INFINITE and speed_shown(t) == fastest:
            why.append(Reason.SPEED)
        if value_key(t) == best_value:
            why.append(Reason.VALUE)
        if threat and danger[t] == least_danger:
            why.append(Reason.SAFETY)
        reasons[t] = tuple(why)

    def edge() -> Edge | None:
        """What puts the pick ahead of the fastest listed, where it is best in no respect."""
        if chosen not in reasons or reasons[chosen] or fastest[0] >= INFINITE:  # no pick here, or one with a reason
            return None
        fast = next(t for t in order if speed_shown(t) == fastest)
        mine, its = cost(chosen), cost(fast)
        i = first_ahead(mine, its)
        if i == 0:
            if loss_of(chosen) < loss_of(fast):
                return Edge(Over.SAFER, fast, danger[chosen], danger[fast])
            i = first_lower(mine, its, 1)  # more chance to win: read from the measures after it
        if i is None:  # behind by this cost: the baseline's own order decided (its plans, then acceptance)
            if scores[chosen] < scores[fast]:
                i = 1 if scores[chosen][0] < scores[fast][0] else 5
            elif scores[chosen] == scores[fast] and mine[4] < its[4]:
                i = 4
        if i is None:
            keeps = bot._keep_value(fast, ctx) > bot._keep_value(chosen, ctx)
            return Edge(Over.KEEPS, fast, kept=kept_as(ctx.counts, ctx.value_honours, fast)) if keeps else None
        if i == 1:
            own = [by_tile[chosen]]
            plan = next((p for p in plans if bot._discard_scores(ctx, [p], own)[chosen] == scores[chosen]), None)
            name = plan_fan(variant, plan) if plan is not None else None
            return Edge(Over.PLAN, fast, scores[chosen][0] - 1, scores[fast][0] - 1, name)
        if i == 2:
            return Edge(Over.WINS, fast, -mine[2], -its[2])
        if i == 3:
            return Edge(Over.REACH, fast, -mine[3], -its[3])
        if i == 4:
            a, b = shape_keys.get(chosen), shape_keys.get(fast)
            if a is not None and b is not None and a[0] and b[0]:
                return Edge(Over.SHAPE, fast, a[1], b[1])
            name = plan_fan(variant, plans[0]) if plans else None
            return Edge(Over.PLAN_TILES, fast, acceptance[chosen], acceptance[fast], name)
        return Edge(Over.WORTH, fast, -mine[5], -its[5])

    pick_edge = edge()
    out = []
    for t in order:
        out.append(
            RankedDiscard(
                tile=t,
                action=by_tile[t],
                distance=scores[t][0],
                acceptance=acceptance[t],
                value=-scores[t][1],
                wins=ready[t].count if t in ready else None,
                reach=reach.get(t),
                danger=danger[t],
                chosen=t == chosen,
                reasons=reasons[t],
                shanten=shown(t)[0],
                tiles_in=shown(t)[1],
                shape=shape_keys[t][1] if t in shape_keys and shape_keys[t][0] else None,
                edge=pick_edge if t == chosen else None,
            )
        )
    return out
