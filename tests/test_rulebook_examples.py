"""Every example hand of the rule book is one the program agrees with: each row of
``fixtures/rulebook_examples.tsv`` names a hand written in its variant's page, and ``score`` must
still judge it as the page says (legal or refused, the total, each seat's change, the fans)."""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest

from mahjong_tui.cli.main import main
from mahjong_tui.rulebook import page_path

EXAMPLES = Path(__file__).parent / "fixtures" / "rulebook_examples.tsv"


@dataclass(frozen=True)
class Example:
    variant: str
    hand: str
    flags: str
    legal: bool
    total: int
    deltas: str
    fans: str


def examples() -> list[Example]:
    rows = []
    for line in EXAMPLES.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            variant, hand, flags, legal, total, deltas, fans = line.split("\t")
            rows.append(Example(variant, hand, flags, legal == "legal", int(total), deltas, fans))
    return rows


def test_every_page_of_this_branch_has_checked_examples() -> None:
    have = {e.variant for e in examples()}
    assert have >= {"mcr", "sichuan", "wuhan", "beijing", "hebei", "shandong", "shaanxi"}


@pytest.mark.parametrize("ex", examples(), ids=lambda e: f"{e.variant}-{e.hand}")
def test_example_is_in_its_page_and_scores_as_written(ex: Example, capsys: pytest.CaptureFixture[str]) -> None:
    page = page_path(ex.variant)
    assert page is not None
    text = page.read_text(encoding="utf-8")
    assert f"`{ex.hand}`" in text or f"'{ex.hand}'" in text or f" {ex.hand} " in text, f"{ex.hand} not in {page.name}"
    assert main(["score", ex.variant, ex.hand, *shlex.split(ex.flags), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    change: dict[str, int] = {}
    for p in got["payments"]:
        change[p["payer"]] = change.get(p["payer"], 0) - p["amount"]
        change[p["payee"]] = change.get(p["payee"], 0) + p["amount"]
    deltas = " ".join(f"{seat}{change[seat]:+d}" for seat in "ESWN" if seat in change)
    assert (got["legal"], got["total"], deltas) == (ex.legal, ex.total, ex.deltas)
    assert " ".join(sorted(f["id"] for f in got["fans"])) == ex.fans
