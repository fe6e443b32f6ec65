"""Scoring framework: fans as data (names, values, exclusions) bound to small rule functions.

A variant file lists its fans (``[[fans]]``: id, zh, en, value, excludes, rule). Each ``rule``
names a function registered here with :func:`fan_rule`; it looks at one *reading* of the hand
(a decomposition with the winning tile placed in one group) and returns how many times the fan
applies. An :class:`Evaluator` finds every reading, applies every rule, drops excluded fans and
keeps the reading with the highest total (就高不就低).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from ..analysis.decompose import Decomposition, Group, GroupKind
from ..analysis.shapes import ShapeInput, natural_counts
from ..messages import INCOMPLETE, NO_WIN_TILE, Message, below_minimum, msg
from ..registry import Registry
from ..tiles import kinds as K
from ..tiles.hand import Hand, MeldKind
from ..tiles.kinds import Tile
from .explain import Term
from .situation import Situation

if TYPE_CHECKING:  # pragma: no cover
    from ..variant_schema import FanSpec
    from .scoring_variant import ScoringVariant


@dataclass(frozen=True, slots=True)
class FanHit:
    id: str
    zh: str
    en: str
    value: int
    count: int = 1

    @property
    def points(self) -> int:
        return self.value * self.count

    def as_dict(self) -> dict[str, object]:
        return {"id": self.id, "zh": self.zh, "en": self.en, "value": self.value, "count": self.count}


@dataclass
class Score:
    fans: list[FanHit]
    total: int
    """The hand's value in the variant's unit (fans, 番, 台 …), everything included."""
    counted: int
    """The part of ``total`` that counts toward the minimum (MCR leaves flowers out)."""
    legal: bool
    reason: str | None = None
    """Why it is not a legal win, in English (``reason_msg`` for other languages)."""
    reading: Reading | None = None
    details: dict[str, object] = field(default_factory=dict)
    """Variant-specific results (Sichuan's 番 multiplier, Wuhan's hard/soft, limits …)."""
    false_win: bool = False
    """Complete in shape but not a valid win: declaring it is a false win (明將, Malaysia)."""
    reason_msg: Message | None = None

    def refuse(self, why: Message) -> Score:
        """Mark the score as not a legal win, for the reason ``why``."""
        self.legal = False
        self.reason = str(why)
        self.reason_msg = why
        return self

    def fan(self, fan_id: str) -> FanHit | None:
        return next((f for f in self.fans if f.id == fan_id), None)

    def has_reading(self) -> bool:
        """Whether the hand was read as complete (``reading`` is not None), without making a
        reading an evaluator makes on first access (:class:`~.mcr.evaluator.McrScore`)."""
        return self.reading is not None


@dataclass(frozen=True)
class Reading:
    """One way to read a winning hand: a decomposition and the group the winning tile went to."""

    decomposition: Decomposition
    win_group: Group | None
    """The concealed group holding the winning tile (None for shapes without groups)."""
    win_index: int = -1
    """Index of ``win_group`` among ``decomposition.groups()``."""


def joker_faces(hand: Hand, score: Score) -> tuple[list[Tile], Tile | None]:
    """What the jokers (飛) among ``hand``'s concealed tiles stood for in the reading ``score``
    was judged by, sorted, and what a winning tile that is a joker stood for (None otherwise); a
    meld's jokers are the meld's own (``Meld.jokers``). Nothing where there is nothing to tell:
    no closed joker, no reading, or wild tiles (混兒) sharing the wild places with the jokers."""
    closed = hand.closed_tiles()
    if K.JOKER not in closed or not score.has_reading() or score.reading is None:
        return [], None
    reading = score.reading
    faces = [g.tiles[i] for g in reading.decomposition.groups() if g.meld is None for i in g.wilds]
    if len(faces) != closed.count(K.JOKER):
        return [], None
    if hand.win_tile != K.JOKER:
        return sorted(faces), None
    group = reading.win_group
    if group is None or not group.wilds:
        return [], None
    win = group.tiles[group.wilds[0]]
    faces.remove(win)
    return sorted(faces), win


class FanContext:
    """What a fan rule may look at. Derived facts are computed once per reading."""

    def __init__(
        self,
        hand: Hand,
        reading: Reading,
        situation: Situation,
        variant: ScoringVariant,
        waits: Callable[[], frozenset[Tile]],
    ) -> None:
        self.hand = hand
        self.reading = reading
        self.d = reading.decomposition
        self.situation = situation
        self.variant = variant
        self._waits = waits

    @property
    def waits(self) -> frozenset[Tile]:
        """Kinds the 13-tile hand waited on (empty for heavenly wins); computed on first use."""
        return self._waits()

    # ---- tiles ---------------------------------------------------------------------------

    @cached_property
    def tiles(self) -> list[Tile]:
        """Every tile of the hand as the faces it stands for (wilds resolved), kongs with four."""
        out: list[Tile] = []
        for g in self.d.groups():
            if g.kind is GroupKind.ASIDE:
                continue
            out.extend(g.tiles)
        return out

    @cached_property
    def kinds(self) -> frozenset[Tile]:
        return frozenset(self.tiles)

    @cached_property
    def suits(self) -> frozenset[int]:
        return frozenset(K.suit_of(t) for t in self.tiles if K.is_suited(t))

    @cached_property
    def has_honors(self) -> bool:
        return any(K.is_honor(t) for t in self.tiles)

    # ---- groups --------------------------------------------------------------------------

    @cached_property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.d.sets if g.kind is not GroupKind.ASIDE)

    @cached_property
    def pungs(self) -> tuple[Group, ...]:
        """Pungs and kongs."""
        return tuple(g for g in self.sets if g.is_pung_like)

    @cached_property
    def kongs(self) -> tuple[Group, ...]:
        return tuple(g for g in self.sets if g.is_kong)

    @cached_property
    def chows(self) -> tuple[Group, ...]:
        return tuple(g for g in self.sets if g.kind is GroupKind.CHOW)

    @property
    def pair(self) -> Group | None:
        return self.d.pair

    @property
    def win_tile(self) -> Tile | None:
        return self.hand.win_tile

    @property
    def win_group(self) -> Group | None:
        return self.reading.win_group

    @cached_property
    def exposed_melds(self) -> int:
        return sum(1 for m in self.hand.melds if m.kind.is_exposed)

    @property
    def concealed_hand(self) -> bool:
        """門前清: no exposed meld (concealed kongs allowed)."""
        return self.exposed_melds == 0

    def is_concealed_pung(self, g: Group) -> bool:
        """A pung or kong standing concealed at the win (a discard-completed pung is exposed)."""
        if not g.is_pung_like:
            return False
        if g.meld is not None:
            return g.meld.kind is MeldKind.CONCEALED_KONG
        return not (g is self.win_group and not self.situation.self_drawn)

    @cached_property
    def concealed_pungs(self) -> int:
        return sum(1 for g in self.pungs if self.is_concealed_pung(g))

    @cached_property
    def unique_wait(self) -> bool:
        """The hand waited on one kind only. A wild kind completes every ready hand, so it is
        no wait of its own unless it is the only one (Beijing 捉五魁 with one wait)."""
        waits = self.waits
        own = waits - frozenset(self.situation.wild_kinds)
        return len(own) == 1 or len(waits) == 1


FanRule = Callable[[FanContext], int]
FAN_RULES: Registry[FanRule] = Registry("fan rule", "mahjong_tui.scoring")
"""Fan rules by name (variant files refer to one as ``rule = "name"``)."""


EVERY_WIN = "win"
"""The fan rule every win meets (:func:`~mahjong_tui.scoring.rules_common.win`)."""


def fan_rule(name: str) -> Callable[[FanRule], FanRule]:
    """Register a fan rule under ``name``."""
    return FAN_RULES.register(name)


def get_rule(name: str) -> FanRule | None:
    return FAN_RULES.find(name)


def known_rules() -> list[str]:
    return FAN_RULES.names()


# ---- readings ----------------------------------------------------------------------------


def readings_of(hand: Hand, decompositions: Iterable[Decomposition]) -> list[Reading]:
    """Every decomposition, once per distinct concealed group the winning tile may sit in."""
    out: list[Reading] = []
    win = hand.win_tile
    for d in decompositions:
        groups = d.groups()
        placed = False
        seen: set[tuple] = set()
        if win is not None:
            for i, g in enumerate(groups):
                if g.meld is not None or g.kind is GroupKind.ASIDE:
                    continue
                if win in g.tiles or (win == K.JOKER and g.wilds):
                    key = (g.kind, g.tiles, g.wilds)
                    if key in seen:
                        continue
                    seen.add(key)
                    out.append(Reading(d, g, i))
                    placed = True
        if not placed:
            out.append(Reading(d, None))
    return out


def shape_input(hand: Hand, wild_kinds: Iterable[Tile] = (), with_win: bool = True) -> ShapeInput:
    tiles = hand.closed_tiles() if with_win else list(hand.concealed)
    c, wilds, jokers = natural_counts(tiles, wild_kinds)
    return ShapeInput(c, hand.melds, wilds, jokers)


class Evaluator:
    """Base evaluator: every reading through the fan table, exclusions, best total."""

    name = "fan_table"
    marks_chickens = False
    """Whether a win may come out marked a chicken hand (``score.details["chicken"]``: 明將 雞糊);
    the capped table (:mod:`.capped`) marks them where its ``chicken`` parameter asks."""

    def __init__(self, variant: ScoringVariant) -> None:
        self.variant = variant
        self.fans: list[FanSpec] = list(variant.fans)
        self._rules: list[tuple[FanSpec, FanRule]] = []
        for spec in self.fans:
            rule = get_rule(spec.rule)
            if rule is None:  # the loader reports this with the file and key; keep a clear error
                raise KeyError(f"no fan rule named {spec.rule!r}")
            self._rules.append((spec, rule))
        self._by_id = {f.id: f for f in self.fans}
        self._place = {fid: self.fans.index(spec) for fid, spec in self._by_id.items()}
        """Each fan's place in the table (what ``self.fans.index`` answers, found once: the
        exclusions and the listing order ask it of every fan of every reading judged)."""

    # -- hooks for subclasses --------------------------------------------------------------

    def decompositions(self, hand: Hand, situation: Situation) -> list[Decomposition]:
        inp = shape_input(hand, situation.wild_kinds)
        out: list[Decomposition] = []
        for shape in self.variant.shapes:
            out.extend(shape.decompositions(inp))
        return out

    def waits(self, hand: Hand, situation: Situation) -> frozenset[Tile]:
        if situation.heavenly or hand.win_tile is None:
            return frozenset()
        return frozenset(self.variant.waits(hand.without_win(), situation.wild_kinds))

    def limit_value(self, value: int) -> int:
        """A value as this table caps hands (no cap here; see the capped evaluator)."""
        return value

    def special_win(self, spec: FanSpec) -> Score:
        """The score of a win that is one fan alone, declared rather than read from a hand
        (花和, 十風): worth the fan's value, capped like any hand."""
        value = self.limit_value(spec.value)
        return Score([FanHit(spec.id, spec.zh, spec.en, spec.value)], value, value, True)

    def plain_fans(self) -> list[str]:
        """The ids of the fans every win scores (rule ``win``: 平胡, a chess win's base): what a
        hand with no pattern counts."""
        return [spec.id for spec in self.fans if spec.rule == EVERY_WIN]

    def value_of(self, fan_ids: Iterable[str]) -> int:
        """What a hand scoring each of ``fan_ids`` once (ids not in the table left out) is worth,
        counted as a read hand is: exclusions (and a group's highest alone) applied, summed and
        capped. The strong bot prices a pattern it sees by it (a shown flush)."""
        kept = self.apply_exclusions({f: 1 for f in fan_ids if f in self._by_id})
        return self.limit_value(self.total(kept)[0])

    def fan_counts(self, ctx: FanContext) -> dict[str, int]:
        counts: dict[str, int] = {}
        for spec, rule in self._rules:
            n = rule(ctx)
            if n:
                counts[spec.id] = n
        return counts

    def apply_exclusions(self, counts: dict[str, int]) -> dict[str, int]:
        """Drop every fan excluded (不計) by a fan that stays; higher values decide first."""
        order = sorted(counts, key=lambda f: (-self._by_id[f].value, self._place[f]))
        kept: dict[str, int] = {}
        excluded: set[str] = set()
        for fid in order:
            if fid in excluded:
                continue
            kept[fid] = counts[fid]
            excluded.update(self._by_id[fid].excludes)
        return kept

    def total(self, kept: dict[str, int]) -> tuple[int, int]:
        total = sum(self._by_id[f].value * n for f, n in kept.items())
        ignored = set(self.variant.win.min_fan_ignores)
        counted = sum(self._by_id[f].value * n for f, n in kept.items() if f not in ignored)
        return total, counted

    def explain(self, score: Score) -> list[Term]:
        """How ``score.total`` comes from the fans, when it is not simply their sum (a base
        doubled, a cap): the terms a player adds up (:mod:`.explain`); empty for a plain sum."""
        return []

    def value_op(self, fan_id: str) -> str:
        """How a fan's value enters the hand's worth, for the tables a player reads: ``"+"``
        added to the others (the default), ``"×"`` a factor (a doubling reads ×2), ``""`` a fan
        this table does not count."""
        return "+"

    def check_legal(self, score: Score, hand: Hand, situation: Situation) -> Score:
        minimum = self.variant.win.min_fan
        if score.counted < minimum:
            unit = self.variant.cfg.scoring
            score.refuse(below_minimum(score.counted, minimum, unit.unit_en, unit.unit_zh))
        return score

    # -- the main entry --------------------------------------------------------------------

    def contexts(self, hand: Hand, situation: Situation, decomps: list[Decomposition]) -> Iterable[FanContext]:
        """A fan context for each reading of the complete hand; the waits (asked by fans such as
        邊/砍/吊) are computed once, when first asked."""
        cache: list[frozenset[Tile]] = []

        def waits() -> frozenset[Tile]:
            if not cache:
                cache.append(self.waits(hand, situation))
            return cache[0]

        for reading in readings_of(hand, decomps):
            yield FanContext(hand, reading, situation, self.variant, waits)

    def hits(self, kept: dict[str, int]) -> list[FanHit]:
        """The kept fans as listed: highest value first, then in the table's order."""

        def order(kv: tuple[str, int]) -> tuple[int, int]:
            return (-self._by_id[kv[0]].value, self._place[kv[0]])

        return [
            FanHit(f, self._by_id[f].zh, self._by_id[f].en, self._by_id[f].value, n)
            for f, n in sorted(kept.items(), key=order)
        ]

    def score(self, hand: Hand, situation: Situation) -> Score:
        if hand.win_tile is None:
            return Score([], 0, 0, True).refuse(msg(NO_WIN_TILE))
        decomps = self.decompositions(hand, situation)
        if not decomps:
            return Score([], 0, 0, True).refuse(msg(INCOMPLETE))
        best: tuple[int, int, dict[str, int], Reading] | None = None
        for ctx in self.contexts(hand, situation, decomps):
            reading = ctx.reading
            kept = self.apply_exclusions(self.fan_counts(ctx))
            total, counted = self.total(kept)
            if best is None or (total, counted) > (best[0], best[1]):
                best = (total, counted, kept, reading)
        assert best is not None
        total, counted, kept, reading = best
        score = Score(self.hits(kept), total, counted, True, None, reading)
        return self.check_legal(score, hand, situation)


EVALUATORS: Registry[type[Evaluator]] = Registry("evaluator", "mahjong_tui.scoring")
"""Evaluators by name (a variant file's ``scoring.evaluator``)."""
EVALUATORS.register("fan_table")(Evaluator)


def evaluator(name: str) -> Callable[[type[Evaluator]], type[Evaluator]]:
    """Register an evaluator class under ``name`` (which it keeps as ``cls.name``)."""

    def deco(cls: type[Evaluator]) -> type[Evaluator]:
        EVALUATORS.register(name)(cls)
        cls.name = name
        return cls

    return deco


def get_evaluator(name: str) -> type[Evaluator] | None:
    return EVALUATORS.find(name)


def known_evaluators() -> list[str]:
    return EVALUATORS.names()
