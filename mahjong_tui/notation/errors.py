"""The error every notation problem raises: what is wrong and at which column."""

from __future__ import annotations

QUOTE_MAX = 60
"""The most of a hand string an error message quotes."""


class NotationError(ValueError):
    """A hand string that cannot be read. ``column`` is 1-based."""

    def __init__(self, message: str, column: int, text: str) -> None:
        self.message = message
        self.column = column
        self.text = text
        super().__init__(f"{message} at column {column} in {text!r}")

    def quoted(self) -> str:
        """The text as a message quotes it: whole up to :data:`QUOTE_MAX` characters, else the
        stretch around the column, a cut end marked "…" (a 10,000-tile hand was quoted whole)."""
        if len(self.text) <= QUOTE_MAX:
            return repr(self.text)
        half = QUOTE_MAX // 2
        start = max(0, min(self.column - 1 - half, len(self.text) - QUOTE_MAX))
        end = start + QUOTE_MAX
        cut = ("…" if start > 0 else "") + self.text[start:end] + ("…" if end < len(self.text) else "")
        return repr(cut)

    def line(self, what: str) -> str:
        """One line for a person who typed ``what`` (a hand, the tiles in sight): where it went
        wrong and why."""
        return f"{what} {self.quoted()}, column {self.column}: {self.message}"

    def pointer(self) -> str:
        """Two lines: the text and a caret under the offending column."""
        return f"{self.text}\n{' ' * (self.column - 1)}^"
