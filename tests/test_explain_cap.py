"""A capped payment says once that it was capped (Wuhan's 300 read "capped at 300 (the cap)")."""

from __future__ import annotations

from fractions import Fraction

from mahjong_tui.scoring.explain import CAP, VALUE, Formula, render


def capped_text(lang: str) -> str:
    return render(Formula.start(Fraction(480), VALUE).cap(300, CAP).terms, lang)


def test_a_capped_amount_names_the_cap_once() -> None:
    text = capped_text("en")
    assert text.endswith("300 (capped)"), text
    assert text.count("cap") == 1, text


def test_the_chinese_cap_reads_as_before() -> None:
    assert capped_text("zh_TW").endswith("→ 300（封頂）")
