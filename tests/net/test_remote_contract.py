"""A seat at a shared table plays through the same contract as the local table: the child's
:class:`RemoteSession` is built from what the server's table sends (that seat's view and the
match's summary), and shows what a local session over the same game shows, no other hand."""

from __future__ import annotations

from typing import Any

from mahjong_tui.net.remote import RemoteSession
from mahjong_tui.net.table import Table
from mahjong_tui.play.contract import StepKind
from mahjong_tui.variants import load_variant


class StubConn:
    def __init__(self, user: str) -> None:
        self.user = user
        self.states: list[dict[str, Any]] = []

    def send(self, msg: dict[str, Any]) -> None:  # pragma: no cover - errors only
        raise AssertionError(msg)

    def send_state(self, state: dict[str, Any]) -> None:
        self.states.append(state)


def test_a_remote_seat_mirrors_the_tables_play_loop() -> None:
    variant = load_variant("mcr")
    table = Table("1", variant, ["human", "bot", "bot", "bot"], "ann", ["P1", "Bot 2", "Bot 3", "Bot 4"], 4, 0.0)
    conn = StubConn("ann")
    seat = table.sit(conn)  # type: ignore[arg-type]
    sent: list[dict[str, Any]] = []
    remote = RemoteSession(variant, seat, 4, sent.append)
    assert remote.next_step() is None  # nothing from the server yet
    table.broadcast()
    remote.update(conn.states[-1])
    loop = table.loop
    assert remote.names == loop.names and remote.names[seat] == "ann"
    view = remote.table_view()
    assert view.viewer == seat and view.seats[seat].hand is not None
    assert all(s.hand is None for s in view.seats if s.seat != seat)
    assert remote.match_summary().history == [] and not remote.match_summary().over
    results = 0
    while not loop.game.over:
        step = loop.next_step()
        if step.kind is StepKind.RESULT:
            table.broadcast()
            remote.update(conn.states[-1])
            assert remote.next_step() == step  # the same step, once
            assert remote.next_step() is None
            assert remote.result_view().result == loop.view(seat).result
            results += 1
            loop.next_hand(seat)
            continue
        assert step.seat is not None
        loop.apply(loop.bot_action(step.seat))  # ann's seat too: she is played like a bot here
    table.broadcast()
    remote.update(conn.states[-1])
    assert remote.next_step().kind is StepKind.MATCH_OVER  # type: ignore[union-attr]
    assert remote.match_summary() == loop.match_summary() and remote.match_summary().history
    assert results == len(loop.game.history)
    remote.next_hand()
    assert sent == [{"op": "next"}]


def test_a_shared_tables_default_seat_names_are_shown_in_the_persons_language() -> None:
    """The server names seats "Bot 2" and, for a seat open for a friend, "Seat 3": a Chinese
    screen showed them in English. A name someone chose stays as it is."""
    variant = load_variant("mcr")
    table = Table("1", variant, ["human", "bot", "human", "bot"], "ann", ["P1", "Bot 2", "Seat 3", "Bot 4"], 4, 0.0)
    conn = StubConn("ann")
    seat = table.sit(conn)  # type: ignore[arg-type]
    for lang, names in (("zh_TW", ["ann", "電腦 2", "座位 3", "電腦 4"]), ("en", ["ann", "Bot 2", "Seat 3", "Bot 4"])):
        remote = RemoteSession(variant, seat, 4, [].append, lang)
        table.broadcast()
        remote.update(conn.states[-1])
        assert remote.names == names
        assert [s.name for s in remote.table_view().seats] == names
