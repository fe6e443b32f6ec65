"""Parsed CSS kept between runs (``ui/css_cache.py``): the second stylesheet reads what the
first parsed, the same rules; other theme variables, other CSS or another Textual parse afresh."""

from __future__ import annotations

from pathlib import Path

import pytest
import textual
from textual.css.stylesheet import Stylesheet

from mahjong_tui.ui import css_cache
from mahjong_tui.ui.css_cache import CachedStylesheet

CSS = "#menu-title { color: $accent; padding: 0 1; }\n.hand > .tile:focus { text-style: bold; }\n"
VARIABLES = {"accent": "#ffaa00", "primary": "#004578"}


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_CACHE_DIR", str(tmp_path))
    return tmp_path


def parsed(sheet: Stylesheet, css: str = CSS) -> list[str]:
    sheet.add_source(css, ("test.tcss", ""))
    sheet.parse()
    return [rule.css for rule in sheet.rules]


def parses(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count Textual's own parses from now on."""
    calls: list[int] = []
    real = Stylesheet._parse_rules

    def counting(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        calls.append(1)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Stylesheet, "_parse_rules", counting)
    return calls


def test_a_second_run_reads_the_parsed_rules(cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = parsed(Stylesheet(variables=VARIABLES))
    assert parsed(CachedStylesheet(variables=VARIABLES)) == fresh
    assert css_cache.stylesheet_cache_file().is_file()
    calls = parses(monkeypatch)
    assert parsed(CachedStylesheet(variables=VARIABLES)) == fresh
    assert calls == []  # read, not parsed


def test_other_variables_or_css_or_textual_parse_afresh(cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    parsed(CachedStylesheet(variables=VARIABLES))
    calls = parses(monkeypatch)
    light = parsed(CachedStylesheet(variables={**VARIABLES, "accent": "#0000ff"}))
    assert len(calls) == 1 and "#0000FF" in light[0].upper()
    parsed(CachedStylesheet(variables=VARIABLES), CSS + "Static { width: 3; }\n")
    assert len(calls) == 2
    monkeypatch.setattr(css_cache, "_textual_version", lambda: "another Textual")
    parsed(CachedStylesheet(variables=VARIABLES))
    assert len(calls) == 3


def test_another_app_in_the_process_reads_the_file_again_only_once_it_changed(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fresh = parsed(CachedStylesheet(variables=VARIABLES))
    reads: list[int] = []
    real_read = css_cache.read_private_pickle

    def counting_read(path: Path) -> object:
        reads.append(1)
        return real_read(path)

    monkeypatch.setattr(css_cache, "read_private_pickle", counting_read)
    assert parsed(CachedStylesheet(variables=VARIABLES)) == fresh
    assert reads == []  # the rules this process wrote, kept: the file is as it left it
    css_cache.write_private_pickle(css_cache.stylesheet_cache_file(), {})  # another process starts it afresh
    calls = parses(monkeypatch)
    assert parsed(CachedStylesheet(variables=VARIABLES)) == fresh
    assert reads == [1] and len(calls) == 1  # the changed file is read, and it has nothing: parsed


def test_an_unreadable_cache_only_means_parsing(cache_dir: Path) -> None:
    css_cache.stylesheet_cache_file().write_bytes(b"not a pickle")
    assert parsed(CachedStylesheet(variables=VARIABLES)) == parsed(Stylesheet(variables=VARIABLES))


def test_a_reparse_reads_the_cache_too(cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Textual reparses at every theme change (and once at the start) in a fresh plain Stylesheet,
    # which parsed every source again
    fresh = parsed(Stylesheet(variables=VARIABLES))
    sheet = CachedStylesheet(variables=VARIABLES)
    assert parsed(sheet) == fresh
    calls = parses(monkeypatch)
    sheet.reparse()
    assert [rule.css for rule in sheet.rules] == fresh and calls == []
    sheet.set_variables({**VARIABLES, "accent": "#0000ff"})
    sheet.reparse()  # new variables: parsed once, then kept
    assert len(calls) == 1 and "#0000FF" in sheet.rules[0].css.upper()
    sheet.reparse()
    assert len(calls) == 1


def test_which_textual_parses_is_known_without_reading_package_metadata(monkeypatch: pytest.MonkeyPatch) -> None:
    # textual.__version__ reads the installed packages' metadata at every access (25 ms at the start)
    import importlib.metadata

    css_cache._textual_version.cache_clear()
    lookups: list[str] = []
    monkeypatch.setattr(importlib.metadata, "version", lambda name: lookups.append(name) or "x")
    keys = {css_cache._key(CSS, ("a", ""), False, 0, "", "") for _ in range(5)}
    assert len(keys) == 1 and lookups == []
    assert str(Path(textual.__file__).parent) in css_cache._textual_version()


def test_a_new_textual_install_parses_afresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "textual"
    (package / "css").mkdir(parents=True)
    for name in ("__init__.py", "css/parse.py", "css/tokenize.py"):
        (package / name).write_text("# one version\n")
    monkeypatch.setattr(css_cache.textual, "__file__", str(package / "__init__.py"))
    css_cache._textual_version.cache_clear()
    before = css_cache._textual_version()
    (package / "css" / "parse.py").write_text("# another version, another size\n")
    css_cache._textual_version.cache_clear()
    try:
        assert css_cache._textual_version() != before
    finally:
        monkeypatch.undo()
        css_cache._textual_version.cache_clear()
