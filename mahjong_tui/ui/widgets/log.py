"""Recent actions at the table and the hints panel (both live in the side bar)."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.widget import Widget

from ...analysis.shapes import INFINITE
from ...review.setup_eval import SetupReading
from ...table.actions import Action
from ..cjk_wrap import Wrapped, tag, wrap_text
from ..hints import (
    DANGER_KEYS,
    REASON_KEYS,
    ClaimHint,
    DiscardHint,
    HintReport,
    PickEdge,
    Wait,
    claim_figures,
    figures,
    first_with_fastest,
)
from ..look import Look
from ..review_text import action_text, strong_setup_reason
from ..tiles import small_tile, tile_word, times

LOG_INDENT = 2
"""A log line's later lines start this far in, so each entry reads as one."""
HINT_INDENT = 4
"""A hint's later lines start past the marks ("> " and a tile) of the discard they explain."""


class LogPanel(Widget):
    """The latest log lines that fit, newest at the bottom, wrapped by :mod:`..cjk_wrap`
    (Chinese between characters, English at spaces, a number kept with the Chinese word it
    counts): Rich breaks only at spaces, so a Chinese hint broke between 進張 and its number."""

    def __init__(self, **kw: object) -> None:
        super().__init__(id="log", **kw)  # type: ignore[arg-type]
        self.lines: list[Text] = []

    def show(self, lines: list[Text]) -> None:
        if lines == self.lines:  # unchanged: no redraw
            return
        self.lines = lines
        self.refresh()

    def render(self) -> Text:
        height = self.content_size.height or len(self.lines)
        width = max(1, self.content_size.width)
        out: list[Text] = []
        for line in reversed(self.lines):
            out[:0] = wrap_text(line, width, LOG_INDENT)
            if len(out) >= height:
                break
        return Text("\n").join(out[-height:] if height else out)


def _wait_line(w: Wait, look: Look, indent: str = "  ") -> Text:
    p = look.palette
    line = Text(indent)
    line.append_text(small_tile(w.tile, p, look.ascii, look.lang))
    line.append(" " + look.t("hint.left", n=w.unseen))
    if w.not_win:
        key = {"self_draw": "hint.self_draw_only", "discard": "hint.discard_only"}.get(w.how, "hint.not_win")
        line.append(look.t("hint.why", why=look.t(key, why=w.not_win)), p.get("dim"))
    return line


def _edge(e: PickEdge, look: Look) -> str:
    """What puts the pick ahead of the faster discard, with both figures."""
    tile = tile_word(e.over, look.ascii, look.lang)
    return look.t(e.key, tile=tile, mine=e.mine, its=e.its, plan=e.plan)


def _why(d: DiscardHint, look: Look) -> str:
    """The reasons for a discard (or what puts the strong bot's pick ahead of the fastest) and
    its danger level (when an opponent looks ready), in brackets: a " - " before them, wrapped
    in the side panel, read as a hyphen ("tiles in -" / "most value")."""
    parts = [tag(look.t(REASON_KEYS[r])) for r in d.reasons]
    if d.edge is not None:
        parts.append(_edge(d.edge, look))
    if d.danger is not None:
        parts.append(tag(look.t("hint.danger", level=look.t(DANGER_KEYS[d.danger]))))
    return look.t("hint.why", why=look.t("review.list_sep").join(parts)) if parts else ""


def _claim_choice(c: ClaimHint, a: Action, look: Look) -> str:
    """A choice offered on the tile in the review's words, with what it leaves where the strong
    bot measures it (a pass, a chow, pung or kong: not a win): "pung 北風: shanten 1, 24 tiles
    in, then discard 九條", and the danger of that discard where an opponent looks ready."""
    said = action_text(a, look.lang, look.ascii)
    ev = c.reading.of(a)
    if ev is None:
        return said
    said += look.t("label.colon") + claim_figures(ev, look.lang, look.ascii)
    level = c.danger(ev)
    if level is not None:
        said += look.t("hint.why", why=tag(look.t("hint.danger", level=look.t(DANGER_KEYS[level]))))
    return said


def _setup_said(setup: SetupReading, look: Look) -> str:
    """The strong bot's choice after the deal (the tiles it passes, the suit it voids, its
    stakes) in the review's words: the panel's first line and the one-line hint's start."""
    return look.t("hint.claim_short", act=action_text(setup.pick, look.lang, look.ascii))


def _setup_lines(setup: SetupReading, look: Look) -> list[Text]:
    """The strong bot's choice after the deal (:func:`_setup_said`), and its measure where the
    review states one."""
    p = look.palette
    lines = [Text("> " + _setup_said(setup, look), p.get("won") or "")]
    why = strong_setup_reason(setup, look.lang)
    if why is not None:
        lines.append(Text("  " + why, p["dim"]))
    return lines


def _claim_lines(c: ClaimHint, look: Look) -> list[Text]:
    """The strong bot's answer to a claim offered, first, in the review's words; then the other
    choices offered; each with what it leaves (:func:`_claim_choice`)."""
    p = look.palette
    said = _claim_choice(c, c.pick, look)
    lines = [Text(look.t("hint.claim")), Text("> " + said, p.get("won") or "")]
    if c.passes_win:
        lines.append(Text("  " + look.t("review.passed_win"), p["dim"]))
    others = dict.fromkeys(_claim_choice(c, a, look) for a in c.others)
    lines.extend(Text("  " + other, p["dim"]) for other in others if other != said)
    return lines


def hint_lines(report: HintReport | None, look: Look, busy: bool = False) -> list[Text]:
    p = look.palette
    if busy:
        return [Text(look.t("hint.busy"), p["dim"])]
    if report is None:
        return [Text(look.t("hint.none"), p["dim"])]
    lines = _claim_lines(report.claim, look) if report.claim is not None else []
    if report.setup is not None:
        lines.extend(_setup_lines(report.setup, look))
    if report.shanten < 0:
        lines.append(Text(look.t("hint.complete"), p["won"]))
    elif report.shanten == 0 and not report.discards:
        lines.append(Text(look.t("hint.tenpai"), p["won"]))
    else:
        lines.append(Text(look.t("hint.shanten", n=report.shanten)))
    if report.waits:
        lines.append(Text(look.t("hint.waits") + look.t("label.colon").rstrip()))
        lines.extend(_wait_line(w, look) for w in report.waits)
    if report.helpful:
        line = Text(look.t("hint.helpful") + look.t("label.colon"))  # "Tiles that help: ", "有用的牌："
        for w in report.helpful[:8]:
            line.append_text(small_tile(w.tile, p, look.ascii, look.lang))
            line.append(times(w.unseen) + " ")
        lines.append(line)
    if report.discards:
        lines.append(Text(look.t("hint.best")))
        for d in report.discards:
            line = Text("> " if d.pick else "  ", (p.get("won") or "") if d.pick else "")
            line.append_text(small_tile(d.tile, p, look.ascii, look.lang))
            said = figures(look.lang, d.shanten, d.accept if d.best else None)
            line.append(look.t("label.colon") + said, "" if d.best else p.get("dim"))  # "八筒：向聽 2"
            why = _why(d, look)
            if why:
                line.append(why, p.get("dim") if not d.pick else "")
            lines.append(line)
            lines.extend(_wait_line(w, look, "      ") for w in d.waits)
    return lines


def hint_summary(report: HintReport | None, look: Look, width: int | None = None) -> Text:
    """One line for narrow screens, ``width`` cells wide: the strong bot's reason for its choice
    after the deal, in short, only where the line has room for it (at 80 columns an English
    reason for giving up characters does not fit, a Chinese one does)."""
    p = look.palette
    if report is None:
        return Text(look.t("hint.none"), p["dim"])
    rest = _summary_rest(report, look)
    if report.setup is None:
        return rest
    said = _setup_said(report.setup, look)  # the strong bot's choice first, as the panel gives it
    why = strong_setup_reason(report.setup, look.lang, short=True)
    if why is not None:
        with_why = said + look.t("hint.why", why=why)
        if width is None or cell_len(with_why + "  ") + rest.cell_len <= width:
            said = with_why
    return Text(said + "  ", p.get("won") or "") + rest


def _summary_rest(report: HintReport, look: Look) -> Text:
    """The one line after the choice after the deal: the claim's answer, shanten, waits, discards."""
    p = look.palette
    out = Text()
    if report.claim is not None:  # the strong bot's answer first, as the panel gives it
        said = action_text(report.claim.pick, look.lang, look.ascii)
        ev = report.claim.reading.of(report.claim.pick)
        if ev is not None:  # its figures as the discards' below: (shanten/tiles in)
            said += f" ({_shanten(ev.shanten)}/{ev.tiles_in})"
        out.append(look.t("hint.claim_short", act=said) + "  ", p.get("won"))
    if report.shanten < 0:
        out.append(look.t("hint.complete"), p.get("won"))
    else:
        out.append(look.t("hint.shanten", n=report.shanten))
    if report.waits:
        out.append("  " + look.t("hint.waits") + " ")
        for w in report.waits[:5]:
            out.append_text(small_tile(w.tile, p, look.ascii, look.lang))
            out.append(times(w.unseen) + ("!" if w.not_win else "") + " ")
    if report.discards:
        out.append("  ")
        for d in _summary_discards(report):
            out.append_text(small_tile(d.tile, p, look.ascii, look.lang))
            out.append(f"({d.shanten}/{d.accept}) ")
    return out


SUMMARY_DISCARDS = 4


def _shanten(n: int) -> str:
    """A shanten in the one line ("-": no win is left), as :func:`~..hints.figures` says it."""
    return str(n) if n < INFINITE else "-"


def _summary_discards(report: HintReport) -> list[DiscardHint]:
    """The discards the one line names: the strong bot's choice first, then those keeping the
    least shanten in its order, the fastest among them always (as the panel lists them)."""
    listed = [d for d in report.discards if d.best or d.pick]
    return first_with_fastest(listed, SUMMARY_DISCARDS, lambda d: "speed" in d.reasons)


class HintPanel(Widget):
    """The hints, wrapped by :mod:`..cjk_wrap` as the log is. The wrapped lines are kept until
    the hints change, so a refresh (a resize, the table redrawn) does not wrap them again."""

    def __init__(self, **kw: object) -> None:
        super().__init__(id="hints", **kw)  # type: ignore[arg-type]
        self.lines: list[Text] = []
        self.wrapped = Wrapped(Text(), HINT_INDENT)

    def show(self, lines: list[Text]) -> None:
        if lines == self.lines:  # unchanged: no new layout of the screen
            return
        self.lines = lines
        self.wrapped = Wrapped(Text("\n").join(lines), HINT_INDENT)
        self.refresh(layout=True)

    def render(self) -> Wrapped:
        return self.wrapped
