"""How a win happened: everything about a win that the hand string does not say."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from ..tiles.kinds import Tile

WINDS = "ESWN"


@dataclass
class Situation:
    """Situation flags for scoring a win (NOTATION.md §6.3 and each variant's fan table).

    Seats are counted from the dealer: 0 = E (dealer), 1 = S, 2 = W, 3 = N.
    """

    self_drawn: bool = False
    seat_wind: int = 0
    """The winner's seat (0 E … 3 N); E is always the dealer."""
    round_wind: int = 0
    discarder: int | None = None
    """Seat that discarded the winning tile (or whose kong was robbed); None on a self-draw."""
    last_tile: bool = False
    """和絕張: the winning tile is the last of its kind (the other copies are visible)."""
    last_wall_tile: bool = False
    """海底: self-drawn on the last wall tile, or won on the discard after it."""
    kong_replacement: bool = False
    """Self-drawn on the replacement after one's own kong (杠上開花)."""
    kong_discard: bool = False
    """Won on the discard made right after the discarder's kong replacement (杠上炮)."""
    double_kong_replacement: bool = False
    """憨兒 槓頂槓: the replacement was used at once for another kong whose replacement won."""
    rob_kong: bool = False
    flower_replacement: bool = False
    """Self-drawn on a bonus-tile replacement (Malaysian 花上)."""
    heavenly: bool = False
    earthly: bool = False
    human: bool = False
    ready_declared: bool = False
    first_turn_ready: bool = False
    """憨兒 天聽: ready declared on the first turn before any call."""
    last_four: bool = False
    """Won in a variant's last-four automatic phase (Wuhan 海底撈)."""
    wild_kinds: tuple[Tile, ...] = ()
    """Kinds that are wild this hand (Beijing 混兒, Wuhan 癩子)."""
    own_discards: frozenset[Tile] = frozenset()
    """Kinds the winner discarded this hand (明將 own-discard rule)."""
    kongs_declared: int = 0
    """Kong declarations by the winner this hand (憨兒 單槓)."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Variant-specific facts (streaks, stakes, openings…)."""

    @property
    def dealer(self) -> bool:
        return self.seat_wind == 0

    @property
    def discard_win(self) -> bool:
        return not self.self_drawn

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, frozenset):
                v = sorted(v)
            elif isinstance(v, tuple):
                v = list(v)
            out[f.name] = v
        return out


def wind_index(letter: str) -> int:
    letter = letter.strip().upper()[:1]
    if letter not in WINDS or not letter:
        raise ValueError(f"not a wind: {letter!r} (use E, S, W or N)")
    return WINDS.index(letter)
