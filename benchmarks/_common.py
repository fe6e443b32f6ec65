"""Helpers shared by the benchmark scripts (run them from the repository root or anywhere). The
package measured is the tree on ``PYTHONPATH`` when one is named there, else this repository's."""

from __future__ import annotations

import argparse
import os
import platform
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _tree_on_pythonpath() -> bool:
    """Whether ``PYTHONPATH`` names a tree holding the package: then that tree is the build
    measured (how two builds are compared side by side), not this script's own."""
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    return any(p and (Path(p) / "mahjong_tui").is_dir() for p in paths)


if not _tree_on_pythonpath() and str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"Python {platform.python_version()} on {cpu}, {os.cpu_count()} CPUs "
        "(figures vary with the machine and its load)"
    )


def verdict(value: float, target: float, higher_is_better: bool = True) -> str:
    ok = value >= target if higher_is_better else value <= target
    return "meets the target" if ok else "BELOW the target" if higher_is_better else "ABOVE the target"


def replay_args(doc: str | None, bots: bool = True, variant: str = "mcr") -> argparse.Namespace:
    """The options of a script that replays a duel's deals (``duel.play.duplicate_table``):
    ``--variant``, ``--bots`` (when the script takes other levels than strong and normal; parsed
    into ``levels``; ``greedy`` seats the reference bot of ``greedy_reference.py``), ``--hands``,
    ``--seed``; ``deals``: the deals that many seat-hands take, one per rotation of the levels
    through the seats. ``variant`` is the script's default one."""
    p = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variant", default=variant)
    if bots:
        p.add_argument("--bots", default="strong,normal")
    p.add_argument("--hands", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    args.levels = args.bots.split(",") if bots else ["strong", "normal"]
    if "greedy" in args.levels:  # the independent reference bot (greedy_reference.py) as a level
        from greedy_reference import register

        register()
    args.deals = max(1, args.hands // len(args.levels))
    return args


def duel_tables(variant: Any, levels: list[str], seed: int, deals: int, make: Any = None) -> Iterator[tuple[int, Any]]:
    """A duel's tables as ``duel`` sets them up (:func:`~mahjong_tui.duel.play.duplicate_table`),
    not yet played, as ``(deal, table)``: deals 1 … ``deals``, each once per rotation of the
    ``levels`` through the seats; ``make`` builds a seat's bot (the levels' own by default)."""
    from mahjong_tui.duel.play import duplicate_table

    n = max(variant.seats)
    maker = () if make is None else (make,)
    for deal in range(1, deals + 1):
        for rotation in range(len(levels)):
            yield deal, duplicate_table(variant, levels, seed, deal, rotation, n, *maker)


def normal_bot_hands(variant: Any, hands: int, first: int = 0) -> Iterator[tuple[Any, Iterator[tuple[int, Any, Any]]]]:
    """The first hands of ``hands`` deals (seeds ``first``, ``first + 1`` …) at a table of normal
    bots, each as ``(game, steps)``: ``steps`` yields every decision as ``(seat, view, action)``
    and applies the action when asked for the next, so once it is spent the hand is over
    (``game.history[0]``). The engine's state is there to be read for the truth; bots never see it."""
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.engine import Game

    n = max(variant.seats)
    for seed in range(first, first + hands):
        game = Game(variant, seed=seed)
        yield game, _steps(game, [BaselineBot(variant, seed=i) for i in range(n)])


def _steps(game: Any, bots: list[Any]) -> Iterator[tuple[int, Any, Any]]:
    while not game.history:
        seat = game.to_act()[0]
        view = game.bot_view(seat)
        action = bots[seat].choose(view)
        yield seat, view, action
        game.apply(action)
