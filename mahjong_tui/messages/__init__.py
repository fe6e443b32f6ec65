"""Messages the engine gives people (why a hand cannot win, why a hand or match ended), so a UI
can show them in the player's language.

A :class:`Message` is a key and its arguments; ``str(message)`` is the English text. Every key's
text, in English, Traditional and Simplified Chinese, is in the one catalog
(:mod:`.catalog`, the texts in :mod:`.texts`); rule components name their keys as plain constants.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .catalog import LANGS, entries, has, language, template
from .seat_names import default_seat_name, is_default_player_name, numbered, numbered_name
from .simplified import to_simplified

__all__ = [
    "LANGS",
    "Message",
    "Row",
    "TileMessage",
    "TileName",
    "Verbatim",
    "below_minimum",
    "about_files",
    "default_seat_name",
    "entries",
    "for_count",
    "has",
    "hands_played",
    "is_default_player_name",
    "language",
    "msg",
    "numbered",
    "numbered_name",
    "template",
    "text",
    "to_simplified",
    "wind_name",
]


LIST_SEP = "review.list_sep"
"""How the items of a tuple argument are joined in each language (", " / "、")."""


TileName = Callable[[int], str]
"""How a screen names a tile (its table's face of it, ``紅中`` or ``Rd``), for :meth:`Message.text`."""


def _argument(value: Any, lang: str, tile_name: TileName | None) -> Any:
    """A message argument in ``lang``: a tile as ``tile_name`` names it, if given; a message in
    that language; a tuple as its items in ``lang``, joined as the language lists things (the
    actions still possible), a :class:`Row` as its items with a space between; Chinese text (a
    fan or tile name, written in Traditional like the variant files) in Simplified for ``zh_CN``."""
    if isinstance(value, TileMessage) and tile_name is not None:
        return tile_name(value.tile)
    if isinstance(value, Verbatim):
        return value.text
    if isinstance(value, Message):
        return value.text(lang, tile_name)
    if isinstance(value, Row):
        return " ".join(str(_argument(v, lang, tile_name)) for v in value.items)
    if isinstance(value, tuple):
        return text(lang, LIST_SEP).join(str(_argument(v, lang, tile_name)) for v in value)
    if lang == "zh_CN" and isinstance(value, str):
        return to_simplified(value)
    return value


@dataclass(frozen=True)
class Verbatim:
    """Text shown as it is in every language: a file's name or path (a folder "臺北" stays so in
    Simplified), or a reader's account of what is wrong in it."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Row:
    """Arguments shown one after another with a space, as tiles stand in a hand ("Pass 二萬 三萬
    四萬"), where a tuple is a list ("二萬、三萬")."""

    items: tuple[Any, ...]


def for_count(key: str, n: object) -> str:
    """``key`` for ``n`` things: its ``.one`` form for exactly one, where English needs one
    ("1 stake", not "1 stakes"); the catalog's one rule for a count and its noun."""
    one = key + ".one"
    return one if str(n) == "1" and has(one) else key


def wind_name(w: int, short: bool = False) -> Message:
    """A wind (0 East … 3 North) as the screens name it, ``E``/``東`` in short: the one naming of
    a wind, for a seat's mark on the table and a seat in a formula or a refusal alike."""
    return Message(f"windshort.{w % 4}" if short else f"wind.{w % 4}")


def text(lang: str, key: str, **args: Any) -> str:
    """The catalog's text of ``key`` in ``lang``, filled in with ``args``; an unknown key as it is."""
    found = template(key, lang)
    if found is None:
        return key
    return found.format(**args) if args else found


@dataclass(frozen=True)
class Message:
    key: str
    args: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en", tile_name: TileName | None = None) -> str:
        """The text in ``lang`` (``en``, ``zh_TW``, ``zh_CN``; any other ``zh…`` is Traditional),
        its tiles named by ``tile_name`` when a screen gives one (:class:`TileMessage`). A key
        the catalog lacks (from an old save) shows as the key."""
        lang = language(lang)
        found = template(self.key, lang)
        args = {k: _argument(v, lang, tile_name) for k, v in self.args.items()}
        return (found or self.key).format(**args)

    @cached_property
    def _english(self) -> str:
        return self.text("en")

    def __str__(self) -> str:
        return self._english


@dataclass(frozen=True)
class TileMessage(Message):
    """A tile named in a message: the tile itself, which a screen names as its table draws it
    (``tile_name``); without one, the message's own text (``五萬 (5m)``, for logs)."""

    tile: int = 0


def msg(key: str, **args: Any) -> Message:
    """A message of a catalog key; an unknown key is refused."""
    if not has(key):
        raise KeyError(f"no message {key!r}")
    return Message(key, args)


def about_files(key: str, **args: Any) -> Message:
    """A message about the player's files (saves, statistics): its text arguments, names, paths
    and what a reader found wrong, are shown :class:`Verbatim`."""
    return msg(key, **{k: Verbatim(v) if isinstance(v, str) else v for k, v in args.items()})


NO_WIN_TILE = "score.no_win_tile"
INCOMPLETE = "score.incomplete"
BELOW_MINIMUM = "score.below_minimum"
WALL_EMPTY = "hand.wall_empty"
HANDS_PLAYED = "match.hands_played"


def below_minimum(counted: int, minimum: int, unit_en: str = "fan", unit_zh: str = "番") -> Message:
    """A win worth ``counted`` (what counts toward the minimum) under the variant's ``minimum``."""
    return msg(BELOW_MINIMUM, counted=counted, minimum=minimum, unit_en=unit_en, unit_zh=unit_zh)


def hands_played(hands: int) -> Message:
    """The match over after its ``hands`` hands, in the singular for one ("1 hand played")."""
    return msg(for_count(HANDS_PLAYED, hands), hands=hands)
