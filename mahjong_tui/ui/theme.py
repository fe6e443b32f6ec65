"""Colours: the two Textual themes and the tile palette.

Tile faces keep an ivory ground in both themes, so suit colours read the same on dark and
light screens. Every colour is close to one of the 16 ANSI colours (red, blue, green, yellow,
magenta, black, white), so a 16- or 256-colour terminal keeps the distinctions.
"""

from __future__ import annotations

from rich.style import Style
from textual.theme import Theme

from .tiles import Palette

DARK = Theme(
    name="mahjong-dark",
    primary="#2a8c55",
    secondary="#1f5f99",
    accent="#ffaf00",
    warning="#ffaf00",
    error="#d7303a",
    success="#3fae5a",
    foreground="#e4e4e4",
    background="#121212",
    surface="#1c1c1c",
    panel="#262626",
    dark=True,
)

LIGHT = Theme(
    name="mahjong-light",
    primary="#1f7a44",
    secondary="#1f5f99",
    accent="#d75f00",
    warning="#d75f00",
    error="#c0202a",
    success="#1f7a44",
    foreground="#1c1c1c",
    background="#f4f4f0",
    surface="#eaeae4",
    panel="#dcdcd4",
    dark=False,
)

THEMES = {"dark": DARK, "light": LIGHT}

_FACE_BG = "#f5efdc"


def palette(dark: bool = True) -> Palette:
    """Rich styles for tile drawing in the dark or light theme."""
    return {
        "face": Style(bgcolor=_FACE_BG, color="#1c1c1c"),
        "man": Style(color="#c0202a", bold=True),
        "pin": Style(color="#1f4fbf", bold=True),
        "sou": Style(color="#17803a", bold=True),
        "wind": Style(color="#1c1c1c", bold=True),
        "dragon-white": Style(color="#1f4fbf", bold=True),
        "dragon-green": Style(color="#17803a", bold=True),
        "dragon-red": Style(color="#c0202a", bold=True),
        "flower": Style(color="#a0208f", bold=True),
        "animal": Style(color="#a0208f", bold=True),
        "person": Style(color="#a0208f", bold=True),
        "joker": Style(color="#ffffff", bgcolor="#a0208f", bold=True),
        "joker-as": Style(underline=True),
        "chess-red": Style(color="#c0202a", bold=True),
        "chess-black": Style(color="#000000", bold=True),
        "border": Style(color="#bcbcbc" if dark else "#4e4e4e"),
        "border-selected": Style(color="#ffaf00" if dark else "#d75f00", bold=True),
        "label": Style(color="#8a8a8a" if dark else "#6c6c6c", bold=False),
        "back": Style(color="#a8e0b8", bgcolor="#1f6b40"),
        "latest": Style(bgcolor="#ffd75f"),
        "claimed": Style(bgcolor="#9e9e9e", dim=True),
        "ready": Style(underline=True),
        "wild": Style(color="#d700d7", bold=True),
        "won": Style(color="#ffaf00" if dark else "#d75f00", bold=True),
        "dim": Style(dim=True),
        "turn": Style(color="#ffaf00" if dark else "#d75f00", bold=True, reverse=True),
        "mark": Style(color="#ffaf00" if dark else "#d75f00", bold=True),
    }
