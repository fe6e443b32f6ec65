"""The decision hash fingerprints play: a notice that only tells a seat of decisions already
hashed (a claim that gave way to another's) leaves it as it was; every other event counts."""

from __future__ import annotations

import sys
from pathlib import Path

from mahjong_tui.engine.events import Event
from mahjong_tui.messages import msg
from mahjong_tui.table.event_kinds import EventKind

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import decision_hash  # noqa: E402


def test_a_claim_giving_way_is_no_change_of_play() -> None:
    notice = Event(EventKind.OUTRANKED, 2, 5, data={"claim": "chow", "by": 1, "by_claim": "pung"})
    assert decision_hash.digest(notice.as_dict()) == b""


def test_a_discard_counts() -> None:
    discard = Event(EventKind.DISCARD, 2, 5)
    assert decision_hash.digest(discard.as_dict()) != b""


def test_a_win_refused_on_a_discard_is_no_change_of_play() -> None:
    """Telling a seat why a discard that completes its hand is no win (Yunnan's plain hand)
    changes no decision: the notice leaves the hash as it was."""
    notice = Event(EventKind.WIN_REFUSED, 1, 5, data={"why": msg("win.plain_on_discard")})
    assert decision_hash.digest(notice.as_dict()) == b""
