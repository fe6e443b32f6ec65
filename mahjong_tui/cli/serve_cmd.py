"""``mahjong-tui serve``: let people play over SSH (``ssh -p 2222 localhost``)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .errors import CliError
from .numbers import MAX_CONNECTIONS, MAX_HANDS, MAX_IDLE_MINUTES, MAX_TABLE_PACE, seconds, whole


def add_parser(subs: Any) -> None:
    p = subs.add_parser(
        "serve",
        help="serve the game over SSH: play alone or at shared tables",
        description="An SSH server: every connection gets the game in its own terminal. "
        "Listens on loopback unless authentication is configured.",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=whole(0, 65535), default=2222, help="port (default 2222)")
    p.add_argument(
        "--authorized-keys",
        type=Path,
        metavar="FILE",
        help="allow only these public keys (an OpenSSH authorized_keys file)",
    )
    p.add_argument("--max-connections", type=whole(1, MAX_CONNECTIONS), default=32, help="players at once (default 32)")
    p.add_argument(
        "--max-per-address",
        type=whole(1, MAX_CONNECTIONS),
        default=8,
        help="sessions from one IP address at once (default 8); from a loopback address "
        "(this machine, or a tunnel or proxy on it) per user name",
    )
    p.add_argument(
        "--idle-timeout",
        type=seconds(0, MAX_IDLE_MINUTES),
        default=30.0,
        help="minutes without a key press before a connection is closed (0: never; default 30)",
    )
    p.add_argument(
        "--pace",
        type=seconds(0, MAX_TABLE_PACE),
        default=0.6,
        help="seconds per bot move at shared tables (default 0.6)",
    )
    p.add_argument(
        "--keep-replays",
        metavar="N",
        type=whole(0, MAX_HANDS),
        default=1000,
        help="finished shared tables' replays to keep; the oldest are removed (default 1000)",
    )
    p.epilog = "A password is read from the environment variable MAHJONG_TUI_SSH_PASSWORD, never from the command line."
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..net.config import ConfigError, ServerConfig, password_from_env
    from ..net.server import run_server

    config = ServerConfig(
        host=args.host,
        port=args.port,
        max_connections=args.max_connections,
        max_per_address=args.max_per_address,
        idle_timeout=max(0.0, args.idle_timeout) * 60,
        password=password_from_env(),
        authorized_keys=args.authorized_keys,
        pace=max(0.0, args.pace),
        keep_replays=args.keep_replays,
    )
    try:
        config.check()
    except ConfigError as e:
        raise CliError(str(e)) from None
    try:
        run_server(config)
    except OSError as e:
        raise CliError(f"cannot listen on {args.host}:{args.port}: {e.strerror or e}") from None
    return 0
