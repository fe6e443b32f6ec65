"""Regenerate ``screenshots/*.svg``: the menu, tables, a result, help and a hot-seat handover.

Drives the real app with Textual's Pilot (bots at pace 0, fixed seeds), so the pictures are
what a player sees, with the built-in variants: Malaysian three-player, chess pieces for two and
four, 明將 with its scoreboard.

    .venv/bin/python scripts/export_screenshots.py [--out screenshots] [--only NAME ...]
"""

from __future__ import annotations

import argparse
import asyncio
import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# The pictures must not depend on who runs the script: no saves (a "Continue" button), no user
# variants or settings, no cached catalog from another tree.
_CLEAN = Path(tempfile.mkdtemp(prefix="mahjong-tui-shots-"))
atexit.register(shutil.rmtree, _CLEAN, True)
for _env, _sub in (
    ("MAHJONG_TUI_DATA_DIR", "data"),
    ("MAHJONG_TUI_CONFIG_DIR", "config"),
    ("MAHJONG_TUI_CACHE_DIR", "cache"),
):
    os.environ[_env] = str(_CLEAN / _sub)
# Nor on when the picture is taken: an animation (the help tabs' underline sliding to the active
# tab) caught halfway made the pictures differ from one export to the next.
os.environ["TEXTUAL_ANIMATIONS"] = "none"

from mahjong_tui.table.actions import Act  # noqa: E402
from mahjong_tui.ui.app import MahjongApp  # noqa: E402
from mahjong_tui.ui.screens.choice import ChoiceScreen  # noqa: E402
from mahjong_tui.ui.screens.confirm import ConfirmScreen  # noqa: E402
from mahjong_tui.ui.screens.privacy import PrivacyScreen  # noqa: E402
from mahjong_tui.ui.screens.result import ResultScreen  # noqa: E402
from mahjong_tui.ui.screens.table import TableScreen  # noqa: E402
from mahjong_tui.ui.settings import Settings  # noqa: E402
from mahjong_tui.variants import catalog, load_variant  # noqa: E402
from mahjong_tui.variants.loader import Catalog, resolve  # noqa: E402
from mahjong_tui.variants.model import Variant  # noqa: E402

FIXTURES = ROOT / "tests" / "ui" / "fixtures" / "variants"
Drive = Callable[[object], Awaitable[None]]


def fixture_variant(vid: str) -> Variant:
    vf = Catalog(dirs=[(FIXTURES, False)]).get(vid)
    cfg, preset, chosen = resolve(vf, None, None)
    return Variant(cfg, preset, chosen, vf.display_path)


def pick_variant(seats: int, chess: bool = False) -> Variant:
    """A real variant for ``seats`` players (chess pieces or not), else a test fixture."""
    cat = catalog()
    for vid in cat.ids():
        try:
            v = load_variant(vid)
        except Exception:  # noqa: BLE001 - a broken file is the loader's business, not ours
            continue
        if seats in v.seats and v.is_chess == chess:
            return v
    fallback = "chesstest" if chess else "plain"
    print(f"  (no built-in variant for {seats} seats{' with chess pieces' if chess else ''}: using {fallback})")
    return fixture_variant(fallback)


def needs_player(app: MahjongApp) -> bool:
    screen = app.screen
    if isinstance(screen, TableScreen):
        return screen.waiting_for is not None and not screen.busy
    return True


async def wait(pilot, cond: Callable[[], bool], timeout: float = 60.0) -> None:  # noqa: ANN001
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        if loop.time() > end:
            raise TimeoutError("the app did not get there")
        await pilot.pause(0.01)


async def move(pilot, table: TableScreen) -> None:  # noqa: ANN001
    kinds = {a.type for a in table.view.legal}
    if Act.WIN in kinds and not any(a.false_win for a in table.view.legal):
        await pilot.press("w")
    elif Act.PUNG in kinds:
        await pilot.press("p")
    elif Act.PASS in kinds:
        await pilot.press("x")
    else:
        await pilot.press("enter")


async def moves(pilot, n: int, until: Callable[[], bool] | None = None) -> None:  # noqa: ANN001
    """``n`` of the player's moves (a hand's result goes on to the next hand), or fewer once
    ``until`` holds."""
    app = pilot.app
    for _ in range(n):
        await wait(pilot, lambda: needs_player(app))
        if until is not None and isinstance(app.screen, TableScreen) and until():
            break
        if isinstance(app.screen, (PrivacyScreen, ChoiceScreen, ResultScreen)):
            await pilot.press("enter")
        elif isinstance(app.screen, ConfirmScreen):  # a chicken hand: take it
            await pilot.press("y")
        elif isinstance(app.screen, TableScreen):
            await move(pilot, app.screen)
        else:
            return
    await wait(pilot, lambda: needs_player(app))


async def to_result(pilot, hands: int = 12) -> bool:  # noqa: ANN001
    """Play until a hand is won (or drawn, after ``hands`` tries); True on a win."""
    app = pilot.app
    for _ in range(hands):
        for _ in range(600):
            await wait(pilot, lambda: needs_player(app))
            if isinstance(app.screen, ResultScreen):
                break
            if isinstance(app.screen, (PrivacyScreen, ChoiceScreen)):
                await pilot.press("enter")
            elif isinstance(app.screen, ConfirmScreen):
                await pilot.press("y")
            elif isinstance(app.screen, TableScreen):
                await move(pilot, app.screen)
        if isinstance(app.screen, ResultScreen) and app.screen.result.wins:
            return True
        await pilot.press("enter")
    return False


def table(variant: Variant, seats: list[bool], seed: int, **settings: object) -> MahjongApp:
    names = ["Player" if h else f"Bot {i + 1}" for i, h in enumerate(seats)]
    if sum(seats) > 1:
        names = [["Ann", "Bo", "Cy", "Di"][i] if h else f"Bot {i + 1}" for i, h in enumerate(seats)]
    return MahjongApp(
        Settings(pace=0.0, **settings),
        settings_path=Path("/dev/null/x"),  # type: ignore[arg-type]
        game=(variant, seats, names, seed),
    )


def shots() -> dict[str, tuple[Callable[[], MahjongApp], tuple[int, int], Drive]]:
    four = lambda: pick_variant(4)  # noqa: E731

    async def at_menu(pilot) -> None:  # noqa: ANN001
        await pilot.pause(0.2)

    async def some_moves(pilot) -> None:  # noqa: ANN001
        await moves(pilot, 14)

    async def late_moves(pilot) -> None:  # noqa: ANN001
        """Late in a hand, so the rivers have rows of six and more."""

        def late() -> bool:
            screen = pilot.app.screen
            return isinstance(screen, TableScreen) and sum(len(s.river) for s in screen.view.seats) >= 40

        await moves(pilot, 80, until=late)

    async def result(pilot) -> None:  # noqa: ANN001
        await to_result(pilot)

    async def mingjiang_moves(pilot) -> None:  # noqa: ANN001
        """Into the second hand, so the scoreboard has moved and the rivers have rows."""
        await to_result(pilot, hands=1)
        await pilot.press("enter")
        await moves(pilot, 10)

    async def joker_moves(pilot) -> None:  # noqa: ANN001
        """Until a meld with a joker (飛=…) is on the table."""
        await moves(pilot, 60, until=lambda: "飛=" in pilot.app.export_screenshot())

    async def help_fans(pilot) -> None:  # noqa: ANN001
        await moves(pilot, 1)
        await pilot.press("question_mark", "right", "right")
        await pilot.pause(0.1)

    async def handover(pilot) -> None:  # noqa: ANN001
        await wait(pilot, lambda: isinstance(pilot.app.screen, PrivacyScreen))

    return {
        "menu": (lambda: MahjongApp(Settings(pace=0.0), settings_path=Path("/dev/null/x")), (120, 40), at_menu),
        "menu-zh": (
            lambda: MahjongApp(Settings(lang="zh_TW", pace=0.0), settings_path=Path("/dev/null/x")),
            (100, 30),
            at_menu,
        ),
        "table": (lambda: table(four(), [True, False, False, False], 11, hints=True), (120, 40), some_moves),
        # a big terminal: rivers and melds in boxed tiles around a square as big as its lines
        "table-200x60": (lambda: table(four(), [True, False, False, False], 11), (200, 60), late_moves),
        "table-80x24": (lambda: table(four(), [True, False, False, False], 11), (80, 24), some_moves),
        "table-ascii-light": (
            lambda: table(four(), [True, False, False, False], 11, ascii=True, theme="light"),
            (100, 30),
            some_moves,
        ),
        # the built-in variants each table shape is for: three seats with jokers and flowers,
        # two seats and four seats of chess pieces, and 明將's rivers in sixes with its scoreboard
        "table-3p": (
            lambda: table(load_variant("malaysia3p"), [True, False, False], 1, lang="zh_TW"),
            (120, 40),
            joker_moves,
        ),
        "table-3p-80x24": (lambda: table(load_variant("malaysia3p"), [True, False, False], 1), (80, 24), joker_moves),
        "table-2p": (lambda: table(load_variant("xiangqi32"), [True, False], 6), (100, 30), some_moves),
        "table-chess": (
            lambda: table(load_variant("haner32"), [True, False, False, False], 3, lang="zh_TW"),
            (100, 30),
            some_moves,
        ),
        "table-chess-ascii-light": (
            lambda: table(load_variant("xiangqi64"), [True, False, False, False], 3, ascii=True, theme="light"),
            (100, 30),
            some_moves,
        ),
        "table-mingjiang": (
            lambda: table(load_variant("mingjiang"), [True, False, False, False], 5, lang="zh_TW", hints=True),
            (120, 40),
            mingjiang_moves,
        ),
        "result": (lambda: table(four(), [False, False, False, True], 2), (120, 40), result),
        "help": (lambda: table(four(), [True, False, False, False], 11), (120, 40), help_fans),
        "handover": (lambda: table(four(), [True, False, True, False], 9), (100, 30), handover),
    }


async def export(name: str, make: Callable[[], MahjongApp], size: tuple[int, int], drive: Drive, out: Path) -> None:
    app = make()
    async with app.run_test(size=size) as pilot:
        await drive(pilot)
        await pilot.pause(0.1)
        (out / f"{name}.svg").write_text(app.export_screenshot(title=f"mahjong-tui: {name}"), encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "screenshots")
    ap.add_argument("--only", nargs="*", help="names of the screenshots to make")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)  # save_screenshot does not create folders
    for name, (make, size, drive) in shots().items():
        if args.only and name not in args.only:
            continue
        print(f"{name}.svg ({size[0]}x{size[1]})")
        asyncio.run(export(name, make, size, drive, args.out))


if __name__ == "__main__":
    main()
