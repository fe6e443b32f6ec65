"""Events the engine emits. A private event's tiles are shown only to its own seat; a passed win
(:attr:`~mahjong_tui.table.event_kinds.EventKind.PASS_BAN`), a claim that gave way to another's
(``OUTRANKED``) and a win the rules refused it (``WIN_REFUSED``) only its own seat learns of at all."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..table.event_kinds import EventKind
from ..tiles import kinds as K
from ..tiles.kinds import Tile

_NO_DATA: Any = object()


@dataclass(frozen=True, init=False)
class Event:
    kind: EventKind
    """What happened (:class:`~mahjong_tui.table.event_kinds.EventKind`, which lists them)."""
    seat: int | None = None
    tile: Tile | None = None
    tiles: tuple[Tile, ...] = ()
    private: bool = False
    data: dict[str, Any] = field(default_factory=dict)

    def __init__(
        self,
        kind: EventKind,
        seat: int | None = None,
        tile: Tile | None = None,
        tiles: tuple[Tile, ...] = (),
        private: bool = False,
        data: dict[str, Any] = _NO_DATA,
    ) -> None:
        # the frozen dataclass's own __init__ sets each field through object.__setattr__; an
        # engine emits some two hundred events a hand, so they are set in one go
        self.__dict__.update(
            kind=kind, seat=seat, tile=tile, tiles=tiles, private=private, data={} if data is _NO_DATA else data
        )

    def seen_by(self, viewer: int | None) -> bool:
        """Whether ``viewer`` learns that the event happened (None learns everything). That a seat
        passed a win, or threw a tile it waits on, tells the others what it waits on: only the
        seat itself sees it, as at a real table nobody sees a win not taken."""
        return viewer is None or viewer == self.seat or self.kind not in _OWN_SEAT_ONLY

    def for_seat(self, viewer: int | None) -> Event:
        """The event as ``viewer`` may see it (None sees everything: replays, tests)."""
        if not self.private or viewer is None or viewer == self.seat:
            return self
        return replace(self, tile=None, tiles=(), data={k: v for k, v in self.data.items() if k in _PUBLIC_KEYS})

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "seat": self.seat,
            "tile": K.code(self.tile) if self.tile is not None else None,
            "tiles": [K.code(t) for t in self.tiles],
            "private": self.private,
            "data": self.data,
        }


_PUBLIC_KEYS = {"count", "replacement", "reason"}
_OWN_SEAT_ONLY = frozenset({EventKind.PASS_BAN, EventKind.OUTRANKED, EventKind.WIN_REFUSED})
