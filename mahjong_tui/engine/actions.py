"""Actions a seat can take, and the error an illegal one raises."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..messages import Message
from ..tiles import kinds as K
from ..tiles.kinds import Tile


class Act(str, Enum):
    DISCARD = "discard"
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    """Direct kong on a discard (明槓 / 大明槓)."""
    CONCEALED_KONG = "concealed_kong"
    ADDED_KONG = "added_kong"
    SET_ASIDE = "set_aside"
    """Wuhan: lay a red dragon or a wild aside as a one-tile kong."""
    WIN = "win"
    PASS = "pass"
    CHOOSE = "choose"
    """A setup choice (void suit, stakes) or a variant's special declaration."""
    NEXT_HAND = "next_hand"


CLAIMS = (Act.CHOW, Act.PUNG, Act.KONG, Act.WIN, Act.PASS)


@dataclass(frozen=True)
class Action:
    type: Act
    seat: int
    tile: Tile | None = None
    """The tile discarded, claimed, konged or won on."""
    tiles: tuple[Tile, ...] = ()
    """Chow: the two tiles from the hand; kong/pung: the tiles taken from the hand."""
    ready: bool = False
    """A discard that declares ready (報聽)."""
    false_win: bool = False
    """A win the engine offers although it is invalid; declaring it is penalised."""
    choice: str | int | None = None
    label: Message | None = field(default=None, compare=False)
    """How a person reads a choice ("void: 萬"); not part of the action's identity."""

    def describe(self) -> str:
        t = K.code(self.tile) if self.tile is not None else ""
        extra = ""
        if self.type is Act.CHOW and self.tiles:
            extra = " with " + " ".join(K.code(x) for x in self.tiles)
        if self.ready:
            extra += " (ready)"
        if self.false_win:
            extra += " (false win)"
        if self.choice is not None:
            extra += f" {self.choice}"
        return f"{self.type.value} {t}{extra}".strip()

    def as_dict(self) -> dict[str, object]:
        return {
            "type": self.type.value,
            "seat": self.seat,
            "tile": K.code(self.tile) if self.tile is not None else None,
            "tiles": [K.code(t) for t in self.tiles],
            "ready": self.ready,
            "false_win": self.false_win,
            "choice": self.choice,
        }

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> "Action":
        tile = d.get("tile")
        return cls(
            Act(str(d["type"])),
            int(d["seat"]),  # type: ignore[arg-type]
            K.from_code(str(tile)) if tile else None,
            tuple(K.from_code(str(x)) for x in d.get("tiles", []) or []),  # type: ignore[union-attr]
            bool(d.get("ready", False)),
            bool(d.get("false_win", False)),
            d.get("choice"),  # type: ignore[arg-type]
        )


class IllegalAction(ValueError):
    """Raised by ``Game.apply`` for an action that is not legal now. Nothing changes."""
