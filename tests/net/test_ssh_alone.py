"""One player over SSH: the lobby, a game against bots, window resizing, clean disconnects."""

from __future__ import annotations

import asyncio
import os

from .conftest import connect, hand_size_on_screen


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def test_play_alone_over_ssh_then_resize_and_disconnect(server) -> None:  # noqa: ANN001
    term = await connect(server, "ann")
    try:
        await term.wait("Play alone")
        term.press("enter")  # the menu
        await term.wait("Start")
        term.press("s")
        await term.wait("Your turn")
        text = term.text()
        assert "ann (you)" in text and hand_size_on_screen(text) == 14
        term.press("enter")  # discard the drawn tile
        await term.wait(lambda t: "ann discards" in t)
        await term.until_my_turn()  # the bots played, it is ann's turn again
        term.resize(70, 20)  # live resize: the app notices the smaller window
        await term.wait(lambda t: "70" in t and "20" in t)
        term.resize(120, 40)
        await term.until_my_turn()
        children = [t.child.pid for t in server.terminals if t.child is not None]
        assert len(children) == 1
    finally:
        await term.close()
    loop = asyncio.get_running_loop()
    end = loop.time() + 30
    while (server.terminals or any(_alive(p) for p in children)) and loop.time() < end:
        await asyncio.sleep(0.1)
    assert not server.terminals and not any(_alive(p) for p in children), "the app outlived its client"
    assert server.active == 0


async def test_a_session_without_a_terminal_is_told_why(server) -> None:  # noqa: ANN001
    import asyncssh

    async with asyncssh.connect(
        "127.0.0.1", server.port, username="x", known_hosts=None, client_keys=None, agent_path=None
    ) as conn:
        result = await conn.run(timeout=30)
    assert "needs a terminal" in str(result.stdout)


async def test_quitting_the_menu_or_a_game_alone_goes_back_to_the_lobby(server) -> None:  # noqa: ANN001
    """The question says what leaving does: a game alone is saved; from the menu, no game is
    left (it had always named a saved game and a bot keeping a shared seat)."""
    term = await connect(server, "ann")
    try:
        await term.wait("Play alone")
        term.press("enter")  # the menu
        await term.wait("Start")
        assert "Continue" not in term.text()  # no saved game yet
        term.press("q")
        await term.wait("Back to the lobby?")
        assert "saved" not in term.text() and "bot keeps" not in term.text()  # no game to save yet
        term.press("y")
        await term.wait(lambda t: "Play alone" in t and "Start" not in t)
        term.press("enter")  # the menu again, then a game
        await term.wait("Start")
        term.press("s")
        await term.wait("Your turn")
        term.press("q")
        await term.wait("Back to the lobby? (this game is saved)")
        term.press("n")  # not yet: the game goes on
        await term.wait(lambda t: "Back to the lobby?" not in t and "Your turn" in t)
        term.press("q")
        await term.wait("Back to the lobby?")
        term.press("y")
        await term.wait(lambda t: "Play alone" in t and "Your turn" not in t)
        term.press("enter")  # the game was saved: the menu offers to continue it
        await term.wait(lambda t: "Start" in t and "Continue" in t)
        term.press("q")
        await term.wait("Back to the lobby?")
        term.press("y")
        await term.wait(lambda t: "Play alone" in t and "Start" not in t)
        assert not term.closed
        term.press("q")  # the lobby's own quit ends the session
        await term.wait(lambda t: term.closed)
    finally:
        await term.close()
