"""``mahjong-tui web`` in a real browser (headless Chromium from the system's packages): the URL it
prints opens the menu, a key press reaches the app; without the token, under a foreign Host, or
from another page's script, nothing."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest

from .chromium import Browser
from .webrig import web_process

FOREIGN = "rebound.example"
"""A name Chromium is told resolves to 127.0.0.1: what DNS rebinding does."""


@pytest.mark.slow
async def test_the_printed_url_plays_in_chromium_and_nothing_else_gets_in(tmp_path: Path) -> None:
    async with web_process("--port", "0") as (_, url):
        parts = urlsplit(url)
        browser = await Browser.launch(tmp_path / "profile", f"--host-resolver-rules=MAP {FOREIGN} 127.0.0.1")
        try:
            page = await browser.new_page()
            assert await page.navigate(url) == 200
            await page.wait(lambda: "Start" in page.text() and "Variant" in page.text(), "the menu")
            assert await page.evaluate("document.body.classList.contains('-first-byte')")  # xterm drew it
            assert all(u.startswith((f"http://{parts.netloc}/", f"ws://{parts.netloc}/")) for u in page.requests), (
                page.requests
            )  # every file from this server: no font from elsewhere
            await page.evaluate("document.querySelector('.xterm-helper-textarea').focus()")
            await page.press("s", text="s", code=83)  # start a game
            await page.wait(lambda: "Your turn" in page.text(), "the table after pressing s")
            assert any('"stdin"' in frame for frame in page.sent)

            # the same page without its token, or under a name that is not this server's: nothing
            for other in (f"http://{parts.netloc}/", f"http://{FOREIGN}:{parts.port}/?{parts.query}"):
                stranger = await browser.new_page()
                assert await stranger.navigate(other) == 403
                assert "xterm" not in (await stranger.evaluate("document.documentElement.outerHTML"))
                assert not stranger.sockets

            # another page's script opening the socket, even knowing the token: refused
            attacker = await browser.new_page()
            await attacker.navigate(f"http://{FOREIGN}:{parts.port}/nothing")
            socket_url = f"ws://{parts.netloc}/ws/{parse_token(url)}"
            outcome = await attacker.evaluate(
                f"new Promise(done => {{ const s = new WebSocket({socket_url!r});"
                " s.onopen = () => done('open'); s.onerror = () => done('refused'); })",
                promise=True,
            )
            assert outcome == "refused"
            assert list(attacker.handshakes.values()) in ([], [403])
        finally:
            await browser.close()


def parse_token(url: str) -> str:
    from urllib.parse import parse_qs

    return parse_qs(urlsplit(url).query)["token"][0]
