"""The match's score sheet (``s`` at the table): every finished hand's winner, how, value and
payments, each player's change and running total, and a chart of the running totals.

It reads only the play contract's :class:`~mahjong_tui.play.contract.MatchSummary` (its
``lines``), so it is the same at a hot-seat table, against bots and at a shared SSH table. Every
total on it can be added up from what it shows: the start, then each hand's change, which is
the sum of that hand's payments.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static
from textual_plotext import PlotextPlot

from ...play.contract import HandLine, MatchSummary, SheetWin
from ..i18n import payment_reason
from ..look import Look
from .base import TooSmall, localize_bindings


def player_names(summary: MatchSummary) -> list[str]:
    return list(summary.players) or list(summary.names)


def win_text(w: SheetWin, names: list[str], look: Look, unit: str) -> str:
    key = {"self_draw": "sheet.self_draw", "rob_kong": "sheet.rob"}.get(w.how, "sheet.discard")
    other = names[w.discarder] if w.discarder is not None and w.discarder < len(names) else ""
    return look.t(key, name=names[w.player], other=other, value=w.value, unit=unit)


def hand_cell(line: HandLine, names: list[str], look: Look, unit: str) -> Text:
    """What happened in the hand: the wins (or the draw), then every payment, dim."""
    out = Text()
    heads = [win_text(w, names, look, unit) for w in line.wins]
    heads += [look.t("sheet.false_win", name=names[p]) for p in line.false_wins]
    out.append("; ".join(heads) if heads else look.t("sheet.draw"), "bold")
    pot = look.t("result.pot")
    for p in line.payments:
        out.append("\n")
        out.append(
            look.t(
                "sheet.pays",
                payer=names[p.payer] if p.payer is not None else pot,
                payee=names[p.payee] if p.payee is not None else pot,
                amount=p.amount,
                why=payment_reason(look.lang, p.reason),
            ),
            look.palette.get("dim") or "",
        )
    if line.pot_change:
        out.append("\n" + look.t("sheet.pot_change", amount=line.pot_change), look.palette.get("dim") or "")
    return out


def sheet_table(summary: MatchSummary, look: Look, unit: str) -> Table:
    """One row per hand: its number, what happened, and each player's change over their total."""
    names = player_names(summary)
    table = Table(box=None, padding=(0, 1, 0, 0), show_edge=False, expand=True)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(look.t("sheet.hand"), ratio=1)
    for name in names:
        table.add_column(name, justify="right", no_wrap=True)
    table.add_row("", Text(look.t("sheet.start"), "bold"), *[Text(str(summary.start), "bold") for _ in names])
    won = look.palette.get("won") or ""
    for line in summary.lines:
        cells = [
            Text.assemble((f"{d:+d}", won if d > 0 else ""), "\n", (str(t), "bold"))
            for d, t in zip(line.deltas, line.totals, strict=True)
        ]
        table.add_row(str(line.number), hand_cell(line, names, look, unit), *cells, end_section=True)
    return table


class ScoreSheetScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,s,q", "close", "key.back")]

    DEFAULT_CSS = """
    ScoreSheetScreen { align: center middle; }
    #sheet-box {
        width: 110; max-width: 100%; height: 100%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    #sheet-title { height: 1; text-style: bold; color: $accent; }
    #sheet-chart { height: 12; }
    Screen.-short #sheet-chart { height: 8; }
    #sheet-body { height: 1fr; }
    """

    def __init__(self, summary: MatchSummary, look: Look, unit: str) -> None:
        """``unit``: the variant's unit of value (fan, 台 …), in ``look``'s language."""
        super().__init__(id="score-sheet")
        self.summary = summary
        self.look = look
        self.unit = unit
        localize_bindings(self, look.lang)

    def compose(self) -> ComposeResult:
        look = self.look
        with Vertical(id="sheet-box"):
            yield Static(look.t("sheet.title"), id="sheet-title", markup=False)
            if self.summary.lines:
                yield Static(look.t("sheet.chart"), classes="dim", markup=False)
                yield PlotextPlot(id="sheet-chart")
            with VerticalScroll(id="sheet-body"):
                if not self.summary.lines:
                    yield Static(look.t("sheet.none"), id="sheet-none", markup=False)
                yield Static(Text(look.t("sheet.how_read"), look.palette.get("dim") or ""), markup=False)
                yield Static(sheet_table(self.summary, look, self.unit), id="sheet-table")
        yield Footer(compact=True, show_command_palette=False)
        yield TooSmall(look.lang)

    def on_mount(self) -> None:
        if self.summary.lines:
            self.draw_chart()
        self.query_one("#sheet-body").focus()

    def draw_chart(self) -> None:
        """Each player's running total, from the start (hand 0) to the last hand."""
        plt = self.query_one(PlotextPlot).plt
        lines = self.summary.lines
        xs = list(range(len(lines) + 1))
        for i, name in enumerate(player_names(self.summary)):
            plt.plot(xs, [self.summary.start] + [line.totals[i] for line in lines], label=name)
        step = max(1, -(-len(lines) // 8))
        plt.xticks([float(x) for x in xs[::step]])

    def action_close(self) -> None:
        self.dismiss(None)
