"""Traditional Chinese text (the zh_TW catalogue, the variant files) has no simplified
characters: the table drew 槓 in its keys and 杠 in Wuhan's facts, and the menu named 云南麻將."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import opencc
import pytest

from mahjong_tui.messages.texts import TEXTS

VARIANTS = sorted((Path(__file__).parent.parent / "variants").glob("*.toml"))

ALSO_TRADITIONAL = set("台幺么准只")
"""Characters OpenCC's s2tw rewrites that Traditional text uses as they are (台灣, 幺九, 十三么, 不准, 只有)."""


@cache
def _to_traditional() -> Any:
    return opencc.OpenCC("s2tw")


def simplified_in(text: str) -> set[str]:
    converted = _to_traditional().convert(text)
    return {a for a, b in zip(text, converted, strict=False) if a != b and a not in ALSO_TRADITIONAL}


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


def test_the_check_finds_a_simplified_character() -> None:
    assert simplified_in("武漢麻將（紅中癩子杠）") == {"杠"}
    assert simplified_in("雲南麻將，台數，十三么九") == set()


def test_the_traditional_catalogue_has_no_simplified_character() -> None:
    found = {key: simplified_in(tw) for key, (_, tw, _) in TEXTS.items()}
    assert {k: v for k, v in found.items() if v} == {}


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_a_variant_file_has_no_simplified_character(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    found = {s: simplified_in(s) for s in strings(data)}
    assert {s[:40]: v for s, v in found.items() if v} == {}


def test_the_wild_refusal_uses_no_one_variants_word_for_a_wild() -> None:
    """It said 百搭 (Shanghai's word) in Beijing (混兒), Wuhan (癩子) and the Malaysian game (飛)."""
    _, tw, cn = TEXTS["refuse.wild"]
    assert not any(word in tw + cn for word in ("百搭", "混", "癩子", "癞子"))
