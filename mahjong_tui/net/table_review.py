"""A seat's review of a finished hand at a shared table: the ``r`` key of its result screen.

The server replays the table's moves (its own record of them, nothing from the connection) and
compares only the asking seat's decisions with the strong bot's, as ``mahjong-tui review`` does
for a game played alone. Reviews run one at a time on a thread of their own (one replay takes
up to a second), and a connection has at most one waiting: a peer asking again and again costs
the server no more than one review at a time.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any

from ..saves.store import GameRecord
from ..table.state import Phase
from ..ui.i18n import LANGS, tr
from ..ui.review_text import record_hand_lines
from .table import Peer, Table

_REVIEWS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")


def finished_hand(table: Table, hand: Any) -> int | None:
    """``hand`` as the number of a finished hand of ``table``, else None."""
    if not isinstance(hand, int) or isinstance(hand, bool):
        return None
    game = table.game
    current = game.state.hand_no
    done = game.over or game.phase is Phase.HAND_OVER
    return hand if 1 <= hand < current or (hand == current and done) else None


def seat_review(table: Table, seat: int, hand: int, lang: str, ascii_only: bool) -> Callable[[], list[str]]:
    """The review of hand ``hand`` for ``seat`` alone, from the table's moves so far (taken now:
    the table plays on while it is made), to be made on a thread; its tiles named as the seat's
    table draws them (``ascii_only``: its theme)."""
    humans = [i == seat for i in range(table.game.n)]
    record = GameRecord(table.variant.id, table.game.seed, humans, list(table.game.player_names))
    record.actions = list(table.actions)
    record.stand_in = list(table.stand_in)
    return partial(record_hand_lines, record, hand, lang, table.variant, ascii_only)


def ask_review(conn: Peer, msg: dict[str, Any]) -> None:
    """Answer ``{"op": "review", "hand": N, "lang": L, "ascii": B}`` with ``{"op": "review",
    "hand": N, "lines": [...]}`` once made (a line saying why when it cannot be); ``ascii``: the
    seat draws ASCII tiles (else the tiles' faces)."""
    lang: str = msg["lang"] if msg.get("lang") in LANGS else "en"
    table = conn.table
    seat = table.seat_of(conn) if table is not None else None
    hand = finished_hand(table, msg.get("hand")) if table is not None else None
    if table is None or seat is None or hand is None:
        n = msg.get("hand") if isinstance(msg.get("hand"), int) else 0
        conn.send({"op": "review", "hand": n, "lines": [tr(lang, "review.no_hand", n=n)]})
        return
    if conn.reviewing:
        conn.send({"op": "review", "hand": hand, "lines": [tr(lang, "review.waiting")]})
        return
    review = seat_review(table, seat, hand, lang, msg.get("ascii") is True)
    conn.reviewing = True

    async def make() -> None:
        try:
            lines = await asyncio.get_running_loop().run_in_executor(_REVIEWS, review)
        except Exception as e:  # noqa: BLE001 - a replay that fails is said in one line, the server goes on
            lines = [str(e).splitlines()[0] if str(e) else type(e).__name__]
        finally:
            conn.reviewing = False
        conn.send({"op": "review", "hand": hand, "lines": lines})

    conn.review_task = asyncio.create_task(make(), name=f"review-{conn.user}")
