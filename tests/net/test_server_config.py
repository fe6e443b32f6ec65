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
    keys.write_bytes(asyncssh.generate_private_key("ssh-ed25519").export_public_key())
    ServerConfig(host="0.0.0.0", authorized_keys=keys).check()
    ServerConfig(host="::1").check()
    assert main(["serve", "--host", "192.0.2.1"]) == 2


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"", "no valid entries found"),
        (b"garbage\n", "no valid entries found"),
        (b"ssh-ed25519 AAAA\xff\xfe ann\n", "not utf-8 text, byte 16"),
    ],
)
def test_an_authorized_keys_file_that_does_not_read_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, why: str
) -> None:
    """The server started, then stopped with asyncssh's traceback."""
    keys = tmp_path / "authorized_keys"
    keys.write_bytes(content)
    with pytest.raises(ConfigError, match=f"^--authorized-keys: {keys}: not an authorized_keys file \\(") as refused:
        ServerConfig(authorized_keys=keys).check()
    assert why in str(refused.value).lower()
    assert main(["serve", "--port", "0", "--authorized-keys", str(keys)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mahjong-tui: error: --authorized-keys: ") and err.count("\n") == 1, err


def test_the_host_key_is_made_once(tmp_path: Path) -> None:
    first = load_or_create(tmp_path)
    assert (tmp_path / KEY_NAME).stat().st_mode & 0o777 == 0o600
    assert load_or_create(tmp_path).get_fingerprint() == first.get_fingerprint()


async def test_password_authentication(tmp_path: Path) -> None:
    srv = GameServer(ServerConfig(port=0, password="s3cret", data_dir=tmp_path))
    await srv.start()
    try:
        with pytest.raises(asyncssh.PermissionDenied):
            await asyncssh.connect(
                "127.0.0.1",
                srv.port,
                username="ann",
                password="wrong",
                known_hosts=None,
                client_keys=None,
                agent_path=None,
            )
        async with asyncssh.connect(
            "127.0.0.1",
            srv.port,
            username="ann",
            password="s3cret",
            known_hosts=None,
            client_keys=None,
            agent_path=None,
        ) as conn:
            result = await conn.run(timeout=30)
            assert "needs a terminal" in str(result.stdout)
    finally:
        await srv.close()


def test_a_frame_of_hostile_json_is_a_protocol_error() -> None:
    import asyncio

    from mahjong_tui.net.protocol import ProtocolError, read_frame

    async def read(payload: bytes) -> object:
        reader = asyncio.StreamReader()
        body = b"J" + payload
        reader.feed_data(len(body).to_bytes(4, "big") + body)
        reader.feed_eof()
        return await read_frame(reader, allow_pickle=False)

    assert asyncio.run(read(b'{"type": "key", "key": "x"}')) == {"type": "key", "key": "x"}
    for bad in (b"[" * 1000 + b"]" * 1000, b'{"w": Infinity}', b'{"id": "\\ud800"}', b"\xff"):
        try:
            asyncio.run(read(bad))
        except ProtocolError as e:
            assert "bad JSON" in str(e)
        else:
            raise AssertionError(f"{bad[:20]!r} was read")


def test_serve_help_says_what_the_per_address_cap_counts(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "sessions from one IP address at once (default 8); from a loopback address" in text
    assert "per user name" in text
