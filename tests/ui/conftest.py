"""UI test helpers: settings kept in a temporary folder, the UI's own fixture variants, apps that
start at the table, and a way to wait for the app to need the player."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pytest

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants.loader import Catalog, resolve
from mahjong_tui.variants.model import Variant

UI_VARIANTS = Path(__file__).parent / "fixtures" / "variants"


@pytest.fixture(autouse=True)
def _private_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never write the developer's or the fixtures' settings file."""
    monkeypatch.setattr("mahjong_tui.ui.settings.settings_path", lambda: tmp_path / "settings.json")


@lru_cache(maxsize=1)
def ui_catalog() -> Catalog:
    """Only the UI's fixture variants, so snapshots do not move when other variants change."""
    return Catalog(dirs=[(UI_VARIANTS, False)])


def ui_variant(vid: str, preset: str | None = None) -> Variant:
    vf = ui_catalog().get(vid)
    cfg, preset_id, chosen = resolve(vf, preset, None)
    return Variant(cfg, preset_id, chosen, vf.display_path)


def table_app(
    variant: str = "plain",
    seats: str = "human,bot,bot,bot",
    seed: int = 1,
    lang: str = "en",
    ascii_only: bool = False,
    hints: bool = False,
    names: list[str] | None = None,
    theme: str = "dark",
    preset: str | None = None,
) -> MahjongApp:
    humans = [s == "human" for s in seats.split(",")]
    default = [f"P{i + 1}" if h else f"Bot {i + 1}" for i, h in enumerate(humans)]
    settings = Settings(lang=lang, ascii=ascii_only, pace=0.0, hints=hints, theme=theme)
    return MahjongApp(settings, game=(ui_variant(variant, preset), humans, names or default, seed))


def menu_app(lang: str = "en", **kw: object) -> MahjongApp:
    settings = Settings(lang=lang, variant="plain", pace=0.0, **kw)  # type: ignore[arg-type]
    return MahjongApp(settings, variants=ui_catalog())


WAIT = 90.0
"""How long a table test waits for the app before it fails: a ceiling only (a passing test waits
no longer than the app takes). 30 s ran out once on a machine running two suites at once."""


async def wait_until(pilot, cond: Callable[[], bool], timeout: float = WAIT) -> None:  # noqa: ANN001
    """Until ``cond()`` holds. (Much of a table test's time passes in Textual's ``pilot.press``:
    each key waits until a 20 ms sleep finds the process idle, the bots' moves and the drawing
    done: 114 such waits took 12.4 s of three test_every_variant cases' 15 s. Keys without that wait were
    tried (Textual's idle wait made a no-op) and dropped: five of the six cases then failed.)"""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        if loop.time() > end:
            raise AssertionError("timed out waiting for the app")
        await pilot.pause(0.01)


async def wait_for_text(pilot, app: MahjongApp, *needles: str, timeout: float = WAIT) -> str:  # noqa: ANN001
    """The screen's text once it shows every needle: a screen just pushed is drawn a moment
    later, so reading it at once can find it still empty (seen under ``pytest -n 2``)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        text = screen_text(app)
        if all(n in text for n in needles):
            return text
        if loop.time() > end:
            raise AssertionError(f"timed out waiting for {needles!r}; screen:\n{text}")
        await pilot.pause(0.02)


def needs_player(app: MahjongApp) -> bool:
    """The table waits for a human, or a screen of its own (result, privacy …) is up."""
    from mahjong_tui.ui.screens.table import TableScreen

    screen = app.screen
    if isinstance(screen, TableScreen):
        return screen.waiting_for is not None and not screen.busy
    return True


def screen_text(app: MahjongApp) -> str:
    """The characters on screen, row after row (from the SVG screenshot, spaces restored)."""
    import html
    import re

    svg = app.export_screenshot()
    return html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S))).replace("\xa0", " ")
