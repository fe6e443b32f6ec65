"""Void suit (定缺, 缺一門): after the deal every seat picks a suit it will play without.

The choices are secret and revealed together (the engine's setup phase collects them all before
play). Then a seat holding tiles of its void suit must discard those before any other tile; it
may not pung or kong them; it cannot win while it holds one. At an exhaustive draw a seat still
holding its void suit is a flower pig (花豬); settlements read the choices through
:func:`void_suits`.

``[features.void_suit]`` parameters: none.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...messages import msg
from ...table.actions import Act, Action, FeatureChoice
from ...table.event_kinds import EventKind
from ...table.state import HandState
from ...tiles import kinds as K
from ..conditions import every_kind
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...messages import Message
    from ...tiles.kinds import Tile
    from .table_game import SeatSight, TableGame

FACT = "void_suits"
"""The public fact's key."""
NAME = "void"
"""The choice ``FeatureChoice(NAME, "m")`` voids characters (``"p"`` dots, ``"s"`` bamboo)."""

VOID_CHOICE = "choice.void_suit"
VOID_FACT = "fact.void_suit"
HOLDS_VOID = "win.holds_void"
VOID_FIRST = "discard.void_first"
VOID_CLAIM = "refuse.void_suit"
SUIT_NAMES = ("suit.m", "suit.p", "suit.s")


@dataclass
class VoidSuits:
    """The void suit of each seat (0 m, 1 p, 2 s; None for a seat a ``score`` request leaves
    open), once all have chosen; None before."""

    suits: list[int | None] | None = None


def void_suits(state: HandState) -> list[int | None] | None:
    """Each seat's void suit, or None when the hand has no void declaration."""
    return state.feature(VoidSuits).suits


def holds_void(state: HandState, seat: int, tiles: list[Tile]) -> bool:
    voids = void_suits(state)
    if voids is None:
        return False
    void = voids[seat]
    return void is not None and any(K.is_suited(t) and K.suit_of(t) == void for t in tiles)


def suit_name(suit: int) -> Message:
    """The suit's name as a Message (萬 / characters …)."""
    return msg(SUIT_NAMES[suit])


@FEATURES.register("void_suit")
class VoidSuit(Feature):
    def _suits(self, game: TableGame) -> list[int]:
        return sorted({K.suit_of(t) for t in game.variant.tileset.natural_kinds if K.is_suited(t)})

    def setup_choices(self, game: TableGame) -> dict[int, list[Action]]:
        suits = self._suits(game)
        return {
            seat: [
                Action(
                    Act.CHOOSE, seat, choice=FeatureChoice(NAME, "mps"[s]), label=msg(VOID_CHOICE, suit=suit_name(s))
                )
                for s in suits
            ]
            for seat in range(game.n)
        }

    def on_setup(self, game: TableGame, answers: dict[int, Action]) -> None:
        voids = [0] * game.n
        for seat, a in answers.items():
            if isinstance(a.choice, FeatureChoice) and a.choice.feature == NAME:
                voids[seat] = "mps".index(str(a.choice.value))
        game.state.feature(VoidSuits).suits = list(voids)
        for seat, s in enumerate(voids):
            game.emit(EventKind.CHOICE, seat, void="mps"[s])

    def refuse_discards(self, state: HandState, seat: int, tiles: Collection[Tile]) -> dict[Tile, Message]:
        """While the hand holds a tile of the void suit, only those may be discarded."""
        void = _void_of(state, seat)
        if void is None or not holds_void(state, seat, state.seats[seat].hand):
            return {}
        why = msg(VOID_FIRST, suit=suit_name(void))
        return {t: why for t in tiles if not (K.is_suited(t) and K.suit_of(t) == void)}

    def win_kinds(self, state: HandState, seat: int) -> tuple[frozenset[Tile], ...] | None:
        void = _void_of(state, seat)
        if void is None:
            return None
        return (frozenset(t for t in every_kind(self.variant) if not (K.is_suited(t) and K.suit_of(t) == void)),)

    def turn_actions(self, game: TableGame, seat: int, actions: list[Action]) -> list[Action]:
        void = _void_of(game.state, seat)
        if void is None:
            return actions
        discards = {a.tile for a in actions if a.type is Act.DISCARD and a.tile is not None}
        refused = self.refuse_discards(game.state, seat, discards)

        def ok(a: Action) -> bool:
            t = a.tile
            if a.type in (Act.CONCEALED_KONG, Act.ADDED_KONG):
                return t is None or self.refuse_claim(game.state, seat, t) is None
            return not (a.type is Act.DISCARD and t in refused)

        return [a for a in actions if ok(a)]

    def claim_actions(
        self, game: TableGame, seat: int, discarder: int, tile: Tile, actions: list[Action]
    ) -> list[Action]:
        if self.refuse_claim(game.state, seat, tile) is None:
            return actions
        return [a for a in actions if a.type not in (Act.PUNG, Act.KONG, Act.CHOW)]

    def refuse_claim(self, state: HandState, seat: int, tile: Tile) -> Message | None:
        """No meld of the void suit: its tiles only leave the hand."""
        void = _void_of(state, seat)
        if void is None or not (K.is_suited(tile) and K.suit_of(tile) == void):
            return None
        return msg(VOID_CLAIM, suit=suit_name(void))

    def refuse_win(self, state: HandState, seat: int, tile: Tile, how: str) -> Message | None:
        void = _void_of(state, seat)
        if void is None:
            return None
        s = state.seats[seat]
        tiles = list(s.hand) + [tile] + [t for m in s.melds for t in m.tiles]
        if holds_void(state, seat, tiles):
            return msg(HOLDS_VOID, suit=suit_name(void))
        return None

    def public_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        void = _void_of(game.state, seat)
        if void is None:
            return {}
        return {FACT: msg(VOID_FACT, suit=suit_name(void))}

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        """Void the suit the hand holds fewest of (ties: the first)."""
        mine = [a for a in actions if isinstance(a.choice, FeatureChoice) and a.choice.feature == NAME]
        me = view.me
        if not mine or me is None or me.hand is None:
            return None
        held = {a: sum(1 for t in me.hand if K.is_suited(t) and "mps"[K.suit_of(t)] == _suit_letter(a)) for a in mine}
        return min(mine, key=lambda a: held[a])


def _void_of(state: HandState, seat: int) -> int | None:
    """``seat``'s void suit, or None when it has none (no declaration this hand)."""
    voids = void_suits(state)
    return None if voids is None else voids[seat]


def _suit_letter(a: Action) -> str:
    return str(a.choice.value) if isinstance(a.choice, FeatureChoice) else ""
