"""Chinese Official Mahjong (MCR) scoring: fan families, rules ``mcr.*`` and the ``mcr`` evaluator.

Importing the package registers everything (the first lookup in ``scoring.base.FAN_RULES`` does it).
"""

from __future__ import annotations

from . import chow_fans, kong_fans, pung_fans, shape_fans, tile_fans, wait_fans, win_fans  # noqa: F401
from .evaluator import McrEvaluator

__all__ = ["McrEvaluator"]
