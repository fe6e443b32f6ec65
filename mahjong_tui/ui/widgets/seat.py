"""One seat on the table: its header line (name, wind, score, concealed count), its melds and
bonus tiles, and its river. The seat at the bottom also has the big hand."""

from __future__ import annotations

import sys

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.widget import Widget

from ...engine.view import MeldView, SeatInfo, SeatView
from ...messages import Message
from ...tiles.hand import MeldKind
from ...tiles.kinds import Tile
from ..breakpoints import is_big
from ..cjk_wrap import NBSP, Wrapped, numbers_kept, whole
from ..i18n import level_mark, message
from ..layout import positions
from ..look import Look
from ..tiles import back, big_meld, meld_row, small_row, small_tile
from .hand import HandLayout, HandView
from .river import RiverView
from .scoreboard import running_score


def header_line(s: SeatInfo, view: SeatView, look: Look, me: bool, show_backs: bool, count: bool = False) -> Text:
    """``東 Alice [莊]  +12 (+3) [聽] [缺萬]  13 〓〓〓〓``: wind, name, dealer, score and money
    moved in this hand, marks and the variant's facts, concealed tiles (or only their ``count``,
    for a side seat whose backs have a line of their own; its facts then start a second line, so
    a long one never splits the name's line, each fact whole: :class:`HeadLine` lays them out,
    as many to a line as fit, never "[Own" on one line and "multiplier ×2]" on the next)."""
    p = look.palette
    acting = (view.turn == s.seat and view.phase.value == "turn") or (
        s.seat in view.to_act and view.phase.value in ("claim", "rob")
    )
    out = Text()
    out.append(f" {look.wind(s.wind, short=True)} ", p.get("turn") if acting else p.get("mark"))
    out.append(" ")
    out.append(s.name, "bold")
    level = look.bot_levels[s.seat] if s.seat < len(look.bot_levels) else ""
    out.append(level_mark(look.lang, level), p.get("dim"))
    if s.seat < len(look.away) and look.away[s.seat]:
        out.append(f" ({look.t('lobby.seat_away')})", p.get("mark"))
    if me:
        out.append(f" ({look.t('table.you')})", p.get("dim"))
    if s.dealer:
        out.append(" ")
        out.append(f"[{look.t('table.dealer_mark')}]", p.get("mark"))
    # the score before the variant's facts: on a narrow terminal the line is cut at the end
    out.append("  " + running_score(s.score, view.match_facts))
    moved = view.hand_delta(s.seat)
    if moved:  # kong money and the like, paid during the hand
        out.append(f" ({moved:+d})", p.get("won") if moved > 0 else p.get("dim"))
    if s.ready:
        out.append(" ")
        out.append(f"[{look.t('table.ready_mark')}]", p.get("won"))
    if s.won:
        out.append(" ")
        out.append(f"[{look.t('table.won_mark')}]", p.get("won"))
    shown = [
        Text(f"[{message(look.lang, fact) if isinstance(fact, Message) else fact}]", p.get("mark") or "")
        for fact in s.facts.values()  # the variant's public state: void suit, stakes …
    ]
    facts = Text(" ").join(shown)
    if count:  # a narrow side column: the tile count goes with the score, the facts get their own lines
        out.append(f"{NBSP}{NBSP}{s.hand_count}", p.get("dim"))  # never alone on a line ("[莊]  0" / "10")
        if shown:
            out.append("\n ")
            out.append_text(Text(" ").join(whole(fact) for fact in shown))
        return out
    if facts:
        out.append(" ")
        out.append_text(facts)
    if show_backs:
        out.append("  ")
        out.append_text(hand_line(s, look))
    return out


ARROWS = {"bottom": "▾", "right": "▸", "top": "▴", "left": "◂"}
ARROWS_ASCII = {"bottom": "v", "right": ">", "top": "^", "left": "<"}
"""After a claimed meld: an arrow pointing at the seat on screen that gave the claimed tile."""


def giver_arrow(view: SeatView, giver: int, look: Look, anchor: int | None = None) -> str:
    """The arrow towards ``giver`` as the table is drawn around ``anchor`` (the viewer's seat)."""
    bottom = anchor if anchor is not None else (view.viewer if view.viewer is not None else 0)
    side = positions(len(view.seats), bottom).get(giver, "bottom")
    return (ARROWS_ASCII if look.ascii else ARROWS)[side]


def meld_text(mv: MeldView, owner: SeatInfo, view: SeatView, look: Look, anchor: int | None = None) -> Text:
    """One meld as small tiles: the claimed tile marked, then an arrow pointing at the seat that
    gave it (help explains both)."""
    p = look.palette
    out = Text()
    if mv.meld is None:  # another seat's concealed kong
        for _ in range(mv.size):
            out.append_text(back(p, look.ascii, wide=True))
        return out
    m = mv.meld
    tiles = list(m.physical())
    if m.kind is MeldKind.CONCEALED_KONG:
        # the owner sees it; it lies as back, face, face, back
        out.append_text(back(p, look.ascii, wide=True))
        for t in tiles[1:-1]:
            out.append_text(small_tile(t, p, look.ascii, look.lang))
        out.append_text(back(p, look.ascii, wide=True))
        return out
    claimed_at = tiles.index(m.claimed) if m.claimed is not None and m.claimed in tiles else -1
    out.append_text(meld_row(m.tiles, m.jokers, p, look.ascii, look.lang, claimed_at))
    if mv.from_seat is not None and 0 <= mv.from_seat < len(view.seats):
        out.append(giver_arrow(view, mv.from_seat, look, anchor), p.get("mark"))
    return out


def meld_tiles(mv: MeldView, view: SeatView, look: Look, anchor: int | None = None) -> list[Text]:
    """One of the own seat's melds as five rows: over four rows of big tiles, the arrow at the
    seat that gave the claimed tile (which lies sideways); a concealed kong as back, face, face,
    back."""
    p = look.palette
    arrow = Text()
    if mv.meld is None:
        rows = big_meld((0,) * mv.size, (), p, look.ascii, look.lang, backs=tuple(range(mv.size)))
    elif mv.meld.kind is MeldKind.CONCEALED_KONG:
        tiles = tuple(mv.meld.physical())
        rows = big_meld(tiles, (), p, look.ascii, look.lang, backs=(0, len(tiles) - 1))
    else:
        m = mv.meld
        tiles = tuple(m.physical())
        turned = tiles.index(m.claimed) if m.claimed is not None and m.claimed in tiles else -1
        rows = big_meld(m.tiles, m.jokers, p, look.ascii, look.lang, turned)
        if mv.from_seat is not None and 0 <= mv.from_seat < len(view.seats):
            arrow = Text(giver_arrow(view, mv.from_seat, look, anchor), p.get("mark") or "")
    arrow.pad_right(max(0, rows[-1].cell_len - arrow.cell_len))
    return [arrow, *rows]


def laid_melds(s: SeatInfo) -> list[MeldView]:
    """A seat's melds on the table, without its set-aside tiles (:func:`aside_text`)."""
    return [mv for mv in s.melds if mv.meld is None or mv.meld.kind is not MeldKind.ASIDE]


def melds_parts(
    s: SeatInfo, view: SeatView, look: Look, melds: bool = True, extras: bool = True, anchor: int | None = None
) -> list[Text]:
    """Each meld, then set-aside tiles, as separate texts (bonus tiles are shown in the centre
    of the table, see :func:`bonus_line`)."""
    parts: list[Text] = []
    aside = [mv.meld for mv in s.melds if mv.meld is not None and mv.meld.kind is MeldKind.ASIDE]
    for mv in laid_melds(s) if melds else []:
        parts.append(meld_text(mv, s, view, look, anchor))
    if extras and aside:
        parts.append(aside_text([t for m in aside for t in m.physical()], look))
    return parts


def aside_text(tiles: list[Tile], look: Look) -> Text:
    """``Laid aside: 紅中紅中``: the tiles a seat has laid aside (Wuhan), under their label, so
    that no one reads one of them as a meld of its own (the result screen once showed them so)."""
    p = look.palette
    return Text(look.t("table.aside") + look.t("label.colon"), p["dim"]) + small_row(
        tiles, p, look.ascii, look.lang, ""
    )


def bonus_line(s: SeatInfo, look: Look) -> Text | None:
    """``東 Ann 梅 蘭 春``: a seat's flowers (animals, faces), for the centre of the table."""
    if not s.bonus:
        return None
    p = look.palette
    out = Text(f"{look.wind(s.wind, short=True)} ", p.get("mark") or "")
    out.append(s.name + " ")
    # flowers, animals, faces in their order, apart: side by side their ivory grounds would merge
    out.append_text(small_row(sorted(s.bonus), p, look.ascii, look.lang, " "))
    return out


def hand_line(s: SeatInfo, look: Look, count: bool = True) -> Text:
    """Another seat's concealed tiles: the count, then backs, or faces once the rules reveal
    them (the count first, so a narrow column that cuts the line still shows it)."""
    p = look.palette
    out = Text(f"{s.hand_count} " if count else "", p.get("dim") or "")
    if s.hand is not None:
        out.append_text(small_row(list(s.hand), p, look.ascii, look.lang, sep=" "))
    else:
        for _ in range(s.hand_count):
            out.append_text(back(p, look.ascii))
    return out


class Line(Widget):
    """A widget showing one Rich text that is replaced as a whole. ``grows``: its height follows
    the text (wrapping), so a change may move things around; otherwise only it is redrawn.

    Measured and dropped: a grown line asking for a new layout only when its wrapped height
    changes. Nearly every frame of a table lays it out anyway (a side seat's backs wrap to a
    second line at 14 tiles, the action bar's buttons come and go), so the table's layouts went
    from 125 to 133 in one MCR hand (test_every_variant) and its time did not move (CPU of
    three cases side by side twice: 12.5/13.2 s before, 13.5/12.3 s after)."""

    def __init__(self, grows: bool = False, **kw: object) -> None:
        super().__init__(**kw)  # type: ignore[arg-type]
        self.text = Text()
        self.grows = grows

    def show(self, text: Text) -> None:
        if text != self.text:
            self.text = text
            self.refresh(layout=self.grows)

    def render(self) -> Text:
        return self.text


class HeadLine(Line):
    """A side seat's header, wrapped as the rest of the table's text is
    (:func:`~..cjk_wrap.wrap_text`) at the width it has when drawn: a number stays with its words
    ("Bot 2"), the tile count with the score, each fact whole on the lines below, indented as the
    name is. Textual's own wrapping broke at any space and left the count alone on the next line;
    facts laid out at the width read when the text was made stood one to a line after a hot-seat
    handover, the table new and not yet laid out."""

    def render(self) -> Wrapped:  # type: ignore[override]
        return Wrapped(numbers_kept(self.text), indent=1)


def backs_within(count: int, look: Look, width: int) -> Text:
    """``count`` backs in ``width`` cells: all of them when they fit, else as many as fit
    beside "+n" for the rest (a short screen's side column holds 13 backs on its one line: the
    14th was cut while the header said 14)."""
    glyph = back(look.palette, look.ascii)
    if count * glyph.cell_len <= width:
        return Text("").join([glyph] * count)
    shown = width // glyph.cell_len
    while shown > 0 and shown * glyph.cell_len + len(f"+{count - shown}") > width:
        shown -= 1
    out = Text("").join([glyph] * shown)
    out.append(f"+{count - shown}", look.palette.get("dim") or "")
    return out


class Backs(Line):
    """A side seat's concealed tiles. On a short screen its one line does not wrap: backs that
    overflow it are drawn as many as fit and "+n" (:func:`backs_within`), at the width it has
    when drawn."""

    count = 0
    look: Look | None = None

    def show_backs(self, text: Text, count: int, look: Look) -> None:
        """``text`` as it is (faces, or backs that wrap); ``count`` backs when one line is short."""
        self.count, self.look = count, look
        self.show(text)

    def render(self) -> Text:
        width = self.content_size.width
        one_line = self.screen.has_class("-short") and not self.has_class("open")
        if self.look is None or not one_line or not 0 < width < self.text.cell_len:
            return self.text
        return backs_within(self.count, self.look, width)


def one_row(blocks: list[list[Text]], width: int, gap: int = 1) -> list[Text] | None:
    """Blocks of lines (melds as big tiles) side by side, ``gap`` cells apart; None when they do
    not fit ``width``."""
    if not blocks:
        return None
    rows = [Text() for _ in blocks[0]]
    for i, block in enumerate(blocks):
        for r, line in zip(rows, block, strict=True):
            r.append(" " * gap if i else "")
            r.append_text(line)
    return rows if max(r.cell_len for r in rows) <= width else None


class OpenMelds(Line):
    """Another seat's melds (and set-aside tiles) in small tiles; on a big screen as big tiles
    like the own seat's (:func:`meld_tiles`), when they fit in one row."""

    def __init__(self, **kw: object) -> None:
        super().__init__(grows=True, **kw)
        self.big: list[list[Text]] = []
        self.aside: Text | None = None

    def show_melds(self, text: Text, big: list[list[Text]], aside: Text | None) -> None:
        """``text``: every part in small tiles; ``big``: each meld as big tiles; ``aside``: the
        set-aside tiles, under the big melds."""
        self.big, self.aside = big, aside
        self.show(text)

    def big_lines(self, width: int) -> list[Text] | None:
        """The lines drawn on a big screen at ``width``; None: the small tiles."""
        if not is_big(self.screen):
            return None
        rows = one_row(self.big, width, gap=2)
        if rows is None:
            return None
        return rows + ([self.aside] if self.aside is not None else [])

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        lines = self.big_lines(width)
        return len(lines) if lines is not None else super().get_content_height(container, viewport, width)

    def render(self) -> Text:
        lines = self.big_lines(self.content_size.width)
        return Text("\n").join(lines) if lines is not None else self.text


class SeatPanel(Vertical):
    """Another seat: header, concealed tiles (backs), melds and set-aside tiles, and its river
    laid in front of it, against the centre of the table."""

    def __init__(self, seat: int, position: str, river_row: int = 0, anchor: int = 0) -> None:
        super().__init__(id=f"seat-{seat}", classes=f"seat pos-{position}")
        self.seat = seat
        self.position = position
        self.river_row = river_row
        self.bottom_seat = anchor

    @property
    def wide(self) -> bool:
        return self.position == "top"

    def compose(self) -> ComposeResult:
        yield (Line if self.wide else HeadLine)(grows=True, id=f"head-{self.seat}", classes="seat-head")
        if not self.wide:
            yield Backs(grows=True, id=f"backs-{self.seat}", classes="backs")
        yield OpenMelds(id=f"melds-{self.seat}", classes="melds")
        if self.position != "top":  # the top seat's river is laid below it, above the centre
            yield RiverView(self.seat, self.position, self.river_row)

    def show(self, view: SeatView, look: Look) -> None:
        s = view.seats[self.seat]
        head = header_line(s, view, look, False, self.wide, count=not self.wide)
        self.query_one(f"#head-{self.seat}", Line).show(head)
        if not self.wide:  # a side column: 13 backs fill its width, the count is in the header
            backs = self.query_one(f"#backs-{self.seat}", Backs)
            backs.set_class(s.hand is not None, "open")  # faces take three lines: a replay showed 10 of 13
            backs.show_backs(hand_line(s, look, count=False), s.hand_count, look)
        melds = melds_parts(s, view, look, anchor=self.bottom_seat)
        big = [meld_tiles(mv, view, look, self.bottom_seat) for mv in laid_melds(s)]
        aside = melds_parts(s, view, look, melds=False, anchor=self.bottom_seat)
        line = self.query_one(f"#melds-{self.seat}", OpenMelds)
        line.show_melds(Text("  ").join(melds), big, aside[0] if aside else None)
        line.display = bool(melds)  # no empty line on a short screen
        for river in self.query(RiverView):
            river.show(s.river, latest_of(view, self.seat), look)


def latest_of(view: SeatView, seat: int) -> bool:
    """Whether the table's latest discard is ``seat``'s."""
    return view.last_discard is not None and view.last_discard[0] == seat


class MeldsView(Widget):
    """The own seat's melds beside the hand, as big tiles level with the hand's (the arrows at
    the givers in the hand's lift row); as small tiles, one meld a line, when they do not fit."""

    def __init__(self, seat: int, **kw: object) -> None:
        super().__init__(id=f"melds-{seat}", classes="meld-column", **kw)  # type: ignore[arg-type]
        self.big: list[list[Text]] = []
        self.small: list[Text] = []

    def show(self, big: list[list[Text]], small: list[Text]) -> None:
        if (big, small) != (self.big, self.small):
            self.big, self.small = big, small
            self.refresh()

    def render(self) -> Text:
        if not self.big:
            return Text("\n").join([Text() for _ in range(5)])
        rows = one_row(self.big, self.content_size.width or sys.maxsize)
        return Text("\n").join(rows if rows is not None else self.small)


class OwnPanel(Vertical):
    """The seat at the bottom: header, then the big hand with the melds beside it. Its river
    lies above, in front of it (see :class:`~.river.RiverView`)."""

    def __init__(self, seat: int) -> None:
        super().__init__(id=f"seat-{seat}", classes="seat pos-bottom")
        self.seat = seat

    def compose(self) -> ComposeResult:
        yield Line(grows=True, id=f"head-{self.seat}", classes="seat-head")
        yield Line(id="hint-line", classes="hint-line")
        with Horizontal(classes="hand-row"):
            yield HandView(self.seat)
            yield MeldsView(self.seat)

    def show(self, view: SeatView, look: Look) -> None:
        s = view.seats[self.seat]
        mine = view.viewer == self.seat
        head = header_line(s, view, look, mine, False)
        for part in melds_parts(s, view, look, melds=False, anchor=self.seat):  # set-aside tiles
            head.append("  ")
            head.append_text(part)
        self.query_one(f"#head-{self.seat}", Line).show(head)
        shown = laid_melds(s)
        big = [meld_tiles(mv, view, look, self.seat) for mv in shown]
        small = [meld_text(mv, s, view, look, self.seat) for mv in shown]
        self.query_one(MeldsView).show(big, small)
        self.query_one(HandView).show(HandLayout.of(s.hand, s.drawn, s.hand_count), look, view.wild_kinds)
