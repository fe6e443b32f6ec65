"""Default seat names ("Player", "Bot 2", "Seat 3", "電腦 2"): given in a language, read back in
any. A game keeps the names it began with (its events and its save's check carry them); a screen
shows a default one in its own language (:func:`default_seat_name`), a typed one as it is."""

from __future__ import annotations

from .catalog import LANGS, template


def _word(lang: str, key: str) -> str:
    """A name's word in ``lang`` ("Bot", "電腦"): a catalog text without arguments."""
    return template(key, lang) or key


def is_default_player_name(name: str) -> bool:
    """Is ``name`` the menu's default human name (``Player`` in any language), not one typed?"""
    return name in {_word(code, "menu.player") for code in LANGS}


def numbered_name(lang: str, key: str, n: int) -> str:
    """A default seat name: ``key``'s word and the seat's number ("Bot 2", "Seat 3", "電腦 2"), the
    form :func:`default_seat_name` reads back in another language."""
    return f"{_word(lang, key)} {n}"


def numbered(name: str) -> tuple[str, int] | None:
    """The word's key and the number of a default numbered name in any language ("電腦 2":
    ``("menu.bot", 2)``), or None for a name someone typed. The number is ASCII digits: a
    superscript "²" is a digit to ``str.isdigit`` but not to ``int``."""
    word, _, number = name.rpartition(" ")
    if not (number.isascii() and number.isdigit()):
        return None
    for code in LANGS:
        for key in ("menu.bot", "menu.player", "result.seat"):
            if word == _word(code, key):
                return key, int(number)
    return None


def default_seat_name(lang: str, name: str) -> str:
    """A seat's name in ``lang`` while it is still a default one (``Player``, ``Bot 2``, the
    command line's ``Player 3``, a shared table's open ``Seat 3``, in any language); a name
    someone typed stays as it is."""
    if is_default_player_name(name):
        return _word(lang, "menu.player")
    found = numbered(name)
    return name if found is None else numbered_name(lang, *found)
