"""The one translation catalog: every message key of the program with its text in English,
Traditional and Simplified Chinese, read from ``catalog.toml`` next to this file.

The file is read on the first look-up (a few milliseconds) and kept.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

LANGS: tuple[str, ...] = ("en", "zh_TW", "zh_CN")
"""The languages every key is written in: English, Traditional and Simplified Chinese."""

CATALOG_FILE = Path(__file__).with_name("catalog.toml")


def language(lang: str) -> str:
    """One of :data:`LANGS` for ``lang``: ``zh_CN`` stays, any other ``zh…`` is Traditional,
    anything else English."""
    if lang in LANGS:
        return lang
    return "zh_TW" if lang.startswith("zh") else "en"


def _flatten(table: dict[str, Any], prefix: str, out: dict[str, dict[str, str]]) -> None:
    for name, value in table.items():
        if not isinstance(value, dict):
            raise ValueError(f"{CATALOG_FILE.name}: {prefix}{name} is not a message table")
        if any(isinstance(value.get(lang), str) for lang in LANGS):
            out[prefix + name] = value
        else:
            _flatten(value, f"{prefix}{name}.", out)


@cache
def entries() -> dict[str, dict[str, str]]:
    """Every key → its texts by language (``{"en": …, "zh_TW": …, "zh_CN": …}``)."""
    with CATALOG_FILE.open("rb") as f:
        data = tomllib.load(f)
    out: dict[str, dict[str, str]] = {}
    _flatten(data, "", out)
    return out


def has(key: str) -> bool:
    return key in entries()


def template(key: str, lang: str) -> str | None:
    """The text of ``key`` in ``lang`` (English when that language lacks it), or ``None`` for
    a key the catalog does not have."""
    entry = entries().get(key)
    if entry is None:
        return None
    return entry.get(language(lang)) or entry.get("en")
