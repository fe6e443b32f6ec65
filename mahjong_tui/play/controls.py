"""A human seat's table toggles (auto-pass, auto-win, auto-discard) and the action they take.

The toggles hold no rule: :func:`auto_action` only picks among the seat's legal actions
(``SeatView.legal``, which the engine builds and the judge marks: a win it refuses carries
``false_win``). A legal win is never passed or discarded past silently: either auto-win
declares it, or the player is asked.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.view import SeatView
from ..table.actions import Act, Action
from ..table.state import Phase

KONGS = (Act.KONG, Act.CONCEALED_KONG, Act.ADDED_KONG)
TOGGLES = ("auto_pass", "auto_win", "auto_discard")

# Why a move cannot be taken back (undo is for practice games only): message keys.
UNDO_OTHER_HUMAN = "undo.other_human"
UNDO_SHARED = "undo.shared"
UNDO_WATCHING = "undo.watching"
UNDO_NOTHING = "undo.nothing"


@dataclass
class SeatControls:
    """One human seat's toggles (the UI sets them; the session keeps them for the match)."""

    auto_pass: bool = False
    """Pass at once on a claim offer (never on a legal win)."""
    auto_win: bool = False
    """Declare a win at once when the judge allows one."""
    auto_discard: bool = False
    """Discard the tile just drawn (for when the hand is ready), unless a win or kong is possible."""

    def flip(self, name: str) -> bool:
        """Turn the toggle ``name`` (one of :data:`TOGGLES`) on or off; its new value."""
        if name not in TOGGLES:
            raise ValueError(f"no toggle {name!r} (one of {', '.join(TOGGLES)})")
        value = not getattr(self, name)
        setattr(self, name, value)
        return value

    def on(self) -> tuple[str, ...]:
        """The toggles that are on, in :data:`TOGGLES` order."""
        return tuple(name for name in TOGGLES if getattr(self, name))


def legal_wins(view: SeatView) -> list[Action]:
    """The wins the judge allows now (a false win is legal to declare, but not a win)."""
    return [a for a in view.legal if a.type is Act.WIN and not a.false_win]


def auto_action(view: SeatView, controls: SeatControls) -> Action | None:
    """The action the viewer's toggles take now, or None: the player decides.

    Auto-win declares a plain legal win (one that gives nothing up: a chicken hand or a swap
    call is asked about). Otherwise a legal win stops every toggle. Auto-pass passes a claim
    offer; auto-discard discards the drawn tile when no kong is possible and throwing it gives
    nothing up (a Beijing wild is the player's own decision: ``view.forfeits``)."""
    legal = view.legal
    if view.viewer is None or not legal:
        return None
    wins = legal_wins(view)
    if wins:
        plain = [a for a in wins if a.choice is None]
        return plain[0] if controls.auto_win and plain else None
    kinds = {a.type for a in legal}
    if controls.auto_pass and view.phase in (Phase.CLAIM, Phase.ROB) and Act.PASS in kinds:
        return next(a for a in legal if a.type is Act.PASS)
    if controls.auto_discard and view.phase is Phase.TURN and kinds.isdisjoint(KONGS):
        me = view.me
        drawn = me.drawn if me is not None else None
        if drawn is not None and drawn not in view.forfeits:
            return next(
                (a for a in legal if a.type is Act.DISCARD and a.tile == drawn and not a.ready and a.choice is None),
                None,
            )
    return None
