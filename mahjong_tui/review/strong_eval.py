"""The strong bot's reading of one decision: its choice, and every discard it weighed with the
reasons (speed, value, safety) and the danger of each tile in the hand.

This is the one adapter between the strong bot (:mod:`mahjong_tui.bots.strong`) and what shows
its judgement to people (the hints, the hand's danger marks, the review): its ranking of a
seat's discards (:func:`~mahjong_tui.bots.strong.discard_ranking.rank_discards`, the bot's own
choice first), of a claim offered and the pass beside it
(:func:`~mahjong_tui.bots.strong.claim_ranking.rank_claims`) and its danger board (how ready
each opponent looks, how dangerous each tile is).
A change in the strong bot's interface is a fix here only.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bots.strong.bot import StrongBot
from ..bots.strong.claim_ranking import RankedClaim, rank_claims
from ..bots.strong.danger import DangerBoard
from ..bots.strong.discard_ranking import Asked, RankedDiscard, rank_discards
from ..bots.strong.pick_edge import Edge, Over
from ..bots.strong.stance import CALM
from ..engine.view import SeatView
from ..table.actions import Action
from ..tiles.kinds import Tile
from ..variants.model import Variant

SAFE, LOW, MEDIUM, HIGH = range(4)
"""Danger levels of a tile, shown as marks on the hand."""
LEVEL_BOUNDS = (0.05, 0.35, 0.65)
"""A tile's danger (the mean of its danger against each opponent, weighted by readiness and by
what a deal-in to it costs, 0 … 1) below
each bound is SAFE, LOW, MEDIUM; from the last one on it is HIGH."""
MARKS_FROM = 0.3
"""The hand's marks show once the likeliest-ready opponent reads at least this ready. The bot
starts weighing danger sooner (``stance.CALM``, 0.15: one call outside MCR), but a mark's level
is the danger were that opponent ready, so at 0.15 every tile of a hand five discards old wore
'!!!' for a single chow across the table."""

DiscardEval = RankedDiscard
"""One discard as the strong bot weighs it: distance, acceptance, value, danger, reasons."""
ClaimEval = RankedClaim
"""A pass or a claim on another's tile as the strong bot weighs it: shanten, tiles in, value, the
discard that follows and its danger."""
__all__ = [
    "Asked",
    "ClaimEval",
    "ClaimReading",
    "DiscardEval",
    "Edge",
    "Over",
    "Reading",
    "level_of",
    "own_danger",
    "read",
    "read_claims",
]


@dataclass(frozen=True)
class Reading:
    """The strong bot's choice at one decision and the discards it weighed (its choice first)."""

    pick: Action
    discards: tuple[DiscardEval, ...] = ()
    defending: bool = False
    """Some opponent looks ready: the bot weighs danger (the hand shows danger marks)."""
    readiness: float = 1.0
    """The opponents' readiness summed, each weighted by what a deal-in to it costs (a tile's
    danger is a sum weighted by both: its share of this is 0 … 1)."""

    def level(self, ev: DiscardEval) -> int:
        """The danger level of a discard (:data:`SAFE` … :data:`HIGH`)."""
        return level_of(ev.danger / self.readiness)

    def of(self, tile: Tile | None) -> DiscardEval | None:
        return next((d for d in self.discards if d.tile == tile), None)


def strong_bot(variant: Variant) -> StrongBot:
    """A fresh strong bot (cheap to make): each caller its own, so threads never share one."""
    return StrongBot(variant)


def _threat_board(bot: StrongBot, view: SeatView) -> DangerBoard | None:
    """The strong bot's danger board for ``view`` when an opponent looks ready (the chess sets'
    reads their pieces, :mod:`~mahjong_tui.bots.strong.chess_danger`)."""
    board = bot.danger_board(view)
    return board if board.threat >= CALM else None


def _readiness(board: DangerBoard) -> float:
    """What a tile's danger is a share of: the opponents' readiness, each weighted by what a
    deal-in to it costs as :meth:`~DangerBoard.risk` weighs it (without the costs, a 明將 tile
    read "danger 105%")."""
    return sum(o.readiness * o.cost for o in board.opponents) or 1.0


def level_of(danger: float) -> int:
    """The level of a readiness-weighted mean danger (0 … 1)."""
    return next((i for i, bound in enumerate(LEVEL_BOUNDS) if danger < bound), HIGH)


def own_danger(variant: Variant, view: SeatView) -> dict[Tile, int] | None:
    """Each kind in the viewer's hand by danger level, when an opponent looks ready (to the
    strong bot, from this seat's own view) while the hand is in play; None when none does, the
    hand is over or the view is no seat's own (a spectator's, or every hand hidden)."""
    me = view.me
    if view.viewer is None or me is None or not me.hand or view.result is not None:
        return None
    board = _threat_board(strong_bot(variant), view)
    if board is None or board.threat < MARKS_FROM:
        return None
    weight = _readiness(board)
    return {t: level_of(board.risk(t) / weight) for t in set(me.hand)}


def read(variant: Variant, view: SeatView, asked: Asked | None = None) -> Reading:
    """The strong bot's choice from ``view`` (a seat's own view with legal actions), and, at a
    turn with discards, each discard as it weighs them, its choice first. ``asked``: the judge's
    advice on the hand, where the caller has asked it already (the hints)."""
    bot = strong_bot(variant)
    pick = bot.choose(view)
    has_hand = view.me is not None and view.me.hand
    discards = tuple(rank_discards(variant, view, bot, pick, asked)) if has_hand else ()
    board = _threat_board(bot, view) if discards else None
    if board is None:
        return Reading(pick, discards)
    return Reading(pick, discards, True, _readiness(board))


@dataclass(frozen=True)
class ClaimReading:
    """A claim offered as the strong bot weighs it: the pass and each chow, pung or kong (its
    choice first), and whether, and how much, it weighs danger (as :class:`Reading`)."""

    claims: tuple[ClaimEval, ...] = ()
    defending: bool = False
    readiness: float = 1.0
    pick: Action | None = None
    """The strong bot's choice on the tile (a win passed or taken included; None: no reading)."""

    def of(self, action: Action) -> ClaimEval | None:
        return next((c for c in self.claims if c.action == action), None)

    def level(self, danger: float) -> int:
        """The danger level of the discard after a claim (:data:`SAFE` … :data:`HIGH`)."""
        return level_of(danger / self.readiness)


def read_claims(variant: Variant, view: SeatView, pick: Action | None = None) -> ClaimReading:
    """The strong bot's choice on a tile offered in ``view`` and its figures for the pass and each
    chow, pung or kong (none when only a win is offered); ``pick``: its choice, where the caller
    has it already."""
    bot = strong_bot(variant)
    if pick is None:
        pick = bot.choose(view)
    claims = tuple(rank_claims(variant, view, bot, pick))
    board = _threat_board(bot, view) if claims else None
    if board is None:
        return ClaimReading(claims, pick=pick)
    return ClaimReading(claims, True, _readiness(board), pick)
