"""The human's side of the table: keys, buttons and clicks become the engine's actions.

A mixin of :class:`~mahjong_tui.ui.screens.table.TableScreen`: it reads the screen's current
view and sends what the player chose through ``play``; an action the rules punish or that gives
something up is asked about first (:mod:`.prompts`), one with several forms opens a choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events

from ...rules.features.open_tail import DRAW_HIDDEN, TAKE_OPEN
from ...rules.features.stakes import STAKES_CHOICE, STAKES_KEEP
from ...rules.features.ten_honours import DECLARE_LABEL, DECLINE_LABEL
from ...rules.features.void_suit import VOID_CHOICE
from ...table.actions import Act, Action, IllegalAction, Mark
from ...table.state import Phase
from .. import hints as hints_mod
from ..i18n import message
from ..widgets.actions import ActionBar, RefusalNote
from ..widgets.hand import HandView
from . import exchange_pick, prompts
from .base import too_small
from .choice import ChoiceScreen
from .confirm import ConfirmScreen
from .table_controls import TableControls

if TYPE_CHECKING:  # pragma: no cover
    from ...messages import Message
    from ..describe import Describer
    from ..look import Look

DIGIT_KEYS = frozenset("0123456789")
"""The keys that pick a tile by its position (:meth:`HumanInput.action_digit`)."""
GAME_VERBS = ("discard", "ready", "chow", "pung", "kong", "win", "pass", "other")
_VERB_ACTS: dict[str, tuple[Act, ...]] = {
    "chow": (Act.CHOW,),
    "pung": (Act.PUNG,),
    "kong": (Act.KONG, Act.CONCEALED_KONG, Act.ADDED_KONG),
    "win": (Act.WIN,),
    "pass": (Act.PASS,),
    "other": (Act.CHOOSE, Act.SET_ASIDE),
}
"""The verbs past discarding, in button order, and the actions each key plays."""

CHOICE_TITLES: dict[str, str] = {
    VOID_CHOICE: "table.void_which",
    STAKES_CHOICE: "table.stakes_which",
    STAKES_KEEP: "table.stakes_which",
    TAKE_OPEN: "table.open_tail_which",
    DRAW_HIDDEN: "table.open_tail_which",
    DECLARE_LABEL: "table.ten_honours_which",
    DECLINE_LABEL: "table.ten_honours_which",
}
"""A choice's title by its options' labels (the label keys the rules' features give them): the
question's own name ("Which suit do you void?") where the dialog said only "Choose"."""


def choice_title(options: list[Action]) -> str:
    """The catalog key of the title over ``options`` of the ``o`` key: the question all of them
    answer, or plain "Choose" (options of different questions, or one without a title)."""
    titles = {CHOICE_TITLES.get(a.label.key) if a.label is not None else None for a in options}
    title = titles.pop() if len(titles) == 1 else None
    return title or "table.other_which"


def illegal_text(look: Look, reason: Message) -> str:
    """The engine's refusal of an action played (``IllegalAction.message``) in the player's
    language, tiles named as the table draws them: the local table says it in its prompt line,
    a shared table's seat in a notice."""
    return look.t("table.illegal", msg=look.say(reason))


def win_to_play(legal: list[Action]) -> Action | None:
    """The win the ``w`` key plays: a true one where the rules offer one, else the false win."""
    wins = [a for a in legal if a.type is Act.WIN]
    return next((a for a in wins if not a.false_win), wins[0] if wins else None)


def win_word(legal: list[Action]) -> str:
    """The catalog key of the win button's word: what the win ``w`` plays is, where it is not a
    plain win ("False win", "Chicken hand"); the button says it, as the prompt line beside four
    buttons had no room for it ("Win 九筒 — f" at 80 columns)."""
    win = win_to_play(legal)
    if win is not None and win.false_win:
        return "key.false_win"
    if win is not None and win.choice is Mark.CHICKEN:
        return "key.chicken"
    return "key.win"


def verbs_for(legal: list[Action]) -> tuple[str, ...]:
    """Which buttons and keys do something now, in button order."""
    kinds = {a.type for a in legal}
    out = []
    if any(a.type is Act.DISCARD and not a.ready for a in legal):
        out.append("discard")
    if any(a.type is Act.DISCARD and a.ready for a in legal):
        out.append("ready")
    out += [verb for verb, types in _VERB_ACTS.items() if not kinds.isdisjoint(types)]
    return tuple(out)


def only_a_choice(legal: list[Action]) -> bool:
    """Whether answering the ``o`` choice is all there is to do (a setup question: void suit,
    stakes …): the table opens it by itself, and its dialog cannot be declined, only closed."""
    return verbs_for(legal) == ("other",)


class HumanInput(TableControls):
    """Turns the player's keys and clicks into actions (see the module docstring); the table's
    other controls (pace, toggles, unseen tiles, undo) come from :class:`TableControls`."""

    marked: tuple[int, ...] = ()
    """Hand indices marked to pass in the exchange of three (換三張)."""

    if TYPE_CHECKING:  # what the screen provides beyond what TableControls declares

        @property
        def hand(self) -> HandView: ...
        @property
        def describer(self) -> Describer: ...
        @property
        def action_bar(self) -> ActionBar: ...
        @property
        def refusal_note(self) -> RefusalNote: ...

    def _legal(self, *types: Act) -> list[Action]:
        if self.waiting_for is None or self.busy or self.view.viewer != self.waiting_for:
            return []
        return [a for a in self.view.legal if a.type in types]

    def _say(self, message: str) -> None:
        """A refusal, over the table's top right: each replaces the previous one, none covers
        the hand, the prompt or the buttons."""
        self.refusal_note.say(message)

    def _not_now(self, verb: str) -> None:
        """Why ``verb`` does nothing now: the view's refusal (the engine's reason) or the judge's."""
        refusal = self.view.refusals.get(verb) if self.view.viewer is not None else None
        if self.waiting_for is None and refusal is None:
            self._say(self.look.t("table.nothing_now"))
            return
        if refusal is not None:  # short, to fit the prompt line at 80 columns: "Pung: why"
            self._say(self.look.t("table.refused", what=self.look.t(f"key.{verb}"), why=self.look.say(refusal)))
            return
        if verb == "other":  # the key's name is no verb: "现在不能其他。", "Other is not possible now."
            self._say(self.look.t("table.no_other"))
            return
        text = self.look.t("table.not_possible", what=self.look.t(f"key.{verb}"))
        why = self._why_no_win() if verb == "win" else ""
        self._say(self.look.t("table.not_possible_why", what=text.rstrip("。."), why=why) if why else text)

    def _why_no_win(self) -> str:
        """The judge's reason the tile in play makes no legal win ("" when it gives none)."""
        view = self.view
        me = view.me
        tile = (me.drawn if me is not None else None) if view.phase is Phase.TURN else None
        if view.phase in (Phase.CLAIM, Phase.ROB) and view.last_discard is not None:
            tile = view.last_discard[1]
        if tile is None:
            return ""
        return hints_mod.why_not_win(self.session.variant, view, tile, self.look.lang)

    def play(self, action: Action) -> None:
        """Send the player's action to the engine; an illegal one only gets a message."""
        try:
            self.session.apply(action)
        except IllegalAction as e:
            self._say(illegal_text(self.look, e.message))
            return
        self.waiting_for = None
        self.digits = ""
        self._unmark()
        self._token += 1
        self.render_view()
        self.advance()

    def _unmark(self) -> None:
        self.marked = ()
        self.hand.mark(frozenset())

    def _choose(self, title_key: str, options: list[Action]) -> None:
        """One option: play it; several: ask which (a modal), then play the answer."""
        if len(options) == 1:
            self.play(options[0])
            return
        self.busy = True

        def chosen(action: Action | None) -> None:
            self.busy = False
            if action is not None:
                self.play(action)

        must = only_a_choice(self.view.legal)
        note = prompts.choice_note(options, self.session.variant)
        text = self.look.say(note) if note is not None else None
        self.app.push_screen(ChoiceScreen(self.look.t(title_key), options, self.describer, must, text), chosen)

    def _selected_tile(self) -> int | None:
        hand = self.hand
        if hand.selected is None or not 0 <= hand.selected < len(hand.tiles):
            return None
        return hand.tiles[hand.selected]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Game keys always run (an impossible one explains itself), except behind the
        too-small notice; the action bar shows which of them do something now."""
        if action in GAME_VERBS or action in ("move", "digit"):
            return not too_small(self.app.size.width, self.app.size.height)
        return True

    def action_move(self, step: int) -> None:
        hand = self.hand
        if not hand.tiles:
            return
        current = hand.selected if hand.selected is not None else (0 if step > 0 else len(hand.tiles))
        hand.selected = (current + step) % len(hand.tiles)

    def action_digit(self, d: int) -> None:
        """Digits pick a tile by position: 1-9, 0 for 10, and "1" then "2" for 12."""
        hand = self.hand
        n = len(hand.tiles)
        if not n:
            return
        typed = self.digits + str(d)
        if self.digits and int(typed) <= n:
            self.digits = ""
            hand.selected = int(typed) - 1
            return
        pos = 10 if d == 0 else d
        if pos > n:
            self.digits = ""
            self._say(self.look.t("table.no_such_tile", n=pos))
            return
        hand.selected = pos - 1
        self.digits = str(d) if d == 1 and n >= 10 else ""

    def on_key(self, event: events.Key) -> None:
        """A "1" waits for a second digit only if the next key is one: any other key between
        ("1", the mark key, "2") leaves "2" the second tile, not the twelfth."""
        if event.key not in DIGIT_KEYS:
            self.digits = ""

    def action_discard(self) -> None:
        self._discard(ready=False)

    def action_ready(self) -> None:
        self._discard(ready=True)

    def _discard(self, ready: bool) -> None:
        options = [a for a in self._legal(Act.DISCARD) if a.ready == ready]
        if not options:
            self._not_now("ready" if ready else "discard")
            return
        tile = self._selected_tile()
        match = [a for a in options if a.tile == tile]
        if not match:
            label = self.look.tile_name(tile) if tile is not None else "?"
            what = f"{self.look.t('key.ready' if ready else 'key.discard')} {label}"
            other = [a for a in self._legal(*_VERB_ACTS["other"]) if tile is not None and a.tile == tile]
            if other:  # Wuhan's 紅中 is set aside, never discarded: say which key does that
                instead = self.describer.action(other[0]).plain
                self._say(self.look.t("table.not_possible_other", what=what, other=instead))
                return
            why = self.view.discard_refusals.get(tile) if tile is not None and not ready else None
            if why is not None:  # the rule that keeps it back: Sichuan's void suit goes first
                self._say(self.look.t("table.refused", what=what, why=self.look.say(why)))
                return
            self._say(self.look.t("table.not_possible", what=what))
            return
        self._play_asking(match[0])  # a swap call (食替), a Beijing wild: never without asking

    def _offer(self, verb: str) -> None:
        """The key ``verb``: its one legal form played, or a choice among several (a chow's
        ways, jokers (飛) in a pung, kongs of several kinds), or why not now."""
        options = self._legal(*_VERB_ACTS[verb])
        if not options:
            return self._not_now(verb)
        self._choose(choice_title(options) if verb == "other" else f"table.{verb}_which", options)

    def action_chow(self) -> None:
        self._offer("chow")

    def action_pung(self) -> None:
        self._offer("pung")

    def action_kong(self) -> None:
        self._offer("kong")

    def action_pass(self) -> None:
        options = self._legal(*_VERB_ACTS["pass"])
        if not options:
            return self._not_now("pass")
        self.play(options[0])

    def action_other(self) -> None:
        picks = self._legal(*_VERB_ACTS["other"])
        if exchange_pick.is_exchange(picks):
            self._mark_for_exchange(picks)
            return
        self._offer("other")

    def _mark_for_exchange(self, picks: list[Action]) -> None:
        """Mark or unmark the selected tile to pass; with three of one suit marked, ask to
        pass them (no: the marks stay, to change)."""
        hand = self.hand
        if hand.selected is None or not 0 <= hand.selected < len(hand.tiles):
            return
        self.marked, why = exchange_pick.toggled(self.marked, hand.selected, hand.tiles)
        hand.mark(frozenset(self.marked))
        if why is not None:
            self._say(message(self.look.lang, why))
            return
        pick = exchange_pick.pick_for(picks, self.marked, hand.tiles)
        if pick is None:
            return
        self.busy = True

        def answered(yes: bool | None) -> None:
            self.busy = False
            if yes:
                self.play(pick)

        text = self.look.say(exchange_pick.confirm_text(pick))
        self.app.push_screen(ConfirmScreen(text, self.look.lang), answered)

    def action_win(self) -> None:
        win = win_to_play(self._legal(*_VERB_ACTS["win"]))
        if win is None:
            return self._not_now("win")
        self._play_asking(win)

    def _play_asking(self, action: Action) -> None:
        """Play ``action``, first asking when the rules will punish it or it gives something up
        (a false win and its fee, a chicken hand, a swap call, a discard that forfeits the win)."""
        if not prompts.needs_asking(action, self.view):
            self.play(action)
            return
        self.busy = True

        def answered(yes: bool | None) -> None:
            self.busy = False
            if yes:
                self.play(action)

        text = prompts.question(action, self.session.variant, self.view, self.look)
        self.app.push_screen(ConfirmScreen(text, self.look.lang), answered)

    def on_action_bar_chosen(self, message: ActionBar.Chosen) -> None:
        getattr(self, f"action_{message.verb}")()

    def on_hand_view_tile_clicked(self, message: HandView.TileClicked) -> None:
        hand = self.hand
        if hand.selected == message.index and exchange_pick.is_exchange(self._legal(Act.CHOOSE)):
            self.action_other()
        elif hand.selected == message.index and "discard" in verbs_for(self._legal(Act.DISCARD)):
            self.action_discard()
        else:
            self.digits = ""
            hand.selected = message.index
