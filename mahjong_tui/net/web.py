"""``mahjong-tui web``: the app in a browser (textual-serve), closed to strangers.

textual-serve alone answers whoever reaches its port: any web page the user opens may open its
websocket (cross-site, or by DNS rebinding), and every socket starts a process. Here:

- every request must name this server as its Host (``127.0.0.1:PORT``, ``[::1]:PORT``, ``localhost:PORT``);
- the page and its websocket need the secret token of the printed URL (as Jupyter's does);
- the websocket's Origin must be this server's own;
- at most ``max_sessions`` sockets, so processes, at once;
- the page loads only this server's files (the font is textual-serve's own copy), and its
  Content-Security-Policy tells the browser to load nothing from anywhere else;
- what the browser sends is checked: window sizes are clamped, malformed messages dropped.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
import signal
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from .. import safe_json
from .config import clamp_size, url_host

log = logging.getLogger("mahjong_tui.web")
PAGE = Path(__file__).parent / "web_page"
MAX_STDIN = 64 * 1024
"""The most text one key-press message may carry (a paste)."""
CSP = (
    "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "font-src 'self'; img-src 'self' data:; connect-src 'self' ws://{host}; base-uri 'none'; "
    "form-action 'none'; frame-ancestors 'none'"
)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class WebServer(Server):
    def __init__(
        self, command: str, host: str = "127.0.0.1", port: int = 8000, max_sessions: int = 4, token: str | None = None
    ) -> None:
        """``port`` 0: any free port (:attr:`port` is the real one once :meth:`start` returns)."""
        super().__init__(command, host=host, port=port, title="mahjong-tui", templates_path=PAGE)
        self.token = token or secrets.token_urlsafe(32)
        self.max_sessions = max_sessions
        self.sessions = 0
        self._runner: web.AppRunner | None = None

    @property
    def url(self) -> str:
        """What the user opens: the page with its token."""
        return f"http://{url_host(self.host)}:{self.port}/?token={self.token}"

    # ---- who may ask --------------------------------------------------------------------------

    def hosts(self) -> set[str]:
        """The Host headers this server answers (a DNS-rebound name is none of them)."""
        names = {url_host(self.host).lower(), "localhost"}
        return {f"{n}:{self.port}" for n in names} | (names if self.port == 80 else set())

    def _token_ok(self, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), self.token.encode())

    @web.middleware
    async def _only_here(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        host = request.headers.get("Host", "")
        if host.lower() not in self.hosts():
            log.warning("refused %s %s for Host %r from %s", request.method, request.path, host, request.remote)
            raise web.HTTPForbidden(text="forbidden")
        response = await handler(request)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "no-referrer")
        return response

    # ---- the routes ---------------------------------------------------------------------------

    async def _make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._only_here])
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path))
        app.add_routes(
            [
                web.get("/", self.handle_index, name="index"),
                web.get("/ws/{token}", self.handle_websocket, name="websocket"),
                web.static("/static", self.statics_path, name="static"),  # textual-serve's own files
            ]
        )
        return app

    async def handle_index(self, request: web.Request) -> web.Response:
        if not self._token_ok(request.query.get("token")):
            log.warning("refused the page without its token from %s", request.remote)
            raise web.HTTPForbidden(text="forbidden: open the URL that mahjong-tui web printed")
        context = {
            "font_size": min(max(to_int(request.query.get("fontsize", "16"), 16), 6), 64),
            "app_websocket_url": f"ws://{request.host}/ws/{self.token}",
            "config": {"static": {"url": "/static/"}},
            "application": {"name": self.title},
        }
        response = aiohttp_jinja2.render_template("app_index.html", request, context)
        response.headers["Content-Security-Policy"] = CSP.format(host=request.host)
        response.headers["Cache-Control"] = "no-store"
        return response

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        if not self._token_ok(request.match_info.get("token")):
            log.warning("refused a websocket without the token from %s", request.remote)
            raise web.HTTPForbidden(text="forbidden")
        origin = request.headers.get("Origin", "")
        if origin.lower() not in {f"http://{h}" for h in self.hosts()}:
            log.warning("refused a websocket from Origin %r (%s)", origin, request.remote)
            raise web.HTTPForbidden(text="forbidden")
        if self.sessions >= self.max_sessions:
            log.warning("refused a websocket: %d sessions already", self.sessions)
            raise web.HTTPServiceUnavailable(text="too many sessions: close a tab first")
        cols, rows = clamp_size(
            to_int(request.query.get("width", "80"), 80), to_int(request.query.get("height", "24"), 24)
        )
        request = request.clone(rel_url=request.rel_url.with_query(width=cols, height=rows))
        self.sessions += 1
        try:
            return await super().handle_websocket(request)
        finally:
            self.sessions -= 1

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        await self._checked_messages(websocket, app_service)
        # the tab is closed: the app is told to quit (as textual-serve does next), and then its pipe
        # is closed and the process awaited, which textual-serve leaves to the garbage collector
        await app_service.stop()
        app_service.stdin.close()
        if app_service._process is not None:
            await app_service._process.wait()

    async def _checked_messages(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        """The browser's messages, each checked (textual-serve trusts them)."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = safe_json.loads(message.data, max_bytes=MAX_STDIN + 64, max_depth=3)
            except safe_json.InputError:
                continue
            if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
                continue
            kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(data, str) and len(data) <= MAX_STDIN:
                await app_service.send_bytes(data.encode("utf-8", "replace"))
            elif kind == "resize" and isinstance(data, dict):
                await app_service.set_terminal_size(*clamp_size(data.get("width"), data.get("height")))
            elif kind == "ping" and isinstance(data, str) and len(data) <= 64:
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await app_service.blur()
            elif kind == "focus":
                await app_service.focus()

    # ---- running ------------------------------------------------------------------------------

    async def start(self) -> None:
        self._runner = web.AppRunner(await self._make_app(), access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.port).start()
        self.port = self._runner.addresses[0][1]

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    def run(self, announce: Callable[[str], Any] = print) -> None:
        """Serve until Ctrl+C or SIGTERM, announcing the URL once listening."""

        async def main() -> None:
            await self.start()
            stop = asyncio.Event()
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
            announce(f"mahjong-tui: open {self.url} in a browser (Ctrl+C stops)")
            try:
                await stop.wait()
            finally:
                await self.close()

        try:
            asyncio.run(main())
        except KeyboardInterrupt:
            pass
