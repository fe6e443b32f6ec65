"""The ``o`` key's dialog names the question its options answer: Yunnan's open tail tile after a
kong (take it and win, or draw the usual replacement) and its ten honours (declare, or play on)
asked "Choose" alone if their labels lost their titles."""

from __future__ import annotations

import pytest

from mahjong_tui import load_variant
from mahjong_tui.engine import Act, Game
from mahjong_tui.ui.i18n import LANGS, tr
from mahjong_tui.ui.screens.table_input import _VERB_ACTS, choice_title

from ..rig import act, pass_all
from ..test_yunnan import open_tail_game, ten_honours_game

GENERIC = "table.other_which"


def open_tail_asked() -> Game:
    """South has kongd 7m; the open tail tile 4s would win its hand."""
    g = open_tail_game(load_variant("yunnan"), {"S": "23s567p888p55z[777m]>"}, turn="S", drawn="7m")
    act(g, "S", Act.ADDED_KONG, "7m")
    return g


def ten_honours_asked() -> Game:
    """South's tenth discard in a row is an honour."""
    g = ten_honours_game(load_variant("yunnan"))
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    return g


@pytest.mark.parametrize(
    "asked,title",
    [(open_tail_asked, "table.open_tail_which"), (ten_honours_asked, "table.ten_honours_which")],
)
def test_the_o_keys_dialog_names_the_rules_question(asked, title: str) -> None:  # noqa: ANN001
    g = asked()
    options = [a for a in g.legal_actions(1) if a.type in _VERB_ACTS["other"]]  # what o offers South
    assert len(options) == 2
    assert choice_title(options) == title
    for lang in LANGS:
        assert tr(lang, title) != tr(lang, GENERIC)
