"""Help: the key map, the current variant's rules summary and fan table from its file, and its
rule-book page (``docs/rules/<id>.md``) for a built-in variant."""

from __future__ import annotations

import unicodedata

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static, TabbedContent, TabPane, Tabs

from ...engine.refusals import never_legal
from ...variants.loader import user_dir
from ...variants.model import Variant
from ...variants.value_ops import fan_value
from ..cjk_wrap import NBSP, Wrapped
from ..fan_values import fan_names, fan_table, fans_word
from ..i18n import option_value_text, pick, tr
from .base import TooSmall, localize_bindings, screen_footer
from .help_book import RuleBook, book_title
from .saves import variant_name

KEYS: tuple[tuple[str, str], ...] = (
    ("help.k.arrows", "help.d.arrows"),
    ("help.k.enter", "help.d.enter"),
    ("help.k.digits", "help.d.digits"),
    ("c", "help.d.chow"),
    ("p", "help.d.pung"),
    ("k", "help.d.kong"),
    ("w", "help.d.win"),
    ("x", "help.d.pass"),
    ("r", "help.d.ready"),
    ("o", "help.d.other"),
    ("t", "help.d.hints"),
    ("help.k.review", "help.d.review"),
    ("v", "help.d.log"),
    ("+ -", "help.d.pace"),
    ("f", "help.d.fast"),
    ("X", "help.d.auto_pass"),
    ("W", "help.d.auto_win"),
    ("D", "help.d.auto_discard"),
    ("n", "help.d.unseen"),
    ("u", "help.d.undo"),
    ("s", "help.d.sheet"),
    ("?", "help.d.help"),
    ("q", "help.d.quit"),
)


def table_keys(variant: Variant | None) -> tuple[tuple[str, str], ...]:
    """The table's keys a game of ``variant`` uses: none for a claim its rules never have, as the
    footer leaves them out (:func:`~mahjong_tui.engine.refusals.never_legal`; the Keys tab had
    offered a chow in Sichuan, Hebei, Shaanxi and Yunnan)."""
    if variant is None:
        return KEYS
    left_out = {CLAIM_KEYS[verb] for verb in never_legal(variant.cfg.claims) if verb in CLAIM_KEYS}
    return tuple(k for k in KEYS if k[1] not in left_out)


CLAIM_KEYS = {"chow": "help.d.chow", "pung": "help.d.pung", "kong": "help.d.kong"}
"""Each claim's line in :data:`KEYS`, by the verb :func:`never_legal` names it with."""


def danger_marks(lang: str) -> str:
    """What the marks above the hand mean, with the other marks below the keys: in the keys'
    table "o ! !! !!!" read as the key o a second time, right after o's own row."""
    return tr(lang, "help.k.danger") + "  " + tr(lang, "help.d.danger")


MENU_KEYS: tuple[tuple[str, str], ...] = (
    ("help.k.menu_move", "help.d.menu_move"),
    ("help.k.menu_change", "help.d.menu_change"),
    ("help.k.menu_list", "help.d.menu_list"),
    ("help.k.menu_enter", "help.d.menu_enter"),
    ("s", "help.d.menu_start"),
    ("c", "help.d.menu_continue"),
    ("t", "help.d.menu_stats"),
    ("?", "help.d.help"),
    ("q", "help.d.menu_quit"),
)
"""The menu's keys (``?`` in the menu shows these instead of the table's)."""


def keys_table(lang: str, keys: tuple[tuple[str, str], ...] = KEYS) -> Table:
    """Each key and what it does, the description wrapped by :mod:`..cjk_wrap`: Rich wraps only
    at spaces and cut a Chinese one with "…" at 80 columns ("安全、低、中、高危險…")."""
    table = Table(show_header=False, box=None, padding=(0, 2, 0, 0))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for key, desc in keys:
        table.add_row(tr(lang, key) if "." in key else key, Wrapped(Text(tr(lang, desc))))
    return table


SENTENCE_ENDS = (".", ":", "。", "：", "!", "?")
"""A line of a variant's summary that ends so ends its paragraph; any other runs on."""


def paragraphs(text: str) -> str:
    """A variant file's ``rules_summary``, hard-wrapped there at about 100 columns, as
    paragraphs again (a line running on joins the one before), so the help wraps it at its own
    width: at 80 columns it read "Fans add up under the" / "rules of not counting" / "twice …".
    Two Chinese lines join with no space, as Chinese is written ("每番" + "翻倍", not "每番 翻倍")."""
    out: list[str] = []
    for line in text.strip().splitlines():
        line = line.strip()
        if out and out[-1] and line and not out[-1].endswith(SENTENCE_ENDS):
            out[-1] += ("" if _wide(out[-1][-1]) and _wide(line[0]) else " ") + line
        else:
            out.append(line)
    return "\n".join(out)


def _wide(ch: str) -> bool:
    """A character of Chinese text (an ideograph or a full-width mark such as ，（）)."""
    return unicodedata.east_asian_width(ch) in ("W", "F")


def rules_text(variant: Variant, lang: str) -> Text:
    cfg = variant.cfg
    colon = tr(lang, "label.colon")  # "Preset: …", "預設規則：…"
    out = Text()
    out.append(f"{pick(lang, cfg.en, cfg.zh)}", "bold")
    other = cfg.zh if lang == "en" else cfg.en  # the other language's name, as the menu gives it
    out.append(f"  ({other})\n" if other else "\n")
    character = pick(lang, cfg.character, cfg.character_zh)
    if character:
        out.append(character + "\n")
    if cfg.changed:  # the texts above and below are the base's: they do not tell of these
        out.append("\n" + tr(lang, "help.changed", base=variant_name(cfg.extends, lang)) + "\n")
        for change in cfg.changed:
            out.append(f"  {change}\n")
    out.append("\n" + tr(lang, "menu.seats_n", n="/".join(map(str, cfg.seats))) + "\n")
    if variant.preset and variant.preset in cfg.presets:
        p = cfg.presets[variant.preset]
        out.append(tr(lang, "menu.preset") + colon + pick(lang, p.en, p.zh) + "\n")
    if cfg.options:  # a heading, then the options: "House rules: House rule: …" had read twice
        out.append(tr(lang, "menu.options") + colon.rstrip() + "\n")
    for name, spec in cfg.options.items():
        value = variant.options.get(name, spec.default)
        shown = option_value_text(lang, spec, value)
        out.append(f"  {pick(lang, spec.en, spec.zh)} = {shown}\n")
    summary = pick(lang, cfg.rules_summary, cfg.rules_summary_zh)
    if summary.strip():
        out.append("\n" + paragraphs(summary) + "\n")
    return out


OPTION_HANG = 4
"""Where a house rule's later lines start: past the rule's own text (two spaces in), so a
continued line does not read as the next rule."""


def rules_view(variant: Variant, lang: str) -> Wrapped:
    """:func:`rules_text` as the Rules tab lays it out: a house rule's later lines hang under its
    text (its " = 5" had wrapped back to the left edge, under the heading), the prose as it is."""
    text = rules_text(variant, lang)
    lines = text.plain.split("\n")
    hangs = [OPTION_HANG if line.startswith("  ") else 0 for line in lines]
    # "rounds = off" kept whole: "= 5" had stood alone (the same length: styles kept)
    text.plain = "\n".join(line.replace(" = ", f"{NBSP}={NBSP}") if line.startswith("  ") else line for line in lines)
    return Wrapped(text, hangs=hangs)


def fans_table(variant: Variant, lang: str) -> Table | Text:
    fans = variant.fans
    if not fans:
        return Text(tr(lang, "help.no_fans"))
    table = fan_table(lang, variant)
    for f in fans:
        table.add_row(*fan_names(lang, f.en, f.zh), fan_value(variant, f.id, f.value))
    return table


class HelpScreen(ModalScreen[None]):
    BINDINGS = [
        Binding("escape,question_mark,q", "close", "key.back"),
        Binding("left", "switch_tab(-1)", show=False),
        Binding("right", "switch_tab(1)", show=False),
    ]
    """Left and Right change the tab from inside a tab's text too (the text has the focus)."""

    def __init__(self, variant: Variant | None, lang: str, menu: bool = False, tab: str = "") -> None:
        """``menu``: opened from the menu, so the Keys tab lists the menu's keys. ``tab``: the
        tab shown first (its id, as ``help-fans``); the first, Keys, when empty."""
        super().__init__(id="help")
        self.variant = variant
        self.lang = lang
        self.menu = menu
        self.tab = tab
        localize_bindings(self, lang)

    def compose(self) -> ComposeResult:
        lang = self.lang
        with Vertical(id="help-box"):
            yield Static(tr(lang, "help.title") + "  |  " + tr(lang, "help.close"), id="help-title", markup=False)
            with TabbedContent(initial=self.tab):
                with TabPane(tr(lang, "help.keys"), id="help-keys"), VerticalScroll():
                    if self.menu:
                        yield Static(keys_table(lang, MENU_KEYS), id="help-menu-keys")
                        yield Static("\n" + tr(lang, "help.menu_mouse"), markup=False)
                        if not getattr(self.app, "ON_SERVER", False):  # a server's folder is not the player's
                            yield Static(
                                "\n" + tr(lang, "help.own_variants", folder=str(user_dir())),
                                markup=False,
                                id="help-own-variants",
                            )
                    else:
                        yield Static(keys_table(lang, table_keys(self.variant)))
                        yield Static(
                            "\n"
                            + tr(lang, "help.mouse")
                            + "\n"
                            + tr(lang, "help.marks")
                            + "\n"
                            + danger_marks(lang)
                            + "\n"
                            + tr(lang, "help.meld_marks"),
                            markup=False,
                        )
                with TabPane(tr(lang, "help.rules"), id="help-rules"), VerticalScroll():
                    if self.variant is None:
                        yield Static(tr(lang, "help.no_variant"), markup=False)
                    else:
                        yield Static(rules_view(self.variant, lang), id="help-rules-text")
                fans = tr(lang, "help.fans") if self.variant is None else fans_word(lang, self.variant, "help.fans")
                with TabPane(fans, id="help-fans"), VerticalScroll():
                    if self.variant is None:
                        yield Static(tr(lang, "help.no_variant"), markup=False)
                    else:
                        yield Static(fans_table(self.variant, lang))
                with TabPane(book_title(lang), id="help-book-tab"):
                    yield RuleBook(self.variant, lang)
        # its own keys, over the footer of the screen under it, whose keys do nothing here
        yield screen_footer()
        yield TooSmall(lang)

    @on(TabbedContent.TabActivated)
    async def _focus_text(self, event: TabbedContent.TabActivated) -> None:
        """The chosen tab's scrolling text takes the focus, so Down and PageDown scroll it at once
        (they did nothing until Tab moved the focus there). Not a tab already left again: the
        focus would bring it back (Left pressed twice fast ended one tab short). The rule book
        is built here, on its tab's first showing."""
        if event.tab.id != self._tabs().active:
            return
        for book in event.pane.query(RuleBook):
            await book.build()
        if event.tab.id != self._tabs().active:
            return
        text = next((w for w in event.pane.query("*") if w.focusable), None)
        if text is not None:
            text.focus()

    def _tabs(self) -> Tabs:
        return self.query_one(TabbedContent).query_one(Tabs)

    def action_switch_tab(self, step: int) -> None:
        tabs = self._tabs()
        if step < 0:
            tabs.action_previous_tab()
        else:
            tabs.action_next_tab()

    def action_close(self) -> None:
        self.dismiss(None)
