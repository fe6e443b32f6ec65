"""Server settings, checked before anything listens."""

from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass, field
from pathlib import Path

PASSWORD_ENV = "MAHJONG_TUI_SSH_PASSWORD"
MAX_COLS, MAX_ROWS = 500, 200
"""The largest terminal a client may ask for (a bigger one is given this): a window of 65535×65535
would have the app allocate billions of cells."""


class ConfigError(Exception):
    """A setting that must not be used (said in one line)."""


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 2222
    max_connections: int = 32
    max_per_address: int = 8
    """Sessions from one IP address at once."""
    idle_timeout: float = 1800.0
    """Seconds without a key press before a connection is closed (0: never)."""
    password: str | None = None
    authorized_keys: Path | None = None
    data_dir: Path | None = None
    pace: float = 0.6
    """Seconds a bot takes per visible action at shared tables."""
    keep_replays: int = 1000
    """Finished shared tables' replays kept in the data folder (the oldest go first)."""
    child_argv: list[str] = field(default_factory=list)
    """Extra arguments for every connection's app process (tests)."""

    @property
    def auth_required(self) -> bool:
        return self.password is not None or self.authorized_keys is not None

    def check(self) -> None:
        if not 0 <= self.port <= 65535:
            raise ConfigError(f"--port must be 0-65535, not {self.port}")
        if self.max_connections < 1:
            raise ConfigError("--max-connections must be at least 1")
        if self.max_per_address < 1:
            raise ConfigError("--max-per-address must be at least 1")
        if self.keep_replays < 0:
            raise ConfigError("--keep-replays must be 0 or more")
        if self.authorized_keys is not None and not self.authorized_keys.is_file():
            raise ConfigError(f"--authorized-keys: no file {self.authorized_keys}")
        if self.authorized_keys is not None:
            _check_authorized_keys(self.authorized_keys)
        if self.password is not None and not self.password:
            raise ConfigError(f"{PASSWORD_ENV} is set but empty")
        if not is_loopback(self.host) and not self.auth_required:
            raise ConfigError(
                f"refusing to listen on {self.host} without authentication: set {PASSWORD_ENV} or give "
                "--authorized-keys FILE (or listen on 127.0.0.1)"
            )


def _check_authorized_keys(path: Path) -> None:
    """Read ``path`` as the server will (it did so only once listening, and stopped with a
    traceback on a file that does not read)."""
    import asyncssh

    refused = f"--authorized-keys: {path}: not an authorized_keys file"
    try:
        asyncssh.read_authorized_keys(str(path))
    except UnicodeDecodeError as e:
        raise ConfigError(f"{refused} (not UTF-8 text, byte {e.start})") from None
    except (OSError, ValueError) as e:
        raise ConfigError(f"{refused} ({e})") from None


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a name (or "" / "0.0.0.0" style wildcards) may reach beyond this machine


def clamp_size(cols: object, rows: object) -> tuple[int, int]:
    """A client's window size, made a size the app can draw: 1×1 to :data:`MAX_COLS`×:data:`MAX_ROWS`."""

    def whole(v: object, top: int) -> int:
        return min(max(v, 1), top) if isinstance(v, int) and not isinstance(v, bool) else 1

    return whole(cols, MAX_COLS), whole(rows, MAX_ROWS)


def url_host(host: str) -> str:
    """``host`` as it goes in a URL: an IPv6 address in brackets."""
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


def password_from_env() -> str | None:
    return os.environ.get(PASSWORD_ENV)
