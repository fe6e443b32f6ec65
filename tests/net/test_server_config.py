"""Where the server may listen, authentication, the host key."""

from __future__ import annotations

from pathlib import Path

import asyncssh
import pytest

from mahjong_tui.cli.main import main
from mahjong_tui.net.config import ConfigError, ServerConfig
from mahjong_tui.net.hostkey import KEY_NAME, load_or_create
from mahjong_tui.net.server import GameServer


def test_a_public_address_needs_authentication(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="without authentication"):
        ServerConfig(host="0.0.0.0").check()
    keys = tmp_path / "authorized_keys"
    keys.write_text("")
    ServerConfig(host="0.0.0.0", authorized_keys=keys).check()
    ServerConfig(host="::1").check()
    assert main(["serve", "--host", "192.0.2.1"]) == 2


def test_the_host_key_is_made_once(tmp_path: Path) -> None:
    first = load_or_create(tmp_path)
    assert (tmp_path / KEY_NAME).stat().st_mode & 0o777 == 0o600
    assert load_or_create(tmp_path).get_fingerprint() == first.get_fingerprint()


async def test_password_authentication(tmp_path: Path) -> None:
    srv = GameServer(ServerConfig(port=0, password="s3cret", data_dir=tmp_path))
    await srv.start()
    try:
        with pytest.raises(asyncssh.PermissionDenied):
            await asyncssh.connect("127.0.0.1", srv.port, username="ann", password="wrong", known_hosts=None,
                                   client_keys=None, agent_path=None)
        async with asyncssh.connect("127.0.0.1", srv.port, username="ann", password="s3cret", known_hosts=None,
                                    client_keys=None, agent_path=None) as conn:
            result = await conn.run(timeout=30)
            assert "needs a terminal" in str(result.stdout)
    finally:
        await srv.close()
