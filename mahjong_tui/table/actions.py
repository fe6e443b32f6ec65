"""Actions a seat can take, and the error an illegal one raises."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..messages import Message
from ..safe_json import shown
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
class FeatureChoice:
    """A table feature's own choice: which question (``feature``) and the answer (``value``:
    a word, or an index such as the open tail tile taken).

    Saves, replays and the network carry it as text, ``"feature:value"`` (:meth:`text`,
    :meth:`parse`), as they did before choices had a type of their own."""

    feature: str
    value: str | int

    def text(self) -> str:
        return f"{self.feature}:{self.value}"

    def __str__(self) -> str:
        return self.text()

    @classmethod
    def parse(cls, text: str) -> FeatureChoice | None:
        """The choice written as ``"feature:value"`` (a value of digits is an index), or None
        for a text of another form (a plain word, a tile code)."""
        feature, colon, value = text.partition(":")
        if not colon or not feature or not value:
            return None
        return cls(feature, int(value) if value.isascii() and value.isdigit() else value)


class Mark(str, Enum):
    """A word the engine marks an action with, to tell it from the same action unmarked.

    A ``str`` enum: saves, replays and the network carry the word itself, as before marks had a
    type of their own, and a mark equals its word."""

    CHICKEN = "chicken"
    """A win the evaluator calls a chicken hand (明將 雞糊): it pays nothing and freezes the hand."""
    SWAP_CALL = "swap_call"
    """A discard of the kind just claimed (食替) where the rules let it kill the hand."""
    FOUR_WILDS = "four_wilds"
    """Showing every copy of the wild kind for a bonus (the ``four_wilds`` feature)."""


_MARKS = {m.value: m for m in Mark}

Choice = str | int | FeatureChoice | Mark
"""What ``Action.choice`` holds: a feature's question and answer, a number (stakes), a
:class:`Mark`, or a chow's joker stand-in (a tile code)."""


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
    choice: Choice | None = None
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
            "choice": self.choice.text() if isinstance(self.choice, FeatureChoice) else self.choice,
        }

    @classmethod
    def from_dict(cls, d: object) -> Action:
        """The action :meth:`as_dict` wrote (defaults may be left out). Anything else, from a
        damaged file or a stranger, raises ``ValueError`` naming the key that is wrong."""
        if not isinstance(d, dict):
            raise ValueError(f"not an action: {shown(d)}")
        unknown = sorted(str(k) for k in d if k not in _KEYS)
        if unknown:
            raise ValueError(f"{shown(unknown[0])}: no such key of an action")
        kind = d.get("type")
        if not isinstance(kind, str) or kind not in _ACTS:
            raise ValueError(f"type: no action {shown(kind)}")
        seat = d.get("seat")
        if type(seat) is not int or not 0 <= seat < MAX_SEATS:
            raise ValueError(f"seat: not a seat number: {shown(seat)}")
        tile = d.get("tile")
        tiles = d.get("tiles", [])
        if not isinstance(tiles, list) or len(tiles) > MAX_TILES:
            raise ValueError(f"tiles: not a list of tiles: {shown(tiles)}")
        flags = {k: d.get(k, False) for k in ("ready", "false_win")}
        for k, v in flags.items():
            if type(v) is not bool:
                raise ValueError(f"{k}: not true or false: {shown(v)}")
        choice = d.get("choice")
        if not (choice is None or type(choice) is int or isinstance(choice, str) and len(choice) <= MAX_CHOICE):
            raise ValueError(f"choice: not a choice: {shown(choice)}")
        if isinstance(choice, str):
            choice = FeatureChoice.parse(choice) or _MARKS.get(choice, choice)
        return cls(
            _ACTS[kind],
            seat,
            None if tile is None else _tile("tile", tile),
            tuple(_tile("tiles", t) for t in tiles),
            flags["ready"],
            flags["false_win"],
            choice,
        )


MAX_SEATS = 8
MAX_TILES = 8
MAX_CHOICE = 64
_KEYS = frozenset(("type", "seat", "tile", "tiles", "ready", "false_win", "choice"))
_ACTS = {a.value: a for a in Act}


def _tile(key: str, code: object) -> Tile:
    try:
        return K.from_code(code)  # type: ignore[arg-type]
    except (KeyError, TypeError):
        raise ValueError(f"{key}: not a tile: {shown(code)}") from None


class IllegalAction(ValueError):
    """Raised by ``Game.apply`` for an action that is not legal now. Nothing changes.

    ``message`` says why to the seat that tried it, a catalog message its screen shows in the
    player's language (a shared table's server sends it to the seat as it is); ``str()`` is the
    English sentence with the seat's name (``who``) before it, for logs, the command line and
    saves."""

    def __init__(self, message: Message, who: str = "") -> None:
        super().__init__(message, who)  # both, so that a copy (pickle) is made alike
        self.message = message
        self.who = who

    def __str__(self) -> str:
        return f"{self.who}: {self.message}" if self.who else str(self.message)
