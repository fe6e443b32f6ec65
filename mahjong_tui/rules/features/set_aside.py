"""Tiles laid aside as one-tile kongs (Wuhan 紅中槓 and 癩子槓).

On his own turn a player may lay one tile of a listed kind (``kinds``, tile codes) or, with
``wilds = true``, one wild tile aside: it becomes a set-aside meld ``(7z)`` and he draws a
replacement from the tail, as after a kong (a win on it is a kong bloom). Laying aside is
allowed whenever a kong would be (not after a chow or pung, not in a draw-only last phase).
With ``discard = false`` (the default) such tiles can never be discarded: "discarding" one
is laying it aside, and nobody wins on one but by drawing it. A listed kind is never part of
a set: four of them make no concealed kong (Wuhan: four 紅中 are four 紅中槓).

What a set-aside tile is worth (Wuhan: ×2 each on the player's own multiplier) is up to the
settlement, which finds them among the seat's melds (``MeldKind.ASIDE``).

``[features.set_aside]`` parameters: ``kinds`` (list of tile codes), ``wilds`` (bool),
``discard`` (bool).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...messages import msg
from ...params import Params, param
from ...table.actions import Act, Action
from ...table.event_kinds import EventKind
from ...table.state import HandState
from ...tiles import kinds as K
from ...tiles.hand import Meld, MeldKind
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...messages import Message
    from ...tiles.kinds import Tile
    from .table_game import SeatSight, TableGame

ASIDE_FACT = "fact.set_aside"
ONLY_ASIDE = "discard.only_aside"
NOT_WON_ON = "win.aside_not_won_on"
MULTIPLIER_FACT = "fact.multiplier"


@dataclass(frozen=True)
class SetAsideParams(Params):
    kinds: tuple[str, ...] = param((), "kinds laid aside instead of played (Wuhan 紅中)", names="tile")
    wilds: bool = param(False, "wilds may be laid aside too")
    discard: bool = param(False, "such a kind may also be discarded")


@dataclass
class LaidAside:
    """How many tiles each seat has laid aside this hand."""

    counts: dict[int, int] = field(default_factory=dict)


@FEATURES.register("set_aside")
class SetAside(Feature):
    params_class = SetAsideParams
    params: SetAsideParams

    def __init__(self, variant, params) -> None:  # noqa: ANN001
        super().__init__(variant, params)
        self.kinds = frozenset(K.from_code(c) for c in self.params.kinds)

    def eligible(self, state: HandState) -> frozenset[Tile]:
        """Kinds that may be laid aside this hand."""
        if self.params.wilds:
            return self.kinds | frozenset(state.wild_kinds)
        return self.kinds

    def refuse_discards(self, state: HandState, seat: int, tiles: Collection[Tile]) -> dict[Tile, Message]:
        """With ``discard = false`` the kinds laid aside are never discarded, unless nothing else
        could be (a seat is never left without a discard)."""
        if self.params.discard:
            return {}
        kinds = self.eligible(state)
        refused = {t: msg(ONLY_ASIDE, tile=K.code(t)) for t in tiles if t in kinds}
        return refused if len(refused) < len(set(tiles)) else {}

    def refuse_win(self, state: HandState, seat: int, tile: Tile, how: str) -> Message | None:
        """With ``discard = false`` such a tile never reaches the discards, so nobody wins on it
        but by drawing it (Wuhan: a wild is laid aside, never won on by another)."""
        if how == "self_draw" or self.params.discard or tile not in self.eligible(state):
            return None
        return msg(NOT_WON_ON, tile=K.code(tile))

    def turn_actions(self, game: TableGame, seat: int, actions: list[Action]) -> list[Action]:
        st = game.state
        kinds = self.eligible(st)
        discards = {a.tile for a in actions if a.type is Act.DISCARD and a.tile is not None}
        refused = self.refuse_discards(st, seat, discards)
        if refused:
            actions = [a for a in actions if not (a.type is Act.DISCARD and a.tile in refused)]
        # a listed kind is never part of a set: four of them are four tiles to lay aside
        actions = [a for a in actions if not (a.type is Act.CONCEALED_KONG and a.tile in self.kinds)]
        if st.must_discard or st.turn != seat or not game.kong_allowed(seat):
            return actions
        if not any(a.type is Act.DISCARD for a in actions):
            return actions  # a phase without discards (draw-only last tiles)
        hand = st.seats[seat].hand
        extra = [Action(Act.SET_ASIDE, seat, t) for t in sorted(set(hand) & kinds)]
        return actions + extra

    def apply(self, game: TableGame, action: Action) -> bool:
        if action.type is not Act.SET_ASIDE or action.tile not in self.eligible(game.state):
            return False
        st = game.state
        s = st.seats[action.seat]
        s.hand.remove(action.tile)
        s.melds.append(Meld(MeldKind.ASIDE, (action.tile,)))
        s.meld_from.append(None)
        s.drawn = None
        counts = st.feature(LaidAside).counts
        counts[action.seat] = counts.get(action.seat, 0) + 1
        game.emit(EventKind.ASIDE, action.seat, action.tile, (action.tile,))  # the UI logs "aside"
        game.replacement_draw(action.seat)
        return True

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        """Lay aside every listed kind at once (it can never be part of a hand) and wild tiles
        beyond the first (Wuhan: two wilds in hand forbid a small win)."""
        mine = [a for a in actions if a.type is Act.SET_ASIDE]
        wild = set(view.wild_kinds)
        for a in mine:
            if a.tile not in wild:
                return a
        me = view.me
        held = sum(1 for t in (me.hand or []) if t in wild) if me is not None else 0
        return mine[0] if mine and held >= 2 else None

    def public_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        s = game.state.seats[seat]
        out: dict[str, object] = {}
        n = game.state.feature(LaidAside).counts.get(seat, 0)
        if n:
            out["set_aside"] = msg(ASIDE_FACT, n=n)
        own = game.variant.settlement.own_multiplier(list(s.melds))
        if own is not None:  # a per-player multiplier scheme (Wuhan): show where each seat stands
            out["multiplier"] = msg(MULTIPLIER_FACT, m=own)
        return out
