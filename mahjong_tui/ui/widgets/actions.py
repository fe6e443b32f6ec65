"""The prompt line with a button for each thing the player may do now (and only those)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Button, Static

from ..look import Look
from .seat import Line

VERBS: tuple[str, ...] = ("discard", "ready", "chow", "pung", "kong", "win", "pass", "other")
"""Button order; each is also a key binding of the table (``action_<verb>``)."""


REFUSAL_SECONDS = 4.0
"""How long a refusal stands over the table."""


class RefusalNote(Static):
    """Why a key did nothing, over the table's top right for :data:`REFUSAL_SECONDS`, where the
    notices stand: the prompt and the buttons stay (at 80 columns a long refusal had taken the
    prompt line and sent the claim buttons away while it stood). Each replaces the one before."""

    def __init__(self) -> None:
        super().__init__("", id="refusal", markup=False)
        self.display = False
        self.said = ""
        self._timer: Timer | None = None

    def say(self, text: str) -> None:
        if self._timer is not None:
            self._timer.stop()
        self.said = text
        self.update(text)
        self.display = True
        self._timer = self.set_timer(REFUSAL_SECONDS, self.clear)

    def clear(self) -> None:
        """Its time is up, or the table moved on (the prompt changed): nothing stands."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.said = ""
        self.display = False


class PromptLine(Line):
    """The prompt, in its short form where the whole does not fit beside the buttons: chosen
    when drawn, at the width the line has then (the buttons come and go; at 80 columns three of
    them had cut "Your turn: choose a tile to discard." to "Your turn: choose a tile to"); and
    none where not even that fits: the buttons say what to do (five of them, "False win (w)"
    among them, had left "Your turn" without its full stop)."""

    short: Text | None = None

    def render(self) -> Text:
        width = self.content_size.width
        if self.short is None or not 0 < width < self.text.cell_len:
            return self.text
        return self.short if self.short.cell_len <= width else Text()


class ActionBar(Horizontal):
    class Chosen(Message):
        def __init__(self, verb: str) -> None:
            self.verb = verb
            super().__init__()

    def __init__(self, **kw: object) -> None:
        super().__init__(id="actions", **kw)  # type: ignore[arg-type]
        self.available: tuple[str, ...] | None = None
        """The verbs whose buttons show; None before the first :meth:`show`, which hides every
        button that is not legal (a bots-only table shows none)."""
        self.look = Look()
        self.keep = False
        self.win = "key.win"
        self.prompt = Text()
        self.short: Text | None = None
        """The prompt's short form, for a line too narrow for it (:class:`PromptLine`)."""

    def compose(self) -> ComposeResult:
        yield PromptLine(id="prompt")
        for verb in VERBS:
            button = Button(verb, id=f"act-{verb}", compact=True, classes="act")
            button.can_focus = False  # Enter belongs to the table (discard), not to a button
            yield button

    def show(
        self,
        prompt: Text,
        verbs: tuple[str, ...],
        look: Look,
        keep: bool = False,
        win: str = "key.win",
        short: Text | None = None,
    ) -> None:
        """``keep``: "pass" on one's own turn means keeping the drawn tile (a draw-only phase);
        ``win``: the catalog key of the win button's word ("False win" for a win the rules punish);
        ``short``: the prompt in fewer words, for when it does not fit beside the buttons."""
        self.prompt, self.short = prompt, short
        self._show_prompt()
        changed = verbs != self.available or look != self.look or keep != self.keep or win != self.win
        self.available = verbs
        self.look = look
        self.keep = keep
        self.win = win
        if not changed:
            return
        for verb in VERBS:
            button = self.query_one(f"#act-{verb}", Button)
            button.display = verb in verbs
            key = {
                "discard": "Enter",
                "ready": "r",
                "chow": "c",
                "pung": "p",
                "kong": "k",
                "win": "w",
                "pass": "x",
                "other": "o",
            }[verb]
            word = look.t("key.keep") if verb == "pass" and keep else look.t(win if verb == "win" else f"key.{verb}")
            button.label = Content(f"{word} ({key})")

    def _show_prompt(self) -> None:
        line = self.query_one("#prompt", PromptLine)
        if line.short != self.short:
            line.short = self.short
            line.refresh()
        line.show(self.prompt)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        verb = (event.button.id or "").removeprefix("act-")
        if self.available is not None and verb in self.available:
            self.post_message(self.Chosen(verb))
