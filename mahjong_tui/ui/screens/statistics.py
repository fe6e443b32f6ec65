"""The statistics screen (from the menu): each player per variant, and their rates over time.

The numbers come from :mod:`mahjong_tui.stats`, which counts the hands from the same records the
result screen shows. Reading the file may find it unreadable: it is then moved aside (the
store's doing) and this screen says so.
"""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Static
from textual_plotext import PlotextPlot

from ...messages import default_seat_name
from ...stats.store import load, stats_path
from ...stats.summary import PlayerStats, by_variant
from ..i18n import level_text
from ..look import Look
from ..widgets.cycle import Cycle
from .base import TooSmall, localize_bindings, screen_footer
from .score_sheet import RGB, legend

RATE_COLORS: tuple[RGB, ...] = ((60, 180, 75), (230, 25, 75))
"""Win rate, deal-in rate."""


def player_label(p: PlayerStats, lang: str) -> str:
    """A person by name; a bot by name and level."""
    return f"{p.who.name} ({level_text(lang, p.who.level)})" if p.who.level else p.who.name


def stats_row(p: PlayerStats, look: Look) -> tuple[Text, ...]:
    t = p.total
    numbers = (
        str(t.hands),
        f"{t.wins} ({p.win_rate:.0f}%)",
        f"{p.self_draw_rate:.0f}%" if p.self_draw_rate is not None else "",
        f"{p.deal_in_rate:.0f}%",
        f"{p.mean_value:.1f}" if p.mean_value is not None else "",
        f"{p.points_per_hand:+.1f}",
        str(t.best.value) if t.best is not None else "",
    )
    return (Text(player_label(p, look.lang)), *[Text(n, justify="right") for n in numbers])


def best_line(p: PlayerStats, look: Look) -> str:
    """The player's most valuable hand, with its largest fans' names; "" when they never won."""
    best = p.total.best
    if best is None:
        return ""
    fans = look.pick(best.en, best.zh)
    return look.t("stats.best_of", name=player_label(p, look.lang), value=best.value, fans=fans)


class StatisticsScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,q", "back", "key.back"),
        Binding("left,h", "variant(-1)", "stats.variant", key_display="←/→", priority=True),
        Binding("right,l", "variant(1)", "", show=False, priority=True),
    ]

    DEFAULT_CSS = """
    #stats-box { padding: 0 1; }
    #stats-title { height: 1; text-style: bold; color: $accent; }
    #stats-variant { width: 40; height: 1; margin: 0 0 1 0; }
    #stats-table { height: auto; max-height: 50%; }
    #stats-chart { height: 1fr; min-height: 6; }
    #stats-problem { color: $error; }
    """

    def __init__(
        self, look: Look, variant_names: dict[str, str] | None = None, current: str = "", on_server: bool = False
    ) -> None:
        """``variant_names``: how to show each variant id (in ``look``'s language); ``current``:
        the variant shown first (the menu's), when it has statistics; ``on_server``: the person
        plays over SSH, and the server also counts the shared tables they sat at."""
        super().__init__(id="statistics")
        self.look = look
        self.on_server = on_server
        loaded = load()
        self.problem = loaded.problem.text(look.lang) if loaded.problem is not None else ""
        # a default name is kept in the language its game was played in: Bot 3 and 電腦 3 are one bot
        self.table = by_variant(
            loaded.stats, same=lambda who: replace(who, name=default_seat_name(look.lang, who.name))
        )
        self.variant_names = variant_names or {}
        self.variant = current if current in self.table else next(iter(self.table), "")
        localize_bindings(self, look.lang)

    @property
    def players(self) -> list[PlayerStats]:
        """The people first, then the bots (each in the summary's order): the table opens on
        the first row and its chart, which had been a bot's ("Bot 2 (strong)" before "Player")."""
        return sorted(self.table.get(self.variant, []), key=lambda p: bool(p.who.level))

    def compose(self) -> ComposeResult:
        look = self.look
        with Vertical(id="stats-box"):
            yield Static(look.t("stats.title"), id="stats-title", markup=False)
            if self.problem:
                yield Static(self.problem, id="stats-problem", markup=False)
            if not self.table:
                yield Static(
                    look.t("stats.none_ssh" if self.on_server else "stats.none"), id="stats-none", markup=False
                )
            else:
                options = [(self.variant_names.get(v, v), v) for v in self.table]
                yield Cycle(options, self.variant, id="stats-variant", lang=look.lang)
                yield DataTable(id="stats-table", cursor_type="row", zebra_stripes=True)
                yield Static("", id="stats-best", markup=False)
                yield Static("", id="stats-chart-title", markup=False)
                yield PlotextPlot(id="stats-chart")
            kept = look.t("stats.kept_ssh") if self.on_server else look.t("stats.kept", path=stats_path())
            yield Static(kept, classes="dim", markup=False)
        yield screen_footer()
        yield TooSmall(look.lang)

    def on_mount(self) -> None:
        if self.problem:
            self.notify(self.problem, severity="warning", timeout=12)
        if self.table:
            self.fill()
            self.query_one(DataTable).focus()

    def fill(self) -> None:
        look = self.look
        table = self.query_one(DataTable)
        table.clear(columns=True)
        keys = (
            "stats.player",
            "stats.hands",
            "stats.wins",
            "stats.self_draw",
            "stats.deal_in",
            "stats.mean_value",
            "stats.points",
            "stats.best",
        )
        table.add_columns(*[look.t(k) for k in keys])
        for i, p in enumerate(self.players):
            table.add_row(*stats_row(p, look), key=str(i))
        self.draw_chart(0)

    def draw_chart(self, row: int) -> None:
        """The win and deal-in rates of the player on ``row``, after each of their games."""
        players = self.players
        if not players:
            return
        p = players[min(row, len(players) - 1)]
        look = self.look
        self.query_one("#stats-best", Static).update(best_line(p, look))
        chart = self.query_one(PlotextPlot)
        heading = self.query_one("#stats-chart-title", Static)
        chart.display = len(p.series) >= 2  # one game draws no line: a note, not a large empty frame
        if not chart.display:
            heading.update(look.t("stats.chart_one", name=player_label(p, look.lang)))
            return
        title = look.t("stats.chart", name=player_label(p, look.lang))
        rates = [look.t("stats.win_rate"), look.t("stats.deal_in_rate")]
        heading.update(legend(title, rates, RATE_COLORS, look.lang))
        plt = chart.plt
        plt.clear_data()
        xs = list(range(1, len(p.series) + 1))
        if xs:
            plt.plot(xs, [w for w, _ in p.series], color=RATE_COLORS[0])
            plt.plot(xs, [d for _, d in p.series], color=RATE_COLORS[1])
            plt.xticks([float(x) for x in xs[:: max(1, -(-len(xs) // 8))]])
        plt.ylim(0, 100)
        plt.yticks([0.0, 25.0, 50.0, 75.0, 100.0])
        chart.refresh()

    @on(Cycle.Changed, "#stats-variant")
    def variant_changed(self, event: Cycle.Changed) -> None:
        self.variant = str(event.value)
        self.fill()

    @on(DataTable.RowHighlighted, "#stats-table")
    def row_changed(self, event: DataTable.RowHighlighted) -> None:
        self.draw_chart(event.cursor_row)

    def action_variant(self, step: int) -> None:
        found = self.query(Cycle)
        if found:
            found.first().action_step(step)

    def action_back(self) -> None:
        self.dismiss(None)
