"""The statistics screen's numbers: each player's totals per variant, and their rates over time."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .store import Stats
from .tally import Tally, Who


@dataclass
class PlayerStats:
    who: Who
    total: Tally = field(default_factory=Tally)
    series: list[tuple[float, float]] = field(default_factory=list)
    """After each kept game, oldest first: the win and deal-in rates (%) over every hand so far."""

    @property
    def win_rate(self) -> float:
        return _pct(self.total.wins, self.total.hands)

    @property
    def self_draw_rate(self) -> float | None:
        """Of the wins, how many were self-drawn (%); None with no win (not 0%: nothing to count)."""
        return _pct(self.total.self_draws, self.total.wins) if self.total.wins else None

    @property
    def deal_in_rate(self) -> float:
        return _pct(self.total.deal_ins, self.total.hands)

    @property
    def mean_value(self) -> float | None:
        """The wins' mean value; None with no win (as there is no best hand)."""
        return self.total.value / self.total.wins if self.total.wins else None

    @property
    def points_per_hand(self) -> float:
        return self.total.points / self.total.hands if self.total.hands else 0.0


def _pct(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


def by_variant(stats: Stats, same: Callable[[Who], Who] = lambda who: who) -> dict[str, list[PlayerStats]]:
    """Variant → its players (most hands first), the games that were folded away included.
    ``same``: the one form of a player's name and level, players of the same form counted as one."""
    table: dict[str, dict[Who, PlayerStats]] = {}

    def entry(variant: str, who: Who) -> PlayerStats:
        who = same(who)
        return table.setdefault(variant, {}).setdefault(who, PlayerStats(who))

    for variant, who, tally in stats.earlier:
        entry(variant, who).total.add(tally)
    for game in stats.games:
        for who, tally in game.players:
            if not tally.hands:
                continue
            p = entry(game.variant, who)
            p.total.add(tally)
            p.series.append((p.win_rate, p.deal_in_rate))
    return {
        variant: sorted(players.values(), key=lambda p: (-p.total.hands, p.who.name, p.who.level))
        for variant, players in sorted(table.items())
    }
