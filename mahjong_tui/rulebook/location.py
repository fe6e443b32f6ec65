"""Where the rule book's pages are: inside the wheel (``mahjong_tui/_docs``) or the checkout's
``docs/`` folder, the same way the built-in variant files are found."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from ..variants.loader import builtin_dir

LANGUAGE = "en"
"""The language the pages are written in: English only, so far (a Chinese game's Help says so
over the page and points to its own Rules and Fans tabs, which are in the player's language)."""


def docs_dir() -> Path:
    """The packaged ``docs`` folder: inside the wheel, or the source checkout's."""
    packaged = resources.files("mahjong_tui") / "_docs"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "docs"


def rules_dir() -> Path:
    return docs_dir() / "rules"


def page_path(variant_id: str) -> Path | None:
    """The rule-book page of a built-in variant, or None (a user's own variant has none)."""
    path = rules_dir() / f"{variant_id}.md"
    return path if path.is_file() else None


def notation_page() -> Path:
    """The page describing the hand notation that ``score`` and the saves use."""
    return docs_dir() / "notation.md"


def variant_page(variant_id: str, source: str = "") -> Path | None:
    """The page for a variant being played. Only a built-in variant has one: a user's own file
    may change any rule, so no page can describe it. ``source`` is the file the variant was read
    from, when known."""
    if source and Path(source).resolve().parent != builtin_dir().resolve():
        return None
    return page_path(variant_id)
