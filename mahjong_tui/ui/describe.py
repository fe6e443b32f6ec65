"""Words for what happens at the table: log lines from events, labels for actions."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from ..engine.events import Event
from ..engine.view import SeatView
from ..messages import Message
from ..table.actions import Act, Action, Mark
from ..table.event_kinds import EventKind
from ..tiles import kinds as K
from ..tiles.faces import tile_label
from ..tiles.kinds import Tile
from .i18n import payer_payee, payment_reason, tr
from .tiles import Palette, joker_as, small_tile

EXCHANGE_DICE = "log.exchange_dice"
EXCHANGE_WAYS = {
    "next": "log.exchange_next",
    "previous": "log.exchange_previous",
    "across": "log.exchange_across",
}
EXCHANGE_OWN = "log.exchange_own"
EXCHANGE_OTHER = "log.exchange_other"


class Describer:
    """Turns events and actions into text in one language and tile theme."""

    def __init__(self, lang: str, ascii_only: bool, palette: Palette, names: list[str]) -> None:
        self.lang = lang
        self.ascii = ascii_only
        self.palette = palette
        self.names = names

    def tile_name(self, t: Tile) -> str:
        """A tile named in a message's text (a choice's label), as :meth:`Look.tile_name`."""
        return tile_label(t, self.ascii, self.lang)

    def say(self, m: Message) -> str:
        return m.text(self.lang, self.tile_name)

    def tile(self, t: Tile | None) -> Text:
        if t is None:
            return Text("?")
        return small_tile(t, self.palette, self.ascii, self.lang)

    def _line(self, key: str, **parts: str | Text) -> Text:
        """Format message ``key``, splicing in Rich text for ``{tile}``-like fields."""
        template = tr(self.lang, key)
        out = Text()
        rest = template
        while rest:
            start = rest.find("{")
            if start < 0:
                out.append(rest)
                break
            end = rest.find("}", start)
            out.append(rest[:start])
            name = rest[start + 1 : end]
            value = parts.get(name, "")
            out.append_text(value if isinstance(value, Text) else Text(str(value)))
            rest = rest[end + 1 :]
        return out

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]

    def event(self, e: Event, viewer: int | None) -> Text | None:
        """A log line for ``e`` as ``viewer`` may see it (None when not worth a line)."""
        line = _LINES.get(e.kind)
        return None if line is None else line(self, e, viewer)

    def _seat_of(self, e: Event, key: str) -> str:
        """The name of the seat ``e.data[key]`` names ("?" for none)."""
        seat = e.data.get(key)
        return self.name(seat if isinstance(seat, int) else None)

    # ---- one log line per event kind (see _LINES) ---------------------------------------

    def _choice(self, e: Event, viewer: int | None) -> Text:
        """A setup choice; the exchange of three (換三張) has lines of its own: the dice and the
        way, then each seat passing (what it gave and got only to that seat)."""
        way = e.data.get("exchange")
        if isinstance(way, str) and way in EXCHANGE_WAYS:
            way_text = tr(self.lang, EXCHANGE_WAYS[way])
            return Text(tr(self.lang, EXCHANGE_DICE, dice=str(e.data.get("dice", "?")), way=way_text))
        if e.private:
            gave, got = e.data.get("gave"), e.data.get("got")
            if isinstance(gave, list) and isinstance(got, list):
                out = Text(tr(self.lang, EXCHANGE_OWN, name=self.name(e.seat), gave="{gave}", got="{got}"))
                for key, codes in (("{gave}", gave), ("{got}", got)):
                    tiles = Text(" ").join(self.tile(K.from_code(str(c))) for c in codes)
                    at = out.plain.find(key)
                    if at >= 0:
                        out = out[:at] + tiles + out[at + len(key) :]
                return out
            return Text(tr(self.lang, EXCHANGE_OTHER, name=self.name(e.seat)))
        void, stakes = e.data.get("void"), e.data.get("stakes")  # shown once every seat has chosen
        if isinstance(void, str) and void in ("m", "p", "s"):
            return self._line("log.void", name=self.name(e.seat), suit=tr(self.lang, f"suit.{void}"))
        if isinstance(stakes, int):
            return self._line("log.stakes", name=self.name(e.seat), n=str(stakes))
        return self._seat_only(e, viewer)

    def _hand_start(self, e: Event, viewer: int | None) -> Text:
        return self._line("log.hand_start", n=str(e.data.get("hand_no", "?")), name=self._seat_of(e, "dealer"))

    def _discard(self, e: Event, viewer: int | None) -> Text:
        key = "log.discard_ready" if e.data.get("ready") else "log.discard"
        return self._line(key, name=self.name(e.seat), tile=self.tile(e.tile))

    def _meld(self, e: Event, viewer: int | None) -> Text:
        """Chow, pung, kong: who took the tile from whom."""
        return self._line(
            f"log.{e.kind.value}", name=self.name(e.seat), tile=self.tile(e.tile), other=self._seat_of(e, "source")
        )

    def _outranked(self, e: Event, viewer: int | None) -> Text:
        """A claim that gave way to another's (only the claimer, and replays, see it)."""
        claim, by = str(e.data.get("claim")), str(e.data.get("by_claim"))
        return self._line(
            "log.outranked",
            name=self.name(e.seat),
            claim=tr(self.lang, f"act.{claim}").lower(),
            tile=self.tile(e.tile),
            other=self._seat_of(e, "by"),
            by=tr(self.lang, f"act.{by}").lower(),
        )

    def _win_refused(self, e: Event, viewer: int | None) -> Text:
        """A discard that would complete the seat's hand, and the rule that refuses the win (only
        the seat, and replays, see it): no claim was offered, so no key could ask."""
        why = e.data.get("why")
        return self._line(
            "log.win_refused",
            tile=self.tile(e.tile),
            name=self.name(e.seat),
            why=self.say(why) if isinstance(why, Message) else "",
        )

    def _concealed_kong(self, e: Event, viewer: int | None) -> Text:
        if viewer is not None and viewer == e.seat:
            return self._line("log.concealed_kong_own", name=self.name(e.seat), tile=self.tile(e.tile))
        return self._line("log.concealed_kong", name=self.name(e.seat))

    def _seat_and_tile(self, e: Event, viewer: int | None) -> Text:
        """``log.<kind>`` with the seat's name and the event's tile."""
        return self._line(f"log.{e.kind.value}", name=self.name(e.seat), tile=self.tile(e.tile))

    def _seat_only(self, e: Event, viewer: int | None) -> Text:
        """``log.<kind>`` with the seat's name."""
        return self._line(f"log.{e.kind.value}", name=self.name(e.seat))

    def _win(self, e: Event, viewer: int | None) -> Text:
        how = e.data.get("how")
        who = self.name(e.seat)
        if how == "self_draw":
            return self._line("log.win_self", name=who, tile=self.tile(e.tile))
        other = self._seat_of(e, "discarder")
        if how == "rob_kong":
            return self._line("log.win_rob", name=who, other=other)
        return self._line("log.win_discard", name=who, other=other, tile=self.tile(e.tile))

    def _exhaustive_draw(self, e: Event, viewer: int | None) -> Text:
        key = e.data.get("reason")
        args = e.data.get("args")
        why = (
            self.say(Message(str(key), args if isinstance(args, dict) else {}))
            if key
            else tr(self.lang, "result.draw_default")
        )
        return self._line("log.draw_game", why=why)

    def _payment(self, e: Event, viewer: int | None) -> Text:
        return self._line(
            "log.payment",
            **payer_payee(self.lang, self.name, e.data.get("payer"), e.data.get("payee")),
            amount=str(e.data.get("amount")),
            why=payment_reason(self.lang, str(e.data.get("reason"))),
        )

    def _indicator(self, e: Event, viewer: int | None) -> Text:
        return self._line("log.indicator", tile=self.tile(e.tile))

    def _match_end(self, e: Event, viewer: int | None) -> Text:
        return Text(tr(self.lang, "log.match_end"))

    def log(self, view: SeatView, limit: int = 40) -> list[Text]:
        lines = []
        for e in view.events:
            line = self.event(e, view.viewer)
            if line is not None:
                lines.append(line)
        return lines[-limit:]

    def action(self, a: Action) -> Text:
        """A button or menu label: ``Chow 三萬 四萬 + 五萬``; a setup choice by its own words
        (``Put down 2 stakes``, not ``Choose Put down 2 stakes``)."""
        if a.type is Act.CHOOSE and a.label is not None:
            return Text(self.say(a.label))
        label = Text(
            tr(self.lang, f"act.{a.type.value}")
            if a.type is not Act.DISCARD or not a.ready
            else tr(self.lang, "act.ready")
        )
        if a.type is Act.CHOW and a.tiles and a.tile is not None:
            label.append(" ")
            label.append_text(chow_tiles(a, self.palette, self.ascii, self.lang))
        elif a.tile is not None and a.type not in (Act.PASS, Act.NEXT_HAND):
            label.append(" ")
            label.append_text(self.tile(a.tile))
            if K.JOKER in a.tiles:  # a pung or kong made with jokers: show what goes down
                label.append(tr(self.lang, "label.colon"))  # ": ", "："
                label.append_text(self._taken(list(a.tiles), a))
        if a.label is not None:
            label.append(f" {self.say(a.label)}")
        elif a.choice in (Mark.CHICKEN, Mark.SWAP_CALL):
            label.append(f" — {tr(self.lang, f'act.{a.choice}')}", self.palette.get("mark"))
        elif a.choice is not None and not (a.type is Act.CHOW and K.JOKER in a.tiles):
            label.append(f" {a.choice}")
        if a.false_win:
            label.append(f" — {tr(self.lang, 'act.false_win')}", self.palette.get("mark"))
        return label

    def _taken(self, tiles: list[Tile], a: Action) -> Text:
        return taken(tiles, a, self.palette, self.ascii, self.lang)


def taken(tiles: list[Tile], a: Action, palette: Palette, ascii_only: bool, lang: str) -> Text:
    """Tiles from the hand for a claim, each joker shown with what it stands for: in a chow the
    kind ``a.choice`` names, in a pung or kong the claimed kind."""
    out = Text()
    for i, t in enumerate(tiles):
        if i:
            out.append(" ")
        stands = (K.from_code(str(a.choice)) if a.type is Act.CHOW and a.choice else a.tile) if t == K.JOKER else None
        if stands is not None:
            out.append_text(joker_as(stands, palette, ascii_only, lang))
        else:
            out.append_text(small_tile(t, palette, ascii_only, lang))
    return out


def chow_tiles(a: Action, palette: Palette, ascii_only: bool, lang: str) -> Text:
    """A chow by its three tiles, as the table's "Which chow?" asks, the review and the hints
    name it: the two from the hand, then the one claimed ("三萬 四萬 + 五萬")."""
    assert a.tile is not None
    out = taken(sorted(a.tiles), a, palette, ascii_only, lang)
    out.append(" + ")
    out.append_text(small_tile(a.tile, palette, ascii_only, lang))
    return out


_LINES: dict[EventKind, Callable[[Describer, Event, int | None], Text]] = {
    EventKind.HAND_START: Describer._hand_start,
    EventKind.DISCARD: Describer._discard,
    EventKind.CHOW: Describer._meld,
    EventKind.PUNG: Describer._meld,
    EventKind.KONG: Describer._meld,
    EventKind.OUTRANKED: Describer._outranked,
    EventKind.WIN_REFUSED: Describer._win_refused,
    EventKind.CONCEALED_KONG: Describer._concealed_kong,
    EventKind.ADDED_KONG: Describer._seat_and_tile,
    EventKind.BONUS: Describer._seat_and_tile,
    EventKind.ASIDE: Describer._seat_and_tile,
    EventKind.KEEP: Describer._seat_and_tile,
    EventKind.CHICKEN: Describer._seat_and_tile,
    EventKind.ROB: Describer._seat_and_tile,
    EventKind.FOUR_WILDS: Describer._seat_only,
    EventKind.DEAD_HAND: Describer._seat_only,
    EventKind.FALSE_WIN: Describer._seat_only,
    EventKind.CHOICE: Describer._choice,
    EventKind.WIN: Describer._win,
    EventKind.EXHAUSTIVE_DRAW: Describer._exhaustive_draw,
    EventKind.PAYMENT: Describer._payment,
    EventKind.INDICATOR: Describer._indicator,
    EventKind.MATCH_END: Describer._match_end,
}
"""The log line of each event kind worth one; the others (draws, turns, the deal …) have none."""
