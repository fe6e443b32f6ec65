"""A baseline bot: plays any variant from its seat's view by shanten and tile acceptance.

It never sees more than :class:`~mahjong_tui.engine.view.SeatView` shows. Variant-specific
goals (a fan minimum, a void suit, a 2-5-8 pair) come in through :class:`Goal` objects that
score how well a hand fits; the base goal is just "complete the hand".
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.actions import Act, Action
from ..engine.view import SeatView
from ..tiles import kinds as K
from ..tiles.hand import Meld
from ..tiles.kinds import Tile
from ..variants.model import Variant


@dataclass
class Choice:
    action: Action
    reason: str = ""


class BaselineBot:
    def __init__(self, variant: Variant, seed: int = 0) -> None:
        self.variant = variant
        self.rng = random.Random(seed)

    # ---- entry point ---------------------------------------------------------------------

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("nothing to choose from")
        by_type: dict[Act, list[Action]] = {}
        for a in legal:
            by_type.setdefault(a.type, []).append(a)
        wins = [a for a in by_type.get(Act.WIN, []) if not a.false_win]
        if wins:
            return wins[0]
        if Act.NEXT_HAND in by_type:
            return by_type[Act.NEXT_HAND][0]
        if Act.CHOOSE in by_type:
            return self.rng.choice(by_type[Act.CHOOSE])
        if Act.PASS in by_type:
            return self._claim(view, by_type)
        return self._turn(view, by_type)

    # ---- evaluation ----------------------------------------------------------------------

    def _shanten(self, tiles: list[Tile], melds: list[Meld], view: SeatView) -> int:
        return self.variant.shanten(tiles, melds, view.wild_kinds)

    def _acceptance(self, tiles: list[Tile], melds: list[Meld], view: SeatView, base: int) -> int:
        total = 0
        for t in self.variant.tileset.natural_kinds:
            left = view.unseen(t)
            if not left:
                continue
            if self._shanten(tiles + [t], melds, view) < base:
                total += left
        return total

    def _tile_value(self, t: Tile, tiles: list[Tile]) -> float:
        """Keep tiles with neighbours; isolated honours and terminals go first."""
        v = 0.0
        n = tiles.count(t)
        v += 2.0 * (n - 1)
        if K.is_suited(t):
            r = K.rank_of(t)
            for d in (-2, -1, 1, 2):
                if 1 <= r + d <= 9 and (t + d) in tiles:
                    v += 1.5 if abs(d) == 1 else 1.0
            v += 0.3 if 3 <= r <= 7 else 0.0
        return v

    def _best_discard(self, view: SeatView, options: list[Action]) -> Action:
        me = view.me
        assert me is not None and me.hand is not None
        hand = list(me.hand)
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        scored = []
        seen: dict[Tile, tuple[int, float]] = {}
        for a in options:
            t = a.tile
            assert t is not None
            if t not in seen:
                rest = list(hand)
                rest.remove(t)
                sh = self._shanten(rest, melds, view)
                seen[t] = (sh, -self._tile_value(t, hand))
            scored.append((seen[t], a))
        best_sh = min(s[0][0] for s in scored)
        finalists = [(s, a) for s, a in scored if s[0] == best_sh]
        if len(finalists) > 1 and best_sh <= 2:
            ranked = []
            for (sh, val), a in finalists:
                rest = list(hand)
                rest.remove(a.tile)  # type: ignore[arg-type]
                acc = self._acceptance(rest, melds, view, sh)
                ranked.append(((acc, val, a.ready), a))
            ranked.sort(key=lambda x: x[0], reverse=True)
            return ranked[0][1]
        finalists.sort(key=lambda x: (x[0][1], x[1].ready), reverse=True)
        return finalists[0][1]

    def _turn(self, view: SeatView, by_type: dict[Act, list[Action]]) -> Action:
        me = view.me
        assert me is not None and me.hand is not None
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        base = self._shanten(me.hand, melds, view)
        for kind in (Act.CONCEALED_KONG, Act.ADDED_KONG):
            for a in by_type.get(kind, []):
                tiles = list(me.hand)
                t = a.tile
                assert t is not None
                for _ in range(4 if kind is Act.CONCEALED_KONG else 1):
                    tiles.remove(t)
                new_melds = melds + [Meld(_kong_kind(kind), (t,) * 4)]
                if self._shanten(tiles, new_melds, view) <= base - (0 if kind is Act.ADDED_KONG else 0):
                    return a
        discards = by_type.get(Act.DISCARD, [])
        if not discards:
            return next(iter(by_type.values()))[0]
        return self._best_discard(view, discards)

    def _claim(self, view: SeatView, by_type: dict[Act, list[Action]]) -> Action:
        me = view.me
        assert me is not None and me.hand is not None
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        base = self._shanten(me.hand, melds, view)
        best: tuple[int, Action] | None = None
        for kind in (Act.KONG, Act.PUNG, Act.CHOW):
            for a in by_type.get(kind, []):
                tiles = list(me.hand)
                for t in a.tiles:
                    tiles.remove(t)
                assert a.tile is not None
                meld = Meld(_meld_kind(kind), tuple(sorted(a.tiles + (a.tile,))))
                new_melds = melds + [meld]
                if kind is Act.KONG:
                    after = self._shanten(tiles, new_melds, view)
                else:
                    after = min(self._shanten([x for j, x in enumerate(tiles) if j != i], new_melds, view)
                                for i in range(len(tiles))) if tiles else 99
                if after < base and (best is None or after < best[0]):
                    best = (after, a)
        if best is not None:
            return best[1]
        return by_type[Act.PASS][0]


def _kong_kind(kind: Act):  # noqa: ANN202
    from ..tiles.hand import MeldKind

    return MeldKind.CONCEALED_KONG if kind is Act.CONCEALED_KONG else MeldKind.KONG


def _meld_kind(kind: Act):  # noqa: ANN202
    from ..tiles.hand import MeldKind

    return {Act.KONG: MeldKind.KONG, Act.PUNG: MeldKind.PUNG, Act.CHOW: MeldKind.CHOW}[kind]
