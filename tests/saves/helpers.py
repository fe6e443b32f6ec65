"""Play a session headless (every seat by a bot) with the autosave attached."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.datadir import saves_dir
from mahjong_tui.play.session import Session
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.table.state import Phase
from mahjong_tui.variants import load_variant


def recorded_session(variant: str = "plain", seed: int = 3, preset: str | None = None) -> tuple[Session, Recorder]:
    v = load_variant(variant, preset)
    n = max(v.seats)
    humans = [True] + [False] * (n - 1)
    names = ["Ann"] + [f"Bot {i}" for i in range(1, n)]
    session = Session(v, humans, names, seed)
    return session, Recorder.start(session, v.preset, v.options)


def play(session: Session, actions: int | None = None, hands: int | None = None) -> None:
    """Apply ``actions`` actions, or play until ``hands`` hands ended, or to the match's end."""
    bots = {s: BaselineBot(session.variant, 100 + s) for s in range(session.game.n)}
    done = 0
    g = session.game
    while not g.over:
        if actions is not None and done >= actions:
            return
        if g.phase is Phase.HAND_OVER:
            if hands is not None and g.match.hands_played >= hands:
                return
            session.next_hand()
        else:
            seat = g.to_act()[0]
            session.apply(bots[seat].choose(g.view(seat)))
        done += 1


def good_save(actions: int = 6, seed: int = 2) -> dict[str, Any]:
    """A save's document (a game of "plain" after ``actions`` actions); no file is left behind."""
    session, rec = recorded_session(seed=seed)
    play(session, actions=actions)
    path = saves_dir() / f"{rec.record.id}.json"
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    path.unlink()
    return doc


def write(name: str, text: str, folder: Path | None = None) -> Path:
    """A file in the saves folder (or ``folder``)."""
    folder = folder or saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path
