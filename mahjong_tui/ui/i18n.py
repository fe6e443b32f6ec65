"""Texts of the UI in the player's language, all from the one catalog
(:mod:`mahjong_tui.messages`, ``messages/texts.py``: every key in English, Traditional and
Simplified Chinese). Text from variant files (names, fans, options) has no catalog entry: it is
written in Traditional and goes through :func:`zh`, which makes Simplified with OpenCC.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..bots.levels import NORMAL
from ..messages import (
    LANGS,
    Message,
    has,
    text,
    to_simplified,
    wind_name,
)
from ..scoring.explain import render

__all__ = [
    "LANGS",
    "LANG_NAMES",
    "has",
    "to_simplified",
    "tr",
]

LANG_NAMES: dict[str, str] = {"en": "English", "zh_TW": "繁體中文", "zh_CN": "简体中文"}


def zh(chinese: str, lang: str) -> str:
    """Chinese text from a variant file or a tile (written in Traditional) for ``lang``."""
    return to_simplified(chinese) if lang == "zh_CN" else chinese


def pick(lang: str, en: str, zh_text: str) -> str:
    """English for ``en``; otherwise the Chinese text in the right script (English if none)."""
    if lang == "en" or not zh_text:
        return en
    return zh(zh_text, lang)


def message(lang: str, m: Message | None) -> str:
    """An engine :class:`~mahjong_tui.messages.Message` in ``lang`` (none: no text)."""
    return m.text(lang) if m is not None else ""


def formula(lang: str, terms: Any) -> str:
    """How a number was reached (:func:`~mahjong_tui.scoring.explain.render`) in ``lang``."""
    return render(terms, lang)


def tr(lang: str, key: str, **kw: Any) -> str:
    """The catalog's text of ``key`` in ``lang``, formatted with ``kw`` (an unknown key as it is:
    tests/test_translations.py checks that every key the code names is in the catalog)."""
    return text(lang, key, **kw)


def level_text(lang: str, level: str) -> str:
    """A bot level's name (:mod:`mahjong_tui.bots.levels`) in ``lang``; an unknown one as it is."""
    key = f"level.{level}"
    return tr(lang, key) if has(key) else level


def level_mark(lang: str, level: str) -> str:
    """What follows a bot's name to tell its level (" · easy"); nothing for the usual bot
    (:data:`~mahjong_tui.bots.levels.NORMAL`) or none, so the line keeps its room."""
    return f" · {level_text(lang, level)}" if level and level != NORMAL else ""


def payment_reason(lang: str, reason: str) -> str:
    """Why money moved (a settlement's reason word), in ``lang``; unknown words as they are."""
    key = f"pay.{reason}"
    return tr(lang, key) if has(key) else reason.replace("_", " ")


def payer_payee(lang: str, name: Callable[[int], str], payer: int | None, payee: int | None) -> dict[str, str]:
    """A payment's two sides, each seat by ``name``, None being the pot: "The pot" where it pays,
    at the start of the line ("the pot pays Ann 750" began in lower case), "the pot" where paid."""
    return {
        "payer": name(payer) if payer is not None else tr(lang, "result.pot_pays"),
        "payee": name(payee) if payee is not None else tr(lang, "result.pot"),
    }


def wind(lang: str, w: int, short: bool = False) -> str:
    return wind_name(w, short).text(lang)


def option_value_text(lang: str, spec: Any, value: Any) -> str:
    """A house rule's value as a word: on/off for a bool, the variant file's label for a
    choice (``labels`` in its option), a number as it is."""
    if isinstance(value, bool):
        return tr(lang, "menu.on" if value else "menu.off")
    label = spec.labels.get(str(value))
    return pick(lang, label[0], label[1]) if label else str(value)
