"""A person who leaves a shared table mid-hand has a bot play their seat until they come back; the
review of that hand lists only the moves the person made, and says in one line how many of the
seat's decisions were the stand-in's (it had listed the bot's moves as the person's own)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from mahjong_tui.messages import for_count
from mahjong_tui.net.table import Table
from mahjong_tui.net.table_review import ask_review
from mahjong_tui.net.table_saves import TableRecorder, restore_tables, table_replays_dir, tables_dir
from mahjong_tui.play.contract import StepKind
from mahjong_tui.review.decisions import review_record
from mahjong_tui.saves.store import GameRecord, load_record
from mahjong_tui.ui.i18n import tr
from mahjong_tui.ui.review_text import hand_lines
from mahjong_tui.variants import load_variant

from .test_table_review import NAMES, Conn

AWAY_FROM, BACK_AT = 12, 70
"""Ann leaves when the table has made this many moves and comes back at the second number."""


def play_to(table: Table, moves: int) -> None:
    """Play on until ``moves`` moves were made or the hand is over: a connected person's move
    through :meth:`Table.act`, as their connection sends it; a bot's as the table makes it."""
    loop = table.loop
    while table.moves < moves and (step := loop.next_step()).kind is not StepKind.RESULT:
        assert step.seat is not None
        action = loop.bot_action(step.seat)
        conn = table.slots[step.seat].conn
        if conn is not None:
            assert table.act(conn, action.as_dict()) == ""
        else:
            loop.apply(action)


def away_hand(data: Path | None = None) -> tuple[Table, Conn, Conn, list[int]]:
    """An MCR table's first hand where Ann (seat 0) is away for a while and Bo (seat 1) plays
    throughout; with the indices of the moves made for Ann's seat while she was away. ``data``:
    the table is saved there as a server saves it."""
    table = Table("1", load_variant("mcr"), ["human", "human", "bot", "bot"], "ann", NAMES, 5, 0.0)
    if data is not None:
        record = GameRecord("mcr", 5, [True, True, False, False], NAMES, levels=list(table.levels))
        table.recorder = TableRecorder(table, record, data)
    ann, bo = Conn("ann"), Conn("bo")
    for conn in (ann, bo):
        table.sit(conn)  # type: ignore[arg-type]
        conn.table = table
    play_to(table, AWAY_FROM)
    table.leave(ann)  # type: ignore[arg-type]
    play_to(table, BACK_AT)
    assert table.sit(ann) == 0  # type: ignore[arg-type]
    play_to(table, 10**6)
    assert table.loop.next_step().kind is StepKind.RESULT
    away = [i for i in range(AWAY_FROM, BACK_AT) if table.actions[i]["seat"] == 0]
    return table, ann, bo, away


def unmarked(table: Table, seat: int) -> GameRecord:
    """The table's moves for ``seat``'s review as a record that says nothing of stand-ins (a save
    from before they were recorded)."""
    return GameRecord("mcr", 5, [i == seat for i in range(4)], NAMES, actions=list(table.actions))


def moves_listed(lines: list[str]) -> set[int]:
    return {int(m.group(1)) for line in lines if (m := re.match(r"\s+move (\d+),", line))}


async def answer(conn: Conn, lang: str = "en") -> list[str]:
    ask_review(conn, {"op": "review", "hand": 1, "lang": lang})  # type: ignore[arg-type]
    assert conn.review_task is not None
    await conn.review_task
    lines: list[str] = conn.sent[-1]["lines"]
    return lines


async def test_the_review_lists_only_the_moves_the_person_made() -> None:
    table, ann, bo, away = away_hand()
    numbers = unmarked(table, 0).moves_in_hand()
    away_moves = {numbers[i] for i in away}
    old = review_record(unmarked(table, 0), hand_no=1, variant=table.variant).hand(1)
    assert old is not None
    assert away_moves & {d.move for d in old.differing}, "the stand-in's moves differ from the strong bot's"
    lines = await answer(ann)
    assert not moves_listed(lines) & away_moves, lines
    assert moves_listed(lines), "Ann's own moves are still reviewed"
    skipped = old.decisions - int(re.search(r"of your (\d+) decision", lines[0]).group(1))  # type: ignore[union-attr]
    assert skipped > 0
    for lang in ("en", "zh_TW", "zh_CN"):  # one line, in the seat's language
        told = [line.strip() for line in await answer(ann, lang)]
        assert tr(lang, for_count("review.stand_in", skipped), n=skipped) in told, told
    # Bo played throughout: his review is what it was
    mine = review_record(unmarked(table, 1), hand_no=1, variant=table.variant).hand(1)
    assert mine is not None
    bo_lines = await answer(bo)
    assert moves_listed(bo_lines) == {d.move for d in mine.differing}
    assert not any("bot made" in line for line in bo_lines)


def test_the_save_and_the_replay_keep_the_marks_and_the_review_of_the_file_skips_them(tmp_path: Path) -> None:
    table, _, _, away = away_hand(tmp_path)
    assert table.stand_in == away
    (save,) = tables_dir(tmp_path).glob("*.json")
    assert json.loads(save.read_text(encoding="utf-8"))["stand_in"] == away
    (restored,), problems = restore_tables(tmp_path, 0.0)
    assert problems == [] and restored.stand_in == away  # a restarted server keeps them
    (replay,) = table_replays_dir(tmp_path).glob("*.json")
    record = load_record(replay)
    assert record.stand_in == away
    # `mahjong-tui review ID` of the table's replay: both people's decisions, none of the stand-in's
    hand = review_record(record, hand_no=1).hand(1)
    assert hand is not None and hand.stood_in > 0
    numbers = record.moves_in_hand()
    assert not {(0, numbers[i]) for i in away} & {(d.seat, d.move) for d in hand.differing}
    lines = hand_lines(hand, record.names, "en", by_name=True)
    assert tr("en", for_count("review.stand_in_all", hand.stood_in), n=hand.stood_in) in [x.strip() for x in lines]
