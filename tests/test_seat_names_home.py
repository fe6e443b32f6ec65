"""The seat-name helpers have one home, :mod:`mahjong_tui.messages` (``messages/seat_names.py``):
every caller imports them from there, and no other module hands them on."""

from __future__ import annotations

import ast
from pathlib import Path

import mahjong_tui

ROOT = Path(mahjong_tui.__file__).parent
HELPERS = {"default_seat_name", "is_default_player_name", "numbered", "numbered_name"}
HOMES = {"mahjong_tui.messages", "mahjong_tui.messages.seat_names"}


def imported_from(path: Path) -> list[tuple[str, str, int]]:
    """(helper, the module it is imported from, line) for each seat-name helper ``path`` imports."""
    package = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts[:-1])
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            found += [(alias.name, source, node.lineno) for alias in node.names if alias.name in HELPERS]
    return found


def test_the_seat_name_helpers_are_imported_from_their_home_only() -> None:
    files = sorted(ROOT.rglob("*.py")) + sorted((ROOT.parent / "tests").rglob("*.py"))
    elsewhere = [
        f"{path.relative_to(ROOT.parent)}:{line}: {name} from {source}"
        for path in files
        if path.parent.name != "messages"
        for name, source, line in imported_from(path)
        if source not in HOMES
    ]
    assert not elsewhere, "\n".join(elsewhere)


def listed_in_all(path: Path) -> set[str]:
    """The names ``path``'s ``__all__`` lists (none without one)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
                return {e.value for e in ast.walk(node.value) if isinstance(e, ast.Constant)}
    return set()


def test_no_other_module_hands_the_seat_name_helpers_on() -> None:
    listed = [
        f"{path.relative_to(ROOT.parent)}: {name}"
        for path in sorted(ROOT.rglob("*.py"))
        if path.parent.name != "messages"
        for name in sorted(listed_in_all(path) & HELPERS)
    ]
    assert not listed, "\n".join(listed)
