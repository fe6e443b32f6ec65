"""Move keys from a leftover ``MESSAGES = {key: (English, Traditional), ...}`` dict (as helpers
added them to ``mahjong_tui/ui/i18n.py`` before the one catalog) into the catalog's
``TEXTS`` in ``mahjong_tui/messages/texts.py``, with a zh_CN text made by OpenCC, and delete the
dict.

    python scripts/move_messages.py                   # ui/i18n.py
    python scripts/move_messages.py path/to/module.py --dry-run

It also moves the texts of any ``define("key", English, Traditional)`` call left in the package
(the engine messages' old form) and leaves the key string in its place.

The ``# comments`` inside the dict come along. A key the catalog has already is left alone when
its texts agree and reported when they differ (fix by hand). Afterwards read the printed zh_CN
texts: OpenCC keeps Taiwan words (滑鼠, 檔案 …) that tests/test_translations.py refuses; fix them
in the catalog and run that test.
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mahjong_tui.messages import entries, to_simplified  # noqa: E402

CATALOG_FILE = ROOT / "mahjong_tui/messages/texts.py"


def find_dict(tree: ast.Module, name: str = "MESSAGES") -> ast.Assign | ast.AnnAssign | None:
    """The module-level ``name = {...}`` (annotated or not)."""
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets: list[ast.expr] = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        else:
            continue
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            return node
    return None


def catalog_line(key: str, en: str, tw: str) -> str:
    def s(text: str) -> str:
        return json.dumps(text, ensure_ascii=False)  # a JSON string is a Python string literal

    return f"    {s(key)}: ({s(en)}, {s(tw)}, {s(to_simplified(tw))}),\n"


def add_to_catalog(lines: list[str]) -> None:
    """Insert ``lines`` at the end of the ``TEXTS`` dict and let ruff wrap the long ones."""
    source = CATALOG_FILE.read_text(encoding="utf-8")
    node = find_dict(ast.parse(source), "TEXTS")
    assert node is not None and node.end_lineno is not None, "no TEXTS dict in the catalog"
    text = source.splitlines(keepends=True)
    end = node.end_lineno - 1  # the line of the closing brace
    CATALOG_FILE.write_text("".join(text[:end] + lines + text[end:]), encoding="utf-8")
    subprocess.run([sys.executable, "-m", "ruff", "format", "-q", str(CATALOG_FILE)], check=False)


def move(module: Path, dry_run: bool) -> int:
    source = module.read_text(encoding="utf-8")
    tree = ast.parse(source)
    node = find_dict(tree)
    if node is None:
        print(f"{module}: no MESSAGES dict")
        return 0
    value = node.value
    if not isinstance(value, ast.Dict):
        print(f"{module}:{node.lineno}: MESSAGES is not a dict literal")
        return 1
    lines = source.splitlines(keepends=True)
    known = entries()
    out: list[str] = []
    conflicts: list[str] = []
    moved = 0
    comment_lines = {
        i for i in range(node.lineno, node.end_lineno or node.lineno) if lines[i].strip().startswith("#")
    }  # 0-based indexes of comment lines inside the dict
    done_comments: set[int] = set()
    for k, v in zip(value.keys, value.values, strict=True):
        if k is None:
            print(f"{module}:{v.lineno}: a ** entry in MESSAGES: move it by hand")
            return 1
        key = ast.literal_eval(k)
        en, tw = ast.literal_eval(v)
        for i in sorted(c for c in comment_lines if c < k.lineno - 1 and c not in done_comments):
            out.append(f"    {lines[i].strip()}\n")
            done_comments.add(i)
        if key in known:
            if (known[key]["en"], known[key]["zh_TW"]) != (en, tw):
                conflicts.append(f"{key}: catalog {known[key]['en']!r} / {known[key]['zh_TW']!r}, dict {en!r} / {tw!r}")
            continue
        out.append(catalog_line(key, en, tw))
        moved += 1
        print(f"{key}: {en} | {tw} | {to_simplified(tw)}")
    for c in conflicts:
        print(f"CONFLICT {c}")
    if dry_run:
        print(f"{moved} keys would move; nothing written")
        return 1 if conflicts else 0
    if out:
        add_to_catalog(out)
    start = node.lineno - 1
    while start > 0 and lines[start - 1].strip().startswith("#"):  # the comment just above the dict goes too
        start -= 1
    rest = "".join(lines[:start] + lines[node.end_lineno or node.lineno :])
    module.write_text(rest.rstrip("\n") + "\n", encoding="utf-8")
    print(f"{moved} keys moved to {CATALOG_FILE.relative_to(ROOT)}; MESSAGES removed from {module}")
    print("now: fix the imports that named MESSAGES (use messages.has / messages.entries), then run")
    print("     pytest tests/test_translations.py tests/ui/test_text.py")
    return 1 if conflicts else 0


def move_defines(dry_run: bool) -> int:
    """``X = define("key", en, zh)`` anywhere in the package → ``X = "key"``, texts to the catalog."""
    known = entries()
    out: list[str] = []
    conflicts: list[str] = []
    for path in sorted((ROOT / "mahjong_tui").rglob("*.py")):
        raw = path.read_bytes()
        if b"define(" not in raw or path.parent.name == "messages":
            continue
        tree = ast.parse(raw)
        starts = [0]
        for line in raw.splitlines(keepends=True):
            starts.append(starts[-1] + len(line))
        edits: list[tuple[int, int, bytes]] = []  # byte offsets: ast columns count UTF-8 bytes
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "define"):
                continue
            key, en, tw = (ast.literal_eval(a) for a in node.args[:3])
            if key in known and (known[key]["en"], known[key]["zh_TW"]) != (en, tw):
                conflicts.append(f"{key} ({path.name}): catalog {known[key]['en']!r}, define {en!r}")
            elif key not in known:
                out.append(catalog_line(key, en, tw))
                print(f"{key}: {en} | {tw} | {to_simplified(tw)}  ({path.relative_to(ROOT)})")
            start = starts[node.lineno - 1] + node.col_offset
            end = starts[(node.end_lineno or node.lineno) - 1] + (node.end_col_offset or 0)
            edits.append((start, end, json.dumps(key).encode()))
        if edits and not dry_run:
            for start, end, new in sorted(edits, reverse=True):
                raw = raw[:start] + new + raw[end:]
            text = raw.decode().replace("define, ", "").replace(", define\n", "\n")
            path.write_text(text, encoding="utf-8")
    for c in conflicts:
        print(f"CONFLICT {c}")
    if out and not dry_run:
        add_to_catalog(["    # ---- moved from define() calls\n", *out])
    return 1 if conflicts else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module", nargs="?", default=str(ROOT / "mahjong_tui/ui/i18n.py"))
    parser.add_argument("--dry-run", action="store_true", help="print what would move, change nothing")
    args = parser.parse_args()
    failed = move(Path(args.module), args.dry_run)
    return move_defines(args.dry_run) or failed


if __name__ == "__main__":
    sys.exit(main())
