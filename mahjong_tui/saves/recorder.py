"""Saving a game after every action, and keeping every finished hand's event log.

A :class:`Recorder` hangs on ``Session.on_applied`` (and ``Session.on_undone``). After each action it rewrites the save
(``saves/<id>.json``) atomically; when a hand ends it rewrites the replay
(``replays/<id>.json``) with the event log of every finished hand. When the match is over the
save is removed: the replay holds the whole game. The id is the program's: a new game's is made
here, a resumed game's is its file's name (:func:`.store.load_record`), and it is checked to be
a plain name, so a save never writes outside its folder.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..datadir import replays_dir, saves_dir
from ..engine.events import Event
from ..messages import Message, about_files
from ..table.actions import Action
from ..table.state import Phase
from .files import write_atomic
from .schema import plain_name
from .store import EventDigest, GameRecord, encode_action, event_dict, new_id, now_iso

_OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)


def hand_logs(events: list[Event], include_current: bool) -> list[dict[str, Any]]:
    """The event log split into hands (each starts with a ``hand_start`` event)."""
    hands: list[list[Event]] = []
    for e in events:
        if e.kind == "hand_start" or not hands:
            hands.append([])
        hands[-1].append(e)
    if not include_current and hands:
        hands = hands[:-1]
    return [
        {
            "hand_no": (h[0].data.get("hand_no") if h[0].kind == "hand_start" else i + 1),
            "events": [event_dict(e) for e in h],
        }
        for i, h in enumerate(hands)
    ]


class Recorder:
    def __init__(
        self,
        game: Any,
        record: GameRecord,
        saves: Path,
        replays: Path,
        on_error: Callable[[Message], None] | None = None,
    ) -> None:
        if not plain_name(record.id):
            raise ValueError(f"a save's id must be a plain name, not {record.id!r}")
        self.game = game
        self.record = record
        self.save_path = saves / f"{record.id}.json"
        self.replay_path = replays / f"{record.id}.json"
        self.on_error = on_error
        self.failed: Message | None = None
        """Why the last write failed (told through ``on_error`` once, until a write succeeds)."""
        self.digest = EventDigest()
        self.digest.feed(game.events)

    @classmethod
    def start(
        cls,
        session: Any,
        preset: str,
        options: dict[str, Any],
        record: GameRecord | None = None,
        on_error: Callable[[Message], None] | None = None,
    ) -> Recorder:
        """Record ``session`` (a new record, or the one it was resumed from) and save once now."""
        game = session.game
        saves, replays = saves_dir(), replays_dir()
        if record is None:
            record = GameRecord(
                variant=game.variant.id,
                seed=game.seed,
                humans=list(session.human),
                names=list(game.player_names),
                levels=list(session.levels),
                preset=preset,
                options=dict(options),
            )
            while (saves / f"{record.id}.json").exists() or (replays / f"{record.id}.json").exists():
                record.id = new_id()  # two games begun in one second: never overwrite the other
        rec = cls(game, record, saves, replays, on_error)
        session.on_applied = rec.applied
        session.on_undone = rec.undone
        if not game.over:
            rec.save()
        return rec

    def applied(self, action: Action, events: list[Event]) -> None:
        self.record.actions.append(encode_action(action))
        self.digest.feed(events)
        game = self.game
        hand_ended = any(e.kind == "hand_end" for e in events)
        if game.over:
            self.write_replay()
            self._remove_save()
            return
        self.save()
        if hand_ended:
            self.write_replay()

    def undone(self, game: Any, keep: int) -> None:
        """Moves were taken back (an undo in a practice game): ``game`` is the game rebuilt from
        the first ``keep`` actions. The save keeps only those, with a marker of the undo that the
        replay shows too; both files are written now."""
        record = self.record
        record.undos.append({"at": keep, "undone": len(record.actions) - keep})
        del record.actions[keep:]
        record.stand_in = [i for i in record.stand_in if i < keep]
        self.game = game
        self.digest = EventDigest()
        self.digest.feed(game.events)
        self.save()
        self.write_replay()

    def _summary(self) -> dict[str, Any]:
        g = self.game
        return {
            "hand_no": g.state.hand_no,
            "hands_played": g.match.hands_played,
            "scores": list(g.seat_scores()),
            "phase": g.phase.value,
        }

    def _stamp(self) -> None:
        r = self.record
        r.updated = now_iso()
        r.check = {"events": self.digest.count, "digest": self.digest.hexdigest()}
        r.summary = self._summary()

    def save(self) -> None:
        self._stamp()
        self.record.kind = "save"
        self._write(self.save_path, self.record.to_json())

    def write_replay(self) -> None:
        self._stamp()
        r = self.record
        r.kind = "replay"
        r.hands = hand_logs(self.game.events, include_current=self.game.phase in _OVER)
        try:
            self._write(self.replay_path, r.to_json())
        finally:
            r.kind, r.hands = "save", []

    def _remove_save(self) -> None:
        try:
            self.save_path.unlink(missing_ok=True)
        except OSError:
            pass

    def _write(self, path: Path, text: str) -> None:
        try:
            write_atomic(path, text)
        except OSError as e:
            message = about_files("save.unwritable", folder=str(path.parent), reason=e.strerror or str(e))
            if message != self.failed:
                self.failed = message
                if self.on_error is not None:
                    self.on_error(message)
        else:
            self.failed = None
