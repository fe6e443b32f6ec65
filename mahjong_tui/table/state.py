"""The state of one hand as plain data: the engine drives it, the rules read and change it
(see :mod:`mahjong_tui.table`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TypeVar, cast

from ..tiles.hand import Meld
from ..tiles.kinds import Tile
from .actions import Action
from .records import HandResult, Payment, WinRecord
from .wall import Wall

F = TypeVar("F")


class Phase(str, Enum):
    SETUP = "setup"
    """Simultaneous choices before play (void suit, stakes)."""
    TURN = "turn"
    CLAIM = "claim"
    """Others may claim the last discard."""
    ROB = "rob"
    """Others may rob an added kong."""
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


@dataclass(frozen=True)
class RiverTile:
    """A discard in a river. Immutable, so views can share it; a claim replaces it."""

    tile: Tile
    claimed_by: int | None = None
    ready: bool = False
    """The discard that declared ready (drawn sideways)."""
    from_draw: bool = False
    """The tile came straight from the draw (tsumogiri), as everyone at the table sees: the
    hand behind it did not change, a hint that it may be ready."""


@dataclass
class SeatState:
    hand: list[Tile] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    meld_from: list[int | None] = field(default_factory=list)
    """Absolute seat each meld's claimed tile came from (None for concealed kongs)."""
    bonus: list[Tile] = field(default_factory=list)
    river: list[RiverTile] = field(default_factory=list)
    drawn: Tile | None = None
    """The tile just drawn, shown apart from the hand."""
    ready: bool = False
    ready_first_turn: bool = False
    won: bool = False
    """Has won and left the play (blood battle; a 明將 chicken winner keeps drawing)."""
    discards_made: int = 0
    draws_made: int = 0
    kongs_declared: int = 0
    claims_made: int = 0
    """Chows and pungs claimed this hand (Beijing's claim limit)."""
    discarded_kinds: set[Tile] = field(default_factory=set)
    banned_win_kinds: set[Tile] | None = None
    """Missed-win ban: None = no ban; empty set = every tile; else the banned kinds."""
    frozen: bool = False
    """Plays on without choices: draws and discards the drawn tile, which nobody may claim;
    its hand is shown (明將 chicken winner)."""
    dead: bool = False
    """Cannot win this hand (明將 食替 dead hand, Beijing discarded wild)."""
    swap_call: Tile | None = None
    """The kind just claimed into a chow or pung, until the seat's next discard (食替 rules)."""


@dataclass
class HandState:
    hand_no: int
    dealer: int
    round_wind: int
    wall: Wall
    seats: list[SeatState]
    phase: Phase = Phase.TURN
    turn: int = 0
    """Whose turn it is (the seat that must act in TURN)."""
    must_discard: bool = False
    """After a chow or pung: discard only, no win and no kong."""
    last_discard: tuple[int, Tile] | None = None
    pending: dict[int, list[Action]] = field(default_factory=dict)
    """CLAIM/ROB/SETUP: seats still to answer, with their options."""
    answers: dict[int, Action] = field(default_factory=dict)
    setup_stage: int = 0
    """During SETUP: the features' stage being asked (``Feature.setup_stage``)."""
    rob_kong: tuple[int, Tile] | None = None
    """During ROB: the konger and the tile."""
    kongs_total: int = 0
    calls_made: int = 0
    """Chows, pungs and kongs so far, concealed kongs unless ``win.concealed_kong_is_call`` is
    false (first-turn wins need none)."""
    wild_kinds: tuple[Tile, ...] = ()
    indicator: Tile | None = None
    last_was_kong_replacement: bool = False
    last_was_bonus_replacement: bool = False
    kong_discard_pending: int | None = None
    """Seat whose discard right after a kong replacement is being claimed (槓上炮)."""
    last_drawer: int | None = None
    """The seat that drew last (an ordinary or a kong replacement draw)."""
    last_phase: bool = False
    """The wall's last tiles are being played (``wall.last_phase``: Wuhan's draw-only 海底撈,
    Sichuan's automatic wins of 最後四張)."""
    last_tile_drawn: bool = False
    """The last tile that can be drawn has been (海底 wins)."""
    kong_on_kong: int | None = None
    """The kong count when a kong was made of the replacement for the one before (槓頂槓)."""
    wins: list[WinRecord] = field(default_factory=list)
    """Wins settled so far this hand (more than one in a blood battle)."""
    result: HandResult | None = None
    payments: list[Payment] = field(default_factory=list)
    pot: int = 0
    """Money waiting on the table (憨兒's ready deposits), carried from hand to hand."""
    features: dict[type, object] = field(default_factory=dict)
    """Each table feature's own state for this hand, by its class (see :meth:`feature`)."""

    def feature(self, kind: type[F]) -> F:
        """The state of type ``kind`` a feature keeps for this hand, made empty on first use.
        ``kind`` is a dataclass of the feature's module whose fields all have defaults."""
        got = self.features.get(kind)
        if got is None:
            got = self.features[kind] = kind()
        return cast(F, got)

    @property
    def n(self) -> int:
        return len(self.seats)

    def seat_wind(self, seat: int) -> int:
        return (seat - self.dealer) % self.n

    def active(self, seat: int) -> bool:
        return not self.seats[seat].won
