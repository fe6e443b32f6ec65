"""Continue a saved game: rebuild the session from the save's actions."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .store import GameRecord, SaveError, load_record, rebuild, set_aside


@dataclass
class Resumed:
    session: Any = None
    record: GameRecord | None = None
    error: str = ""
    """Set when the save could not be used (it has been moved aside)."""
    warning: str = ""


def resume_session(path: Path, catalog: Any = None) -> Resumed:
    from ..datadir import aside_dir
    from ..ui.session import Session

    try:
        rec = load_record(path)
        if rec.kind != "save":
            raise SaveError(f"{path.name} is a replay of a finished game; watch it with `mahjong-tui replay`")
        built = rebuild(rec, catalog)
        if built.game.over:
            raise SaveError(f"{path.name} holds a finished game; watch it with `mahjong-tui replay`")
    except SaveError as e:
        if path.exists() and _is_ours(path):
            return Resumed(error=set_aside(path, str(e), aside_dir()))
        return Resumed(error=str(e))
    session = Session(built.variant, rec.humans, rec.names, rec.seed)
    session.game = built.game
    warning = "" if built.matches else (
        "the rules changed since this game was saved: it was rebuilt from its moves, "
        "and may differ in details from what was on screen")
    return Resumed(session, rec, warning=warning)


def _is_ours(path: Path) -> bool:
    """Only files in the saves folder are moved aside; a file named on the command line stays."""
    from ..datadir import saves_dir

    try:
        return path.resolve().parent == saves_dir().resolve()
    except OSError:
        return False
