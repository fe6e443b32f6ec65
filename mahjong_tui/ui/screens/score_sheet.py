"""The match's score sheet (``s`` at the table): every finished hand's winner, how, value and
payments, each player's change and running total, and a chart of the running totals.

It reads only the play contract's :class:`~mahjong_tui.play.contract.MatchSummary` (its
``lines``), so it is the same at a hot-seat table, against bots and at a shared SSH table. Every
total on it can be added up from what it shows: the start, then each hand's change, which is
the sum of that hand's payments.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.align import Align
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static
from textual_plotext import PlotextPlot

from ...play.contract import HandLine, MatchSummary, SheetWin
from ..i18n import payer_payee, payment_reason, tr
from ..look import Look
from ..widgets.scoreboard import running_score
from .base import TooSmall, localize_bindings, screen_footer

Unit = Callable[[int], str]
"""The variant's unit for a value of n, in the sheet's language ("1 point", "2 points")."""


def win_text(w: SheetWin, names: list[str], look: Look, unit: Unit) -> str:
    key = {"self_draw": "sheet.self_draw", "rob_kong": "sheet.rob"}.get(w.how, "sheet.discard")
    other = names[w.discarder] if w.discarder is not None and w.discarder < len(names) else ""
    return look.t(key, name=names[w.player], other=other, value=w.value, unit=unit(w.value))


def hand_lines(line: HandLine, names: list[str], look: Look, unit: Unit) -> list[Text]:
    """What happened in the hand, a line each: the wins (or the draw), bold, then every payment
    and the pot's change, dim."""
    heads = [win_text(w, names, look, unit) for w in line.wins]
    heads += [look.t("sheet.false_win", name=names[p]) for p in line.false_wins]
    out = [Text("; ".join(heads) if heads else look.t("sheet.draw"), "bold")]
    dim = look.palette.get("dim") or ""
    for p in line.payments:
        sides = payer_payee(look.lang, names.__getitem__, p.payer, p.payee)
        why = payment_reason(look.lang, p.reason)
        out.append(Text(look.t("sheet.pays", **sides, amount=p.amount, why=why), dim))
    if line.pot_change:
        out.append(Text(look.t("sheet.pot_change", amount=line.pot_change), dim))
    return out


def sheet_table(summary: MatchSummary, look: Look, unit: Unit) -> Table:
    """Each hand: its number and what happened, each player's change beside its first line and
    running total beside its last (after the last payment, where a reader adding up arrives),
    printed as the seat headers print a score (:func:`running_score`); a blank line between."""
    names = summary.player_names()
    table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(look.t("sheet.hand"), ratio=1)
    for name in names:
        table.add_column(name, justify="right", no_wrap=True)
    start = [Text(running_score(summary.start, summary.facts), "bold") for _ in names]
    table.add_row()
    table.add_row("", Text(look.t("sheet.start"), "bold"), *start)
    won = look.palette.get("won") or ""
    for line in summary.lines:
        said = hand_lines(line, names, look, unit)
        changes = [Text(f"{d:+d}", won if d > 0 else "") for d in line.deltas]
        totals = [Align.right(Text(running_score(t, summary.facts), "bold"), vertical="bottom") for t in line.totals]
        table.add_row()
        if len(said) > 1:
            table.add_row(str(line.number), Text("\n").join(said[:-1]), *changes)
            table.add_row("", said[-1], *totals)  # a last line that wraps has them on its end
        else:  # a draw with nothing paid: the totals under the changes
            table.add_row(str(line.number), said[0], *changes)
            table.add_row("", "", *totals)
    return table


RGB = tuple[int, int, int]
LINE_COLORS: tuple[RGB, ...] = ((0, 130, 200), (245, 130, 48), (60, 180, 75), (240, 50, 230))
"""The charts' line colours, as RGB: the legend (Rich) shows exactly what plotext draws."""


def legend(title: str, labels: list[str], colors: tuple[RGB, ...] = LINE_COLORS, lang: str = "en") -> Text:
    """``title:  ▬▬ label  ▬▬ label …`` (``title：`` in Chinese), each mark in its line's colour
    (▬ is never drawn double-width; box-drawing characters may be). The chart draws no legend of
    its own: plotext counts a Chinese character as one column, and its frame breaks."""
    out = Text(title + tr(lang, "label.colon").rstrip(), "dim")
    for i, label in enumerate(labels):
        out.append("  ▬▬ ", "rgb({},{},{})".format(*colors[i % len(colors)]))
        out.append(label)
    return out


def whole_ticks(lo: int, hi: int, most: int = 6) -> list[float]:
    """Ticks at round whole numbers (1, 2 or 5 times a power of ten apart) covering lo..hi."""
    span = max(hi - lo, 1)
    step = 1
    while span / step > most - 1:
        for factor in (2, 5 / 2, 2):  # 1 → 2 → 5 → 10 → 20 …
            step = int(step * factor)
            if span / step <= most - 1:
                break
    first = lo // step * step
    return [float(t) for t in range(first, hi + step, step)]


class ScoreSheetScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,s,q", "close", "key.back")]

    DEFAULT_CSS = """
    ScoreSheetScreen { align: center middle; }
    #sheet-box {
        width: 110; max-width: 100%; height: 100%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    #sheet-title { height: 1; text-style: bold; color: $accent; }
    #sheet-chart { height: 30%; min-height: 6; }
    #sheet-body { height: 1fr; }
    """

    def __init__(self, summary: MatchSummary, look: Look, unit: Unit) -> None:
        """``unit``: the variant's unit for a value of n (fan, 台, "point" for 1 …), in ``look``'s
        language (:func:`~..fan_values.unit`)."""
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
                names = self.summary.player_names()
                yield Static(legend(look.t("sheet.chart"), names, lang=look.lang), id="sheet-legend", markup=False)
                yield PlotextPlot(id="sheet-chart")
            with VerticalScroll(id="sheet-body"):
                if not self.summary.lines:
                    yield Static(look.t("sheet.none"), id="sheet-none", markup=False)
                yield Static(Text(look.t("sheet.how_read"), look.palette.get("dim") or ""), markup=False)
                yield Static(sheet_table(self.summary, look, self.unit), id="sheet-table")
        yield screen_footer()
        yield TooSmall(look.lang)

    def on_mount(self) -> None:
        if self.summary.lines:
            self.draw_chart()
        self.query_one("#sheet-body").focus()

    def draw_chart(self) -> None:
        """Each player's running total, from the start (hand 0) to the last hand."""
        chart = self.query_one(PlotextPlot)
        plt = chart.plt
        lines = self.summary.lines
        xs = list(range(len(lines) + 1))
        for i, _ in enumerate(self.summary.player_names()):
            color = LINE_COLORS[i % len(LINE_COLORS)]
            plt.plot(xs, [self.summary.start] + [line.totals[i] for line in lines], color=color)
        step = max(1, -(-len(lines) // 8))
        plt.xticks([float(x) for x in xs[::step]])
        totals = [self.summary.start] + [t for line in lines for t in line.totals]
        most = 6 if self.app.size.height >= 36 else 3  # a short window's chart has rows for 3 labels
        ticks = whole_ticks(min(totals), max(totals), most)
        plt.yticks(ticks)
        if len(ticks) > 1:
            plt.ylim(ticks[0], ticks[-1])
        chart.refresh()  # it may have drawn itself empty before the data came

    def action_close(self) -> None:
        self.dismiss(None)
