"""The statistics file: ``statistics.json`` in the data folder.

Format (``"format": "mahjong-tui/statistics"``, ``"version": 1``)::

    {"format", "version",
     "games": [{"id", "variant", "when", "players": [{"name", "level", "hands", "wins",
                "self_draws", "deal_ins", "value", "points", "best": {"value", "en", "zh"} | null}]}],
     "earlier": [{"variant", "name", "level", ...the same counts}]}

A game is stored whole under its save's id, and written again after each of its hands: a resumed
game replaces its entry, so no hand counts twice. The newest :data:`MAX_GAMES` games are kept one
by one (the charts draw them); older ones are folded into ``earlier``, so the totals lose nothing
and the file stays small. The file is read as hostile input (:mod:`mahjong_tui.safe_json`, every
key checked); one that does not read is moved aside, with a message, before a new one is begun.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..datadir import data_dir
from ..messages import Message, about_files
from ..safe_json import InputError, load_file, shown
from ..saves.files import move_aside, write_atomic
from .tally import Best, GameTally, Tally, Who

FORMAT = "mahjong-tui/statistics"
VERSION = 1
MAX_GAMES = 200
"""Games kept one by one; older ones are added into ``earlier``."""
MAX_PLAYERS = 4
MAX_EARLIER = 2000
"""Players × variants in ``earlier``."""
MAX_FILE_BYTES = 4 << 20
MAX_NAME = 64
MAX_COUNT = 10**12
NAME = "statistics.json"


def stats_path() -> Path:
    return data_dir() / NAME


def aside_folder() -> Path:
    return data_dir() / "unreadable"


class StatsError(ValueError):
    """The file's content is not a statistics file; ``str()`` is one line."""


@dataclass
class Stats:
    games: list[GameTally] = field(default_factory=list)
    earlier: list[tuple[str, Who, Tally]] = field(default_factory=list)
    """(variant, player, tally) of games no longer kept one by one."""


@dataclass
class Loaded:
    stats: Stats
    problem: Message | None = None
    """Why the file could not be read (it was moved aside, or could not be): one line."""
    writable: bool = True
    """False when a bad file is still in the way (moving it aside failed): never overwrite it."""


# ---- reading ---------------------------------------------------------------------------------


def _text(d: dict[str, Any], key: str, where: str, limit: int = MAX_NAME) -> str:
    v = d.get(key)
    if not isinstance(v, str) or len(v) > limit:
        raise StatsError(f"{where}.{key}: expected text of at most {limit} characters, got {shown(v)}")
    return v


def _count(d: dict[str, Any], key: str, where: str, signed: bool = False) -> int:
    v = d.get(key)
    if type(v) is not int or abs(v) > MAX_COUNT or (v < 0 and not signed):
        raise StatsError(f"{where}.{key}: expected a {'' if signed else 'non-negative '}whole number, got {shown(v)}")
    return v


def _dict(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise StatsError(f"{where}: expected an object, got {shown(v)}")
    return v


def _list(v: Any, where: str, limit: int) -> list[Any]:
    if not isinstance(v, list) or len(v) > limit:
        raise StatsError(f"{where}: expected a list of at most {limit} entries")
    return v


def _tally(d: dict[str, Any], where: str) -> Tally:
    t = Tally()
    for k in Tally.COUNTS:
        setattr(t, k, _count(d, k, where, signed=k == "points"))
    if t.wins > t.hands or t.self_draws > t.wins or t.deal_ins > t.hands:
        raise StatsError(f"{where}: more wins, self-draws or deal-ins than hands")
    best = d.get("best")
    if best is not None:
        b = _dict(best, f"{where}.best")
        t.best = Best(
            _count(b, "value", f"{where}.best", signed=True), _text(b, "en", where, 200), _text(b, "zh", where, 200)
        )
    return t


def _who(d: dict[str, Any], where: str) -> Who:
    return Who(_text(d, "name", where), _text(d, "level", where))


def parse(doc: Any) -> Stats:
    """The statistics in a parsed document (raises :class:`StatsError` saying what is wrong)."""
    d = _dict(doc, "the file")
    if d.get("format") != FORMAT:
        raise StatsError(f"not a statistics file (format {shown(d.get('format'))})")
    if d.get("version") != VERSION:
        raise StatsError(f"statistics version {shown(d.get('version'))}; this program reads version {VERSION}")
    stats = Stats()
    for i, g in enumerate(_list(d.get("games", []), "games", MAX_GAMES)):
        where = f"games[{i}]"
        gd = _dict(g, where)
        game = GameTally(_text(gd, "id", where), _text(gd, "variant", where), _text(gd, "when", where))
        for j, p in enumerate(_list(gd.get("players"), f"{where}.players", MAX_PLAYERS)):
            pd = _dict(p, f"{where}.players[{j}]")
            game.players.append((_who(pd, f"{where}.players[{j}]"), _tally(pd, f"{where}.players[{j}]")))
        stats.games.append(game)
    for i, e in enumerate(_list(d.get("earlier", []), "earlier", MAX_EARLIER)):
        where = f"earlier[{i}]"
        ed = _dict(e, where)
        stats.earlier.append((_text(ed, "variant", where), _who(ed, where), _tally(ed, where)))
    return stats


def load(path: Path | None = None) -> Loaded:
    """The statistics, or none yet. A file that does not read is moved aside (``problem`` says
    so and where to); if that fails, ``writable`` is False and the file is left untouched."""
    path = path if path is not None else stats_path()
    try:
        doc = load_file(path, max_bytes=MAX_FILE_BYTES)
        return Loaded(parse(doc))
    except FileNotFoundError:
        return Loaded(Stats())
    except (InputError, StatsError) as e:
        why = str(e)
    except OSError as e:
        return Loaded(
            Stats(), about_files("stats.cannot_read", path=str(path), reason=e.strerror or str(e)), writable=False
        )
    try:
        target = move_aside(path, aside_folder())
    except OSError as e:
        return Loaded(Stats(), about_files("stats.stuck", path=str(path), why=why, reason=str(e)), False)
    return Loaded(Stats(), about_files("stats.moved", why=why, target=str(target)))


# ---- writing ---------------------------------------------------------------------------------


def _player_dict(who: Who, tally: Tally) -> dict[str, Any]:
    return {"name": who.name, "level": who.level, **tally.as_dict()}


def dumps(stats: Stats) -> str:
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "games": [
            {"id": g.id, "variant": g.variant, "when": g.when, "players": [_player_dict(w, t) for w, t in g.players]}
            for g in stats.games
        ],
        "earlier": [{"variant": v, **_player_dict(w, t)} for v, w, t in stats.earlier],
    }
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def fold_oldest(stats: Stats) -> None:
    """Keep the newest :data:`MAX_GAMES` games; add the older ones into ``earlier``."""
    extra = len(stats.games) - MAX_GAMES
    if extra <= 0:
        return
    old, stats.games = stats.games[:extra], stats.games[extra:]
    index = {(v, w): t for v, w, t in stats.earlier}
    for g in old:
        for who, tally in g.players:
            key = (g.variant, who)
            if key not in index:
                index[key] = Tally()
                stats.earlier.append((g.variant, who, index[key]))
            index[key].add(tally)
    del stats.earlier[:-MAX_EARLIER]


def clip(text: str) -> str:
    return text[:MAX_NAME]


def record_game(game: GameTally, path: Path | None = None) -> Message | None:
    """Store ``game`` (replacing an earlier state of the same game); None or a one-line problem."""
    path = path if path is not None else stats_path()
    loaded = load(path)
    if not loaded.writable:
        return loaded.problem
    stats = loaded.stats
    game = GameTally(
        clip(game.id), clip(game.variant), game.when, [(Who(clip(w.name), clip(w.level)), t) for w, t in game.players]
    )
    stats.games = [g for g in stats.games if g.id != game.id] + [game]
    fold_oldest(stats)
    try:
        write_atomic(path, dumps(stats))
    except OSError as e:
        return about_files("stats.unwritable", path=str(path), reason=e.strerror or str(e))
    return loaded.problem


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")
