"""One game's counts for each of its players, from the match's score sheet."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..play.contract import HandLine


@dataclass(frozen=True)
class Best:
    """A player's most valuable win: its value and its largest fans' names."""

    value: int
    en: str = ""
    zh: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"value": self.value, "en": self.en, "zh": self.zh}


@dataclass
class Tally:
    """What one player did in some hands (one game, or many added up)."""

    hands: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    """Hands in which this player gave a winning tile (a discard, or a kong robbed)."""
    value: int = 0
    """The wins' values added up (the variant's unit)."""
    points: int = 0
    """The score changes added up."""
    best: Best | None = None

    COUNTS = ("hands", "wins", "self_draws", "deal_ins", "value", "points")

    def add(self, other: Tally) -> None:
        for name in self.COUNTS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        if other.best is not None and (self.best is None or other.best.value > self.best.value):
            self.best = other.best

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {name: getattr(self, name) for name in self.COUNTS}
        out["best"] = self.best.as_dict() if self.best is not None else None
        return out


@dataclass(frozen=True)
class Who:
    """A player as the statistics know them: a name, and a bot's level ("" for a person)."""

    name: str
    level: str = ""


@dataclass
class GameTally:
    """One game: its id (the save's), variant, when it was last played, and each player's tally."""

    id: str
    variant: str
    when: str
    players: list[tuple[Who, Tally]] = field(default_factory=list)


MAX_FANS_NAMED = 3
"""The best hand is remembered by its value and its largest fans' names."""
MAX_BEST_TEXT = 200


def tally_game(lines: Sequence[HandLine], players: Sequence[Who]) -> list[Tally]:
    """Each player's tally over the sheet's ``lines`` (players in the sheet's order)."""
    out = [Tally() for _ in players]
    for line in lines:
        dealt_in: set[int] = set()
        for i, t in enumerate(out):
            t.hands += 1
            t.points += line.deltas[i] if i < len(line.deltas) else 0
        for w in line.wins:
            if not 0 <= w.player < len(out):
                continue
            t = out[w.player]
            t.wins += 1
            t.value += w.value
            if w.how == "self_draw":
                t.self_draws += 1
            elif w.discarder is not None:
                dealt_in.add(w.discarder)
            if t.best is None or w.value > t.best.value:
                top = w.fans[:MAX_FANS_NAMED]
                en, zh = ", ".join(f[0] for f in top), "、".join(f[1] for f in top)
                t.best = Best(w.value, en[:MAX_BEST_TEXT], zh[:MAX_BEST_TEXT])
        for p in dealt_in:
            if 0 <= p < len(out):
                out[p].deal_ins += 1
    return out
