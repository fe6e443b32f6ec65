"""Sichuan and Yunnan: a defence that gives up nothing.

There the strong bot does not fold (``bot.NO_DEFENCE``: folding lost more in wins than it saved).
Among the discards that keep the baseline's score (distance and plan value) and its acceptance it
takes the least dangerous (:meth:`SaferDiscard._safer_discard`), so speed is untouched.

The danger is the general reading (:class:`~.danger.DangerBoard`) weighed by what a deal-in to
each opponent would cost, read from what it shows (:class:`BloodDanger`): a suit a win cannot
hold (Sichuan: two suits at most); a shown flush, weighing :attr:`BloodRules.flush`; in Yunnan a
seat with no meld and no flush, seldom a pattern, weighing :data:`CONCEALED_YUNNAN` and read for
its pair waits alone (:attr:`BloodRules.patterns_only`); a tile let pass since the opponent's last
discard (:data:`PASSED_SAFE`); the discard right after one's own kong (槓上炮), folded at
:data:`KONG_DISCARD_WEIGHT` and allowed to give up acceptance (:data:`KONG_ACCEPTANCE_SHARE`).

The rules are asked of the variant (:func:`blood_rules`, :func:`flush_price`), never copied or
keyed by the game's id, so a house file extending Sichuan or Yunnan is read as it says;
``Variant.family`` keys only what was measured in duels (:data:`IN` and the weights).

In duplicate duels against normal the free choice moves the deal-ins a little and the margins not
at all; no fold measured (slow or far hands, looser acceptance, the stance on in Yunnan at loss
weights 2 to 6) met the deal-in ratio of 0.75 with the margin above zero, the nearest (0.78 in
Sichuan) for 4.35 points a hand. Measured: benchmarks/STRONG_BOT.md, section blood_defence.py."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...engine.view import SeatInfo, SeatView
from ...rules.conditions import every_kind
from ...rules.discard_wins import cheapest_discard_win
from ...rules.winnable import Limits, condition_limits
from ...table.actions import Act, Action, Mark
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ...variants.plan_kinds import PLAN_FANS
from ..context import Ctx
from ..discarding import DiscardChoice
from ..plan_list import Plan
from .danger import PAIR, PASSED, DangerBoard, Opponent
from .payoffs import payoff
from .stance import CALM

IN = frozenset({"sichuan", "yunnan"})
"""The variants where the free choice is made (the others but Wuhan defend by :mod:`.stance`). Not
Wuhan: there it measured lower at two seeds, within the noise but no better, also beside
:mod:`.wuhan_defence` and :mod:`.wuhan_open_claims`; in MCR, Shandong, Shaanxi and Beijing it
changed nothing beyond noise, so it stays off there. Measured: benchmarks/STRONG_BOT.md, section
blood_defence.py."""
CONCEALED_YUNNAN = 0.4
"""Where a plain hand cannot win on a discard (:attr:`BloodRules.patterns_only`; measured in
Yunnan): the weight of an opponent showing no meld (seven pairs and concealed pungs can)."""
FLUSH_RIVER_SHARE = 0.15
"""A flush is read when at most this share of the opponent's discards are of its meld suit."""
FLUSH_MELDS = 2
"""Melds all of one suit from which a flush is read."""
MARGIN = 0.02
"""A discard replaces the baseline's only when its weighted danger is lower by this."""
ACCEPTANCE_SHARE = 1.0
"""The share of the baseline discard's acceptance a safer discard must keep."""
KEEP_SLACK = 0.5
"""How much more a safer discard may be worth keeping on its own (pairs, neighbours) than the
baseline's: acceptance now does not see what a broken pair or neighbour costs later."""

KONG_ACCEPTANCE_SHARE = 0.5
"""The share of the baseline discard's acceptance a safer discard must keep when it is a kong
discard (槓上炮: in Yunnan any ready hand wins on it, in Sichuan it doubles and takes the kong's money)."""
KONG_KEEP_SLACK = 2.0
""":data:`KEEP_SLACK` for a kong discard."""
PASSED_SAFE = True
"""A tile an opponent let pass since its last discard cannot win for it: its hand has not changed
since, a bot declares every win it can, and in Yunnan one who passes a win may not win on a discard
before it draws again. Read "since its last discard" by river position
(:class:`~.danger.DangerBoard`); alone it changed no margin (it seldom decides). Measured:
benchmarks/STRONG_BOT.md, section blood_defence.py."""
KONG_DISCARD_WEIGHT = {"yunnan": 6.0, "sichuan": 2.0}
"""The loss weight (:mod:`.stance`) of a kong discard, where the bot folds it among all its
discards (also out of its distance). Yunnan: a deal-in on it costs at least a 1-番 discard win (4)
where the same plain hand self-drawn costs 1; Sichuan: it doubles the win and hands over the kong's
money. 6 and 2 measured no worse than 3 in Yunnan, 800 hands. Measured: benchmarks/STRONG_BOT.md,
section blood_defence.py."""


@dataclass(frozen=True)
class BloodRules:
    """What the defence reads of the variant's own rules (:func:`blood_rules`), none copied here."""

    flush: float
    """What a deal-in to a shown flush costs against a plain deal-in (:func:`flush_price`)."""
    patterns_only: bool
    """A plain hand cannot win on a discard: the cheapest discard win is worth more than a plain
    hand (Yunnan: 平胡 wins self-drawn only)."""
    limits: Limits | None
    """The kind sets every win must lie within, one of them (Sichuan 缺門: two suits at most)."""
    kinds: frozenset[Tile]
    """Every kind of the tile set."""


def flush_price(variant: Variant) -> float:
    """What a deal-in to a flush costs against a plain deal-in, as the settlement pays them
    (:func:`~.payoffs.payoff`): a plain hand with the flush fan added, as the fan table counts
    it, over a plain hand, each raised to the cheapest win a discard may pay
    (:func:`cheapest_discard_win`). Sichuan: 清一色 alone counts (3 番, 24) against 平胡 (1 番,
    6): 4. Yunnan: a plain hand cannot win on a discard, so a plain deal-in is one of a single
    pattern (1 番, 4); 清一色 is such a pattern itself (平胡 0 + 清一色 1 = 1 番, 4): 1. A flush
    is still read apart there: it wins on a discard with any shape, so its whole danger counts
    (:meth:`BloodDanger._pattern_only` reads the others'). 1.0 where the table has no flush."""
    evaluator = variant.evaluator
    flush = next((f for f in PLAN_FANS["pure_flush"] if variant.fan_spec(f) is not None), None)
    if flush is None:
        return 1.0
    plain = evaluator.plain_fans()
    flush_value = cheapest_discard_win(variant, evaluator.value_of([*plain, flush]))
    plain_value = cheapest_discard_win(variant, evaluator.value_of(plain))
    if flush_value is None or plain_value is None:
        return 1.0
    players = max(variant.seats)
    plain_cost = payoff(variant, players, plain_value).deal_in
    return payoff(variant, players, flush_value).deal_in / plain_cost if plain_cost > 0 else 1.0


@lru_cache(maxsize=16)
def blood_rules(variant: Variant) -> BloodRules:
    """The rules the defence reads, asked once per variant (the loader keeps one of each)."""
    plain = variant.evaluator.value_of(variant.evaluator.plain_fans())
    cheapest = cheapest_discard_win(variant, plain)
    patterns_only = cheapest is None or cheapest > plain
    return BloodRules(flush_price(variant), patterns_only, condition_limits(variant, 0), every_kind(variant))


@dataclass(frozen=True)
class Threat:
    """One opponent's weights, read from its melds and river."""

    opponent: Opponent
    weight: float
    """What a deal-in to it costs, in plain wins."""
    flush: int | None
    """The suit of the flush it shows (0 m, 1 p, 2 s), if any."""
    blocked: frozenset[Tile]
    """The kinds it cannot win on: outside every kind set a win must lie within
    (:attr:`BloodRules.limits`) that holds its melds (Sichuan: its melds show two suits, so
    not the third)."""


def _meld_suits(s: SeatInfo) -> list[int]:
    """The suit of each visible set (3 for honours; Wuhan's one-tile set-aside kongs are no set)."""
    return [K.suit_of(mv.meld.tiles[0]) for mv in s.melds if mv.meld is not None and mv.size >= 3]


def _flush_suit(s: SeatInfo) -> int | None:
    """The suit of the flush ``s`` shows: :data:`FLUSH_MELDS` melds or more, all of one suit, and
    few of it in its river. A meld of honours rules a flush out: Yunnan's 清一色 is one suit with no
    honour (or honours only, :func:`~mahjong_tui.scoring.rules_southwest.one_suit_or_honours`), and
    Sichuan has none; reading them changed no figure. Measured: benchmarks/STRONG_BOT.md, section
    blood_defence.py."""
    suits = _meld_suits(s)
    if len(suits) < FLUSH_MELDS or len(set(suits)) != 1 or suits[0] == 3:
        return None
    suit = suits[0]
    river = [r.tile for r in s.river]
    same = sum(1 for t in river if K.is_suited(t) and K.suit_of(t) == suit)
    return suit if river and same <= FLUSH_RIVER_SHARE * len(river) else None


def _blocked(rules: BloodRules, s: SeatInfo) -> frozenset[Tile]:
    """The kinds ``s`` cannot win on by the kind sets a win must lie within: those outside every
    set holding its visible sets (none where no set holds them all: left to the danger board)."""
    if rules.limits is None:
        return frozenset()
    shown = {t for mv in s.melds if mv.meld is not None and mv.size >= 3 for t in mv.meld.tiles}
    fits = [kinds for kinds in rules.limits if shown <= kinds]
    return rules.kinds - frozenset().union(*fits) if fits else frozenset()


def read_threats(variant: Variant, view: SeatView, board: DangerBoard, kong_discard: bool = False) -> list[Threat]:
    """Each opponent's weights in ``variant``; ``kong_discard``: the discard is a kong discard
    (槓上炮), itself a pattern, so a plain hand wins on it where it otherwise needs one."""
    rules = blood_rules(variant)
    seats = {s.seat: s for s in view.seats}
    out = []
    for o in board.opponents:
        s = seats[o.seat]
        flush = _flush_suit(s)
        weight = 1.0
        if rules.patterns_only and not s.melds and flush is None and not kong_discard:
            weight = CONCEALED_YUNNAN
        out.append(Threat(o, weight, flush, _blocked(rules, s)))
    return out


class BloodDanger:
    """The weighted danger of each tile: readiness × danger × what a deal-in would cost."""

    def __init__(self, variant: Variant, view: SeatView, board: DangerBoard) -> None:
        self.board = board
        kong_discard = view.kong_discard
        rules = blood_rules(variant)
        self.threats = read_threats(variant, view, board, kong_discard)
        self.flush = rules.flush
        self.patterns_only = rules.patterns_only and not kong_discard

    def against(self, th: Threat, t: Tile) -> float:
        """The weighted danger of ``t`` against one opponent."""
        suit = K.suit_of(t) if K.is_suited(t) else None
        opp = th.opponent
        if t in th.blocked or (PASSED_SAFE and t in opp.passed):
            return 0.0
        if suit is not None and suit == th.flush:
            return opp.readiness * self.board.against(opp, t) * th.weight * self.flush
        d = self._pattern_only(opp, t) if self.patterns_only else self.board.against(opp, t)
        return opp.readiness * d * th.weight

    def _pattern_only(self, opp: Opponent, t: Tile) -> float:
        """Yunnan, no flush read: a discard win needs a pattern, mostly all pungs or seven pairs,
        which wait on pairs and single tiles only: the danger's pair part, not its runs."""
        if not K.is_suited(t) or t in opp.discarded or (opp.void is not None and K.suit_of(t) == opp.void):
            return self.board.against(opp, t)
        d = PAIR * min(self.board.unseen[t], 3) / 3
        return d * PASSED if t in opp.passed else d

    def risk(self, t: Tile) -> float:
        return sum(self.against(th, t) for th in self.threats)


def blood_defends(variant: Variant) -> bool:
    return variant.family in IN


class SaferDiscard(DiscardChoice):
    """Mixed into the strong bot: :meth:`_safer_discard` vets the discard it would make."""

    variant: Variant

    def danger_board(self, view: SeatView) -> DangerBoard:
        """The decision's danger readings (the strong bot's)."""
        raise NotImplementedError

    def _acceptance(self, ctx: Ctx, plan: Plan, tiles: list[Tile]) -> dict[Tile, int]:
        """The unseen copies improving the hand after each discard of ``tiles`` (the strong bot's)."""
        raise NotImplementedError

    def _kong_weight(self, view: SeatView) -> float | None:
        """The loss weight of a kong discard (:data:`KONG_DISCARD_WEIGHT`) where the bot does not
        otherwise fold; None elsewhere."""
        return KONG_DISCARD_WEIGHT.get(self.variant.family) if view.kong_discard else None

    def _safer_discard(self, ctx: Ctx, discards: list[Action], base: Action) -> Action:
        """``base``, or a discard keeping its score and acceptance that is clearly less dangerous
        (when some opponent may be ready)."""
        if base.type is not Act.DISCARD or base.tile is None:
            return base
        board = self.danger_board(ctx.view)
        if board.threat < CALM:
            return base
        by_tile: dict[Tile, list[Action]] = {}
        for a in discards:
            if a.choice is not Mark.SWAP_CALL and a.tile is not None:
                by_tile.setdefault(a.tile, []).append(a)
        own = base.tile
        reading = BloodDanger(self.variant, ctx.view, board)
        mine = reading.risk(own)
        safer = [t for t in by_tile if t != own and reading.risk(t) < mine - MARGIN]
        if not safer:
            return base
        plans = [p for _, p in self._ranked(ctx)] or list(self.book.plans)
        scores = self._discard_scores(ctx, plans, [by_tile[t][0] for t in [own, *safer] if t in by_tile])
        kong = ctx.view.kong_discard
        if kong:  # a kong discard may give up plan value, not distance
            same = [t for t in safer if scores[t][0] == scores[own][0]]
        else:
            same = [t for t in safer if scores[t] == scores.get(own)]
        if not same:
            return base
        acc = self._acceptance(ctx, plans[0], [own, *same])
        limit = self._keep_value(own, ctx) + (KONG_KEEP_SLACK if kong else KEEP_SLACK)
        share = KONG_ACCEPTANCE_SHARE if kong else ACCEPTANCE_SHARE
        kept = [t for t in same if acc[t] >= share * acc[own] and self._keep_value(t, ctx) <= limit]
        if not kept:
            return base
        pick = min(kept, key=lambda t: (reading.risk(t), -acc[t], t))
        # declaring ready is the baseline's call
        return next((a for a in by_tile[pick] if not a.ready), by_tile[pick][0])
