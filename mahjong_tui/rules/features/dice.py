"""Dice for the wall break (搖骰子), rolled and shown; they fix nothing else.

The dealer rolls two dice; counting the dealer as 1 and going in turn order, the seat the total
reaches rolls again (``second_roll``, default true). In the engine the wall is one shuffled
sequence, so the dice are only shown: each roller gets a public fact ``dice``. The rolls come
from their own seeded generator (the match seed and the hand number), so they never change the
deal or any other random choice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...messages import msg
from ...params import Params, param
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from .table_game import TableGame

DICE_FACT = "fact.dice"


@dataclass(frozen=True)
class DiceParams(Params):
    second_roll: bool = param(True, "the seat the first roll names rolls again")


@FEATURES.register("dice")
class Dice(Feature):
    params_class = DiceParams
    params: DiceParams

    def rolls(self, game: TableGame) -> list[tuple[int, int, int]]:
        """``(seat, die, die)`` for each roll of this hand, in order."""
        st = game.state
        rng = random.Random(f"{game.seed}:dice:{st.hand_no}")
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        out = [(st.dealer, a, b)]
        if self.params.second_roll:
            second = (st.dealer + a + b - 1) % game.n
            out.append((second, rng.randint(1, 6), rng.randint(1, 6)))
        return out

    def public_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        mine = [f"{a}+{b}" for s, a, b in self.rolls(game) if s == seat]
        return {"dice": msg(DICE_FACT, rolls=", ".join(mine))} if mine else {}
