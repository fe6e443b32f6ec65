"""The one judge of a win: whether a declaration is a legal win and why not, whether it is a
false win, what it is worth and who pays.

Everything that decides or explains a win asks :func:`judge`: the engine when it offers and
settles a win, ``score`` (command line, JSON lines and the Python ``score()``), the drawn-hand
checks of settlements (查大叫, 承包) and the hints. None of them applies a rule of its own.

The judge reads a hand, its :class:`~mahjong_tui.scoring.situation.Situation` (how the win
happened) and the table: a :class:`~mahjong_tui.table.state.HandState` holding what the rules
read of the other seats (their melds, stakes, who already won …) and of the winner's own seat
(a missed-win ban, a void suit, a dead hand …). The engine passes its own state; ``score`` builds
one from a request (:mod:`mahjong_tui.rules.request`), so both are judged by the same code.

The order of the checks, first refusal wins:

1. the tiles form a winning shape (the evaluator finds a reading), and the table offers the
   win at all (not to a frozen 明將 chicken winner, not on a discarded joker);
2. the evaluator's own limits (a minimum of fans, a dead kong tile …);
3. the variant's win conditions (``win.conditions``: opened, two suits at most …);
4. the table features' refusals (a void suit held, furiten, self-draw only after a claim …);
5. the seat's own bans: a win passed earlier (過水 / 振聽 ban), a dead hand.

A complete hand refused at any step is a *false win* where the variant lets one be declared
(``win.offer_false_wins``); its fine comes from the settlement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..messages import Message, msg
from ..scoring.explain import seat_named
from ..table.records import Payment, WinRecord
from ..table.state import HandState
from ..tiles import kinds as K
from ..tiles.hand import Hand
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from ..scoring.base import Score
    from ..scoring.explain import Term
    from ..scoring.situation import Situation
    from .rule_variant import RuleVariant

DEAD_JOKER = "win.dead_joker"
PASSED_ALL = "win.passed_all"
PASSED_KIND = "win.passed_kind"
DEAD_HAND = "win.dead_hand"
INTERCEPTED = "win.intercepted"
FROZEN = "win.frozen"


def how_of(situation: Situation) -> str:
    """``self_draw``, ``rob_kong`` or ``discard``: how the situation says the tile was won."""
    if situation.self_drawn:
        return "self_draw"
    return "rob_kong" if situation.rob_kong else "discard"


@dataclass
class Verdict:
    """The judge's answer about one declaration."""

    variant: RuleVariant
    state: HandState
    seat: int
    hand: Hand
    situation: Situation
    how: str
    score: Score
    """Fans and total; ``legal``, ``reason`` and ``false_win`` agree with the verdict."""
    complete: bool
    """The tiles form a winning shape (whether or not the win is allowed)."""
    refusal: Message | None = None
    """Why the win is not allowed, or None for a legal win (or an incomplete hand)."""
    discarder: int | None = None
    """Absolute seat of the discarder (or the robbed konger); None on a self-draw."""
    special_tile: int | None = None
    """A special win's tile (:func:`judge_special`): his last discard, the completing bonus."""
    _payments: list[Payment] | None = field(default=None, repr=False)

    @property
    def legal(self) -> bool:
        return self.score.legal

    @property
    def false_win(self) -> bool:
        return self.score.false_win

    @property
    def declarable(self) -> bool:
        """The seat may declare it: a legal win, or a false win the variant lets one declare."""
        return self.legal or self.false_win

    @property
    def reason(self) -> Message | None:
        """Why it is no legal win (the evaluator's or a refusal's reason)."""
        if self.legal:
            return None
        return self.refusal or self.score.reason_msg

    def record(self) -> WinRecord:
        return WinRecord(
            self.seat,
            self.discarder,
            self._tile,
            self.hand,
            self.score,
            self.situation,
            self.how,
            self.false_win,
            chicken=bool(self.score.details.get("chicken")),
        )

    @property
    def _tile(self) -> int:
        if self.special_tile is not None:
            return self.special_tile
        return self.hand.win_tile if self.hand.win_tile is not None else -1

    def value_steps(self) -> list[Term]:
        """How the total comes from the fans, when it is not their plain sum (the evaluator's)."""
        return self.variant.evaluator.explain(self.score) if self.complete else []

    def payments(self) -> list[Payment]:
        """What this declaration alone costs: the win's payments, a false win's fine, or none."""
        if self._payments is None:
            if self.legal:
                self._payments = settle_wins(self.variant, self.state, [self.record()])
            elif self.false_win:
                self._payments = self.variant.settlement.on_false_win(self.state, self.seat)
            else:
                self._payments = []
        return self._payments


def judge(
    variant: RuleVariant,
    state: HandState,
    seat: int,
    hand: Hand,
    situation: Situation,
    discarder: int | None = None,
    rivals: Sequence[int] = (),
) -> Verdict:
    """Judge ``seat`` declaring ``hand`` (its winning tile included as ``hand.win_tile``) in
    ``situation`` at the table ``state``. ``discarder`` is the absolute seat that gave the tile
    (or whose kong is robbed); the situation names it by wind. ``rivals``: other seats declaring
    a win on the same tile (the table's order of winners may give it to one of them)."""
    how = how_of(situation)
    score = variant.evaluator.score(hand, situation)
    complete = score.has_reading()
    v = Verdict(variant, state, seat, hand, situation, how, score, complete, discarder=discarder)
    score.false_win = False
    if not complete:
        return v
    never = _never_offered(state, seat, hand, how)
    if never is None and rivals and discarder is not None:
        first = win_order(variant, [seat, *rivals], discarder, state.dealer, state.n)
        if seat not in first:
            never = msg(INTERCEPTED, seat=seat_named(state, first[0]))
    if never is not None:  # no declaration at all, so no false win either
        v.refusal = never
        score.refuse(never)
        return v
    if score.legal:
        refusal = refusal_of(variant, state, seat, hand, how, score)
        if refusal is not None:
            v.refusal = refusal
            score.refuse(refusal)
    if not score.legal:
        score.false_win = bool(variant.cfg.win.offer_false_wins)
    return v


def dead_discard(tile: Tile | None) -> bool:
    """A discard of ``tile`` is dead: no seat may win on it (a discarded 飛 joker)."""
    return tile == K.JOKER


def _never_offered(state: HandState, seat: int, hand: Hand, how: str) -> Message | None:
    """Wins the table never offers to declare: a frozen seat's (明將 chicken winner), a win on
    a dead discard (:func:`dead_discard`)."""
    if state.seats[seat].frozen:
        return msg(FROZEN)
    if how != "self_draw" and dead_discard(hand.win_tile):
        return msg(DEAD_JOKER)
    return None


def refusal_of(variant: RuleVariant, state: HandState, seat: int, hand: Hand, how: str, score: Score) -> Message | None:
    """Steps 3–5 of the judge, for a hand the evaluator accepts: why the rules refuse it now,
    or None (refusals that make a false win where the variant has those)."""
    s = state.seats[seat]
    tile = hand.win_tile
    for cond in variant.conditions:
        why = cond.refuse(state, seat, hand, how, score)
        if why:
            return _as_message(why, score)
    for f in variant.features:
        why = f.refuse_win(state, seat, tile, how)
        if why:
            return _as_message(why, score)
    if how != "self_draw" and s.banned_win_kinds is not None:
        if not s.banned_win_kinds:
            return msg(PASSED_ALL)
        if tile in s.banned_win_kinds:
            return msg(PASSED_KIND, tile=K.code(tile))
    if s.dead:
        return msg(DEAD_HAND)
    return None


def _as_message(why: Any, score: Score) -> Message:
    if isinstance(why, Message):
        return why
    if score.reason_msg is not None and str(score.reason_msg) == str(why):
        return score.reason_msg
    return Message("win.other", {"text": str(why)})


def win_order(variant: RuleVariant, claimants: Sequence[int], discarder: int, dealer: int, n: int) -> list[int]:
    """The seats that get a tile several declare a win on, in the order they are paid: counted
    from the discarder (or from the dealer, ``claims.priority_from``); only the first with one
    winner a discard (``claims.winners = "head_bump"``, 截胡)."""
    origin = dealer - 1 if variant.cfg.claims.priority_from == "dealer" else discarder
    ordered = sorted(claimants, key=lambda s: (s - origin) % n)
    return ordered[:1] if variant.cfg.claims.winners == "head_bump" else ordered


def judge_special(
    variant: RuleVariant, state: HandState, seat: int, hand: Hand, situation: Situation, fan_id: str, tile: int
) -> Verdict:
    """A win that is no hand shape but one fan declared by a table feature (Yunnan 十老頭 on
    his last discard, Malaysian 花和 with the bonus tile that completed the set): worth that fan
    alone, paid as a self-draw. The feature decides when it may be declared."""
    declared = special_wins(variant)
    if fan_id not in declared:
        raise KeyError(fan_id)
    spec = variant.fan_spec(fan_id)
    assert spec is not None
    score = variant.evaluator.special_win(spec)
    if declared[fan_id]:
        score.details["limit"] = spec.id
    won = Hand(list(hand.concealed), list(hand.melds), None, list(hand.bonus))
    v = Verdict(variant, state, seat, won, situation, "self_draw", score, True)
    v.special_tile = tile
    return v


def special_wins(variant: RuleVariant) -> dict[str, bool]:
    """Fan ids the variant's features let a player declare as a win of their own, each with
    whether it is a limit hand."""
    out: dict[str, bool] = {}
    for f in variant.features:
        out.update(f.special_wins())
    return out


def settle_wins(variant: RuleVariant, state: HandState, records: list[WinRecord]) -> list[Payment]:
    """The payments for the wins declared on one tile (several winners on one discard, or one)."""
    return variant.settlement.on_wins(state, records)


def legal_win_values(
    variant: RuleVariant,
    state: HandState,
    seat: int,
    concealed: list[int],
    melds: list[Any],
    situation: Situation,
    skip_all_held: bool = False,
) -> dict[int, Score]:
    """Each kind that completes the hand as a legal win in ``situation`` (its winning tile set to
    that kind), with its score: the waits that can actually win (with ``skip_all_held``, not a
    kind the hand holds every copy of)."""
    hand = Hand(sorted(concealed), list(melds))
    held = hand.all_tiles() if skip_all_held else []
    out: dict[int, Score] = {}
    for t in variant.waits(hand, situation.wild_kinds):
        if skip_all_held and variant.tileset.all_held(held, t):
            continue
        v = judge(variant, state, seat, Hand(sorted(concealed), list(melds), t), situation)
        if v.legal:
            out[t] = v.score
    return out
