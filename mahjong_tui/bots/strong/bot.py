"""The strong bot: the baseline bot's plans and choices, with defence.

Every decision starts from what :class:`~mahjong_tui.bots.baseline.BaselineBot` would do. When
an opponent may be ready, each discard costs the chance to win it gives up plus the expected
loss of dealing in with it (:mod:`.stance`); the baseline's discard stands when no other costs
clearly less, else the baseline picks among the cheapest. A far hand thus folds (its chance
to win hardly depends on the discard), a ready one mostly pushes; a hand that would fold even
its most dangerous tile makes no claim. Where a drawn hand's check (查大叫) makes a hand that is
not ready pay, it folds only among discards that keep its distance and value. The chess sets
defend too, with their own readiness and win chances (:mod:`.chess_stance`), and read each
piece's danger from the pieces in sight (:mod:`.chess_danger`).

Before that, a ready discard is weighed by the judge (:mod:`.value`: what its waits are worth,
legal wins only); where the minimum is high (MCR, Malaysian) so is a claim (:mod:`.value_claims`:
a pung or chow making the hand ready on winning waits is taken, one leaving only waits under
the minimum is passed); there a hand one step from ready is searched one draw deeper
(:mod:`.mcr_search`: the discard whose draws lead to ready hands the judge pays most for, and
no pung or chow leaving the hand one step from ready with no such draw); and Sichuan's void
suit and exchange of three are answered by what the suits kept are worth (:mod:`.setup_choice`).
Where kongs are paid at once (Sichuan, Yunnan) it makes them even a tile further from a win
(:mod:`.blood_kongs`); where it does not fold (Sichuan, Yunnan) it takes the safest of equally
good discards and folds only the discard right after its own kong (槓上炮: :mod:`.blood_defence`).
:func:`~.discard_ranking.rank_discards` lays the same evaluation out per discard, for hints and
the hand review."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ...engine.view import SeatInfo, SeatView
from ...rules.advice import marks_chickens
from ...rules.features.void_suit import VoidSuit
from ...rules.winnable import two_suits_at_most
from ...table.actions import Act, Action, Mark
from ...table.state import Phase
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ..baseline import BaselineBot
from ..context import Ctx
from ..discarding import MAX_FINALISTS
from ..plan_list import Plan
from ..plans import READY
from ..probe_base import FAR, Probe, bit_tiles
from .blood_defence import SaferDiscard, blood_defends
from .blood_kongs import PaidKongs, pays_kongs_at_once
from .chess_danger import ChessDangerBoard
from .chess_stance import WIN_CHANCE as CHESS_WIN_CHANCE
from .danger import SPECIALS_READ_IN, DangerBoard
from .danger_model import model_for
from .discard_winners import discard_winner
from .fold_steps import fold_margin, stepwise_pick
from .furiten import over_water, unstuck_discard
from .jokers import JokerKeeping, has_jokers
from .mcr_push import reads_ready_worth, ready_chances
from .mcr_search import DrawSearch
from .mcr_step_chance import step_chances
from .mingjiang_concealed import concealed_beats_claim, weighs_concealed
from .mingjiang_hebei_chance import chance_for
from .mingjiang_hebei_kongs import win_kong_slack
from .mingjiang_hebei_ready import keeps_ready, ready_rivals
from .opening import OpeningTiming, must_open
from .readiness import curve_for
from .ready_call import declares_paid_ready, ready_call, thin_wait_floor, undeclared_on_thin_wait
from .ready_claims import claims_to_ready
from .seat_cost import seat_cost
from .self_draw_pass import passes_for_self_draw, passes_win
from .setup_choice import choose_exchange, choose_void
from .shape import FINALISTS, ShapeChoice, two_step_in
from .stakes import choose_stakes
from .stance import CALM, WIN_CHANCE, expected_loss, folds, loss_weight
from .value import ReadyDiscards, better_ready_discard
from .value_claims import kills_value, value_claim
from .wuhan_defence import can_win
from .wuhan_open_claims import OpenToWin

_CHOOSE, _CHOW, _DISCARD, _PASS, _PUNG = Act.CHOOSE, Act.CHOW, Act.DISCARD, Act.PASS, Act.PUNG

SAME_COST = 0.003
"""Costs this close are equal: then the baseline's choice stands."""
NO_DEFENCE = frozenset({"sichuan", "yunnan", "wuhan"})
"""Variants where the bot does not defend: there every fold measured lost points. A winner on
one's discard leaves the table, so cheap deal-ins cost little while safe discards cost wins
(Sichuan, whose danger reads well); Yunnan's deal-ins are rare and cheap; in Wuhan a deal-in
costs hardly more than the same win self-drawn; in Sichuan's blood battle every win given up
costs far more than a deal-in. Measured: benchmarks/STRONG_BOT.md, section bot.py."""
SAME_COST_BY_VARIANT = {"sichuan": 0.01}
"""Sichuan, duplicate duels of 600 hands against normal: with 0.003 the bot traded acceptance
for small gains in safety and lost (−0.74 ± 1.06 points a hand; −0.02 ± 0.06 with no defence at
all); at 0.01 it keeps only the clear trades (−0.07 ± 0.28, deal-ins 18.6% against 19.4%). At
MCR 0.01 measured no better than 0.003 (+0.60 ± 1.83 against +1.31 ± 1.83, 800 hands)."""
VALUE_DISTANCE = 4
"""Plans' distance (with the penalty for value under the minimum) up to which the judge is
asked about ready discards: a hand further off has none."""
VALUE_CLAIM_MINIMUM = 5
"""The least minimum (MCR 8 fans, Malaysian 5) at which claims are weighed by the judge. Under
it (明將's 1 fan, 憨兒's 1 台) a plain hand seldom falls short, and 明將 measured no better with
them (400 duplicate hands: −1.48 ± 1.06 a hand against −0.78 ± 0.99 without; again with its
chicken waits read as no win, 2,000 hands: seed 1 paired +0.25 ± 0.28, seed 2 −0.30 ± 0.33,
:mod:`.paid_waits`). There only a claim leaving nothing but chicken waits is passed."""
SEARCH_DISTANCE = 3
"""Plans' distance (with the penalty for value under the minimum) up to which the search one
draw deep is run (a hand one step from ready in shape may read further by the plans)."""
SEARCH_BETTER = 1.0
"""The search's discard replaces the baseline's when its draws are worth more than this many
times the baseline's."""
SEARCH_CLAIMS = True
"""The baseline's pung or chow is weighed by the search too (:meth:`StrongBot._claim_searched`)."""
ACCEPTANCE_EXPONENT = 0.7
"""A discard leaving a share s of the best acceptance at its distance keeps s ** this of the
chance to win at that distance (fewer tiles to draw, but not proportionally fewer wins). 0.35,
taking a safer discard at the same distance more readily, measured no better in Shaanxi,
Shandong and Beijing. Measured: benchmarks/STRONG_BOT.md, section bot.py."""


class StrongBot(ShapeChoice, BaselineBot, OpeningTiming, OpenToWin, JokerKeeping, PaidKongs, SaferDiscard):
    reads_win_facts = True
    """It asks the judge with the facts the table judges by (:func:`.value.view_facts`)."""

    def __init__(self, variant: Variant, seed: int = 0) -> None:
        super().__init__(variant, seed)
        self.paid_kongs = pays_kongs_at_once(variant)
        self.win_kongs = None if self.paid_kongs else win_kong_slack(variant)
        """Kongs on a discard keeping the distance, where kongs are paid with the win
        (:mod:`.mingjiang_hebei_kongs`)."""
        if variant.is_chess:
            self.memo_kinds = K.NUM_KINDS  # the pieces too: see PlanRanking.memo_kinds
        self.two_step = two_step_in(variant)
        self.max_finalists = FINALISTS if self.two_step else MAX_FINALISTS
        self._shape_memo: dict[tuple, Probe] = {}
        self.furiten = variant.cfg.claims.pass_ban == "furiten"
        self.defends = variant.family not in NO_DEFENCE
        self.blood_defence = blood_defends(variant)
        """Where it does not fold, it takes the safest of equally good discards (:mod:`.blood_defence`)."""
        self.value_claims = self.min_value >= VALUE_CLAIM_MINIMUM
        """Claims are weighed by the judge (:mod:`.value_claims`)."""
        self.ready_claims = claims_to_ready(variant)
        """A folding hand still makes the pung or chow that leaves it ready (:mod:`.ready_claims`)."""
        self.chicken_claims = not self.value_claims and marks_chickens(variant)
        """A pung or chow leaving only waits the judge calls a chicken hand is passed (明將:
        :mod:`.paid_waits`)."""
        self.weighs_concealed = weighs_concealed(variant)
        """A concealed hand's claim making it ready is weighed against staying concealed
        (:mod:`.mingjiang_concealed`)."""
        self.keeps_jokers = has_jokers(variant)
        self.search = DrawSearch(variant) if self.value_claims and not self.keeps_jokers else None
        """Discards one step from ready are weighed by the judge one draw deep
        (:mod:`.mcr_search`). Not where the set has jokers (the Malaysian game): there it measured
        no gain and nearly doubled the p99 of a turn. Measured: benchmarks/STRONG_BOT.md, section
        bot.py."""
        self.voids = (
            "declared"
            if any(isinstance(f, VoidSuit) for f in variant.features)
            else "two_suits"
            if two_suits_at_most(variant)
            else ""
        )
        self.loss_weight = loss_weight(variant)
        self.readiness = curve_for(variant.family, variant.is_chess)
        self.danger_model = model_for(variant.family)
        """The danger reading fitted from logged play, where it measured better (:mod:`.danger_model`)."""
        self.seat_cost = seat_cost(variant)
        """What a deal-in to each opponent costs, concealed or not, dealer or not (明將, the Malaysian
        game: :mod:`.seat_cost`)."""
        self.specials = variant.grammar.concealed_only if variant.family in SPECIALS_READ_IN else ()
        """The concealed-only sets whose waits the danger board reads (Hebei: :data:`.danger.SPECIALS_READ_IN`)."""
        self.win_table = CHESS_WIN_CHANCE if variant.is_chess else WIN_CHANCE
        self.win_chance = chance_for(variant, self.win_table)
        """The chance to win by distance and wall left (fitted for 明將: :mod:`.mingjiang_hebei_chance`)."""
        self.same_cost = SAME_COST_BY_VARIANT.get(variant.family, SAME_COST)
        self.paid_ready = declares_paid_ready(variant)
        self.thin_wait = thin_wait_floor(variant)
        """Where set, no ready declaration on a wait with fewer unseen winning pieces (:mod:`.ready_call`)."""
        self.over_water = over_water(variant)
        self.must_open = must_open(variant)
        self.keep_ready = variant.cfg.settlement.params.get("draw_check", "none") != "none"
        """A drawn hand's check (查大叫) makes a hand that is not ready pay the ready ones: there
        the bot folds only among discards that keep its distance and value, and claims as the
        baseline does."""
        self.keeps_wait = keeps_ready(variant)
        """A ready hand on a live wait folds only among ready discards (:mod:`.mingjiang_hebei_ready`)."""
        self.ready_discards = ReadyDiscards(variant)
        """The judge's advice on the ready discards, asked once per decision (:mod:`.value`); only
        waits it pays for count (no chicken hand, :mod:`.paid_waits`)."""
        self.ready_worth = reads_ready_worth(variant)
        """A ready discard's chance to win is read from the judge's waits (:mod:`.mcr_push`)."""
        self.fold_margin = fold_margin(variant.family)
        """Where set, it folds among the discards that keep its distance first (:mod:`.fold_steps`)."""
        self.self_draw_pass = passes_for_self_draw(variant)
        """A win on a discard may be passed for the self-draw (Hebei: :mod:`.self_draw_pass`)."""

    def choose(self, view: SeatView) -> Action:
        choices = [a for a in view.legal if a.type is _CHOOSE]
        if choices:
            picked = (
                choose_exchange(self.variant, view, choices)
                or choose_void(self.variant, view, choices)
                or choose_stakes(self.variant, view, choices)
            )
            if picked is not None:
                return picked
        if self.self_draw_pass and view.phase is Phase.CLAIM and view.last_discard is not None:
            passed = self._pass_win(view)
            if passed is not None:
                return passed
        return super().choose(view)

    def _pass_win(self, view: SeatView) -> Action | None:
        """The pass, where a win on the discard is offered and passing it for the self-draw is
        worth more (:mod:`.self_draw_pass`)."""
        assert view.last_discard is not None
        wins = [a for a in view.legal if a.type is Act.WIN and not a.false_win]
        passes = [a for a in view.legal if a.type is _PASS]
        if not wins or not passes or wins[0].tile is None:
            return None
        discarder, _ = view.last_discard
        if not passes_win(self.variant, view, wins[0].tile, discarder, self.danger_board(view).threat):
            return None
        return passes[0]

    def stance_weight(self, view: SeatView) -> float | None:
        """The loss weight the stance weighs danger with on this decision, or None where it does
        not look at danger: a kong discard's where the bot does not otherwise fold
        (:meth:`~.blood_defence.SaferDiscard._kong_weight`), else its own where it defends. The
        bot and the hints (:mod:`.discard_ranking`) both ask it."""
        kong = self._kong_weight(view)
        if kong is not None:
            return kong
        return self.loss_weight if self.defends else None

    def fold_may_throw(self, tile: Tile) -> bool:
        """Whether a fold may throw ``tile`` for its safety: not a 飛 joker, dead to the others but
        worth most to the hand (:mod:`.jokers`). The bot's fold and the hints' order of the
        discards and their safest (:mod:`.discard_ranking`) both ask it."""
        return not (self.keeps_jokers and tile == K.JOKER)

    def _board(self, ctx: Ctx) -> DangerBoard | None:
        """The danger readings, when the stance looks at danger and some opponent may be ready."""
        if self.stance_weight(ctx.view) is None:
            return None
        board = self.danger_board(ctx.view)
        return board if board.threat >= CALM else None

    def danger_board(self, view: SeatView) -> DangerBoard:
        """The danger readings of ``view`` (the chess sets read their pieces: :mod:`.chess_danger`)."""
        if self.variant.is_chess:
            return ChessDangerBoard(view, self.variant, self.furiten, self.readiness)
        return DangerBoard(
            view,
            self.furiten,
            self.voids,
            self.readiness,
            self.danger_model,
            self.threats(view),
            self.specials,
            self.seat_cost,
        )

    def threats(self, view: SeatView) -> Callable[[SeatInfo], bool] | None:
        """Which opponents a discard of ours can deal in to (the board's ``can_win``), or None
        where every one can: the board and ``benchmarks/danger_log.py`` both ask it."""
        return partial(can_win, self.variant) if self.must_open else discard_winner(self.variant, view)

    def _distance(self, ctx: Ctx) -> int:
        ranked = self._ranked(ctx, 0)
        return ranked[0][0][0] if ranked else FAR

    def _claim(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        board = self._board(ctx)
        folding = board is not None and not self.keep_ready and self._folds(board, ctx)
        if folding and not self.ready_claims:
            return by_type[_PASS][0]
        picked = self._claim_for_value(ctx, by_type) if self.value_claims else super()._claim(ctx, by_type)
        if folding and not (picked.type in (_PUNG, _CHOW) and self._distance_after_claim(ctx, picked) == READY):
            return by_type[_PASS][0]  # a folding hand claims only to be ready (:mod:`.ready_claims`)
        if self.chicken_claims and picked.type in (_PUNG, _CHOW) and kills_value(self.variant, ctx.view, picked):
            return by_type[_PASS][0]  # it could win nothing but a chicken hand, paid nothing
        if self.weighs_concealed and picked.type in (_PUNG, _CHOW) and self._stays_concealed(ctx, picked):
            return by_type[_PASS][0]
        if self.paid_kongs:
            picked = self._paid_kong(ctx, by_type, picked)
        elif self.win_kongs is not None:
            picked = self._paid_kong(ctx, by_type, picked, self.win_kongs)
        if self.keeps_jokers:
            picked = self._keep_jokers(ctx, by_type, picked)
        if not self.must_open:
            return picked
        return self._open_to_win(ctx, by_type, self._open_in_time(ctx, by_type, picked))

    def _stays_concealed(self, ctx: Ctx, claim: Action) -> bool:
        """Whether the concealed hand is worth more than ``claim`` making it ready (明將:
        :mod:`.mingjiang_concealed`)."""
        return concealed_beats_claim(self.variant, ctx.view, claim, self._distance(ctx), self.win_chance)

    def _folds(self, board: DangerBoard, ctx: Ctx) -> bool:
        """Whether the hand folds even its most dangerous tile (:func:`.stance.folds`)."""
        return folds(board, self.win_chance(self._distance(ctx), ctx.view.wall_remaining), self.loss_weight)

    def _claim_for_value(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        """The baseline's claim unless it leaves only waits under the minimum, or a pung or
        chow making the hand ready with winning waits (:mod:`.value_claims`)."""
        offered = [a for k in (_PUNG, _CHOW) for a in by_type.get(k, [])]
        if not offered or ctx.jokers or ctx.wilds:  # the judge's advice on a hand with jokers is slow
            return super()._claim(ctx, by_type)
        pick = value_claim(self.variant, ctx.view, offered)
        if pick is not None:
            return pick
        base = super()._claim(ctx, by_type)
        if base.type in (_PUNG, _CHOW) and kills_value(self.variant, ctx.view, base):
            return by_type[_PASS][0]
        if (
            base.type in (_PUNG, _CHOW)
            and self.search is not None
            and SEARCH_CLAIMS
            and not self._claim_searched(ctx, base)
        ):
            return by_type[_PASS][0]
        return base

    def _claim_searched(self, ctx: Ctx, claim: Action) -> bool:
        """Whether the baseline's pung or chow stands by the search one draw deep
        (:mod:`.mcr_search`): not when it leaves the hand one step from ready with no draw
        leading to a wait the judge accepts, nor when the hand is one step from ready now and
        passing is worth more."""
        assert self.search is not None
        got = self.search.claim_worths(ctx.view, claim)
        if got is None:
            return True
        after, passing = got
        return after > 0 and (passing is None or after >= passing)

    def _turn(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        picked = self._turn_action(ctx, by_type)
        if self.thin_wait is not None and picked.type is _DISCARD:
            picked = undeclared_on_thin_wait(self.variant, ctx.view, by_type[_DISCARD], picked, self.thin_wait)
        return picked

    def _turn_action(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        """The turn's action: the baseline's, then the judge's value, the search, the ready call
        and the stance in turn."""
        base = super()._turn(ctx, by_type)
        if self.paid_kongs and base.type is _DISCARD:
            base = self._paid_turn_kong(ctx, by_type, base)
        if base.type is not _DISCARD:
            return base
        base = self._worth_a_win(ctx, by_type, base)
        if self.search is not None and not (ctx.jokers or ctx.wilds):
            base = self._searched(ctx, by_type, base)
        if self.paid_ready:
            base = ready_call(self.variant, ctx.view, by_type[_DISCARD], base)
        if self.over_water:
            plain = {a.tile: a for a in by_type[_DISCARD] if a.choice is None and a.tile is not None}
            base = unstuck_discard(self.variant, ctx.view, plain, base)
        if self.blood_defence:
            base = self._safer_discard(ctx, by_type[_DISCARD], base)
        board = self._board(ctx)
        if board is None:
            return base
        assert base.tile is not None
        discards = [a for a in by_type[_DISCARD] if a.choice is not Mark.SWAP_CALL] or by_type[_DISCARD]
        plans = [p for _, p in self._ranked(ctx)] or list(self.book.plans)
        scores = self._discard_scores(ctx, plans, discards)
        kong_weight = self._kong_weight(ctx.view)  # a kong discard where the bot does not fold otherwise
        w = self.stance_weight(ctx.view)
        assert w is not None  # the board is read only where the stance weighs danger
        chance = self.stance_chances(ctx.view, scores)
        loss = {t: expected_loss(board, t, w) for t in scores}
        best = max(chance.values())

        def cost(t: Tile) -> float:
            return best - chance[t] + loss[t]

        rivals = [t for t in scores if t != base.tile and cost(t) < cost(base.tile) - self.same_cost]
        if (
            self.keep_ready and kong_weight is None
        ):  # a drawn hand's check (查大叫) makes a hand not ready pay: fold without losing shape
            rivals = [t for t in rivals if scores[t] <= scores[base.tile]]
        if self.keeps_wait:  # 明將, Hebei: a ready hand on a live wait folds among ready discards
            rivals = ready_rivals(self.ready_discards, ctx.view, scores, base.tile, rivals)
        rivals = [t for t in rivals if self.fold_may_throw(t)]
        if not rivals:
            return base
        # the distance alone misses what a discard does to the hand's acceptance: weigh it in
        shares = self._acceptance_shares(ctx, plans[0], [base.tile, *rivals], scores)
        for t in shares:
            chance[t] *= shares[t] ** ACCEPTANCE_EXPONENT

        def rank(t: Tile) -> tuple[float, float]:
            return (cost(t), self._keep_value(t, ctx))

        if self.fold_margin is None:
            pick = min(rivals, key=rank)
        else:
            pick = stepwise_pick(
                rivals, base.tile, lambda t: scores[t][0], cost, rank, self.same_cost, self.fold_margin
            )
        if cost(pick) < cost(base.tile) - self.same_cost:
            same = [a for a in discards if a.tile == pick]
            return next((a for a in same if not a.ready), same[0])  # declaring ready is the baseline's call
        return base

    def stance_chances(self, view: SeatView, scores: dict[Tile, tuple[int, int]]) -> dict[Tile, float]:
        """Each discard's chance to win for the stance: by the plans' distance, a ready one read
        from its waits where the variant does (:mod:`.mcr_push`), one a step from ready from
        the search's routes (:mod:`.mcr_step_chance`)."""
        wall = view.wall_remaining
        chance = {t: self.win_chance(d, wall) for t, (d, _) in scores.items()}
        if not self.ready_worth:
            return chance

        def by_distance(d: int) -> float:
            return self.win_chance(d, wall)

        chance = ready_chances(self.ready_discards, view, chance, by_distance)
        return step_chances(self.search, view, chance, by_distance) if self.search is not None else chance

    def _worth_a_win(self, ctx: Ctx, by_type: dict[Act, list[Action]], base: Action) -> Action:
        """The baseline's discard, or a ready discard whose waits the judge accepts as wins
        (:mod:`.value`) when the baseline's leaves waits under the minimum."""
        if self._distance(ctx) > (VALUE_DISTANCE if self.min_value > 0 else 1):
            return base
        plain = {a.tile: a for a in by_type[_DISCARD] if a.choice is None and a.tile is not None}
        assert base.tile is not None
        pick = better_ready_discard(self.ready_discards, ctx.view, set(plain), base.tile)
        return plain[pick] if pick is not None else base

    def _searched(self, ctx: Ctx, by_type: dict[Act, list[Action]], base: Action) -> Action:
        """The baseline's discard, or the one whose draws lead to ready hands worth most
        (:mod:`.mcr_search`), where the baseline's leaves the hand one step from ready."""
        assert self.search is not None and base.tile is not None
        if self._distance(ctx) > SEARCH_DISTANCE:
            return base
        plain = {a.tile: a for a in by_type[_DISCARD] if a.choice is None and a.tile is not None}
        worths = self.search.discard_worths(ctx.view, plain, base.tile)
        mine = worths.get(base.tile)
        if mine is None or not worths:
            return base
        best = max(worths, key=lambda t: (worths[t], t == base.tile, -t))
        return plain[best] if worths[best] > SEARCH_BETTER * mine else base

    def _acceptance(self, ctx: Ctx, plan: Plan, tiles: list[Tile]) -> dict[Tile, int]:
        """Each discard's acceptance: the unseen tiles bringing ``plan`` closer after it."""
        counts = ctx.counts
        top = self._probe(ctx, plan)
        unseen = self._unseen(ctx)
        acc: dict[Tile, int] = {}
        for t in tiles:
            if t == K.JOKER or not counts[t]:
                acc[t] = 0
                continue
            counts[t] -= 1
            held = ctx.kinds_bits if counts[t] else ctx.kinds_bits & ~(1 << t)
            improving = self._improving(ctx, plan, counts, lambda t=t: top.without(t), held)  # type: ignore[misc]
            counts[t] += 1
            acc[t] = sum(unseen[u] for u in bit_tiles(improving))
        return acc

    def _acceptance_shares(
        self, ctx: Ctx, plan: Plan, tiles: list[Tile], scores: dict[Tile, tuple[int, int]]
    ) -> dict[Tile, float]:
        """Each discard's acceptance (unseen tiles bringing ``plan`` closer) as a share of the
        best acceptance among ``tiles`` leaving the same distance (the baseline's measure)."""
        acc = self._acceptance(ctx, plan, tiles)
        best: dict[int, int] = {}
        for t in tiles:
            d = scores[t][0]
            best[d] = max(best.get(d, 0), acc[t])
        return {t: acc[t] / best[scores[t][0]] if best[scores[t][0]] else 1.0 for t in tiles}
