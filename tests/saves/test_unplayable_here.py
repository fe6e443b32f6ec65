"""A sound save this program cannot play now stays where it is: its variant is a house-rule
file that is broken or gone for the moment, or it has bots of a level this program lacks. Such a
save had been moved to ``unreadable/`` as if it were damaged, and was no longer listed once the
file was mended; a replay too."""

from __future__ import annotations

import json

import pytest

from mahjong_tui.cli.main import main
from mahjong_tui.datadir import aside_dir, replays_dir
from mahjong_tui.play.session import resume_session

from .helpers import good_save, play, recorded_session, write


def _unknown_variant(doc: dict) -> dict:
    return doc | {"variant": "my-house"}


def _unknown_level(doc: dict) -> dict:
    return doc | {"levels": ["normal", "wizard", "normal", "normal"]}


@pytest.mark.parametrize(
    "change, why",
    [(_unknown_variant, "the variant 'my-house', which is not installed"), (_unknown_level, "'wizard'")],
)
def test_a_save_this_program_cannot_play_now_is_kept_in_the_saves_folder(change, why: str) -> None:  # noqa: ANN001
    doc = change(good_save())
    path = write("later.json", json.dumps(doc))
    session, out = resume_session(path)
    assert session is None and why in str(out.error) and "\n" not in str(out.error)
    assert "kept" in str(out.error) and "moved" not in str(out.error)
    assert path.read_text(encoding="utf-8") == json.dumps(doc)
    assert not aside_dir().exists() or not any(aside_dir().iterdir())


def test_a_replay_of_a_variant_not_installed_is_kept(capsys: pytest.CaptureFixture[str]) -> None:
    session, rec = recorded_session(seed=6)
    play(session, hands=1)
    path = replays_dir() / f"{rec.record.id}.json"
    doc = json.loads(path.read_text(encoding="utf-8")) | {"variant": "my-house"}
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["replay", rec.record.id]) == 2
    err = capsys.readouterr().err
    assert "not installed" in err and "kept" in err and err.count("\n") == 1
    assert path.exists()
