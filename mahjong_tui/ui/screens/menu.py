"""The menu: variant, preset and house rules, who sits where, seed, language and looks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from ...messages import default_seat_name
from ...saves import has_saves
from ...table.seed import check_seed
from ...variants import catalog
from ...variants.loader import Catalog, VariantFile, resolve
from ..cjk_wrap import Wrapped
from ..i18n import LANG_NAMES, LANGS, level_text, option_value_text, pick, tr
from ..settings import PACES, SeatSetup, Settings
from ..widgets.form import SettingsForm
from ..widgets.form_fields import Field, Line
from ..widgets.kept_list import KeptOptionList
from ..widgets.menu_button import MenuButton
from .base import TooSmall, localize_bindings, screen_footer

if TYPE_CHECKING:
    from ...variants.model import Variant


def variant_prompt(vf: VariantFile, lang: str) -> Wrapped:
    """The variant's entry in the list: its name in ``lang`` and the other name on the first
    line, then the seats and the character (the seats ended the first line, which then wrapped
    "4 seats" alone onto a line of its own at 120 columns)."""
    cfg = vf.cfg
    out = Text()
    out.append(pick(lang, cfg.en, cfg.zh), "bold")
    out.append("  " + (cfg.zh if lang == "en" else cfg.en))
    out.append("\n" + tr(lang, "menu.seats_n", n="/".join(map(str, cfg.seats))), "italic")
    character = pick(lang, cfg.character, cfg.character_zh)
    if character:
        out.append("  " + character, "dim")
    return Wrapped(out)


class MenuScreen(Screen[None]):
    BINDINGS = [
        Binding("tab", "app.focus_next", "key.move", key_display="Tab"),
        Binding("s,ctrl+s", "start", "menu.start"),
        Binding("question_mark,f1", "help", "key.help", key_display="?"),
        Binding("q", "quit", "key.quit"),
        Binding("c", "continue", "", show=False),
        Binding("t", "statistics", "key.stats", show=False),
    ]

    def __init__(self, settings: Settings, variants: Catalog | None = None) -> None:
        super().__init__(id="menu")
        self.settings = settings
        self.catalog = variants if variants is not None else catalog()
        ids = self.catalog.menu_ids()
        if settings.variant not in ids and ids:
            settings.variant = "mcr" if "mcr" in ids else ids[0]
        self._form_focus = ""
        """The settings' field with the focus, kept across a rebuild in another language."""
        localize_bindings(self, settings.lang)

    # ---- helpers ---------------------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self.settings.lang

    def t(self, key: str, **kw: Any) -> str:
        return tr(self.lang, key, **kw)

    def load(self, vf: VariantFile) -> Variant:
        """The variant with the chosen preset and options (raises VariantError when broken)."""
        from ...variants.model import Variant  # the rules load when a variant is played, not to list them

        cfg, preset, chosen = resolve(vf, self.settings.preset or None, self.settings.variant_options(vf.id))
        return Variant(cfg, preset, chosen, vf.display_path)

    @property
    def vfile(self) -> VariantFile | None:
        try:
            return self.catalog.get(self.settings.variant)
        except KeyError:
            return None

    # ---- layout -----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        s = self.settings
        title = tr("zh_TW" if self.lang == "en" else self.lang, "app.title")
        yield Static(f"{title}  Mahjong", id="menu-title", markup=False)
        with Horizontal(id="menu-body"):
            with Vertical(id="menu-left"):
                yield Label(self.t("menu.variant"), classes="section", markup=False)
                ids = self.catalog.menu_ids()
                options = [Option(variant_prompt(self.catalog.get(v), self.lang), id=v) for v in ids]
                yield KeptOptionList(*options, id="variants")
                if self.catalog.errors:
                    lines = [self.t("menu.bad_files")] + [str(e) for e in self.catalog.errors]
                    yield Static("\n".join(lines), id="variant-errors", markup=False)
            yield SettingsForm(self._form(s), focus_key=self._form_focus, lang=self.lang, id="menu-form")
        # outside the scrolling form, so Start is on screen however long the form is
        yield Horizontal(
            MenuButton(self.t("menu.start"), id="menu-start", variant="success"),
            *self._continue_button(),
            MenuButton(self.t("menu.help"), id="menu-help"),
            MenuButton(self.t("menu.stats"), id="menu-stats"),
            MenuButton(self.t("menu.quit"), id="menu-quit", variant="error"),
            id="menu-buttons",
        )
        yield Static("", id="menu-error", markup=False)
        yield screen_footer()
        yield TooSmall(self.lang)

    def _form(self, s: Settings) -> list[Line]:
        """The settings' lines: language, the variant's preset and house rules, the seats, seed and looks."""
        lang_opts = [(LANG_NAMES[code], code) for code in LANGS]
        lines = [Line(self.t("menu.language"), [Field.choice("lang", lang_opts, s.lang)])]
        vf = self.vfile
        if vf is not None:
            cfg = vf.cfg
            if cfg.presets:
                presets = [(pick(self.lang, p.en, p.zh), pid) for pid, p in cfg.presets.items()]
                chosen_preset = s.preset or cfg.default_preset
                lines.append(Line(self.t("menu.preset"), [Field.choice("preset", presets, chosen_preset)]))
            lines.append(Line(self.t("menu.options"), section=True))
            if not cfg.options:
                lines.append(Line(self.t("menu.no_options"), note=True))
            chosen = s.variant_options(vf.id)
            for name, spec in cfg.options.items():
                value = chosen.get(name, spec.default)
                if spec.type == "bool":
                    opts: list[tuple[str, Any]] = [(self.t("menu.on"), True), (self.t("menu.off"), False)]
                else:
                    values = spec.choices or [spec.default]
                    opts = [(option_value_text(self.lang, spec, c), c) for c in values]
                lines.append(Line(pick(self.lang, spec.en, spec.zh), [Field.choice(f"opt-{name}", opts, value)]))
            players = s.players if s.players in cfg.seats else max(cfg.seats)
            lines.append(Line(self.t("menu.players"), section=True))
            counts = [(str(n), n) for n in cfg.seats]
            lines.append(Line(self.t("menu.seat_count"), [Field.choice("players", counts, players)]))
            kinds = [(self.t("menu.human"), True), (self.t("menu.bot"), False)]
            from ...bots.levels import level_names  # names only: each bot loads when the game starts

            names = level_names()
            levels = [(level_text(self.lang, name), name) for name in names]
            for i in range(4):
                seat = s.seats[i]
                seat.name = default_seat_name(self.lang, seat.name)
                level = Field.choice(f"seat-level-{i}", levels, seat.level if seat.level in names else "normal", 10)
                level.shown = not seat.human  # a person's seat has no level to choose
                fields = [
                    Field.choice(f"seat-kind-{i}", kinds, seat.human, 10),
                    Field.typed(f"seat-name-{i}", seat.name, self.t("menu.name"), max_length=16),
                    level,  # after the name: on a narrow screen the name gives way, not the level
                ]
                lines.append(Line(f"{i + 1}", fields, key=f"seat-{i}", shown=i < players))
        seed = Field.typed("seed", s.seed, self.t("menu.seed_hint"), max_length=12, allowed=r"-?[0-9]*")
        lines.append(Line(self.t("menu.seed"), [seed]))
        paces = [(self.t("menu.pace_0") if p == 0 else self.t("menu.pace_s", s=p), p) for p in PACES]
        lines.append(Line(self.t("menu.pace"), [Field.choice("pace", paces, s.pace if s.pace in PACES else 0.6)]))
        tiles = [(self.t("menu.tiles_cjk"), False), (self.t("menu.tiles_ascii"), True)]
        lines.append(Line(self.t("menu.tiles"), [Field.choice("ascii", tiles, s.ascii)]))
        themes = [(self.t("menu.theme_dark"), "dark"), (self.t("menu.theme_light"), "light")]
        lines.append(Line(self.t("menu.theme"), [Field.choice("theme", themes, s.theme)]))
        onoff = [(self.t("menu.on"), True), (self.t("menu.off"), False)]
        lines.append(Line(self.t("menu.hints"), [Field.choice("hints", onoff, s.hints)]))
        return lines

    def _continue_button(self) -> list[MenuButton]:
        """Offer "Continue" when there are saved games (see :mod:`mahjong_tui.saves`)."""
        if not has_saves():
            return []
        return [MenuButton(self.t("menu.continue"), id="menu-continue", variant="primary")]

    def on_mount(self) -> None:
        self._focus_variants()

    def on_screen_resume(self) -> None:
        """Back from a game (or any screen): "Continue" appears or goes as saved games came or went."""
        buttons = self.query("#menu-buttons")
        if not buttons:
            return
        shown = self.query("#menu-continue")
        wanted = self._continue_button()
        if wanted and not shown:
            buttons.first().mount(wanted[0], after="#menu-start")
        elif shown and not wanted:
            if self.focused in shown.nodes:
                self._focus_variants()
            shown.remove()

    def _focus_variants(self) -> None:
        ol = self.query_one("#variants", OptionList)
        ids = self.catalog.menu_ids()
        if self.settings.variant in ids:
            ol.highlighted = ids.index(self.settings.variant)
        ol.focus()

    async def _rebuild(self) -> None:
        """Everything again in the new language, the focus staying where it was."""
        focused = self.focused.id if self.focused is not None else None
        self._form_focus = self.query_one("#menu-form", SettingsForm).focus_key
        localize_bindings(self, self.lang)
        await self.recompose()
        self._focus_variants()
        if focused:
            again = self.query(f"#{focused}")
            if again and again.first().focusable:
                again.first().focus()
        self.refresh_bindings()

    # ---- events -----------------------------------------------------------------------------

    @on(OptionList.OptionHighlighted, "#variants")
    async def variant_changed(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_index != event.option_list.highlighted:
            return  # moved on since (the list announces its first entry while mounting, before the saved one)
        vid = event.option.id or ""
        if vid and vid != self.settings.variant:
            self.settings.variant = vid
            vf = self.vfile
            self.settings.preset = vf.cfg.default_preset if vf else ""
            self.app.save_settings()  # type: ignore[attr-defined]
            self.query_one("#menu-form", SettingsForm).set_lines(self._form(self.settings))

    @on(OptionList.OptionSelected, "#variants")
    def variant_chosen(self) -> None:
        self.query_one("#menu-start", MenuButton).focus()

    @on(SettingsForm.Changed, "#menu-form")
    async def setting_changed(self, event: SettingsForm.Changed) -> None:
        key = event.key
        value = event.value
        s = self.settings
        rebuild = False
        if key == "lang":
            rebuild = value != s.lang
            s.lang = str(value)
        elif key == "preset":
            s.preset = str(value)
        elif key.startswith("opt-") and self.vfile is not None:
            s.options.setdefault(self.vfile.id, {})[key[4:]] = value
        elif key == "players":
            s.players = int(value)
            for i in range(4):
                event.form.show_line(f"seat-{i}", i < s.players)
        elif key.startswith("seat-kind-"):
            s.seats[int(key[10:])].human = bool(value)
            event.form.show_field(f"seat-level-{key[10:]}", not value)
        elif key.startswith("seat-level-"):
            s.seats[int(key[11:])].level = str(value)
        elif key.startswith("seat-name-"):
            s.seats[int(key[10:])].name = str(value)
        elif key == "seed":
            s.seed = str(value)
        elif key == "pace":
            s.pace = float(value)
        elif key == "ascii":
            s.ascii = bool(value)
        elif key == "theme":
            s.theme = str(value)
            self.app.apply_theme()  # type: ignore[attr-defined]
        elif key == "hints":
            s.hints = bool(value)
        self.app.save_settings()  # type: ignore[attr-defined]
        if rebuild:
            await self._rebuild()

    @on(MenuButton.Pressed, "#menu-start")
    def start_pressed(self) -> None:
        self.action_start()

    @on(MenuButton.Pressed, "#menu-continue")
    def continue_pressed(self) -> None:
        self.action_continue()

    def action_continue(self) -> None:
        self.app.show_saves()  # type: ignore[attr-defined]

    @on(MenuButton.Pressed, "#menu-help")
    def help_pressed(self) -> None:
        self.action_help()

    @on(MenuButton.Pressed, "#menu-stats")
    def statistics_pressed(self) -> None:
        self.action_statistics()

    def action_statistics(self) -> None:
        names = {v: pick(self.lang, self.catalog.get(v).cfg.en, self.catalog.get(v).cfg.zh) for v in self.catalog.ids()}
        self.app.show_statistics(names)  # type: ignore[attr-defined]

    @on(MenuButton.Pressed, "#menu-quit")
    def quit_pressed(self) -> None:
        self.action_quit()

    # ---- actions ----------------------------------------------------------------------------

    def _error(self, message: str) -> None:
        self.query_one("#menu-error", Static).update(message)
        self.notify(message, severity="error", timeout=4)

    def action_start(self) -> None:
        s = self.settings
        vf = self.vfile
        if vf is None:
            return
        players = s.players if s.players in vf.cfg.seats else max(vf.cfg.seats)
        seats: list[SeatSetup] = s.seats[:players]
        if any(seat.human and not seat.name.strip() for seat in seats):
            self._error(self.t("menu.need_human_name"))
            return
        try:
            seed = check_seed(int(s.seed)) if s.seed.strip() else None
        except ValueError:
            self._error(self.t("menu.bad_seed"))
            return
        try:
            variant = self.load(vf)
        except Exception as e:  # noqa: BLE001 - a broken preset/option is shown, not raised
            self._error(self.t("menu.error", msg=str(e)))
            return
        names = [seat.name.strip() or f"{self.t('menu.bot')} {i + 1}" for i, seat in enumerate(seats)]
        from ...bots.levels import level_names

        known = level_names()
        levels = [seat.level if seat.level in known else "normal" for seat in seats]
        self.app.start_game(variant, [seat.human for seat in seats], names, seed, levels)  # type: ignore[attr-defined]

    def action_help(self) -> None:
        from .help import HelpScreen

        vf = self.vfile
        variant = None
        if vf is not None:
            try:
                variant = self.load(vf)
            except Exception:  # noqa: BLE001
                variant = None
        self.app.push_screen(HelpScreen(variant, self.lang, menu=True))

    def action_quit(self) -> None:
        self.app.exit()
