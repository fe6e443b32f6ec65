"""One request's values checked (:class:`Checker`): flags, counts, winds and tiles, each
refusal naming the key as the caller wrote it (a flag on the command line, a key in JSON)."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from ..scoring.situation import WINDS
from ..tiles import kinds as K
from .request_keys import MAX_COUNT, RequestError

if TYPE_CHECKING:  # pragma: no cover
    from .rule_variant import RuleVariant

_WIND_WORDS = {
    "e": 0,
    "east": 0,
    "東": 0,
    "东": 0,
    "s": 1,
    "south": 1,
    "南": 1,
    "w": 2,
    "west": 2,
    "西": 2,
    "n": 3,
    "north": 3,
    "北": 3,
}


class Checker:
    """Checks one request's values; names them as flags (command line) or keys (JSON)."""

    FLAGS = {"own_discards": "--own-discard", "options": "--option", "hand": "HAND", "variant": "VARIANT"}

    def __init__(self, req: dict[str, Any], cli: bool = False) -> None:
        self.req = req
        self.cli = cli

    def name(self, key: str) -> str:
        if not self.cli:
            return key
        return self.FLAGS.get(key) or "--" + key.replace("_", "-")

    def fail(self, key: str, what: str) -> RequestError:
        return RequestError(f"{self.name(key)}: {what}")

    def flag(self, key: str) -> bool:
        v = self.req.get(key)
        if v is None:
            return False
        if not isinstance(v, bool):
            raise self.fail(key, f"expected true or false, got {v!r}")
        return v

    def count(self, key: str) -> int | None:
        v = self.req.get(key)
        if v is None:
            return None
        return self._count(key, v)

    def _count(self, key: str, v: Any) -> int:
        if isinstance(v, float) and math.isfinite(v) and v.is_integer():
            v = int(v)
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_COUNT:
            raise self.fail(key, f"expected a whole number from 0 to {MAX_COUNT}, got {v!r}")
        return v

    def wind(self, key: str, n: int = 4, value: Any = None) -> int | None:
        v = self.req.get(key) if value is None else value
        if v is None:
            return None
        w: int | None = None
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 3:
            w = v
        elif isinstance(v, str) and v.strip().lower() in _WIND_WORDS:
            w = _WIND_WORDS[v.strip().lower()]
        if w is None:
            raise self.fail(key, f"not a wind: {v!r} (use E, S, W or N)")
        if w >= n:
            raise self.fail(key, f"{WINDS[w]} is not a seat with {n} players (seats: {', '.join(WINDS[:n])})")
        return w

    def tiles(self, key: str, variant: RuleVariant, value: Any = None) -> list[int]:
        v = self.req.get(key) if value is None else value
        v = v or []
        if isinstance(v, str):
            v = [v]
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise self.fail(key, f"expected tile codes such as 4p, got {v!r}")
        out: list[int] = []
        for item in v:
            for token in re.split(r"[\s,]+", item.strip()):
                if not token:
                    continue
                try:
                    t = K.from_code(token)
                except KeyError:
                    raise self.fail(key, f"not a tile: {token!r} (write tiles as 4p, 7z, rG …)") from None
                if t not in variant.tileset or K.is_bonus(t):
                    raise self.fail(key, f"{token} is not a tile of {variant.id}'s set")
                if t not in out:
                    out.append(t)
        return out

    def seat_map(self, key: str, n: int) -> dict[int, Any]:
        v = self.req.get(key)
        if v is None:
            return {}
        if not isinstance(v, dict):
            raise self.fail(key, f'expected an object keyed by seat wind, e.g. {{"S": …}}, got {v!r}')
        return {self.wind(key, n, w): x for w, x in v.items()}  # type: ignore[misc]

    def winds(self, key: str, n: int) -> list[int]:
        v = self.req.get(key)
        if v is None:
            return []
        if isinstance(v, str):
            v = [w for w in re.split(r"[\s,]+", v) if w]
        if not isinstance(v, list):
            raise self.fail(key, f"expected a list of seat winds, got {v!r}")
        return sorted({w for w in (self.wind(key, n, x) for x in v) if w is not None})
