"""The ``o`` key's dialog names the question its options answer: Yunnan's open tail tile after a
kong (take it and win, or draw the usual replacement) and its ten honours (declare, or play on)
asked "Choose" alone if their labels lost their titles."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mahjong_tui import load_variant
from mahjong_tui.engine import Act, Game
from mahjong_tui.rules.features import open_tail, stakes, ten_honours, void_suit
from mahjong_tui.ui.i18n import LANGS, tr
from mahjong_tui.ui.screens import table_input
from mahjong_tui.ui.screens.table_input import _VERB_ACTS, CHOICE_TITLES, choice_title

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


def test_the_titles_are_keyed_by_the_features_own_label_names() -> None:
    """One truth: the titles name each label by the constant its feature defines, so a label the
    rules rename keeps its title; the module spells no label key of its own."""
    source = Path(table_input.__file__).read_text(encoding="utf-8")
    spelled = [
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("choice.")
    ]
    assert spelled == []
    labels = {
        void_suit.VOID_CHOICE,
        stakes.STAKES_CHOICE,
        stakes.STAKES_KEEP,
        open_tail.TAKE_OPEN,
        open_tail.DRAW_HIDDEN,
        ten_honours.DECLARE_LABEL,
        ten_honours.DECLINE_LABEL,
    }
    assert set(CHOICE_TITLES) == labels
