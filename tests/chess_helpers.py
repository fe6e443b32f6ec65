"""Helpers for the chess-piece variants' tests: score a worked example, set up a table.

Seats are named E, S, W, N in turn order with E the dealer (NOTATION-extra.md §2).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Any

from mahjong_tui import judge
from mahjong_tui.engine import Game
from mahjong_tui.variants import load_variant

from .table_rig import WINDS, act, can, pass_all, set_position
from .table_rig import paid as deltas
from .table_rig import tokens as pieces

__all__ = ["act", "can", "complete_hands", "deltas", "example", "pass_all", "pieces", "table"]


def example(
    variant_id: str,
    hand: str,
    players: int = 4,
    options: dict[str, Any] | None = None,
    preset: str | None = None,
    **sit: Any,
) -> tuple[dict[str, int], int, bool, dict[str, int]]:
    """Score ``hand`` with the situation ``sit`` (seat names for ``seat_wind`` and
    ``discarder``; ``streak`` and ``draws_before`` go to the situation's extra facts).

    Returns (fan id -> value × count, total, legal, signed deltas by seat name)."""
    v = load_variant(variant_id, preset, options or {})
    verdict = judge(v, hand, players=players, **sit)
    s = verdict.score
    fans = {f.id: f.points for f in s.fans}
    deltas = dict.fromkeys(WINDS[:players], 0)
    if s.legal:
        for p in verdict.payments():
            if p.payer is not None:
                deltas[WINDS[p.payer]] -= p.amount
            if p.payee is not None:
                deltas[WINDS[p.payee]] += p.amount
    return fans, s.total, s.legal, deltas


def table(
    variant: Any,
    hands: dict[str, str],
    players: int = 4,
    turn: str = "E",
    drawn: str | None = None,
    wall: str = "",
    pad: str = "rS",
    size: int | None = None,
    fresh: bool = False,
) -> Game:
    """A game of ``variant`` with E dealing, the given hands (melds in brackets allowed), the
    wall starting with ``wall`` (draws from the front, replacements from the back) padded with
    ``pad`` up to ``size`` pieces (default: exactly ``wall``), and ``turn`` to act (after drawing
    ``drawn``, when given). Unless ``fresh``, every seat has drawn and discarded once already
    (no first-turn wins)."""
    return set_position(
        Game(variant, players=players, seed=0),
        hands,
        turn=turn,
        drawn=drawn,
        wall=wall,
        pad=pad,
        size=size,
        played=None if fresh else 1,
        givers=False,
        bonus=False,
        reset_flags=False,
        count_draw=True,
    )


def complete_hands(variant: Any, size: int = 5) -> list[tuple[int, ...]]:
    """Every multiset of ``size`` pieces the set can hold that is a complete concealed hand."""
    ts = variant.tileset
    out = []
    for combo in combinations_with_replacement(ts.kinds, size):
        c = Counter(combo)
        if any(n > ts.count(t) for t, n in c.items()):
            continue
        if variant.is_complete(list(combo), []):
            out.append(combo)
    return out
