"""The project's hand notation: parse and print (described for users in docs/notation.md)."""

from .errors import NotationError
from .format import format_hand, format_meld, format_tiles
from .parse import hand_size_for, parse_hand

__all__ = ["NotationError", "format_hand", "format_meld", "format_tiles", "hand_size_for", "parse_hand"]
