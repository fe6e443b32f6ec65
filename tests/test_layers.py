"""How the package's parts may import each other: no import cycles, and no import upward
against :data:`LAYERS`.

Every import in every module counts, at the top of a module, inside a function and under
``if TYPE_CHECKING:`` alike: an import hidden in a function is still a dependency, and a type
named from a part above ties the parts together for every reader and for the type checker, even
though it never runs. A lower part that is handed an object of a higher one names what it uses of
it as a Protocol of its own (a rule component is handed the ``Game`` and sees it as
:class:`~mahjong_tui.rules.features.table_game.TableGame`; analysis, scoring and the rules see
the ``Variant`` as ``ShapeVariant``, ``ScoringVariant`` and ``RuleVariant``), and the type checker
holds the higher object to it where it is handed down. Dynamic imports (``importlib``) are not
seen.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import mahjong_tui

ROOT = Path(mahjong_tui.__file__).parent
PACKAGE = "mahjong_tui"

LAYERS: list[tuple[str, ...]] = [
    ("datadir", "memory", "messages", "params", "registry", "safe_json"),  # import nothing of the package
    ("variant_schema",),  # the shape of a variant file, its sections checked as params are
    ("tiles",),
    ("notation",),
    ("analysis",),
    ("scoring",),
    ("table",),  # a hand in play as plain data: seats, wall, actions, payments, win records
    ("rules",),
    ("variants",),  # binds a variant file to the rule components by name
    ("rulebook",),  # the rule-book pages: their tables generated from the variant files
    ("engine",),
    ("bots",),
    ("saves",),  # saved games
    ("play",),  # the play loop and the session contract the screens talk to
    ("stats",),  # the players' statistics, kept in the data folder, from the score sheet's lines
    ("sim",),  # bot matches on the play loop
    ("duel",),  # duplicate matches between bot levels, on the sim's pieces
    ("review",),  # the strong bot's reading of decisions: hints, danger marks, a hand's review
    ("ui",),
    ("replay", "net"),  # the replay viewer and the SSH and browser servers, both built on the UI
    ("cli",),
    ("__main__", PACKAGE),  # the package's own __init__: the public API, which loads what it names
]
"""Lowest first. A part imports only parts in lower layers: not its peers, nothing above."""

EXCEPTIONS: dict[tuple[str, str], str] = {}
"""Upward imports allowed for now, (importing module, imported module) → why. None today."""


@dataclass(frozen=True)
class Import:
    module: str
    """The importing module."""
    target: str
    """The module imported (a package's ``__init__`` for a name it defines)."""
    where: str
    """file:line, for the failure message."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    path = ROOT.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def part(name: str) -> str:
    """The top-level part of the package a module belongs to (``rules`` for ``mahjong_tui.rules.judge``)."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else PACKAGE


def imports_of(path: Path) -> list[Import]:
    """Every import of the package made in ``path``: at the top level, in a function or for the type checker."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out: list[Import] = []

    def add(target: str, node: ast.stmt) -> None:
        imp = Import(name, target, f"{path.relative_to(ROOT.parent)}:{node.lineno}")
        if (target == PACKAGE or target.startswith(PACKAGE + ".")) and imp not in out:
            out.append(imp)

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            visit_one(child)

    def visit_one(child: ast.AST) -> None:
        if isinstance(child, ast.Import):
            for alias in child.names:
                add(alias.name, child)
        elif isinstance(child, ast.ImportFrom):
            if child.level:
                base = package.split(".")
                base = base[: len(base) - (child.level - 1)]
                source = ".".join(base + ([child.module] if child.module else []))
            else:
                source = child.module or ""
            for alias in child.names:  # ``from . import x`` names a module or a name of the package
                add(f"{source}.{alias.name}" if is_module(f"{source}.{alias.name}") else source, child)
        visit(child)

    visit(tree)
    return out


@cache
def all_imports() -> tuple[Import, ...]:
    return tuple(imp for path in sorted(ROOT.rglob("*.py")) for imp in imports_of(path))


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            connect(v)
    return found


def explain(component: list[str], imports: list[Import], key: Callable[[str], str]) -> str:
    """A cycle, with the imports that make it."""
    members = set(component)
    lines = [
        f"{imp.where}: {imp.module} imports {imp.target}"
        for imp in imports
        if key(imp.module) in members and key(imp.target) in members and key(imp.module) != key(imp.target)
    ]
    return " ↔ ".join(component) + "\n    " + "\n    ".join(lines)


def parts_on_disk() -> set[str]:
    names = {p.stem for p in ROOT.glob("*.py") if p.name != "__init__.py"}
    names |= {p.parent.name for p in ROOT.glob("*/__init__.py")}
    return names | {PACKAGE}


def test_every_part_has_one_layer() -> None:
    listed = [name for layer in LAYERS for name in layer]
    assert len(listed) == len(set(listed)), "a part is listed twice"
    missing = parts_on_disk() - set(listed)
    assert not missing, f"place these parts of mahjong_tui in a layer of LAYERS: {sorted(missing)}"
    gone = set(listed) - parts_on_disk()
    assert not gone, f"LAYERS names parts that do not exist: {sorted(gone)}"


def test_no_import_cycle_between_parts() -> None:
    imports = list(all_imports())
    edges: dict[str, set[str]] = defaultdict(set)
    for imp in imports:
        if part(imp.module) != part(imp.target):
            edges[part(imp.module)].add(part(imp.target))
    found = cycles(edges)
    assert not found, "import cycles between parts of mahjong_tui:\n" + "\n".join(
        explain(c, imports, part) for c in found
    )


def test_no_import_cycle_between_modules() -> None:
    """Within a part too (``cli/main.py`` and ``play_cmd.py`` once imported each other). Only the
    modules an import names count: that ``import a.b.c`` first runs ``a/__init__.py`` and
    ``a/b/__init__.py`` is how a package loads its own modules, not a cycle of the code."""
    imports = list(all_imports())
    edges: dict[str, set[str]] = defaultdict(set)
    for imp in imports:
        if imp.module != imp.target:
            edges[imp.module].add(imp.target)
    found = cycles(edges)
    assert not found, "import cycles between modules:\n" + "\n".join(explain(c, imports, lambda m: m) for c in found)


def test_no_import_upward() -> None:
    layer = {name: i for i, names in enumerate(LAYERS) for name in names}
    upward = []
    for imp in all_imports():
        src, dst = part(imp.module), part(imp.target)
        if src != dst and layer[dst] >= layer[src] and (imp.module, imp.target) not in EXCEPTIONS:
            how = "a peer of" if layer[dst] == layer[src] else "above"
            upward.append(f"{imp.where}: {imp.module} imports {imp.target} ({dst} is {how} {src})")
    assert not upward, (
        "imports against LAYERS (move the code, or name what the lower part uses as a Protocol of its own):\n"
        + "\n".join(upward)
    )


def test_the_exceptions_are_still_needed() -> None:
    seen = {(imp.module, imp.target) for imp in all_imports()}
    stale = [pair for pair in EXCEPTIONS if pair not in seen]
    assert not stale, f"EXCEPTIONS no longer imported, remove them: {stale}"


SCREEN_PARTS = ("ui", "replay")
"""The screens: they read a session's contract (:mod:`mahjong_tui.play.contract`) and views only."""
ENGINE_STATE = ("mahjong_tui.engine.game", "mahjong_tui.engine.state")


def test_the_screens_never_import_the_engines_state() -> None:
    found = [
        f"{imp.where}: {imp.module} imports {imp.target}"
        for imp in all_imports()
        if part(imp.module) in SCREEN_PARTS and imp.target in ENGINE_STATE
    ]
    assert not found, "a screen reaches into the engine (use the play contract and the view):\n" + "\n".join(found)
