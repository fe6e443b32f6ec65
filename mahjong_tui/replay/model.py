"""A replay without Textual: the game rebuilt action by action, with stepping both ways.

A step is an action that changed something visible (passes that only wait for other seats are
folded into the next step). Going back rebuilds from the nearest checkpoint, a copy of the game
kept every ``CHECKPOINT`` steps.
"""

from __future__ import annotations

import bisect
import copy
from pathlib import Path
from typing import Any

from ..engine.view import SeatView
from ..play.loop import PlayLoop
from ..saves.store import EventDigest, GameRecord, damaged_move, event_dict, load_record, rebuild, unreplayable_move
from ..table.actions import Action

CHECKPOINT = 64


class Replay:
    def __init__(self, record: GameRecord, catalog: Any = None) -> None:
        self.record = record
        levels = record.levels or ["normal"] * len(record.humans)
        self.bot_levels = ["" if human else level for human, level in zip(record.humans, levels, strict=True)]
        """Each seat's bot level as the game was played ("" for a person's seat)."""
        start = rebuild(record, catalog, upto=0)
        self.variant = start.variant
        self.actions: list[Action] = []
        for i, d in enumerate(record.actions):
            try:
                self.actions.append(Action.from_dict(d))
            except ValueError as e:
                raise damaged_move(i, e) from None
        game = start.game
        self.loop = PlayLoop(game, {})
        """Plays the recorded actions (no bots: nobody decides anything here)."""
        self.cuts: list[int] = [0]
        """cuts[k]: how many actions are applied at step k."""
        self.hand_steps: list[int] = [0]
        """The step at which each hand begins."""
        self._checkpoints: dict[int, Any] = {0: self._copy(game)}
        for i, action in enumerate(self.actions):
            try:
                events = self.loop.apply(action)
            except ValueError as e:
                raise unreplayable_move(i, e) from None
            if not events:
                continue
            self.cuts.append(i + 1)
            step = len(self.cuts) - 1
            if any(e.kind == "hand_start" for e in events):
                self.hand_steps.append(step)
            if step % CHECKPOINT == 0:
                self._checkpoints[step] = self._copy(game)
        if self.cuts[-1] != len(self.actions):  # trailing passes: still part of the game
            self.cuts.append(len(self.actions))
        self.matches = self._check(game)
        self.step = len(self.cuts) - 1
        self.undo_marks: dict[int, list[dict[str, Any]]] = {}
        """Undos (practice games) by the step at which the game went on after them."""
        for undo in record.undos:
            at = min(undo["at"], len(self.actions))
            self.undo_marks.setdefault(bisect.bisect_left(self.cuts, at), []).append(undo)

    @classmethod
    def load(cls, path: Path, catalog: Any = None) -> Replay:
        return cls(load_record(path), catalog)

    def _copy(self, game: Any) -> Any:
        return copy.deepcopy(game, {id(game.variant): game.variant})

    def _check(self, game: Any) -> bool:
        """Does the rebuilt game give the recorded events (log of hands, or the save's digest)?"""
        rec = self.record
        if rec.hands:
            recorded = [e for h in rec.hands for e in h.get("events", [])]
            return [event_dict(e) for e in game.events[: len(recorded)]] == recorded
        if rec.check:
            d = EventDigest()
            d.feed(game.events)
            return d.count == rec.check.get("events") and d.hexdigest() == rec.check.get("digest")
        return True

    # ---- moving -------------------------------------------------------------------------------

    @property
    def game(self) -> Any:
        return self.loop.game

    @property
    def seats(self) -> int:
        return self.loop.seats

    @property
    def names(self) -> list[str]:
        return self.loop.names

    @property
    def last(self) -> int:
        return len(self.cuts) - 1

    def goto(self, step: int) -> None:
        step = max(0, min(self.last, step))
        if step < self.step:
            base = max(k for k in self._checkpoints if k <= step)
            self.loop.game = self._copy(self._checkpoints[base])
            self.step = base
        for i in range(self.cuts[self.step], self.cuts[step]):
            self.loop.apply(self.actions[i])
        self.step = step

    def hand_index(self) -> int:
        return max(i for i, s in enumerate(self.hand_steps) if s <= self.step)

    def goto_hand(self, delta: int) -> None:
        i = self.hand_index() + delta
        if delta < 0 and self.hand_steps[self.hand_index()] != self.step and delta == -1:
            i += 1  # first back to this hand's start
        if i >= len(self.hand_steps):  # past the last hand: its end, not back to its start
            self.goto(self.last)
            return
        self.goto(self.hand_steps[max(0, i)])

    def undo_move(self, undo: dict[str, Any]) -> int:
        """The move of its hand an undo went back to: the hand's moves kept, numbered as the
        review numbers them (:meth:`~mahjong_tui.saves.store.GameRecord.moves_in_hand`)."""
        at = min(undo["at"], len(self.actions))
        return self.record.moves_in_hand()[at - 1] if at > 0 else 0

    def undos_here(self) -> list[dict[str, Any]]:
        """The undos made where this step stands (``{"at": moves kept, "undone": taken back}``)."""
        return self.undo_marks.get(self.step, [])

    def view(self) -> SeatView:
        """Everything open: every hand, every concealed kong."""
        return self.loop.open_view()
