"""Set up an engine game in a chosen position, for the regional variants' worked examples.

``rigged(variant, hands={"S": "…"}, turn="W", drawn="3s", wall="…")`` starts a game, answers
any setup choices (``setup={"E": 2}``, default: the first offered) and keeps the flags they
set, then puts the position in place (:func:`tests.table_rig.set_position`): the wall holds
``wall`` then ``pad`` up to ``size`` tiles then ``tail``; seats count as fresh (first-turn
wins possible); bonus tiles in the notation are not placed.
"""

from __future__ import annotations

from mahjong_tui.engine import Action, Game

from .table_rig import act, answer_setup, can, pass_all, set_position
from .table_rig import paid as deltas
from .table_rig import tokens as tiles


def rigged(
    variant,
    hands: dict[str, str],
    turn: str = "E",
    drawn: str | None = None,  # noqa: ANN001
    wall: str = "",
    tail: str = "",
    pad: str = "4z",
    size: int = 60,
    setup: dict[str, object] | None = None,
    seed: int = 0,
) -> Game:
    g = Game(variant, seed=seed)
    g.match.dealer = g.state.dealer = 0
    answer_setup(g, setup)
    return set_position(
        g, hands, turn=turn, drawn=drawn, wall=wall, tail=tail, pad=pad, size=size, bonus=False, reset_flags=False
    )


__all__ = ["Action", "act", "can", "deltas", "pass_all", "rigged", "tiles"]
