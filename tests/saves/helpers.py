"""Play a session headless (every seat by a bot) with the autosave attached."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.state import Phase
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.ui.session import Session
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
