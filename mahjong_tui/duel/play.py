"""Playing a duel's deals: each deal's first hand, once per rotation of the levels through the seats.

A deal is one wall (one game seed). With levels ``A, B`` at four seats the deal is played as
``A B A B`` and as ``B A B A``: over a deal's rotations every seat is played once by every level,
so the same tiles fall to each level and luck cancels. Only a match's first hand is played, as
later hands' walls would follow from the earlier hands' play. The bots see only their seat's
view; they are built through :data:`~mahjong_tui.bots.levels.BOT_LEVELS`.

Deals are independent: spread over processes, they give the same outcomes as in one.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..bots.levels import Bot, make_bot
from ..engine.game import Game
from ..play.loop import PlayLoop
from ..sim import MAX_ACTIONS_PER_HAND, batch_collection, derive_seed, error_text
from ..table.actions import Action
from ..table.records import HandResult
from ..variants.model import Variant


@dataclass(frozen=True)
class SeatHand:
    """One seat's part in one hand."""

    level: int
    """Index of the seat's level in the duel's levels."""
    delta: int
    """Points won (lost, if negative) in the hand."""
    won: bool
    value: int
    """The win's total, in the variant's unit (0 when it did not win)."""
    dealt_in: bool
    """Its discard (or the kong robbed of it) was won by someone."""
    self_drawn: bool = False
    """It won by drawing the tile itself."""


@dataclass(frozen=True)
class HandOutcome:
    seats: tuple[SeatHand, ...]
    draw: bool
    """The wall ran out with no win."""


@dataclass(frozen=True)
class DealOutcome:
    deal: int
    seed: int
    hands: tuple[HandOutcome, ...]
    """One per rotation; empty when the deal failed (``error``)."""
    error: str = ""


@dataclass(frozen=True)
class DuelSpec:
    """What each worker needs to play its deals (the variant is loaded again in each process)."""

    variant: str
    preset: str | None
    options: dict[str, Any]
    players: int
    levels: tuple[str, ...]
    seed: int


def seat_level(seat: int, rotation: int, kinds: int) -> int:
    """The level (its index) playing ``seat`` in ``rotation``: every seat gets every level once
    over ``kinds`` rotations."""
    return (seat + rotation) % kinds


def play_deal(variant: Variant, spec: DuelSpec, deal: int) -> DealOutcome:
    """Deal ``deal``'s first hand, once per rotation."""
    seed = derive_seed(spec.seed, "deal", deal)
    hands = []
    kinds = len(spec.levels)
    for rotation in range(kinds):
        try:
            hands.append(_play_hand(variant, spec, deal, rotation))
        except Exception as e:  # noqa: BLE001 - any failure is a finding to report
            return DealOutcome(deal, seed, (), f"rotation {rotation + 1}: {error_text(e)}")
    return DealOutcome(deal, seed, tuple(hands))


BotMaker = Callable[[str, Variant, int], Bot]
"""Builds a seat's bot from its level's name, the variant and the bot's seed (:func:`make_bot`,
or a benchmark's recording bot)."""
Watcher = Callable[[int, Action], None]
"""Told of each seat's action (before or after it is applied)."""


@dataclass(frozen=True)
class DuplicateTable:
    """One deal's first hand in one rotation, set up and not yet played."""

    which: list[int]
    """Each seat's level, as an index into the duel's levels."""
    game: Game
    bots: dict[int, Bot]
    loop: PlayLoop


def duplicate_table(
    variant: Variant,
    levels: Sequence[str],
    seed: int,
    deal: int,
    rotation: int,
    players: int,
    make: BotMaker = make_bot,
) -> DuplicateTable:
    """Deal ``deal``'s wall with the levels in ``rotation``: the duel's own set-up, which every
    benchmark that replays a duel's deals uses too (so their tables are the duel's)."""
    game = Game(variant, players=players, seed=derive_seed(seed, "deal", deal))
    which = [seat_level(i, rotation, len(levels)) for i in range(players)]
    bots = {i: make(levels[which[i]], variant, derive_seed(seed, "deal", deal, "bot", i)) for i in range(players)}
    return DuplicateTable(which, game, bots, PlayLoop(game, bots, results=False))


def play_first_hand(table: DuplicateTable, before: Watcher | None = None, after: Watcher | None = None) -> HandResult:
    """Play the bots' actions until the first hand ends; ``before``/``after`` see each action."""
    game, loop = table.game, table.loop
    steps = 0
    while not game.history:
        step = loop.next_step()
        if step.seat is None:
            raise RuntimeError("the match ended before its first hand did")
        action = loop.bot_action(step.seat)
        if before is not None:
            before(step.seat, action)
        loop.apply(action)
        if after is not None:
            after(step.seat, action)
        steps += 1
        if steps > MAX_ACTIONS_PER_HAND:
            raise RuntimeError(f"the hand did not end after {MAX_ACTIONS_PER_HAND} actions")
    return game.history[0]


def _play_hand(variant: Variant, spec: DuelSpec, deal: int, rotation: int) -> HandOutcome:
    table = duplicate_table(variant, spec.levels, spec.seed, deal, rotation, spec.players)
    return hand_outcome(table, play_first_hand(table))


def hand_outcome(table: DuplicateTable, result: HandResult) -> HandOutcome:
    """What each seat of ``table`` made of the hand ``result`` (a chicken hand, paid nothing,
    counts as no win)."""
    wins = [w for w in result.wins if not w.chicken]
    value = {w.seat: w.score.total for w in wins}
    drawn = {w.seat for w in wins if w.how == "self_draw"}
    dealt = {w.discarder for w in wins if w.how != "self_draw" and w.discarder is not None}
    seats = tuple(
        SeatHand(table.which[i], result.deltas[i], i in value, value.get(i, 0), i in dealt, i in drawn)
        for i in range(len(table.which))
    )
    return HandOutcome(seats, draw=not wins and result.exhaustive)


def _play_chunk(spec: DuelSpec, deals: range) -> list[DealOutcome]:
    from ..variants import load_variant

    variant = load_variant(spec.variant, spec.preset, spec.options)
    with batch_collection():
        return [play_deal(variant, spec, d) for d in deals]


def play_deals(spec: DuelSpec, deals: int, jobs: int = 1) -> list[DealOutcome]:
    """Deals ``1 … deals``, in order, over ``jobs`` processes (the outcomes do not depend on it)."""
    if jobs <= 1 or deals <= 1:
        return _play_chunk(spec, range(1, deals + 1))
    pieces = min(deals, jobs * 4)  # a few pieces a process: one slow piece does not hold up the rest
    bounds = [1 + deals * k // pieces for k in range(pieces + 1)]
    chunks = [range(a, b) for a, b in zip(bounds, bounds[1:], strict=False) if b > a]
    # Leaving the pool ends its workers: Ctrl-C (or any error) stops every process at once. A
    # pool that finished its queue first (concurrent.futures) played a long duel on to its end.
    with multiprocessing.Pool(jobs, initializer=_leave_interrupts_to_the_parent) as pool:
        done = pool.starmap(_play_chunk, [(spec, chunk) for chunk in chunks])
    return [o for part in done for o in part]


def _leave_interrupts_to_the_parent() -> None:
    """A worker ignores Ctrl-C (the terminal sends it to every process of the command): the main
    process, interrupted, ends the workers, with no traceback from each."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
