"""``no_chicken``: a chicken hand (``score.details["chicken"]``) is not a valid win (明將 §6.5
scheme 2); with ``win.offer_false_wins`` declaring one is a false win."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import msg
from ...table.state import HandState
from . import CONDITIONS, Condition

if TYPE_CHECKING:  # pragma: no cover
    from ...scoring.base import Score
    from ...tiles.hand import Hand

CHICKEN = "win.chicken"


@CONDITIONS.register("no_chicken")
class NoChicken(Condition):
    def refuse(self, state: HandState | None, seat: int, hand: Hand, how: str, score: Score):  # noqa: ANN201
        return msg(CHICKEN) if score.details.get("chicken") else None
