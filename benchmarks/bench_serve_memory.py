"""Memory of a ``serve`` process over a long run: its RSS every ``--every`` hands of bot tables.

A server must not grow all day. This starts the SSH server of ``mahjong-tui serve`` in this
process (:class:`GameServer` on a loopback port, saving its shared tables in a temporary data
folder, as ``serve`` does) with the bots at full speed (pace 0), and seats ``--tables`` players
at shared tables. The players are bots in a second process, connected over the same control
socket pairs and frames an SSH session's app process uses (``create``, ``act``, ``next``,
``leave``; the server sends each its seat's view): each opens a table of one person and three
bots, plays its seat with ``BaselineBot`` and, when the match is over, leaves and opens the next,
so tables come and go as they do on a real server. The server saves every table after every
move, as ``serve`` does, but (unless ``--fsync``) does not wait for the disk each time (and
keeps them in ``/dev/shm`` where there is one). Every ``--every`` hands finished (over all
tables) it prints the server's RSS and the players' process's, then how much the server grew
between ``--from`` hands and the end::

    python benchmarks/bench_serve_memory.py [--variant mcr] [--hands 3000] [--tables 4] [--every 500] [--fsync]

With ``--top N`` it also prints the N places in the server whose allocations grew most between
``--from`` and the end (tracemalloc: slower, for finding a leak). What it leaves out: the SSH
transport of real players and their app processes (each a Textual app showing one seat; see
``bench_ssh.py`` for their size).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _common import machine
from bench_memory import rss_mb


def rss_of(pid: int) -> float:
    """Another process's resident set size in MB (Linux /proc), 0 when it is gone."""
    try:
        pages = int(Path(f"/proc/{pid}/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


# ---- the players' process ---------------------------------------------------------------------


async def _player(fd: int, variant_id: str, seed: int) -> None:
    """One person at the server, played by a bot: open a table, play the match, leave, again."""
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.net.protocol import encode_json, read_frame
    from mahjong_tui.table.state import Phase
    from mahjong_tui.variants import load_variant

    variant = load_variant(variant_id)
    reader, writer = await asyncio.open_connection(sock=socket.socket(fileno=fd))

    def send(msg: dict[str, Any]) -> None:
        writer.write(encode_json(msg))

    bot = BaselineBot(variant, seed)
    matches = 0

    def create() -> None:
        nonlocal bot, matches
        matches += 1
        bot = BaselineBot(variant, seed * 1000 + matches)
        send(
            {"op": "create", "variant": variant_id, "seats": ["me", "bot", "bot", "bot"], "seed": seed * 1000 + matches}
        )

    create()
    while True:
        msg = await read_frame(reader, allow_pickle=True)
        if msg is None:
            return
        if msg.get("op") != "state":
            if msg.get("op") == "error" and msg.get("fatal"):
                print(f"player {seed}: {msg['message']}", file=sys.stderr, flush=True)
                create()
            continue
        view = msg["view"]
        if view.match_over:
            send({"op": "leave"})
            create()
        elif view.phase is Phase.HAND_OVER:
            send({"op": "next"})
        elif view.legal and msg["seat"] in view.to_act:
            send({"op": "act", "action": bot.choose(view).as_dict()})


async def _players(fds: list[int], variant_id: str) -> None:
    await asyncio.gather(*(_player(fd, variant_id, i + 1) for i, fd in enumerate(fds)))


def _stop(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


# ---- the server -------------------------------------------------------------------------------


async def _serve(args: argparse.Namespace) -> None:
    from mahjong_tui.net.server import GameServer, ServerConfig

    if not args.fsync:  # the saves are written as serve writes them, only not forced to the disk
        os.fsync = lambda fd: None
    shm = Path("/dev/shm")  # a folder in memory: the disk's speed is not what is measured
    data = Path(tempfile.mkdtemp(prefix="bench-serve-", dir=shm if shm.is_dir() and not args.fsync else None))
    server = GameServer(ServerConfig(port=0, pace=0.0, data_dir=data))
    await server.start()
    pairs = [socket.socketpair() for _ in range(args.tables)]
    for i, (ours, _) in enumerate(pairs):
        await server.hub.attach(ours, f"player{i + 1}")
    theirs = [p[1].fileno() for p in pairs]
    players = subprocess.Popen(
        [sys.executable, __file__, "--players", ",".join(map(str, theirs)), "--variant", args.variant], pass_fds=theirs
    )
    for _, t in pairs:
        t.close()
    disk = "forced to disk" if args.fsync else "not forced to disk"
    print(
        f"serve on 127.0.0.1:{server.port}, data in {data}; {args.tables} tables of {args.variant} "
        f"(one bot player and three bots each), pace 0, saves {disk}; players in process {players.pid}",
        flush=True,
    )

    if args.top:
        import tracemalloc

        tracemalloc.start(8)
    seen: dict[str, int] = {}
    marks: dict[int, float] = {}
    snap: list[Any] = []
    t0 = time.perf_counter()
    next_mark = args.every
    try:  # a stop (ctrl+c, kill) still ends the players and removes the data folder
        signal.signal(signal.SIGTERM, _stop)
        while next_mark <= args.hands:
            await asyncio.sleep(0.05)
            if players.poll() is not None:
                raise SystemExit(f"the players' process ended (status {players.returncode})")
            for tid, table in server.hub.tables.items():
                seen[tid] = table.game.match.hands_played
            done = sum(seen.values())
            if done >= next_mark:
                gc.collect()
                marks[next_mark] = rss_mb()
                print(
                    f"{done:6d} hands  server RSS {marks[next_mark]:7.1f} MB  players {rss_of(players.pid):7.1f} MB  "
                    f"tables {len(server.hub.tables):3d}  ({time.perf_counter() - t0:6.1f} s)",
                    flush=True,
                )
                if args.top and next_mark == args.start:
                    import tracemalloc

                    snap.append(tracemalloc.take_snapshot())
                next_mark += args.every
    finally:
        players.terminate()
        players.wait()
        await server.close()
        import shutil

        shutil.rmtree(data, ignore_errors=True)
    first, last = marks.get(args.start), marks[max(marks)]
    if first is not None:
        print(
            f"server RSS at {args.start} hands {first:.1f} MB, at {max(marks)} hands {last:.1f} MB: "
            f"grew {last - first:+.1f} MB (target: a few MB)"
        )
    if args.top and snap:
        import tracemalloc

        stats = tracemalloc.take_snapshot().compare_to(snap[0], "traceback")
        for stat in stats[: args.top]:
            print(f"{stat.size_diff / 1e6:+8.2f} MB  {stat.count_diff:+8d} blocks")
            for line in stat.traceback.format()[-6:]:
                print("    " + line)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="mcr")
    ap.add_argument("--hands", type=int, default=3000)
    ap.add_argument("--tables", type=int, default=4)
    ap.add_argument("--every", type=int, default=500)
    ap.add_argument("--from", dest="start", type=int, default=1000, help="the warm-up, in hands")
    ap.add_argument("--top", type=int, default=0, help="show the N allocation sites that grew most")
    ap.add_argument(
        "--fsync",
        action="store_true",
        help="force every table save to the disk, as serve does (slow: the disk, not memory)",
    )
    ap.add_argument("--players", help=argparse.SUPPRESS)  # the players' process: its sockets
    args = ap.parse_args()
    if args.players:
        asyncio.run(_players([int(fd) for fd in args.players.split(",")], args.variant))
        return 0
    if args.every < 1 or args.tables < 1 or args.hands < args.every:
        ap.error("--every and --tables must be at least 1, --hands at least --every")
    print(machine())
    asyncio.run(_serve(args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
