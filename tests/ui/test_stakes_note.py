"""Shaanxi's stakes dialog (下炮子) asked "How many stakes do you put down?" and offered 0 to 4,
without a word of what a stake costs or wins: a player at home had to leave the table for Help
to find out. The dialog now says it under its title, in the settlement's own figures."""

from __future__ import annotations

import pytest

from mahjong_tui.rules.features.stakes import stakes_note
from mahjong_tui.ui.i18n import LANGS
from mahjong_tui.ui.look import Look
from mahjong_tui.variants import load_variant

from .conftest import wait_until


def test_the_note_gives_a_stakes_worth_on_a_discard_win_and_on_a_self_draw() -> None:
    settlement = load_variant("shaanxi").settlement
    unit, factor = settlement.stake_unit(), settlement.stake_self_draw()
    assert (unit, factor) == (3, 2)  # the figures the rule book's worked examples use
    note = stakes_note(unit, factor)
    assert note is not None
    assert str(note) == (
        "Stakes raise a win's payments both ways: each loser pays the winner 3 more for every stake "
        "either of them put down (6 on a self-draw)."
    )
    for lang in LANGS:  # every language names both figures
        text = Look.make(lang, False, True).say(note)
        assert "3" in text and "6" in text, (lang, text)


def test_no_stake_unit_no_note() -> None:
    assert stakes_note(None, 2) is None


@pytest.mark.parametrize(
    ("variant", "options", "noted"), [("shaanxi", {}, True), ("sichuan", {"declare_void": True}, False)]
)
async def test_the_stakes_dialog_says_what_a_stake_is_worth(variant: str, options: dict, noted: bool) -> None:
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.screens.choice import ChoiceScreen
    from mahjong_tui.ui.settings import Settings

    game = (load_variant(variant, options=options), [True, False, False, False], ["P1", "B2", "B3", "B4"], 4)
    app = MahjongApp(Settings(pace=0.0), game=game)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.pause(0.1)
        screen = app.screen
        assert isinstance(screen, ChoiceScreen)
        shown = " ".join(screen.query_one("#choice-note").render().plain.split()) if noted else ""
        if noted:
            assert "each loser pays the winner 3 more for every stake" in shown
            assert "(6 on a self-draw)" in shown
        else:
            assert not screen.query("#choice-note")
