"""The error every notation problem raises: what is wrong and at which column."""

from __future__ import annotations


class NotationError(ValueError):
    """A hand string that cannot be read. ``column`` is 1-based."""

    def __init__(self, message: str, column: int, text: str) -> None:
        self.message = message
        self.column = column
        self.text = text
        super().__init__(f"{message} at column {column} in {text!r}")

    def pointer(self) -> str:
        """Two lines: the text and a caret under the offending column."""
        return f"{self.text}\n{' ' * (self.column - 1)}^"
