"""Two players at one shared table over SSH: each sees only their own hand; a dropped player's
seat goes to a bot and is theirs again when they come back."""

from __future__ import annotations

import asyncio

from mahjong_tui.net.hub import Conn

from .conftest import connect, count_backs, line_with


async def _until(cond, timeout: float = 60.0) -> None:  # noqa: ANN001
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.05)


async def test_two_players_share_a_table_each_seeing_only_their_hand(server, monkeypatch) -> None:  # noqa: ANN001
    sent: list[tuple[str, dict]] = []
    original = Conn.send_state

    def spy(self: Conn, state: dict) -> None:
        sent.append((self.user, state))
        original(self, state)

    monkeypatch.setattr(Conn, "send_state", spy)
    ann = await connect(server, "ann")
    bob = await connect(server, "bob")
    try:
        await ann.wait("New shared table")
        ann.press("down", "down", "enter")
        await ann.wait("Open the table")
        ann.press("s")
        await ann.wait("ann (you)")
        await bob.wait("#1 ")
        bob.press("tab", "enter")  # at once: Enter sits at the first table
        await bob.wait("bob (you)")
        table = server.hub.tables["1"]
        seats = {s.owner: i for i, s in enumerate(table.slots) if s.owner}
        assert set(seats) == {"ann", "bob"}
        await ann.wait(lambda t: "bob" in t)
        # on screen: the other player's concealed tiles are backs
        ann_text, bob_text = ann.text(), bob.text()
        assert count_backs(line_with(ann_text, " bob ")) >= 13 or count_backs(ann_text) >= 13 * 3
        assert count_backs(bob_text) >= 13 * 3
        # on the wire: every state a player got is their own seat's view, no other hand in it
        assert sent
        for user, state in sent:
            view = state["view"]
            assert view.viewer == seats[user]
            for s in view.seats:
                if s.seat != view.viewer and not view.phase.value.endswith("over"):
                    assert s.hand is None and s.drawn is None
    finally:
        await ann.close()
        await bob.close()


async def test_a_dropped_player_is_replaced_by_a_bot_and_rejoins_the_same_seat(server) -> None:  # noqa: ANN001
    ann = await connect(server, "ann")
    bob = await connect(server, "bob")
    try:
        await ann.wait("New shared table")
        ann.press("down", "down", "enter")
        await ann.wait("Open the table")
        ann.press("s")
        await ann.wait("ann (you)")
        await bob.wait("#1 ")
        bob.press("tab", "enter")  # at once: Enter sits at the first table
        await bob.wait("bob (you)")
        table = server.hub.tables["1"]
        bob_seat = next(i for i, s in enumerate(table.slots) if s.owner == "bob")
        await bob.close()  # the connection drops
        await _until(lambda: table.slots[bob_seat].conn is None)
        assert table.slots[bob_seat].owner == "bob" and table.slots[bob_seat].label == "away"
        moves = table.moves
        await _until(lambda: table.moves > moves or ann.text().count("Your turn") > 0)
        # bots play bob's seat: the game reaches ann again
        await ann.until_my_turn()
        bob = await connect(server, "bob")
        await bob.wait("away")
        bob.press("tab", "enter")  # at once: Enter sits at the first table
        await bob.wait("bob (you)")
        assert table.slots[bob_seat].conn is not None and table.slots[bob_seat].owner == "bob"
        assert sum(1 for s in table.slots if s.owner == "bob") == 1
    finally:
        await ann.close()
        await bob.close()
