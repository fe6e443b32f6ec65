"""The square in the middle of the table: the variant, whose turn, the wall, round, dealer and
streak, wild tiles and indicator, each seat's flowers, and the variant's own state."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ...engine.view import SeatView
from ...variants.model import Variant
from ..cjk_wrap import wrap_text
from ..look import Look
from ..tiles import small_row, small_tile
from .scoreboard import scoreboard_lines
from .seat import bonus_line


def by_player(view: SeatView) -> tuple[list[str], list[int]]:
    """Names and scores indexed by player (the match's numbering), not by seat."""
    names, scores = [""] * len(view.seats), [0] * len(view.seats)
    for s in view.seats:
        names[s.player], scores[s.player] = s.name, s.score
    return names, scores


def status_lines(view: SeatView, variant: Variant, look: Look) -> list[Text]:
    """The variant's name, then the most urgent first (whose turn, the wall), so a short square
    still shows what matters."""
    p = look.palette
    colon = look.t("label.colon")  # "Ready: A, B" / "聽：甲、乙"
    lines: list[Text] = [Text(look.pick(variant.en, variant.zh), "bold")]
    if view.phase.value in ("claim", "rob") and view.last_discard is not None:
        _, tile = view.last_discard
        line = Text(look.t("table.claims") + " ")
        line.append_text(small_tile(tile, p, look.ascii, look.lang, ("latest",)))
        lines.append(line)
    elif view.phase.value == "turn":
        lines.append(Text(look.t("table.turn", name=view.seats[view.turn].name), p["mark"]))
    lines.append(Text(look.t("table.wall", n=view.live_remaining)))
    if view.pot:
        lines.append(Text(look.t("table.pot", n=view.pot), p["mark"]))
    round_line = Text(look.t("table.hand_no", n=view.hand_no))
    if variant.cfg.match.round_wind != "none":
        round_line = Text(look.t("table.round", w=look.wind(view.round_wind)) + " · ") + round_line
    lines.append(round_line)
    dealer = next((s for s in view.seats if s.dealer), None)
    if dealer is not None:
        line = Text(look.t("table.dealer_is", name=dealer.name))
        if view.streak:
            line.append(" · " + look.t("table.dealer_streak", n=view.streak))
        lines.append(line)
    elif view.streak:
        lines.append(Text(look.t("table.streak", n=view.streak)))
    if view.draws_in_a_row:
        lines.append(Text(look.t("table.draws", n=view.draws_in_a_row)))
    if view.indicator is not None:
        line = Text(look.t("table.indicator") + " ")
        line.append_text(small_tile(view.indicator, p, look.ascii, look.lang))
        lines.append(line)
    if view.wild_kinds:
        line = Text(look.t("table.wild") + " ")
        line.append_text(small_row(list(view.wild_kinds), p, look.ascii, look.lang))
        lines.append(line)
    if view.open_tail:
        line = Text(look.t("table.open_tail") + " ")
        line.append_text(small_row(list(view.open_tail), p, look.ascii, look.lang))
        lines.append(line)
    ready = [s.name for s in view.seats if s.ready]
    if ready:
        lines.append(Text(look.t("table.ready_mark") + colon + look.t("review.list_sep").join(ready), p["won"]))
    won = [s.name for s in view.seats if s.won]
    if won:
        lines.append(Text(look.t("table.won_mark") + colon + look.t("review.list_sep").join(won), p["won"]))
    flowers = [line for line in (bonus_line(s, look) for s in view.seats) if line is not None]
    if flowers:
        lines.append(Text(look.t("table.bonus") + colon.rstrip(), p["dim"]))
        lines.extend(flowers)
    lines.extend(scoreboard_lines(view.match_facts, *by_player(view), look))
    progress = progress_line(view, look)
    if progress is not None:
        lines.append(progress)
    return lines


def progress_line(view: SeatView, look: Look) -> Text | None:
    """``5/8 played`` or, where dealers repeat, ``deal 6 of 16`` (the rotation's count)."""
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
    are to act (a shared table's other people)."""
    dim = look.palette["dim"]
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


STATUS_INDENT = 2
"""A line's later lines start this far in (a seat's flowers past the column's edge read as a
line of their own: "W Bot 2 [Sp] [Ca] [Ce]" / "[Mn]" / "E Bot 3 …"); the variant's name, first,
is not indented."""


class StatusPanel(Widget):
    def __init__(self, **kw: object) -> None:
        super().__init__(id="status", **kw)  # type: ignore[arg-type]
        self.lines: list[Text] = []

    def show(self, view: SeatView, variant: Variant, look: Look, controls: Text | None = None) -> None:
        """``controls``: the toggles that are on (:func:`controls_line`), shown second."""
        self.lines = status_lines(view, variant, look)
        if controls is not None:
            self.lines.insert(1, controls)
        self.refresh()

    def render(self) -> Text:
        width, height = self.content_size
        if width <= 0:
            return Text("\n").join(self.lines)
        out = self._wrapped(self.lines, width)
        if height and len(out) > height and self.lines:  # a short square: the name without its gloss
            out = self._wrapped([short_title(self.lines[0]), *self.lines[1:]], width)
        return Text("\n").join(out)

    @staticmethod
    def _wrapped(lines: list[Text], width: int) -> list[Text]:
        out: list[Text] = []
        for i, line in enumerate(lines):
            out += wrap_text(line, width, STATUS_INDENT if i else 0)
        return out


def short_title(title: Text) -> Text:
    """A variant's name without its bracketed gloss ("Mingjiang Mahjong (Japanese-style table,
    Hong Kong scoring)", "武漢麻將（紅中癩子槓）"): at 80×24 the gloss took two of the square's
    lines and the match's standings below were cut off."""
    plain = title.plain
    cut = min((i for i in (plain.find(" ("), plain.find("（")) if i > 0), default=-1)
    return title[:cut] if cut > 0 else title
