"""``no_chicken``: a chicken hand (``score.details["chicken"]``) is not a valid win (明將 §6.5
scheme 2); with ``win.offer_false_wins`` declaring one is a false win."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import define, msg
from ...table.state import HandState
from . import CONDITIONS, Condition

if TYPE_CHECKING:  # pragma: no cover
    from ...scoring.base import Score
    from ...tiles.hand import Hand

CHICKEN = define(
    "win.chicken", "a chicken hand (0 fan, or a tile you discarded) may not win", "雞糊（零番或食自己打過的牌）不准食糊"
)


@CONDITIONS.register("no_chicken")
class NoChicken(Condition):
    def refuse(self, state: HandState | None, seat: int, hand: Hand, how: str, score: Score):  # noqa: ANN201
        return msg(CHICKEN) if score.details.get("chicken") else None
