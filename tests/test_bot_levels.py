"""Bot levels: the registry, the easy bot's mistakes, levels per seat from the command line, in
the local session, saves, replays, simulate and the shared table."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.easy import EasyBot
from mahjong_tui.bots.levels import BOT_LEVELS, NORMAL, level_names, make_bot, seat_levels
from mahjong_tui.cli.errors import CliError
from mahjong_tui.cli.main import main
from mahjong_tui.cli.play_cmd import parse_seat_list
from mahjong_tui.datadir import replays_dir, saves_dir
from mahjong_tui.engine.game import Game
from mahjong_tui.net.table import Table, bot_seat_level, is_bot_seat
from mahjong_tui.play.loop import PlayLoop
from mahjong_tui.play.session import Session, resume_session
from mahjong_tui.replay.model import Replay
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.saves.store import GameRecord, SaveError
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

# ---- the registry ------------------------------------------------------------------------------


def test_normal_is_the_baseline_bot_and_easy_is_registered() -> None:
    assert NORMAL in BOT_LEVELS and "easy" in BOT_LEVELS
    names = level_names()
    assert names[:2] == ["easy", "normal"]  # weakest first
    v = load_variant("plain")
    assert type(make_bot("normal", v, 3)) is BaselineBot and type(make_bot("easy", v, 3)) is EasyBot


def test_listing_the_levels_loads_no_bot() -> None:
    """The menu lists the levels at start-up; the bots load with the first game (first frame)."""
    code = (
        "import sys; from mahjong_tui.bots.levels import level_names; names = level_names(); "
        "loaded = [m for m in sys.modules if m.startswith('mahjong_tui.bots.') and m != 'mahjong_tui.bots.levels']; "
        "print(names, loaded)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['easy', 'normal', 'strong'] []"


def test_an_unknown_level_is_refused_in_one_line_with_a_suggestion() -> None:
    with pytest.raises(KeyError) as e:
        make_bot("eazy", load_variant("plain"), 1)
    text = str(e.value.args[0])
    assert "did you mean 'easy'" in text and "\n" not in text


def test_strong_is_not_silently_normal() -> None:
    """Until a strong bot registers itself, ``strong`` is no level (never a second name for normal)."""
    if "strong" in BOT_LEVELS:
        assert BOT_LEVELS.get("strong") is not BaselineBot
    else:
        with pytest.raises(KeyError):
            make_bot("strong", load_variant("plain"), 1)


def test_seat_levels_default_to_normal() -> None:
    assert seat_levels(None, 3) == ["normal"] * 3
    assert seat_levels([], 2) == ["normal"] * 2
    assert seat_levels(["easy", "normal"], 2) == ["easy", "normal"]
    with pytest.raises(ValueError):
        seat_levels(["easy"], 2)


# ---- the easy bot ------------------------------------------------------------------------------


def _bot_hands(variant_id: str, levels: list[str], hands: int, seed: int) -> tuple[Counter, Counter]:
    """Play ``hands`` first hands with ``levels`` by seat; count claims and early honour discards by level."""
    variant = load_variant(variant_id)
    claims: Counter = Counter()
    honours_early: Counter = Counter()
    for h in range(hands):
        game = Game(variant, players=len(levels), seed=seed + h)
        bots = {i: make_bot(levels[i], variant, seed + 10 * h + i) for i in range(len(levels))}
        loop = PlayLoop(game, bots, results=False)
        full = None
        while not game.history:
            seat = loop.next_step().seat
            assert seat is not None
            view = game.bot_view(seat)
            action = bots[seat].choose(view)
            if full is None:
                full = view.wall_remaining
            if action.type in (Act.PUNG, Act.CHOW):
                claims[levels[seat]] += 1
            if (
                action.type is Act.DISCARD
                and action.tile is not None
                and K.is_honor(action.tile)
                and view.wall_remaining * 2 > full
            ):
                honours_early[levels[seat]] += 1
            loop.apply(action)
    return claims, honours_early


def test_easy_claims_more_and_throws_fewer_honours_early_than_normal() -> None:
    claims, honours = _bot_hands("mcr", ["easy", "normal", "easy", "normal"], 12, 50)
    assert claims["easy"] > 1.5 * claims["normal"]
    assert honours["easy"] < honours["normal"]


def test_easy_is_deterministic_from_its_seed() -> None:
    def actions(seed: int) -> list[str]:
        variant = load_variant("mcr")
        game = Game(variant, players=4, seed=7)
        bots = {i: EasyBot(variant, seed * 10 + i) for i in range(4)}
        loop = PlayLoop(game, bots, results=False)
        out = []
        while not game.history:
            seat = loop.next_step().seat
            assert seat is not None
            a = loop.bot_action(seat)
            out.append(a.describe())
            loop.apply(a)
        return out

    assert actions(1) == actions(1)


# ---- the command line --------------------------------------------------------------------------


def test_seats_take_levels() -> None:
    seats = parse_seat_list("human,bot:easy,bot,b:easy:Kim")
    assert seats.humans == [True, False, False, False]
    assert seats.levels == ["normal", "easy", "normal", "easy"]
    assert seats.names == ["Player 1", "Bot 2", "Bot 3", "Kim"]


def test_a_bad_level_on_the_command_line_says_did_you_mean(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(CliError, match="did you mean 'easy'"):
        parse_seat_list("human,bot:esy,bot,bot")
    assert main(["simulate", "plain", "--seats", "bot,bot:nomral,bot,bot", "--hands", "1"]) == 2
    err = capsys.readouterr().err
    assert "did you mean 'normal'" in err and err.count("\n") == 1
    assert main(["play", "plain", "--seats", "human,bot:esy,bot,bot"]) == 2
    assert "did you mean 'easy'" in capsys.readouterr().err


def test_simulate_seats_set_each_seats_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "plain", "--seats", "bot:easy,bot,bot:easy", "--hands", "3", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["players"] == 3 and d["levels"] == ["easy", "normal", "easy"]
    assert main(["simulate", "plain", "--seats", "human,bot,bot,bot", "--hands", "1"]) == 2
    assert "bots only" in capsys.readouterr().err
    assert main(["simulate", "plain", "--seats", "bot:easy,bot,bot,bot", "--hands", "2"]) == 0
    assert "P1 (easy)" in capsys.readouterr().out


def test_simulate_with_levels_differs_from_all_normal() -> None:
    from mahjong_tui.sim import simulate

    v = load_variant("mcr")
    normal = simulate(v, 8, 4)
    mixed = simulate(v, 8, 4, levels=["easy", "normal", "easy", "normal"])
    assert normal.levels == ["normal"] * 4
    assert (normal.points, normal.fan_sum) != (mixed.points, mixed.fan_sum)


# ---- the session, saves and replays ------------------------------------------------------------


def _play_hands(session: Session, hands: int) -> None:
    bots = {s: BaselineBot(session.variant, 100 + s) for s in session.humans}
    g = session.game
    while not g.over and g.match.hands_played < hands:
        if g.phase is Phase.HAND_OVER:
            session.next_hand()
            continue
        step = session.next_step()
        seat = step.seat
        assert seat is not None
        if seat in session.bots:
            session.apply(session.bots[seat].choose(session.bot_view(seat)))
        else:
            session.apply(bots[seat].choose(g.view(seat)))


def test_session_builds_bots_by_level_and_saves_and_replays_keep_them() -> None:
    v = load_variant("plain")
    levels = ["normal", "easy", "normal", "easy"]
    session = Session(v, [True, False, False, False], ["Ann", "B2", "B3", "B4"], 5, levels)
    assert [type(session.bots[i]) for i in (1, 2, 3)] == [EasyBot, BaselineBot, EasyBot]
    assert session.bot_levels == ["", "easy", "normal", "easy"]
    rec = Recorder.start(session, v.preset, v.options)
    _play_hands(session, 1)
    saved = json.loads((saves_dir() / f"{rec.record.id}.json").read_text(encoding="utf-8"))
    assert saved["levels"] == levels
    again, out = resume_session(saves_dir() / f"{rec.record.id}.json")
    assert again is not None, out.error
    assert again.levels == levels and type(again.bots[1]) is EasyBot and type(again.bots[2]) is BaselineBot
    replay = Replay.load(replays_dir() / f"{rec.record.id}.json")
    assert replay.bot_levels == ["", "easy", "normal", "easy"]


def test_a_save_from_before_levels_loads_as_all_normal(tmp_path: Path) -> None:
    v = load_variant("plain")
    session = Session(v, [True, False, False, False], ["Ann", "B2", "B3", "B4"], 5)
    rec = Recorder.start(session, v.preset, v.options)
    _play_hands(session, 1)
    path = saves_dir() / f"{rec.record.id}.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc.pop("levels")  # as main wrote it before this change
    path.write_text(json.dumps(doc), encoding="utf-8")
    again, out = resume_session(path)
    assert again is not None, out.error
    assert again.levels == ["normal"] * 4 and all(type(b) is BaselineBot for b in again.bots.values())


def test_a_damaged_level_in_a_save_is_refused_with_its_key() -> None:
    doc = {
        "format": "mahjong-tui/game",
        "version": 1,
        "id": "x",
        "variant": "plain",
        "seed": 1,
        "humans": [True, False],
        "names": ["A", "B"],
        "levels": ["normal", "Eas y\n"],
        "actions": [],
    }
    with pytest.raises(SaveError, match=r"levels\[1\]: not a bot level"):
        GameRecord.from_text(json.dumps(doc), "save.json")
    doc["levels"] = ["normal"]
    with pytest.raises(SaveError, match="levels: not a list of 2"):
        GameRecord.from_text(json.dumps(doc), "save.json")


# ---- the shared table ---------------------------------------------------------------------------


def test_shared_table_seats_take_levels() -> None:
    assert is_bot_seat("bot") and is_bot_seat("bot:easy") and not is_bot_seat("bot:eazy")
    assert not is_bot_seat("open") and bot_seat_level("bot:easy") == "easy" and bot_seat_level("me") == "normal"
    v = load_variant("plain")
    table = Table(
        "1",
        v,
        ["human", "bot", "bot", "bot"],
        "ann",
        ["P1", "B2", "B3", "B4"],
        4,
        0.0,
        levels=["normal", "easy", "normal", "easy"],
    )
    assert [type(table.bots[i]) for i in range(4)] == [BaselineBot, EasyBot, BaselineBot, EasyBot]


def test_a_remote_seat_is_told_the_levels_of_the_bots_playing() -> None:
    from mahjong_tui.net.remote import RemoteSession

    class Conn:
        user = "ann"

        def __init__(self) -> None:
            self.states: list[dict] = []

        def send_state(self, state: dict) -> None:
            self.states.append(state)

    v = load_variant("plain")
    table = Table(
        "1",
        v,
        ["human", "bot", "bot", "bot"],
        "ann",
        ["P1", "B2", "B3", "B4"],
        4,
        0.0,
        levels=["easy", "easy", "normal", "easy"],
    )
    conn = Conn()
    seat = table.sit(conn)  # type: ignore[arg-type]
    table.broadcast()
    remote = RemoteSession(v, seat, 4, lambda msg: None)
    remote.update(conn.states[-1])
    assert remote.bot_levels == ["", "easy", "normal", "easy"]  # a person's seat shows no level


def test_a_save_with_a_level_this_program_lacks_is_refused_not_played_as_another() -> None:
    v = load_variant("plain")
    levels = ["normal", "easy", "normal", "easy"]
    session = Session(v, [True, False, False, False], ["Ann", "B2", "B3", "B4"], 5, levels)
    rec = Recorder.start(session, v.preset, v.options)
    _play_hands(session, 1)
    path = saves_dir() / f"{rec.record.id}.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["levels"][1] = "wizard"
    path.write_text(json.dumps(doc), encoding="utf-8")
    again, out = resume_session(path)
    assert again is None
    assert "a level this mahjong-tui does not have" in str(out.error) and "'wizard'" in str(out.error)
    assert "\n" not in str(out.error)
