"""The strong bot's answers to Sichuan's questions after the deal: which suit to void (定缺)
and which three tiles to pass (換三張).

The features' own answers count tiles: void the suit held least, pass from it. A good player
also looks at what the tiles do: two suits that hold a pung, a pair and runs are worth keeping
even with a tile more than the third suit's scattered ones. Both answers here ask the rules'
winnable shanten (:class:`~mahjong_tui.rules.winnable.Winnable`: the shanten of the hand kept
within two suits, never less than the tiles it lacks allow) which suit leaves the hand nearest a
win once it is given up; ties go to the suit held least, then to the one whose tiles hang
together least (no pair, run or pung is thrown away while a suit of loose tiles is kept).
"""

from __future__ import annotations

from collections import Counter

from ...engine.view import SeatView
from ...rules.features.exchange_three import NAME as EXCHANGE
from ...rules.features.void_suit import NAME as VOID
from ...rules.winnable import Winnable
from ...table.actions import Action, FeatureChoice
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from ...variants.model import Variant

SUIT_LETTERS = "mps"


def _partners(hand: list[Tile], suit: int) -> int:
    """How well the tiles of ``suit`` in ``hand`` hang together: per tile, 3 for each other copy
    of it, 2 for each neighbour, 1 for each tile two ranks off (a pung, a run, a pair weigh most)."""
    own = [t for t in hand if K.is_suited(t) and K.suit_of(t) == suit]
    return sum(
        3 if u == t else 2 if abs(u - t) == 1 else 1 if abs(u - t) == 2 else 0 for t in own for u in own
    ) - 3 * len(own)


def suit_costs(variant: Variant, view: SeatView, hand: list[Tile]) -> dict[int, tuple[int, int, int]]:
    """Per suit in the variant: what giving it up costs, (winnable shanten of ``hand`` without
    it, tiles of it held, how well they hang together)."""
    me = view.me
    assert me is not None
    melds = me.known_melds
    kinds = variant.tileset.natural_kinds
    suits = sorted({K.suit_of(t) for t in kinds if K.is_suited(t)})
    held = Counter(K.suit_of(t) for t in hand if K.is_suited(t))
    out: dict[int, tuple[int, int, int]] = {}
    for s in suits:
        keep = frozenset(t for t in kinds if not (K.is_suited(t) and K.suit_of(t) == s))
        win = Winnable(variant.engine, melds, tuple(view.wild_kinds or ()), (keep,), variant.hand_size)
        out[s] = (win.shanten(hand), held[s], _partners(hand, s))
    return out


def _feature(a: Action) -> str:
    return a.choice.feature if isinstance(a.choice, FeatureChoice) else ""


def suit_given_up(a: Action) -> int | None:
    """The suit a void declaration gives up, or the one an exchange passes tiles from (None:
    neither)."""
    if _feature(a) == VOID:
        assert isinstance(a.choice, FeatureChoice)
        return SUIT_LETTERS.index(str(a.choice.value))
    if _feature(a) == EXCHANGE and a.tiles:
        return K.suit_of(a.tiles[0])
    return None


def choose_void(variant: Variant, view: SeatView, actions: list[Action]) -> Action | None:
    """The void suit leaving the hand nearest a win (None when ``actions`` ask no void suit)."""
    mine = [a for a in actions if _feature(a) == VOID]
    me = view.me
    if not mine or me is None or me.hand is None:
        return None
    costs = suit_costs(variant, view, list(me.hand))

    def cost(a: Action) -> tuple[int, int, int]:
        suit = suit_given_up(a)
        return (99, 99, 99) if suit is None else costs.get(suit, (99, 99, 99))

    return min(mine, key=cost)


def choose_exchange(variant: Variant, view: SeatView, actions: list[Action]) -> Action | None:
    """Three tiles to pass: from the suit the hand would void (of those held three times or
    more), the three the feature's own answer picks in it (the fewest partners). None when
    ``actions`` ask no exchange."""
    mine = [a for a in actions if _feature(a) == EXCHANGE and a.tiles]
    me = view.me
    if not mine or me is None or me.hand is None:
        return None
    costs = suit_costs(variant, view, list(me.hand))
    offered = {K.suit_of(a.tiles[0]) for a in mine}
    suit = min(offered, key=lambda s: (costs.get(s, (99, 99, 99)), s))
    in_suit = [a for a in mine if K.suit_of(a.tiles[0]) == suit]
    for f in variant.features:
        picked = f.bot_choose(view, in_suit)
        if picked is not None:
            return picked
    return in_suit[0]
