"""Traditional → Simplified Chinese with OpenCC, for text the catalog cannot hold: names, fans
and option labels from variant files (a user's file has no catalog entry), tile names."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

KEEP = {"伡": "俥", "㐷": "傌"}
"""OpenCC turns a few chess glyphs into rare characters that fonts lack: keep the printed ones."""


@cache
def _converter() -> Any:
    import opencc

    return opencc.OpenCC("t2s")


@lru_cache(maxsize=4096)
def to_simplified(text: str) -> str:
    """Traditional → Simplified with OpenCC; chess glyphs stay as printed."""
    if not text or text.isascii():
        return text
    out = _converter().convert(text)
    for bad, good in KEEP.items():
        out = out.replace(bad, good)
    return out
