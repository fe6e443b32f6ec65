"""``mahjong-tui serve``: the SSH server.

Every session needs a terminal (``ssh -t``); it gets its own app process (:mod:`.terminal`) and a
control socket to the :class:`~.hub.Hub`, where the lobby and shared tables live.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import re
import signal
import socket
from collections import Counter
from pathlib import Path
from typing import Any

import asyncssh

from .config import ServerConfig, is_loopback
from .guard import AuthThrottle, address_key
from .hostkey import load_or_create
from .table_stats import user_folder
from .terminal import RESET, Terminal, child_argv, child_env

log = logging.getLogger("mahjong_tui.net")
TRIES_PER_CONNECTION = 6
"""Passwords one connection may try (as OpenSSH's MaxAuthTries); the address is slowed as well."""
SHUTTING_DOWN = (
    "The mahjong-tui server is shutting down. Your games are kept: a saved game and a shared table "
    "go on where they were when it is back.\r\n"
)
"""Said to each player as the server closes their session (not a crash: nothing is lost)."""


def safe_user(name: str) -> str:
    """A user name usable as a folder name and shown at the table."""
    clean = re.sub(r"[^A-Za-z0-9_.-]", "_", name or "player")[:24].strip("._") or "player"
    return clean


class _Auth(asyncssh.SSHServer):
    def __init__(self, server: GameServer) -> None:
        self.server = server
        self.address = "?"
        self.tries = 0

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.address = peer_address(conn)

    def begin_auth(self, username: str) -> bool:
        return self.server.config.auth_required

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        """Asked only of a key the ``--authorized-keys`` file does not hold: refused, and logged
        with its fingerprint, so the host can tell a friend's new key (``ssh-keygen -lf KEY.pub``
        shows the same) from a stranger's. A client may offer several keys, the right one last."""
        log.warning(
            "SSH key %s offered for %r from %s is not in %s",
            key.get_fingerprint(),
            username,
            self.address,
            self.server.config.authorized_keys,
        )
        return False

    def password_auth_supported(self) -> bool:
        return self.server.config.password is not None and self.tries < TRIES_PER_CONNECTION

    async def validate_password(self, username: str, password: str) -> bool:
        self.tries += 1
        expected = (self.server.config.password or "").encode()

        def right() -> bool:
            return bool(expected) and hmac.compare_digest(password.encode("utf-8", "replace"), expected)

        return await self.server.throttle.attempt(self.address, username, right)


def peer_host(conn: Any) -> str:
    """The client's address as it came ("?" when there is none)."""
    peer = conn.get_extra_info("peername")
    return str(peer[0]) if isinstance(peer, (tuple, list)) and peer else "?"


def peer_address(conn: Any) -> str:
    """The client's address as it is counted (:func:`address_key`: the port left out, an IPv6 /64)."""
    return address_key(peer_host(conn))


def session_key(host: str, user: str) -> str:
    """What ``--max-per-address`` counts a session as: its address (:func:`address_key`), but on a
    loopback address its user name as well. Everyone on this machine, and everyone who comes
    through a tunnel or proxy on it, connects from 127.0.0.1: one count for them all would let
    one person's sessions lock everyone else out."""
    key = address_key(host)
    return f"{key} as {user}" if is_loopback(host) or is_loopback(key) else key


class GameServer:
    def __init__(self, config: ServerConfig, throttle: AuthThrottle | None = None) -> None:
        """``throttle``: how failed passwords are slowed (a test's clock, or the real one)."""
        from ..datadir import data_dir

        config.check()
        self.config = config
        self.data = config.data_dir or data_dir()
        self.throttle = throttle or AuthThrottle()
        self.active = 0
        self.per_address: Counter[str] = Counter()
        self.terminals: set[Terminal] = set()
        self.closing = False
        """Set as :meth:`close` begins: the sessions it ends are told why."""
        self._acceptor: asyncssh.SSHAcceptor | None = None
        from .hub import Hub

        self.hub = Hub(pace=config.pace, data=self.data, keep_replays=config.keep_replays)

    @property
    def port(self) -> int:
        assert self._acceptor is not None
        return self._acceptor.get_port()

    async def start(self) -> None:
        key = load_or_create(self.data)
        self.hub.restore()  # the shared tables of the last run, where they were
        self._acceptor = await asyncssh.create_server(
            lambda: _Auth(self),
            self.config.host,
            self.config.port,
            server_host_keys=[key],
            process_factory=self._session,
            encoding=None,
            line_editor=False,
            authorized_client_keys=str(self.config.authorized_keys) if self.config.authorized_keys else None,
            keepalive_interval=15,
            keepalive_count_max=4,
            login_timeout=60,
        )
        self.fingerprint = key.get_fingerprint()

    async def close(self) -> None:
        self.closing = True
        if self._acceptor is not None:
            self._acceptor.close()
            await self._acceptor.wait_closed()
        await asyncio.gather(*(t.stop() for t in list(self.terminals)), return_exceptions=True)
        self.hub.close()

    async def serve_forever(self) -> None:
        await self.start()
        try:
            await asyncio.Event().wait()
        finally:
            await self.close()

    async def _session(self, process: asyncssh.SSHServerProcess) -> None:
        """One SSH session: a terminal of its own, or a clear message why not."""
        try:
            await self._run_session(process)
        except Exception:  # noqa: BLE001 - one session's failure must not touch the others
            log.exception("session failed")
            try:
                process.stdout.write(RESET + b"mahjong-tui: internal error; the session is closed.\r\n")
                process.exit(1)
            except Exception:  # noqa: BLE001
                pass

    async def _run_session(self, process: asyncssh.SSHServerProcess) -> None:
        if process.term_type is None:
            process.stdout.write(b"mahjong-tui needs a terminal: connect with `ssh -t`.\r\n")
            process.exit(1)
            return
        if self.active >= self.config.max_connections:
            process.stdout.write(b"The mahjong-tui server is full; try again later.\r\n")
            process.exit(1)
            return
        user = safe_user(process.get_extra_info("username") or "player")
        host = peer_host(process)
        address = session_key(host, user)
        if self.per_address[address] >= self.config.max_per_address:
            log.warning("refused a session from %s: %d open already", address, self.per_address[address])
            whose = "from your address" if address == address_key(host) else f"of yours ({user})"
            process.stdout.write(f"Too many mahjong-tui sessions {whose}; close one first.\r\n".encode())
            process.exit(1)
            return
        self.active += 1
        self.per_address[address] += 1
        ours, theirs = socket.socketpair()
        conn = None
        try:
            conn = await self.hub.attach(ours, user)
            user_data = user_folder(self.data, user)
            env = child_env(process.term_type, user, {"MAHJONG_TUI_DATA_DIR": str(user_data)})
            argv = child_argv(theirs.fileno(), ["--user", user] + self.config.child_argv)
            term = Terminal(process, argv, env, theirs, self.config.idle_timeout)
            self.terminals.add(term)
            try:
                code = await term.run()
            finally:
                self.terminals.discard(term)
            try:
                if self.closing:
                    process.stdout.write(RESET + SHUTTING_DOWN.encode())
                elif term.idle:
                    process.stdout.write(RESET + b"Closed after a long time without a key press.\r\n")
                elif code != 0:
                    process.stdout.write(RESET + f"mahjong-tui ended unexpectedly (status {code}).\r\n".encode())
                process.exit(code)
            except (OSError, asyncssh.Error, BrokenPipeError):
                pass
        finally:
            self.active -= 1
            self.per_address[address] -= 1
            if not self.per_address[address]:
                del self.per_address[address]
            theirs.close()
            if conn is not None:
                conn.close()
            else:
                ours.close()


def run_server(config: ServerConfig, announce: Any = print) -> None:
    async def main() -> None:
        server = GameServer(config)
        await server.start()
        announce(
            f"mahjong-tui: serving SSH on {config.host}:{server.port} "
            f"(host key {server.fingerprint}; "
            f"{'authentication required' if config.auth_required else 'no password: loopback only'})"
        )
        announce(
            f"connect with: ssh -p {server.port} {'' if config.host in ('127.0.0.1', 'localhost') else ''}{config.host}"
        )
        stop = asyncio.Event()
        try:  # a service manager stops a server with SIGTERM: shut down as on Ctrl-C
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
        except (NotImplementedError, RuntimeError):  # no signal handlers here (Windows, another thread)
            pass
        try:
            await stop.wait()
        finally:
            await server.close()

    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s")
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass


__all__ = ["GameServer", "ServerConfig", "run_server", "Path"]
