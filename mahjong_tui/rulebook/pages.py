"""Fill the generated sections of the rule-book pages, and find the pages whose sections are
stale. A section sits between ``<!-- BEGIN GENERATED: name -->`` and ``<!-- END GENERATED: name -->``;
everything outside the markers is written by hand and left alone."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from ..variants.loader import Catalog, VariantFile
from .location import rules_dir
from .tables import fans_markdown, options_markdown

SECTIONS: dict[str, Callable[[VariantFile], str]] = {"fans": fans_markdown, "options": options_markdown}
"""Each generated section by marker name, and what builds it."""

_BLOCK = re.compile(
    r"(<!-- BEGIN GENERATED: (?P<name>[a-z]+) -->\n)(?P<body>.*?)(<!-- END GENERATED: (?P=name) -->)", re.DOTALL
)


class PageError(ValueError):
    """A page whose markers are missing, unknown or unbalanced."""


def fill_page(text: str, vf: VariantFile, where: str = "page") -> str:
    """``text`` with every generated section rebuilt from ``vf``; each of :data:`SECTIONS` must
    appear exactly once."""
    seen: list[str] = []

    def rebuild(m: re.Match[str]) -> str:
        name = m.group("name")
        if name not in SECTIONS:
            raise PageError(f"{where}: unknown generated section {name!r} (known: {', '.join(SECTIONS)})")
        seen.append(name)
        return f"{m.group(1)}{SECTIONS[name](vf).rstrip()}\n{m.group(4)}"

    out = _BLOCK.sub(rebuild, text)
    for name in SECTIONS:
        if seen.count(name) != 1:
            raise PageError(
                f"{where}: needs exactly one '<!-- BEGIN GENERATED: {name} -->' … "
                f"'<!-- END GENERATED: {name} -->' block, found {seen.count(name)}"
            )
    return out


def variant_pages(catalog: Catalog, folder: Path | None = None) -> list[tuple[Path, VariantFile]]:
    """Every page named after a built-in variant (``docs/rules/<id>.md``), with its variant file.
    Other pages in the folder (a part shared by several variants) have no generated sections."""
    folder = folder or rules_dir()
    out = []
    for path in sorted(folder.glob("*.md")):
        vf = catalog.files.get(path.stem)
        if vf is not None and vf.builtin:
            out.append((path, vf))
    return out


def stale_pages(catalog: Catalog, folder: Path | None = None, write: bool = False) -> list[Path]:
    """The pages whose generated sections differ from what the variant files give now;
    with ``write``, rewrite them."""
    stale = []
    for path, vf in variant_pages(catalog, folder):
        text = path.read_text(encoding="utf-8")
        filled = fill_page(text, vf, str(path))
        if filled != text:
            stale.append(path)
            if write:
                path.write_text(filled, encoding="utf-8")
    return stale
