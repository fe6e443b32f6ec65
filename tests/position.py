"""Put an engine game in a chosen position, for 明將 and Malaysian worked examples and penalties.

``position(variant, {"S": "123p [777z] / f2"}, turn="W", drawn="5p", wall="…", tail="…")``:
:func:`tests.table_rig.set_position` with bonus tiles placed, the hand's flags cleared and,
unless ``fresh``, every seat counted as having drawn and discarded already (no first-turn wins).
"""

from __future__ import annotations

from mahjong_tui.engine import Game

from .table_rig import act, legal, pass_all, set_position, tokens
from .table_rig import result_deltas as deltas


def position(
    variant,
    hands: dict[str, str],
    turn: str = "E",
    drawn: str | None = None,  # noqa: ANN001
    wall: str = "",
    tail: str = "",
    pad: str = "4z",
    size: int = 40,
    seed: int = 0,
    fresh: bool = False,
) -> Game:
    return set_position(
        Game(variant, seed=seed),
        hands,
        turn=turn,
        drawn=drawn,
        wall=wall,
        tail=tail,
        pad=pad,
        size=size,
        played=None if fresh else 3,
    )


__all__ = ["act", "deltas", "legal", "pass_all", "position", "tokens"]
