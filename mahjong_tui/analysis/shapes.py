"""Winning shapes: the standard one and every special shape the rule files define.

Each shape answers two questions about a hand: how far it is from complete (shanten) and, for
a complete hand, every way to read it (decompositions). Inputs are natural tile counts by kind
(winning tile included), the declared melds, and the number of wild tiles.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import permutations

from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from .coverage import CoverageAnalyzer
from .decompose import Decomposition, Group, GroupKind, meld_group, standard_decompositions
from .grammar import Grammar, JokerLimits

INFINITE = 99


@dataclass
class ShapeInput:
    counts: list[int]
    """Natural concealed tiles by kind (winning tile included). Never modified for long."""
    melds: Sequence[Meld] = ()
    wilds: int = 0
    """Tiles that may stand for anything (Beijing 混兒, Wuhan 癩子)."""
    jokers: int = 0
    """Malaysian jokers (limited per group)."""

    @property
    def real_melds(self) -> list[Meld]:
        return [m for m in self.melds if m.kind is not MeldKind.ASIDE]

    @property
    def tile_total(self) -> int:
        return sum(self.counts) + self.wilds + self.jokers


class Shape:
    name = "shape"
    concealed_only = True

    def shanten(self, inp: ShapeInput) -> int:
        raise NotImplementedError

    def decompositions(self, inp: ShapeInput) -> list[Decomposition]:
        raise NotImplementedError

    def is_complete(self, inp: ShapeInput) -> bool:
        return self.shanten(inp) == -1


@dataclass
class StandardShape(Shape):
    grammar: Grammar
    joker_limits: JokerLimits | None = None
    name: str = "standard"
    concealed_only: bool = False
    analyzer: CoverageAnalyzer = field(init=False)

    def __post_init__(self) -> None:
        self.analyzer = CoverageAnalyzer(self.grammar, self.joker_limits)

    def shanten(self, inp: ShapeInput) -> int:
        melds = len(inp.real_melds)
        if melds > self.grammar.set_count:
            return INFINITE
        return self.analyzer.shanten(inp.counts, melds, inp.wilds, inp.jokers)

    def decompositions(self, inp: ShapeInput) -> list[Decomposition]:
        if self.shanten(inp) != -1:  # full coverage is needed for any reading: skip the search
            return []
        wild = inp.jokers if self.joker_limits else inp.wilds
        return standard_decompositions(inp.counts, self.grammar, inp.melds, wild, self.joker_limits)


@dataclass
class PairsShape(Shape):
    """Seven pairs (14 tiles) or four pairs (8 chess pieces), wholly concealed.

    ``quads`` lets four identical tiles count as two pairs. Wilds pair with anything. A
    Malaysian joker pairs only with a natural tile (one joker per pair, never two jokers
    together, malaysia3p.md §4); with ``quads`` two jokers may also split a natural pair into two.
    """

    pairs: int = 7
    quads: bool = True
    kinds: tuple[Tile, ...] = ()
    name: str = "seven_pairs"

    def shanten(self, inp: ShapeInput) -> int:
        if inp.real_melds:
            return INFINITE
        return self.from_stats(self.stats(inp.counts), inp.wilds, inp.jokers)

    def stats(self, c: Sequence[int]) -> tuple[int, int]:
        """What shanten reads of the counts, two sums over the kinds of :meth:`kind_stats`."""
        a = b = 0
        for t in self.kinds:
            n = c[t]
            if n:
                da, db = self.kind_stats(n)
                a += da
                b += db
        return a, b

    def kind_stats(self, n: int) -> tuple[int, int]:
        """One kind's share of :meth:`stats` when held ``n`` times: (pairs, odd tile) with quads
        allowed, else (held at all, held as a pair)."""
        if self.quads:
            return n // 2, n % 2
        return (1 if n else 0), (1 if n >= 2 else 0)

    def from_stats(self, stats: tuple[int, int], wilds: int, jokers: int = 0) -> int:
        """Shanten from :meth:`stats`, the wilds and the (Malaysian) jokers held."""
        n = self.pairs
        if self.quads:
            pairs, singles = stats
            natural = pairs
            pairs = min(n, pairs)
            use_j = min(jokers, singles, n - pairs)  # a joker pairs a lone natural tile
            pairs += use_j
            singles -= use_j
            use_w = min(wilds, singles, n - pairs)
            pairs += use_w
            pairs += min((wilds - use_w) // 2, n - pairs)
            # two jokers more split a natural pair in two (never a pair of two jokers)
            pairs += min((jokers - use_j) // 2, natural, n - pairs)
            return n - 1 - pairs
        kinds_present, pairs = stats
        lone = kinds_present - pairs
        use_j = min(jokers, lone, n - pairs)
        pairs += use_j
        lone -= use_j
        use_w = min(wilds, lone, n - pairs)
        pairs += use_w
        left = wilds - use_w
        # with no quads allowed, the pairs must be of distinct kinds: need n kinds in all; a
        # joker left over waits for a natural tile of a new kind
        pairs += min(left // 2, n - pairs)
        distinct = kinds_present + (left // 2) + (jokers - use_j)
        return n - 1 - pairs + max(0, n - max(distinct, pairs))

    def decompositions(self, inp: ShapeInput) -> list[Decomposition]:
        if self.shanten(inp) != -1:
            return []
        c = inp.counts
        groups: list[Group] = []
        odd: list[Tile] = []
        for t in self.kinds:
            for _ in range(c[t] // 2):
                groups.append(Group(GroupKind.PAIR, (t, t)))
            if c[t] % 2:
                odd.append(t)
        jokers = inp.jokers
        for t in odd:  # a lone tile takes a joker first, then a wild
            groups.append(Group(GroupKind.PAIR, (t, t), (1,)))
        left = inp.wilds - max(0, len(odd) - jokers)
        jokers -= min(jokers, len(odd))
        if left < 0:
            return []
        if jokers:  # jokers never pair each other: two of them split a natural pair (quads only)
            plain = [i for i, g in enumerate(groups) if not g.wilds]
            if not self.quads or jokers % 2 or len(plain) < jokers // 2:
                return []
            for i in plain[: jokers // 2]:
                groups.append(groups[i])
                groups[i] = groups[-1] = Group(GroupKind.PAIR, groups[i].tiles, (1,))
        # leftover wild pairs: read each as a copy of some pair already there (best for scorers
        # that look at quads) or, with no pair yet, as nothing in particular
        for _ in range(left // 2):
            t = groups[0].tiles[0] if groups else self.kinds[0]
            groups.append(Group(GroupKind.PAIR, (t, t), (0, 1)))
        if len(groups) != self.pairs:
            return []
        return [Decomposition(self.name, (), None, tuple(groups))]


ORPHANS: tuple[Tile, ...] = (0, 8, 9, 17, 18, 26) + tuple(range(27, 34))


@dataclass
class ThirteenOrphansShape(Shape):
    name: str = "thirteen_orphans"

    def shanten(self, inp: ShapeInput) -> int:
        if inp.real_melds:
            return INFINITE
        c = inp.counts
        kinds = sum(1 for t in ORPHANS if c[t])
        pair = any(c[t] >= 2 for t in ORPHANS)
        return 13 - kinds - (1 if pair else 0) - inp.wilds

    def decompositions(self, inp: ShapeInput) -> list[Decomposition]:
        if inp.wilds or self.shanten(inp) != -1:
            return []
        c = inp.counts
        pair_t = next(t for t in ORPHANS if c[t] == 2)
        singles = tuple(Group(GroupKind.SINGLE, (t,)) for t in ORPHANS if t != pair_t)
        return [Decomposition(self.name, (), Group(GroupKind.PAIR, (pair_t, pair_t)), singles)]


KNITTED_PATTERNS: tuple[tuple[tuple[Tile, ...], tuple[Tile, ...], tuple[Tile, ...]], ...] = tuple(
    (
        tuple(a * 9 + r - 1 for r in (1, 4, 7)),
        tuple(b * 9 + r - 1 for r in (2, 5, 8)),
        tuple(c * 9 + r - 1 for r in (3, 6, 9)),
    )
    for a, b, c in permutations(range(3))
)
"""The six ways to lay 147 / 258 / 369 over m, p, s; each entry is three suit triples."""

HONORS: tuple[Tile, ...] = tuple(range(27, 34))


@dataclass
class KnittedShape(Shape):
    """全不靠 / 七星不靠: 14 different tiles, suit tiles from one knitted layout, honours any."""

    name: str = "knitted"

    def shanten(self, inp: ShapeInput) -> int:
        if inp.real_melds:
            return INFINITE
        c = inp.counts
        honors = sum(1 for t in HONORS if c[t])
        best = 0
        for layout in KNITTED_PATTERNS:
            have = sum(1 for triple in layout for t in triple if c[t])
            best = max(best, have)
        return self.from_stats(best, honors, inp.wilds)

    @staticmethod
    def from_stats(best_layout: int, honors: int, wilds: int) -> int:
        """Shanten from the most kinds of one knitted layout held and the honour kinds held."""
        return 13 - min(14, best_layout + honors + wilds)

    def decompositions(self, inp: ShapeInput) -> list[Decomposition]:
        if inp.wilds or self.shanten(inp) != -1:
            return []
        c = inp.counts
        out = []
        for layout in KNITTED_PATTERNS:
            tiles = [t for triple in layout for t in triple if c[t]]
            honors = [t for t in HONORS if c[t]]
            if len(tiles) + len(honors) == 14 and all(c[t] == 1 for t in tiles + honors) and sum(c) == 14:
                singles = tuple(Group(GroupKind.SINGLE, (t,)) for t in tiles + honors)
                out.append(Decomposition(self.name, (), None, singles))
        return out


@dataclass
class KnittedStraightShape(Shape):
    """組合龍: the nine knitted tiles of one layout in hand, plus one set and a pair."""

    grammar: Grammar
    name: str = "knitted_straight"
    concealed_only: bool = False
    analyzer: CoverageAnalyzer = field(init=False)

    def __post_init__(self) -> None:
        self.analyzer = CoverageAnalyzer(self.grammar)
        # the part besides the nine knitted tiles: one set and a pair (kept: search caches key on it)
        self._sub_grammar = Grammar(
            self.grammar.name, self.grammar.kinds, self.grammar.sets, self.grammar.pairs, 1, self.grammar.concealed_only
        )

    def shanten(self, inp: ShapeInput) -> int:
        melds = len(inp.real_melds)
        if melds > 1:
            return INFINITE
        c = list(inp.counts)
        best = INFINITE
        # the rest must make (1 - melds) sets and a pair: tell the analyzer 3 + melds are done
        done = self.grammar.set_count - 1 + melds
        for layout in KNITTED_PATTERNS:
            nine = [t for triple in layout for t in triple if c[t]]
            missing = 9 - len(nine)
            for t in nine:
                c[t] -= 1
            rest = self.analyzer.distance(c, done)
            for t in nine:
                c[t] += 1
            best = min(best, max(0, missing + rest - inp.wilds) - 1)
        return best

    def decompositions(self, inp: ShapeInput) -> list[Decomposition]:
        if inp.wilds:
            return []
        out = []
        c = list(inp.counts)
        for layout in KNITTED_PATTERNS:
            nine = [t for triple in layout for t in triple]
            if not all(c[t] for t in nine):
                continue
            for t in nine:
                c[t] -= 1
            for d in standard_decompositions(c, self._sub_grammar, inp.real_melds):
                parts = tuple(Group(GroupKind.KNITTED, triple) for triple in layout)
                out.append(Decomposition(self.name, d.sets, d.pair, parts))
            for t in nine:
                c[t] += 1
        return out


@dataclass
class AnyArrangementShape(Shape):
    """Wuhan 風一色 / 將一色: every tile (melds included) of one class, no structure needed."""

    allowed: frozenset[Tile] = frozenset()
    size: int = 14
    name: str = "any_arrangement"
    concealed_only: bool = False

    def shanten(self, inp: ShapeInput) -> int:
        for m in inp.real_melds:
            if any(t not in self.allowed for t in m.tiles):
                return INFINITE
        bad = sum(n for t, n in enumerate(inp.counts) if n and t not in self.allowed)
        total = inp.tile_total + 3 * len(inp.real_melds)
        return bad + max(0, self.size - total) - 1

    def decompositions(self, inp: ShapeInput) -> list[Decomposition]:
        if self.shanten(inp) != -1:
            return []
        tiles = [t for t, n in enumerate(inp.counts) for _ in range(n)]
        singles = tuple(Group(GroupKind.SINGLE, (t,)) for t in tiles)
        return [Decomposition(self.name, tuple(meld_group(m) for m in inp.real_melds), None, singles)]


@dataclass
class TargetsShape(Shape):
    """A shape given as an explicit list of complete concealed hands (憨兒's special hands)."""

    targets: tuple[tuple[Tile, ...], ...] = ()
    name: str = "targets"
    labels: tuple[str, ...] = ()

    def shanten(self, inp: ShapeInput) -> int:
        if inp.real_melds:
            return INFINITE
        c = inp.counts
        best = INFINITE
        for target in self.targets:
            need: dict[Tile, int] = {}
            for t in target:
                need[t] = need.get(t, 0) + 1
            missing = sum(max(0, n - c[t]) for t, n in need.items())
            best = min(best, missing)
        return best - 1

    def decompositions(self, inp: ShapeInput) -> list[Decomposition]:
        out: list[Decomposition] = []
        if inp.real_melds:
            return out
        have = tuple(t for t, n in enumerate(inp.counts) for _ in range(n))
        for i, target in enumerate(self.targets):
            if tuple(sorted(target)) == have:
                label = self.labels[i] if self.labels else self.name
                out.append(Decomposition(label, (), None, tuple(Group(GroupKind.SINGLE, (t,)) for t in target)))
        return out


def natural_counts(tiles: Iterable[Tile], wild_kinds: Iterable[Tile] = ()) -> tuple[list[int], int, int]:
    """Counts of natural tiles, plus the number of wilds and of jokers among ``tiles``."""
    wild_set = set(wild_kinds)
    c = [0] * K.NUM_KINDS
    wilds = jokers = 0
    for t in tiles:
        if t == K.JOKER:
            jokers += 1
        elif t in wild_set:
            wilds += 1
        else:
            c[t] += 1
    return c, wilds, jokers
