"""Messages the engine gives people (why a hand cannot win, why a hand or match ended), with
English and Traditional Chinese text, so a UI can show them in the player's language.

A :class:`Message` is a key and its arguments; ``str(message)`` is the English text. Variant
components add their own keys with :func:`define`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

_TEXTS: dict[str, tuple[str, str]] = {}


def define(key: str, en: str, zh: str) -> str:
    """Add a message template (``{name}`` placeholders); returns the key."""
    if key in _TEXTS and _TEXTS[key] != (en, zh):
        raise ValueError(f"message {key!r} defined twice with different texts")
    _TEXTS[key] = (en, zh)
    return key


def texts() -> dict[str, tuple[str, str]]:
    """Every message defined so far: key → (English, Traditional Chinese)."""
    return dict(_TEXTS)


@dataclass(frozen=True)
class Message:
    key: str
    args: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """English for ``en``; Traditional Chinese for any ``zh…`` (callers convert to Simplified)."""
        en, zh = _TEXTS.get(self.key, (self.key, self.key))
        template = zh if lang.startswith("zh") else en
        args = {k: (v.text(lang) if isinstance(v, Message) else v) for k, v in self.args.items()}
        return template.format(**args)

    @cached_property
    def _english(self) -> str:
        return self.text("en")

    def __str__(self) -> str:
        return self._english


def msg(key: str, **args: Any) -> Message:
    if key not in _TEXTS:
        raise KeyError(f"no message {key!r}")
    return Message(key, args)


NO_WIN_TILE = define("score.no_win_tile", "no winning tile (+tile) in the hand", "手牌沒有和牌張（+牌）")
INCOMPLETE = define("score.incomplete", "the hand is not complete", "牌型未成和")
BELOW_MINIMUM = define(
    "score.below_minimum",
    "{counted} {unit_en}: under the minimum of {minimum}",
    "{counted}{unit_zh}，不到起和的{minimum}{unit_zh}",
)


def below_minimum(counted: int, minimum: int, unit_en: str = "fan", unit_zh: str = "番") -> Message:
    """A win worth ``counted`` (what counts toward the minimum) under the variant's ``minimum``."""
    return msg(BELOW_MINIMUM, counted=counted, minimum=minimum, unit_en=unit_en, unit_zh=unit_zh)


WALL_EMPTY = define("hand.wall_empty", "the wall is empty", "牌摸完了")
HANDS_PLAYED = define("match.hands_played", "{hands} hands played", "已打完 {hands} 局")
