"""Meld grammars: which groups of tiles make a set or a pair, as data.

A grammar lists set patterns (chows, pungs, chess sequences, Hebei's special sets) and pair
patterns (two identical tiles, 將+帥, 2-5-8 only) as sorted tuples of kinds. Analysis splits
the kinds into *blocks*: groups of kinds no pattern connects to kinds outside the block, so each
block can be analysed on its own and cached by its counts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from ..tiles import kinds as K
from ..tiles.kinds import Tile
from ..tiles.tileset import TileSet

Pattern = tuple[Tile, ...]


@dataclass(frozen=True)
class JokerLimits:
    """Malaysian joker rules: how many jokers a group may hold (each needs a natural tile)."""

    chow: int = 1
    pung: int = 2
    pair: int = 1

    def for_pattern(self, pattern: Pattern, is_pair: bool) -> int:
        if is_pair:
            return self.pair
        if len(set(pattern)) == 1:
            return self.pung
        return self.chow


@dataclass(frozen=True)
class Grammar:
    name: str
    kinds: tuple[Tile, ...]
    """The natural tile kinds hands are made of."""
    sets: tuple[Pattern, ...]
    pairs: tuple[Pattern, ...]
    set_count: int
    """Sets in a complete hand besides the pair: 4 for 14 tiles, 1 for 5 pieces, 2 for 8."""
    concealed_only: frozenset[Pattern] = frozenset()
    """Set patterns that can only stand in the concealed hand (never claimed)."""
    symmetric_blocks: frozenset[int] = field(default_factory=frozenset)
    """Block indices whose kinds are interchangeable, so their counts may be sorted for caching."""

    @cached_property
    def blocks(self) -> tuple[tuple[Tile, ...], ...]:
        return _blocks(self.kinds, self.sets + self.pairs)

    @cached_property
    def block_of(self) -> dict[Tile, int]:
        return {t: i for i, b in enumerate(self.blocks) for t in b}

    @cached_property
    def pair_kinds(self) -> frozenset[Tile]:
        return frozenset(t for p in self.pairs for t in p)

    @property
    def hand_size(self) -> int:
        return 3 * self.set_count + 2

    def is_set(self, tiles: Iterable[Tile]) -> bool:
        return tuple(sorted(tiles)) in self._set_lookup

    def is_pair(self, tiles: Iterable[Tile]) -> bool:
        return tuple(sorted(tiles)) in self._pair_lookup

    @cached_property
    def _set_lookup(self) -> frozenset[Pattern]:
        return frozenset(self.sets)

    @cached_property
    def _pair_lookup(self) -> frozenset[Pattern]:
        return frozenset(self.pairs)

    @cached_property
    def sequences(self) -> tuple[Pattern, ...]:
        """Set patterns that are not three of a kind (chows, chess sequences, special sets)."""
        return tuple(p for p in self.sets if len(set(p)) > 1)

    def chow_patterns_with(self, tile: Tile) -> list[Pattern]:
        """Claimable sequences containing ``tile`` (concealed-only patterns excluded)."""
        return [p for p in self.sequences if tile in p and p not in self.concealed_only]


def _blocks(kinds: tuple[Tile, ...], patterns: tuple[Pattern, ...]) -> tuple[tuple[Tile, ...], ...]:
    parent = {t: t for t in kinds}

    def find(t: Tile) -> Tile:
        while parent[t] != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    for p in patterns:
        for t in p[1:]:
            a, b = find(p[0]), find(t)
            if a != b:
                parent[max(a, b)] = min(a, b)
    groups: dict[Tile, list[Tile]] = {}
    for t in kinds:
        groups.setdefault(find(t), []).append(t)
    comps = sorted(groups.values(), key=lambda g: g[0])
    # Merge single-kind blocks (honours) into one block: fewer blocks, fewer combinations.
    singles = [g[0] for g in comps if len(g) == 1]
    out = [tuple(g) for g in comps if len(g) > 1]
    if singles:
        out.append(tuple(singles))
    return tuple(sorted(out, key=lambda b: b[0]))


# ---- factories ------------------------------------------------------------------------------


def standard_grammar(
    tileset: TileSet,
    *,
    pair_kinds: Iterable[Tile] | None = None,
    special_sets: Iterable[Pattern] = (),
    name: str = "standard",
) -> Grammar:
    """Chows of three consecutive suited tiles, pungs of any kind, pairs of ``pair_kinds``."""
    kinds = tuple(t for t in tileset.natural_kinds if not K.is_chess(t))
    present = set(kinds)
    sets: list[Pattern] = []
    for t in kinds:
        if K.is_suited(t) and K.rank_of(t) <= 7 and t + 1 in present and t + 2 in present:
            sets.append((t, t + 1, t + 2))
    sets.extend((t, t, t) for t in kinds)
    specials = tuple(tuple(sorted(s)) for s in special_sets)
    sets.extend(specials)
    pk = kinds if pair_kinds is None else tuple(t for t in kinds if t in set(pair_kinds))
    pairs = tuple((t, t) for t in pk)
    g = Grammar(name, kinds, tuple(sets), pairs, 4, frozenset(specials))
    sym = frozenset(i for i, b in enumerate(g.blocks) if all(K.is_honor(t) for t in b) and not specials)
    return Grammar(name, kinds, tuple(sets), pairs, 4, frozenset(specials), sym)


TWO_FIVE_EIGHT = tuple(s * 9 + r for s in range(3) for r in (1, 4, 7))
"""2m 5m 8m 2p 5p 8p 2s 5s 8s."""

HEBEI_SPECIAL_SETS: tuple[Pattern, ...] = (
    (K.honor(5), K.honor(6), K.honor(7)),  # 中發白
    (K.suited(2, 1), K.honor(1), K.honor(2)),  # 孔雀東南飛: 1s 東 南
)


def chess_grammar(
    tileset: TileSet,
    *,
    sequences: Iterable[str] = ("GAE", "RHC"),
    pung_ranks: str | None = None,
    general_pair: bool = False,
    set_count: int | None = None,
    name: str = "chess",
) -> Grammar:
    """Chess melds: one-colour sequences given by rank letters, pungs, pairs.

    ``pung_ranks`` limits which ranks may form pungs (None: every kind with three copies).
    ``general_pair`` adds 帥+將 as a pair (32-piece rules).
    """
    kinds = tileset.natural_kinds
    sets: list[Pattern] = []
    for colour in "rb":
        for seq in sequences:
            sets.append(tuple(sorted(K.chess(colour, letter) for letter in seq)))
    for t in kinds:
        letter = K.chess_rank_letter(t)
        if tileset.count(t) >= 3 and (pung_ranks is None or letter in pung_ranks):
            sets.append((t, t, t))
    pairs: list[Pattern] = [(t, t) for t in kinds if tileset.count(t) >= 2]
    if general_pair:
        pairs.append((K.chess("r", "G"), K.chess("b", "G")))
    n = set_count if set_count is not None else (1 if tileset.size <= 32 else 2)
    return Grammar(name, kinds, tuple(sets), tuple(pairs), n)
