"""The ``easy`` bot: :class:`~.baseline.BaselineBot` making the mistakes people starting out make.

- It holds honours too long: while the wall is still more than half full it keeps its honours
  and throws a suit tile instead, most of the time (``HOLD_HONOURS``), unless its hand is ready.
- It plays by shape: often it throws its loneliest tile without weighing what its plans are
  worth or which tiles are still to come (``BY_SHAPE``), unless its hand is ready.
- It claims greedily: every pung or chow it is offered, unless its hand is ready and the claim
  would leave it not ready (that breaks a win). Not where a discard win needs a pattern (Yunnan),
  for the pungs build the pattern that pays: there it plays for a plain hand (``_greedy``).
- It answers a variant's own questions (which suit to void, what stakes …) by whim half the
  time (``CHOICE_BY_WHIM``).
- It never defends (the baseline does not either).
- In Yunnan and xiangqi32 it overlooks some wins on a discard (``MISS_DISCARD_WIN``).

It wins whatever it is offered, like the baseline, so it still wins hands. Every choice is
deterministic from its seed.
"""

from __future__ import annotations

from ..engine.view import SeatView
from ..rules.discard_wins import discard_win_needs_a_pattern
from ..table.actions import Act, Action
from ..tiles import kinds as K
from ..tiles.hand import Meld
from ..variants.model import Variant
from .baseline import BaselineBot
from .claiming import meld_kind, meld_tiles
from .context import Ctx, less_jokers
from .plan_list import Plan
from .plans import READY
from .probe_base import FAR

HOLD_HONOURS = 0.8
"""How often it keeps an honour the baseline would throw, while the wall is more than half full."""

BY_SHAPE = 0.4
"""How often, while its hand is not ready, it throws its loneliest tile (by shape alone: pairs
and neighbours) instead of weighing its plans, their value and the tiles still unseen."""

CHOICE_BY_WHIM = 0.5
"""How often it answers a variant's own question (void suit, stakes, …) by whim."""

MISS_DISCARD_WIN = {"yunnan": 0.3, "xiangqi32": 0.3}
"""How often, by variant, it overlooks a win on another player's discard (people starting out
watch their own draws and miss the tile that completes them in a river). Where a passed win
bars discard wins until one's next draw (Yunnan 棄先胡後) that costs the next discard win too.
In xiangqi32's pungs preset, where no chow is claimed and greedy claims cost little, easy was
not distinguishable from normal without it (2,000 duplicate hands, seed 1: −0.61 ± 0.77 points
a hand); with it −1.49 ± 0.98 (seed 2: −1.59 ± 0.95), and in the default preset −2.13 ± 0.82
(−1.25 ± 0.64 before), winning 17.5% of its seat-hands."""

_CHOOSE, _CHOW, _PASS, _PUNG, _WIN = Act.CHOOSE, Act.CHOW, Act.PASS, Act.PUNG, Act.WIN


class EasyBot(BaselineBot):
    def __init__(self, variant: Variant, seed: int = 0) -> None:
        super().__init__(variant, seed)
        self._full_wall: int | None = None
        self._miss_win = MISS_DISCARD_WIN.get(variant.family, 0.0)
        self._greedy = not discard_win_needs_a_pattern(variant)
        """Where a discard win needs a pattern (the rules say so: Yunnan, where a plain hand wins
        only self-drawn, for 1 from each) it does not claim greedily: it plays for a plain hand
        and claims only what the baseline would, not seeing that the pungs it could take build
        the pattern that pays (碰碰胡). There the greedy pungs were no mistake: 600 duplicate
        hands (seed 1), easy − normal +0.00 ± 0.25 points a hand with them; overlooking discard
        wins as well measured −0.07 ± 0.26 (0.3) and −0.15 ± 0.25 (0.6); without the pungs (and
        overlooking 0.3) −0.41 ± 0.26, and at seeds 2 and 3 −0.36 ± 0.23 and −0.80 ± 0.25, easy
        winning 17.1% and 14.8% of its seat-hands."""

    def choose(self, view: SeatView) -> Action:
        """As the baseline, but a variant's question (the void suit, the stakes …) is often
        answered without thought (``CHOICE_BY_WHIM``): any of the answers offered."""
        legal = view.legal
        if legal and all(a.type is _CHOOSE for a in legal) and len(legal) > 1 and self.rng.random() < CHOICE_BY_WHIM:
            return self.rng.choice(legal)
        if self._miss_win and any(a.type is _WIN for a in legal):
            passes = [a for a in legal if a.type is _PASS]
            if passes and self.rng.random() < self._miss_win:
                return passes[0]  # a win on a discard, overlooked
        return super().choose(view)

    def _best_discard(self, ctx: Ctx, plans: list[Plan], options: list[Action], current: tuple[int, int]) -> Action:
        pick = super()._best_discard(ctx, plans, options, current)
        if current[0] <= READY:
            return pick  # a ready hand is played as the baseline plays it
        view = ctx.view
        if self._full_wall is None or view.wall_remaining > self._full_wall:
            self._full_wall = view.wall_remaining  # the first turn's wall stands for a full one
        early = view.wall_remaining * 2 > self._full_wall
        hold = early and self.rng.random() < HOLD_HONOURS
        by_shape = self.rng.random() < BY_SHAPE
        mine = [a for a in options if a.tile is not None and a.tile != K.JOKER and ctx.counts[a.tile]]
        if hold:
            mine = [a for a in mine if not K.is_honor(a.tile)]  # type: ignore[arg-type]
        if not mine:
            return pick
        if by_shape:  # the loneliest tile, whatever the plans
            return min(mine, key=lambda a: (self._keep_value(a.tile, ctx), a.tile))  # type: ignore[arg-type]
        if pick in mine:
            return pick
        scores = self._discard_scores(ctx, plans, mine)  # an honour held: the best of the rest
        best = min(scores[a.tile] for a in mine)  # type: ignore[index]
        return min(
            (a for a in mine if scores[a.tile] == best),  # type: ignore[index]
            key=lambda a: (self._keep_value(a.tile, ctx), a.tile),  # type: ignore[arg-type]
        )

    def _claim(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        greedy = by_type.get(_PUNG, []) + by_type.get(_CHOW, []) if self._greedy else []
        if not greedy:
            return super()._claim(ctx, by_type)
        ranked = self._ranked(ctx, 1)
        if not ranked:
            return greedy[0]
        current = ranked[0][0]
        plans = [p for _, p in ranked]
        scored = []
        for a in greedy:
            after = self._after_claim(ctx, plans, a)
            if current[0] <= READY and after[0] > current[0]:
                continue  # it would break a ready hand
            scored.append((after, a))
        if not scored:
            return by_type[_PASS][0]
        return min(scored, key=lambda s: s[0])[1]

    def _after_claim(self, ctx: Ctx, plans: list[Plan], a: Action) -> tuple[int, int]:
        """The best score after claiming with ``a`` (a pung or chow) and the discard after it."""
        counts = list(ctx.counts)
        for t in a.tiles:
            if t != K.JOKER:
                counts[t] -= 1
        melds = ctx.melds + [Meld(meld_kind(a.type), meld_tiles(a))]
        after = self._best_discard_after_claim(less_jokers(ctx, a.tiles), plans, counts, melds)
        return after if after[0] < FAR else (FAR, 0)
