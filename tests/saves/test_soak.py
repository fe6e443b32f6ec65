"""Soak: bots play every variant while the save files are killed mid-write and damaged at random.
Nothing crashes, and nothing is lost: a killed write leaves the previous save, which continues
the game; a damaged file is moved aside byte for byte; the game in play is saved again; at the
end the save (or the replay) rebuilds exactly the game that was played."""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.datadir import aside_dir, replays_dir, saves_dir
from mahjong_tui.play.session import Session, resume_session
from mahjong_tui.saves import files
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.saves.store import EventDigest, list_saves, load_record, rebuild
from mahjong_tui.table.state import Phase
from mahjong_tui.variants import catalog, load_variant

from .damage import assert_handled, damage

HANDS = 6
"""Hands played per variant (at least; until each harm came twice, or the match is over)."""
GAP = (2, 30)
"""Actions between two harms: a random number in this range."""


class _Killed(BaseException):
    """The process dies here (a BaseException: nothing in the program catches it)."""


class _UnsyncedOs:
    """``os`` for :mod:`mahjong_tui.saves.files` without ``fsync``: waiting for the disk tells
    nothing here (a killed process loses nothing it wrote; ``test_killed`` kills a real one)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    @staticmethod
    def fsync(fd: int) -> None:
        pass


class _TornOs(_UnsyncedOs):
    """... whose next write stops halfway and dies."""

    @staticmethod
    def write(fd: int, data: bytes) -> int:
        os.write(fd, bytes(data[: max(1, len(data) // 2)]))
        raise _Killed


def _digest(game: Any) -> tuple[int, str]:
    d = EventDigest()
    d.feed(game.events)
    return d.count, d.hexdigest()


class _Soak:
    def __init__(self, vid: str, rng: random.Random, monkeypatch: pytest.MonkeyPatch) -> None:
        self.rng, self.monkeypatch = rng, monkeypatch
        v = self.variant = load_variant(vid)
        n = max(v.seats)
        self.session = Session(
            v, [True] + [False] * (n - 1), ["Ann"] + [f"Bot {i}" for i in range(1, n)], rng.randrange(1_000_000)
        )
        self.recorder = Recorder.start(self.session, v.preset, v.options)
        self.path = saves_dir() / f"{self.recorder.record.id}.json"
        self.bots = {s: BaselineBot(v, 100 + s) for s in range(n)}
        self.made: list[bytes] = []
        """Every damaged file this soak wrote: none may be lost."""
        self.counts = {"kill": 0, "copy": 0, "live": 0}

    def run(self) -> None:
        harms = {"kill": self.kill_and_restart, "copy": self.damaged_copy, "live": self.damage_in_play}
        order: list[str] = []
        due = self.rng.randint(*GAP)
        g = self.session.game
        while not g.over and (g.match.hands_played < HANDS or min(self.counts.values()) < 2):
            due -= 1
            if due:
                self.step()
            else:
                if not order:
                    order = self.rng.sample(sorted(harms), len(harms))
                kind = order.pop()
                self.counts[kind] += 1
                harms[kind]()
                due = self.rng.randint(*GAP)
            g = self.session.game
        self.check_nothing_lost()

    def step(self) -> None:
        s, g = self.session, self.session.game
        if g.phase is Phase.HAND_OVER:
            s.next_hand()
        else:
            seat = g.to_act()[0]
            s.apply(self.bots[seat].choose(g.view(seat)))

    def kill_and_restart(self) -> None:
        """The next save is torn by a kill; the program starts again and continues the game."""
        before = self.path.read_bytes()
        with self.monkeypatch.context() as m, pytest.raises(_Killed):
            m.setattr(files, "os", _TornOs())
            self.step()
        assert self.path.read_bytes() == before, "a torn write never touches the save"
        assert list(saves_dir().glob(".*.tmp")), "the torn temporary file is beside it"
        session, out = resume_session(self.path)
        assert session is not None and not out.warning, out.error
        assert out.record is not None and len(out.record.actions) == len(json.loads(before)["actions"])
        self.session = session
        self.recorder = Recorder.start(session, self.variant.preset, self.variant.options, out.record)

    def damaged_copy(self) -> None:
        """A damaged file beside the game in play: coped with, and the game is still listed."""
        data = damage(self.path.read_bytes(), self.rng)
        copy = saves_dir() / f"copy-{len(self.made)}.json"
        copy.write_bytes(data)
        self.made.append(data)
        assert_handled(copy, data)
        assert self.path in [s.path for s in list_saves()[0]]

    def damage_in_play(self) -> None:
        """The save of the game in play is damaged and the program restarts: the file is coped
        with (moved aside unless still good), and the game, still in memory, is saved again."""
        data = damage(self.path.read_bytes(), self.rng)
        self.path.write_bytes(data)
        if assert_handled(self.path, data) == "aside":
            self.made.append(data)  # (a file still good is the game's own: the next save replaces it)
        self.recorder.save()

    def check_nothing_lost(self) -> None:
        kept = [
            p.read_bytes()
            for folder in (saves_dir(), aside_dir())
            if folder.is_dir()
            for p in folder.iterdir()
            if p.is_file()
        ]
        assert all(data in kept for data in self.made), "a damaged file was lost"
        game = self.session.game
        if game.over:
            record = load_record(replays_dir() / self.path.name)
            assert not self.path.exists()
        else:
            record = load_record(self.path)
        built = rebuild(record)
        assert built.matches and _digest(built.game) == _digest(game)


@pytest.mark.slow
def test_bots_play_every_variant_while_its_saves_are_killed_and_damaged(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(files, "os", _UnsyncedOs())
    totals = {"kill": 0, "copy": 0, "live": 0}
    ids = catalog().ids()
    assert len(ids) >= 14
    for vid in ids:
        soak = _Soak(vid, random.Random(f"soak-{vid}"), monkeypatch)
        soak.run()
        assert soak.session.game.over or min(soak.counts.values()) >= 2, (vid, soak.counts)
        for k, v in soak.counts.items():
            totals[k] += v
    assert all(v >= 2 * len(ids) for v in totals.values()), totals  # every harm, in every variant
