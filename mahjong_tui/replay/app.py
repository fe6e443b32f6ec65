"""A small app around the replay screen, with the table's looks and stylesheet."""

from __future__ import annotations

from pathlib import Path

from textual.events import Mount

from ..ui import app as app_module
from ..ui.app import MahjongApp
from ..ui.settings import Settings
from .model import Replay
from .screen import ReplayScreen


class ReplayApp(MahjongApp):
    CSS_PATH = str(Path(app_module.__file__).parent / "mahjong.tcss")

    def __init__(self, replay: Replay, settings: Settings | None = None) -> None:
        super().__init__(settings)
        self.replay = replay

    def on_mount(self, event: Mount) -> None:
        event.prevent_default()  # not the menu
        self.push_screen(ReplayScreen(self.replay, self.look), lambda _: self.exit())
