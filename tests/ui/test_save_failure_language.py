"""A game the data folder will not take says so in the player's language: the notice was in
English at a Chinese table (the recorder wrote the text itself, outside the catalogue)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import table_app, wait_until


@pytest.mark.parametrize(("lang", "words"), [("en", "could not be saved"), ("zh_TW", "無法儲存")])
async def test_a_game_that_cannot_be_saved_is_told_in_the_players_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, words: str
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be\n")
    monkeypatch.setenv("MAHJONG_TUI_DATA_DIR", str(blocker))
    app = table_app(lang=lang)
    async with app.run_test(size=(120, 40)) as pilot:

        def told() -> list[str]:
            return [str(n.message) for n in app._notifications if str(blocker) in str(n.message)]

        await wait_until(pilot, lambda: bool(told()))
        assert len(told()) == 1 and words in told()[0], told()
    assert blocker.read_text() == "a file where the data folder should be\n"
