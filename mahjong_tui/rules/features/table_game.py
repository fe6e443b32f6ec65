"""What a table feature sees of the game it plays in, and of a seat's view.

The engine (:class:`mahjong_tui.engine.game.Game`) sits above the rule components and hands
itself to each feature hook; a feature names only this face of it: the table state, a few
fixed facts, and the services the engine offers features (:mod:`mahjong_tui.engine.services`).
The same for the seat view a feature's ``bot_choose`` reads. So no import runs back up, and the
type checker still checks every call a feature makes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from ...messages import Message
from ...table.event_kinds import EventKind
from ...table.records import Payment
from ...table.state import HandState
from ...tiles.hand import Meld
from ...tiles.kinds import Tile
from ...variant_schema import VariantCfg
from ..rotation import MatchState
from ..rule_variant import RuleVariant


class TableGame(Protocol):
    variant: RuleVariant
    cfg: VariantCfg
    n: int
    """Seats at the table."""
    seed: int
    match: MatchState
    state: HandState

    def emit(
        self,
        kind: EventKind,
        seat: int | None = None,
        tile: Tile | None = None,
        tiles: Iterable[Tile] = (),
        private: bool = False,
        **data: object,
    ) -> None: ...

    def kong_allowed(self, seat: int) -> bool: ...

    def pay(self, payments: list[Payment]) -> None: ...

    def replacement_draw(self, seat: int) -> None: ...

    def draw_open_tail(self, seat: int, index: int) -> None: ...

    def can_win_with(self, seat: int, tile: Tile) -> bool: ...

    def next_turn(self, after: int) -> None: ...

    def declare_special_win(self, seat: int, fan_id: str, tile: Tile) -> None: ...

    def abort_hand(self, reason: Message) -> None: ...


class MeldSight(Protocol):
    @property
    def meld(self) -> Meld | None:
        """The meld, or None where the viewer may not see it (another seat's concealed kong)."""
        ...


class OwnSeatSight(Protocol):
    @property
    def hand(self) -> list[Tile] | None: ...

    @property
    def melds(self) -> Sequence[MeldSight]: ...


class SeatSight(Protocol):
    @property
    def wild_kinds(self) -> tuple[Tile, ...]: ...

    @property
    def me(self) -> OwnSeatSight | None:
        """The viewer's own seat, hand included."""
        ...
