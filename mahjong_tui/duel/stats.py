"""The statistics of a duel: a mean with its 95% confidence interval, and the verdict on a margin.

Imports nothing of the package; the numbers are tested against known values.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054
"""The standard normal's 97.5% quantile."""

_T95 = (
    12.706,
    4.303,
    3.182,
    2.776,
    2.571,
    2.447,
    2.365,
    2.306,
    2.262,
    2.228,
    2.201,
    2.179,
    2.160,
    2.145,
    2.131,
    2.120,
    2.110,
    2.101,
    2.093,
    2.086,
    2.080,
    2.074,
    2.069,
    2.064,
    2.060,
    2.056,
    2.052,
    2.048,
    2.045,
    2.042,
)
"""Student's t 97.5% quantiles for 1 … 30 degrees of freedom."""

STRONGER, WEAKER, UNCLEAR = "stronger", "weaker", "not distinguishable"


def t95(df: int) -> float:
    """Student's t 97.5% quantile for ``df`` degrees of freedom (a table to 30, then the
    Cornish–Fisher series, within 0.001 of the exact value)."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df <= len(_T95):
        return _T95[df - 1]
    z = Z95
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


@dataclass(frozen=True)
class Estimate:
    """A mean over ``n`` independent samples with the half-width of its 95% confidence interval
    (``half`` is infinite for fewer than two samples: nothing is known of the spread)."""

    mean: float
    half: float
    n: int

    @property
    def low(self) -> float:
        return self.mean - self.half

    @property
    def high(self) -> float:
        return self.mean + self.half

    def as_dict(self) -> dict[str, float | int | None]:
        finite = math.isfinite(self.half)
        return {
            "mean": round(self.mean, 4),
            "ci95": round(self.half, 4) if finite else None,
            "low": round(self.low, 4) if finite else None,
            "high": round(self.high, 4) if finite else None,
            "n": self.n,
        }


def mean_ci(values: Sequence[float]) -> Estimate:
    """The mean of ``values`` and the half-width of its 95% interval: t · s / √n."""
    n = len(values)
    if n == 0:
        raise ValueError("no values to average")
    mean = math.fsum(values) / n
    if n < 2:
        return Estimate(mean, math.inf, n)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    return Estimate(mean, t95(n - 1) * math.sqrt(var / n), n)


def verdict(margin: Estimate) -> str:
    """``stronger`` when the whole interval of the margin lies above zero, ``weaker`` when below,
    else ``not distinguishable``."""
    if margin.low > 0:
        return STRONGER
    if margin.high < 0:
        return WEAKER
    return UNCLEAR
