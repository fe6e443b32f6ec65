"""Continue a saved game: rebuild the game from the save's actions (the UI makes a session of
it: :func:`mahjong_tui.play.session.resume_session`).

Only a file in the saves folder is continued (:func:`.places.in_folder`): the game goes on
being saved there, under the same name.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..datadir import aside_dir, saves_dir
from ..messages import Message, msg
from .places import in_folder
from .schema import shown_name
from .store import GameRecord, Rebuilt, SaveError, check_levels, load_record, rebuild, refused


@dataclass
class Resumed:
    record: GameRecord | None = None
    rebuilt: Rebuilt | None = None
    """The variant and the game, rebuilt from the save's actions."""
    error: Message | None = None
    """Set when the save could not be used (it has been moved aside)."""
    warning: Message | None = None


def load_save(path: Path) -> GameRecord:
    """The save at ``path`` in the saves folder, read and checked but not replayed; raises
    :class:`SaveError` (the file stays where it is)."""
    if not in_folder(path, saves_dir()):
        raise outside_saves(str(path))
    rec = load_record(path)
    if rec.kind != "save":
        raise SaveError.of("save.is_replay", name=shown_name(path.name))
    return rec


def outside_saves(name: str) -> SaveError:
    """The error of a file named ``name`` that is not in the saves folder (never continued)."""
    return SaveError.of("save.outside", name=shown_name(name), folder=str(saves_dir()))


def check_save(path: Path) -> Message | None:
    """None when ``path`` reads as a save; else why not (a file in the saves folder is moved aside)."""
    try:
        load_save(path)
    except SaveError as e:
        return _refused(path, e)
    return None


def resume_game(path: Path, catalog: Any = None) -> Resumed:
    """The save at ``path`` rebuilt to be played on, or why it cannot be (then moved aside)."""
    try:
        rec = load_save(path)
        check_levels(rec, shown_name(path.name))
        built = rebuild(rec, catalog)
        if built.game.over:
            raise SaveError.of("save.finished", name=shown_name(path.name))
    except SaveError as e:
        return Resumed(error=_refused(path, e))
    return Resumed(rec, built, warning=None if built.matches else msg("save.rules_changed"))


def _refused(path: Path, e: SaveError) -> Message:
    """Only files in the saves folder are moved aside; anything else stays where it is."""
    if in_folder(path, saves_dir()):
        return refused(path, e, aside_dir())
    return e.message
