"""SSH server figures: memory per connected player, key press to screen, players per server.

Starts ``mahjong-tui serve`` on a free loopback port (a process of its own, with a temporary
data folder), connects asyncssh clients with a pseudo-terminal, takes each to a solo table
(MCR against three bots) and measures:

* memory of each connection's app process (RSS, and USS/PSS: what it alone costs) — target <= 60 MB;
* key press to screen: from writing a key (move the tile selection) to the first bytes of the
  redraw arriving back, median and p95 — target < 20 ms median;
* capacity: more and more players, each pressing a key every ``--think`` seconds, until the
  probe's median key-to-screen passes 100 ms (or ``--max-players``).

    .venv/bin/pip install -e ".[test,bench]"
    .venv/bin/python benchmarks/bench_ssh.py [--presses 200] [--max-players 48] [--step 4]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import _common  # noqa: F401 - puts the repository on sys.path
import asyncssh
import psutil
import pyte
from _common import machine, verdict


class Client:
    def __init__(self, conn: asyncssh.SSHClientConnection, proc: asyncssh.SSHClientProcess) -> None:
        self.conn, self.proc = conn, proc
        self.screen = pyte.Screen(120, 40)
        self.stream = pyte.ByteStream(self.screen)
        self.got = asyncio.Event()
        self.got_at = 0.0
        self.task = asyncio.create_task(self._read())

    async def _read(self) -> None:
        while True:
            data = await self.proc.stdout.read(65536)
            if not data:
                return
            if not self.got.is_set():  # the first bytes of the redraw: timed before the emulator parses them
                self.got_at = time.perf_counter()
            self.got.set()
            self.stream.feed(data)

    def text(self) -> str:
        s = self.screen
        return "\n".join("".join(s.buffer[y][x].data for x in range(s.columns)) for y in range(s.lines))

    async def wait(self, needle: str, timeout: float = 120) -> None:
        end = time.monotonic() + timeout
        while needle not in self.text():
            if time.monotonic() > end:
                raise TimeoutError(f"no {needle!r} on screen")
            self.got.clear()
            try:
                await asyncio.wait_for(self.got.wait(), 0.5)
            except TimeoutError:
                pass

    async def key_to_screen(self, key: bytes) -> float:
        await asyncio.sleep(0.03)  # let the previous redraw finish
        self.got.clear()
        t0 = time.perf_counter()
        self.proc.stdin.write(key)
        await asyncio.wait_for(self.got.wait(), 10)
        return (self.got_at - t0) * 1000

    async def close(self) -> None:
        self.conn.close()
        self.task.cancel()


async def seat(port: int, user: str) -> Client:
    conn = await asyncssh.connect("127.0.0.1", port, username=user, known_hosts=None, client_keys=None, agent_path=None)
    proc = await conn.create_process(term_type="xterm-256color", term_size=(120, 40), encoding=None)
    c = Client(conn, proc)
    await c.wait("Play alone")
    c.proc.stdin.write(b"\r")
    await c.wait("Start")
    c.proc.stdin.write(b"s")
    await c.wait("Your turn")
    return c


def children(server: psutil.Process) -> list[psutil.Process]:
    return [p for p in server.children(recursive=True) if "mahjong_tui.net.child" in " ".join(p.cmdline())]


async def probe(c: Client, presses: int) -> list[float]:
    out = []
    for i in range(presses):
        out.append(await c.key_to_screen(b"\x1b[D" if i % 2 else b"\x1b[C"))
    return out


async def chatter(c: Client, think: float, stop: asyncio.Event) -> None:
    """A player moving the selection every ``think`` seconds."""
    i = 0
    while not stop.is_set():
        c.proc.stdin.write(b"\x1b[D" if i % 2 else b"\x1b[C")
        i += 1
        try:
            await asyncio.wait_for(stop.wait(), think)
        except TimeoutError:
            pass


async def run(args: argparse.Namespace, port: int, server: psutil.Process) -> None:
    first = await seat(port, "p0")
    kids = children(server)
    mem = [k.memory_full_info() for k in kids]
    rss = statistics.mean(m.rss for m in mem) / 2**20
    uss = statistics.mean(m.uss for m in mem) / 2**20
    pss = statistics.mean(m.pss for m in mem) / 2**20
    print(
        f"memory per player (one app process at the table): RSS {rss:.1f} MB, USS {uss:.1f} MB, PSS {pss:.1f} MB"
        f" -> {verdict(rss, 60, higher_is_better=False)} (<= 60 MB, RSS)"
    )
    cpu0 = [p.cpu_times() for p in (kids[0], server)]
    lat = await probe(first, args.presses)
    cpu1 = [p.cpu_times() for p in (kids[0], server)]
    med = statistics.median(lat)
    p95 = sorted(lat)[int(len(lat) * 0.95) - 1]
    print(
        f"key press to screen, one player: median {med:.1f} ms, best {min(lat):.1f} ms, p95 {p95:.1f} ms"
        f" -> {verdict(med, 20, higher_is_better=False)} (< 20 ms median)"
    )
    app_ms, srv_ms = (
        (b.user + b.system - a.user - a.system) * 1000 / args.presses for a, b in zip(cpu0, cpu1, strict=True)
    )
    print(f"CPU per key press (does not depend on the machine's load): app {app_ms:.1f} ms, server {srv_ms:.1f} ms")
    clients = [first]
    stop = asyncio.Event()
    talkers: list[asyncio.Task[None]] = []
    print(f"capacity: players pressing a key every {args.think} s, the probe's key-to-screen")
    try:
        n = 1
        while n < args.max_players:
            for _ in range(args.step):
                c = await seat(port, f"p{len(clients)}")
                clients.append(c)
                talkers.append(asyncio.create_task(chatter(c, args.think, stop)))
            n = len(clients)
            lat = await probe(first, args.capacity_presses)
            med = statistics.median(lat)
            p95 = sorted(lat)[int(len(lat) * 0.95) - 1]
            rss_all = sum(k.memory_info().rss for k in children(server)) / 2**20
            print(f"  {n:3d} players: median {med:6.1f} ms, p95 {p95:6.1f} ms, apps' RSS {rss_all:7.0f} MB")
            if med > 100:
                print(f"  -> passes 100 ms at {n} players")
                break
        else:
            print(f"  -> still under 100 ms at {len(clients)} players (--max-players)")
    finally:
        stop.set()
        await asyncio.gather(*talkers, return_exceptions=True)
        for c in clients:
            await c.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--presses", type=int, default=200)
    ap.add_argument("--capacity-presses", type=int, default=40)
    ap.add_argument("--max-players", type=int, default=48)
    ap.add_argument("--step", type=int, default=4)
    ap.add_argument("--think", type=float, default=1.0)
    args = ap.parse_args()
    print(machine())
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    data = tempfile.mkdtemp(prefix="mahjong-bench-")
    env = dict(os.environ, MAHJONG_TUI_DATA_DIR=data)
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "mahjong_tui.cli.main",
            "serve",
            "--port",
            str(port),
            "--max-connections",
            str(args.max_players + 2),
            "--pace",
            "0",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
    )
    try:
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), 1).close()
                break
            except OSError:
                time.sleep(0.1)
        asyncio.run(run(args, port, psutil.Process(server.pid)))
    finally:
        server.terminate()
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    main()
