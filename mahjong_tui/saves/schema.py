"""What a save or replay file may hold. Every key is checked (type, size, range) before the
program uses it, so a damaged or crafted file is refused with its name and the key, and never
reaches the engine or the screen as something else."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..messages import Message, about_files
from ..safe_json import shown
from ..table.actions import Action
from ..table.seed import check_seed

FORMAT = "mahjong-tui/game"
VERSION = 1
MAX_FILE_BYTES = 16 << 20
"""A whole match's replay is a few hundred kB."""
MAX_DEPTH = 16
"""A replay nests 8 deep."""
MAX_PLAYERS = 8
MAX_ACTIONS = 100_000
MAX_COUNT = 16 * MAX_ACTIONS
"""The most of anything a game counts (its events: a move makes a few, a deal a few dozen)."""
MAX_SCORE = 10**12
"""Far beyond any match's total: a score past it was written by hand, not by a game."""
MAX_TEXT = 100
MAX_OPTIONS = 64

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_DIGEST = re.compile(r"[0-9a-f]{64}")
_KINDS = ("save", "replay")


class SaveError(Exception):
    """A file that cannot be used as a save or replay: ``message`` says why, in one line, in any
    language (a catalog message); ``str()`` is its English, as the logs and the command line say it."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message

    @classmethod
    def of(cls, key: str, **args: object) -> SaveError:
        """The error of the catalog message ``key`` with ``args``."""
        return cls(about_files(key, **args))

    def __reduce__(self) -> tuple[type, tuple[Message]]:  # sent between processes whole, not as its English
        return (type(self), (self.message,))


class NotPlayableHere(SaveError):
    """A sound file this program cannot play now: its variant does not load here (a house-rule
    file broken or gone for the moment), or it has bots of a level this program lacks. The file
    is kept where it is, to be played once it can be."""


class _Bad(ValueError):
    """A value is wrong: ``str()`` is ``where: why`` (``actions[3].seat: ...``)."""

    def __init__(self, why: str, where: str = "") -> None:
        super().__init__(why)
        self.why, self.where = why, where

    def inside(self, step: str) -> _Bad:
        return _Bad(self.why, step + self.where)

    def __str__(self) -> str:
        return f"{self.where.lstrip('.')}: {self.why}" if self.where else self.why


def plain_name(name: str) -> bool:
    """Can ``name`` be a save's id, its file being ``<name>.json``: a plain name of printable
    characters, without a folder, not hidden."""
    return (
        0 < len(name) <= MAX_TEXT
        and not name.startswith(".")
        and "/" not in name
        and "\\" not in name
        and name.isprintable()
    )


def shown_name(name: str) -> str:
    """A file name as it may appear in a one-line message."""
    return name if name.isprintable() else shown(name)


def check_document(doc: Any, name: str, file_id: str | None = None) -> dict[str, Any]:
    """The fields of a :class:`~.store.GameRecord` from a parsed file, or :class:`SaveError`.

    ``file_id`` is the id the program derives from the file's name; without it the document's
    own ``id`` is used, and must be a :func:`plain_name`."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError.of("save.not_a_save", name=name)
    version = doc.get("version")
    if type(version) is int and version > VERSION:
        raise SaveError.of("save.newer", name=name, version=version, supported=VERSION)
    try:
        if type(version) is not int or version < 1:
            raise _Bad(f"not a format number: {shown(version)} (this mahjong-tui reads {VERSION})", ".version")
        fields = _fields(doc)
        fields["id"] = file_id if file_id is not None else _get(doc, "id", _plain_name)
    except _Bad as e:
        raise SaveError.of("save.damaged", name=name, detail=str(e)) from None
    return fields


def _fields(doc: dict[str, Any]) -> dict[str, Any]:
    humans = _get(doc, "humans", _list_of(_bool, 1, MAX_PLAYERS))
    names = _get(doc, "names", _list_of(_text, len(humans), len(humans)))
    actions = _get(doc, "actions", _actions(len(humans)))
    return {
        "variant": _get(doc, "variant", _text),
        "seed": _get(doc, "seed", _seed),
        "humans": humans,
        "names": names,
        "levels": _get(doc, "levels", _list_of(_level, len(humans), len(humans)), []),
        "preset": _get(doc, "preset", _text, ""),
        "options": _get(doc, "options", _options, {}),
        "actions": actions,
        "created": _get(doc, "created", _text, ""),
        "updated": _get(doc, "updated", _text, ""),
        "kind": _get(doc, "kind", _kind, "save"),
        "check": _get(doc, "check", _check, {}),
        "summary": _get(doc, "summary", _summary, {}),
        "hands": _get(doc, "hands", _hands, []),
        "table": _get(doc, "table", _dict, {}),
        "undos": _get(doc, "undos", _undos, []),
        "stand_in": _get(doc, "stand_in", _stand_in(actions, humans), []),
    }


_MISSING = object()


def _get(doc: dict[str, Any], key: str, check: Callable[[Any], Any], default: Any = _MISSING) -> Any:
    value = doc.get(key, _MISSING)
    if value is _MISSING or value is None and default is not _MISSING:
        if default is _MISSING:
            raise _Bad("missing", f".{key}")
        return default
    try:
        return check(value)
    except _Bad as e:
        raise e.inside(f".{key}") from None


# ---- checks of one value: return it (perhaps normalised) or raise _Bad --------------------------


def _bool(v: Any) -> bool:
    if type(v) is not bool:
        raise _Bad(f"not true or false: {shown(v)}")
    return v


def _int(v: Any) -> int:
    if type(v) is not int:
        raise _Bad(f"not a whole number: {shown(v)}")
    return v


def _seed(v: Any) -> int:
    try:
        return check_seed(v)
    except ValueError as e:
        raise _Bad(str(e)) from None


def _count(v: Any) -> int:
    if type(v) is not int or not 0 <= v <= MAX_COUNT:
        raise _Bad(f"not a count: {shown(v)}")
    return v


def _score(v: Any) -> int | float:
    if type(v) not in (int, float):
        raise _Bad(f"not a number: {shown(v)}")
    if not -MAX_SCORE <= v <= MAX_SCORE:  # finite already: the reader refuses NaN and infinities
        raise _Bad(f"not a score: {shown(v)}")
    return v


def short_line(v: object) -> bool:
    """Is ``v`` text a save keeps as it is (a seat's name, a date): at most :data:`MAX_TEXT`
    characters, no control characters? A game must not begin with a name that is not: its save
    would be refused as damaged."""
    return isinstance(v, str) and len(v) <= MAX_TEXT and not _CONTROL.search(v)


def _text(v: Any) -> str:
    if not short_line(v):
        raise _Bad(f"not a short line of text: {shown(v)}")
    return v


def _plain_name(v: Any) -> str:
    if not isinstance(v, str) or not plain_name(v):
        raise _Bad(f"not a plain name: {shown(v)}")
    return v


def _level(v: Any) -> str:
    """A bot level's name (whether this program knows it is asked when the game is rebuilt)."""
    if not isinstance(v, str) or not re.fullmatch(r"[a-z][a-z0-9_-]{0,31}", v):
        raise _Bad(f"not a bot level: {shown(v)}")
    return v


def _kind(v: Any) -> str:
    if v not in _KINDS:
        raise _Bad(f"not 'save' or 'replay': {shown(v)}")
    return str(v)


def _dict(v: Any) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise _Bad(f"not an object: {shown(v)}")
    return v


def _list_of(check: Callable[[Any], Any], least: int, most: int) -> Callable[[Any], list[Any]]:
    def checked(v: Any) -> list[Any]:
        if not isinstance(v, list) or not least <= len(v) <= most:
            size = f"{least}" if least == most else f"{least} to {most}"
            raise _Bad(f"not a list of {size}: {shown(v)}")
        out = []
        for i, item in enumerate(v):
            try:
                out.append(check(item))
            except _Bad as e:
                raise e.inside(f"[{i}]") from None
        return out

    return checked


def _options(v: Any) -> dict[str, Any]:
    if not isinstance(v, dict) or len(v) > MAX_OPTIONS:
        raise _Bad(f"not an object of options: {shown(v)}")
    for key, value in v.items():
        if not isinstance(key, str) or not plain_name(key):
            raise _Bad(f"not an option's name: {shown(key)}")
        if type(value) not in (bool, int, float, str) or isinstance(value, str) and _CONTROL.search(value):
            raise _Bad(f"not an option's value: {shown(value)}", f".{key}")
    return dict(v)


def _actions(players: int) -> Callable[[Any], list[dict[str, Any]]]:
    def action(v: Any) -> dict[str, Any]:
        try:
            a = Action.from_dict(v)
        except ValueError as e:
            key, _, why = str(e).partition(": ")
            raise (_Bad(why, f".{key}") if why and key.isidentifier() else _Bad(str(e))) from None
        if a.seat >= players:
            raise _Bad(f"no seat {a.seat} among {players} players", ".seat")
        return v

    return _list_of(action, 0, MAX_ACTIONS)


def _stand_in(actions: list[dict[str, Any]], humans: list[bool]) -> Callable[[Any], list[int]]:
    """The moves a bot made for an absent person: numbers of ``actions``, each a person's seat's
    move, each once and in order."""

    def move(v: Any) -> int:
        if type(v) is not int or not 0 <= v < len(actions):
            raise _Bad(f"not a move of this game: {shown(v)}")
        if not humans[actions[v]["seat"]]:
            raise _Bad(f"move {v} is a bot seat's, not a person's")
        return v

    def checked(v: Any) -> list[int]:
        moves: list[int] = _list_of(move, 0, len(actions))(v)
        for i in range(1, len(moves)):
            if moves[i] <= moves[i - 1]:
                raise _Bad(f"not after move {moves[i - 1]}: {moves[i]}", f"[{i}]")
        return moves

    return checked


def _check(v: Any) -> dict[str, Any]:
    v = _dict(v)
    if not v:
        return {}
    out = {"events": _get(v, "events", _count), "digest": _get(v, "digest", _text)}
    if not _DIGEST.fullmatch(out["digest"]):
        raise _Bad(f"not a sha256 digest: {shown(out['digest'])}", ".digest")
    return out


def _summary(v: Any) -> dict[str, Any]:
    """Only what the lists of saves show; other keys are dropped."""
    v = _dict(v)
    checks: dict[str, Callable[[Any], Any]] = {
        "hand_no": _count,
        "hands_played": _count,
        "phase": _text,
        "scores": _list_of(_score, 0, MAX_PLAYERS),
    }
    out = {}
    for key, check in checks.items():
        if key in v:
            out[key] = _get(v, key, check)
    return out


def _hand(v: Any) -> dict[str, Any]:
    v = _dict(v)
    return {
        "hand_no": _get(v, "hand_no", _count, None),
        "events": _get(v, "events", _list_of(_dict, 0, MAX_ACTIONS * 4)),
    }


_hands = _list_of(_hand, 0, MAX_ACTIONS)


def _undo(v: Any) -> dict[str, Any]:
    """One undo's marker: the moves kept, and how many were taken back."""
    v = _dict(v)
    return {"at": _get(v, "at", _count), "undone": _get(v, "undone", _count)}


_undos = _list_of(_undo, 0, MAX_ACTIONS)
