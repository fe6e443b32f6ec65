"""The chess sets' (象棋麻將, 憨兒) numbers for push or fold (:mod:`.stance` does the weighing).

In duplicate duels against normal, the chess sets gained from judging ready discards
(:mod:`.value`), from the danger read from the pieces in sight (:mod:`.chess_danger`, at half,
:data:`~.chess_danger.SCALE`) with :data:`WIN_CHANCE`, and from each opponent's readiness read from
whether it declared ready (:mod:`.chess_readiness`), with which folding harder costs less: the loss
weight :data:`~.stance.LOSS_WEIGHT_CHESS` 2.0 for all four cut deal-ins by a fifth to a third at
margins within noise of main's. xiangqi64 folds at 3.0 (as many points, a tenth fewer deal-ins);
the other sets lose at 3.0 and keep 2.0. Not declaring ready, passing wins for the self-draw, free
safety and deeper search were measured and dropped. Measured: benchmarks/STRONG_BOT.md, section
chess_stance.py."""

from __future__ import annotations

WIN_CHANCE = (1.0, 0.40, 0.20, 0.10, 0.05, 0.02)
"""The chance to win by distance (0 complete, 1 ready, …) as the chess sets weigh a
discard: a ready hand is worth keeping. The fitted shares of turns that went on to win hardly
depend on the distance, but weighing with them a bot that sees which pieces are safe gives up
ready hands; with this table it keeps them, and other values for a ready or far hand measured
no better. Measured: benchmarks/STRONG_BOT.md, section chess_stance.py."""
