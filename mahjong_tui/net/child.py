"""A connection's app process: ``python -m mahjong_tui.net.child --control-fd N --user NAME``.

Started by the server on its own pseudo-terminal. It opens with the lobby; playing alone runs the
ordinary menu and table in this process (saved in the user's own folder), shared tables run in
the server and this process only shows its seat.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import sys
import termios
from pathlib import Path
from typing import Any

from textual import on
from textual.events import Mount

from ..messages import Message, is_default_player_name
from ..ui import app as app_module
from ..ui.app import MahjongApp
from ..ui.i18n import tr
from ..ui.news import NEWS_SECONDS
from ..ui.screens.confirm import ConfirmScreen
from ..ui.screens.menu import MenuScreen
from ..ui.screens.table import TableScreen
from ..ui.screens.table_input import illegal_text
from ..ui.settings import Settings
from .lobby import CreateTableScreen, LobbyScreen
from .remote import Link, RemoteSession, RemoteTableScreen


class NetMenuScreen(MenuScreen):
    """The menu of a game alone over SSH: quitting it goes back to the lobby, not away."""

    def action_quit(self) -> None:
        app = self.app
        if isinstance(app, MahjongApp):
            app.action_confirm_quit()


class NetApp(MahjongApp):
    CSS_PATH = str(Path(app_module.__file__).parent / "mahjong.tcss")
    ON_SERVER = True

    def __init__(self, user: str, control_fd: int | None, settings: Settings, settings_path: Path) -> None:
        super().__init__(settings, settings_path)
        self.user = user
        self.link = Link(control_fd, self._message, self._handle_exception) if control_fd is not None else None
        self.lobby = LobbyScreen(user, settings.lang)
        self.remote: RemoteSession | None = None
        self.table: RemoteTableScreen | None = None

    @on(Mount)
    async def _open_lobby(self, event: Mount) -> None:
        """Runs before MahjongApp.on_mount, which opens the menu; the lobby opens instead."""
        event.prevent_default()
        self.push_screen(self.lobby)
        if self.link is not None:
            await self.link.start(self._lost)

    # ---- the lobby's entries ----------------------------------------------------------------------

    def lobby_entry(self, entry: str | None) -> None:
        if entry == "alone":
            self.push_screen(NetMenuScreen(self.settings, self.variants))
        elif entry == "continue":
            self.show_saves()
        elif entry == "create" and self.link is not None:
            from ..variants import catalog

            def made(request: dict[str, Any] | None) -> None:
                if request is not None and self.link is not None:
                    self.link.send(request)

            self.push_screen(
                CreateTableScreen(self.variants or catalog(), self.settings.lang, self.settings.variant), made
            )

    # ---- quitting: anywhere but the lobby, back to the lobby --------------------------------------

    def action_confirm_quit(self) -> None:
        """``q`` at a table or in the menu (and ctrl+c): ask, then back to the lobby, whose own
        quit ends the session."""
        if isinstance(self.screen, ConfirmScreen):
            return
        if self.screen is self.lobby or self.lobby not in self.screen_stack:
            super().action_confirm_quit()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.back_to_lobby()

        self.push_screen(ConfirmScreen(tr(self.settings.lang, self._back_question()), self.settings.lang), answered)

    def _back_question(self) -> str:
        """What going back to the lobby does to the game left: a shared seat goes to a bot, a
        game alone is saved; from the menu, nothing (the question had named both always)."""
        if self.table is not None:
            return "lobby.back_q.shared"
        if any(isinstance(s, TableScreen) for s in self.screen_stack):
            return "lobby.back_q.alone"
        return "lobby.back_q"

    def back_to_lobby(self) -> None:
        """Close every screen above the lobby (a game alone is saved; a shared seat goes to a bot)."""
        if self.table is not None:
            self._left_table(None)
        while self.screen is not self.lobby and len(self.screen_stack) > 1:
            self.pop_screen()

    def join_table(self, table_id: str | None) -> None:
        if self.link is not None and table_id and self.table is None:
            self.link.send({"op": "join", "table": table_id})

    # ---- from the server ---------------------------------------------------------------------------

    def _message(self, msg: Any) -> None:
        op = msg.get("op") if isinstance(msg, dict) else None
        if op == "tables":
            self.lobby.show_tables(msg["tables"])
        elif op == "joined":
            self._joined(msg)
        elif op == "state" and self.remote is not None:
            for news in self.remote.update(msg):
                self.notify(self.look.say(news), timeout=NEWS_SECONDS)
            if self.table is None:
                self.table = RemoteTableScreen(self.remote, self.look, 0.0, self.settings.hints)
                self.push_screen(self.table, self._left_table)
            else:
                self.table.news()
        elif op == "review" and self.remote is not None:
            self.remote.reviewed(msg)
        elif op == "error":
            reason = msg.get("reason")  # the engine's refusal of this seat's action
            notice = msg.get("notice")  # the server's refusal of a request (a seat, a table)
            if isinstance(reason, Message):
                said = illegal_text(self.look, reason)
            elif isinstance(notice, Message):
                said = self.look.say(notice)
            else:
                said = str(msg.get("message"))
            self.notify(said, severity="error", timeout=6)
            if self.remote is not None and self.table is not None:
                self.remote.pending = False
                self.table.news()

    def _joined(self, msg: dict[str, Any]) -> None:
        from ..saves.store import GameRecord, SaveError, load_variant_for

        rec = GameRecord(
            variant=msg["variant"],
            seed=0,
            humans=[],
            names=[],
            preset=msg.get("preset") or "",
            options=msg.get("options") or {},
        )
        try:
            variant = load_variant_for(rec, self.variants)
        except SaveError as e:
            self.notify(e.message.text(self.settings.lang), severity="error")
            return
        assert self.link is not None
        self.remote = RemoteSession(variant, int(msg["seat"]), int(msg["n"]), self.link.send, self.settings.lang)

    def _left_table(self, _: None) -> None:
        if self.link is not None:
            self.link.send({"op": "leave"})
        self.remote = None
        self.table = None

    def _lost(self) -> None:
        self.exit(return_code=3, message="mahjong-tui: " + tr(self.settings.lang, "lobby.lost"))


def _take_terminal() -> None:
    """Make the pty on stdin this session's controlling terminal (window-size changes arrive)."""
    try:
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    except OSError:
        pass


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="mahjong-tui-child")
    p.add_argument("--control-fd", type=int)
    p.add_argument("--user", default=os.environ.get("MAHJONG_TUI_SSH_USER", "player"))
    p.add_argument("--pace", type=float)
    args = p.parse_args(argv)
    _take_terminal()
    from ..datadir import data_dir

    settings_path = data_dir() / "settings.json"
    settings = Settings.load(settings_path)
    if args.pace is not None:
        settings.pace = args.pace
    name_after_user(settings, args.user)
    app = NetApp(args.user, args.control_fd, settings, settings_path)
    app.run()
    return app.return_code or 0


def name_after_user(settings: Settings, user: str) -> None:
    """Give the first seat the SSH user's name unless a human seat has a name someone typed
    (a default name, ``Player`` or ``玩家``, is not one)."""
    if not any(s.human and s.name.strip() and not is_default_player_name(s.name) for s in settings.seats):
        settings.seats[0].name = user[:16]


if __name__ == "__main__":
    sys.exit(main())
