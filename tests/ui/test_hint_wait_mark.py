"""The one-line hints' mark after a wait that is no win here, and the help that says what it is."""

from __future__ import annotations

import pytest

from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui import hints
from mahjong_tui.ui.i18n import tr
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.widgets.log import hint_summary


@pytest.mark.parametrize(
    "lang,said",
    [("en", "a wait marked ! is no win here"), ("zh_TW", "標 ! 的聽牌此時不能胡"), ("zh_CN", "标 ! 的听牌此时不能胡")],
)
def test_the_help_says_what_the_mark_after_a_wait_is(lang: str, said: str) -> None:
    """Yunnan at 100x30, a plain hand ready on three tiles: "Waits 三條x4! 六條x2! 九條x0!". The
    mark (no win on a discard: a plain hand wins by self-draw only) was said nowhere on the
    narrow screen, nor in the help's t, which explains the line's figures."""
    tile = K.from_code("3s")
    report = hints.HintReport(0, waits=[hints.Wait(tile, 4, not_win="self-draw only")])
    line = hint_summary(report, Look.make(lang, True, True)).plain
    assert "x4!" in line  # the mark the one line puts after such a wait
    assert said in tr(lang, "help.d.hints")
