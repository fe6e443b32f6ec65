"""``mahjong-tui web``: the same app in a browser, on this machine only (textual-serve).

Each browser tab runs its own ``mahjong-tui`` process, as a terminal would.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from typing import Any

from .main import CliError


def add_parser(subs: Any) -> None:
    p = subs.add_parser("web", help="play in a browser on this machine (http://localhost:8000)",
                        description="Serve the app to a browser on loopback.")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--host", default="127.0.0.1", help="loopback address to listen on (default 127.0.0.1)")
    p.set_defaults(run=run)


def command_line() -> str:
    """What each browser tab runs: this Python, this package."""
    return f"{shlex.quote(sys.executable)} -m mahjong_tui.cli.main"


def run(args: argparse.Namespace) -> int:
    from ..net.config import is_loopback

    if not is_loopback(args.host):
        raise CliError(f"mahjong-tui web listens on loopback only, not {args.host} (use `serve` to share the game)")
    if not 0 < args.port < 65536:
        raise CliError(f"--port must be 1-65535, not {args.port}")
    from textual_serve.server import Server

    print(f"mahjong-tui: open http://{args.host}:{args.port} in a browser (Ctrl+C stops)")
    Server(command_line(), host=args.host, port=args.port, title="mahjong-tui").serve()
    return 0
