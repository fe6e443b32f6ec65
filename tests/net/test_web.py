"""``mahjong-tui web`` is closed to strangers: Host, token, Origin, a session cap, nothing loaded
from elsewhere, and only checked messages reach the app."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import AsyncIterator
from urllib.parse import parse_qs, urlsplit

import aiohttp
import pytest

from mahjong_tui.cli.main import main
from mahjong_tui.net.web import WebServer

from .webrig import FAKE_APP, web_process


@pytest.fixture
async def web() -> AsyncIterator[WebServer]:
    server = WebServer(FAKE_APP, host="127.0.0.1", port=0, max_sessions=2)
    await server.start()
    try:
        yield server
    finally:
        await server.close()


def _base(server: WebServer) -> str:
    return f"http://127.0.0.1:{server.port}"


async def _socket(
    http: aiohttp.ClientSession,
    server: WebServer,
    token: str | None = None,
    origin: str | None = "",
    host: str | None = None,
) -> aiohttp.ClientWebSocketResponse:
    """A websocket to ``server`` as a page would open it (``origin`` "": the server's own)."""
    headers = {}
    if origin is not None:
        headers["Origin"] = origin or _base(server)
    if host is not None:
        headers["Host"] = host
    return await http.ws_connect(
        f"ws://127.0.0.1:{server.port}/ws/{token or server.token}?width=80&height=24", headers=headers
    )


async def _refused(server: WebServer, **kw: str | None) -> int:
    async with aiohttp.ClientSession() as http:
        with pytest.raises(aiohttp.WSServerHandshakeError) as caught:
            await _socket(http, server, **kw)
    return caught.value.status


async def test_a_websocket_from_a_foreign_origin_or_without_the_token_is_refused(
    web: WebServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, "mahjong_tui.web")
    assert await _refused(web, origin="http://evil.example") == 403  # a cross-site socket
    assert await _refused(web, origin="null") == 403  # a sandboxed or file page
    assert await _refused(web, origin=None) == 403
    assert await _refused(web, token="x" * len(web.token)) == 403
    assert await _refused(web, host=f"evil.example:{web.port}") == 403  # DNS rebinding
    assert web.sessions == 0
    assert "Origin 'http://evil.example'" in caplog.text and "without the token" in caplog.text
    async with aiohttp.ClientSession() as http:  # the page's own socket is let in
        ws = await _socket(http, web)
        msg = await ws.receive(timeout=30)
        assert msg.type == aiohttp.WSMsgType.BINARY and msg.data == b"ready"
        assert web.sessions == 1
        await ws.close()


async def test_the_page_needs_its_token_and_its_own_host(web: WebServer) -> None:
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{_base(web)}/") as r:
            assert r.status == 403
            assert "terminal" not in await r.text()
        async with http.get(f"{_base(web)}/?token=nope") as r:
            assert r.status == 403
        async with http.get(f"{_base(web)}/?token={web.token}", headers={"Host": f"evil.example:{web.port}"}) as r:
            assert r.status == 403
        async with http.get(f"{_base(web)}/static/js/textual.js", headers={"Host": "evil.example"}) as r:
            assert r.status == 403
        async with http.get(f"{_base(web)}/static/") as r:  # no folder listings
            assert r.status in (403, 404)
        for host in (f"127.0.0.1:{web.port}", f"localhost:{web.port}"):
            async with http.get(f"{_base(web)}/?token={web.token}", headers={"Host": host}) as r:
                assert r.status == 200
                page = await r.text()
                assert f'data-session-websocket-url="ws://{host}/ws/{web.token}"' in page


async def test_the_page_loads_nothing_from_elsewhere(web: WebServer) -> None:
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{_base(web)}/?token={web.token}") as r:
            page = await r.text()
            csp = r.headers["Content-Security-Policy"]
        assert "default-src 'none'" in csp and "font-src 'self'" in csp
        # every URL in the page is this server's own (the SVG's namespace is a name, not a load)
        urls = set(re.findall(r"""(?:(?:https?|wss?):)?//[^\s"')/]+""", page)) - {"http://www.w3.org"}
        assert urls == {f"ws://127.0.0.1:{web.port}"}, urls
        fonts = re.findall(r'url\("([^"]+\.ttf)"\)', page)
        assert fonts
        for path in fonts + re.findall(r'(?:src|href)="(/static/[^"]+)"', page):
            async with http.get(f"{_base(web)}{path}") as r:
                assert r.status == 200, path


async def test_sessions_are_capped(web: WebServer) -> None:
    """20 sockets once started 20 processes (706 MB): now the cap's worth, the rest are refused."""
    async with aiohttp.ClientSession() as http:
        tries = await asyncio.gather(*(_socket(http, web) for _ in range(6)), return_exceptions=True)
        opened = [t for t in tries if isinstance(t, aiohttp.ClientWebSocketResponse)]
        refused = [t for t in tries if isinstance(t, aiohttp.WSServerHandshakeError)]
        assert len(opened) == 2 and len(refused) == 4 and {e.status for e in refused} == {503}
        assert web.sessions == 2
        await opened[0].close()
        loop = asyncio.get_running_loop()
        end = loop.time() + 30
        while web.sessions > 1:
            assert loop.time() < end
            await asyncio.sleep(0.05)
        again = await _socket(http, web)  # a place is free again
        assert web.sessions == 2
        for ws in (opened[1], again):
            await ws.close()


async def test_window_sizes_and_malformed_messages_are_checked(web: WebServer, monkeypatch: pytest.MonkeyPatch) -> None:
    from textual_serve.app_service import AppService

    sizes: list[tuple[int, int]] = []
    started: list[tuple[int, int]] = []
    original = AppService.start

    async def start(self: AppService, width: int, height: int) -> None:
        started.append((width, height))
        await original(self, width, height)

    async def resized(self: AppService, width: int, height: int) -> None:
        sizes.append((width, height))

    monkeypatch.setattr(AppService, "start", start)
    monkeypatch.setattr(AppService, "set_terminal_size", resized)
    async with aiohttp.ClientSession() as http:
        ws = await http.ws_connect(
            f"ws://127.0.0.1:{web.port}/ws/{web.token}?width=99999999&height=-5", headers={"Origin": _base(web)}
        )
        for junk in (
            "[",
            "[[[[[[[[" * 10000,
            "{}",
            "[]",
            "[1]",
            '["stdin", 5]',
            '["resize", "big"]',
            json.dumps(["stdin", "x" * 70_000]),
            '["stdin", "\\ud800"]',
            '["resize", {"width": NaN}]',
        ):
            await ws.send_str(junk)
        await ws.send_str(json.dumps(["resize", {"width": 10**9, "height": 0}]))
        await ws.send_str(json.dumps(["resize", {"width": 1, "height": 1}]))
        await ws.send_str(json.dumps(["ping", "1"]))
        while True:  # the pong comes after every message before it was read
            msg = await ws.receive(timeout=30)
            if msg.type == aiohttp.WSMsgType.TEXT:
                assert json.loads(msg.data) == ["pong", "1"]
                break
        assert started == [(500, 1)]
        assert sizes == [(500, 1), (1, 1)]
        await ws.close()


async def test_web_prints_a_url_that_opens_the_page() -> None:
    assert main(["web", "--host", "0.0.0.0"]) == 2
    assert main(["web", "--max-sessions", "0"]) == 2
    for host in ("127.0.0.1", "::1"):  # `web --host ::1` once printed http://::1:8000
        async with web_process("--host", host, "--port", "0") as (_, url):
            parts = urlsplit(url)
            assert parts.hostname == host and parts.port and parts.path == "/"
            assert len(parse_qs(parts.query)["token"][0]) >= 32
            async with aiohttp.ClientSession() as http:
                async with http.get(url) as r:
                    assert r.status == 200 and "textual" in (await r.text()).lower()
                async with http.get(url.split("?")[0]) as r:
                    assert r.status == 403
