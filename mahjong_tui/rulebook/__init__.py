"""The rule book: one Markdown page per variant under ``docs/rules/``, whose fan and option
tables are generated from the variant files so they never drift from what the program plays."""

from __future__ import annotations

from .location import LANGUAGE, docs_dir, notation_page, page_path, variant_page
from .pages import PageError, fill_page, stale_pages
from .tables import fans_markdown, options_markdown

__all__ = [
    "LANGUAGE",
    "PageError",
    "docs_dir",
    "fans_markdown",
    "fill_page",
    "notation_page",
    "options_markdown",
    "page_path",
    "stale_pages",
    "variant_page",
]
