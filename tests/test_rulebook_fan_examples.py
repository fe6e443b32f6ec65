"""The pages written on the rulebook-b branch give an example for every fan of their variant:
each fan id must be scored by at least one row of ``fixtures/rulebook_examples.tsv`` for that
variant (the rows themselves are checked against the pages and ``score`` in
test_rulebook_examples.py). The chess pages link the page with the rules they share."""

from __future__ import annotations

import pytest

from mahjong_tui.rulebook import page_path
from mahjong_tui.variants import load_variant
from tests.test_rulebook_examples import examples

EVERY_FAN = ["yunnan", "malaysia3p", "mingjiang", "haner32", "xiangqi32", "xiangqi56", "xiangqi64"]


@pytest.mark.parametrize("variant", EVERY_FAN)
def test_every_fan_has_an_example(variant: str) -> None:
    shown = {fan for e in examples() if e.variant == variant for fan in e.fans.split()}
    missing = [f.id for f in load_variant(variant).fans if f.id not in shown]
    assert not missing, f"{variant}.md has no checked example for {missing}"


@pytest.mark.parametrize("variant", ["xiangqi32", "xiangqi56", "xiangqi64"])
def test_chess_pages_link_the_shared_rules(variant: str) -> None:
    page = page_path(variant)
    assert page is not None and (page.parent / "xiangqi.md").is_file()
    assert "](xiangqi.md)" in page.read_text(encoding="utf-8")
