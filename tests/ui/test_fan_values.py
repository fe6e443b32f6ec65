"""The fan tables a player reads (the Help's Fans tab, the result screen): where the variant's
evaluator multiplies the base by each fan (Beijing, Hebei, Shandong), the column holds factors
and says so, each value reading ``×2``, not points; tables that add keep their header."""

from __future__ import annotations

import re
from functools import partial

import pytest
from rich.console import Console

from mahjong_tui.ui.fan_values import fan_names
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.help import fans_table
from mahjong_tui.ui.screens.result import win_block
from mahjong_tui.variants import load_variant

from .test_result_snapshots import KINDS, first_won_hand


def plain(renderable: object) -> list[str]:
    console = Console(width=120, record=True, color_system=None)
    console.print(renderable)
    return [line.rstrip() for line in console.export_text().splitlines()]


FACTOR = {"en": "Factor", "zh_TW": "倍數", "zh_CN": "倍数"}


@pytest.mark.parametrize("vid", ["beijing", "hebei", "shandong"])
@pytest.mark.parametrize("lang", sorted(FACTOR))
def test_a_doubling_table_heads_its_column_factor_and_writes_each_value_as_one(vid: str, lang: str) -> None:
    variant = load_variant(vid)
    lines = plain(fans_table(variant, lang))
    assert lines[0].endswith(FACTOR[lang]), lines[0]
    shown = {tuple(cols[:-1]): cols[-1] for cols in (re.split(r"\s{2,}", line) for line in lines[1:] if line)}
    assert shown == {tuple(fan_names(lang, f.en, f.zh)): f"×{f.value}" if f.value else "-" for f in variant.fans}


@pytest.mark.parametrize("vid", ["mcr", "mingjiang", "sichuan"])
def test_tables_that_add_keep_their_header_and_plain_numbers(vid: str) -> None:
    lines = plain(fans_table(load_variant(vid), "en"))
    assert lines[0].endswith("Value (fan)"), lines[0]
    assert not any("×" in line for line in lines)


def test_wuhan_keeps_its_points_but_shows_its_factor_as_one() -> None:
    lines = plain(fans_table(load_variant("wuhan"), "en"))
    assert lines[0].endswith("Value (points)")
    assert next(line for line in lines if "硬胡" in line).endswith("×2")
    assert next(line for line in lines if "碰碰胡" in line).endswith("10")


def test_the_result_screen_of_a_doubling_win_shows_factors_and_a_total_in_points() -> None:
    view, variant = first_won_hand(*KINDS["doubling"])
    assert view.result is not None
    w = view.result.wins[0]
    for lang, head, total in (("en", "Factor", "Total (points)"), ("zh_TW", "倍數", "合計（積分）")):
        lines = plain(win_block(w, view, variant, Look.make(lang, False, True)))
        assert any(line.split()[-1:] == [head] for line in lines), lines
        assert any(line.startswith(total) and line.endswith(str(w.score.total)) for line in lines), lines
        for f in w.score.fans:
            assert any(f.zh in line and line.endswith(f"×{f.value}") for line in lines), (f, lines)


def test_the_score_sheet_says_one_point_not_one_points() -> None:
    """Wuhan's small win is worth 1: the score sheet had read "Bot 2 on Bot 4's discard, 1 points"."""
    from mahjong_tui.play.contract import SheetWin
    from mahjong_tui.ui.fan_values import unit
    from mahjong_tui.ui.screens.score_sheet import win_text

    wuhan, mcr = load_variant("wuhan"), load_variant("mcr")
    assert [unit("en", wuhan, n) for n in (1, 2)] == ["point", "points"]
    assert unit("zh_TW", wuhan, 1) == "分" and unit("en", mcr, 1) == "fan"
    look = Look.make("en", False, True)
    names = ["A", "B"]
    win = SheetWin(0, "discard", 1, 1)
    assert win_text(win, names, look, partial(unit, "en", wuhan)) == "A on B's discard, 1 point"
    two = SheetWin(0, "self_draw", None, 2)
    assert win_text(two, names, look, partial(unit, "en", wuhan)) == "A self-drawn, 2 points"


@pytest.mark.parametrize("kind", ["chess_tai", "tai_points"])
@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
def test_a_payment_names_its_values_in_the_headers_unit(kind: str, lang: str) -> None:
    """A chess win's payment read "(2 台 + 1 dealer 台) × 10 a 台" under "Value (tai)": two
    words for one unit in an English game."""
    from mahjong_tui.ui.fan_values import unit
    from mahjong_tui.ui.screens.result import payments_text

    view, variant = first_won_hand(*KINDS[kind])
    assert view.result is not None
    text = payments_text(view, view.result, Look.make(lang, False, True)).plain
    word = unit(lang, variant)
    assert f" {word}" in text or f"{word}）" in text, text
    other = {"en": "台", "zh_TW": "tai", "zh_CN": "tai"}[lang]
    assert other not in text, text


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
def test_a_chinese_game_names_its_fans_in_chinese_alone(lang: str) -> None:
    """The Help's Fans tab and the result screen named each fan in Chinese and again in English
    in a Chinese game; an English one keeps the Chinese name beside the English (the names the
    fans are known by, as the score command prints them)."""
    from mahjong_tui.ui.i18n import pick

    view, variant = first_won_hand(*KINDS["mcr"])
    assert view.result is not None
    won = view.result.wins[0].score.fans
    tables = [("help", plain(fans_table(variant, lang)), variant.fans)]
    tables.append(("result", plain(win_block(view.result.wins[0], view, variant, Look.make(lang, False, True))), won))
    for where, lines, fans in tables:
        text = "\n".join(lines)
        for f in fans:
            assert pick(lang, f.en, f.zh) in text, (where, f.en)
            if lang == "en":
                assert f.en in text and f.zh in text, (where, f.en)
            else:
                assert f.en not in text, (where, f.en)


@pytest.mark.parametrize("kind", ["chess_tai", "tai_points", "shares", "mcr", "doubling"])
@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
def test_the_fan_names_column_is_headed_in_the_games_own_word(kind: str, lang: str) -> None:
    """The chess sets count in 台: their result screen and Help headed the fans' names "Fan" /
    "番種" beside "Value (tai)" / "台數", two units for one game. Where the variant says its fans
    are called by its unit, the header is that unit; elsewhere it stays Fan / 番種."""
    from mahjong_tui.ui.fan_values import unit, value_header

    view, variant = first_won_hand(*KINDS[kind])
    assert view.result is not None
    by_unit = variant.cfg.scoring.unit_names_fans
    word = unit(lang, variant)
    for lines in (
        plain(win_block(view.result.wins[0], view, variant, Look.make(lang, False, True))),
        plain(fans_table(variant, lang)),
    ):
        head = next(line for line in lines if line.rstrip().endswith(value_header(lang, variant)))
        names_head = head.split()[0]
        if by_unit:
            assert names_head.lower().startswith(word), head
            assert "番" not in head and "Fan" not in head, head
        else:
            assert names_head in ("Fan", "番種", "番种"), head
    assert by_unit == (kind in ("chess_tai", "tai_points"))
