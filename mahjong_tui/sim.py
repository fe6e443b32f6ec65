"""Headless bot matches: play a variant with baseline bots in every seat and count what happens.

:func:`simulate` plays matches back to back (each a fresh :class:`~mahjong_tui.engine.Game`, driven
by the one :class:`~mahjong_tui.play.loop.PlayLoop`) until the requested number of hands is played.
Everything is derived from one seed, so the same seed gives the same report (apart from the
timing). An exception or an illegal action inside a hand is
recorded with the match's seed and the hand number, and that match is abandoned; the run goes on.
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from .bots.levels import check_level, make_bot, seat_levels
from .engine.game import Game
from .play.loop import PlayLoop
from .variants.model import Variant, wrong_seat_count

Progress = Callable[[int, int], None]
"""Called as ``progress(hands_done, hands_wanted)`` after every hand."""

MAX_ACTIONS_PER_HAND = 5000
"""A hand still going after this many actions is stuck: recorded as an error."""

BATCH_YOUNG_THRESHOLD = 50_000
"""Allocations between young collections while bots play a batch (Python's default is 700)."""


@contextmanager
def batch_collection() -> Iterator[None]:
    """The garbage collector tuned for a batch of bot play, then put back as it was.

    A simulated hand allocates tens of thousands of short-lived containers (views, actions,
    events, probes) that reference counting frees, so collecting the young ones every 700
    allocations mostly walks the survivors again; and the objects alive at the start (the
    variant's tables, the modules) never become garbage, so they are frozen out of every
    collection. Together this is about a twentieth of a simulation's time
    (``benchmarks/bench_simulate.py``). Cycles are still collected, only less often."""
    before = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(before[0], BATCH_YOUNG_THRESHOLD), *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


@dataclass
class SimError:
    match: int
    """1-based number of the match in this run."""
    seed: int
    """The match's seed: ``Game(variant, players, seed)`` replays it."""
    hand: int
    """Hand number within the match (1-based)."""
    seat: int | None
    action: str | None
    """The action being chosen or applied, when there was one."""
    error: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "match": self.match,
            "seed": self.seed,
            "hand": self.hand,
            "seat": self.seat,
            "action": self.action,
            "error": self.error,
        }

    def describe(self) -> str:
        where = f"match {self.match} (seed {self.seed}), hand {self.hand}"
        if self.seat is not None:
            where += f", seat {self.seat}"
        if self.action:
            where += f", {self.action}"
        return f"{where}: {self.error}"


@dataclass
class SimReport:
    variant: str
    preset: str
    options: dict[str, Any]
    players: int
    seed: int
    hands_wanted: int
    hands: int = 0
    """Hands played: finished ones plus those cut short by an error."""
    matches: int = 0
    wins: int = 0
    """Winning declarations (one discard may be won by several players)."""
    hands_won: int = 0
    self_drawn: int = 0
    discard: int = 0
    robbed_kong: int = 0
    draws: int = 0
    """Exhaustive draws (the wall ran out)."""
    false_wins: int = 0
    other: int = 0
    """Hands that ended some other way (an abortive draw, a special declaration)."""
    fan_sum: int = 0
    """Sum of the winning hands' totals, in the variant's unit."""
    points: list[int] = field(default_factory=list)
    """Net points per seat (P1 … Pn, the same players in every match)."""
    levels: list[str] = field(default_factory=list)
    """Each seat's bot level."""
    errors: list[SimError] = field(default_factory=list)
    elapsed: float = 0.0

    @property
    def finished_hands(self) -> int:
        return self.hands - len(self.errors)

    @property
    def mean_fan(self) -> float | None:
        return self.fan_sum / self.wins if self.wins else None

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.elapsed if self.elapsed > 0 else 0.0

    def as_dict(self, timing: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "variant": self.variant,
            "preset": self.preset or None,
            "options": dict(self.options),
            "players": self.players,
            "seed": self.seed,
            "hands_wanted": self.hands_wanted,
            "hands": self.hands,
            "finished_hands": self.finished_hands,
            "matches": self.matches,
            "wins": self.wins,
            "hands_won": self.hands_won,
            "self_drawn": self.self_drawn,
            "discard": self.discard,
            "robbed_kong": self.robbed_kong,
            "draws": self.draws,
            "false_wins": self.false_wins,
            "other": self.other,
            "mean_fan": None if self.mean_fan is None else round(self.mean_fan, 3),
            "points": list(self.points),
            "levels": list(self.levels),
            "errors": [e.as_dict() for e in self.errors],
        }
        if timing:
            out["elapsed"] = round(self.elapsed, 3)
            out["hands_per_second"] = round(self.hands_per_second, 2)
        return out


def derive_seed(seed: int, *path: object) -> int:
    """A 32-bit seed for one part of the run (a match, a bot), stable across Python versions."""
    return random.Random(":".join(map(str, (seed, *path)))).getrandbits(32)


def error_text(e: BaseException) -> str:
    text = str(e)
    return f"{type(e).__name__}: {text}" if text else type(e).__name__


def _tally(report: SimReport, result: Any) -> None:
    wins = [w for w in result.wins if not w.chicken]  # a chicken hand (明將 雞糊) is no win
    if wins:
        report.hands_won += 1
        for w in wins:
            report.wins += 1
            report.fan_sum += w.score.total
            if w.how == "self_draw":
                report.self_drawn += 1
            elif w.how == "rob_kong":
                report.robbed_kong += 1
            else:
                report.discard += 1
    elif result.false_wins:
        report.false_wins += len(result.false_wins)
    elif result.exhaustive:
        report.draws += 1
    else:
        report.other += 1
    for seat, delta in enumerate(result.deltas):
        report.points[seat] += delta


def simulate(
    variant: Variant,
    hands: int,
    seed: int,
    players: int | None = None,
    progress: Progress | None = None,
    levels: list[str] | None = None,
) -> SimReport:
    """Play bot-only matches of ``variant`` until ``hands`` hands are played; ``levels``: each
    seat's bot level (default all ``normal``; their number gives the players when ``players``
    is not)."""
    if players is None and levels:
        players = len(levels)
    n = players if players is not None else max(variant.seats)
    if n not in variant.seats:
        raise ValueError(wrong_seat_count(variant, n))
    if hands < 1:
        raise ValueError(f"hands must be at least 1, not {hands}")
    seats = seat_levels(levels, n)
    for level in seats:
        check_level(level)
    report = SimReport(variant.id, variant.preset, dict(variant.options), n, seed, hands, points=[0] * n, levels=seats)
    with batch_collection():
        _play(variant, report, seats, hands, seed, progress)
    return report


def _play(
    variant: Variant, report: SimReport, levels: list[str], hands: int, seed: int, progress: Progress | None
) -> None:
    """:func:`simulate`'s matches, played into ``report``."""
    n = len(levels)
    start = time.perf_counter()

    def hand_done() -> None:
        report.hands += 1
        if progress is not None:
            progress(report.hands, hands)

    while report.hands < hands:
        report.matches += 1
        match_seed = derive_seed(seed, "match", report.matches)

        def fail(
            e: BaseException | str,
            hand: int,
            seat: int | None = None,
            action: str | None = None,
            match_seed: int = match_seed,
        ) -> None:
            text = e if isinstance(e, str) else error_text(e)
            report.errors.append(SimError(report.matches, match_seed, hand, seat, action, text))
            hand_done()

        try:
            game = Game(variant, players=n, seed=match_seed)
        except Exception as e:  # noqa: BLE001 - any failure is a finding to report
            fail(e, 1)
            continue
        bots = {i: make_bot(levels[i], variant, derive_seed(seed, "match", report.matches, "bot", i)) for i in range(n)}
        loop = PlayLoop(game, bots, results=False)  # bots in every seat, and on at a hand's end
        seen = len(game.history)
        steps = 0
        while report.hands < hands and not game.over:
            seat: int | None = None
            action = None
            try:
                seat = loop.next_step().seat
                assert seat is not None
                action = loop.bot_action(seat)
                loop.apply(action)
            except Exception as e:  # noqa: BLE001
                fail(e, game.state.hand_no, seat, action.describe() if action is not None else None)
                break  # the match's state is not to be trusted any more
            steps += 1
            if len(game.history) > seen:
                for result in game.history[seen:]:
                    _tally(report, result)
                    hand_done()
                seen = len(game.history)
                steps = 0
            elif steps > MAX_ACTIONS_PER_HAND:
                fail(f"the hand did not end after {MAX_ACTIONS_PER_HAND} actions", game.state.hand_no)
                break
    report.elapsed = time.perf_counter() - start
