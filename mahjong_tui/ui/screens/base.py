"""What every screen shares: translated key bindings and the "window too small" notice."""

from __future__ import annotations

import dataclasses

from textual.binding import BindingsMap
from textual.dom import DOMNode
from textual.events import Resize
from textual.widgets import Footer, Static

from ..i18n import tr

MIN_W, MIN_H = 80, 24
FLOOR_W, FLOOR_H = 20, 5
"""Below this the app lays out at this size (:meth:`MahjongApp.on_resize`)."""


def localize_bindings(node: DOMNode, lang: str, described: dict[str, str] | None = None) -> None:
    """Give ``node`` its class bindings with descriptions translated (they are message keys);
    ``described``: another description key for some keys of this one node."""
    merged = type(node)._merged_bindings
    if merged is None:
        return
    fresh = BindingsMap()
    for key, binding in merged:
        name = (described or {}).get(key, binding.description)
        desc = tr(lang, name) if name else ""
        fresh.key_to_bindings.setdefault(key, []).append(dataclasses.replace(binding, description=desc))
    node._bindings = fresh


def screen_footer() -> Footer:
    """The footer of every screen: the keys of the screen on top. A dialog over the table shows
    its own (Esc Back, y Yes …): the table's, under it, do nothing while it is open."""
    return Footer(compact=True, show_command_palette=False)


class TooSmall(Static):
    """Covers its screen when the terminal is smaller than 80×24 (see the app's breakpoints)."""

    def __init__(self, lang: str) -> None:
        super().__init__("", classes="too-small", markup=False)
        self.lang = lang

    def on_mount(self) -> None:
        self.tell()

    def tell(self) -> None:
        """Say the window's real size (below the app's floor too)."""
        w, h = getattr(self.app, "window", self.app.size)
        self.update(tr(self.lang, "size.small", w=w, h=h))

    def on_resize(self, event: Resize) -> None:
        self.tell()


def too_small(width: int, height: int) -> bool:
    return width < MIN_W or height < MIN_H
