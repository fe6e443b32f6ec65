"""The square in the middle of the table: the variant, whose turn, the wall, round, dealer and
streak, wild tiles and indicator, each seat's flowers, and the variant's own state."""

from __future__ import annotations

from rich.text import Text
from textual.events import Resize
from textual.geometry import Size, Spacing
from textual.widget import Widget

from ...engine.view import SeatView
from ...variants.model import Variant
from ..breakpoints import is_big
from ..cjk_wrap import glued
from ..look import Look
from ..tiles import small_row, small_tile
from .scoreboard import scoreboard_lines
from .seat import bonus_line
from .square_fit import Group, every_line, fitted, wrapped


def by_player(view: SeatView) -> tuple[list[str], list[int]]:
    """Names and scores indexed by player (the match's numbering), not by seat."""
    names, scores = [""] * len(view.seats), [0] * len(view.seats)
    for s in view.seats:
        names[s.player], scores[s.player] = s.name, s.score
    return names, scores


def status_lines(view: SeatView, variant: Variant, look: Look) -> list[Text]:
    """The square's lines: :func:`status_groups` one after the other."""
    return every_line(status_groups(view, variant, look))


def status_groups(view: SeatView, variant: Variant, look: Look) -> list[Group]:
    """The variant's name, then the most urgent first (whose turn, the wall), so a short square
    still shows what matters; in groups (:class:`~.square_fit.Group`): the name; the hand's
    facts; the flowers; the match's standings and progress."""
    p = look.palette
    colon = look.t("label.colon")  # "Ready: A, B" / "聽：甲、乙"
    facts: list[Text] = []
    if view.phase.value in ("claim", "rob") and view.last_discard is not None:
        _, tile = view.last_discard
        line = Text(look.t("table.claims") + " ")
        line.append_text(small_tile(tile, p, look.ascii, look.lang, ("latest",)))
        facts.append(line)
    elif view.phase.value == "turn":
        facts.append(Text(look.t("table.turn", name=view.seats[view.turn].name), p["mark"]))
    facts.append(Text(look.t("table.wall", n=view.live_remaining)))
    if view.pot:
        facts.append(Text(look.t("table.pot", n=view.pot), p["mark"]))
    round_line = Text(look.t("table.hand_no", n=view.hand_no))
    if variant.cfg.match.round_wind != "none":
        round_line = Text(look.t("table.round", w=look.wind(view.round_wind)) + " · ") + round_line
    facts.append(round_line)
    dealer = next((s for s in view.seats if s.dealer), None)
    if dealer is not None:
        line = Text(look.t("table.dealer_is", name=dealer.name))
        if view.streak:
            line.append(" · " + look.t("table.dealer_streak", n=view.streak))
        facts.append(line)
    elif view.streak:
        facts.append(Text(look.t("table.streak", n=view.streak)))
    if view.draws_in_a_row:
        facts.append(Text(look.t("table.draws", n=view.draws_in_a_row)))
    if view.indicator is not None:
        line = Text(look.t("table.indicator") + " ")
        line.append_text(small_tile(view.indicator, p, look.ascii, look.lang))
        facts.append(line)
    if view.wild_kinds:
        word = look.t("table.wild")
        line = Text(look.pick(word, variant.cfg.tiles.wild_zh or word) + " ")
        line.append_text(small_row(list(view.wild_kinds), p, look.ascii, look.lang))
        facts.append(line)
    if view.open_tail:
        line = Text(look.t("table.open_tail") + " ")
        line.append_text(small_row(list(view.open_tail), p, look.ascii, look.lang))
        facts.append(line)
    ready = [glued(s.name) for s in view.seats if s.ready]  # each name one piece: "電" / "腦 4" had split
    if ready:
        facts.append(Text(look.t("table.ready_mark") + colon + look.t("review.list_sep").join(ready), p["won"]))
    won = [glued(s.name) for s in view.seats if s.won]
    if won:
        facts.append(Text(look.t("table.won_mark") + colon + look.t("review.list_sep").join(won), p["won"]))
    flowers = [line for line in (bonus_line(s, look) for s in view.seats) if line is not None]
    match = scoreboard_lines(view.match_facts, *by_player(view), look)
    progress = progress_line(view, look)
    if progress is not None:
        match.append(progress)
    groups = [
        Group([Text(look.pick(variant.en, variant.zh), "bold")]),
        Group(facts),
        Group(flowers, Text(look.t("table.bonus") + colon, p["dim"])),  # "Bonus:" / "花："
        Group(match),
    ]
    return [group for group in groups if group.lines]


def progress_line(view: SeatView, look: Look) -> Text | None:
    """``5/8 played`` or, where dealers repeat, ``Deal 6 of 16`` (the rotation's count)."""
    got = view.match_facts.get("progress")
    if not isinstance(got, (list, tuple)) or len(got) != 3:
        return None
    done, total, unit = int(got[0]), int(got[1]), str(got[2])
    if unit == "deals":
        text = look.t("table.deals", n=min(done + 1, total) if not view.match_over else done, total=total)
    else:
        text = look.t("table.progress", done=done, total=total)
    return Text(text, look.palette["dim"])


def waiting_text(waiting_on: str, seat: int | None, view: SeatView, names: list[str], look: Look) -> Text:
    """The prompt line while the table waits for something other than the on-screen player's
    move: ``bot`` (the bot at ``seat`` thinks), ``result`` (a hand's result waits for Enter),
    ``handover`` (the keyboard passes to the person at ``seat``), else the seats the view says
    are to act (a shared table's other people). While others may claim a tile, nobody is named:
    that a seat is asked tells what it holds (:func:`~mahjong_tui.engine.view._acting`)."""
    dim = look.palette["dim"]
    offer = view.phase.value in ("claim", "rob") and view.viewer is not None
    if offer and (waiting_on == "bot" or view.viewer not in view.to_act):  # who may claim is theirs to know
        return Text(look.t("table.waiting_claims"), dim)
    if waiting_on == "bot" and seat is not None:
        return Text(look.t("table.thinking", name=names[seat]), dim)
    if waiting_on == "result":
        return Text(look.t("table.wait_enter"))
    if waiting_on == "handover" and seat is not None:
        return Text(look.t("table.wait_handover", name=names[seat]), dim)  # every hand is hidden
    if view.phase.value == "hand_over" or not view.to_act:
        return Text("")
    return Text(look.t("table.waiting", name=names[view.to_act[0]]), dim)


TOGGLE_TEXT = {"auto_pass": "table.auto_pass", "auto_win": "table.auto_win", "auto_discard": "table.auto_discard"}
"""Each toggle's name on screen (the keys of :data:`mahjong_tui.play.controls.TOGGLES`)."""


def controls_line(on: tuple[str, ...], fast: bool, look: Look) -> Text | None:
    """The toggles that are on (``auto_pass`` …) and fast-forward, one line; None when none is."""
    words = [look.t(TOGGLE_TEXT[name]) for name in on]
    if fast:
        words.append(look.t("table.fast"))
    if not words:
        return None
    return Text(look.t("table.auto_on", what=", ".join(words)), look.palette["mark"])


TIGHT = Spacing(1, 1, 1, 1)
"""What the class ``-tight`` takes off the square's gutter (mahjong.tcss: no top and bottom
edges, no padding beside its lines)."""


class StatusPanel(Widget):
    """The centre square. Where its lines do not fit they are made shorter, never dropped
    (:func:`~.square_fit.fitted`); where even that is not enough it gives up its top and bottom
    edges and its padding (class ``-tight``)."""

    def __init__(self, **kw: object) -> None:
        super().__init__(id="status", **kw)  # type: ignore[arg-type]
        self.groups: list[Group] = []
        self._shape: tuple[int, ...] = ()
        """Its lines' widths when last shown (a big screen's square is sized by them)."""

    @property
    def lines(self) -> list[Text]:
        """Every line the square has to show, in order."""
        return every_line(self.groups)

    @lines.setter
    def lines(self, lines: list[Text]) -> None:
        self.groups = [Group([line]) for line in lines]  # each its own group: none packed beside another

    def show(self, view: SeatView, variant: Variant, look: Look, controls: Text | None = None) -> None:
        """``controls``: the toggles that are on (:func:`controls_line`), shown second."""
        self.groups = status_groups(view, variant, look)
        if controls is not None:
            self.groups.insert(1, Group([controls]))
        self._frame(self.outer_size)
        shape = tuple(line.cell_len for line in self.lines)
        self.refresh(layout=shape != self._shape and is_big(self.screen))  # sized by its lines there
        self._shape = shape

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """Its longest line (a big screen's square is as wide as that, within bounds)."""
        return max((line.cell_len for line in self.lines), default=0)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """Its lines wrapped at ``width`` (a big screen's square is as tall as that)."""
        return len(wrapped(self.lines, width))

    def on_resize(self, event: Resize) -> None:
        self._frame(event.size)  # the size with the edges, as outer_size

    def _frame(self, size: Size) -> None:
        """``-tight`` when the lines do not fit inside the edges at ``size`` (the square's size
        with its edges, which dropping them does not change)."""
        gutter = self.gutter
        if self.styles.border_top[0] in ("", "none"):  # drawn tight: the gutter it has without the class
            gutter += TIGHT
        width, rows = size.width - gutter.width, size.height - gutter.height
        if width > 0 and rows > 0:
            self.set_class(len(fitted(self.groups, width, rows)) > rows, "-tight")

    def render(self) -> Text:
        width, height = self.content_size
        if width <= 0:
            return Text("\n").join(self.lines)
        return Text("\n").join(fitted(self.groups, width, height or len(self.lines)))
