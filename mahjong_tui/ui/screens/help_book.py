"""Help's rule-book tab: the variant's page (``docs/rules/<id>.md``), built when the tab is first
shown, with the pages it links to as buttons under it, so Tab reaches them and Enter follows one
(the page's own links answer the mouse only), and "Previous page" returns to the one before."""

from __future__ import annotations

from pathlib import Path

from markdown_it import MarkdownIt
from rich.text import Text
from textual import on
from textual.containers import HorizontalScroll, Vertical
from textual.widgets import Button, MarkdownViewer, Static

from ...messages import language
from ...rulebook import LANGUAGE, variant_page
from ...variants.model import Variant
from ..cjk_wrap import Wrapped
from ..i18n import tr


def book_in(lang: str) -> bool:
    """Whether the rule book's pages are written in ``lang`` (English only, so far)."""
    return language(lang) == LANGUAGE


def book_title(lang: str) -> str:
    """The rule book's tab: "規則書（英文）" where the pages are not in the player's language."""
    return tr(lang, "help.book" if book_in(lang) else "help.book_foreign")


def page_links(page: Path) -> list[tuple[str, Path]]:
    """The pages ``page`` links to, each once, by its first link's words: parsed as the viewer
    parses it, so a bracket in code is no link; a web address or a missing page is left out."""
    out: dict[Path, str] = {}
    for block in MarkdownIt("gfm-like").parse(page.read_text(encoding="utf-8")):
        words: list[str] | None = None
        target: Path | None = None
        for token in block.children or []:
            if token.type == "link_open":
                href = str(token.attrs.get("href", "")).split("#")[0]
                target = (page.parent / href).resolve() if href and "://" not in href else None
                words = []
            elif token.type == "link_close":
                if target is not None and target.is_file() and words is not None:
                    out.setdefault(target, "".join(words).strip())
                words, target = None, None
            elif words is not None:
                words.append(token.content)
    return [(label, target) for target, label in out.items()]


class RuleBook(Vertical):
    """The rule-book tab's content, built by :meth:`build` (a long page is dozens of Markdown
    blocks: Help had built it at every opening, for a player who mostly wants the keys)."""

    def __init__(self, variant: Variant | None, lang: str) -> None:
        super().__init__(id="help-book")
        self.variant = variant
        self.lang = lang
        self.built = False
        self.targets: dict[str, Path] = {}

    async def build(self) -> None:
        """The page (or why there is none), once."""
        if self.built:
            return
        self.built = True
        variant, lang = self.variant, self.lang
        page = variant_page(variant.cfg.id, variant.source) if variant is not None else None
        if variant is None or page is None:
            key = "help.no_variant" if variant is None else "help.no_page"
            await self.mount(Static(tr(lang, key), markup=False))
            return
        if not book_in(lang):
            await self.mount(Static(Wrapped(Text(tr(lang, "help.book_note"))), id="help-book-note"))
        viewer = MarkdownViewer(page.read_text(encoding="utf-8"), show_table_of_contents=False, id="help-book-page")
        viewer.navigator.go(page)  # links resolve from the page's own folder
        await self.mount(viewer, HorizontalScroll(id="help-links", can_focus=False))
        await self.show_links()
        viewer.document.focus()

    async def show_links(self) -> None:
        """The links of the page shown, "Previous page" first where it was reached by a link."""
        viewer = self.query_one(MarkdownViewer)
        bar = self.query_one("#help-links", HorizontalScroll)
        await bar.remove_children()
        self.targets = {}
        buttons = []
        if not viewer.navigator.start:
            buttons.append(Button(tr(self.lang, "help.page_back"), id="help-link-back", compact=True))
        for i, (label, target) in enumerate(page_links(viewer.navigator.location)):
            self.targets[f"help-link-{i}"] = target
            buttons.append(Button(label, id=f"help-link-{i}", compact=True))
        bar.display = bool(buttons)
        if buttons:
            await bar.mount(Static(tr(self.lang, "help.links"), id="help-links-title", markup=False), *buttons)

    @on(Button.Pressed, "#help-links Button")
    async def _follow(self, event: Button.Pressed) -> None:
        event.stop()
        viewer = self.query_one(MarkdownViewer)
        if event.button.id == "help-link-back":
            await viewer.back()
        elif event.button.id in self.targets:
            await viewer.go(self.targets[event.button.id])

    @on(MarkdownViewer.NavigatorUpdated)
    async def _moved(self) -> None:
        """A page reached by a link (a button or the mouse): its own links, and the focus on its
        text, so Down and PageDown scroll it at once."""
        await self.show_links()
        self.query_one(MarkdownViewer).document.focus()
