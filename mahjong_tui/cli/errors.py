"""The command line's user errors, and how a message is shown on one line."""

from __future__ import annotations

from ..safe_json import one_line

__all__ = ["CliError", "one_line"]


class CliError(Exception):
    """A user error: printed as one line, exit code 2."""
