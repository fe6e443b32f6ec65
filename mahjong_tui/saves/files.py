"""Safe file writes and moving bad files aside."""

from __future__ import annotations

import os
import time
from pathlib import Path


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` so that a crash or kill at any moment leaves either the old file or the
    new one, never a mix: a temporary file beside it, fsync, then ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    data = text.encode("utf-8")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    try:  # make the rename itself durable
        dfd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def move_aside(path: Path, folder: Path) -> Path:
    """Move a bad file into ``folder`` under a name that never overwrites another one."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = folder / f"{path.name}.{stamp}"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{path.name}.{stamp}.{n}"
    os.replace(path, target)
    return target


def clean_temporaries(folder: Path, older_than: float = 600.0) -> None:
    """Remove temporary files left by a writer that was killed mid-write (never a save)."""
    now = time.time()
    for tmp in folder.glob(".*.tmp"):
        try:
            if now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
        except OSError:
            pass
