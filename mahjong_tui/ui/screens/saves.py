"""The list of saved games ("Continue" in the menu, ``mahjong-tui resume``)."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...messages import default_seat_name
from ...saves.store import SaveInfo, list_saves
from ...variants import catalog
from ...variants.loader import Catalog
from ..i18n import pick, tr
from ..widgets.kept_list import KeptOptionList
from .base import localize_bindings, screen_footer


def variant_name(vid: str, lang: str, variants: Catalog | None = None) -> str:
    """The variant's name in ``lang``, as the menu lists it; its id when no file has it now."""
    files = (variants if variants is not None else catalog()).files
    return pick(lang, files[vid].cfg.en, files[vid].cfg.zh) if vid in files else vid


def save_label(info: SaveInfo, lang: str, variants: Catalog | None = None) -> Text:
    """The game's variant by name (a new player knows no ids), its hand, when, and the scores:
    plain text, never markup (a seat may be named "[/]")."""
    r = info.record
    s = r.summary
    scores = s.get("scores") or []
    names = [default_seat_name(lang, name) for name in r.names]  # as the table will show them
    players = "  ".join(f"{n} {sc}" for n, sc in zip(names, scores, strict=False)) if scores else ", ".join(names)
    hand = tr(lang, "saves.hand", n=s.get("hand_no", "?"))
    return Text(
        f"{variant_name(r.variant, lang, variants)}  {hand}  {(r.updated or r.created).replace('T', ' ')}\n  {players}"
    )


class SavesScreen(Screen[Path | None]):
    BINDINGS = [Binding("escape,q", "back", "key.back")]

    def __init__(self, lang: str, variants: Catalog | None = None) -> None:
        super().__init__(id="saves")
        self.lang = lang
        self.variants = variants
        """The catalog that names the variants (the app's)."""
        self.saves, problems = list_saves()
        self.problems = [p.text(lang) for p in problems]
        localize_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with Vertical(id="saves-body"):
            yield Static(tr(self.lang, "saves.title"), classes="section", markup=False)
            if self.saves:
                yield KeptOptionList(
                    *[Option(save_label(i, self.lang, self.variants), id=str(n)) for n, i in enumerate(self.saves)],
                    id="saves-list",
                )
                yield Static(tr(self.lang, "saves.hint"), classes="dim saves-hint", markup=False)
            else:
                yield Static(tr(self.lang, "saves.none"), id="saves-none", markup=False)
            if self.problems:
                yield Static("\n".join(self.problems), id="saves-problems", markup=False)
        yield screen_footer()

    def on_mount(self) -> None:
        for p in self.problems:
            self.notify(p, severity="warning", timeout=10)
        if self.saves:
            self.query_one("#saves-list", OptionList).focus()

    @on(OptionList.OptionSelected, "#saves-list")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.saves[int(event.option.id or 0)].path)

    def action_back(self) -> None:
        self.dismiss(None)
