"""``mahjong-tui web``: the same app in a browser, on this machine only (textual-serve).

Each browser tab runs its own ``mahjong-tui`` process, as a terminal would. The server is closed
to strangers (see :mod:`mahjong_tui.net.web`): the printed URL carries a secret token.
"""

from __future__ import annotations

import argparse
import logging
import shlex
import sys
from functools import partial
from typing import Any

from .errors import CliError
from .numbers import MAX_SESSIONS, whole


def add_parser(subs: Any) -> None:
    p = subs.add_parser(
        "web",
        help="play in a browser on this machine (http://127.0.0.1:8000)",
        description="Serve the app to a browser on loopback. Open the URL it prints: "
        "it carries a secret token, and the page answers nobody without it.",
    )
    p.add_argument("--port", type=whole(0, 65535), default=8000, help="port (default 8000; 0: any free port)")
    p.add_argument("--host", default="127.0.0.1", help="loopback address to listen on (default 127.0.0.1)")
    p.add_argument(
        "--max-sessions",
        type=whole(1, MAX_SESSIONS),
        default=4,
        help="browser tabs at once, each its own process (default 4)",
    )
    p.set_defaults(run=run)


def command_line() -> str:
    """What each browser tab runs: this Python, this package."""
    return f"{shlex.quote(sys.executable)} -m mahjong_tui.cli.main"


def run(args: argparse.Namespace) -> int:
    from ..net.config import is_loopback

    if not is_loopback(args.host):
        raise CliError(f"mahjong-tui web listens on loopback only, not {args.host} (use `serve` to share the game)")
    from ..net.web import WebServer

    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s")
    server = WebServer(command_line(), host=args.host, port=args.port, max_sessions=args.max_sessions)
    try:
        server.run(announce=partial(print, flush=True))
    except OSError as e:
        raise CliError(f"cannot listen on {args.host}:{args.port}: {e.strerror or e}") from None
    return 0
