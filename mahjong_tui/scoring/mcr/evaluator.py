"""The MCR evaluator (``[scoring] evaluator = "mcr"``): readings, fan families, exclusions.

Per hand: the facts and the hand-level families once; then every reading (standard splits,
seven pairs, 十三幺, 全不靠, 組合龍) through the reading-level families; per-occurrence
exclusions and the 套算一次 accounting happen inside the families, whole-fan exclusions (the
table's ``excludes``) here, higher values first; the best total wins (就高不就低). Fans whose
rule is not an MCR family rule are still honoured through a generic fan context.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from ...analysis.decompose import Decomposition, Group, GroupKind, meld_group
from ...messages import INCOMPLETE, NO_WIN_TILE, Message, below_minimum, msg
from ...tiles.hand import Hand, MeldKind
from ..base import Evaluator, FanContext, FanHit, Reading, Score, evaluator, fan_rule, get_rule
from ..situation import Situation
from .decompose import knitted, knitted_straight_readings, seven_pairs, standard_readings, thirteen_orphans
from .families import FAMILIES
from .tables import ORPHAN_SET, ORPHANS
from .view import HandFacts, ReadingView, table_for, view_of

if TYPE_CHECKING:  # pragma: no cover
    from ..scoring_variant import ScoringVariant

CHICKEN_HAND = "mcr.chicken_hand"


@fan_rule(CHICKEN_HAND)
def chicken_hand(ctx: FanContext) -> int:
    """無番和: no other fan (flowers aside)."""
    v = view_of(ctx)
    table = v.hf.table
    for fam in FAMILIES:
        for rule, n in v.family(fam.fn).items():
            if n and table.has(rule) and rule not in table.ignored_rules:
                return 0
    return 1


def readings(hf: HandFacts) -> list[ReadingView]:
    """Every reading of the hand in every MCR shape (§6.1 item 1). Cheap tests on the number
    of different kinds rule the special shapes in or out before any real work."""
    c = hf.c
    out = [ReadingView(hf, "standard", chows, pungs, pair) for chows, pungs, pair in standard_readings(c)]
    nm = hf.nmelds
    if nm > 1:
        return out
    kinds = hf.ckinds
    nk = len(kinds)
    if nm == 0:
        if nk <= 7:
            sp = seven_pairs(c)
            if sp is not None:
                out.append(ReadingView(hf, "seven_pairs", pairs=sp))
        elif nk >= 13:
            if nk == 13 and kinds <= ORPHAN_SET:
                op = thirteen_orphans(c)
                if op >= 0:
                    out.append(ReadingView(hf, "thirteen_orphans", pair=op))
            elif nk == 14:
                kn = knitted(c)
                if kn is not None:
                    out.append(ReadingView(hf, "knitted", suited=kn))
    if nk >= 9:
        for lay, (chows, pungs, pair) in knitted_straight_readings(c, kinds):
            out.append(ReadingView(hf, "knitted_straight", chows, pungs, pair, suited=lay))
    return out


class ReadingKey(NamedTuple):
    """What it takes to rebuild one reading's generic groups later, without keeping the
    :class:`ReadingView` (and every reading and cache it leads to) alive with the score."""

    hand: Hand
    shape: str
    conc_chows: tuple[int, ...]
    conc_pungs: tuple[int, ...]
    pair: int
    pairs: tuple[int, ...]
    suited: tuple[int, ...]
    singles: tuple[int, ...]
    """全不靠: every kind of the hand; empty for the other shapes."""
    win: int

    @classmethod
    def of(cls, v: ReadingView) -> ReadingKey:
        hf = v.hf
        singles = tuple(sorted(hf.kinds)) if v.shape == "knitted" else ()
        return cls(
            hf.hand, v.shape, tuple(v.conc_chows), tuple(v.conc_pungs), v.pair, v.pairs, v.suited, singles, hf.win
        )


def decomposition_of(k: ReadingKey) -> Decomposition:
    """The generic :class:`Decomposition` of a reading (for ``Score.reading``)."""
    melds = tuple(meld_group(m) for m in k.hand.melds if m.kind is not MeldKind.ASIDE)
    conc = tuple(Group(GroupKind.CHOW, (f, f + 1, f + 2)) for f in k.conc_chows) + tuple(
        Group(GroupKind.PUNG, (p, p, p)) for p in k.conc_pungs
    )
    pair = Group(GroupKind.PAIR, (k.pair, k.pair)) if k.pair >= 0 else None
    if k.shape == "standard":
        return Decomposition("standard", melds + conc, pair)
    if k.shape == "seven_pairs":
        return Decomposition("seven_pairs", (), None, tuple(Group(GroupKind.PAIR, (t, t)) for t in k.pairs))
    if k.shape == "thirteen_orphans":
        return Decomposition(
            "thirteen_orphans", (), pair, tuple(Group(GroupKind.SINGLE, (t,)) for t in ORPHANS if t != k.pair)
        )
    if k.shape == "knitted":
        return Decomposition("knitted", (), None, tuple(Group(GroupKind.SINGLE, (t,)) for t in k.singles))
    parts = tuple(Group(GroupKind.KNITTED, k.suited[i : i + 3]) for i in (0, 3, 6))
    return Decomposition("knitted_straight", melds + conc, pair, parts)


class McrScore(Score):
    """A :class:`Score` whose ``reading`` (generic groups, built from the compact reading) is
    made on first access: most callers only want the fans and the total."""

    build_reading: Callable[[], Reading] | None = None

    @property
    def reading(self) -> Reading | None:
        r = self.__dict__.get("_reading")
        if r is None and self.build_reading is not None:
            r = self.build_reading()
            self.__dict__["_reading"] = r
            self.build_reading = None
        return r

    @reading.setter
    def reading(self, value: Reading | None) -> None:
        self.__dict__["_reading"] = value

    def __getstate__(self) -> dict[str, object]:
        """Pickled with its reading made: the maker is a closure over the evaluator's tables,
        which do not travel (a result sent to a remote seat carries its scores)."""
        _ = self.reading
        state = dict(self.__dict__)
        state.pop("build_reading", None)
        return state

    def has_reading(self) -> bool:
        """``reading is not None``, the reading not made: the judge asks it of every hand it
        judges, and most readers want no more (3.6% of a profiled 40-hand MCR duel's time went
        into readings made only to be found not None)."""
        return self.__dict__.get("_reading") is not None or self.build_reading is not None


@evaluator("mcr")
class McrEvaluator(Evaluator):
    """Chinese Official scoring (mcr.md §6)."""

    def __init__(self, variant: ScoringVariant) -> None:
        super().__init__(variant)
        table = self.table = table_for(variant)
        produced = {r for fam in FAMILIES for r in fam.rules}
        used = {spec.rule for spec in self.fans}
        self._hand_fns = [f.fn for f in FAMILIES if f.hand_level and used & set(f.rules)]
        self._reading_fns = [f.fn for f in FAMILIES if not f.hand_level and used & set(f.rules)]
        self._custom = [
            (spec, get_rule(spec.rule)) for spec in self.fans if spec.rule not in produced and spec.rule != CHICKEN_HAND
        ]
        self._has_chicken = CHICKEN_HAND in used
        # Work by rule name when every rule is one fan and every family rule is in the table
        # (the MCR file): no translation per reading. Otherwise translate to fan ids.
        self._by_rule = (
            all(len(ids) == 1 for ids in table.ids_by_rule.values()) and not self._custom and produced <= used
        )
        spec_of_rule = {f.rule: f for f in self.fans}
        if self._by_rule:
            key = {f.id: f.rule for f in self.fans}
            self._spec = spec_of_rule
        else:
            key = {f.id: f.id for f in self.fans}
            self._spec = {f.id: f for f in self.fans}
        self._value = {key[f.id]: f.value for f in self.fans}
        self._rank = {key[f.id]: (-f.value, i) for i, f in enumerate(self.fans)}
        self._excl = {key[f.id]: frozenset(key[x] for x in f.excludes) for f in self.fans}
        self._ignored = frozenset(key[x] for x in variant.win.min_fan_ignores)
        self._chicken_key = key[spec_of_rule[CHICKEN_HAND].id] if self._has_chicken else ""
        self._wait_keys = {
            name: frozenset(key[f.id] for f in self.fans if f.rule == f"mcr.{name}_wait")
            for name in ("edge", "closed", "single")
        }
        self._min_fan = variant.win.min_fan
        self._hits: dict[tuple[str, int], FanHit] = {}
        """Fan hits are immutable: one object per (fan, count), shared by every score."""
        self._below: dict[int, Message] = {}
        """The below-the-minimum message per fan count (immutable, shared)."""

    # ------------------------------------------------------------------------------------

    def _counts(self, v: ReadingView, hand_raw: dict[str, int]) -> dict[str, int]:
        """Every fan of one reading before whole-fan exclusions, keyed as ``self._value``."""
        raw = dict(hand_raw)
        for fn in self._reading_fns:
            fn(v, raw)
        if self._by_rule:
            counts = raw
        else:
            counts = {}
            for rule, n in raw.items():
                if n:
                    for fid in self.table.ids_by_rule.get(rule, ()):
                        counts[fid] = n
            if self._custom:
                ctx = self._context(v)
                for spec, rule_fn in self._custom:
                    assert rule_fn is not None
                    got = rule_fn(ctx)
                    if got:
                        counts[spec.id] = got
        if self._has_chicken:
            ignored = self._ignored
            for f in counts:
                if f not in ignored:
                    break
            else:
                counts[self._chicken_key] = 1
        return counts

    def _context(self, v: ReadingView) -> FanContext:
        hf = v.hf
        d = decomposition_of(ReadingKey.of(v))
        reading = Reading(d, self._win_group(hf.win, d, None))
        ctx = FanContext(hf.hand, reading, hf.situation, self.variant, lambda: frozenset(hf.waits))
        ctx.__dict__["_mcr_hand_facts"] = hf
        return ctx

    def _exclude(self, counts: dict[str, int]) -> dict[str, int]:
        """Whole-fan exclusions (不計), higher values first: an excluded fan excludes nothing."""
        kept: dict[str, int] = {}
        excluded: set[str] = set()
        excl = self._excl
        for f in sorted(counts, key=self._rank.__getitem__):
            if f not in excluded:
                kept[f] = counts[f]
                e = excl[f]
                if e:
                    excluded |= e
        return kept

    def _wait_fan(self, kept: dict[str, int]) -> str | None:
        """Which wait fan (edge, closed, single) the kept fans count, if any."""
        want = None
        for name, keys in self._wait_keys.items():
            if keys & kept.keys():
                want = name
        return want

    @staticmethod
    def _win_group(w: int, d: Decomposition, want: str | None) -> Group | None:
        """The concealed group of ``d`` holding the winning tile ``w``, matching the wait fan counted."""
        candidates = [g for g in d.groups() if g.meld is None and w in g.tiles]
        for g in candidates:
            if want == "single" and g.kind is GroupKind.PAIR:
                return g
            if want == "closed" and g.kind is GroupKind.CHOW and g.tiles[1] == w:
                return g
            if want == "edge" and g.kind is GroupKind.CHOW and g.tiles[1] != w:
                return g
        return candidates[0] if candidates else None

    def _reading(self, key: ReadingKey, kept: dict[str, int]) -> Reading:
        d = decomposition_of(key)
        wg = self._win_group(key.win, d, self._wait_fan(kept))
        index = next((i for i, g in enumerate(d.groups()) if g is wg), -1) if wg is not None else -1
        return Reading(d, wg, index)

    # ------------------------------------------------------------------------------------

    def _prepare(self, hand: Hand, situation: Situation) -> tuple[list[ReadingView], dict[str, int]]:
        hf = HandFacts(hand, situation, self.table)
        views = readings(hf)
        hand_raw: dict[str, int] = {}
        if views:
            hf.views = views
            v0 = views[0]
            for fn in self._hand_fns:
                fn(v0, hand_raw)
        return views, hand_raw

    def _make_score(self, v: ReadingView, kept: dict[str, int], total: int, counted: int) -> McrScore:
        made = self._hits
        hits = []
        for f, n in kept.items():  # already in rank order (see _exclude)
            hit = made.get((f, n))
            if hit is None:
                s = self._spec[f]
                hit = made[f, n] = FanHit(s.id, s.zh, s.en, s.value, n)
            hits.append(hit)
        score = McrScore(hits, total, counted, True, None, None)
        score.build_reading = partial(self._reading, ReadingKey.of(v), kept)
        if counted < self._min_fan:
            why = self._below.get(counted)
            if why is None:
                unit = self.variant.cfg.scoring
                why = self._below[counted] = below_minimum(counted, self._min_fan, unit.unit_en, unit.unit_zh)
            score.refuse(why)
        return score

    def score(self, hand: Hand, situation: Situation) -> Score:
        if hand.win_tile is None:
            return Score([], 0, 0, True).refuse(msg(NO_WIN_TILE))
        views, hand_raw = self._prepare(hand, situation)
        if not views:
            return Score([], 0, 0, True).refuse(msg(INCOMPLETE))
        best_total = best_counted = -1
        best_kept: dict[str, int] = {}
        best_view = views[0]
        for v in views:
            kept = self._exclude(self._counts(v, hand_raw))
            total, counted = self._totals(kept)
            if total > best_total or (total == best_total and counted > best_counted):  # 就高不就低
                best_total, best_counted, best_kept, best_view = total, counted, kept, v
        _untie(views)
        return self._make_score(best_view, best_kept, best_total, best_counted)

    def score_readings(self, hand: Hand, situation: Situation) -> list[Score]:
        """The score of every reading of the hand (``score`` returns the best of these)."""
        if hand.win_tile is None:
            return []
        views, hand_raw = self._prepare(hand, situation)
        kept_each = [self._exclude(self._counts(v, hand_raw)) for v in views]
        _untie(views)
        return [self._make_score(v, kept, *self._totals(kept)) for v, kept in zip(views, kept_each, strict=True)]

    def _totals(self, kept: dict[str, int]) -> tuple[int, int]:
        """(total, the part counted toward the minimum) of the kept fans."""
        value = self._value
        ignored = self._ignored
        total = counted = 0
        for f, n in kept.items():
            pts = value[f] * n
            total += pts
            if f not in ignored:
                counted += pts
        return total, counted


def _untie(views: list[ReadingView]) -> None:
    """Once the readings are scored: scores keep a :class:`ReadingKey`, not the readings, so
    cut the link from the hand's facts back to them and leave no reference cycle."""
    if views:
        views[0].hf.views = None
