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
claims, passes and wins on another's tile (a claim or a pass by what it leaves the hand, after a
chow or pung the discard the strong bot would make next: :func:`.strong_eval.read_claims`); and
a variant's declarations in play, each answered by its feature (an open tail tile taken to win,
十老頭: declining gives up a win; Beijing's four wilds shown beside the turn's discard, where the
discards are compared as well: the turn had been skipped whole). And the choices after the deal
that the strong bot reasons about (:mod:`.setup_eval`): Sichuan's void suit and tiles to pass,
by the winnable shanten of the hand kept without the suit given up and the tiles of it held
(tiles passed by their suit alone: which three of it is the feature's own rule); Shaanxi's
stakes, by the dealt hand's chance to win and what a stake is expected to earn. The one other
setup choice, Malaysian 花和, is offered alone (declared, never chosen), so it is no decision.
A decision a bot made for a person's seat while nobody played it (a shared table's stand-in,
marked in the record's ``stand_in``) is not the person's: it is counted, not compared."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.game import Game
from ..engine.view import SeatView
from ..saves.store import GameRecord, damaged_move, rebuild, rebuild_game, unreplayable_move
from ..table.actions import Act, Action
from ..table.state import Phase
from ..variants.model import Variant
from .setup_eval import SetupReading, agrees, read_setup, setup_kind
from .strong_eval import ClaimEval, DiscardEval, read, read_claims

REVIEWED = frozenset(
    {
        Act.DISCARD,
        Act.CHOW,
        Act.PUNG,
        Act.KONG,
        Act.CONCEALED_KONG,
        Act.ADDED_KONG,
        Act.SET_ASIDE,
        Act.WIN,
        Act.PASS,
        Act.CHOOSE,
    }
)
"""The kinds of decision the review compares (a decision counts when every legal action is one;
a choice at the setup only where the strong bot reasons about it: :func:`.setup_eval.setup_kind`)."""
CLAIM_CHOICES = frozenset({Act.CHOW, Act.PUNG, Act.KONG, Act.PASS})
"""A claim decision measured by what the hand is left with (:func:`.strong_eval.read_claims`):
one of these against another (a win passed or taken is told apart)."""


@dataclass(frozen=True)
class Decision:
    """One decision where the person and the strong bot differ."""

    hand_no: int
    move: int
    """The action's number in its hand (1 = the hand's first action: :meth:`GameRecord.moves_in_hand`)."""
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
    strong_wins: bool = False
    """The strong bot's choice is a win (or a declaration that wins: :meth:`Feature.choice_wins`)."""
    strong_then: Action | None = None
    """Where the strong bot's choice is a declaration beside the turn's discard (four wilds):
    the discard it makes next, the one ``strong_eval`` weighs."""
    setup: SetupReading | None = None
    """A choice after the deal (a void suit, tiles passed, stakes): what each choice costs."""
    chosen_claim: ClaimEval | None = None
    """A pass or a chow, pung or kong on another's tile (against another of them), as the strong
    bot weighs it: what the hand is left with (None: not such a decision)."""
    strong_claim: ClaimEval | None = None


@dataclass
class HandReview:
    hand_no: int
    decisions: int = 0
    """The people's decisions reviewed in the hand."""
    differing: list[Decision] = field(default_factory=list)
    stood_in: int = 0
    """The decisions a bot made for a person's seat while nobody played it (a shared table's
    stand-in): not the person's, so not reviewed, only counted."""


@dataclass
class GameReview:
    id: str
    variant: str
    names: list[str]
    humans: list[bool]
    hands: list[HandReview] = field(default_factory=list)

    def hand(self, hand_no: int) -> HandReview | None:
        return next((h for h in self.hands if h.hand_no == hand_no), None)

    @property
    def several_people(self) -> bool:
        """More than one person played (hot-seat): a decision is named by whose it is, not "yours"."""
        return sum(self.humans) > 1


def _reviewed(view: SeatView) -> bool:
    """A choice in play the review compares: more than one legal action, each of a reviewed kind."""
    legal = view.legal
    return len(legal) > 1 and all(a.type in REVIEWED for a in legal)


def _declared_beside_discards(a: Action, legal: list[Action]) -> bool:
    """A declaration made on the way to the turn's discard (Beijing's four wilds shown)."""
    return a.type is Act.CHOOSE and any(b.type is Act.DISCARD for b in legal)


def _wins(variant: Variant, a: Action) -> bool:
    return a.type is Act.WIN or (a.type is Act.CHOOSE and any(f.choice_wins(a) for f in variant.features))


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
    moves = record.moves_in_hand()
    stand_in = set(record.stand_in)
    for i, d in enumerate(record.actions):
        try:
            action = Action.from_dict(d)
        except ValueError as e:
            raise damaged_move(i, e) from None
        if current is None and action.type is not Act.NEXT_HAND:
            current = HandReview(game.state.hand_no)
        seat = action.seat
        wanted = hand_no is None or (current is not None and current.hand_no == hand_no)
        if current is not None and wanted and 0 <= seat < len(record.humans) and record.humans[seat]:
            review_decision(variant, game, action, moves[i], current, i in stand_in)
        try:
            events = game.apply(action)
        except ValueError as e:
            raise unreplayable_move(i, e) from None
        if current is not None and any(e.kind == "hand_end" for e in events):
            if wanted:
                out.hands.append(current)
            current = None
    return out


def review_decision(
    variant: Variant, game: Game, action: Action, move: int, hand: HandReview, stood_in: bool = False
) -> None:
    """Compare ``action`` with the strong bot's choice, if it is a decision; ``stood_in``: a bot
    made it for the person (it is counted as such, not compared)."""
    if action.type not in REVIEWED or action.seat not in game.to_act():
        return
    view = game.bot_view(action.seat, facts=True)  # the seat's own view, as the strong bot reads it
    if view.phase is Phase.SETUP:
        _review_setup(variant, view, action, move, hand, stood_in)
        return
    if not _reviewed(view):
        return
    chosen = next((a for a in view.legal if a == action), action)  # as offered: with its label
    if _declared_beside_discards(chosen, view.legal):
        return  # the same turn's discard, which comes next, is the decision
    if not _count(hand, stood_in):
        return
    reading = read(variant, view)
    strong = reading.pick
    then = None
    if _declared_beside_discards(strong, view.legal) and reading.discards:
        then = reading.discards[0].action  # the declaration leaves the hand as it is: its best discard next
    if strong == chosen:
        return
    ev = reading.of
    chosen_eval = ev(chosen.tile) if chosen.type is Act.DISCARD else None
    strong_eval = ev(strong.tile) if strong.type is Act.DISCARD else (ev(then.tile) if then is not None else None)
    decision = Decision(
        hand.hand_no,
        move,
        action.seat,
        chosen,
        strong,
        chosen_eval,
        strong_eval,
        reading.defending,
        view.wall_remaining,
        reading.readiness,
        _wins(variant, strong),
        then,
    )
    if chosen.type in CLAIM_CHOICES and strong.type in CLAIM_CHOICES:
        claims = read_claims(variant, view, strong)
        decision = replace(
            decision,
            chosen_claim=claims.of(chosen),
            strong_claim=claims.of(strong),
            defending=claims.defending,
            readiness=claims.readiness,
        )
    hand.differing.append(decision)


def _count(hand: HandReview, stood_in: bool) -> bool:
    """Count a decision: the person's (True: it is compared with the strong bot's) or one a bot
    made for them while nobody played the seat (False: only counted)."""
    if stood_in:
        hand.stood_in += 1
        return False
    hand.decisions += 1
    return True


def _review_setup(
    variant: Variant, view: SeatView, action: Action, move: int, hand: HandReview, stood_in: bool
) -> None:
    """A choice after the deal, where the strong bot reasons about it (:mod:`.setup_eval`)."""
    kind = setup_kind(view.legal)
    if kind is None:
        return
    if not _count(hand, stood_in):
        return
    chosen = next((a for a in view.legal if a == action), action)
    reading = read_setup(variant, view, kind, chosen)
    if agrees(kind, chosen, reading.pick):
        return
    hand.differing.append(
        Decision(hand.hand_no, move, action.seat, chosen, reading.pick, tiles_left=view.wall_remaining, setup=reading)
    )
