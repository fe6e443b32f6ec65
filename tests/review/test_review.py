"""The review of a finished hand: a scripted person who plays as the strong bot but for one
known-bad discard gets exactly that decision listed, from the replay log, by the library and by
``mahjong-tui review ID``; a bad id is one line."""

from __future__ import annotations

import json
import re
import shutil

import pytest

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.cli.main import main
from mahjong_tui.datadir import replays_dir
from mahjong_tui.play.contract import StepKind
from mahjong_tui.play.session import Session
from mahjong_tui.review.decisions import review_record
from mahjong_tui.review.strong_eval import read
from mahjong_tui.saves.recorder import Recorder
from mahjong_tui.saves.store import load_record
from mahjong_tui.table.actions import Act, Action
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.faces import tile_label
from mahjong_tui.ui.review_text import lines_at, review_lines
from mahjong_tui.variants import load_variant

BAD_AT = 4
"""The person's fourth discard decision is the bad one."""


def _worst_discard(session: Session, seat: int) -> Action:
    """The discard the strong bot weighs worst: the furthest from a win, then the least acceptance."""
    view = session.game.bot_view(seat)
    reading = read(session.variant, view)
    worst = max(reading.discards, key=lambda d: (d.distance, -d.acceptance, -d.value))
    assert reading.pick.type is Act.DISCARD and worst.tile != reading.pick.tile
    return next(a for a in view.legal if a.type is Act.DISCARD and a.tile == worst.tile and not a.ready)


class Deviate:
    """Where the scripted person does something other than the strong bot: ``other`` gives the
    other action at a decision (the strong bot's action given), or None to follow it."""

    def other(self, session: Session, seat: int, strong: Action) -> Action | None:
        raise NotImplementedError


class BadFourthDiscard(Deviate):
    def __init__(self) -> None:
        self.discards = 0

    def other(self, session: Session, seat: int, strong: Action) -> Action | None:
        if strong.type is not Act.DISCARD:
            return None
        self.discards += 1
        return _worst_discard(session, seat) if self.discards == BAD_AT else None


class PassTheFirstClaim(Deviate):
    """Let the first tile go that the strong bot would claim (a pung, chow, kong or win)."""

    def other(self, session: Session, seat: int, strong: Action) -> Action | None:
        if strong.type in (Act.CHOW, Act.PUNG, Act.KONG, Act.WIN) and session.game.phase is Phase.CLAIM:
            return next(a for a in session.game.legal_actions(seat) if a.type is Act.PASS)
        return None


def play_one_hand(
    variant: str = "mcr", seed: int = 9, deviate: Deviate | None = None, options: dict[str, bool] | None = None
) -> tuple[Recorder, Action, int]:
    """A recorded game where seat 0, a person, plays the strong bot's choice at every decision but
    one, where ``deviate`` gives another (by default its ``BAD_AT``-th discard, the strong bot's
    worst); the hand is played to its end. Gives the recorder, the other action and its move number."""
    deviate = deviate or BadFourthDiscard()
    v = load_variant(variant, options=options)
    session = Session(v, [True, False, False, False], ["Ann", "Bot 1", "Bot 2", "Bot 3"], seed)
    rec = Recorder.start(session, v.preset, v.options)
    bad: tuple[Action, int] | None = None
    for _ in range(2000):
        step = session.next_step()
        if step.kind in (StepKind.RESULT, StepKind.MATCH_OVER):
            break
        assert step.seat is not None
        if step.kind is StepKind.BOT:
            session.apply(session.bot_move(step.seat)())
            continue
        action = StrongBot(v).choose(session.game.bot_view(step.seat))
        other = deviate.other(session, step.seat, action) if bad is None else None
        if other is not None:
            bad = (other, len(rec.record.actions) + 1)
            action = other
        session.apply(action)
    assert bad is not None, "the hand ended before the person deviated"
    return rec, *bad


@pytest.fixture(scope="module")
def played() -> tuple[Recorder, Action, int]:
    return play_one_hand()


def kept(rec: Recorder) -> str:
    """The game's replay in this test's data folder (each test has its own): its id."""
    target = replays_dir() / rec.replay_path.name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(rec.replay_path, target)
    return rec.record.id


def test_the_review_lists_exactly_the_bad_discard(played: tuple[Recorder, Action, int]) -> None:
    rec, bad, move = played
    review = review_record(load_record(rec.replay_path))
    assert len(review.hands) == 1
    hand = review.hands[0]
    assert hand.decisions >= BAD_AT
    assert [(d.move, d.chosen) for d in hand.differing] == [(move, bad)]
    d = hand.differing[0]
    assert d.strong.type is Act.DISCARD and d.strong.tile != bad.tile
    assert d.chosen_eval is not None and d.strong_eval is not None
    assert (d.chosen_eval.distance, -d.chosen_eval.acceptance) > (d.strong_eval.distance, -d.strong_eval.acceptance)


def test_the_text_says_what_the_bad_discard_gave_up(played: tuple[Recorder, Action, int]) -> None:
    rec, bad, move = played
    review = review_record(load_record(rec.replay_path))
    text = "\n".join(lines_at(review_lines(review, "en"), None))  # as plain text: its tags unglued
    assert text.startswith("Hand 1: 1 of your")
    assert f"move {move}, Ann" in text
    assert f"you: discard {tile_label(bad.tile, False, 'en')}; strong bot: discard" in text  # type: ignore[arg-type]
    assert "gave up: " in text and re.search(r"gave up: .*(\d+ steps? of speed|\d+ tiles? of acceptance)", text)
    assert not re.search(r"\b1 (steps|tiles|winning copies)\b", text)  # one step, one tile
    its = review.hands[0].differing[0].strong_eval
    assert its is not None and its.tiles_in is not None  # the hints' figures, in the hints' words:
    assert f"strong bot's: shanten {its.shanten}, {its.tiles_in} tiles in, value {its.value}" in text
    zh = "\n".join(review_lines(review, "zh_TW"))
    assert f"你：打 {tile_label(bad.tile, False, 'zh_TW')}；高手電腦：打" in zh  # type: ignore[arg-type]
    assert "損失：" in zh


def test_a_hot_seat_review_names_whose_decision_each_is(played: tuple[Recorder, Action, int]) -> None:
    """Two people at one terminal: each decision said "you:", as if one person had made them
    all; where more than one person sat at the table it names whose it is."""
    rec, bad, _ = played
    record = load_record(rec.replay_path)
    record.humans, record.names = [True, True, False, False], ["Ann", "Bo", "Bot 2", "Bot 3"]
    review = review_record(record)
    assert {d.seat for d in review.hands[0].differing} == {0, 1}  # Bo (a normal bot's moves) differs too
    text = "\n".join(lines_at(review_lines(review, "en"), None))
    assert text.startswith("Hand 1: ") and "your" not in text and "you:" not in text, text
    assert f"Ann: discard {tile_label(bad.tile, False, 'en')}; strong bot: discard" in text  # type: ignore[arg-type]
    assert "Ann's: shanten" in text and re.search(r"^    Bo: .*; strong bot: ", text, re.M), text
    zh = "\n".join(review_lines(review, "zh_TW"))
    assert f"Ann：打 {tile_label(bad.tile, False, 'zh_TW')}；高手電腦：打" in zh  # type: ignore[arg-type]
    assert "你" not in zh and re.search(r"^    Bo：.*；高手電腦：", zh, re.M), zh


def test_the_review_command_prints_the_same_list(
    played: tuple[Recorder, Action, int], capsys: pytest.CaptureFixture[str]
) -> None:
    rec, _, _ = played
    assert main(["review", kept(rec), "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    review = review_record(load_record(rec.replay_path))
    assert out[0] == f"Review of game {rec.record.id}: Chinese Official Mahjong (MCR)"  # by name, not "mcr"
    assert out[2:] == lines_at(review_lines(review, "en"), None)
    assert main(["review", rec.record.id, "--hand", "1", "--lang", "zh_CN"]) == 0
    out = capsys.readouterr().out
    assert "第 1 局：你的" in out and f"牌局 {rec.record.id}（国标麻将）覆盘" in out.splitlines()[0]


def test_the_review_command_names_tiles_as_the_table_draws_them(
    played: tuple[Recorder, Action, int], capsys: pytest.CaptureFixture[str]
) -> None:
    """By their faces in every language (it printed "you: discard 7z" in English), or as the
    ASCII theme draws them, as the review at the table does in the same theme."""
    rec, bad, _ = played
    assert bad.tile is not None
    said = {"en": "you: discard {}", "zh_TW": "你：打 {}", "zh_CN": "你：打 {}"}
    for lang, ascii_only in [("en", False), ("zh_TW", False), ("zh_CN", False), ("en", True), ("zh_TW", True)]:
        assert main(["review", kept(rec), "--lang", lang, *(["--ascii"] if ascii_only else [])]) == 0
        out = capsys.readouterr().out
        face = tile_label(bad.tile, ascii_only, lang)
        assert said[lang].format(face) in out
        lines = review_lines(review_record(load_record(rec.replay_path)), lang, ascii_only)
        assert out.splitlines()[2:] == lines_at(lines, None)
    assert tile_label(bad.tile, False, "en") != K.code(bad.tile)  # a face, not the notation


def test_a_bad_id_gives_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "no-such-game"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("mahjong-tui: error: no replay no-such-game")


@pytest.mark.parametrize("blank", ["", "  "])
def test_an_empty_id_says_none_was_given(blank: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``review ''`` named the current folder (an empty path is "."): ": error:  is not in the
    replays folder", the name left blank."""
    assert main(["review", blank]) == 2
    err = capsys.readouterr().err
    assert err == "mahjong-tui: error: no game given: review ID (see `mahjong-tui replay --list`)\n"


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "no finished hand 7 in this game"), ("zh_TW", "這場沒有打完的第 7 局"), ("zh_CN", "这场没有打完的第 7 局")],
)
def test_a_hand_not_in_the_game_gives_one_clear_line(
    played: tuple[Recorder, Action, int], capsys: pytest.CaptureFixture[str], lang: str, said: str
) -> None:
    """As the command line's other errors: no capital, no full stop ("No finished hand 7 in this game.")."""
    rec, _, _ = played
    assert main(["review", kept(rec), "--hand", "7", "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert err == f"mahjong-tui: error: {said}\n"


@pytest.mark.parametrize(("lang", "said"), [("en", "is damaged"), ("zh_TW", "已損壞"), ("zh_CN", "已损坏")])
def test_a_damaged_game_is_told_in_the_reviews_language(
    lang: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``review --lang zh_TW`` of a damaged file said why in English, under a Chinese review's other errors."""
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text('{"format": "mahjong-tui/game", "version": 1, "variant": 5}')
    assert main(["review", "broken", "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mahjong-tui: error: broken.json ") and said in err and err.count("\n") == 1, err


def test_a_damaged_log_gives_one_clear_line(
    played: tuple[Recorder, Action, int], capsys: pytest.CaptureFixture[str]
) -> None:
    rec, _, _ = played
    doc = json.loads(rec.replay_path.read_text(encoding="utf-8"))
    doc["actions"][3] = {"type": "discard", "seat": (doc["actions"][3]["seat"] + 2) % 4, "tile": "1m"}  # out of turn
    damaged = replays_dir() / "damaged-game.json"
    damaged.parent.mkdir(parents=True, exist_ok=True)
    damaged.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["review", "damaged-game"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "move 4" in err


@pytest.mark.parametrize("variant,seed", [("mcr", 3), ("mcr", 12), ("sichuan", 4)])
def test_a_claim_let_go_is_listed_as_a_decision(variant: str, seed: int) -> None:
    """Claims, passes and wins are reviewed too: a tile the strong bot would claim (a chow, a
    pung, a win in these hands), let go."""
    rec, passed, move = play_one_hand(variant, seed, PassTheFirstClaim())
    review = review_record(load_record(rec.replay_path))
    differing = [d for h in review.hands for d in h.differing]
    assert [(d.move, d.chosen) for d in differing] == [(move, passed)]
    d = differing[0]
    assert d.chosen.type is Act.PASS and d.strong.type in (Act.CHOW, Act.PUNG, Act.KONG, Act.WIN)
    text = "\n".join(review_lines(review, "en"))
    assert "you: pass; strong bot: " in text
    if d.strong.type is Act.WIN:
        assert "gave up: a win" in text
    else:  # what each choice leaves, in the discards' figures
        assert d.chosen_claim is not None and d.strong_claim is not None
        assert "    yours: shanten " in text and "    strong bot's: shanten " in text


def test_a_win_the_strong_bot_lets_go_says_why_in_words() -> None:
    """Hebei's strong bot passes a discard win for the self-draw, 明將's a chicken hand: the
    review had called a person's win against its pass "a different plan (claims change the
    hand for good)"."""
    from mahjong_tui.review.decisions import Decision
    from mahjong_tui.ui.review_text import given_up

    d = Decision(hand_no=1, move=40, seat=0, chosen=Action(Act.WIN, 0, tile=5), strong=Action(Act.PASS, 0))
    assert given_up(d, "en").startswith("the strong bot lets this win go, waiting for one that pays more")
    assert given_up(d, "zh_TW").startswith("高手電腦放過這次和牌")
    claim = Decision(hand_no=1, move=40, seat=0, chosen=Action(Act.PUNG, 0, tile=5), strong=Action(Act.PASS, 0))
    assert "claims change the hand" in given_up(claim, "en")  # a claim let go reads as before
