"""Where saves and replays may be read from: only files directly in the program's own folders.

``resume`` and ``replay`` take an id (a file's name without ``.json``, as ``--list`` shows it)
or a path; a path outside those folders is refused, never read.
"""

from __future__ import annotations

from pathlib import Path

from .schema import plain_name


def in_folder(path: Path, folder: Path) -> bool:
    """Is ``path`` an entry directly in ``folder`` (after resolving ``..`` and links above it)?"""
    if path.name in ("", ".", ".."):
        return False
    try:
        return path.parent.resolve() == folder.resolve()
    except (OSError, RuntimeError):  # a loop of links
        return False


def locate(arg: str, folders: list[Path]) -> Path | None:
    """The file ``arg`` names in one of ``folders`` (searched in order), or None."""
    if plain_name(arg):
        for folder in folders:
            for candidate in (folder / f"{arg}.json", folder / arg):
                if candidate.is_file():
                    return candidate
    path = Path(arg)
    if path.is_file() and any(in_folder(path, f) for f in folders):
        return path
    return None
