"""What the parts of :class:`~.game.Game` offer one another, declared in one place.

``Game`` is made of four parts, one file each: :mod:`.turns` (a seat's turn: draws, its own
kongs, the discard), :mod:`.claims` (claims on a discard, added kongs and robbing them),
:mod:`.wins` (whether a tile wins, declaring and paying wins, the end of a hand) and
:mod:`.services` (what rule features may call). :mod:`.game` holds the public API, the deal and
the wall's arithmetic. An action goes ``Game.apply`` → ``TurnPlay._apply_turn`` (a seat on
turn) or ``ClaimPlay._resolve_claims`` / ``_resolve_rob`` (once every claim is answered).

Each part names the others' methods it calls through :class:`GameParts`: the type checker
sees every part as one, and a call to a method no part has, or with the wrong arguments, is an
error. The parts inherit it only for the type checker (at run time their base is ``object``), so
a call costs no more than before.

The engine's readers of a game (:mod:`.view`, :mod:`.facts`, :mod:`.refusals`) name it as
``GameParts`` too: :mod:`.game` builds the views, so a view module naming ``Game`` would tie the
two into an import circle.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from ..messages import Message
    from ..rules.judge import Verdict
    from ..rules.rotation import MatchState
    from ..table.actions import Act, Action
    from ..table.event_kinds import EventKind
    from ..table.records import HandResult, Payment, WinRecord
    from ..table.state import HandState
    from ..tiles.hand import Meld
    from ..tiles.kinds import Tile
    from ..variant_schema import VariantCfg
    from ..variants.model import Variant
    from .events import Event


class GameParts(Protocol):
    """The state every part reads and the methods one part calls on another."""

    variant: Variant
    cfg: VariantCfg
    n: int
    """Seats at the table."""
    state: HandState
    """The hand in play."""
    match: MatchState
    history: list[HandResult]
    player_names: list[str]
    events: list[Event]
    """The event log (the views show its tail)."""
    _meld_view_cache: dict[tuple[int, bool], tuple]
    """The views' meld rows of a seat, kept while its melds stand (:mod:`.view`)."""

    # ---- game.py: the deal, the wall, the event log
    def _emit(
        self,
        kind: EventKind,
        seat: int | None = None,
        tile: Tile | None = None,
        tiles: Iterable[Tile] = (),
        private: bool = False,
        **data: object,
    ) -> None: ...
    def _start_hand(self) -> None: ...
    def _reserve(self) -> int: ...
    def _live(self) -> int: ...
    def _can_kong_now(self, seat: int) -> bool: ...
    def _kong_closed(self, seat: int) -> str | None: ...
    def seat_scores(self) -> list[int]: ...
    def to_act(self) -> list[int]: ...
    def legal_actions(self, seat: int) -> list[Action]: ...

    # ---- turns.py: a seat's turn
    def _begin_turn(self, seat: int) -> None: ...
    def _replacement_draw(self, seat: int, take_open: int | None = None) -> None: ...
    def _plain(self, act: Act, seat: int, tile: Tile | None) -> Action: ...
    def _kong_kind_allowed(self, t: Tile) -> bool: ...
    def _growing_meld(self, seat: int, tile: Tile) -> int: ...

    # ---- claims.py: claims on a discard, added kongs
    def _open_claims(self, discarder: int, tile: Tile) -> None: ...
    def _claimable(self, tile: Tile) -> bool: ...
    def _may_chow(self, seat: int, discarder: int) -> bool: ...
    def _claim_limit_reached(self, seat: int) -> bool: ...
    def _after_no_claim(self, discarder: int) -> None: ...
    def _next_active(self, seat: int) -> int | None: ...
    def _added_kong(self, seat: int, tile: Tile) -> None: ...
    def _kong_stands(self, seat: int, meld: Meld, from_seat: int | None) -> None: ...

    # ---- wins.py: winning, paying, the end of a hand
    def _win_check(self, seat: int, tile: Tile, how: str, konger: int | None = None) -> Verdict | None: ...
    def _win_action(self, seat: int, tile: Tile, win: Verdict) -> Action: ...
    def _known_not_ready(self, seat: int, concealed: list[Tile], melds: list[Meld]) -> bool: ...
    def _waits(self, concealed: list[Tile], melds: list[Meld]) -> frozenset[Tile]: ...
    def _declare_wins(self, wins: list[Action], discarder: int | None, tile: Tile, how: str) -> None: ...
    def _settle_wins(self, records: list[WinRecord], discarder: int | None, tile: Tile, how: str) -> None: ...
    def _pay(self, payments: list[Payment]) -> None: ...
    def _exhaustive_draw(self) -> None: ...
    def _end_hand(
        self,
        wins: list[WinRecord] | None = None,
        false_wins: list[WinRecord] | None = None,
        exhaustive: bool = False,
        reason: Message | None = None,
    ) -> None: ...
