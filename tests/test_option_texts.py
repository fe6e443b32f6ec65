"""A house rule's text reads as a person writes it, in the menu and Help alike: no raw option
values in it ("Chow from: the previous player (left) or anyone (any)"; the menu shows each
choice by its label beside it). What a value means stays where one types it for ``--option
NAME=VALUE``: the ``variants`` listing and the rule book's table give each choice its label."""

from __future__ import annotations

import re

from mahjong_tui.cli.main import main
from mahjong_tui.rulebook.tables import option_values
from mahjong_tui.variants import catalog


def test_no_house_rule_text_names_a_raw_value_in_brackets() -> None:
    cat = catalog()
    named: list[str] = []
    for vid in cat.ids():
        for name, spec in cat.get(vid).cfg.options.items():
            values = {str(c) for c in spec.choices}
            for text in (spec.en, spec.zh):
                for inside in re.findall(r"[(（]([^)）]*)[)）]", text):
                    if values & {part.strip() for part in re.split(r"[,，]", inside)}:
                        named.append(f"{vid}.{name}: {text}")
    assert named == []


def test_each_choice_keeps_its_meaning_where_values_are_typed(capsys) -> None:  # noqa: ANN001
    spec = catalog().get("xiangqi64").cfg.options["chow_from"]
    assert option_values(spec) == "left (Previous player), any (Anyone)"
    assert main(["variants"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "chow_from=left [left: Previous player | any: Anyone]" in out
    assert "mixed_kongs_value=5 [5|3]" in out  # choices without labels as they were
