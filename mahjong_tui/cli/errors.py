"""The command line's user errors, and how a message is shown on one line."""

from __future__ import annotations


class CliError(Exception):
    """A user error: printed as one line, exit code 2."""


def one_line(text: str) -> str:
    """A message as one line of plain text: line breaks and other control characters escaped,
    so an argument holding them cannot break the line or drive the terminal."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
