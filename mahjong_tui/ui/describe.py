"""Words for what happens at the table: log lines from events, labels for actions."""

from __future__ import annotations

from rich.text import Text

from ..engine.events import Event
from ..engine.view import SeatView
from ..messages import Message
from ..table.actions import Act, Action
from ..tiles import kinds as K
from ..tiles.kinds import Tile
from .i18n import message, payment_reason, tr
from .tiles import Palette, joker_as, small_tile


class Describer:
    """Turns events and actions into text in one language and tile theme."""

    def __init__(self, lang: str, ascii_only: bool, palette: Palette, names: list[str]) -> None:
        self.lang = lang
        self.ascii = ascii_only
        self.palette = palette
        self.names = names

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
            name = rest[start + 1:end]
            value = parts.get(name, "")
            out.append_text(value if isinstance(value, Text) else Text(str(value)))
            rest = rest[end + 1:]
        return out

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]

    def event(self, e: Event, viewer: int | None) -> Text | None:
        """A log line for ``e`` as ``viewer`` may see it (None when not worth a line)."""
        k = e.kind
        who = self.name(e.seat)
        if k == "hand_start":
            return self._line("log.hand_start", n=str(e.data.get("hand_no", "?")),
                              name=self.name(e.data.get("dealer")))  # type: ignore[arg-type]
        if k == "discard":
            key = "log.discard_ready" if e.data.get("ready") else "log.discard"
            return self._line(key, name=who, tile=self.tile(e.tile))
        if k in ("chow", "pung", "kong"):
            return self._line(f"log.{k}", name=who, tile=self.tile(e.tile),
                              other=self.name(e.data.get("source")))  # type: ignore[arg-type]
        if k == "concealed_kong":
            if viewer is not None and viewer == e.seat:
                return self._line("log.concealed_kong_own", name=who, tile=self.tile(e.tile))
            return self._line("log.concealed_kong", name=who)
        if k == "added_kong":
            return self._line("log.added_kong", name=who, tile=self.tile(e.tile))
        if k == "bonus":
            return self._line("log.bonus", name=who, tile=self.tile(e.tile))
        if k == "aside":
            return self._line("log.aside", name=who, tile=self.tile(e.tile))
        if k in ("keep", "chicken"):
            return self._line(f"log.{k}", name=who, tile=self.tile(e.tile))
        if k in ("four_wilds", "dead_hand"):
            return self._line(f"log.{k}", name=who)
        if k == "rob":
            return self._line("log.rob", name=who, tile=self.tile(e.tile))
        if k == "win":
            how = e.data.get("how")
            if how == "self_draw":
                return self._line("log.win_self", name=who, tile=self.tile(e.tile))
            other = self.name(e.data.get("discarder"))  # type: ignore[arg-type]
            if how == "rob_kong":
                return self._line("log.win_rob", name=who, other=other)
            return self._line("log.win_discard", name=who, other=other, tile=self.tile(e.tile))
        if k == "false_win":
            return self._line("log.false_win", name=who)
        if k == "exhaustive_draw":
            key = e.data.get("reason")
            why = (message(self.lang, Message(key, e.data.get("args", {}))) if key
                   else tr(self.lang, "result.draw_default"))
            return self._line("log.draw_game", why=why)
        if k == "payment":
            pot = tr(self.lang, "result.pot")
            payer, payee = e.data.get("payer"), e.data.get("payee")
            return self._line("log.payment", payer=self.name(payer) if payer is not None else pot,  # type: ignore[arg-type]
                              payee=self.name(payee) if payee is not None else pot,  # type: ignore[arg-type]
                              amount=str(e.data.get("amount")),
                              why=payment_reason(self.lang, str(e.data.get("reason"))))
        if k == "indicator":
            return self._line("log.indicator", tile=self.tile(e.tile))
        if k == "ready":
            return self._line("log.ready", name=who)
        if k == "choice":
            return self._line("log.choice", name=who)
        if k == "match_end":
            return Text(tr(self.lang, "log.match_end"))
        return None

    def log(self, view: SeatView, limit: int = 40) -> list[Text]:
        lines = []
        for e in view.events:
            line = self.event(e, view.viewer)
            if line is not None:
                lines.append(line)
        return lines[-limit:]

    def action(self, a: Action) -> Text:
        """A button or menu label: ``Chow 三萬 四萬 + 五萬``."""
        label = Text(tr(self.lang, f"act.{a.type.value}") if a.type is not Act.DISCARD or not a.ready
                     else tr(self.lang, "act.ready"))
        if a.type is Act.CHOW and a.tiles and a.tile is not None:
            label.append(" ")
            label.append_text(self._taken(sorted(a.tiles), a))
            label.append(" + ")
            label.append_text(self.tile(a.tile))
        elif a.tile is not None and a.type not in (Act.PASS, Act.NEXT_HAND):
            label.append(" ")
            label.append_text(self.tile(a.tile))
            if K.JOKER in a.tiles:  # a pung or kong made with jokers: show what goes down
                label.append(" : ")
                label.append_text(self._taken(list(a.tiles), a))
        if a.label is not None:
            label.append(f" {message(self.lang, a.label)}")
        elif a.choice in ("chicken", "swap_call"):
            label.append(f" — {tr(self.lang, f'act.{a.choice}')}", self.palette.get("mark"))
        elif a.choice is not None and not (a.type is Act.CHOW and K.JOKER in a.tiles):
            label.append(f" {a.choice}")
        if a.false_win:
            label.append(f" — {tr(self.lang, 'act.false_win')}", self.palette.get("mark"))
        return label

    def _taken(self, tiles: list[Tile], a: Action) -> Text:
        """Tiles from the hand for a claim, each joker shown with what it stands for: in a chow
        the kind ``a.choice`` names, in a pung or kong the claimed kind."""
        out = Text()
        for i, t in enumerate(tiles):
            if i:
                out.append(" ")
            if t == K.JOKER:
                stands = K.from_code(str(a.choice)) if a.type is Act.CHOW and a.choice else a.tile
                out.append_text(joker_as(stands, self.palette, self.ascii, self.lang) if stands is not None
                                else self.tile(t))
            else:
                out.append_text(self.tile(t))
        return out
