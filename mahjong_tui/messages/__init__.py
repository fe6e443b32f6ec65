"""Messages the engine gives people (why a hand cannot win, why a hand or match ended), so a UI
can show them in the player's language.

A :class:`Message` is a key and its arguments; ``str(message)`` is the English text. Every key's
text, in English, Traditional and Simplified Chinese, is in the one catalog
(:mod:`.catalog`, the texts in :mod:`.texts`); rule components name their keys as plain constants.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .catalog import LANGS, entries, has, language, template
from .simplified import to_simplified

__all__ = [
    "LANGS",
    "Message",
    "below_minimum",
    "entries",
    "has",
    "language",
    "msg",
    "template",
    "text",
    "to_simplified",
]


def _argument(value: Any, lang: str) -> Any:
    """A message argument in ``lang``: a message in that language; Chinese text (a fan or tile
    name, written in Traditional like the variant files) in Simplified for ``zh_CN``."""
    if isinstance(value, Message):
        return value.text(lang)
    if lang == "zh_CN" and isinstance(value, str):
        return to_simplified(value)
    return value


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

    def text(self, lang: str = "en") -> str:
        """The text in ``lang`` (``en``, ``zh_TW``, ``zh_CN``; any other ``zh…`` is Traditional).
        A key the catalog lacks (from an old save) shows as the key."""
        lang = language(lang)
        found = template(self.key, lang)
        args = {k: _argument(v, lang) for k, v in self.args.items()}
        return (found or self.key).format(**args)

    @cached_property
    def _english(self) -> str:
        return self.text("en")

    def __str__(self) -> str:
        return self._english


def msg(key: str, **args: Any) -> Message:
    """A message of a catalog key; an unknown key is refused."""
    if not has(key):
        raise KeyError(f"no message {key!r}")
    return Message(key, args)


NO_WIN_TILE = "score.no_win_tile"
INCOMPLETE = "score.incomplete"
BELOW_MINIMUM = "score.below_minimum"
WALL_EMPTY = "hand.wall_empty"
HANDS_PLAYED = "match.hands_played"


def below_minimum(counted: int, minimum: int, unit_en: str = "fan", unit_zh: str = "番") -> Message:
    """A win worth ``counted`` (what counts toward the minimum) under the variant's ``minimum``."""
    return msg(BELOW_MINIMUM, counted=counted, minimum=minimum, unit_en=unit_en, unit_zh=unit_zh)
