"""Part of :class:`~.game.Game`: whether a tile wins, the situation it wins in, declaring and
settling wins, payments, and the end of a hand."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..messages import WALL_EMPTY, Message, msg
from ..rules.judge import Verdict, judge, settle_wins
from ..scoring.situation import Situation
from ..table.actions import Act, Action, Mark
from ..table.event_kinds import EventKind
from ..table.records import HandResult, Payment, WinRecord, net_by_seat
from ..table.state import Phase
from ..tiles.hand import Hand, Meld, MeldKind
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from .parts import GameParts
else:  # the declared parts are for the type checker; at run time a part is a plain mixin
    GameParts = object


@dataclass(slots=True)
class LastReadiness:
    """What :meth:`WinPlay._completes` last learned of one seat's hand."""

    concealed: list[Tile]
    melds: list[Meld]
    wild: tuple[Tile, ...]
    ready: bool
    ordered: tuple[Tile, ...]
    """``concealed`` sorted."""
    floor: int
    """A lower bound of the hand's shanten, exact when it is ready."""
    tried: dict[Tile, bool] = field(default_factory=dict)
    """Tiles tried on the ready hand: whether each completes it."""
    candidates: set[Tile] | None = None
    """Once :attr:`candidates_known`: the kinds that may complete the ready hand (a superset of
    its waits), or None when the engine cannot narrow them."""
    candidates_known: bool = False


class WinPlay(GameParts):
    """Mixed into :class:`~.game.Game`; what it uses of the other parts is declared in
    :class:`~.parts.GameParts`."""

    _natural: frozenset[Tile]
    """The variant's natural kinds (a wait is one)."""
    _exchange_bounded: bool
    """A tile exchanged moves a hand's shanten by at most one (see ``HandEngine.exchange_bounded``)."""
    _ready_memo: dict[tuple, int]
    """A floor of a hand's shanten by (sorted hand, melds, wild kinds) (see :meth:`_completes`)."""
    _last_ready: dict[int, LastReadiness]
    """Per seat, its hand last asked about by :meth:`_completes` and what is known of it."""
    _waits_memo: dict[tuple, frozenset[Tile]]

    def _win_action(self, seat: int, tile: Tile, win: Verdict) -> Action:
        """The win action for ``_win_check``'s verdict: flagged when false, and marked
        ``choice="chicken"`` when the evaluator calls it a chicken hand (明將 雞糊)."""
        chicken = bool(win.score.details.get("chicken"))
        return Action(Act.WIN, seat, tile, false_win=not win.legal, choice=Mark.CHICKEN if chicken else None)

    def _win_check(self, seat: int, tile: Tile, how: str, konger: int | None = None) -> Verdict | None:
        """The judge's verdict when ``seat`` may declare a win with ``tile`` now (a legal win, or
        a false win the variant lets one declare), else None."""
        st = self.state
        s = st.seats[seat]
        if s.frozen:
            return None
        if how == "self_draw":
            concealed = list(s.hand)
            concealed.remove(tile)
        else:
            concealed = s.hand  # only read: asked on every discard for every other seat
        if not self._completes(seat, concealed, s.melds, tile):  # a fast filter; the judge decides
            return None
        verdict = self._judge(seat, concealed, tile, how, konger)
        if not verdict.complete:
            return None
        for f in self.variant.features:
            f.on_win_chance(self, seat, tile, how)
        if verdict.declarable:
            return verdict
        if how != "self_draw":  # another's tile goes by unclaimed: the seat learns why (its own turn's w says it)
            self._emit(EventKind.WIN_REFUSED, seat, tile, why=verdict.reason)
        return None

    def _judge(self, seat: int, concealed: list[Tile], tile: Tile, how: str, giver: int | None = None) -> Verdict:
        """Ask the judge about ``seat`` declaring a win on ``tile`` (``giver``: the robbed konger)."""
        s = self.state.seats[seat]
        hand = Hand(sorted(concealed), list(s.melds), tile, list(s.bonus))
        sit = self.situation(seat, tile, how, giver)
        discarder = None
        if how == "discard" and self.state.last_discard is not None:
            discarder = self.state.last_discard[0]
        elif how == "rob_kong":
            discarder = giver
        return judge(self.variant, self.state, seat, hand, sit, discarder)

    def _completes(self, seat: int, concealed: list[Tile], melds: list[Meld], tile: Tile) -> bool:
        """Whether ``tile`` completes the seat's hand (``tile in self._waits(concealed, melds)``).

        Asked on every discard for every other seat, of hands mostly far from ready, that
        change only on their own turn: whether a hand is ready is remembered (for the seat's
        last hand, and by the sorted hand), and only a ready hand is tried with the tile,
        instead of finding every wait it has. What is remembered is a lower bound of the
        shanten, exact when the hand is ready (``HandEngine.shanten_floor``): after the seat's
        draw and discard its hand is at most one step closer, so a hand two or more away needs
        no new reading (where ``_exchange_bounded``)."""
        if tile not in self._natural:  # a wait is a natural kind
            return False
        wild = self.state.wild_kinds
        last = self._last_ready.get(seat)
        if last is None or not (last.concealed == concealed and last.melds == melds and last.wild == wild):
            ordered = tuple(sorted(concealed))
            floor: int | None
            if (
                last is not None
                and last.floor >= 2
                and self._exchange_bounded
                and not wild
                and last.melds == melds
                and _one_exchange(last.ordered, ordered)
            ):
                floor = last.floor - 1  # a tile drawn, a tile discarded: at most one step closer
            else:
                key = (ordered, tuple(melds), wild)
                floor = self._ready_memo.get(key)
                if floor is None:
                    floor = self.variant.engine.shanten_floor(concealed, melds, wild)
                    if len(self._ready_memo) > 20000:
                        self._ready_memo.clear()
                    self._ready_memo[key] = floor
            last = self._last_ready[seat] = LastReadiness(
                list(concealed), list(melds), wild, floor <= 0, ordered, floor
            )
        if not last.ready:
            return False
        tried = last.tried
        got = tried.get(tile)
        if got is None:
            engine = self.variant.engine
            if not last.candidates_known:  # the kinds that may complete it, a superset of its waits
                last.candidates = engine.win_candidates(concealed, melds, wild)
                last.candidates_known = True
            cands = last.candidates
            if cands is not None and tile not in cands:
                got = tried[tile] = False
            else:
                got = tried[tile] = engine.is_complete(list(concealed) + [tile], melds, wild)
        return got

    def _known_not_ready(self, seat: int, concealed: list[Tile], melds: list[Meld]) -> bool:
        """Whether :meth:`_completes` last found exactly this hand of ``seat`` not ready (then
        no tile completes it and the judge need not be asked)."""
        last = self._last_ready.get(seat)
        return (
            last is not None
            and not last.ready
            and last.concealed == concealed
            and last.melds == melds
            and last.wild == self.state.wild_kinds
        )

    def _waits(self, concealed: list[Tile], melds: list[Meld]) -> frozenset[Tile]:
        """Kinds completing a waiting hand; memoised, since a seat's hand is asked about on
        every discard but changes only on its own turn."""
        key = (tuple(sorted(concealed)), tuple(melds), self.state.wild_kinds)
        got = self._waits_memo.get(key)
        if got is None:
            wild = self.state.wild_kinds
            if not self.variant.engine.ready(concealed, melds, wild):  # shanten > 0, found faster
                got = frozenset()
            else:
                got = frozenset(self.variant.waits(Hand(sorted(concealed), list(melds)), wild))
            if len(self._waits_memo) > 20000:
                self._waits_memo.clear()
            self._waits_memo[key] = got
        return got

    def situation(self, seat: int, tile: Tile, how: str, konger: int | None = None) -> Situation:
        st = self.state
        s = st.seats[seat]
        discarder = None
        if how == "discard" and st.last_discard is not None:
            discarder = st.last_discard[0]
        elif how == "rob_kong":
            discarder = konger
        self_drawn = how == "self_draw"
        last_wall = st.last_tile_drawn
        first_go = st.calls_made == 0
        sit = Situation(
            self_drawn=self_drawn,
            seat_wind=st.seat_wind(seat),
            round_wind=st.round_wind,
            discarder=st.seat_wind(discarder) if discarder is not None else None,
            last_tile=self._is_last_of_kind(seat, tile, how),
            last_wall_tile=last_wall,
            kong_replacement=self_drawn and st.last_was_kong_replacement,
            double_kong_replacement=self_drawn and st.last_was_kong_replacement and st.kong_on_kong == st.kongs_total,
            kong_discard=how == "discard" and st.kong_discard_pending is not None,
            rob_kong=how == "rob_kong",
            flower_replacement=self_drawn and st.last_was_bonus_replacement,
            heavenly=self_drawn
            and seat == st.dealer
            and s.discards_made == 0
            and s.kongs_declared == 0
            and (s.draws_made == (1 if self.cfg.deal.dealer_draws_first else 0)),
            earthly=self_drawn and seat != st.dealer and s.draws_made == 1 and s.discards_made == 0 and first_go,
            human=how == "discard" and s.draws_made == 0 and first_go,
            ready_declared=s.ready,
            first_turn_ready=s.ready_first_turn,
            wild_kinds=st.wild_kinds,
            own_discards=frozenset(s.discarded_kinds),
            kongs_declared=s.kongs_declared,
            last_four=st.last_phase,
        )
        sit.extra["calls_made"] = st.calls_made
        sit.extra["streak"] = self.match.streak
        sit.extra["draws_before"] = self.match.draws_in_a_row
        sit.extra["draws_made"] = s.draws_made
        sit.extra["dealer_first_discard"] = (
            discarder is not None and discarder == st.dealer and st.seats[st.dealer].discards_made == 1
        )
        sit.extra["discarder_first_discard"] = discarder is not None and st.seats[discarder].discards_made == 1
        return sit

    def _is_last_of_kind(self, seat: int, tile: Tile, how: str) -> bool:
        """和絕張: every other copy of ``tile`` is visible in rivers or exposed melds."""
        st = self.state
        visible = 0
        for s in st.seats:
            for r in s.river:
                if r.tile == tile and r.claimed_by is None:
                    visible += 1
            for m in s.melds:
                if m.kind is MeldKind.CONCEALED_KONG:
                    continue
                visible += sum(1 for t in m.physical() if t == tile)
        if how == "discard":
            visible -= 1  # the winning discard itself is in the river
        if how == "rob_kong":
            pass  # the robbed tile was never laid down
        if tile in st.seats[seat].hand and how != "self_draw":
            return False
        if how == "self_draw" and st.seats[seat].hand.count(tile) > 1:
            return False
        return visible >= self.variant.tileset.count(tile) - 1

    def _declare_wins(self, wins: list[Action], discarder: int | None, tile: Tile, how: str) -> None:
        st = self.state
        records: list[WinRecord] = []
        for a in wins:
            concealed = list(st.seats[a.seat].hand)
            if how == "self_draw":
                concealed.remove(tile)
            giver = discarder if how == "rob_kong" else None
            records.append(self._judge(a.seat, concealed, tile, how, giver).record())
        self._settle_wins(records, discarder, tile, how)

    def _settle_wins(self, records: list[WinRecord], discarder: int | None, tile: Tile, how: str) -> None:
        """Pay declared wins and end the hand, or let it go on (blood battle)."""
        st = self.state
        false = [r for r in records if r.false_win]
        if false:
            for r in false:
                self._emit(EventKind.FALSE_WIN, r.seat, tile, r.hand.all_tiles(), reason=r.score.reason or "")
                r.payments = self.variant.settlement.on_false_win(st, r.seat)
                self._pay(r.payments)
            self._end_hand(false_wins=false)
            return
        if discarder is not None and how == "discard":
            river = st.seats[discarder].river
            river[-1] = replace(river[-1], claimed_by=records[0].seat)
        for i, r in enumerate(records):
            st.seats[r.seat].won = True
            if how != "self_draw" and i == 0:  # one physical tile: the first winner holds it
                st.seats[r.seat].hand.append(tile)
            self._emit(
                EventKind.WIN,
                r.seat,
                tile,
                r.hand.all_tiles(),
                how=how,
                discarder=discarder,
                total=r.score.total,
                fans=[f.as_dict() for f in r.score.fans],
            )
        paid = settle_wins(self.variant, st, records)
        for r in records:
            r.payments = [p for p in paid if r.seat in (p.payee, p.payer)]
        self._pay(paid)
        st.wins.extend(records)
        active = [i for i in range(self.n) if st.active(i)]
        if len(active) >= 2 and any(f.continue_after_wins(self, records) for f in self.variant.features):
            if st.phase is Phase.HAND_OVER:
                return  # the feature ended the hand itself (abort_hand)
            st.last_discard = None
            # play goes on with the first player still in after the last winner
            last = records[-1].seat
            self._after_no_claim(last)
            return
        self._end_hand(wins=list(st.wins))

    # ================================================================ end of hand

    def _pay(self, payments: list[Payment]) -> None:
        for p in payments:
            if p.amount == 0:
                continue
            self.state.payments.append(p)
            if p.payee is None:  # into the pot (憨兒's ready deposits) …
                self.state.pot += p.amount
            if p.payer is None:  # … and out of it to a winner
                self.state.pot -= p.amount
            self._emit(
                EventKind.PAYMENT, p.payee, payer=p.payer, payee=p.payee, amount=p.amount, reason=p.reason, note=p.note
            )

    def _exhaustive_draw(self) -> None:
        st = self.state
        self._emit(EventKind.EXHAUSTIVE_DRAW, None, reason=WALL_EMPTY, args={})
        self._pay(self.variant.settlement.on_exhaustive_draw(st))
        self._end_hand(exhaustive=True, reason=msg(WALL_EMPTY))

    def _end_hand(
        self,
        wins: list[WinRecord] | None = None,
        false_wins: list[WinRecord] | None = None,
        exhaustive: bool = False,
        reason: Message | None = None,
    ) -> None:
        st = self.state
        if wins is None:
            wins = list(st.wins)  # blood battle: earlier wins of this hand
        result = HandResult(
            st.hand_no, st.dealer, st.round_wind, list(wins), list(false_wins or []), [], exhaustive, reason
        )
        result.last_drawer = st.last_drawer
        result.seating = list(self.match.seating)
        self._pay(self.variant.settlement.on_hand_end(st, result))
        result.payments = list(st.payments)
        result.deltas = deltas = net_by_seat(st.payments, self.n)
        result.pot_change = st.pot - self.match.pot
        self.match.pot = st.pot
        st.result = result
        st.phase = Phase.HAND_OVER
        self.variant.hands_cached += 1
        st.pending = {}
        for i, d in enumerate(deltas):
            self.match.scores[self.match.seating[i]] += d
        self.history.append(result)
        self._emit(
            EventKind.HAND_END,
            None,
            deltas=deltas,
            scores=self.seat_scores(),
            exhaustive=exhaustive,
            winners=[w.seat for w in result.wins],
        )
        self.variant.rotation.after_hand(self.match, result)

    def _next_hand(self) -> None:
        if self.match.over:
            self.state.phase = Phase.MATCH_OVER
            self._emit(
                EventKind.MATCH_END,
                None,
                scores=list(self.match.scores),
                players=self.player_names,
                reason=self.match.reason,
            )
            return
        self._start_hand()

    # ================================================================ helpers


def _one_exchange(before: tuple[Tile, ...], after: tuple[Tile, ...]) -> bool:
    """Whether two sorted hands of a size differ by one tile out and one in (or not at all)."""
    n = len(before)
    if len(after) != n:
        return False
    i = j = missing = 0
    while i < n and j < n:
        x, y = before[i], after[j]
        if x == y:
            i += 1
            j += 1
        elif x < y:  # before[i] is not in after
            missing += 1
            if missing > 1:
                return False
            i += 1
        else:
            j += 1
    return missing + n - i <= 1
