"""明將 furiten awareness (過水, ``claims.pass_ban = "over_water"``): no wait on a kind of one's
own discards.

At a 過水 table a hand waiting on a kind it has discarded is stuck: it may not win that kind on a
discard until its next draw, and the judge counts any win on it as a chicken hand (雞糊: it earns
nothing and the winner plays on frozen). The baseline counts such a wait's copies like any other,
so with 4s in its river it keeps 5s7s (wait 4s) over 3s5s (wait 6s) when fewer 6s are unseen. Here,
when the baseline's discard leaves the hand waiting on a kind of its own discards (the discard
itself included), each ready discard is weighed by its *clean* winning copies: unseen copies of
waits the judge accepts as wins that are no chicken hand (a wait on one's own discards is one), as
the judge's advice counts them (:attr:`~mahjong_tui.rules.advice.DiscardAdvice.count`: 1 when a
copy wins both ways, (n − 1)/n only on a discard, 1/n only self-drawn), the advice asked with the
kinds of the seat's river as its own discards (a view may carry no table facts, and the river is
what the seat knows it threw). The discard with the most is taken when it has more than the
baseline's.

Reading the advice in place of its own judging changed no decision in 明將 (a wait that pays on a
discard pays self-drawn too); the cached :class:`~.value.ReadyDiscards` would not do, for a view
without table facts knows no own discards (``test_strong_variant_choices``). Measured:
benchmarks/STRONG_BOT.md, section furiten.py."""

from __future__ import annotations

from ...engine.view import SeatView
from ...table.actions import Action
from ...tiles import kinds as K
from ...tiles.hand import Hand
from ...tiles.kinds import Tile
from ...variants.model import Variant
from .value import ready_discards, view_facts


def over_water(variant: Variant) -> bool:
    return variant.cfg.claims.pass_ban == "over_water"


def own_discards(view: SeatView) -> set[Tile]:
    """The kinds in the seat's own river (claimed ones too: it discarded them)."""
    me = view.me
    assert me is not None
    return {r.tile for r in me.river}


def _stuck(variant: Variant, view: SeatView, tile: Tile, own: set[Tile]) -> bool:
    """Discarding ``tile`` leaves the hand ready with a wait on a kind of the seat's own
    discards (``tile`` itself among them): the shapes alone, cheap enough for every discard."""
    me = view.me
    assert me is not None and me.hand is not None
    rest = list(me.hand)
    rest.remove(tile)
    melds = me.known_melds
    return any(w == tile or w in own for w in variant.waits(Hand(sorted(rest), melds), view.wild_kinds))


def unstuck_discard(variant: Variant, view: SeatView, plain: dict[Tile, Action], base: Action) -> Action:
    """``base``, or the ready discard among ``plain`` (plain discards by kind) with the most clean
    winning copies when ``base`` leaves a wait on one of the seat's own discards and that one
    has more."""
    if base.tile is None or base.tile not in plain:
        return base
    own = own_discards(view)
    if not _stuck(variant, view, base.tile, own):
        return base
    facts = dict(view_facts(variant, view), own_discards=[K.code(t) for t in sorted(own)])
    ready = ready_discards(variant, view, set(plain), facts)
    worth = {t: d.count for t, d in ready.items() if t != K.JOKER}
    worth.setdefault(base.tile, 0.0)
    best = max(worth, key=lambda t: (worth[t], t == base.tile))
    return plain[best] if worth[best] > worth[base.tile] else base
