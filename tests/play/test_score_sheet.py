"""The score sheet in the play contract: every hand's lines add up to the match's scores."""

from __future__ import annotations

import pytest

from mahjong_tui.play.contract import HandLine, MatchSummary
from mahjong_tui.play.session import Session
from mahjong_tui.play.sheet import SheetBook, hand_lines
from mahjong_tui.variants import load_variant


def play_match(vid: str, seed: int, options: dict[str, str] | None = None, hands: int = 99) -> Session:
    """A match of bots (all seats), played to its end or ``hands`` hands."""
    variant = load_variant(vid, None, options or {})
    n = max(variant.seats)
    session = Session(variant, [False] * n, [f"B{i}" for i in range(n)], seed)
    while not session.game.over and len(session.game.history) < hands:
        step = session.next_step()
        if step.kind.value == "result":
            session.next_hand()
            continue
        assert step.seat is not None
        session.apply(session.bot_move(step.seat)())
    return session


def paid(line: HandLine, players: int) -> list[int]:
    """Each player's change, from the line's payments alone."""
    out = [0] * players
    for p in line.payments:
        if p.payer is not None:
            out[p.payer] -= p.amount
        if p.payee is not None:
            out[p.payee] += p.amount
    return out


def check_adds_up(summary: MatchSummary) -> None:
    n = len(summary.players)
    totals = [summary.start] * n
    for number, line in enumerate(summary.lines, 1):
        assert line.number == number
        assert list(line.deltas) == paid(line, n)
        assert sum(line.deltas) + line.pot_change == 0
        totals = [t + d for t, d in zip(totals, line.deltas, strict=True)]
        assert list(line.totals) == totals
    assert totals == summary.scores


@pytest.mark.parametrize(
    ("vid", "options"),
    [("mcr", {"competition_seating": "true"}), ("sichuan", {}), ("haner32", {}), ("malaysia3p", {})],
)
def test_the_sheet_adds_up_to_the_match_scores(vid: str, options: dict[str, str]) -> None:
    session = play_match(vid, 5, options)
    summary = session.match_summary()
    assert summary.over and len(summary.lines) == len(session.game.history) >= 4
    check_adds_up(summary)
    assert summary.players == session.game.player_names


def test_with_competition_seating_the_sheet_counts_players_not_seats() -> None:
    session = play_match("mcr", 5, {"competition_seating": "true"})
    summary = session.match_summary()
    moved = [r for r in session.game.history if r.seating != sorted(r.seating)]
    assert moved, "the players changed seats in the later rounds"
    for r, line in zip(session.game.history, summary.lines, strict=True):
        for seat, d in enumerate(r.deltas):
            assert line.deltas[r.seating[seat]] == d
        for w, sw in zip(r.wins, line.wins, strict=True):
            assert sw.player == r.seating[w.seat]
            assert sw.value == w.score.total


def test_the_wins_on_the_sheet_are_the_judges() -> None:
    session = play_match("mcr", 2, hands=6)
    lines = session.match_summary().lines
    assert len(lines) == 6
    for r, line in zip(session.game.history, lines, strict=True):
        assert [(w.how, w.score.total) for w in r.wins] == [(w.how, w.value) for w in line.wins]
        for w in line.wins:
            assert sum(points for _, _, points in w.fans) >= 1
            assert list(w.fans) == sorted(w.fans, key=lambda f: -f[2])


def test_the_kept_sheet_adds_only_new_hands_and_starts_over_for_another_game() -> None:
    session = play_match("sichuan", 4)
    history, n, start = session.game.history, session.game.n, session.match_summary().start
    whole = hand_lines(history, n, start)
    book = SheetBook()
    for k in range(len(history) + 1):
        assert book.lines(history[:k], n, start) == whole[:k]
    again = book.lines(history, n, start)
    assert all(a is b for a, b in zip(again, book.lines(history, n, start), strict=True))  # nothing rebuilt
    other = play_match("sichuan", 5).game.history
    assert book.lines(other, n, start) == hand_lines(other, n, start)
    assert book.lines(history[:2], n, start) == whole[:2]  # hands taken back
