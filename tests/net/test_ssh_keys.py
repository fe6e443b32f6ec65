"""Keys at a server opened with ``--authorized-keys``: a listed key comes in; a key not listed is
refused and logged with its fingerprint, so the host can tell a friend's new key (``ssh-keygen
-lf KEY.pub`` shows the same) from a stranger's. Before, a refused key left no trace at all."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncssh
import pytest

from mahjong_tui.net.config import ServerConfig
from mahjong_tui.net.server import GameServer

from .conftest import Term


async def _connect(srv: GameServer, user: str, key: asyncssh.SSHKey) -> Term:
    conn = await asyncssh.connect(
        "127.0.0.1", srv.port, username=user, known_hosts=None, client_keys=[key], agent_path=None
    )
    process = await conn.create_process(term_type="xterm-256color", term_size=(100, 30), encoding=None)
    return Term(conn, process, 100, 30)


async def test_a_key_not_listed_is_refused_and_logged_with_its_fingerprint(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    friend = asyncssh.generate_private_key("ssh-ed25519")
    stranger = asyncssh.generate_private_key("ssh-ed25519")
    keys = tmp_path / "authorized_keys"
    keys.write_bytes(friend.export_public_key())
    config = ServerConfig(
        host="127.0.0.1",
        port=0,
        data_dir=tmp_path / "server",
        pace=0.0,
        idle_timeout=600,
        child_argv=["--pace", "0"],
        authorized_keys=keys,
    )
    caplog.set_level(logging.WARNING, "mahjong_tui.net")
    srv = GameServer(config)
    await srv.start()
    try:
        with pytest.raises(asyncssh.PermissionDenied):
            await _connect(srv, "eve", stranger)
        refused = [r.getMessage() for r in caplog.records if stranger.get_fingerprint() in r.getMessage()]
        assert len(refused) == 1, caplog.text
        assert "'eve'" in refused[0] and "127.0.0.1" in refused[0] and str(keys) in refused[0]
        ann = await _connect(srv, "ann", friend)
        try:
            await ann.wait("Play alone")
        finally:
            await ann.close()
        assert friend.get_fingerprint() not in caplog.text
    finally:
        await srv.close()
