"""Saved games and replays: a game is its variant, seed, players and the list of actions taken.

The engine is deterministic, so replaying the actions rebuilds the game exactly; a running digest
of the event log checks that it did. See :mod:`.store` for the file format and :mod:`.recorder`
for saving after every action.

The names below come from :mod:`.store` when first used: the menu asks only whether saves exist
(:func:`has_saves`), and importing the store imports the whole engine (some 30 ms of the start).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..datadir import saves_dir

if TYPE_CHECKING:  # pragma: no cover
    from .store import FORMAT, VERSION, GameRecord, SaveError, SaveInfo, list_saves, load_record, rebuild

__all__ = [
    "FORMAT",
    "VERSION",
    "GameRecord",
    "SaveError",
    "SaveInfo",
    "has_saves",
    "list_saves",
    "load_record",
    "rebuild",
]


def has_saves() -> bool:
    """Whether the saves folder holds any save (cheap: the files are not read)."""
    try:
        return any(saves_dir().glob("*.json"))
    except OSError:
        return False


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import store  # the store when first asked for (it loads the engine)

        return getattr(store, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
