"""Every built-in variant is playable at the table: one human and bots play a hand of each
preset to its result screen, making the variant's own choices (void suit, stakes …) on the way."""

from __future__ import annotations

import pytest

from mahjong_tui.table.actions import Act
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.choice import ChoiceScreen
from mahjong_tui.ui.screens.privacy import PrivacyScreen
from mahjong_tui.ui.screens.result import ResultScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants.loader import Catalog, builtin_dir, resolve
from mahjong_tui.variants.model import Variant

from .conftest import needs_player, screen_text, wait_until

BUILTIN = Catalog(dirs=[(builtin_dir(), True)])
CASES = [(vid, preset) for vid in BUILTIN.ids() for preset in [None, *BUILTIN.get(vid).cfg.presets]]


def _app(vid: str, preset: str | None) -> tuple[MahjongApp, Variant]:
    vf = BUILTIN.get(vid)
    cfg, preset_id, chosen = resolve(vf, preset, None)
    variant = Variant(cfg, preset_id, chosen, vf.display_path)
    seats = max(variant.seats)
    humans = [i == 0 for i in range(seats)]
    names = ["You"] + [f"Bot {i + 1}" for i in range(1, seats)]
    return MahjongApp(Settings(pace=0.0), game=(variant, humans, names, 3)), variant


async def _human_move(pilot, app: MahjongApp) -> None:  # noqa: ANN001
    screen = app.screen
    if isinstance(screen, ChoiceScreen):  # the variant's choice: take the first option
        await pilot.press("enter")
        return
    assert isinstance(screen, TableScreen)
    legal = screen.view.legal
    kinds = {a.type for a in legal}
    if any(a.type is Act.WIN and not a.false_win for a in legal):
        await pilot.press("w")
    elif Act.PASS in kinds:
        await pilot.press("x")
    elif kinds <= {Act.CHOOSE, Act.SET_ASIDE}:
        await pilot.press("o")
    else:
        await pilot.press("enter")


@pytest.mark.slow
@pytest.mark.parametrize(("vid", "preset"), CASES, ids=[f"{v}-{p or 'default'}" for v, p in CASES])
async def test_a_hand_of_every_variant_and_preset_plays_to_its_result(vid: str, preset: str | None) -> None:
    app, variant = _app(vid, preset)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(600):
            await wait_until(pilot, lambda: needs_player(app) or isinstance(app.screen, ChoiceScreen))
            if isinstance(app.screen, ResultScreen):
                break
            if isinstance(app.screen, PrivacyScreen):
                await pilot.press("enter")
                continue
            await _human_move(pilot, app)
        else:
            raise AssertionError(f"{vid}: the hand did not reach its result")
        result = app.screen.result
        assert result.wins or result.exhaustive
        assert sum(result.deltas) == 0
        text = screen_text(app)
        for name in ["You"] + [f"Bot {i + 1}" for i in range(1, max(variant.seats))]:
            assert name in text  # the seats table: what each seat pays or receives


async def test_a_win_the_rules_make_automatic_is_taken_for_the_player() -> None:
    """Sichuan's last four tiles: when the win is the only legal action, the table takes it."""
    from mahjong_tui.table.state import Phase
    from mahjong_tui.variants import load_variant

    from ..rig import act, rigged

    sichuan = load_variant("sichuan", preset="normal")
    game = rigged(sichuan, {"N": "34567m345p678p99p", "E": "1s"}, turn="E", drawn="8m", size=4)
    game.state.last_phase = True
    act(game, "E", Act.DISCARD, "8m")
    assert [a.type for a in game.legal_actions(3)] == [Act.WIN]
    app = MahjongApp(Settings(pace=0.0), game=(sichuan, [False, False, False, True], ["E", "S", "W", "You"], 1))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = app.screen
        table.session.game = game
        table.waiting_for = None
        table.advance()  # nobody presses a key from here on
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen))
        assert game.phase is Phase.HAND_OVER
        assert [w.seat for w in game.history[-1].wins] == [3]
