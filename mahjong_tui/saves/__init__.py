"""Saved games and replays: a game is its variant, seed, players and the list of actions taken.

The engine is deterministic, so replaying the actions rebuilds the game exactly; a running digest
of the event log checks that it did. See :mod:`.store` for the file format and :mod:`.recorder`
for saving after every action.
"""

from .store import FORMAT, VERSION, GameRecord, SaveError, SaveInfo, list_saves, load_record, rebuild

__all__ = ["FORMAT", "VERSION", "GameRecord", "SaveError", "SaveInfo", "list_saves", "load_record", "rebuild"]
