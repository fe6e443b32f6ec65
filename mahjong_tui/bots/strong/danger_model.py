"""The danger reading fitted from logged play: two logistic regressions, read as data.

``P(ready | opponent's row)`` and ``P(tile wins | ready, tile's row)`` (the rows:
:mod:`.danger_model_features`), fitted per variant by ``benchmarks/danger_log.py`` (its
docstring names the seeds and hands) and kept in ``danger_model.json`` beside this file: plain
coefficients, so the package reads them without the fitting code. A tile's danger against an
opponent is then P(ready) × P(wins | ready), a probability, where the hand-set reading
(:mod:`.danger`, :mod:`.readiness`) multiplied a shape share by ``stance.HIT``.

On held-out hands the fitted reading is calibrated in every bucket and its log loss is lower in
each variant (``benchmarks/danger_log.py calibrate``). In duplicate duels against normal it is the
fitted readiness that pays, not the sharper tile reading (:data:`READS`); the whole model at the
hand-set loss weights folds too much, and a model fitted on duel-seated tables folded less where
the deal-in target was met and no better where it was not. Measured: benchmarks/STRONG_BOT.md,
section danger_model.py."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources

from .danger_model_features import READY_NAMES, WIN_NAMES

MODEL_FILE = "danger_model.json"
USED_IN: frozenset[str] = frozenset({"hebei", "mingjiang", "shandong", "beijing", "shaanxi", "mcr"})
"""The variants whose strong bot reads the fitted model (as :data:`READS` says); elsewhere the
hand-set reading stays (Sichuan, Yunnan and Wuhan do not defend; the chess sets read their pieces,
:mod:`.chess_danger`). The fitted readiness reads one early meld as a few per cent ready where the
hand-set one read 15%: the bot defends later and against the right hands, wins more and deals in a
little more. Not kept in the Malaysian game (fewer deal-ins, fewer points) nor in Sichuan and
Yunnan's free choice; Shaanxi's stakes read as readiness gave a sharper reading and no lower
deal-in ratio, so they are not read. Measured: benchmarks/STRONG_BOT.md, section danger_model.py."""


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
    scale: float = 1.0
    """A factor on the danger as the stance weighs it (:data:`SCALE_BY_VARIANT`)."""
    reads_ready: bool = True
    """Readiness from the model (else the hand-set curve, :mod:`.readiness`)."""
    reads_win: bool = True
    """A tile's danger from the model (else the hand-set reading, :mod:`.danger`)."""


SCALE = 1.0
"""The fitted danger as the stance weighs it, against the loss weights (:mod:`.stance`), which
were fitted to the hand-set reading."""
SCALE_BY_VARIANT: dict[str, float] = {}
READS = (True, False)
"""What the model reads where :data:`READS_BY_VARIANT` does not say: (readiness, tile danger);
the tile reading stays the hand-set one (it measured worse in the duels, above)."""
READS_BY_VARIANT: dict[str, tuple[bool, bool]] = {
    "shandong": (True, True),
    "shaanxi": (True, True),
    "beijing": (True, True),
    "mcr": (True, True),
}
"""Where the fitted tile danger is read too, capped at a tile dangerous in every way
(:meth:`~.danger.DangerBoard.against`), with the loss weight fitted for it
(:data:`~.stance.LOSS_WEIGHT_BY_VARIANT`) and folding in steps (:mod:`.fold_steps`).

Kept in Shandong and Shaanxi at loss weight 1.5 in steps (Shandong's 1.75 since): the deal-ins down
by 6–14% of normal's rate at margins within noise of main's. Hebei keeps the hand-set tile reading
(fewer points for hardly fewer deal-ins); Beijing reads it since :mod:`.discard_winners`, MCR since
its loss weight of 3.0 (:mod:`.stance`). Dropped: Beijing's tile reading fitted on the seats that
may win on a discard, Shandong's pair kinds (二五八將) as a column, other units and weights, 明將's tile
reading: each moved which tiles were pushed, or folded ready hands, for no more points. Measured:
benchmarks/STRONG_BOT.md, section danger_model.py."""


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
    got = models().get(variant_id) if variant_id in USED_IN else None
    if got is None:
        return None
    ready, win = READS_BY_VARIANT.get(variant_id, READS)
    return replace(got, scale=SCALE_BY_VARIANT.get(variant_id, SCALE), reads_ready=ready, reads_win=win)
