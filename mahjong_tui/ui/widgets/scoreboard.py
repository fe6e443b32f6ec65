"""The match scoreboard from ``SeatView.match_facts``: ranking, the return line and, once the
match is over, the final settlement (明將's 埋數). Pure functions, used by the table's status
area and the match-end screen."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.table import Table
from rich.text import Text

from ..look import Look


def ranking(facts: Mapping[str, object]) -> list[int]:
    """Players, first place first, as the rotation ranks them (ties already broken); [] if none."""
    got = facts.get("standings")
    return [int(p) for p in got] if isinstance(got, (list, tuple)) else []


def running_score(score: int, facts: Mapping[str, object]) -> str:
    """A player's running score as the match counts it (``facts``: ``SeatView.match_facts``): a
    net from a start of nothing signed (+12, -3, 0), points held from a stake plain, as the
    scoreboard prints them (明將's seat headers said "+150" beside "1. Ann 150")."""
    if facts.get("start_points"):
        return str(score)
    return f"{score:+d}" if score else "0"


def scoreboard_lines(
    facts: Mapping[str, object], names: Sequence[str], scores: Sequence[int], look: Look
) -> list[Text]:
    """``Return 180 · West round`` then ``1. Ann 172`` … (players at or above the return marked).

    ``names`` and ``scores`` are by player. Nothing when the rotation ranks nobody."""
    order = ranking(facts)
    if not order:
        return []
    p = look.palette
    ret = facts.get("return_points")
    lines: list[Text] = []
    if isinstance(ret, int):
        head = Text(look.t("board.return", n=ret), p["dim"])
        if facts.get("extension"):
            head.append(" · ")
            head.append(look.t("board.extension"), p.get("mark"))
        lines.append(head)
    for rank, player in enumerate(order, 1):
        if not 0 <= player < len(names):
            continue
        line = look.t("board.line", rank=rank, name=names[player], points=scores[player])
        reached = isinstance(ret, int) and scores[player] >= ret
        lines.append(Text(line, p["won"] if reached else ""))
    return lines


def final_table(facts: Mapping[str, object], names: Sequence[str], scores: Sequence[int], look: Look) -> Table | None:
    """Rank, player, points and the final settlement by the rotation's ranking; None without one."""
    order = ranking(facts)
    if not order:
        return None
    final = facts.get("final")
    table = Table(box=None, padding=(0, 3, 0, 0), show_edge=False)
    table.add_column(look.t("match.rank"), justify="right")
    table.add_column(look.t("match.player"))
    table.add_column(look.t("match.points"), justify="right")
    if isinstance(final, (list, tuple)):
        table.add_column(look.t("match.settle"), justify="right")
    for rank, player in enumerate(order, 1):
        row = [str(rank), names[player], str(scores[player])]
        if isinstance(final, (list, tuple)):
            amount = int(final[player])
            row.append(Text(f"{amount:+d}", look.palette.get("won") if amount > 0 else ""))  # type: ignore[arg-type]
        table.add_row(*row)
    return table
