"""Textual's parsed stylesheets kept between runs, so the menu opens without parsing CSS.

Textual parses the app's stylesheet and every widget class's ``DEFAULT_CSS`` at each start (a
few hundred rules: some 6% of the work before the menu's first frame). The parsed rules are
plain objects: they are pickled in the user's cache folder beside the checked variant catalog,
keyed by everything the parse depends on (Textual's version, the CSS text and where it comes
from, its scope and precedence, the theme's variables). A cache that cannot be read or written
is ignored, and a stale one is never used: a changed key parses afresh.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import textual
from textual.css.model import RuleSet
from textual.css.stylesheet import CSSLocation, Stylesheet

from ..variants.cache import cache_file, read_private_pickle, write_private_pickle

_FORMAT = 1
MAX_ENTRIES = 400
"""Above this many parsed sources (themes switched back and forth) the file starts afresh."""


def stylesheet_cache_file() -> Path:
    return cache_file().with_name("stylesheets.pickle")


class CachedStylesheet(Stylesheet):
    """A :class:`Stylesheet` whose parsed sources come from the cache file when it has them."""

    def __init__(self, *, variables: dict[str, str] | None = None) -> None:
        super().__init__(variables=variables)
        self._saved: dict[str, list[RuleSet]] | None = None
        self._missed = False
        self._variables_seen: dict[str, str] | None = None
        self._variables_text = ""

    def _saved_rules(self) -> dict[str, list[RuleSet]]:
        if self._saved is None:
            self._saved = _load()
        return self._saved

    def _parse_rules(
        self,
        css: str,
        read_from: CSSLocation,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
        scope: str = "",
    ) -> list[RuleSet]:
        seen = (css, read_from, is_default_rules, tie_breaker, scope)
        try:  # parsed already in this run: Textual's own cache, as in its method
            return self._parse_cache[seen]
        except KeyError:
            pass
        key = _key(css, read_from, is_default_rules, tie_breaker, scope, self._variables_key())
        saved = self._saved_rules()
        rules = saved.get(key)
        if rules is None:
            rules = super()._parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
            if not any(rule.errors for rule in rules):
                saved[key] = rules
                self._missed = True
        self._parse_cache[seen] = rules
        return rules

    def _variables_key(self) -> str:
        """The theme's variables as text, worked out once for each set of them."""
        variables = self._variables
        if self._variables_seen is not variables:
            self._variables_seen = variables
            self._variables_text = repr(sorted(variables.items()))
        return self._variables_text

    def parse(self) -> None:
        super().parse()
        if self._missed and self._saved is not None:
            self._missed = False
            _save(self._saved)


def _key(css: str, read_from: CSSLocation, is_default: bool, tie_breaker: int, scope: str, variables: str) -> str:
    h = hashlib.sha256(f"{_FORMAT} {textual.__version__}\n".encode())
    h.update(repr((read_from, is_default, tie_breaker, scope)).encode())
    h.update(variables.encode())
    h.update(css.encode())
    return h.hexdigest()


def _load() -> dict[str, list[RuleSet]]:
    try:
        saved: Any = read_private_pickle(stylesheet_cache_file())
    except Exception:  # noqa: BLE001 - no cache, or a bad one: parse
        return {}
    return saved if isinstance(saved, dict) and len(saved) <= MAX_ENTRIES else {}


def _save(saved: dict[str, list[RuleSet]]) -> None:
    """Write atomically (another app may be starting at the same time)."""
    write_private_pickle(stylesheet_cache_file(), saved)
