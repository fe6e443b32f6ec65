"""A duel's report: per level, points per hand with a 95% interval over duplicate sets, win %,
deal-in %, mean value of wins and draws; the margin of the first level over the second and the
verdict on it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .play import DealOutcome
from .stats import UNCLEAR, Estimate, mean_ci, verdict


@dataclass
class LevelStats:
    level: str
    seat_hands: int = 0
    wins: int = 0
    dealt_in: int = 0
    win_value: int = 0
    draws: int = 0
    """Seat-hands in hands that ended in a draw."""
    points: Estimate | None = None
    """Points per seat-hand: the mean over deals of each deal's mean, with its 95% interval."""

    def pct(self, k: int) -> float:
        return 100 * k / self.seat_hands if self.seat_hands else 0.0

    @property
    def mean_win_value(self) -> float | None:
        return self.win_value / self.wins if self.wins else None

    def as_dict(self) -> dict[str, Any]:
        mean = self.mean_win_value
        return {
            "level": self.level,
            "seat_hands": self.seat_hands,
            "points_per_hand": self.points.as_dict() if self.points else None,
            "wins": self.wins,
            "win_pct": round(self.pct(self.wins), 2),
            "dealt_in": self.dealt_in,
            "deal_in_pct": round(self.pct(self.dealt_in), 2),
            "mean_win_value": None if mean is None else round(mean, 3),
            "draws": self.draws,
            "draw_pct": round(self.pct(self.draws), 2),
        }


@dataclass
class DuelReport:
    variant: str
    preset: str
    options: dict[str, Any]
    players: int
    seed: int
    deals: int
    """Duplicate sets asked for; each is played once per level."""
    levels: list[LevelStats]
    hands: int = 0
    """Hands played in the deals that finished."""
    margin: Estimate | None = None
    """The first level's points per hand less the second's, per deal."""
    verdict: str = ""
    """The first level against the second: stronger, weaker or not distinguishable."""
    errors: list[str] = field(default_factory=list)
    """Deals dropped whole (so every level keeps the same deals)."""

    def verdict_line(self) -> str:
        a, b = self.levels[0].level, self.levels[1].level
        if self.margin is None:
            return f"{a} against {b}: no deal finished"
        m = self.margin
        said = f"{a} and {b} are {UNCLEAR}" if self.verdict == UNCLEAR else f"{a} is {self.verdict} than {b}"
        return f"{said} (margin {m.mean:+.2f} ± {m.half:.2f} points per hand, 95%)"

    def as_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "preset": self.preset or None,
            "options": dict(self.options),
            "players": self.players,
            "seed": self.seed,
            "deals": self.deals,
            "hands": self.hands,
            "levels": [s.as_dict() for s in self.levels],
            "margin": self.margin.as_dict() if self.margin else None,
            "verdict": self.verdict,
            "errors": list(self.errors),
        }


def build_report(
    variant: str,
    preset: str,
    options: dict[str, Any],
    players: int,
    seed: int,
    levels: list[str],
    outcomes: list[DealOutcome],
) -> DuelReport:
    """Tally the deals; the intervals are over deals, so a deal's rotations stay paired."""
    stats = [LevelStats(name) for name in levels]
    report = DuelReport(variant, preset, options, players, seed, len(outcomes), stats)
    per_deal: list[list[float]] = [[] for _ in levels]
    for o in outcomes:
        if o.error:
            report.errors.append(f"deal {o.deal} (seed {o.seed}): {o.error}")
            continue
        sums = [0] * len(levels)
        counts = [0] * len(levels)
        for hand in o.hands:
            report.hands += 1
            for s in hand.seats:
                st = stats[s.level]
                st.seat_hands += 1
                st.wins += s.won
                st.win_value += s.value
                st.dealt_in += s.dealt_in
                st.draws += hand.draw
                sums[s.level] += s.delta
                counts[s.level] += 1
        for k in range(len(levels)):
            per_deal[k].append(sums[k] / counts[k] if counts[k] else 0.0)
    if per_deal[0]:
        for st, xs in zip(stats, per_deal, strict=True):
            st.points = mean_ci(xs)
        report.margin = mean_ci([a - b for a, b in zip(per_deal[0], per_deal[1], strict=True)])
        report.verdict = verdict(report.margin)
    return report
