"""Headless Chromium from the system's packages, driven over the DevTools protocol (a websocket on
loopback): just what the browser test of ``mahjong-tui web`` needs. No browser is downloaded:
``.ci/run`` installs Debian's ``chromium-headless-shell``."""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import pyte

from .waiting import until

NAMES = ("chromium-headless-shell", "chromium", "chromium-browser")
TIMEOUT = 60.0


def find_chromium() -> str:
    for name in NAMES:
        path = shutil.which(name)
        if path:
            return path
    raise AssertionError(
        "no Chromium found: install Debian's chromium-headless-shell "
        "(apt-get install chromium-headless-shell; .ci/run does)"
    )


class Browser:
    """One headless Chromium process and its DevTools connection."""

    def __init__(
        self, proc: asyncio.subprocess.Process, http: aiohttp.ClientSession, ws: aiohttp.ClientWebSocketResponse
    ) -> None:
        self.proc = proc
        self.http = http
        self.ws = ws
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.pages: dict[str, Page] = {}
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def launch(cls, profile: Path, *flags: str) -> Browser:
        proc = await asyncio.create_subprocess_exec(
            find_chromium(),
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--window-size=1200,800",
            f"--user-data-dir={profile}",
            "--remote-debugging-port=0",
            *flags,
            "about:blank",
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        assert proc.stderr is not None
        url = ""
        try:
            async with asyncio.timeout(TIMEOUT):
                while not url:
                    line = (await proc.stderr.readline()).decode(errors="replace")
                    if not line:
                        raise AssertionError("Chromium ended before it listened")
                    if line.startswith("DevTools listening on "):
                        url = line.split(" on ", 1)[1].strip()
        except BaseException:
            proc.kill()
            await proc.wait()
            raise
        asyncio.create_task(_drain(proc.stderr))  # Chromium's own chatter
        http = aiohttp.ClientSession()
        ws = await http.ws_connect(url, max_msg_size=0)
        return cls(proc, http, ws)

    async def _read(self) -> None:
        async for msg in self.ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                continue
            data = json.loads(msg.data)
            if "id" in data:
                fut = self._waiting.pop(data["id"], None)
                if fut is not None and not fut.done():
                    fut.set_result(data)
            elif data.get("sessionId") in self.pages:
                self.pages[data["sessionId"]].event(data["method"], data.get("params", {}))

    async def send(self, method: str, params: dict[str, Any] | None = None, session: str | None = None) -> Any:
        msg: dict[str, Any] = {"id": next(self._ids), "method": method, "params": params or {}}
        if session is not None:
            msg["sessionId"] = session
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[msg["id"]] = fut
        await self.ws.send_str(json.dumps(msg))
        answer = await asyncio.wait_for(fut, TIMEOUT)
        if "error" in answer:
            raise AssertionError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    async def new_page(self) -> Page:
        target = (await self.send("Target.createTarget", {"url": "about:blank"}))["targetId"]
        session = (await self.send("Target.attachToTarget", {"targetId": target, "flatten": True}))["sessionId"]
        page = self.pages[session] = Page(self, session)
        for domain in ("Page", "Network", "Runtime"):
            await page.send(f"{domain}.enable")
        return page

    async def close(self) -> None:
        try:
            await asyncio.wait_for(self.send("Browser.close"), 10)
        except (TimeoutError, AssertionError, ConnectionError):
            pass
        self._reader.cancel()
        await self.ws.close()
        await self.http.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 10)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()


async def _drain(stream: asyncio.StreamReader) -> None:
    while await stream.read(65536):
        pass


class Page:
    """A tab: what it loaded, and the terminal it draws, mirrored from its websocket's frames."""

    def __init__(self, browser: Browser, session: str) -> None:
        self.browser = browser
        self.session = session
        self.requests: list[str] = []
        self.statuses: dict[str, int] = {}
        self.sockets: dict[str, str] = {}
        self.handshakes: dict[str, int] = {}
        self.sent: list[str] = []
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)
        self.changed = asyncio.Event()

    def send(self, method: str, params: dict[str, Any] | None = None) -> Any:
        return self.browser.send(method, params, self.session)

    def event(self, method: str, params: dict[str, Any]) -> None:
        if method == "Network.requestWillBeSent":
            self.requests.append(params["request"]["url"])
        elif method == "Network.responseReceived":
            self.statuses[params["response"]["url"]] = params["response"]["status"]
        elif method == "Network.webSocketCreated":
            self.sockets[params["requestId"]] = params["url"]
            self.requests.append(params["url"])
            self._size_from_url(params["url"])
        elif method == "Network.webSocketHandshakeResponseReceived":
            self.handshakes[params["requestId"]] = params["response"]["status"]
        elif method == "Network.webSocketFrameSent":
            self.sent.append(params["response"]["payloadData"])
            self._size_from_frame(params["response"]["payloadData"])
        elif method == "Network.webSocketFrameReceived" and params["response"]["opcode"] == 2:
            self.stream.feed(base64.b64decode(params["response"]["payloadData"]))
        self.changed.set()

    def _size_from_url(self, url: str) -> None:
        from urllib.parse import parse_qs, urlsplit

        q = parse_qs(urlsplit(url).query)
        if "width" in q and "height" in q:
            self.screen.resize(int(q["height"][0]), int(q["width"][0]))

    def _size_from_frame(self, payload: str) -> None:
        try:
            kind, data = json.loads(payload)[:2]
        except (ValueError, TypeError):
            return
        if kind == "resize":
            self.screen.resize(int(data["height"]), int(data["width"]))

    def text(self) -> str:
        return "\n".join(self.screen.display)

    async def navigate(self, url: str) -> int:
        """Load ``url``; the status of its document."""
        await self.send("Page.navigate", {"url": url})
        await self.wait(lambda: url in self.statuses, f"a response for {url}")
        return self.statuses[url]

    async def evaluate(self, expression: str, promise: bool = False) -> Any:
        result = await self.send(
            "Runtime.evaluate", {"expression": expression, "awaitPromise": promise, "returnByValue": True}
        )
        return result["result"].get("value")

    async def press(self, key: str, text: str = "", code: int = 0) -> None:
        """A key press into the focused element (``text``: what it types)."""
        base = {"key": key, "code": key, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}
        await self.send("Input.dispatchKeyEvent", {"type": "keyDown", "text": text, **base})
        await self.send("Input.dispatchKeyEvent", {"type": "keyUp", **base})

    async def wait(self, cond: Callable[[], bool], what: str, timeout: float = TIMEOUT) -> None:
        await until(cond, self.changed, lambda: f"timed out waiting for {what}; screen:\n{self.text()}", timeout)
