"""An independent reference bot for measuring the project's bots against (issue 17): it shares
no code with ``mahjong_tui.bots``. It declares every legal win, never claims (nor kongs),
never declares ready, and discards the tile that leaves the lowest shanten of the variant's
shapes toward a hand the rules let win (:class:`~mahjong_tui.rules.winnable.Winnable`: where a
win holds two suits at most, the best two; with a declared void suit, the other two), ties
broken by the most unseen tiles that lower it further, then by the kind. Questions a variant
asks (Sichuan's void suit, the exchange of three …) get the
feature's own default answer, as any seat without a bot would.

``benchmarks/duel_reference.py`` seats it as the duel level ``greedy`` (:func:`register`), as do
``duel_paired.py`` and the replaying scripts given ``--bots …,greedy``. Imported by scripts that have
put the repository on ``sys.path`` (``_common``).
"""

from __future__ import annotations

import random

from mahjong_tui.engine.seen import seen_counts
from mahjong_tui.engine.view import SeatView
from mahjong_tui.rules.features.void_suit import VoidSuit
from mahjong_tui.rules.winnable import Limits, Winnable
from mahjong_tui.table.actions import Act, Action, FeatureChoice, Mark
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.kinds import Tile
from mahjong_tui.variants.model import Variant


class GreedyShantenBot:
    reads_win_facts = False  # the duel's play loop asks every bot

    def __init__(self, variant: Variant, seed: int = 0) -> None:
        self.variant = variant
        self.rng = random.Random(seed)
        self.kinds = tuple(variant.tileset.natural_kinds)
        self.two_suits = "at_most_two_suits" in variant.cfg.win.conditions
        self.declares_void = any(isinstance(f, VoidSuit) for f in variant.features)
        self.void: int | None = None

    def _limits(self) -> Limits | None:
        """The kind sets a win must lie within, as this bot knows them (its own void suit)."""
        suits = sorted({K.suit_of(t) for t in self.kinds if K.is_suited(t)})

        def without(gone: int) -> frozenset[Tile]:
            return frozenset(t for t in self.kinds if not (K.is_suited(t) and K.suit_of(t) == gone))

        if self.declares_void and self.void is not None:
            return (without(self.void),)
        if self.two_suits and len(suits) == 3:
            return tuple(without(s) for s in suits)
        return None

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        by_type: dict[Act, list[Action]] = {}
        for a in legal:
            by_type.setdefault(a.type, []).append(a)
        wins = [a for a in by_type.get(Act.WIN, []) if not a.false_win]
        if wins:
            return wins[0]
        if Act.NEXT_HAND in by_type:
            return by_type[Act.NEXT_HAND][0]
        for kind in (Act.CHOOSE, Act.SET_ASIDE):
            if kind in by_type:
                for f in self.variant.features:
                    picked = f.bot_choose(view, by_type[kind])
                    if picked is not None:
                        if isinstance(picked.choice, FeatureChoice) and picked.choice.feature == "void":
                            self.void = "mps".index(str(picked.choice.value))
                        return picked
                if kind is Act.CHOOSE:
                    return self.rng.choice(by_type[kind])
        if Act.PASS in by_type:
            return by_type[Act.PASS][0]
        discards = [a for a in by_type.get(Act.DISCARD, []) if a.choice is not Mark.SWAP_CALL and not a.ready]
        discards = discards or by_type.get(Act.DISCARD, [])
        if not discards:
            return legal[0]
        return self._discard(view, discards)

    def _discard(self, view: SeatView, discards: list[Action]) -> Action:
        me = view.me
        assert me is not None and me.hand is not None
        hand = list(me.hand)
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        wild = tuple(view.wild_kinds or ())
        win = Winnable(self.variant.engine, melds, wild, self._limits(), self.variant.hand_size)
        after = {t: win.shanten([x for i, x in enumerate(hand) if i != hand.index(t)]) for t in set(hand)}
        offered = {a.tile for a in discards}
        # a wild or joker goes only when nothing else may
        plain = [t for t in offered if t is not None and t != K.JOKER and t not in wild] or [
            t for t in offered if t is not None
        ]
        best = min(after.get(t, 99) for t in plain)
        tied = sorted(t for t in plain if after.get(t, 99) == best)
        if len(tied) > 1:
            seen = seen_counts(view)
            copies = view.copies

            def acceptance(t: Tile) -> int:
                rest = list(hand)
                rest.remove(t)
                draws = win.after_draws(rest, self.kinds)
                return sum(max(0, copies.get(k, 0) - seen[k]) for k, s in draws.items() if s < best)

            tied.sort(key=lambda t: (-acceptance(t), t))
        pick = tied[0]
        return next(a for a in discards if a.tile == pick)


REFERENCE = "greedy"
"""The duel level the reference bot plays as."""


def register() -> None:
    """Seat the reference bot as the duel level ``greedy`` (in this process and its forks)."""
    from mahjong_tui.bots.levels import BOT_LEVELS

    if REFERENCE not in BOT_LEVELS:
        BOT_LEVELS.register(REFERENCE)(GreedyShantenBot)
