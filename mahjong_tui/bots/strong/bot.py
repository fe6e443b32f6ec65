"""The strong bot: the baseline bot's plans and choices, with defence.

Every decision starts from what :class:`~mahjong_tui.bots.baseline.BaselineBot` would do. When
an opponent may be ready, each discard costs the chance to win it gives up plus the expected
loss of dealing in with it (:mod:`.stance`); the baseline's discard stands when no other costs
clearly less, else the baseline picks among the cheapest. A far hand thus folds (its chance
to win hardly depends on the discard), a ready one mostly pushes; a hand that would fold even
its most dangerous tile makes no claim.
"""

from __future__ import annotations

from ...table.actions import Act, Action
from ...variants.model import Variant
from ..baseline import BaselineBot
from ..context import Ctx
from ..probe_base import FAR
from .danger import DangerBoard
from ...tiles.kinds import Tile
from .stance import CALM, expected_loss, folds, loss_weight, win_chance

_DISCARD, _PASS = Act.DISCARD, Act.PASS

SAME_COST = 0.003
"""Costs this close are equal: then the baseline's order (acceptance, keep value) decides."""


class StrongBot(BaselineBot):
    def __init__(self, variant: Variant, seed: int = 0) -> None:
        super().__init__(variant, seed)
        self.furiten = variant.cfg.claims.pass_ban == "furiten"
        self.defends = not variant.is_chess
        self.loss_weight = loss_weight(variant.id)

    def _board(self, ctx: Ctx) -> DangerBoard | None:
        """The danger readings, when some opponent may be ready."""
        if not self.defends:
            return None
        board = DangerBoard(ctx.view, self.furiten)
        return board if board.threat >= CALM else None

    def _distance(self, ctx: Ctx) -> int:
        ranked = self._ranked(ctx, 0)
        return ranked[0][0][0] if ranked else FAR

    def _claim(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        board = self._board(ctx)
        if board is not None and folds(board, self._distance(ctx), ctx.view.wall_remaining, self.loss_weight):
            return by_type[_PASS][0]
        return super()._claim(ctx, by_type)

    def _turn(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        base = super()._turn(ctx, by_type)
        if base.type is not _DISCARD:
            return base
        board = self._board(ctx)
        if board is None:
            return base
        discards = [a for a in by_type[_DISCARD] if a.choice != "swap_call"] or by_type[_DISCARD]
        costs = self._costs(ctx, board, discards)
        least = min(costs.values())
        if costs[base.tile] <= least + SAME_COST:  # type: ignore[index]
            return base
        bearable = [a for a in discards if costs[a.tile] <= least + SAME_COST]  # type: ignore[index]
        ranked = self._ranked(ctx, 0)
        plans = [p for _, p in ranked] or list(self.book.plans)
        current = ranked[0][0] if ranked else (FAR, 0)
        return self._best_discard(ctx, plans, bearable, current)

    def _costs(self, ctx: Ctx, board: DangerBoard, discards: list[Action]) -> dict[Tile, float]:
        """Each discard's cost: the chance to win it gives up (against the best discard's, from
        the distance it leaves) plus the expected loss of dealing in with it."""
        plans = [p for _, p in self._ranked(ctx)] or list(self.book.plans)
        scores = self._discard_scores(ctx, plans, discards)
        wall = ctx.view.wall_remaining
        chance = {t: win_chance(d, wall) for t, (d, _) in scores.items()}
        best = max(chance.values())
        w = self.loss_weight
        return {t: best - c + expected_loss(board, t, w) for t, c in chance.items()}
