"""A finished hand's review: every decision where a person chose differently from the strong bot.

The review reads a game's record (a replay, or a save: the actions as played, the seed, who was
a person) and plays it again through the engine, which is deterministic. Before each action of a
person's seat that had a choice, it takes that seat's own view as it was then and asks the strong
bot what it would do (:func:`~.strong_eval.read`); where the person did something else, the
decision is listed with what each choice left: the hand's shanten and tiles in (the judge's,
as the hints show them), its value and the danger of the tile thrown (the strong bot's).

Covered: discards (with the ready declaration), kongs, tiles laid aside (Wuhan: the strong bot
lays 紅中 aside at once and keeps one wild, by its feature's rule; turns where laying aside is
legal were once skipped whole, and with them most Wuhan discards) and wins at one's turn, and
claims, passes and wins on another's tile. Setup choices (a void suit, stakes, tiles to pass)
are not: the strong bot answers those by a feature's rule or at random, so a difference says
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.game import Game
from ..saves.store import GameRecord, SaveError, rebuild, rebuild_game
from ..table.actions import Act, Action
from ..variants.model import Variant
from .strong_eval import DiscardEval, read

REVIEWED = frozenset(
    {Act.DISCARD, Act.CHOW, Act.PUNG, Act.KONG, Act.CONCEALED_KONG, Act.ADDED_KONG, Act.SET_ASIDE, Act.WIN, Act.PASS}
)
"""The kinds of decision the review compares (a decision counts when every legal action is one)."""


@dataclass(frozen=True)
class Decision:
    """One decision where the person and the strong bot differ."""

    hand_no: int
    move: int
    """The action's number in the game (1 = its first action)."""
    seat: int
    chosen: Action
    strong: Action
    chosen_eval: DiscardEval | None = None
    """The person's discard as the strong bot weighs it (None: not a discard)."""
    strong_eval: DiscardEval | None = None
    defending: bool = False
    """An opponent looked ready: danger counted."""
    tiles_left: int = 0
    """Tiles left in the wall then."""
    readiness: float = 1.0
    """The opponents' readiness summed then (danger levels are relative to it)."""


@dataclass
class HandReview:
    hand_no: int
    decisions: int = 0
    """The people's decisions reviewed in the hand."""
    differing: list[Decision] = field(default_factory=list)


@dataclass
class GameReview:
    id: str
    variant: str
    names: list[str]
    humans: list[bool]
    hands: list[HandReview] = field(default_factory=list)

    def hand(self, hand_no: int) -> HandReview | None:
        return next((h for h in self.hands if h.hand_no == hand_no), None)


def _reviewed(legal: list[Action]) -> bool:
    """A choice the review compares: more than one legal action, each of a reviewed kind."""
    return len(legal) > 1 and all(a.type in REVIEWED for a in legal)


def review_record(
    record: GameRecord, catalog: Any = None, hand_no: int | None = None, variant: Variant | None = None
) -> GameReview:
    """The review of every finished hand of ``record`` (only hand ``hand_no`` when given); a
    :class:`SaveError` in one line when the record cannot be played again. ``variant``: the rules
    the game is played by (the table's own, for the hand just played); else the record's variant
    is loaded from ``catalog`` as a replay loads it."""
    if variant is None:
        start = rebuild(record, catalog, upto=0)
        game: Game = start.game
        variant = start.variant
    else:
        game = rebuild_game(variant, len(record.humans), record.seed, record.names, [])
    out = GameReview(record.id, record.variant, list(record.names), list(record.humans))
    current: HandReview | None = None
    for i, d in enumerate(record.actions):
        try:
            action = Action.from_dict(d)
        except ValueError as e:
            raise SaveError(f"move {i + 1} of the game is damaged ({e})") from None
        if current is None and action.type is not Act.NEXT_HAND:
            current = HandReview(game.state.hand_no)
        seat = action.seat
        wanted = hand_no is None or (current is not None and current.hand_no == hand_no)
        if current is not None and wanted and 0 <= seat < len(record.humans) and record.humans[seat]:
            _compare(variant, game, action, i + 1, current)
        try:
            events = game.apply(action)
        except ValueError as e:
            raise SaveError(f"move {i + 1} of the game cannot be replayed ({e})") from None
        if current is not None and any(e.kind == "hand_end" for e in events):
            if wanted:
                out.hands.append(current)
            current = None
    return out


def _compare(variant: Variant, game: Game, action: Action, move: int, hand: HandReview) -> None:
    if action.type not in REVIEWED or action.seat not in game.to_act():
        return
    view = game.bot_view(action.seat, facts=True)  # the seat's own view, as the strong bot reads it
    if not _reviewed(view.legal):
        return
    hand.decisions += 1
    reading = read(variant, view)
    strong = reading.pick
    if strong == action:
        return
    chosen_eval = reading.of(action.tile) if action.type is Act.DISCARD else None
    strong_eval = reading.of(strong.tile) if strong.type is Act.DISCARD else None
    hand.differing.append(
        Decision(
            hand.hand_no,
            move,
            action.seat,
            action,
            strong,
            chosen_eval,
            strong_eval,
            reading.defending,
            view.wall_remaining,
            reading.readiness,
        )
    )
