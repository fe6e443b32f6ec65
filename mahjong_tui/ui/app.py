"""The Textual app: settings, themes, and the screens (menu → table → results)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any
from weakref import WeakSet

from textual.app import App
from textual.binding import Binding
from textual.dom import DOMNode
from textual.events import Resize
from textual.geometry import Size
from textual.notifications import SeverityLevel
from textual.screen import Screen

from ..variants.loader import Catalog
from .breakpoints import BIG_HEIGHT, HORIZONTAL, VERY_TALL, preset_breakpoints
from .compositor_fix import apply as apply_compositor_fix
from .css_cache import CachedStylesheet
from .i18n import tr
from .input_fix import apply as apply_input_fix
from .look import Look
from .partial_update import install as install_partial_update
from .screens.base import FLOOR_H, FLOOR_W, TooSmall, localize_bindings
from .screens.confirm import ConfirmScreen
from .screens.menu import MenuScreen
from .settings import Settings
from .settings import settings_path as default_settings_path
from .theme import THEMES

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.events import Event
    from ..messages import Message
    from ..play.session import Session
    from ..saves.recorder import Recorder
    from ..saves.store import GameRecord
    from ..stats.keeper import StatsKeeper
    from ..table.actions import Action
    from ..variants.model import Variant


class MahjongApp(App[None]):
    CSS_PATH = "mahjong.tcss"
    TITLE = "mahjong-tui"
    ENABLE_COMMAND_PALETTE = False
    HORIZONTAL_BREAKPOINTS = HORIZONTAL
    VERTICAL_BREAKPOINTS = [(0, "-too-short"), (24, "-short"), (36, "-tall"), (BIG_HEIGHT, VERY_TALL)]
    BINDINGS = [Binding("ctrl+c", "confirm_quit", "key.quit", show=False, priority=True)]
    ON_SERVER = False
    """A person's session on an SSH server (whose statistics count the shared tables they sat at)."""

    def __init__(
        self,
        settings: Settings | None = None,
        settings_path: Path | None = None,
        game: tuple[Variant, list[bool], list[str], int | None] | None = None,
        variants: Catalog | None = None,
        resume: Path | bool = False,
        levels: list[str] | None = None,
    ) -> None:
        """``game``: start straight at the table (variant, humans, names, seed); else the menu,
        listing ``variants`` (default: every variant found). ``resume``: a save file to continue,
        or True for the list of saved games."""
        super().__init__()
        install_partial_update()  # a repainted region is written alone, not from its widget's left edge
        apply_compositor_fix()  # Chinese in a widget over others is not cut by the edges underneath
        apply_input_fix()  # a byte from the terminal that is not UTF-8 is no key, not a crash
        self.stylesheet = CachedStylesheet(variables=self.get_css_variables())  # parsed CSS kept between runs
        self._fresh: WeakSet[Screen[Any]] = WeakSet()
        """Screens pushed and not restyled yet (see :meth:`update_styles`); weak: a screen gone
        before its first restyle is not kept."""
        self._window: Size | None = None
        self._floored: Resize | None = None
        self.resume = resume
        self.variants = variants
        self.settings_path = settings_path
        self.settings = settings if settings is not None else Settings.load(settings_path)
        self._settings_unsaved = False
        """The settings could not be written this run, and the player was told."""
        self.direct_game = game
        self.direct_levels = levels
        """Each seat's bot level for ``game`` (None: all ``normal``)."""
        self.stats_keeper: StatsKeeper | None = None
        """Counts the game at the table in the statistics (see :meth:`_record`)."""
        self.kept: Path | None = None
        """The save of the last game opened at the table (see :meth:`kept_note`)."""
        self.kept_id = ""
        self.recorder: Recorder | None = None
        """The current game's recorder (its replay log is what a hand's review reads)."""
        for theme in THEMES.values():
            self.register_theme(theme)
        self.apply_theme()  # before the first parse of the stylesheet: no second parse
        localize_bindings(self, self.settings.lang)

    # ---- a window too small for any layout -------------------------------------------------------

    @property
    def size(self) -> Size:
        """The terminal's size, but never below the floor (see :meth:`on_resize`)."""
        real = super().size
        return Size(max(real.width, FLOOR_W), max(real.height, FLOOR_H))

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """A toast, always plain text: its messages quote file names, variant names and seat
        names from outside, and one such as "[/]" read as markup stopped the app with a
        MarkupError. (A screen's ``notify`` asks for markup explicitly: it is not given.)"""
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    @property
    def window(self) -> Size:
        """The terminal's real size, floor or not."""
        return self._window if self._window is not None else super().size

    def on_resize(self, event: Resize) -> None:
        """Before Textual's own handler: below the floor, lay out at the floor (the terminal shows
        its corner). Textual cannot wrap text into a width of nothing: at 1×1 it raises."""
        if event is self._floored:
            return
        w, h = self._window = event.size
        if w < FLOOR_W or h < FLOOR_H:
            event.prevent_default()
            floor = Size(max(w, FLOOR_W), max(h, FLOOR_H))
            self._floored = Resize(floor, floor)
            self.post_message(self._floored)
            for notice in self.screen.query(TooSmall):  # 1×1 to 2×2 is no resize at the floor
                notice.tell()

    # ---- settings and looks ------------------------------------------------------------------

    @property
    def look(self) -> Look:
        s = self.settings
        return Look.make(s.lang, s.ascii, s.theme != "light")

    def apply_theme(self) -> None:
        self.theme = THEMES.get(self.settings.theme, THEMES["dark"]).name

    def save_settings(self) -> None:
        """Keep the settings for the next run; where the config folder will not take them, say so
        once a run (they hold until the program ends)."""
        failed = self.settings.save(self.settings_path)
        if failed is None or self._settings_unsaved:
            return
        self._settings_unsaved = True
        folder = (self.settings_path or default_settings_path()).parent
        text = tr(self.settings.lang, "menu.settings_unsaved", folder=str(folder), reason=failed)
        self.notify(text, severity="warning", timeout=10, markup=False)

    # ---- screens -----------------------------------------------------------------------------

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Textual's, with a new screen's breakpoint classes given before it mounts (one styling
        of its widgets instead of two: see :mod:`.breakpoints`)."""
        if isinstance(screen, Screen) and not screen.is_attached:
            preset_breakpoints(screen, self.size, self.HORIZONTAL_BREAKPOINTS, self.VERTICAL_BREAKPOINTS)
            self._fresh.add(screen)
        return super().push_screen(screen, *args, **kwargs)

    def update_styles(self, node: DOMNode, animate: bool = True) -> None:
        """Textual's, less the first restyle of a whole screen just pushed: Textual restyles a
        screen as it resumes, which for a new screen comes right after each of its widgets was
        styled as it mounted (a second pass over every widget). Whichever whole-screen restyle
        comes first is skipped; any later one (a class changed, a theme) runs."""
        if isinstance(node, Screen) and node in self._fresh:
            self._fresh.discard(node)
            return
        super().update_styles(node, animate)

    def on_mount(self) -> None:
        """A game named on the command line (``play VARIANT``, ``resume ID``) opens without the
        menu, so leaving it returns to the shell (see :meth:`has_menu`); a save that does not
        resume opens the menu with its message."""
        if self.direct_game is not None:
            variant, humans, names, seed = self.direct_game
            self.start_game(variant, humans, names, seed, self.direct_levels)
            return
        if isinstance(self.resume, Path) and self.resume_game(self.resume):
            return
        self.push_screen(MenuScreen(self.settings, self.variants))
        if self.resume is True:
            self.show_saves()

    def start_game(
        self, variant: Variant, humans: list[bool], names: list[str], seed: int | None, levels: list[str] | None = None
    ) -> None:
        """``levels``: each seat's bot level (None: all ``normal``); an unknown one is shown, not raised."""
        # the engine and bots load when a game starts
        from ..play.session import Session

        if seed is None:
            seed = random.randrange(1_000_000)
        try:
            session = Session(variant, humans, names, seed, levels)
        except KeyError as e:
            self.notify(str(e.args[0]), severity="error", timeout=8)
            return
        self._sit(session)

    def _sit(self, session: Session, record: GameRecord | None = None) -> None:
        """Open the table of ``session`` (new, or resumed from ``record``): saved and counted as it
        goes, its default names shown in this app's language, whichever the game began in."""
        from .screens.table import TableScreen

        self._record(session, record)
        session.show_names_in(self.settings.lang)
        self.push_screen(TableScreen(session, self.look, self.settings.pace, self.settings.hints), self._table_closed)

    def _record(self, session: Session, record: GameRecord | None = None) -> None:
        """Save the game after every action (see :mod:`mahjong_tui.saves`) and count every
        finished hand in the statistics (:mod:`mahjong_tui.stats`)."""
        from ..saves.recorder import Recorder
        from ..stats.keeper import StatsKeeper
        from ..stats.tally import Who

        variant = session.variant
        recorder = self.recorder = Recorder.start(
            session,
            variant.preset,
            variant.options,
            record,
            on_error=lambda m: self.notify(m.text(self.settings.lang), severity="error", timeout=8, markup=False),
        )
        self.kept, self.kept_id = recorder.save_path, recorder.record.id
        summary = session.match_summary()
        players = [Who(name, level) for name, level in zip(summary.players, session.bot_levels, strict=True)]
        keeper = self.stats_keeper = StatsKeeper(
            recorder.record.id,
            variant.id,
            players,
            session.match_summary,
            on_problem=self._stats_problem,
        )
        saving = recorder.applied

        def applied(action: Action, events: list[Event]) -> None:
            saving(action, events)
            keeper.applied(action, events)

        session.on_applied = applied

    def _stats_problem(self, message: Message) -> None:
        """Told by the statistics' writer thread: show it on the UI's, in the app's language
        (nothing once closing)."""
        try:
            self.call_from_thread(self.notify, message.text(self.settings.lang), severity="warning", timeout=12)
        except RuntimeError:
            pass

    def kept_note(self) -> str:
        """After the app has closed: how to continue the game left at the table, if it is kept."""
        if self.kept is None or not self.kept.exists():
            return ""
        return self.look.t("app.kept", id=self.kept_id)  # in the table's language, as the quit dialog said it

    def show_statistics(self, variant_names: dict[str, str] | None = None) -> None:
        from .screens.statistics import StatisticsScreen  # the chart library loads when first asked for

        if self.stats_keeper is not None:
            self.stats_keeper.wait()  # the last hand's write, if it is still going on
        self.push_screen(StatisticsScreen(self.look, variant_names, self.settings.variant, self.ON_SERVER))

    def show_saves(self) -> None:
        from .screens.saves import SavesScreen  # reads the saves: the store and the engine load now

        self.push_screen(SavesScreen(self.settings.lang, self.variants), self._save_chosen)

    def _save_chosen(self, path: Path | None) -> None:
        if path is not None:
            self.resume_game(path)

    def resume_game(self, path: Path) -> bool:
        """Continue a saved game; an unusable save is moved aside with a message (False)."""
        from ..play.session import resume_session

        session, outcome = resume_session(path, self.variants)
        lang = self.settings.lang
        if session is None:
            self.notify(outcome.error.text(lang) if outcome.error else "", severity="error", timeout=12)
            return False
        if outcome.warning is not None:
            self.notify(outcome.warning.text(lang), severity="warning", timeout=8)
        self._sit(session, outcome.record)
        return True

    def _table_closed(self, _: None) -> None:
        if not self.has_menu():
            self.exit()

    def back_to_menu(self) -> None:
        """Close the table (and whatever is over it); the menu offers Continue, with the focus."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, MenuScreen):
            self.pop_screen()

        def focus_continue() -> None:
            found = self.screen.query("#menu-continue")
            if found:
                found.first().focus()

        self.call_after_refresh(focus_continue)

    def has_menu(self) -> bool:
        """Whether leaving the table goes back to a menu (a game started from the command line
        has none: leaving it quits)."""
        return any(isinstance(screen, MenuScreen) for screen in self.screen_stack)

    def action_confirm_quit(self) -> None:
        """Quit, asking first. A game opened from the menu goes back to the menu; the game is
        kept either way (it autosaves as it goes)."""
        if isinstance(self.screen, ConfirmScreen):
            return
        playing = any(screen.id == "table" for screen in self.screen_stack)
        to_menu = playing and self.has_menu()

        def answered(yes: bool | None) -> None:
            if yes and to_menu:
                self.back_to_menu()
            elif yes:
                self.exit()

        if to_menu:
            key = "confirm.leave_kept"
        else:
            key = "confirm.quit_kept_cli" if playing else "confirm.quit"
        self.push_screen(ConfirmScreen(tr(self.settings.lang, key), self.settings.lang), answered)
