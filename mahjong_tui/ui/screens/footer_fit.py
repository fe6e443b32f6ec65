"""A footer that fits its width: the keys a player most needs stay, the rest go to help.

The table has more keys than an 80-column footer holds (Textual cuts the row at the edge, so
the newer keys, pace, fast-forward, the toggles, unseen tiles, undo and the sheet, were never
seen). :func:`fit_footer` keeps the keys in a priority order while they fit and, once any is
left out, the help key reads "Keys, help": the help screen lists every key.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from rich.cells import cell_len
from textual.binding import Binding, BindingsMap
from textual.dom import DOMNode

from ..i18n import tr

TABLE_PRIORITY: tuple[str, ...] = (
    "discard",
    "help",
    "quit_game",
    "hints",
    "log",
    "score_sheet",
    "fast_forward",
    "unseen",
    "undo",
    "pace(1)",
    "auto('auto_pass')",
    "win",
    "pung",
    "chow",
    "kong",
    "pass",
    "move(-1)",
)
"""The table's footer keys, the first kept first. Hints and the log come early: a small screen
hides the log and has no room for hints beside the table (at 80×24 t and v had given way to
pace and the auto toggles, which are set once and left). The claim verbs come late: the action
bar shows each as a button with its key whenever it can be played."""

HELP_ACTION = "help"
MORE_KEY = "key.keys_help"


def item_width(binding: Binding) -> int:
    """Cells a compact footer item takes: the key, a space, the description, a margin."""
    key = binding.key_display or binding.key.split(",")[0]
    return cell_len(key) + 1 + cell_len(binding.description) + 1


def shown(bindings: Sequence[Binding], width: int, priority: Sequence[str]) -> set[str]:
    """The actions of ``bindings`` (shown ones, descriptions final) that fit in ``width`` cells,
    taken in ``priority`` order; an action not in ``priority`` comes last."""
    rank = {a: i for i, a in enumerate(priority)}
    left = width
    out: set[str] = set()
    for b in sorted(bindings, key=lambda b: rank.get(b.action, len(rank))):
        w = item_width(b)
        if w <= left:
            out.add(b.action)
            left -= w
    return out


def fit_footer(
    node: DOMNode, lang: str, width: int, priority: Sequence[str] = TABLE_PRIORITY, never: frozenset[str] = frozenset()
) -> bool:
    """Give ``node`` its class bindings translated, showing in the footer only the keys that fit
    ``width``; True when some were left out (then help says it lists them). ``never``: actions
    that do nothing in this game (``chow`` where the variant has none): not shown, their room
    left to others (Sichuan's footer had "c Chow")."""
    merged = type(node)._merged_bindings
    if merged is None:
        return False
    pairs = [
        (
            key,
            dataclasses.replace(
                b, description=tr(lang, b.description) if b.description else "", show=b.show and b.action not in never
            ),
        )
        for key, b in merged
    ]
    visible = list({b.action: b for _, b in pairs if b.show and b.description}.values())  # one a binding, not a key
    keep = {b.action for b in visible}
    if sum(map(item_width, visible)) > width:
        more = tr(lang, MORE_KEY)
        visible = [dataclasses.replace(b, description=more) if b.action == HELP_ACTION else b for b in visible]
        keep = shown(visible, width, priority)
    cut = len(keep) < len(visible)
    fresh = BindingsMap()
    for key, b in pairs:
        if b.show and b.description:
            b = dataclasses.replace(
                b,
                show=b.action in keep,
                description=tr(lang, MORE_KEY) if cut and b.action == HELP_ACTION else b.description,
            )
        fresh.key_to_bindings.setdefault(key, []).append(b)
    node._bindings = fresh
    return cut
