"""How things are drawn right now: language, tile theme and colours, in one small value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..tiles.faces import tile_label
from .i18n import pick, tr, wind
from .theme import palette
from .tiles import Palette

if TYPE_CHECKING:  # pragma: no cover
    from ..messages import Message
    from ..tiles.kinds import Tile


@dataclass(frozen=True)
class Look:
    lang: str = "en"
    ascii: bool = False
    dark: bool = True
    palette: Palette = field(default_factory=palette, compare=False, hash=False)
    bot_levels: tuple[str, ...] = ()
    """Each seat's bot level, shown beside its name when it is not ``normal`` ("" for a person's seat)."""
    away: tuple[bool, ...] = ()
    """Each seat: its person is away from a shared table and a bot plays for them (shown beside the name)."""

    @classmethod
    def make(cls, lang: str, ascii_only: bool, dark: bool) -> Look:
        return cls(lang, ascii_only, dark, palette(dark))

    def t(self, key: str, **kw: Any) -> str:
        return tr(self.lang, key, **kw)

    def say(self, message: Message) -> str:
        """An engine message in this table's language, its tiles named as this table draws
        them (``紅中``; ``Rd`` in the ASCII theme)."""
        return message.text(self.lang, self.tile_name)

    def tile_name(self, t: Tile) -> str:
        return tile_label(t, self.ascii, self.lang)

    def pick(self, en: str, zh_text: str) -> str:
        return pick(self.lang, en, zh_text)

    def wind(self, w: int, short: bool = False) -> str:
        return wind(self.lang, w, short)
