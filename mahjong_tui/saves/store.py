"""The save file: one JSON document per game.

Format (``"format": "mahjong-tui/game"``, ``"version": 1``)::

    {"format", "version", "kind": "save" | "replay", "id", "created", "updated",
     "variant", "preset", "options", "seed", "humans", "names",
     "actions": [{"type": "discard", "seat": 0, "tile": "5m"}, ...],   # defaults left out
     "check": {"events": 123, "digest": "sha256 of the event log"},
     "summary": {"hand_no", "hands_played", "scores", "phase"},
     "undos": [{"at": 57, "undone": 4}, ...],                          # only after an undo
     "stand_in": [12, 15, ...],        # moves a bot made for an absent person (shared tables)
     "hands": [{"hand_no": 1, "events": [...]}, ...]}                  # replays only

A file is read through :mod:`mahjong_tui.safe_json` and every key checked (:mod:`.schema`)
before anything uses it. A save's id is its file's name: the ``"id"`` inside a file is never
used as a path. Loading replays the actions through the engine and compares the event count
and digest, so a save that the current rules can no longer reproduce is noticed, not silently
played on.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from ..datadir import saves_dir
from ..engine.events import Event
from ..engine.game import Game
from ..messages import Message, about_files
from ..safe_json import InputError, load_file, loads
from ..table.actions import Act, Action
from ..variant_schema import VariantError
from ..variants import catalog as default_catalog
from ..variants.loader import resolve, unusable_files
from ..variants.model import Variant
from .files import clean_temporaries, move_aside
from .schema import (
    FORMAT,
    MAX_DEPTH,
    MAX_FILE_BYTES,
    VERSION,
    NotPlayableHere,
    SaveError,
    check_document,
    plain_name,
    shown_name,
)

_DEFAULTS: dict[str, Any] = {"tile": None, "tiles": [], "ready": False, "false_win": False, "choice": None}


def encode_action(a: Action) -> dict[str, Any]:
    return {k: v for k, v in a.as_dict().items() if k in ("type", "seat") or _DEFAULTS.get(k) != v}


def _jsonable(o: Any) -> Any:
    if isinstance(o, Message):
        return {"message": o.key, "args": o.args}
    if isinstance(o, Enum):
        return o.value
    if dataclasses.is_dataclass(o) and not isinstance(o, type):
        return dataclasses.asdict(o)
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    return str(o)


def event_dict(e: Event) -> dict[str, Any]:
    """An event as plain JSON data (messages become {"message": key, "args": ...})."""
    return json.loads(event_json(e))


def event_json(e: Event) -> str:
    return json.dumps(e.as_dict(), ensure_ascii=False, separators=(",", ":"), default=_jsonable)


class EventDigest:
    """A running sha256 over the event log, one JSON line per event."""

    def __init__(self) -> None:
        self._h = hashlib.sha256()
        self.count = 0

    def feed(self, events: list[Event]) -> None:
        for e in events:
            self._h.update(event_json(e).encode("utf-8") + b"\n")
        self.count += len(events)

    def hexdigest(self) -> str:
        return self._h.hexdigest()


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def new_id() -> str:
    import secrets

    return time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(2)


@dataclass
class GameRecord:
    variant: str
    seed: int
    humans: list[bool]
    names: list[str]
    preset: str = ""
    levels: list[str] = field(default_factory=list)
    """Each seat's bot level (a human seat's is its stand-in's); empty in saves from before
    levels, which load as all ``normal``."""
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[dict[str, Any]] = field(default_factory=list)
    id: str = field(default_factory=new_id)
    created: str = field(default_factory=now_iso)
    updated: str = ""
    kind: str = "save"
    check: dict[str, Any] = field(default_factory=dict)
    summary: dict[str, Any] = field(default_factory=dict)
    hands: list[dict[str, Any]] = field(default_factory=list)
    table: dict[str, Any] = field(default_factory=dict)
    """A shared table's seats (server saves only; see :mod:`mahjong_tui.net.table_saves`)."""
    undos: list[dict[str, Any]] = field(default_factory=list)
    """Each undo in a practice game, in order: ``{"at": moves kept, "undone": moves taken back}``
    (the replay viewer shows them); written only when there is one, so other saves read as before."""
    stand_in: list[int] = field(default_factory=list)
    """The numbers (0-based, in ``actions``) of the moves a bot made for a person's seat while
    nobody played it, at a shared table (the review leaves them out); written only when there
    is one: a game played alone or hot-seat saves as before, and a save from before has none."""

    def moves_in_hand(self) -> list[int]:
        """Each recorded action's move number in its own hand (1 = the hand's first action; the
        "next hand" actions between hands 0): how the review and the replay's undo marks number
        a move, as a person reviewing one hand counts (not "move 41" for a third hand's start)."""
        out: list[int] = []
        n = 0
        for a in self.actions:
            n = 0 if a.get("type") == Act.NEXT_HAND.value else n + 1
            out.append(n)
        return out

    def header(self) -> dict[str, Any]:
        head = {
            "format": FORMAT,
            "version": VERSION,
            "kind": self.kind,
            "id": self.id,
            "created": self.created,
            "updated": self.updated,
            "variant": self.variant,
            "preset": self.preset,
            "options": self.options,
            "seed": self.seed,
            "humans": self.humans,
            "names": self.names,
        }
        if self.levels:
            head["levels"] = self.levels
        if self.table:
            head["table"] = self.table
        return head

    def to_json(self) -> str:
        doc = self.header() | {"summary": self.summary, "check": self.check, "actions": self.actions}
        if self.undos:
            doc["undos"] = self.undos
        if self.stand_in:
            doc["stand_in"] = self.stand_in
        if self.kind == "replay":
            doc["hands"] = self.hands
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), default=_jsonable)

    @classmethod
    def from_text(cls, text: str | bytes, name: str = "the file", id: str | None = None) -> GameRecord:
        """Parse and check every key (raises :class:`SaveError` with a message for people).
        ``id``: the id the program gives it (from the file's name); else the document's own."""
        try:
            doc = loads(text, max_bytes=MAX_FILE_BYTES, max_depth=MAX_DEPTH)
        except InputError as e:
            raise SaveError.of("save.damaged", name=name, detail=str(e)) from None
        return cls(**check_document(doc, name, id))


def load_record(path: Path) -> GameRecord:
    """The record in the file ``path``; its id is the file's name without ``.json``."""
    name = shown_name(path.name)
    if not plain_name(path.stem):
        raise SaveError.of("save.misnamed", name=name)
    if path.is_symlink() or not path.is_file():
        raise SaveError.of("save.not_a_file", name=name)
    try:
        doc = load_file(path, max_bytes=MAX_FILE_BYTES, max_depth=MAX_DEPTH)
    except InputError as e:
        raise SaveError.of("save.damaged", name=name, detail=str(e)) from None
    except OSError as e:
        raise SaveError.of("save.cannot_read", name=name, reason=e.strerror or str(e)) from None
    return GameRecord(**check_document(doc, name, path.stem))


@dataclass
class Rebuilt:
    variant: Any
    game: Any
    matches: bool
    """The replayed event log has the recorded count and digest (False: the rules changed)."""


def load_variant_for(rec: GameRecord, catalog: Any = None) -> Any:
    cat = catalog if catalog is not None else default_catalog()
    try:
        vf = cat.get(rec.variant)
    except KeyError:
        error, variant, count = cat.error_for(rec.variant), repr(rec.variant), len(cat.errors)
        if error is not None:
            raise NotPlayableHere.of("save.variant_unusable", variant=variant, error=str(error)) from None
        if count:
            raise NotPlayableHere.of(
                "save.variant_missing_broken", variant=variant, unusable=unusable_files(count)
            ) from None
        raise NotPlayableHere.of("save.variant_missing", variant=variant) from None
    try:
        cfg, preset, chosen = resolve(vf, rec.preset or None, rec.options)
    except VariantError as e:
        where = f"{e.key}: " if e.key else ""
        raise NotPlayableHere.of("save.rules_unloadable", error=f"{where}{e.message}") from None
    return Variant(cfg, preset, chosen, vf.display_path)


def check_levels(rec: GameRecord, name: str) -> None:
    """Every bot level of the save is one this program has (:class:`SaveError` if not: a level
    is never quietly played as another)."""
    from ..bots.levels import check_level

    for level in rec.levels:
        try:
            check_level(level)
        except ValueError as e:
            raise NotPlayableHere.of("save.unknown_level", name=name, error=str(e)) from None


def rebuild_game(
    variant: Variant, players: int, seed: int, names: list[str], actions: Iterable[Action | dict[str, Any]]
) -> Game:
    """A game dealt again from its seed with ``actions`` (decoded, or as a save holds them)
    applied in order: how a save is continued, a replay shown and a move undone. Raises
    :class:`SaveError` naming the first move that cannot be replayed."""
    try:
        game = Game(variant, players, seed, names)
    except ValueError as e:
        raise SaveError.of("save.no_setup", error=str(e)) from None
    for i, d in enumerate(actions):
        try:
            game.apply(d if isinstance(d, Action) else Action.from_dict(d))
        except ValueError as e:  # IllegalAction, or a malformed action
            raise unreplayable_move(i, e) from None
    return game


def damaged_move(i: int, e: ValueError) -> SaveError:
    """The error of the recorded action ``i`` (from 0) that is no action (``e`` says why)."""
    return SaveError.of("save.move_damaged", n=i + 1, error=str(e))


def unreplayable_move(i: int, e: ValueError) -> SaveError:
    """The error of the recorded action ``i`` (from 0) that the game refuses (``e`` says why)."""
    return SaveError.of("save.move_unreplayable", n=i + 1, error=str(e))


def rebuild(rec: GameRecord, catalog: Any = None, upto: int | None = None) -> Rebuilt:
    """Replay the record's actions (the first ``upto``) through the engine."""
    variant = load_variant_for(rec, catalog)
    actions = rec.actions if upto is None else rec.actions[:upto]
    game = rebuild_game(variant, len(rec.humans), rec.seed, rec.names, actions)
    matches = True
    if upto is None and rec.check:
        digest = EventDigest()
        digest.feed(game.events)
        matches = digest.count == rec.check.get("events") and digest.hexdigest() == rec.check.get("digest")
    return Rebuilt(variant, game, matches)


@dataclass
class SaveInfo:
    path: Path
    record: GameRecord


def list_saves(folder: Path | None = None, aside: Path | None = None) -> tuple[list[SaveInfo], list[Message]]:
    """Saved games, newest first, and a message for every unreadable file (moved aside, to
    ``aside`` or the folder's ``unreadable`` folder)."""
    folder = folder or saves_dir()
    if not folder.is_dir():
        return [], []
    clean_temporaries(folder)
    out: list[SaveInfo] = []
    problems: list[Message] = []
    for path in folder.glob("*.json"):
        try:
            out.append(SaveInfo(path, load_record(path)))
        except SaveError as e:
            problems.append(set_aside(path, e.message, aside or folder / "unreadable"))
    out.sort(key=lambda i: i.record.updated or i.record.created, reverse=True)
    return out, problems


def refused(path: Path, e: Exception, folder: Path, why: Message | str = "") -> Message:
    """Why the file at ``path`` cannot be used (``why``, else ``e``'s message): a damaged file is
    moved aside to ``folder``; a sound one this program cannot play now is kept where it is."""
    reason = why or (e.message if isinstance(e, SaveError) else str(e))
    if isinstance(e, NotPlayableHere):
        return about_files("file.kept", why=reason, name=shown_name(path.name))
    return set_aside(path, reason, folder)


def set_aside(path: Path, why: Message | str, folder: Path) -> Message:
    """Move an unusable file out of the way; the message says why and where it went."""
    try:
        target = move_aside(path, folder)
    except OSError as e:
        return about_files("file.stuck", why=why, reason=e.strerror or str(e))
    return about_files("file.moved", why=why, target=shown_name(str(target)))
