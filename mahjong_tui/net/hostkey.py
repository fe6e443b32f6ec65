"""The server's host key: made once, kept in the user's data folder."""

from __future__ import annotations

import os
from pathlib import Path

import asyncssh

KEY_NAME = "ssh_host_ed25519_key"


def load_or_create(folder: Path) -> asyncssh.SSHKey:
    path = folder / KEY_NAME
    if path.exists():
        return asyncssh.read_private_key(str(path))
    folder.mkdir(parents=True, exist_ok=True)
    key = asyncssh.generate_private_key("ssh-ed25519", comment="mahjong-tui host key")
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(key.export_private_key())
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    return key
