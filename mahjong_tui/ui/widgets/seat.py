"""One seat on the table: its header line (name, wind, score, concealed count), its melds and
bonus tiles, and its river. The seat at the bottom also has the big hand."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from ...engine.view import MeldView, SeatInfo, SeatView
from ...messages import Message
from ...tiles.hand import MeldKind
from ..i18n import level_text, message
from ..look import Look
from ..tiles import back, meld_row, small_row, small_tile
from .hand import HandLayout, HandView
from .river import RiverView


def header_line(s: SeatInfo, view: SeatView, look: Look, me: bool, show_backs: bool) -> Text:
    """``東 Alice [莊]  +12 (+3) [聽] [缺萬]  〓〓〓〓 13``: wind, name, dealer, score and money
    moved in this hand, marks and the variant's facts, concealed tiles."""
    p = look.palette
    acting = (view.turn == s.seat and view.phase.value == "turn") or (
        s.seat in view.to_act and view.phase.value in ("claim", "rob")
    )
    out = Text()
    out.append(f" {look.wind(s.wind, short=True)} ", p.get("turn") if acting else p.get("mark"))
    out.append(" ")
    out.append(s.name, "bold")
    level = look.bot_levels[s.seat] if s.seat < len(look.bot_levels) else ""
    if level and level != "normal":  # the usual bot (bots.levels.NORMAL) goes unmarked: the line keeps its room
        out.append(f" · {level_text(look.lang, level)}", p.get("dim"))
    if me:
        out.append(f" ({look.t('table.you')})", p.get("dim"))
    if s.dealer:
        out.append(" ")
        out.append(f"[{look.t('table.dealer_mark')}]", p.get("mark"))
    # the score before the variant's facts: on a narrow terminal the line is cut at the end
    out.append(f"  {s.score:+d}" if s.score else "  0")
    moved = view.hand_delta(s.seat)
    if moved:  # kong money and the like, paid during the hand
        out.append(f" ({moved:+d})", p.get("won") if moved > 0 else p.get("dim"))
    if s.ready:
        out.append(" ")
        out.append(f"[{look.t('table.ready_mark')}]", p.get("won"))
    if s.won:
        out.append(" ")
        out.append(f"[{look.t('table.won_mark')}]", p.get("won"))
    for fact in s.facts.values():  # the variant's public state: void suit, stakes …
        out.append(" ")
        out.append(f"[{message(look.lang, fact) if isinstance(fact, Message) else fact}]", p.get("mark"))
    if show_backs:
        out.append("  ")
        out.append_text(hand_line(s, look))
    return out


def meld_text(mv: MeldView, owner: SeatInfo, view: SeatView, look: Look) -> Text:
    """One meld as small tiles: the claimed tile marked, and the giver's wind after it."""
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
        out.append(look.wind(view.seats[mv.from_seat].wind, short=True), p.get("mark"))
    return out


def melds_parts(s: SeatInfo, view: SeatView, look: Look, melds: bool = True, extras: bool = True) -> list[Text]:
    """Each meld, then set-aside tiles, then bonus tiles, as separate texts."""
    p = look.palette
    parts: list[Text] = []
    aside = [mv.meld for mv in s.melds if mv.meld is not None and mv.meld.kind is MeldKind.ASIDE]
    for mv in s.melds if melds else []:
        if mv.meld is not None and mv.meld.kind is MeldKind.ASIDE:
            continue
        parts.append(meld_text(mv, s, view, look))
    if not extras:
        return parts
    if aside:
        label = Text(look.t("table.aside") + ":", p["dim"])
        parts.append(label + small_row([t for m in aside for t in m.physical()], p, look.ascii, look.lang, ""))
    if s.bonus:
        label = Text(look.t("table.bonus") + ":", p["dim"])
        # flowers, animals, faces in their order, apart: side by side their ivory grounds would merge
        parts.append(label + small_row(sorted(s.bonus), p, look.ascii, look.lang, " "))
    return parts


def hand_line(s: SeatInfo, look: Look) -> Text:
    """Another seat's concealed tiles: backs, or faces once the rules reveal them."""
    p = look.palette
    out = Text()
    if s.hand is not None:
        out.append_text(small_row(list(s.hand), p, look.ascii, look.lang, sep=" "))
    else:
        for _ in range(s.hand_count):
            out.append_text(back(p, look.ascii))
    out.append(f" {s.hand_count}", p.get("dim"))
    return out


class Line(Widget):
    """A widget showing one Rich text that is replaced as a whole. ``grows``: its height follows
    the text (wrapping), so a change may move things around; otherwise only it is redrawn."""

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


class SeatPanel(Vertical):
    """Another seat: header, concealed tiles (backs), melds and bonus tiles, river."""

    def __init__(self, seat: int, position: str, per_row: int, river_row: int = 0) -> None:
        super().__init__(id=f"seat-{seat}", classes=f"seat pos-{position}")
        self.seat = seat
        self.position = position
        self.per_row = per_row
        self.river_row = river_row

    @property
    def wide(self) -> bool:
        return self.position == "top"

    def compose(self) -> ComposeResult:
        yield Line(id=f"head-{self.seat}", classes="seat-head")
        if not self.wide:
            yield Line(grows=True, id=f"backs-{self.seat}", classes="backs")
        yield Line(grows=True, id=f"melds-{self.seat}", classes="melds")
        yield RiverView(self.seat, self.per_row, self.river_row)

    def show(self, view: SeatView, look: Look) -> None:
        s = view.seats[self.seat]
        self.query_one(f"#head-{self.seat}", Line).show(header_line(s, view, look, False, self.wide))
        if not self.wide:
            self.query_one(f"#backs-{self.seat}", Line).show(hand_line(s, look))
        self.query_one(f"#melds-{self.seat}", Line).show(Text(" ").join(melds_parts(s, view, look)))
        latest = view.last_discard is not None and view.last_discard[0] == self.seat
        self.query_one(RiverView).show(s.river, latest, look)


class OwnPanel(Vertical):
    """The seat at the bottom: river, header, then the big hand with the melds beside it."""

    def __init__(self, seat: int, per_row: int, river_row: int = 0) -> None:
        super().__init__(id=f"seat-{seat}", classes="seat pos-bottom")
        self.seat = seat
        self.per_row = per_row
        self.river_row = river_row

    def compose(self) -> ComposeResult:
        yield RiverView(self.seat, self.per_row, self.river_row)
        yield Line(id=f"head-{self.seat}", classes="seat-head")
        yield Line(id="hint-line", classes="hint-line")
        with Horizontal(classes="hand-row"):
            yield HandView(self.seat)
            yield Line(id=f"melds-{self.seat}", classes="meld-column")

    def show(self, view: SeatView, look: Look) -> None:
        s = view.seats[self.seat]
        mine = view.viewer == self.seat
        head = header_line(s, view, look, mine, False)
        for part in melds_parts(s, view, look, melds=False):  # bonus and set-aside tiles
            head.append("  ")
            head.append_text(part)
        self.query_one(f"#head-{self.seat}", Line).show(head)
        self.query_one(f"#melds-{self.seat}", Line).show(Text("\n").join(melds_parts(s, view, look, extras=False)))
        latest = view.last_discard is not None and view.last_discard[0] == self.seat
        self.query_one(RiverView).show(s.river, latest, look)
        self.query_one(HandView).show(HandLayout.of(s.hand, s.drawn, s.hand_count), look, view.wild_kinds)
