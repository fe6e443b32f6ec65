"""Picking the three tiles to pass (換三張) at the table: the player marks tiles of the hand with
the ``o`` key (or a click on the selected tile), marked tiles are drawn greyed, and once three of
one suit are marked the table asks to pass them. Pure functions; the table keeps the marks."""

from __future__ import annotations

from collections.abc import Sequence

from ...messages import Message, msg
from ...rules.features.exchange_three import COUNT, pass_words
from ...rules.features.exchange_three import NAME as FEATURE
from ...table.actions import Act, Action, FeatureChoice
from ...tiles import kinds as K
from ...tiles.kinds import Tile

HOW = "table.exchange_how"
CONFIRM = "table.exchange_confirm"
MIXED = "table.exchange_mixed"
FULL = "table.exchange_full"


def is_exchange(legal: Sequence[Action]) -> bool:
    """Whether ``legal`` is a seat's exchange pick (every action a pick of three)."""
    return bool(legal) and all(
        a.type is Act.CHOOSE and isinstance(a.choice, FeatureChoice) and a.choice.feature == FEATURE for a in legal
    )


def toggled(marked: tuple[int, ...], index: int, tiles: Sequence[Tile]) -> tuple[tuple[int, ...], Message | None]:
    """The marks after the player presses the key on tile ``index``, and why not when refused
    (a fourth tile, a tile of another suit than those marked)."""
    if index in marked:
        return tuple(i for i in marked if i != index), None
    if len(marked) >= COUNT:
        return marked, msg(FULL)
    t = tiles[index]
    if any(not (K.is_suited(t) and K.suit_of(tiles[i]) == K.suit_of(t)) for i in marked) or not K.is_suited(t):
        return marked, msg(MIXED)
    return tuple(sorted(marked + (index,))), None


def pick_for(legal: Sequence[Action], marked: tuple[int, ...], tiles: Sequence[Tile]) -> Action | None:
    """The legal pick of the marked tiles, once three are marked; None before."""
    if len(marked) != COUNT:
        return None
    want = tuple(sorted(tiles[i] for i in marked))
    return next((a for a in legal if tuple(sorted(a.tiles)) == want), None)


def confirm_text(action: Action) -> Message:
    """The question before passing, in the pick's own words ("Pass 一筒 一筒 四筒?"), its tiles
    named as the table shows them once said through the table's look."""
    return msg(CONFIRM, choice=pass_words(action.tiles))
