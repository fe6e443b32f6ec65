"""A baseline bot: plays any variant from its seat's view, steering for the variant's plans.

It never sees more than :class:`~mahjong_tui.engine.view.SeatView` shows. Each decision ranks
the variant's plans (``[bot]`` in the variant file) by distance and value
(:class:`~.ranking.PlanRanking`), discards toward the best ones by distance and tile acceptance
(:class:`~.discarding.DiscardChoice`), and claims only what brings a worthwhile plan closer
(:class:`~.claiming.ClaimChoice`).
"""

from __future__ import annotations

import random

from ..engine.seen import seen_counts
from ..engine.view import SeatView
from ..table.actions import Act, Action, Mark
from ..tiles import kinds as K
from ..tiles.kinds import Tile
from ..variants.model import Variant
from .claiming import ClaimChoice, claimed
from .context import Ctx
from .discarding import DiscardChoice, suit_neighbours
from .plan_list import Plan
from .plans import PlanBook
from .probe_base import tile_bits

# enum members as module constants: an enum member read through its class costs a lookup of its own
_CHOOSE, _NEXT_HAND, _PASS, _SET_ASIDE, _WIN = Act.CHOOSE, Act.NEXT_HAND, Act.PASS, Act.SET_ASIDE, Act.WIN


class BaselineBot(DiscardChoice, ClaimChoice):
    reads_win_facts = False

    def __init__(self, variant: Variant, seed: int = 0) -> None:
        self.variant = variant
        self.rng = random.Random(seed)
        self.book = PlanBook.of(variant)
        self.min_value = variant.cfg.bot.min_value
        self.kinds = variant.tileset.natural_kinds
        self._kind_set = frozenset(self.kinds)
        self._chess = variant.is_chess
        self._neighbours = {t: suit_neighbours(t) for t in self.kinds if K.is_suited(t)}
        self._rank_memo: dict[tuple, list[tuple[tuple[int, int], Plan]]] = {}
        self._terms: dict[tuple[frozenset[Tile], bool], tuple[list[int], list[int], int | None]] = {}
        self._improving_memo: dict[tuple, int] = {}
        self._last: tuple | None = None
        self._kinds_bits = tile_bits(self.kinds)
        self.honour_part = "honour" if variant.cfg.bot.honour_pung_value > 0 else "honour_held"
        self._value_sets: dict[tuple[int, int | None], frozenset[Tile]] = {}
        """The value honours by (round wind, seat wind or None)."""
        self._copies: tuple[object, list[int]] | None = None
        """The view's copies of each kind, as a list by kind (natural kinds only), and the mapping it is from."""

    # ---- entry point ---------------------------------------------------------------------

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("nothing to choose from")
        by_type: dict[Act, list[Action]] = {}
        for a in legal:
            by_type.setdefault(a.type, []).append(a)
        # a false win is penalised and a chicken hand (明將 雞糊) pays nothing and freezes the hand
        wins = [a for a in by_type.get(_WIN, []) if not a.false_win and a.choice is not Mark.CHICKEN]
        if wins:
            return wins[0]
        if _NEXT_HAND in by_type:
            return by_type[_NEXT_HAND][0]
        if _CHOOSE in by_type:
            for f in self.variant.features:  # a feature may know how to answer its own question
                picked = f.bot_choose(view, by_type[_CHOOSE])
                if picked is not None:
                    return picked
            return self.rng.choice(by_type[_CHOOSE])
        if _SET_ASIDE in by_type:  # the feature offering it knows when it is worth it
            for f in self.variant.features:
                picked = f.bot_choose(view, by_type[_SET_ASIDE])
                if picked is not None:
                    return picked
        ctx = self._context(view)
        if _PASS in by_type:
            return self._claim(ctx, by_type)
        return self._turn(ctx, by_type)

    def claim_scores(
        self, view: SeatView, claims: list[Action]
    ) -> tuple[tuple[int, int], dict[Action, tuple[int, int]]] | None:
        """The hand's score now and each of ``claims``' score once made (distance + penalty,
        -value, by the hand's best plans now; a chow or pung with the discard that must follow
        it), as :meth:`_claim` weighs them against each other; None when no plan fits the hand."""
        ctx = self._context(view)
        ranked = self._ranked(ctx, 1)
        if not ranked:
            return None
        plans = [p for _, p in ranked]
        return ranked[0][0], {a: self._score_after_claim(ctx, plans, a, *claimed(ctx, a)) for a in claims}

    # ---- facts ---------------------------------------------------------------------------

    def _context(self, view: SeatView) -> Ctx:
        me = view.me
        assert me is not None and me.hand is not None
        hand = me.hand
        wild = view.wild_kinds
        counts = [0] * K.NUM_KINDS
        wilds = jokers = 0
        levels: list[int] = []  # the kinds held at least once, twice, … as bit sets
        present: list[Tile] = []
        joker = K.JOKER
        for t in hand:
            if t == joker:
                jokers += 1
            elif wild and t in wild:
                wilds += 1
            else:
                n = counts[t]
                counts[t] = n + 1
                if n == len(levels):
                    levels.append(0)
                levels[n] |= 1 << t
                if not n:
                    present.append(t)
        present.sort()  # the view's hand is sorted already: then this costs nothing
        kind_set = self._kind_set
        if kind_set.issuperset(present):
            kinds, kinds_bits = present, levels[0] if levels else 0
        else:
            kinds = [t for t in present if t in kind_set]
            kinds_bits = tile_bits(kinds)
        n_seats = len(view.seats) if view.seats else 0
        vkey = (view.round_wind, me.wind if n_seats == 4 else None)
        value = self._value_sets.get(vkey)
        if value is None:
            got = {K.honor(5), K.honor(6), K.honor(7), K.honor(view.round_wind + 1)}
            if n_seats == 4:
                got.add(K.honor(me.wind + 1))
            value = self._value_sets[vkey] = frozenset(got)
        if me.melds:
            melds = me.known_melds
            concealed = not any(m.kind.is_exposed for m in melds)
            melds_key = tuple((m.kind, m.tiles) for m in melds)
        else:
            melds, concealed, melds_key = [], True, ()
        return Ctx(
            view,
            counts,
            wilds,
            jokers,
            melds,
            value,
            list(hand),
            held=levels[0] if levels else 0,
            concealed=concealed,
            kinds=kinds,
            melds_key=melds_key,
            levels=levels,
            present=present,
            kinds_bits=kinds_bits,
        )

    def _unseen(self, ctx: Ctx) -> list[int]:
        """Copies of each kind the seat cannot see (:func:`~mahjong_tui.engine.seen.seen_counts`)."""
        if ctx.unseen is None:
            view = ctx.view
            copies = self._copies
            if copies is None or copies[0] is not view.copies:
                src = view.copies
                copies = self._copies = (src, [src.get(t, 0) if t in self._kind_set else 0 for t in range(K.NUM_KINDS)])
            unseen = [n - k for n, k in zip(copies[1], seen_counts(view), strict=True)]  # then no count below 0
            if min(unseen) < 0:
                unseen = [n if n > 0 else 0 for n in unseen]
            ctx.unseen = unseen
        return ctx.unseen
