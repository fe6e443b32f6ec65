"""The one translation catalog: every message key of the program with its text in English,
Traditional and Simplified Chinese (the texts are in :mod:`.texts`)."""

from __future__ import annotations

from functools import cache

from .texts import TEXTS

LANGS: tuple[str, ...] = ("en", "zh_TW", "zh_CN")
"""The languages every key is written in, in the order of a :data:`~.texts.TEXTS` entry."""


def language(lang: str) -> str:
    """One of :data:`LANGS` for ``lang``: ``zh_CN`` stays, any other ``zh…`` is Traditional,
    anything else English."""
    if lang in LANGS:
        return lang
    return "zh_TW" if lang.startswith("zh") else "en"


def has(key: str) -> bool:
    return key in TEXTS


def template(key: str, lang: str) -> str | None:
    """The text of ``key`` in ``lang``, or ``None`` for a key the catalog does not have."""
    texts = TEXTS.get(key)
    return None if texts is None else texts[LANGS.index(language(lang))]


@cache
def entries() -> dict[str, dict[str, str]]:
    """Every key → its texts by language (``{"en": …, "zh_TW": …, "zh_CN": …}``), for checks
    and tools."""
    return {key: dict(zip(LANGS, texts, strict=True)) for key, texts in TEXTS.items()}
