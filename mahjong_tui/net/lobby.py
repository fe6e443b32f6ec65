"""The lobby over SSH: play alone, continue, or sit at a shared table; and the new-table form."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Label, OptionList, Static
from textual.widgets.option_list import Option

from ..bots.levels import level_names
from ..messages import default_seat_name, numbered, numbered_name
from ..ui.i18n import level_mark, level_text, pick, tr
from ..ui.screens.base import TooSmall, localize_bindings, screen_footer
from ..ui.widgets.cycle import Cycle

ENTRIES = ("alone", "continue", "create")


class TableList(OptionList):
    """The shared tables. Taking the focus highlights the first table when none is, so Enter
    sits down at once: Tab into the list once left nothing highlighted and Enter did nothing."""

    def highlight_first(self) -> None:
        if self.highlighted is None and self.option_count:
            self.highlighted = 0

    def on_focus(self) -> None:
        self.highlight_first()

    def action_select(self) -> None:
        """Enter with none highlighted sits at the first table too: a Tab and an Enter that
        arrive together (typed fast, or pasted) reach the list before its focus event does."""
        self.highlight_first()
        super().action_select()


class LobbyScreen(Screen[None]):
    BINDINGS = [Binding("q", "quit", "key.quit"), Binding("r", "refresh", "", show=False)]

    def __init__(self, user: str, lang: str) -> None:
        super().__init__(id="lobby")
        self.user = user
        self.lang = lang
        self.tables: list[dict[str, Any]] = []
        self.left = False
        """Another screen took the lobby's place (a game, a table, a form), not a question over it."""
        localize_bindings(self, lang)

    def t(self, key: str, **kw: Any) -> str:
        return tr(self.lang, key, **kw)

    def compose(self) -> ComposeResult:
        yield Static(self.t("lobby.title", user=self.user), id="lobby-title", classes="section", markup=False)
        yield OptionList(*[Option(self.t(f"lobby.{e}"), id=e) for e in ENTRIES], id="lobby-menu")
        yield Label(self.t("lobby.tables"), classes="section", markup=False)
        yield TableList(id="lobby-tables")
        yield Static(self.t("lobby.no_tables"), id="lobby-empty", markup=False)
        yield screen_footer()
        yield TooSmall(self.lang)

    def on_mount(self) -> None:
        self.query_one("#lobby-menu", OptionList).focus()
        self._draw_tables()

    def on_screen_suspend(self) -> None:
        self.left = not isinstance(self.app.screen, ModalScreen)

    async def on_screen_resume(self) -> None:
        """Back from a game alone or a table: the focus on the menu, as on entry (the list of
        tables kept it after a table, and Tab then Enter opened "Play alone"); in the language
        chosen meanwhile in the menu (it stayed in the old one until the next connection, the
        table already in the new). Back from a question, the focus stays where it was."""
        if self.left:
            self.left = False
            self.query_one("#lobby-menu", OptionList).focus()
        lang = self.app.settings.lang  # type: ignore[attr-defined]
        if lang == self.lang:
            return
        self.lang = lang
        localize_bindings(self, lang)
        await self.recompose()
        self.on_mount()

    def _seat_text(self, seat: dict[str, Any]) -> str:
        state = seat["state"]
        label = self.t(f"lobby.seat_{state}") if state in ("open", "bot", "away", "left", "playing") else state
        name = default_seat_name(self.lang, seat["name"])  # "Seat 2 (open)": the table's name for it
        level = level_mark(self.lang, seat.get("level", "")) if state == "bot" else ""  # as the table shows it
        found = numbered(name)
        if state == "bot" and found is not None and found[0] == "menu.bot" and name == numbered_name(self.lang, *found):
            return name + level  # "Bot 3", not "Bot 3 (bot)": its default name says what it is ("Kim (bot)" does not)
        return f"{name}{level} ({label})"

    def show_tables(self, tables: list[dict[str, Any]]) -> None:
        self.tables = tables
        if self.is_mounted:
            self._draw_tables()

    def _draw_tables(self) -> None:
        tables = self.tables
        ol = self.query_one("#lobby-tables", TableList)
        highlighted = ol.highlighted
        ol.clear_options()
        for t in tables:
            name = pick(self.lang, t["name"], t["zh"])
            state = self.t("lobby.over") if t["over"] else self.t("lobby.hand", n=t["hand"])
            if t.get("paused"):
                state += self.t("lobby.paused")
            seats = ", ".join(self._seat_text(s) for s in t["seats"])
            ol.add_option(Option(Text(f"#{t['id']} {name}  {state}\n   {seats}"), id=t["id"]))  # not markup
        if tables and highlighted is not None:
            ol.highlighted = min(highlighted, len(tables) - 1)
        if ol.has_focus:
            ol.highlight_first()
        self.query_one("#lobby-empty").display = not tables

    @on(OptionList.OptionSelected, "#lobby-menu")
    def entry(self, event: OptionList.OptionSelected) -> None:
        self.app.lobby_entry(event.option.id)  # type: ignore[attr-defined]

    @on(OptionList.OptionSelected, "#lobby-tables")
    def join(self, event: OptionList.OptionSelected) -> None:
        self.app.join_table(event.option.id)  # type: ignore[attr-defined]

    def action_refresh(self) -> None:
        self.app.link.send({"op": "list"})  # type: ignore[attr-defined]

    def action_quit(self) -> None:
        self.app.exit()


class CreateTableScreen(Screen["dict[str, Any] | None"]):
    """Variant, preset and who sits where; dismissed with a ``create`` request or None."""

    BINDINGS = [
        Binding("escape", "cancel", "create.cancel"),
        Binding("s,ctrl+s", "start", "create.start"),
        Binding("tab,down", "app.focus_next", "key.move", key_display="Tab"),  # rows as in the menu's form
        Binding("shift+tab,up", "app.focus_previous", show=False),
    ]

    def __init__(self, catalog: Any, lang: str, variant: str) -> None:
        super().__init__(id="create")
        self.catalog = catalog
        self.lang = lang
        ids = catalog.ids()
        self.variant = variant if variant in ids else ("mcr" if "mcr" in ids else ids[0])
        self.preset = ""
        self.seats: list[str] = []
        localize_bindings(self, lang)

    def t(self, key: str, **kw: Any) -> str:
        return tr(self.lang, key, **kw)

    def compose(self) -> ComposeResult:
        with Vertical(id="create-body"):
            yield Static(self.t("create.title"), classes="section", markup=False)
            with VerticalScroll(id="create-form"):
                yield from self._form()
            with Horizontal(id="menu-buttons"):
                yield Button(self.t("create.start"), id="create-start", variant="success", compact=True)
                yield Button(self.t("create.cancel"), id="create-cancel", compact=True)
        yield screen_footer()
        yield TooSmall(self.lang)

    def _row(self, label: str, widget: Any) -> Horizontal:
        return Horizontal(Label(label, classes="form-label", markup=False), widget, classes="form-row")

    def _form(self) -> ComposeResult:
        ids = self.catalog.menu_ids()  # in the menu's order
        options = [(pick(self.lang, self.catalog.get(v).cfg.en, self.catalog.get(v).cfg.zh), v) for v in ids]
        yield self._row(self.t("menu.variant"), Cycle(options, self.variant, id="create-variant", lang=self.lang))
        cfg = self.catalog.get(self.variant).cfg
        if cfg.presets:
            self.preset = self.preset if self.preset in cfg.presets else cfg.default_preset
            presets = [(pick(self.lang, p.en, p.zh), pid) for pid, p in cfg.presets.items()]
            yield self._row(self.t("menu.preset"), Cycle(presets, self.preset, id="create-preset", lang=self.lang))
        n = max(cfg.seats)
        kept = self.seats[1:n]  # each seat the variant has keeps its choice across a change of variant
        self.seats = ["me", *kept] + ["open"] * (n - 1 - len(kept))
        kinds = [(self.t("create.open"), "open")]
        bot = self.t("create.bot")
        kinds += [(f"{bot} · {level_text(self.lang, level)}", f"bot:{level}") for level in level_names()]
        yield self._row(self.t("create.seats", n=1), Static(self.t("create.me"), markup=False))
        for i in range(1, n):
            yield self._row(
                self.t("create.seats", n=i + 1), Cycle(kinds, self.seats[i], id=f"create-seat-{i}", lang=self.lang)
            )

    def on_mount(self) -> None:
        self.query_one("#create-variant").focus()

    @on(Cycle.Changed)
    async def changed(self, event: Cycle.Changed) -> None:
        wid = event.cycle.id or ""
        if wid == "create-variant":
            self.variant = str(event.value)
            self.preset = ""
            form = self.query_one("#create-form", VerticalScroll)
            await form.remove_children()
            await form.mount_all(list(self._form()))
            self.query_one("#create-variant").focus()  # its old widget went with the form, and the focus
        elif wid == "create-preset":
            self.preset = str(event.value)
        elif wid.startswith("create-seat-"):
            self.seats[int(wid[12:])] = str(event.value)

    @on(Button.Pressed, "#create-start")
    def start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#create-cancel")
    def cancel_pressed(self) -> None:
        self.action_cancel()

    def action_start(self) -> None:
        self.dismiss({"op": "create", "variant": self.variant, "preset": self.preset, "seats": self.seats})

    def action_cancel(self) -> None:
        self.dismiss(None)
