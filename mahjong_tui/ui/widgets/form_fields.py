"""The settings of a :class:`~.form.SettingsForm`: its lines, and their choices and typed texts."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Field:
    """One setting: a choice among ``options`` (``text`` None) or a typed ``text``."""

    key: str
    options: list[tuple[str, Any]] = field(default_factory=list)
    """A choice's (word shown, value) pairs."""
    index: int = 0
    text: str | None = None
    placeholder: str = ""
    max_length: int = 0
    """A text's most characters (0: no limit)."""
    allowed: str = ""
    """A pattern the whole text must match (empty: anything)."""
    width: int = 0
    """Cells; 0 shares what the line leaves."""
    shown: bool = True
    cursor: int = 0

    @classmethod
    def choice(cls, key: str, options: list[tuple[str, Any]], value: Any, width: int = 0) -> Field:
        if not options:
            raise ValueError(f"the setting {key} needs at least one option")
        values = [v for _, v in options]
        return cls(key, options, values.index(value) if value in values else 0, width=width)

    @classmethod
    def typed(cls, key: str, text: str, placeholder: str = "", max_length: int = 0, allowed: str = "") -> Field:
        return cls(key, text=text, placeholder=placeholder, max_length=max_length, allowed=allowed, cursor=len(text))

    @property
    def is_text(self) -> bool:
        return self.text is not None

    @property
    def most_cells(self) -> int | None:
        """The cells a text of at most ``max_length`` characters ever needs (each as wide as a
        Chinese one, and the cursor after the last); None for a choice or a text of any length.
        A seat's name took all of a wide menu's row before, putting the bot's level beside it
        some eighty columns away at 200 columns."""
        if self.text is None or not self.max_length:
            return None
        return 2 * self.max_length + 1

    @property
    def value(self) -> Any:
        return self.text if self.text is not None else self.options[self.index][1]

    @property
    def label(self) -> str:
        """What the field shows: the chosen option's word, or the text."""
        return self.text if self.text is not None else self.options[self.index][0]

    def accepts(self, text: str) -> bool:
        if self.max_length and len(text) > self.max_length:
            return False
        return not self.allowed or re.fullmatch(self.allowed, text) is not None


@dataclass
class Line:
    """A line of the form: a label and its fields; a heading (``section``) or a note has none."""

    label: str
    fields: list[Field] = field(default_factory=list)
    key: str = ""
    """A name to show or hide the line by (see :meth:`SettingsForm.show_line`)."""
    section: bool = False
    note: bool = False
    shown: bool = True
