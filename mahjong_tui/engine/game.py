"""The engine: a deterministic state machine for one match of any variant.

Use :meth:`Game.legal_actions` and :meth:`Game.apply`; everything else (draws, bonus-tile
replacements, seats with nothing to decide) happens by itself. The same variant, options and
seed always give the same event log. :meth:`Game.view` gives a seat what it may see, nothing
more. ``Game`` is made of parts, one file each: :mod:`.parts` says which does what and declares
what they use of one another.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from ..messages import msg
from ..rules.rotation import MatchState
from ..rules.wilds import wild_from_indicator
from ..table.actions import Act, Action, IllegalAction
from ..table.event_kinds import EventKind
from ..table.records import HandResult
from ..table.state import HandState, Phase, SeatState
from ..table.wall import Wall
from ..tiles import kinds as K
from ..tiles.faces import named
from ..tiles.kinds import Tile
from ..variants.model import Variant
from . import refusals as R
from .claims import CLAIM_PRIORITY, ClaimPlay
from .events import Event
from .services import FeatureServices
from .turns import PlainDiscards, TurnPlay
from .view import SeatView
from .wins import WinPlay

__all__ = ["CLAIM_PRIORITY", "Game"]


class Game(TurnPlay, ClaimPlay, WinPlay, FeatureServices):
    def __init__(
        self, variant: Variant, players: int | None = None, seed: int = 0, names: Iterable[str] | None = None
    ) -> None:
        n = players if players is not None else max(variant.seats)
        if n not in variant.seats:
            raise ValueError(f"{variant.id} is played by {', '.join(map(str, variant.seats))} players, not {n}")
        variant.trim_caches()  # before anything of this match reads them
        self.variant = variant
        self.cfg = variant.cfg
        self.n = n
        self.seed = seed
        self.player_names = list(names) if names is not None else [f"P{i + 1}" for i in range(n)]
        if len(self.player_names) != n:
            raise ValueError(f"{n} names needed, got {len(self.player_names)}")
        self.events: list[Event] = []
        self.history: list[HandResult] = []
        self._legal_cache: dict[int, list[Action]] = {}
        # the parts' caches (each declared, with what it holds, in its part)
        self._waits_memo = {}
        self._ready_memo = {}
        self._last_ready = {}
        self._natural = frozenset(variant.tileset.natural_kinds)
        c = self.cfg.claims
        self._unclaimable = frozenset(K.from_code(x) for x in c.unclaimable)
        self._pung_kinds = frozenset(K.from_code(x) for x in c.pung_kinds)
        self._jokers = K.JOKER in variant.tileset
        self._exchange_bounded = variant.engine.exchange_bounded and not self._jokers
        self._chow_patterns = {}
        self._plain_actions = {}
        self._plain_discards = [PlainDiscards(seat, self._plain) for seat in range(n)]
        self._meld_view_cache: dict[tuple[int, bool], tuple] = {}
        """Per (seat, concealed kongs shown), the seat's melds and their views (see ``view._meld_views``)."""
        w = self.cfg.wall
        self._fixed_reserve = None if w.reserve == "by_kongs" and w.reserve_by_kongs else self._reserve()
        """:meth:`_reserve` when it does not change during a hand (it is asked on every draw and view)."""
        start = self.cfg.match.start_points
        self.match = MatchState(n, [start] * n, seating=list(range(n)))
        rng = random.Random(f"{seed}:match")
        self.match.first_dealer = self.match.dealer = variant.rotation.first_dealer(rng, n)
        self.match.extra["seed"] = seed  # rotations drawing a random dealer derive from it
        self.state: HandState
        self._start_hand()

    # ================================================================ public API

    @property
    def names(self) -> list[str]:
        """Names by seat position (players may change seats between rounds)."""
        return [self.player_names[p] for p in self.match.seating]

    def seat_scores(self) -> list[int]:
        """Match scores by seat position."""
        return [self.match.scores[p] for p in self.match.seating]

    @property
    def over(self) -> bool:
        return self.state.phase is Phase.MATCH_OVER

    @property
    def phase(self) -> Phase:
        return self.state.phase

    def to_act(self) -> list[int]:
        """Seats that have a decision to make now."""
        st = self.state
        if st.phase is Phase.TURN:
            return [st.turn]
        if st.phase in (Phase.CLAIM, Phase.ROB, Phase.SETUP):
            return sorted(st.pending)
        if st.phase is Phase.HAND_OVER:
            return list(range(self.n))
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self._legal(seat))

    def _legal(self, seat: int) -> list[Action]:
        """:meth:`legal_actions`, the cached list itself: only read, never handed out."""
        if not 0 <= seat < self.n:
            return []
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self._legal_cache[seat] = self._compute_legal(seat)
        return cached

    def _compute_legal(self, seat: int) -> list[Action]:
        acts = self._compute_legal_raw(seat)
        if self.state.last_phase and self.cfg.wall.last_phase == "auto_win":
            wins = [a for a in acts if a.type is Act.WIN and not a.false_win]
            if wins:
                return wins  # the win is automatic: nothing else may be chosen
        return acts

    def _compute_legal_raw(self, seat: int) -> list[Action]:
        st = self.state
        if st.phase is Phase.TURN:
            return self._turn_actions(seat) if seat == st.turn else []
        if st.phase in (Phase.CLAIM, Phase.ROB, Phase.SETUP):
            return list(st.pending.get(seat, []))
        if st.phase is Phase.HAND_OVER:
            return [Action(Act.NEXT_HAND, seat)]
        return []

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action``; returns the events it caused. Illegal: raises, changes nothing."""
        legal = self._legal(action.seat)
        for a in legal:  # a legal one chosen: found by identity
            if a is action:
                break
        else:
            if action not in legal:
                raise self._why_illegal(action, legal)
        self._legal_cache = {}
        first = len(self.events)
        st = self.state
        if st.phase is Phase.HAND_OVER:
            self._next_hand()
        elif st.phase is Phase.SETUP:
            st.answers[action.seat] = action
            del st.pending[action.seat]
            if not st.pending:
                answers, st.answers = st.answers, {}
                for f in self.variant.features:
                    if f.setup_stage == st.setup_stage:
                        f.on_setup(self, answers)
                if st.phase is Phase.SETUP:  # a feature may have ended the hand (a win at the deal)
                    self._ask_setup(after=st.setup_stage)
        elif action.type in (Act.CHOOSE, Act.SET_ASIDE):
            if not any(f.apply(self, action) for f in self.variant.features):
                raise IllegalAction(msg(R.NO_RULE, what=R.action_arg(action)), self._who(action.seat))
        elif st.phase is Phase.TURN:
            self._apply_turn(action)
        elif st.phase in (Phase.CLAIM, Phase.ROB):
            st.answers[action.seat] = action
            del st.pending[action.seat]
            if action.type is Act.PASS:
                self._note_pass(action.seat, st.pending, legal)
            if not st.pending:
                if st.phase is Phase.CLAIM:
                    self._resolve_claims()
                else:
                    self._resolve_rob()
        return self.events[first:]

    def view(self, seat: int | None, log: int = 40) -> SeatView:
        """What ``seat`` may see (None: everything, for replays and tests), with the last
        ``log`` events."""
        return SeatView.of(self, seat, log)

    def bot_view(self, seat: int, facts: bool = False) -> SeatView:
        """What ``seat`` may see, for a bot: :meth:`SeatView.for_bot` (no event log, nothing
        a bot does not read; ``facts``: with the seat's win facts, for a bot that judges wins)."""
        return SeatView.for_bot(self, seat, facts)

    # ================================================================ hand setup

    def _emit(
        self,
        kind: EventKind,
        seat: int | None = None,
        tile: Tile | None = None,
        tiles: Iterable[Tile] = (),
        private: bool = False,
        **data: object,
    ) -> None:
        self.events.append(Event(kind, seat, tile, tuple(tiles), private, data))  # data: a fresh dict already

    def _start_hand(self) -> None:
        m = self.match
        rng = random.Random(f"{self.seed}:hand:{m.hands_played}")
        wall = Wall.shuffled(self.variant.tileset.all_tiles(), rng)
        seats = [SeatState() for _ in range(self.n)]
        st = HandState(m.hands_played + 1, m.dealer, m.round_wind, wall, seats)
        st.pot = m.pot
        self.state = st
        self._emit(
            EventKind.HAND_START,
            None,
            hand_no=st.hand_no,
            dealer=st.dealer,
            round_wind=st.round_wind,
            wall=wall.remaining,
        )
        deal = self.cfg.deal
        order = [(st.dealer + i) % self.n for i in range(self.n)]
        for seat in order:
            count = deal.dealer if seat == st.dealer else deal.others
            tiles = [wall.draw() for _ in range(count)]
            seats[seat].hand = tiles
            self._emit(EventKind.DEAL, seat, tiles=sorted(tiles), private=True, count=count)
        if self.cfg.tiles.wild != "none":
            st.indicator = wall.take_tail_aside()
            st.wild_kinds = wild_from_indicator(self.cfg.tiles.wild, st.indicator)
            self._emit(EventKind.INDICATOR, None, st.indicator, st.wild_kinds)
        if self.cfg.wall.open_tail:
            wall.open_tail = self.cfg.wall.open_tail
            self._emit(EventKind.OPEN_TAIL, None, tiles=wall.open_tiles())
        if deal.bonus == "replace":
            self._opening_bonus(order)
        for s in seats:
            s.hand.sort()
        st.turn = st.dealer
        self._ask_setup(after=None)

    def _ask_setup(self, after: int | None) -> None:
        """Ask the next setup stage after ``after`` (None: the first) that has choices, or
        start play when none is left."""
        st = self.state
        stages = sorted({f.setup_stage for f in self.variant.features})
        for stage in stages:
            if after is not None and stage <= after:
                continue
            choices: dict[int, list[Action]] = {}
            for f in self.variant.features:
                if f.setup_stage == stage:
                    for seat, acts in f.setup_choices(self).items():
                        choices.setdefault(seat, []).extend(acts)
            if choices:
                st.phase = Phase.SETUP
                st.setup_stage = stage
                st.pending = choices
                st.answers = {}
                self._emit(EventKind.SETUP, None, seats=sorted(choices))
                return
        self._start_play()

    def _start_play(self) -> None:
        st = self.state
        seats = st.seats
        deal = self.cfg.deal
        st.turn = st.dealer
        st.phase = Phase.TURN
        if deal.dealer_draws_first:
            self._begin_turn(st.dealer)
        else:
            dealer = seats[st.dealer]
            dealer.drawn = dealer.hand[-1] if dealer.hand else None
            self._emit(EventKind.TURN, st.dealer)

    def _opening_bonus(self, order: list[int]) -> None:
        st = self.state
        changed = True
        while changed:
            changed = False
            for seat in order:
                s = st.seats[seat]
                bonus = [t for t in s.hand if K.is_bonus(t)]
                for t in bonus:
                    s.hand.remove(t)
                    s.bonus.append(t)
                    self._emit(EventKind.BONUS, seat, t)
                    if st.wall.remaining == 0:
                        continue
                    r = st.wall.draw_replacement()
                    s.hand.append(r)
                    self._emit(EventKind.REPLACEMENT, seat, r, private=True, replacement="bonus")
                    changed = True

    # ================================================================ drawing

    def _reserve(self) -> int:
        """Tiles that stay in the wall when the hand is drawn (dead wall, reserve rules); never
        fewer than none (a house file's ``reserve_base`` under the number of players kept a
        negative reserve, and the last turn drew from an empty wall)."""
        w = self.cfg.wall
        if w.reserve == "by_kongs" and w.reserve_by_kongs:
            table = w.reserve_by_kongs
            kept = table[min(self.state.kongs_total, len(table) - 1)]
        elif w.reserve == "by_players":
            kept = w.reserve_base - self.n
        else:
            kept = w.dead
        return max(0, kept)

    def _live(self) -> int:
        """Tiles that can still be drawn normally."""
        wall = self.state.wall
        reserve = self._fixed_reserve
        return wall.tail - wall.head - (self._reserve() if reserve is None else reserve)

    def _can_kong_now(self, seat: int) -> bool:
        return self._kong_closed(seat) is None

    def _kong_closed(self, seat: int) -> str | None:
        """What keeps ``seat`` from any kong now (its refusal, :mod:`.refusals`), or None."""
        st = self.state
        c = self.cfg.claims
        if c.max_kongs and st.kongs_total >= c.max_kongs:
            return "max_kongs"
        margin = self.cfg.wall.last_phase_tiles if self.cfg.wall.last_phase == "draw_only" else 0
        if self._live() <= margin or st.last_tile_drawn:
            return "wall_end"
        return "ready" if st.seats[seat].ready else None

    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < self.n else f"seat {seat}"

    def _why_illegal(self, action: Action, legal: list[Action]) -> IllegalAction:
        """Why ``action`` is refused, said to its seat (``legal``: the seat's legal actions now)."""
        st = self.state
        same = [a for a in legal if a.type is action.type]
        if not legal and st.phase is Phase.TURN:
            why = msg(R.NOT_YOUR_TURN, name=self.names[st.turn])
        elif not legal:
            why = msg(R.NOTHING_TO_DECIDE)
        elif not same:
            kinds = tuple(msg(f"act.{kind}") for kind in sorted({a.type.value for a in legal}))
            why = msg(R.NOT_POSSIBLE, what=msg(f"act.{action.type.value}"), possible=kinds)
        elif action.type is Act.DISCARD and action.tile is not None and action.tile not in st.seats[action.seat].hand:
            why = msg(R.NOT_HELD, tile=named(action.tile))
        else:
            why = msg(R.NOT_POSSIBLE, what=R.action_arg(action), possible=tuple(R.action_arg(a) for a in same))
        return IllegalAction(why, self._who(action.seat))
