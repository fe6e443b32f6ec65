"""Docstrings say briefly what a thing is and why; measurement logs live in benchmarks/STRONG_BOT.md."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "mahjong_tui"
MEASURED = REPO / "benchmarks" / "STRONG_BOT.md"
MAX_LINES = 25
"""The longest a docstring may run, in source lines."""


def _strings(path: Path) -> list[ast.Expr]:
    """Every string-expression statement of a module: its docstrings and those after assignments."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    ]


def test_no_docstring_runs_over_the_limit() -> None:
    long = [
        f"{path.relative_to(REPO)}:{node.lineno} ({(node.end_lineno or node.lineno) - node.lineno + 1} lines)"
        for path in sorted(PACKAGE.rglob("*.py"))
        for node in _strings(path)
        if (node.end_lineno or node.lineno) - node.lineno + 1 > MAX_LINES
    ]
    assert not long, f"docstrings over {MAX_LINES} lines (move measurements to {MEASURED.name}): {long}"


def test_every_section_a_docstring_names_is_in_the_measurement_log() -> None:
    """A docstring's "benchmarks/STRONG_BOT.md, section X.py" (or "sections X.py and Y.py") names a
    heading of that page, so the pointer leads somewhere."""
    headings = set(re.findall(r"^## (\S+\.py)$", MEASURED.read_text(encoding="utf-8"), flags=re.M))
    pointer = re.compile(r"STRONG_BOT\.md,\s+sections?\s+((?:\w+\.py(?:,\s+|\s+and\s+)?)+)")
    named: list[tuple[str, str]] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in _strings(path):
            text = " ".join(str(node.value.value).split())  # type: ignore[attr-defined]
            for group in pointer.findall(text):
                named += [(f"{path.relative_to(REPO)}:{node.lineno}", n) for n in re.findall(r"\w+\.py", group)]
    assert named, "no docstring points to the measurement log"
    missing = [(where, name) for where, name in named if name not in headings]
    assert not missing, f"sections named but not in {MEASURED.name}: {missing}"
