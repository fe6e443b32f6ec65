"""Textual's parsed stylesheets kept between runs, so the menu opens without parsing CSS.

Textual parses the app's stylesheet and every widget class's ``DEFAULT_CSS`` at each start (a
few hundred rules: some 6% of the work before the menu's first frame). The parsed rules are
plain objects: they are pickled in the user's cache folder beside the checked variant catalog,
keyed by everything the parse depends on (Textual's version, the CSS text and where it comes
from, its scope and precedence, the theme's variables). A cache that cannot be read or written
is ignored, and a stale one is never used: a changed key parses afresh.

The file's rules, once read, are kept in the process while the file is unchanged (its path,
inode, size and modification time): another app started in the same process reads none of it
again. The tests start hundreds of apps in one process; unpickling their cache file (some fifty
sources, every theme they use) took about 55 ms at each start.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
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

    def reparse(self) -> None:
        """Textual's, from the cache: Textual reparses in a fresh plain ``Stylesheet`` (at every
        theme change, and once at the start after the theme is set), which parsed every source
        again."""
        fresh = CachedStylesheet(variables=self._variables)
        fresh._saved = self._saved_rules()
        for read_from, (css, is_defaults, tie_breaker, scope) in self.source.items():
            fresh.add_source(css, read_from=read_from, is_default_css=is_defaults, tie_breaker=tie_breaker, scope=scope)
        try:
            fresh.parse()
        except Exception:
            self._invalid_css.update(fresh._invalid_css)
            raise
        self._rules = fresh.rules
        self._rules_map = None
        self.source = fresh.source
        self._require_parse = False


@lru_cache(maxsize=1)
def _textual_version() -> str:
    """Which Textual parses: its package's place and the times and sizes of its ``__init__.py``
    and CSS parser files, which a new install rewrites. (``textual.__version__`` reads the
    installed packages' metadata at every access: some 25 ms before the first frame.)"""
    package = Path(textual.__file__).parent
    stamps = []
    for path in (package / "__init__.py", package / "css" / "parse.py", package / "css" / "tokenize.py"):
        try:
            st = path.stat()
            stamps.append(f"{path}:{st.st_mtime_ns}:{st.st_size}")
        except OSError:
            stamps.append(f"{path}:missing")
    return "\n".join(stamps)


def _key(css: str, read_from: CSSLocation, is_default: bool, tie_breaker: int, scope: str, variables: str) -> str:
    h = hashlib.sha256(f"{_FORMAT} {_textual_version()}\n".encode())
    h.update(repr((read_from, is_default, tie_breaker, scope)).encode())
    h.update(variables.encode())
    h.update(css.encode())
    return h.hexdigest()


_read: tuple[tuple[object, ...], dict[str, list[RuleSet]]] | None = None
"""The rules last read from (or written to) the cache file in this process, with the file's stamp."""


def _file_stamp(path: Path) -> tuple[object, ...] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (str(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def _load() -> dict[str, list[RuleSet]]:
    global _read
    path = stylesheet_cache_file()
    stamp = _file_stamp(path)
    if _read is not None and stamp is not None and _read[0] == stamp and len(_read[1]) <= MAX_ENTRIES:
        return _read[1]
    try:
        saved: Any = read_private_pickle(path)
    except Exception:  # noqa: BLE001 - no cache, or a bad one: parse
        return {}
    if not isinstance(saved, dict) or len(saved) > MAX_ENTRIES:
        return {}
    if stamp is not None:
        _read = (stamp, saved)
    return saved


def _save(saved: dict[str, list[RuleSet]]) -> None:
    """Write atomically (another app may be starting at the same time)."""
    global _read
    path = stylesheet_cache_file()
    write_private_pickle(path, saved)
    stamp = _file_stamp(path)
    if stamp is not None:
        _read = (stamp, saved)
