"""A small app around the replay screen, with the table's looks and stylesheet."""

from __future__ import annotations

from pathlib import Path

from textual import on
from textual.events import Mount

from ..ui import app as app_module
from ..ui.app import MahjongApp
from ..ui.settings import Settings
from .model import Replay
from .screen import ReplayScreen


class ReplayApp(MahjongApp):
    CSS_PATH = str(Path(app_module.__file__).parent / "mahjong.tcss")

    def __init__(self, replay: Replay, settings: Settings | None = None, start: int = 0) -> None:
        super().__init__(settings)
        self.replay = replay
        self.start = start

    @on(Mount)
    def _open_replay(self, event: Mount) -> None:
        """Runs before MahjongApp.on_mount, which opens the menu; the replay opens instead."""
        event.prevent_default()
        self.push_screen(ReplayScreen(self.replay, self.look, self.start), lambda _: self.exit())
