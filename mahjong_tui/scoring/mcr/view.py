"""What MCR fan families look at: facts about the whole hand, and one reading of it.

:class:`HandFacts` is computed once per scored hand (tile classes, melds, the situation,
the wait — lazily). :class:`ReadingView` is one decomposition of the hand in a compact form
(chow first tiles, pung kinds, pair kind …). Families of fans (see :mod:`.families`) read
these and cache their results on the view.

:func:`view_of` builds the same view from a generic :class:`~mahjong_tui.scoring.base.FanContext`,
so the registered ``mcr.*`` fan rules also work under the generic evaluator.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...analysis.decompose import GroupKind
from ...tiles.hand import Hand, MeldKind
from ..situation import Situation
from .decompose import all_waits, has_other_wait
from .tables import B_ALL, PROPS, WINDS

if TYPE_CHECKING:  # pragma: no cover
    from ..base import FanContext
    from ..params import ScoringParams
    from ..scoring_variant import ScoringVariant

# placement codes: where the winning tile sits in a reading
P_CHOW, P_PUNG, P_PAIR, P_OTHER = 0, 1, 2, 3

_CHOW, _PUNG, _KONG, _CKONG = MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG, MeldKind.CONCEALED_KONG


class FanTable:
    """The variant's fan table seen by rule name: values, exclusions, parameters.

    Families choose between alternative combinations (套算一次) by value and avoid
    combinations that a chosen fan would exclude anyway, so they need the table.
    """

    def __init__(self, variant: ScoringVariant) -> None:
        self.variant = variant
        self.params: ScoringParams = variant.scoring_params
        self.ids_by_rule: dict[str, list[str]] = {}
        self.value_by_rule: dict[str, int] = {}
        rule_of = {f.id: f.rule for f in variant.fans}
        self.excl_by_rule: dict[str, frozenset[str]] = {}
        for f in variant.fans:
            self.ids_by_rule.setdefault(f.rule, []).append(f.id)
            self.value_by_rule.setdefault(f.rule, f.value)
            self.excl_by_rule[f.rule] = self.excl_by_rule.get(f.rule, frozenset()) | frozenset(
                rule_of[x] for x in f.excludes if x in rule_of
            )
        self.ignored_rules = frozenset(rule_of[x] for x in variant.win.min_fan_ignores if x in rule_of)

    def value(self, rule: str) -> int:
        return self.value_by_rule.get(rule, 0)

    def excludes(self, rule: str) -> frozenset[str]:
        return self.excl_by_rule.get(rule, frozenset())

    def has(self, rule: str) -> bool:
        return rule in self.value_by_rule


def table_for(variant: ScoringVariant) -> FanTable:
    """One :class:`FanTable` per variant object (kept on it)."""
    t = variant.__dict__.get("_mcr_fan_table")
    if t is None:
        t = FanTable(variant)
        variant.__dict__["_mcr_fan_table"] = t
    return t


class HandFacts:
    """Facts shared by every reading of one winning hand."""

    __slots__ = (
        "hand",
        "situation",
        "table",
        "win",
        "c",
        "nmelds",
        "meld_chows",
        "meld_pungs",
        "mk",
        "ck",
        "exposed",
        "kong_kinds",
        "allc",
        "kinds",
        "ckinds",
        "and_mask",
        "or_mask",
        "flowers",
        "seat_tile",
        "round_tile",
        "self_drawn",
        "_unique",
        "_nine_gates",
        "views",
    )

    def __init__(self, hand: Hand, situation: Situation, table: FanTable) -> None:
        self.hand = hand
        self.situation = situation
        self.table = table
        self.self_drawn = situation.self_drawn
        win = hand.win_tile
        assert win is not None
        self.win = win
        c = [0] * 34
        conc = hand.concealed
        for t in conc:
            c[t] += 1
        c[win] += 1
        self.c = c
        kinds = set(conc)
        kinds.add(win)
        self.ckinds = kinds
        meld_chows: list[int] = []
        meld_pungs: list[int] = []
        kong_kinds: list[int] = []
        mk = ck = exposed = 0
        allc = c
        if hand.melds:
            allc = list(c)
            kinds = set(kinds)
            for m in hand.melds:
                kind = m.kind
                t = m.tiles[0]
                if kind is _CHOW:
                    meld_chows.append(t)
                    exposed += 1
                    allc[t] += 1
                    allc[t + 1] += 1
                    allc[t + 2] += 1
                    kinds.add(t + 1)
                    kinds.add(t + 2)
                elif kind is _PUNG:
                    meld_pungs.append(t)
                    exposed += 1
                    allc[t] += 3
                elif kind is _KONG:
                    meld_pungs.append(t)
                    kong_kinds.append(t)
                    exposed += 1
                    mk += 1
                    allc[t] += 4
                elif kind is _CKONG:
                    meld_pungs.append(t)
                    kong_kinds.append(t)
                    ck += 1
                    allc[t] += 4
                else:
                    continue  # set-aside tiles are not MCR
                kinds.add(t)
        self.nmelds = len(meld_chows) + len(meld_pungs)
        self.meld_chows = meld_chows
        self.meld_pungs = meld_pungs
        self.mk = mk
        self.ck = ck
        self.exposed = exposed
        self.kong_kinds = kong_kinds
        self.allc = allc
        self.kinds = kinds
        a = B_ALL
        o = 0
        for t in kinds:
            p = PROPS[t]
            a &= p
            o |= p
        self.and_mask = a
        self.or_mask = o
        bonus = hand.bonus
        self.flowers = sum(1 for b in bonus if 34 <= b < 42) if bonus else 0
        self.seat_tile = WINDS[situation.seat_wind]
        self.round_tile = WINDS[situation.round_wind]
        self._unique: bool | None = None
        self._nine_gates: bool | None = None
        self.views: list[ReadingView] | None = None
        """Every reading, when the evaluator made them (lets :attr:`unique_wait` skip the search)."""

    # -- lazily computed -----------------------------------------------------------------------

    @property
    def waits(self) -> set[int]:
        """Kinds the 13-tile hand waited on (every MCR shape)."""
        c13 = list(self.c)
        c13[self.win] -= 1
        return all_waits(c13, self.nmelds)

    @property
    def unique_wait(self) -> bool:
        """§6.1 item 7: the hand waited on exactly one kind (never for a heavenly win).
        Worked out on first use, stopping at the first other wait found."""
        if self._unique is None:
            if self.situation.heavenly or (self.views and any(v.two_sided() for v in self.views)):
                self._unique = False
            else:
                w = self.win
                c13 = list(self.c)
                c13[w] -= 1
                present = self.ckinds
                if not c13[w]:
                    present = present - {w}
                self._unique = not has_other_wait(c13, self.nmelds, w, present)
        return self._unique

    @property
    def nine_gates(self) -> bool:
        """九蓮寶燈: no melds and the 13 tiles before the win are 1112345678999 of the winning
        tile's suit (§8.10: the pure nine-way wait)."""
        if self._nine_gates is None:
            ok = False
            w = self.win
            b = w - w % 9
            c = self.c
            if self.nmelds == 0 and w < 27 and c[b] >= 3 and c[b + 8] >= 3:
                ok = sum(c[b : b + 9]) == 14 and all(
                    c[b + r] - (1 if b + r == w else 0) == (3 if r in (0, 8) else 1) for r in range(9)
                )
            self._nine_gates = ok
        return self._nine_gates

    @property
    def last_tile(self) -> bool:
        """和絕張 (§8.8): the other three copies are visible — the situation says so, or the
        winner's own exposed melds show them — and the winner holds none concealed."""
        w = self.win
        if self.c[w] != 1:
            return False
        if self.situation.last_tile:
            return True
        return self.allc[w] - self.c[w] == 3


_NONE: list[int] = []


class ReadingView:
    """One reading (decomposition) of the hand, melds included, in compact form."""

    __slots__ = (
        "hf",
        "shape",
        "chows",
        "pungs",
        "conc_chows",
        "conc_pungs",
        "pair",
        "pairs",
        "suited",
        "placements",
        "cache",
    )

    def __init__(
        self,
        hf: HandFacts,
        shape: str,
        conc_chows: list[int] = _NONE,
        conc_pungs: list[int] = _NONE,
        pair: int = -1,
        pairs: tuple[int, ...] = (),
        suited: tuple[int, ...] = (),
        placements: tuple[tuple[int, int], ...] | None = None,
    ) -> None:
        self.hf = hf
        self.shape = shape
        self.conc_chows = conc_chows
        self.conc_pungs = conc_pungs
        self.chows = hf.meld_chows + conc_chows if hf.meld_chows else conc_chows
        self.pungs = hf.meld_pungs + conc_pungs if hf.meld_pungs else conc_pungs
        self.pair = pair
        self.pairs = pairs
        """Seven pairs: the pair kinds (a four of a kind twice)."""
        self.suited = suited
        """Knitted shapes: the knitted suit tiles (組合龍 part, or all suit tiles of 全不靠)."""
        self.placements = placements
        """Where the winning tile sits, as (P_* code, group's first tile); None: in any concealed
        group that holds it (the evaluator's readings), the wait family picks the best."""
        self.cache: dict[Callable[[ReadingView, dict[str, int]], None], dict[str, int]] = {}

    def two_sided(self) -> bool:
        """The winning tile sits, in this reading, where it proves a second wait: at the
        non-edge end of a concealed chow (then the tile three away completes it too) or in a
        concealed pung (then the pair could have been the pung instead)."""
        w = self.hf.win
        if w in self.conc_pungs:
            return True
        return any((w == f and f % 9 <= 5) or (w == f + 2 and f % 9 >= 1) for f in self.conc_chows)

    def family(self, fn: Callable[[ReadingView, dict[str, int]], None]) -> dict[str, int]:
        """The fans ``fn`` finds in this reading (computed once)."""
        got = self.cache.get(fn)
        if got is None:
            got = {}
            fn(self, got)
            self.cache[fn] = got
        return got


def view_of(ctx: FanContext) -> ReadingView:
    """The :class:`ReadingView` of a generic fan context (built once, kept on the context)."""
    v = ctx.__dict__.get("_mcr_view")
    if v is not None:
        return v
    hf = ctx.__dict__.get("_mcr_hand_facts")
    if hf is None:
        hf = HandFacts(ctx.hand, ctx.situation, table_for(ctx.variant))
    d = ctx.d
    conc_chows: list[int] = []
    conc_pungs: list[int] = []
    for g in d.sets:
        if g.meld is not None:
            continue
        if g.kind is GroupKind.CHOW:
            conc_chows.append(g.tiles[0])
        elif g.kind in (GroupKind.PUNG, GroupKind.KONG):
            conc_pungs.append(g.tiles[0])
    pair = d.pair.tiles[0] if d.pair is not None else -1
    pairs: tuple[int, ...] = ()
    suited: tuple[int, ...] = ()
    if d.shape == "seven_pairs":
        pairs = tuple(sorted(g.tiles[0] for g in d.extra))
    elif d.shape == "knitted_straight":
        suited = tuple(t for g in d.extra for t in g.tiles)
    elif d.shape == "knitted":
        suited = tuple(sorted(g.tiles[0] for g in d.extra if g.tiles[0] < 27))
    placements = None
    wg = ctx.win_group
    if wg is not None:
        w = hf.win
        if wg.kind is GroupKind.CHOW:
            placements = ((P_CHOW, wg.tiles[0]),)
        elif wg.kind in (GroupKind.PUNG, GroupKind.KONG):
            placements = ((P_PUNG, w),)
        elif wg.kind is GroupKind.PAIR:
            placements = ((P_PAIR, w),)
        else:
            placements = ((P_OTHER, w),)
    v = ReadingView(hf, d.shape, conc_chows, conc_pungs, pair, pairs, suited, placements)
    ctx.__dict__["_mcr_view"] = v
    return v
