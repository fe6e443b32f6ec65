"""The danger reading fitted from logged play: two logistic regressions, read as data.

``P(ready | opponent's row)`` and ``P(tile wins | ready, tile's row)`` (the rows:
:mod:`.danger_model_features`), fitted per variant by ``benchmarks/danger_log.py`` (its
docstring names the seeds and hands) and kept in ``danger_model.json`` beside this file: plain
coefficients, so the package reads them without the fitting code. A tile's danger against an
opponent is then P(ready) × P(wins | ready), a probability, where the hand-set reading
(:mod:`.danger`, :mod:`.readiness`) multiplied a shape share by ``stance.HIT``.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .danger_model_features import READY_NAMES, WIN_NAMES

MODEL_FILE = "danger_model.json"
USED_IN: frozenset[str] = frozenset({"mcr", "hebei", "mingjiang", "shandong", "beijing", "shaanxi", "malaysia3p"})
"""The variants whose strong bot reads the fitted model (measured: see the README's strong
table and this module's notes); elsewhere the hand-set reading stays."""


class DangerModelError(ValueError):
    """The coefficients file is broken: the message says where, in one line."""


@dataclass(frozen=True)
class Logistic:
    weights: tuple[float, ...]

    def __call__(self, row: list[float]) -> float:
        z = sum(w * x for w, x in zip(self.weights, row, strict=True))
        if z < -30:
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))


@dataclass(frozen=True)
class DangerModel:
    ready: Logistic
    win: Logistic


def _weights(entry: object, key: str, names: tuple[str, ...], where: str) -> Logistic:
    if not isinstance(entry, dict) or not isinstance(entry.get(key), dict):
        raise DangerModelError(f"{where}: no '{key}' table of coefficients")
    table = entry[key]
    missing = [n for n in names if n not in table]
    if missing:
        raise DangerModelError(f"{where}.{key}: missing coefficient '{missing[0]}'")
    extra = [n for n in table if n not in names]
    if extra:
        raise DangerModelError(f"{where}.{key}: unknown coefficient '{extra[0]}'")
    out = []
    for n in names:
        w = table[n]
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not math.isfinite(w):
            raise DangerModelError(f"{where}.{key}.{n}: not a finite number: {w!r}")
        out.append(float(w))
    return Logistic(tuple(out))


def parse_models(text: str) -> dict[str, DangerModel]:
    """The models by variant id from the coefficients file's text; a broken file raises
    :class:`DangerModelError` with a one-line message."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DangerModelError(f"{MODEL_FILE}: not JSON ({e.msg}, line {e.lineno})") from None
    if not isinstance(data, dict) or not isinstance(data.get("variants"), dict):
        raise DangerModelError(f"{MODEL_FILE}: no 'variants' table")
    return {
        vid: DangerModel(
            _weights(entry, "ready", READY_NAMES, vid),
            _weights(entry, "win", WIN_NAMES, vid),
        )
        for vid, entry in data["variants"].items()
    }


@cache
def models() -> dict[str, DangerModel]:
    """The package's fitted models, by variant id (read once)."""
    return parse_models(resources.files(__package__).joinpath(MODEL_FILE).read_text(encoding="utf-8"))


def model_for(variant_id: str) -> DangerModel | None:
    """The fitted model for a variant, where one was fitted and measured in use (:data:`USED_IN`)."""
    return models().get(variant_id) if variant_id in USED_IN else None
