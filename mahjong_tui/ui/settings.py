"""The player's settings, kept as JSON in the user's config folder.

The folder is ``$MAHJONG_TUI_CONFIG_DIR`` when set (as for variant files), else the
platform's config folder for ``mahjong-tui``.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..safe_json import InputError, load_file
from ..saves.schema import short_line
from .i18n import LANGS

CONFIG_ENV = "MAHJONG_TUI_CONFIG_DIR"
PACES: tuple[float, ...] = (0.0, 0.3, 0.6, 1.0, 1.5)


def config_dir() -> Path:
    env = os.environ.get(CONFIG_ENV)
    if env:
        return Path(env)
    from platformdirs import user_config_dir

    return Path(user_config_dir("mahjong-tui"))


def settings_path() -> Path:
    return config_dir() / "settings.json"


@dataclass
class SeatSetup:
    human: bool = False
    name: str = ""
    level: str = "normal"
    """The bot level of this seat when a bot plays it (see :mod:`mahjong_tui.bots.levels`)."""


def _default_seats() -> list[SeatSetup]:
    """Bots are named by their seat, as on the command line (``--seats human,bot,bot,bot``) and
    for a seat left nameless in the menu: Bot 2, Bot 3, Bot 4."""
    return [SeatSetup(True, "Player"), SeatSetup(False, "Bot 2"), SeatSetup(False, "Bot 3"), SeatSetup(False, "Bot 4")]


def _seat_name(name: object) -> str:
    """A seat's name from the file, or "" (the seat's default name) for one a save could not keep."""
    return name if isinstance(name, str) and short_line(name) else ""


@dataclass
class Settings:
    lang: str = "en"
    ascii: bool = False
    theme: str = "dark"
    pace: float = 0.6
    """Seconds a bot takes for a visible action; 0 = instant."""
    hints: bool = False
    variant: str = "mcr"
    preset: str = ""
    options: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Option values per variant id."""
    players: int = 4
    seats: list[SeatSetup] = field(default_factory=_default_seats)
    seed: str = ""

    def variant_options(self, variant_id: str) -> dict[str, Any]:
        return dict(self.options.get(variant_id, {}))

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, indent=2)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        s = cls()
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                continue
            if key == "seats":
                if isinstance(value, list):
                    seats = [
                        SeatSetup(bool(d.get("human")), _seat_name(d.get("name")), str(d.get("level", "normal")))
                        for d in value
                        if isinstance(d, dict)
                    ]
                    s.seats = (seats + _default_seats()[len(seats) :])[:4]
                continue
            default = getattr(s, key)
            if isinstance(default, bool) and isinstance(value, bool):
                setattr(s, key, value)
            elif isinstance(default, float) and isinstance(value, (int, float)) and not isinstance(value, bool):
                setattr(s, key, float(value))
            elif (
                (isinstance(default, int) and not isinstance(default, bool) and isinstance(value, int))
                or (isinstance(default, str) and isinstance(value, str))
                or (isinstance(default, dict) and isinstance(value, dict))
            ):
                setattr(s, key, value)
        if s.lang not in LANGS:
            s.lang = "en"
        if s.theme not in ("dark", "light"):
            s.theme = "dark"
        s.pace = max(0.0, min(5.0, s.pace))
        s.players = max(2, min(4, s.players))
        return s

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or settings_path()
        try:
            data = load_file(path)
        except (OSError, InputError):
            return cls()
        return cls.from_dict(data) if isinstance(data, dict) else cls()

    def save(self, path: Path | None = None) -> str | None:
        """Write the settings; why they could not be (the folder not writable), nothing raised."""
        path = path or settings_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(self.to_json(), encoding="utf-8")
            tmp.replace(path)
        except OSError as e:
            return e.strerror or str(e)
        return None
