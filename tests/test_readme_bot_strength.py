"""The README's paragraph on where issue 17 stands says what the strong-against-normal table above
it shows: a row measured again and edited leaves no sentence beside it saying otherwise."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
RATIO_TARGET = 0.75
"""Issue 17 asks for a deal-in ratio (strong's deal-in rate over normal's) of at most this."""
COUNTS = {"none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
COUNTS |= {"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14}
NAMES = {"MCR": "mcr", "明將": "mingjiang", "the Malaysian game": "malaysia3p", "憨兒": "haner32"}
"""The paragraph's names for the variants whose table id is not its name in lower case."""


def _section() -> str:
    return README.read_text(encoding="utf-8").split("### Duplicate matches: `duel`")[1].split("\n## ")[0]


def _table() -> tuple[list[str], dict[str, list[str]]]:
    """The strong-against-normal table: its column names and each variant's cells."""
    lines = _section().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| variant | seed 1: margin strong"))
    columns = [cell.strip() for cell in lines[start].strip("|").split("|")]
    rows: dict[str, list[str]] = {}
    for line in lines[start + 2 :]:
        if not line.startswith("| "):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows[cells[0]] = cells
    return columns, rows


def _paragraph() -> str:
    found = re.search(r"Where issue 17 stands: (.+?)\n\n", _section(), flags=re.S)
    assert found is not None, "the README no longer says where issue 17 stands"
    return " ".join(found.group(1).split())


def _ids(names: str) -> set[str]:
    return {NAMES.get(name, name.lower()) for name in re.split(r", | and ", names)}


def test_the_variants_said_short_of_the_deal_in_ratio_are_those_of_the_table() -> None:
    columns, rows = _table()
    at = [i for i, name in enumerate(columns) if name == "deal-in ratio"]
    assert len(at) == 2  # seed 1's and seed 2's
    over = {vid: [float(cells[i]) > RATIO_TARGET for i in at] for vid, cells in rows.items()}
    said = re.search(
        r"Its deal-in ratio is over 0\.75 in (.+?) at both seeds"
        r"(?:, and in (.+?) at seed (\d) \(([\d.]+)\))?; in the other (\w+) it is 0\.75 or less at both\.",
        _paragraph(),
    )
    assert said is not None, "the paragraph no longer says where the deal-in ratio is met"
    both, one, seed, ratio, others = said.groups()
    assert _ids(both) == {vid for vid, flags in over.items() if all(flags)}
    over_at_one = {vid: flags.index(True) + 1 for vid, flags in over.items() if any(flags) and not all(flags)}
    assert over_at_one == ({} if one is None else dict.fromkeys(_ids(one), int(seed)))
    if one is not None:
        (vid,) = _ids(one)
        assert float(rows[vid][at[int(seed) - 1]]) == float(ratio)
    assert COUNTS[others] == sum(not any(flags) for flags in over.values())


def test_the_variants_said_not_distinguishable_at_seed_2_are_those_of_the_table() -> None:
    columns, rows = _table()
    seed_1, seed_2 = (i for i, name in enumerate(columns) if name == "verdict")
    said = re.search(
        r"margin over `normal` is above zero in all (\w+) variants at seeds 1 and 2 "
        r"\(at seed 2 (.+?) are not distinguishable over 2,000 hands and stronger over 6,000\)",
        _paragraph(),
    )
    assert said is not None, "the paragraph no longer says where the margin is above zero"
    assert COUNTS[said.group(1)] == len(rows)
    assert all(cells[seed_1] == "stronger" for cells in rows.values())
    assert _ids(said.group(2)) == {vid for vid, cells in rows.items() if cells[seed_2] != "stronger"}


def test_the_readme_says_the_strong_bot_weighs_a_deal_in_at_a_weight_fitted_in_duels() -> None:
    """The README said MCR priced a deal-in by its own payments; every variant the payments price
    keeps a weight fitted in duels, and that weight is the one the bot plays."""
    from mahjong_tui.bots.strong.stance import LOSS_WEIGHT_BY_VARIANT, PRICED, loss_weight
    from mahjong_tui.variants import load_variant

    account = " ".join(README.read_text(encoding="utf-8").split("\n- `strong` ")[1].split("\n\n")[0].split())
    assert "the expected loss of dealing in, at a weight fitted in duels" in account
    assert "priced by the variant's own payments" not in account
    assert set(PRICED) <= set(LOSS_WEIGHT_BY_VARIANT)
    for family in PRICED:
        assert loss_weight(load_variant(family)) == LOSS_WEIGHT_BY_VARIANT[family]
