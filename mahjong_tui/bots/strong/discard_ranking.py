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
  reads that word against the figures beside it, not a plan the screen does not show;
* value: the best plan's value after the discard, and, where the discard leaves the hand ready,
  the unseen copies of its waits the judge accepts as wins; where it leaves the hand one step
  from ready (MCR, Malaysian), what the bot's search one draw deep finds its draws worth
  (:mod:`.mcr_search`);
* safety: the readiness-weighted danger of the tile against the opponents (0 when none looks
  ready: the bot then does not look at danger; in variants where the bot does not defend,
  Sichuan, it is shown but does not change the order). A tile the bot's fold never throws (a
  Malaysian 飛 joker, dead once discarded, so of no danger) is never told safest.

Where the bot's pick is the best in none of these, ``edge`` says what puts it ahead of the fastest
listed (:mod:`.pick_edge`); the judge is asked once per hint (``asked``). Measured:
benchmarks/STRONG_BOT.md, section discard_ranking.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from ...analysis.shapes import INFINITE
from ...engine.view import SeatView
from ...rules.advice import Advice, DiscardAdvice
from ...table.actions import Act, Action, Mark
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ..context import Ctx
from ..plan_list import Plan
from .bot import StrongBot
from .pick_edge import Edge, Measures, plan_fan
from .pick_edge import edge as pick_edge
from .stance import CALM, expected_loss
from .value import discard_advice


class Reason(StrEnum):
    """In which respect a discard is the best of the candidates."""

    SPEED = "speed"
    """By the judge's figures the hints show: the least winnable shanten, then the most tiles in."""
    VALUE = "value"
    """Keeps the most winning copies (ready) or the most valuable plan."""
    SAFETY = "safety"
    """The least dangerous of the discards a fold may throw, while an opponent looks ready."""


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
    bot's cost (speed, then value, with danger weighed in when an opponent looks ready; then a
    tile its fold never throws, :meth:`~.bot.StrongBot.fold_may_throw`, comes after the others).
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
    found = _Found.read(bot, view, ctx, plans, scores, tiles, chosen)
    measures = found.measures
    # tiles the fold never throws (a 飛 joker): while an opponent looks ready they follow the
    # others and are not told safest, as the bot's fold passes over them whatever their danger
    kept = {t for t in tiles if not bot.fold_may_throw(t)} if found.threat else set()
    order = sorted(tiles, key=lambda t: (t != chosen, t in kept, measures[t].cost()))
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

    def speed_shown(t: Tile) -> tuple[bool, int, int]:
        """Lower first: a discard leaving no tile in last (a wait with every copy seen is no
        nearer a win), then the shanten, then the most tiles in."""
        shanten, tiles_in = shown(t)
        return (tiles_in == 0, shanten, -(tiles_in or 0))

    def value_key(t: Tile) -> tuple[float, float, int]:
        m = measures[t]
        return (m.wins, m.reach, m.value)

    dangers = {t: m.danger for t, m in measures.items() if t not in kept} if found.threat else None
    reasons = _reasons(order, speed_shown, value_key, dangers)
    fast = _fastest_other(order, speed_shown, chosen)
    the_edge = (
        _edge(variant, bot, ctx, plans, by_tile, measures, chosen, fast)
        if chosen is not None and chosen in reasons and fast is not None and _outdone(reasons[chosen], reasons[fast])
        else None
    )
    return [_ranked(t, by_tile[t], measures[t], found, reasons[t], shown(t), t == chosen, the_edge) for t in order]


def _ranked(
    t: Tile,
    action: Action,
    m: Measures,
    found: _Found,
    reasons: tuple[Reason, ...],
    shown: tuple[int, int | None],
    chosen: bool,
    edge: Edge | None,
) -> RankedDiscard:
    return RankedDiscard(
        tile=t,
        action=action,
        distance=m.distance,
        acceptance=m.acceptance,
        value=m.value,
        wins=found.ready[t].count if t in found.ready else None,
        reach=found.reach.get(t),
        danger=m.danger,
        chosen=chosen,
        reasons=reasons,
        shanten=shown[0],
        tiles_in=shown[1],
        shape=m.shape[1] if m.shape is not None and m.shape[0] else None,
        edge=edge if chosen else None,
    )


def _fastest_other(
    order: list[Tile], speed_shown: Callable[[Tile], tuple[bool, int, int]], chosen: Tile | None
) -> Tile | None:
    """The discard the pick is measured against (:mod:`.pick_edge`): the first in the bot's order
    of those the judge's figures call fastest, the pick left out. Where every discard is as fast
    (no discard told fastest), that is the one after the pick: there the pick had been measured
    against none, and a 明將 hint showed it first with no word of why."""
    fastest = min(map(speed_shown, order))
    return next((t for t in order if t != chosen and speed_shown(t) == fastest), None)


def _outdone(mine: tuple[Reason, ...], fastest: tuple[Reason, ...]) -> bool:
    """Whether the fastest discard listed is also the best in every respect the pick is (the
    pick's reasons alone would not say why it goes first: a Sichuan pick "most value" beside a
    discard "fastest, most value")."""
    return Reason.SPEED not in mine and set(mine) <= set(fastest)


def _reasons(
    order: list[Tile],
    speed_shown: Callable[[Tile], tuple[bool, int, int]],
    value_key: Callable[[Tile], tuple[float, float, int]],
    danger: dict[Tile, float] | None,
) -> dict[Tile, tuple[Reason, ...]]:
    """In which respects each discard is the best (``danger``: None while no opponent looks
    ready; only of the discards a fold may throw). A respect every discard shares is no reason
    (Sichuan's first turns: every discard "most value", the plans tied)."""
    fastest = min(map(speed_shown, order))
    best_value = max(map(value_key, order))
    least_danger = min(danger.values()) if danger else None
    has = {
        Reason.SPEED: {t for t in order if fastest[1] < INFINITE and speed_shown(t) == fastest},
        Reason.VALUE: {t for t in order if value_key(t) == best_value},
        Reason.SAFETY: {t for t in order if danger is not None and t in danger and danger[t] == least_danger},
    }
    told = [r for r, ts in has.items() if len(ts) < len(order)]
    return {t: tuple(r for r in told if t in has[r]) for t in order}


@dataclass(frozen=True)
class _Found:
    """What the strong bot reads of each discard, and whether an opponent looks ready."""

    measures: dict[Tile, Measures]
    ready: dict[Tile, DiscardAdvice]
    reach: dict[Tile, float]
    threat: bool

    @classmethod
    def read(
        cls,
        bot: StrongBot,
        view: SeatView,
        ctx: Ctx,
        plans: list[Plan],
        scores: dict[Tile, tuple[int, int]],
        tiles: list[Tile],
        chosen: Tile | None,
    ) -> _Found:
        acceptance = bot._acceptance(ctx, plans[0], tiles) if plans else dict.fromkeys(tiles, 0)
        nearest = min(scores[t][0] for t in tiles)
        shape_keys = (
            bot._shape_keys(ctx, plans[0], [t for t in tiles if scores[t][0] == nearest])
            if plans and bot.two_step and len(tiles) > 1
            else None
        ) or {}
        ready = bot.ready_discards(view, set(tiles))
        reach = bot.search.discard_worths(view, tiles, chosen) if bot.search is not None else {}
        # danger is shown wherever the bot can read it, also where it does not act on it (Sichuan)
        board = bot.danger_board(view)
        threat = board is not None and board.threat >= CALM
        chance = bot.stance_chances(view, scores)
        weight = bot.stance_weight(view)  # None where the bot does not weigh danger
        measures = {
            t: Measures(
                tile=t,
                chance=chance[t],
                loss=expected_loss(board, t, weight) if board is not None and threat and weight is not None else 0.0,
                danger=board.risk(t) if board is not None and threat else 0.0,
                distance=scores[t][0],
                wins=ready[t].count if t in ready else 0.0,
                reach=reach.get(t, 0.0),
                speed=tuple(-x for x in shape_keys.get(t, (0, 0, acceptance[t]))),
                value=-scores[t][1],
                shape=shape_keys.get(t),
                acceptance=acceptance[t],
            )
            for t in tiles
        }
        return cls(measures, ready, reach, threat)


def _edge(
    variant: Variant,
    bot: StrongBot,
    ctx: Ctx,
    plans: list[Plan],
    by_tile: dict[Tile, Action],
    measures: dict[Tile, Measures],
    chosen: Tile,
    fast: Tile,
) -> Edge:
    """What puts the pick ``chosen`` ahead of ``fast``, the fastest listed, where the pick is
    best in no respect the fastest is not (:mod:`.pick_edge`)."""

    def plan_of_pick() -> str | None:
        mine = measures[chosen]
        score = (mine.distance, -mine.value)
        plan = next((p for p in plans if bot._discard_scores(ctx, [p], [by_tile[chosen]])[chosen] == score), None)
        return plan_fan(variant, plan) if plan is not None else None

    def kept() -> str | None:
        if bot._keep_value(fast, ctx) <= bot._keep_value(chosen, ctx):
            return None
        return max(bot.keep_parts(fast, ctx), key=lambda part: part[1])[0]

    best_plan = plan_fan(variant, plans[0]) if plans else None
    return pick_edge(measures[chosen], measures[fast], plan_of_pick, best_plan, kept)
