"""The engine: a deterministic state machine for one match of any variant.

Use :meth:`Game.legal_actions` and :meth:`Game.apply`; everything else (draws, bonus-tile
replacements, seats with nothing to decide) happens by itself. The same variant, options and
seed always give the same event log. :meth:`Game.view` gives a seat what it may see, nothing
more.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Iterable

from ..messages import WALL_EMPTY, Message, msg
from ..rules.rotation import MatchState
from ..scoring.base import Score
from ..scoring.situation import Situation
from ..tiles import kinds as K
from ..tiles.hand import Hand, Meld, MeldKind
from ..tiles.kinds import Tile
from ..variants.model import Variant
from .actions import Act, Action, IllegalAction
from .events import Event
from .state import HandResult, HandState, Payment, Phase, RiverTile, SeatState, WinRecord
from .view import SeatView
from .wall import Wall
from .wilds import wild_from_indicator

CLAIM_PRIORITY = {Act.WIN: 3, Act.KONG: 2, Act.PUNG: 2, Act.CHOW: 1, Act.PASS: 0}


class Game:
    def __init__(self, variant: Variant, players: int | None = None, seed: int = 0,
                 names: Iterable[str] | None = None) -> None:
        n = players if players is not None else max(variant.seats)
        if n not in variant.seats:
            raise ValueError(f"{variant.id} is played by {', '.join(map(str, variant.seats))} players, not {n}")
        self.variant = variant
        self.cfg = variant.cfg
        self.n = n
        self.seed = seed
        self.player_names = list(names) if names is not None else [f"P{i + 1}" for i in range(n)]
        if len(self.player_names) != n:
            raise ValueError(f"{n} names needed, got {len(self.player_names)}")
        self.events: list[Event] = []
        self.history: list[HandResult] = []
        self._version = 0
        """Bumped by every change of state; keys the legal-actions cache."""
        self._legal_cache: dict[int, list[Action]] = {}
        self._waits_memo: dict[tuple, frozenset[Tile]] = {}
        self._ready_memo: dict[tuple, bool] = {}
        self._last_ready: dict[int, tuple] = {}
        """Per seat, its hand last asked about by :meth:`_completes` and what is known of it."""
        self._natural = frozenset(variant.tileset.natural_kinds)
        c = self.cfg.claims
        self._unclaimable = frozenset(K.from_code(x) for x in c.unclaimable)
        self._pung_kinds = frozenset(K.from_code(x) for x in c.pung_kinds)
        self._jokers = K.JOKER in variant.tileset
        self._chow_patterns: dict[Tile, list[tuple[Tile, ...]]] = {}
        self._plain_actions: dict[tuple[Act, int, Tile], Action] = {}
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
        if not 0 <= seat < self.n:
            return []
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self._legal_cache[seat] = self._compute_legal(seat)
        return list(cached)

    def _compute_legal(self, seat: int) -> list[Action]:
        acts = self._compute_legal_raw(seat)
        if self.state.flags.get("last_phase") and self.cfg.wall.last_phase == "auto_win":
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
        legal = self.legal_actions(action.seat)
        if not any(a is action for a in legal) and action not in legal:  # a legal one chosen: found by identity
            raise IllegalAction(self._why_illegal(action, legal))
        self._version += 1
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
                    f.on_setup(self, answers)
                if st.phase is Phase.SETUP:  # a feature may have ended the hand (a win at the deal)
                    self._start_play()
        elif action.type in (Act.CHOOSE, Act.SET_ASIDE):
            if not any(f.apply(self, action) for f in self.variant.features):
                raise IllegalAction(f"no rule handles {action.describe()}")
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

    def view(self, seat: int | None, log: int = 40):  # noqa: ANN201 - a SeatView
        """What ``seat`` may see (None: everything, for replays and tests), with the last
        ``log`` events."""
        return SeatView.of(self, seat, log)

    def bot_view(self, seat: int) -> SeatView:
        """What ``seat`` may see, for a bot: :meth:`SeatView.for_bot` (no event log, nothing
        a bot does not read)."""
        return SeatView.for_bot(self, seat)

    # ================================================================ hand setup

    def _emit(self, kind: str, seat: int | None = None, tile: Tile | None = None,
              tiles: Iterable[Tile] = (), private: bool = False, **data: object) -> None:
        self.events.append(Event(kind, seat, tile, tuple(tiles), private, data))  # data: a fresh dict already

    def _start_hand(self) -> None:
        m = self.match
        rng = random.Random(f"{self.seed}:hand:{m.hands_played}")
        wall = Wall.shuffled(self.variant.tileset.all_tiles(), rng)
        seats = [SeatState() for _ in range(self.n)]
        st = HandState(m.hands_played + 1, m.dealer, m.round_wind, wall, seats)
        st.pot = m.pot
        self.state = st
        self._emit("hand_start", None, hand_no=st.hand_no, dealer=st.dealer, round_wind=st.round_wind,
                   wall=wall.remaining)
        deal = self.cfg.deal
        order = [(st.dealer + i) % self.n for i in range(self.n)]
        for seat in order:
            count = deal.dealer if seat == st.dealer else deal.others
            tiles = [wall.draw() for _ in range(count)]
            seats[seat].hand = tiles
            self._emit("deal", seat, tiles=sorted(tiles), private=True, count=count)
        if self.cfg.tiles.wild != "none":
            st.indicator = wall.take_tail_aside()
            st.wild_kinds = wild_from_indicator(self.cfg.tiles.wild, st.indicator)
            self._emit("indicator", None, st.indicator, st.wild_kinds)
        if self.cfg.wall.open_tail:
            wall.open_tail = self.cfg.wall.open_tail
            self._emit("open_tail", None, tiles=wall.open_tiles())
        if deal.bonus == "replace":
            self._opening_bonus(order)
        for s in seats:
            s.hand.sort()
        st.turn = st.dealer
        choices: dict[int, list[Action]] = {}
        for f in self.variant.features:
            for seat, acts in f.setup_choices(self).items():
                choices.setdefault(seat, []).extend(acts)
        if choices:
            st.phase = Phase.SETUP
            st.pending = choices
            st.answers = {}
            self._emit("setup", None, seats=sorted(choices))
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
            self._emit("turn", st.dealer)

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
                    self._emit("bonus", seat, t)
                    if st.wall.remaining == 0:
                        continue
                    r = st.wall.draw_replacement()
                    s.hand.append(r)
                    self._emit("replacement", seat, r, private=True, replacement="bonus")
                    changed = True

    # ================================================================ drawing

    def _reserve(self) -> int:
        """Tiles that stay in the wall when the hand is drawn (dead wall, reserve rules)."""
        w = self.cfg.wall
        if w.reserve == "by_kongs" and w.reserve_by_kongs:
            table = w.reserve_by_kongs
            return table[min(self.state.kongs_total, len(table) - 1)]
        if w.reserve == "by_players":
            return w.reserve_base - self.n
        return w.dead

    def _live(self) -> int:
        """Tiles that can still be drawn normally."""
        return self.state.wall.remaining - self._reserve()

    def _can_kong_now(self, seat: int) -> bool:
        st = self.state
        c = self.cfg.claims
        if c.max_kongs and st.kongs_total >= c.max_kongs:
            return False
        margin = self.cfg.wall.last_phase_tiles if self.cfg.wall.last_phase == "draw_only" else 0
        if self._live() <= margin:
            return False
        if st.flags.get("last_tile_drawn"):
            return False
        if st.seats[seat].ready:
            return False
        return True

    def _begin_turn(self, seat: int) -> None:
        st = self.state
        if self._live() <= 0:
            self._exhaustive_draw()
            return
        if self.cfg.wall.last_phase == "draw_only" and self._live() <= self.cfg.wall.last_phase_tiles:
            st.flags["last_phase"] = True  # Wuhan 海底撈: draw, win or keep the tile, no discard
        self._note_auto_win_phase()
        tile = st.wall.draw()
        st.turn = seat
        st.phase = Phase.TURN
        st.must_discard = False
        st.last_was_kong_replacement = False
        st.last_was_bonus_replacement = False
        s = st.seats[seat]
        s.draws_made += 1
        st.last_drawer = seat
        if self._live() <= 0:
            st.flags["last_tile_drawn"] = True
        self._emit("draw", seat, tile, private=True, count=st.wall.remaining)
        if not self._receive(seat, tile):
            return
        if s.frozen and s.drawn is not None:
            self._frozen_discard(seat, s.drawn)
            return
        self._emit("turn", seat)

    def _frozen_discard(self, seat: int, tile: Tile) -> None:
        """A frozen seat (明將's chicken winner) discards what it drew; nobody may take it."""
        st = self.state
        s = st.seats[seat]
        s.hand.remove(tile)
        s.drawn = None
        s.river.append(RiverTile(tile))
        s.discards_made += 1
        s.discarded_kinds.add(tile)
        self._emit("discard", seat, tile, frozen=True)
        st.last_discard = None
        self._after_no_claim(seat)

    def _receive(self, seat: int, tile: Tile) -> bool:
        """Put a drawn tile in the hand, laying out bonus tiles and replacing them.

        False when the hand ended: a bonus tile could not be replaced and the variant's
        ``deal.unreplaced_bonus`` is ``"draw"`` (Malaysia: a draw from an empty wall)."""
        st = self.state
        s = st.seats[seat]
        if self.cfg.claims.pass_ban in ("any_until_draw", "over_water", "same_kind_until_move"):
            s.banned_win_kinds = None  # a draw lifts these missed-win bans
        while K.is_bonus(tile) and self.cfg.deal.bonus == "replace":
            s.bonus.append(tile)
            self._emit("bonus", seat, tile)
            if st.wall.remaining == 0 or (self._live() <= 0 and self._reserve() == 0):
                s.drawn = None
                if self.cfg.deal.unreplaced_bonus == "draw":
                    self._exhaustive_draw()
                    return False
                if not s.hand:
                    return True
                st.flags["last_tile_drawn"] = True
                return True
            tile = st.wall.draw_replacement()
            st.last_was_bonus_replacement = True
            if self._live() <= 0:
                st.flags["last_tile_drawn"] = True
            self._emit("replacement", seat, tile, private=True, replacement="bonus", count=st.wall.remaining)
        s.hand.append(tile)
        s.hand.sort()
        s.drawn = tile
        return True

    def _note_auto_win_phase(self) -> None:
        """最後四張 (Sichuan, Yunnan): once a draw is made with ``last_phase_tiles`` or fewer
        left, every legal win is automatic (see :meth:`_compute_legal`)."""
        w = self.cfg.wall
        if w.last_phase == "auto_win" and self._live() <= w.last_phase_tiles:
            self.state.flags["last_phase"] = True

    def _replacement_draw(self, seat: int, take_open: int | None = None) -> None:
        st = self.state
        if st.wall.remaining == 0:
            self._exhaustive_draw()
            return
        if take_open is None and any(f.before_replacement(self, seat) for f in self.variant.features):
            return  # a feature asks the seat first (Yunnan: take an open tail tile and win?)
        self._note_auto_win_phase()
        tile = st.wall.draw_replacement(take_open)
        st.turn = seat
        st.phase = Phase.TURN
        st.must_discard = False
        st.last_was_kong_replacement = True
        st.last_was_bonus_replacement = False
        st.last_drawer = seat
        if self._live() <= 0:
            st.flags["last_tile_drawn"] = True
        self._emit("replacement", seat, tile, private=True, replacement="kong", count=st.wall.remaining)
        if not self._receive(seat, tile):
            return
        self._emit("turn", seat)

    # ================================================================ turn actions

    def _turn_actions(self, seat: int) -> list[Action]:
        st = self.state
        s = st.seats[seat]
        acts: list[Action] = []
        if not st.must_discard and s.drawn is not None:
            win = self._win_check(seat, s.drawn, "self_draw")
            if win is not None:
                acts.append(self._win_action(seat, s.drawn, win))
        if st.flags.get("last_phase") and self.cfg.wall.last_phase == "draw_only":
            acts.append(self._plain(Act.PASS, seat, s.drawn))  # keep the drawn tile, shown
            for f in self.variant.features:
                acts = f.turn_actions(self, seat, acts)
            return acts
        if not st.must_discard and self._can_kong_now(seat):
            acts.extend(self._own_kongs(seat))
        if s.ready:
            if s.drawn is not None:
                acts.append(Action(Act.DISCARD, seat, s.drawn))
            for f in self.variant.features:
                acts = f.turn_actions(self, seat, acts)
            return acts
        for t in sorted(set(s.hand)):
            acts.append(self._plain(Act.DISCARD, seat, t))
        swapped = s.flags.get("swap_call") if st.must_discard else None
        if swapped is not None:  # 食替: the claimed kind right after the claim
            if self.cfg.claims.swap_call == "forbid" and any(a.tile != swapped for a in acts if a.type is Act.DISCARD):
                acts = [a for a in acts if not (a.type is Act.DISCARD and a.tile == swapped)]
            elif self.cfg.claims.swap_call == "dead_hand":  # allowed, flagged: the hand goes dead
                acts = [Action(Act.DISCARD, seat, a.tile, choice="swap_call")
                        if a.type is Act.DISCARD and a.tile == swapped else a for a in acts]
        if self.cfg.claims.ready != "none" and not st.must_discard:
            for t in sorted(set(s.hand)):
                if self._ready_after(seat, t):
                    acts.append(Action(Act.DISCARD, seat, t, ready=True))
        for f in self.variant.features:
            acts = f.turn_actions(self, seat, acts)
        return acts

    def _own_kongs(self, seat: int) -> list[Action]:
        st = self.state
        s = st.seats[seat]
        c = self.cfg.claims
        out: list[Action] = []
        wilds = set(st.wild_kinds)
        allowed = self._kong_kind_allowed
        if c.concealed_kong:
            counts: dict[Tile, int] = {}  # the hand counted once, not once a kind
            for t in s.hand:
                counts[t] = counts.get(t, 0) + 1
            least = 3 if c.jokers_in_kong and K.JOKER in counts else 4
            for t in sorted(t for t, n in counts.items() if n >= least):
                if t in wilds or t == K.JOKER or not allowed(t):
                    continue
                if counts[t] >= 4:
                    out.append(Action(Act.CONCEALED_KONG, seat, t, (t,) * 4))
                else:  # three and a joker
                    out.append(Action(Act.CONCEALED_KONG, seat, t, (t,) * 3 + (K.JOKER,)))
        if c.added_kong:
            for m in s.melds:
                if self._grows(m) and m.tile in s.hand and allowed(m.tile) and len(m.jokers) <= c.jokers_in_kong:
                    out.append(Action(Act.ADDED_KONG, seat, m.tile, (m.tile,)))
        return out

    def _grows(self, m: Meld) -> bool:
        """Can a matching tile be added to ``m``: a pung (加槓), or a kong below
        ``claims.kong_max_tiles`` (憨兒's five-soldier kongs)."""
        if m.kind is MeldKind.PUNG:
            return True
        return m.kind.is_kong and len(m.tiles) < self.cfg.claims.kong_max_tiles

    def _growing_meld(self, seat: int, tile: Tile) -> int:
        """Index of the seat's meld that ``tile`` is being added to."""
        s = self.state.seats[seat]
        return next(i for i, m in enumerate(s.melds) if m.tile == tile and self._grows(m))

    def _plain(self, act: Act, seat: int, tile: Tile) -> Action:
        """``Action(act, seat, tile)``, made once (actions are immutable values)."""
        key = (act, seat, tile)
        got = self._plain_actions.get(key)
        if got is None:
            got = self._plain_actions[key] = Action(act, seat, tile)
        return got

    def _kong_kind_allowed(self, t: Tile) -> bool:
        return not self._pung_kinds or t in self._pung_kinds

    def _ready_after(self, seat: int, discard: Tile) -> bool:
        """Would the hand wait on something after discarding ``discard``? (for 報聽)"""
        s = self.state.seats[seat]
        hand = list(s.hand)
        hand.remove(discard)
        waits = self.variant.waits(Hand(hand, list(s.melds)), self.state.wild_kinds)
        if not waits:
            return False
        held = hand + [t for m in s.melds for t in m.physical()]
        # a wait on a kind whose every copy is already held is no wait (xiangqi C7, 憨兒 §4)
        return any(held.count(t) < self.variant.tileset.count(t) for t in waits)

    def _apply_turn(self, a: Action) -> None:
        st = self.state
        s = st.seats[a.seat]
        if a.type in (Act.CONCEALED_KONG, Act.ADDED_KONG):
            # 槓頂槓 (憨兒): this kong uses the replacement just drawn for the last kong
            if st.last_was_kong_replacement and s.drawn == a.tile:
                st.flags["kong_on_kong"] = st.kongs_total + 1
        if a.type is Act.WIN:
            assert a.tile is not None
            self._declare_wins([a], None, a.tile, "self_draw")
        elif a.type is Act.DISCARD:
            assert a.tile is not None
            self._discard(a.seat, a.tile, a.ready)
        elif a.type is Act.CONCEALED_KONG:
            assert a.tile is not None
            taken = a.tiles or (a.tile,) * 4
            for t in taken:
                s.hand.remove(t)
            meld = Meld(MeldKind.CONCEALED_KONG, (a.tile,) * 4, (3,) if K.JOKER in taken else ())
            s.melds.append(meld)
            s.meld_from.append(None)
            s.drawn = None
            st.calls_made += 1
            self._emit("concealed_kong", a.seat, a.tile, taken, private=True)  # face down to others
            self._kong_stands(a.seat, meld, None)
        elif a.type is Act.ADDED_KONG:
            assert a.tile is not None
            self._added_kong(a.seat, a.tile)
        elif a.type is Act.PASS:  # draw-only last phase: the drawn tile is shown and kept
            self._emit("keep", a.seat, a.tile)
            s.drawn = None
            nxt = self._next_active(a.seat)
            if nxt is None:
                self._end_hand()
            else:
                self._begin_turn(nxt)

    def _discard(self, seat: int, tile: Tile, ready: bool) -> None:
        st = self.state
        s = st.seats[seat]
        s.hand.remove(tile)
        s.drawn = None
        s.river.append(RiverTile(tile, ready=ready))
        s.discards_made += 1
        s.discarded_kinds.add(tile)
        if ready:
            s.ready = True
            s.ready_first_turn = s.discards_made == 1 and st.calls_made == 0
            self._pay(self.variant.settlement.on_ready(st, seat))
        swapped = s.flags.pop("swap_call", None)
        if swapped == tile and st.must_discard and self.cfg.claims.swap_call == "dead_hand":
            s.dead = True  # 食替: the call stands, the hand cannot win this hand
            self._emit("dead_hand", seat, tile)
        if self.cfg.claims.pass_ban == "over_water" and not s.dead and tile in self._waits(list(s.hand), s.melds):
            s.banned_win_kinds = set()  # 過水 (b): discarding one's own winning tile
            self._emit("pass_ban", seat, tile)
        after_kong = st.last_was_kong_replacement
        st.last_was_kong_replacement = False
        st.must_discard = False
        if self.cfg.claims.pass_ban == "furiten":
            s.banned_win_kinds = None  # temporary furiten lasts until one's own next discard
        self._emit("discard", seat, tile, ready=ready)
        st.last_discard = (seat, tile)
        st.kong_discard_pending = seat if after_kong else None
        if any(f.after_discard(self, seat, tile) for f in self.variant.features):
            return
        self._open_claims(seat, tile)

    # ================================================================ claims

    def _open_claims(self, discarder: int, tile: Tile) -> None:
        st = self.state
        options: dict[int, list[Action]] = {}
        wall_empty = self._live() <= 0
        win_only = wall_empty and self.cfg.claims.last_discard == "win_only"
        for k in range(1, self.n):
            seat = (discarder + k) % self.n
            if not st.active(seat) or st.seats[seat].frozen:
                continue
            opts: list[Action] = []
            win = self._win_check(seat, tile, "discard")
            if win is not None:
                opts.append(self._win_action(seat, tile, win))
            if not win_only and not st.seats[seat].ready:
                opts.extend(self._meld_claims(seat, discarder, tile, wall_empty))
            for f in self.variant.features:
                opts = f.claim_actions(self, seat, discarder, tile, opts)
            if opts:
                opts.append(self._plain(Act.PASS, seat, tile))
                options[seat] = opts
        if options:
            st.phase = Phase.CLAIM
            st.pending = options
            st.answers = {}
        else:
            self._after_no_claim(discarder)

    def _claimable(self, tile: Tile) -> bool:
        if tile in self.state.wild_kinds or tile == K.JOKER:
            return False
        return tile not in self._unclaimable

    def _meld_claims(self, seat: int, discarder: int, tile: Tile, wall_empty: bool) -> list[Action]:
        st = self.state
        s = st.seats[seat]
        c = self.cfg.claims
        out: list[Action] = []
        if not self._claimable(tile):
            return out
        if st.wild_kinds or self._unclaimable or self._jokers:
            usable = [t for t in s.hand if self._claimable(t)]
        else:  # every tile is claimable: no need to filter (the hand is only read below)
            usable = s.hand
        have = usable.count(tile)
        limit_ok = c.claim_limit == "none" or s.claims_made < 1 + s.kongs_declared
        if c.pung and have >= 2 and self._kong_kind_allowed(tile) and limit_ok:
            out.append(Action(Act.PUNG, seat, tile, (tile, tile)))
        if c.kong and have >= 3 and self._kong_kind_allowed(tile) and self._can_kong_now(seat) and not wall_empty:
            out.append(Action(Act.KONG, seat, tile, (tile,) * 3))
        jokers = s.hand.count(K.JOKER) if self._jokers else 0
        if jokers and self._kong_kind_allowed(tile):  # Malaysian 飛 standing in a claimed meld
            for j in range(1, min(jokers, c.jokers_in_pung) + 1):
                if c.pung and limit_ok and have >= 2 - j:
                    out.append(Action(Act.PUNG, seat, tile, (tile,) * (2 - j) + (K.JOKER,) * j))
            for j in range(1, min(jokers, c.jokers_in_kong) + 1):
                if c.kong and have >= 3 - j and self._can_kong_now(seat) and not wall_empty:
                    out.append(Action(Act.KONG, seat, tile, (tile,) * (3 - j) + (K.JOKER,) * j))
        if c.chow != "none" and (c.chow == "any" or seat == (discarder + 1) % self.n) and limit_ok:
            out.extend(self._chow_options(seat, tile, usable, jokers))
        return out

    def _chow_options(self, seat: int, tile: Tile, usable: list[Tile], jokers: int = 0) -> list[Action]:
        c = self.cfg.claims
        out = []
        patterns = self._chow_patterns.get(tile)
        if patterns is None:
            patterns = self._chow_patterns[tile] = self.variant.grammar.chow_patterns_with(tile)
        for pat in patterns:
            if K.is_suited(tile) and "mpsz"[K.suit_of(tile)] not in c.chow_suits:
                continue
            if K.is_chess(tile) and c.chow_sets:
                letters = "".join(K.chess_rank_letter(t) for t in pat)
                if letters not in c.chow_sets:
                    continue
            rest = list(pat)
            rest.remove(tile)
            if all(usable.count(t) >= rest.count(t) for t in set(rest)):
                out.append(Action(Act.CHOW, seat, tile, tuple(rest)))
            if jokers and c.jokers_in_chow:  # one joker stands for one of the other two tiles
                for i, stand in enumerate(rest):
                    if i and stand == rest[0]:
                        continue
                    other = rest[1 - i]
                    if usable.count(other) >= 1:
                        out.append(Action(Act.CHOW, seat, tile, (other, K.JOKER), choice=K.code(stand)))
        return out

    def _note_pass(self, seat: int, pending: dict[int, list[Action]], legal: list[Action]) -> None:
        """A seat passed: remember a passed win for variants with a missed-win ban."""
        if not any(a.type is Act.WIN for a in legal):
            return
        st = self.state
        s = st.seats[seat]
        ban = self.cfg.claims.pass_ban
        tile = legal[0].tile
        if ban == "any_until_draw" or ban == "over_water" or ban == "furiten":
            s.banned_win_kinds = set()
        elif ban == "same_kind_until_move" and tile is not None:
            s.banned_win_kinds = (s.banned_win_kinds or set()) | {tile}
        if ban != "none":
            self._emit("pass_ban", seat, tile)

    def _resolve_claims(self) -> None:
        st = self.state
        assert st.last_discard is not None
        discarder, tile = st.last_discard
        answers = list(st.answers.values())
        st.pending = {}
        wins = [a for a in answers if a.type is Act.WIN]
        if wins:
            self._declare_wins(self._win_order(wins, discarder), discarder, tile, "discard")
            return
        melds = sorted((a for a in answers if a.type in (Act.PUNG, Act.KONG, Act.CHOW)),
                       key=lambda a: (-CLAIM_PRIORITY[a.type], (a.seat - discarder) % self.n))
        if not melds:
            self._after_no_claim(discarder)
            return
        self._claim_meld(melds[0], discarder, tile)

    def _win_order(self, wins: list[Action], discarder: int) -> list[Action]:
        origin = discarder
        if self.cfg.claims.priority_from == "dealer":
            origin = self.state.dealer - 1
        ordered = sorted(wins, key=lambda a: (a.seat - origin) % self.n)
        if self.cfg.claims.winners == "head_bump":
            return ordered[:1]
        return ordered

    def _claim_meld(self, a: Action, discarder: int, tile: Tile) -> None:
        st = self.state
        s = st.seats[a.seat]
        river = st.seats[discarder].river
        river[-1] = replace(river[-1], claimed_by=a.seat)
        for t in a.tiles:
            s.hand.remove(t)
        source = _source_mark(a.seat, discarder, self.n)
        tiles = tuple(sorted(a.tiles + (tile,)))
        kind = {Act.CHOW: MeldKind.CHOW, Act.PUNG: MeldKind.PUNG, Act.KONG: MeldKind.KONG}[a.type]
        jokers: tuple[int, ...] = ()
        if K.JOKER in a.tiles:  # the jokers stand for the claimed kind, or the chosen one in a chow
            stand = K.from_code(str(a.choice)) if a.type is Act.CHOW else tile
            naturals = sorted([t for t in a.tiles if t != K.JOKER] + [tile])
            tiles = tuple(sorted(naturals + [stand] * a.tiles.count(K.JOKER)))
            jokers = tuple(range(len(tiles)))[len(tiles) - a.tiles.count(K.JOKER):] if a.type is not Act.CHOW \
                else (tiles.index(stand),)
        meld = Meld(kind, tiles, jokers, source=source, claimed=tile)
        s.melds.append(meld)
        s.meld_from.append(discarder)
        st.calls_made += 1
        st.kong_discard_pending = None
        if a.type in (Act.CHOW, Act.PUNG):
            s.claims_made += 1
            if self.cfg.claims.swap_call != "allowed":
                s.flags["swap_call"] = tile
        if a.type in (Act.PUNG, Act.KONG) and self.cfg.claims.pass_ban == "same_kind_until_move":
            s.banned_win_kinds = None
        self._emit(a.type.value, a.seat, tile, meld.physical(), source=discarder)
        st.turn = a.seat
        st.phase = Phase.TURN
        st.last_discard = None
        if a.type is Act.KONG:
            self._kong_stands(a.seat, meld, discarder)
        else:
            st.must_discard = True
            s.drawn = None
            self._emit("turn", a.seat)

    def _after_no_claim(self, discarder: int) -> None:
        st = self.state
        st.kong_discard_pending = None
        if st.last_discard is not None and st.last_discard[0] == discarder:
            tile = st.last_discard[1]
            if any(f.after_no_claim(self, discarder, tile) for f in self.variant.features):
                return
        st.phase = Phase.TURN
        nxt = self._next_active(discarder)
        if nxt is None:
            self._end_hand()
            return
        self._begin_turn(nxt)

    def _next_active(self, seat: int) -> int | None:
        for k in range(1, self.n + 1):
            cand = (seat + k) % self.n
            if self.state.active(cand):
                return cand
        return None

    # ================================================================ kongs

    def _added_kong(self, seat: int, tile: Tile) -> None:
        st = self.state
        s = st.seats[seat]
        idx = self._growing_meld(seat, tile)
        s.hand.remove(tile)
        s.drawn = None
        old = s.melds[idx]
        face_down = old.kind is MeldKind.CONCEALED_KONG  # 暗槓加槓: added face down, never robbed
        self._emit("added_kong", seat, tile, old.tiles + (tile,), private=face_down)
        if self.cfg.claims.rob_kong and not face_down:
            options: dict[int, list[Action]] = {}
            for k in range(1, self.n):
                other = (seat + k) % self.n
                if not st.active(other) or st.seats[other].frozen:
                    continue
                win = self._win_check(other, tile, "rob_kong", konger=seat)
                if win is not None:
                    options[other] = [self._win_action(other, tile, win), Action(Act.PASS, other, tile)]
            if options:
                st.phase = Phase.ROB
                st.pending = options
                st.answers = {}
                st.rob_kong = (seat, tile)
                return
        self._finish_added_kong(seat, tile, idx)

    def _finish_added_kong(self, seat: int, tile: Tile, idx: int) -> None:
        st = self.state
        s = st.seats[seat]
        old = s.melds[idx]
        kind = MeldKind.CONCEALED_KONG if old.kind is MeldKind.CONCEALED_KONG else MeldKind.KONG
        meld = Meld(kind, old.tiles + (tile,), old.jokers, old.source, True, old.claimed)
        s.melds[idx] = meld
        st.calls_made += 1
        self._kong_stands(seat, meld, None)

    def _resolve_rob(self) -> None:
        st = self.state
        assert st.rob_kong is not None
        konger, tile = st.rob_kong
        wins = [a for a in st.answers.values() if a.type is Act.WIN]
        st.pending = {}
        if wins:
            st.rob_kong = None
            self._emit("rob", konger, tile)
            self._declare_wins(self._win_order(wins, konger), konger, tile, "rob_kong")
            return
        st.rob_kong = None
        self._finish_added_kong(konger, tile, self._growing_meld(konger, tile))

    def _kong_stands(self, seat: int, meld: Meld, from_seat: int | None) -> None:
        st = self.state
        st.kongs_total += 1
        st.seats[seat].kongs_declared += 1
        pays = self.variant.settlement.on_kong(st, seat, meld, from_seat)
        self._pay(pays)
        self._replacement_draw(seat)

    # ================================================================ winning

    def _win_action(self, seat: int, tile: Tile, win: tuple[Score, bool]) -> Action:
        """The win action for ``_win_check``'s answer: flagged when false, and marked
        ``choice="chicken"`` when the evaluator calls it a chicken hand (明將 雞糊)."""
        chicken = bool(win[0].details.get("chicken"))
        return Action(Act.WIN, seat, tile, false_win=win[1], choice="chicken" if chicken else None)

    def _win_check(self, seat: int, tile: Tile, how: str, konger: int | None = None) -> tuple[Score, bool] | None:
        """(score, false_win) when ``seat`` may declare a win with ``tile`` now, else None."""
        st = self.state
        s = st.seats[seat]
        if s.frozen:
            return None
        if how == "self_draw":
            concealed = list(s.hand)
            concealed.remove(tile)
        else:
            concealed = s.hand  # only read: asked on every discard for every other seat
        if how != "self_draw" and tile == K.JOKER:
            return None  # a discarded joker is dead: nobody may take it, not even to win
        if not self._completes(seat, concealed, s.melds, tile):
            return None
        hand = Hand(sorted(concealed), list(s.melds), tile, list(s.bonus))
        sit = self.situation(seat, tile, how, konger)
        score = self.variant.evaluator.score(hand, sit)
        if not score.reading:
            return None
        refusal = None
        for cond in self.variant.conditions:
            refusal = cond.refuse(st, seat, hand, how, score)
            if refusal:
                break
        if refusal is None:
            for f in self.variant.features:
                refusal = f.refuse_win(self, seat, tile, how)
                if refusal:
                    break
        banned = how != "self_draw" and s.banned_win_kinds is not None and (
            not s.banned_win_kinds or tile in s.banned_win_kinds)
        ok = score.legal and refusal is None and not banned and not s.dead
        if ok:
            return score, False
        if self.cfg.win.offer_false_wins:
            return score, True
        return None

    def _completes(self, seat: int, concealed: list[Tile], melds: list[Meld], tile: Tile) -> bool:
        """Whether ``tile`` completes the seat's hand (``tile in self._waits(concealed, melds)``).

        Asked on every discard for every other seat, of hands mostly far from ready, that
        change only on their own turn: whether a hand is ready is remembered (for the seat's
        last hand, and by the sorted hand), and only a ready hand is tried with the tile,
        instead of finding every wait it has."""
        if tile not in self._natural:  # a wait is a natural kind
            return False
        wild = self.state.wild_kinds
        last = self._last_ready.get(seat)
        if last is not None and last[0] == concealed and last[1] == melds and last[2] == wild:
            ready, tried = last[3], last[4]
        else:
            key = (tuple(sorted(concealed)), tuple(melds), wild)
            ready = self._ready_memo.get(key)
            if ready is None:
                ready = self.variant.engine.ready(concealed, melds, wild)
                if len(self._ready_memo) > 20000:
                    self._ready_memo.clear()
                self._ready_memo[key] = ready
            tried = {}
            self._last_ready[seat] = (list(concealed), list(melds), wild, ready, tried)
        if not ready:
            return False
        got = tried.get(tile)
        if got is None:
            got = tried[tile] = self.variant.engine.is_complete(list(concealed) + [tile], melds, wild)
        return got

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
        last_wall = bool(st.flags.get("last_tile_drawn"))
        first_go = st.calls_made == 0
        sit = Situation(
            self_drawn=self_drawn,
            seat_wind=st.seat_wind(seat),
            round_wind=st.round_wind,
            discarder=st.seat_wind(discarder) if discarder is not None else None,
            last_tile=self._is_last_of_kind(seat, tile, how),
            last_wall_tile=last_wall,
            kong_replacement=self_drawn and st.last_was_kong_replacement,
            double_kong_replacement=self_drawn and st.last_was_kong_replacement
            and st.flags.get("kong_on_kong") == st.kongs_total,
            kong_discard=how == "discard" and st.kong_discard_pending is not None,
            rob_kong=how == "rob_kong",
            flower_replacement=self_drawn and st.last_was_bonus_replacement,
            heavenly=self_drawn and seat == st.dealer and s.discards_made == 0 and s.kongs_declared == 0
            and (s.draws_made == (1 if self.cfg.deal.dealer_draws_first else 0)),
            earthly=self_drawn and seat != st.dealer and s.draws_made == 1 and s.discards_made == 0 and first_go,
            human=how == "discard" and seat != st.dealer and s.draws_made == 0 and first_go,
            ready_declared=s.ready,
            first_turn_ready=s.ready_first_turn,
            wild_kinds=st.wild_kinds,
            own_discards=frozenset(s.discarded_kinds),
            kongs_declared=s.kongs_declared,
            last_four=bool(st.flags.get("last_phase")),
        )
        sit.extra["calls_made"] = st.calls_made
        sit.extra["streak"] = self.match.streak
        sit.extra["draws_before"] = self.match.draws_in_a_row
        sit.extra["draws_made"] = s.draws_made
        sit.extra["dealer_first_discard"] = (
            discarder is not None and discarder == st.dealer and st.seats[st.dealer].discards_made == 1)
        sit.extra["discarder_first_discard"] = (
            discarder is not None and st.seats[discarder].discards_made == 1)
        return sit

    def _is_last_of_kind(self, seat: int, tile: Tile, how: str) -> bool:
        """和絕張: every other copy of ``tile`` is visible in rivers or exposed melds."""
        st = self.state
        visible = 0
        for i, s in enumerate(st.seats):
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
            s = st.seats[a.seat]
            if how == "self_draw":
                concealed = list(s.hand)
                concealed.remove(tile)
            else:
                concealed = list(s.hand)
            hand = Hand(sorted(concealed), list(s.melds), tile, list(s.bonus))
            sit = self.situation(a.seat, tile, how, discarder if how == "rob_kong" else None)
            score = self.variant.evaluator.score(hand, sit)
            records.append(WinRecord(a.seat, discarder, tile, hand, score, sit, how, a.false_win,
                                     chicken=bool(score.details.get("chicken"))))
        self._settle_wins(records, discarder, tile, how)

    def _settle_wins(self, records: list[WinRecord], discarder: int | None, tile: Tile, how: str) -> None:
        """Pay declared wins and end the hand, or let it go on (blood battle)."""
        st = self.state
        false = [r for r in records if r.false_win]
        if false:
            for r in false:
                self._emit("false_win", r.seat, tile, r.hand.all_tiles(), reason=r.score.reason or "")
                self._pay(self.variant.settlement.on_false_win(st, r.seat))
            self._end_hand(false_wins=false)
            return
        if discarder is not None and how == "discard":
            river = st.seats[discarder].river
            river[-1] = replace(river[-1], claimed_by=records[0].seat)
        for i, r in enumerate(records):
            st.seats[r.seat].won = True
            if how != "self_draw" and i == 0:  # one physical tile: the first winner holds it
                st.seats[r.seat].hand.append(tile)
            self._emit("win", r.seat, tile, r.hand.all_tiles(), how=how, discarder=discarder,
                       total=r.score.total, fans=[f.as_dict() for f in r.score.fans])
        self._pay(self.variant.settlement.on_wins(st, records))
        st.flags.setdefault("wins", []).extend(records)
        active = [i for i in range(self.n) if st.active(i)]
        if len(active) >= 2 and any(f.continue_after_wins(self, records) for f in self.variant.features):
            if st.phase is Phase.HAND_OVER:
                return  # the feature ended the hand itself (abort_hand)
            st.last_discard = None
            # play goes on with the first player still in after the last winner
            last = records[-1].seat
            self._after_no_claim(last)
            return
        self._end_hand(wins=list(st.flags["wins"]))

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
            self._emit("payment", p.payee, payer=p.payer, payee=p.payee, amount=p.amount, reason=p.reason,
                       note=p.note)

    def _exhaustive_draw(self) -> None:
        st = self.state
        self._emit("exhaustive_draw", None, reason=WALL_EMPTY, args={})
        self._pay(self.variant.settlement.on_exhaustive_draw(st))
        self._end_hand(exhaustive=True, reason=msg(WALL_EMPTY))

    def emit(self, kind: str, seat: int | None = None, tile: Tile | None = None, tiles: Iterable[Tile] = (),
             private: bool = False, **data: object) -> None:
        """Record an event: a service for features announcing their own actions."""
        self._emit(kind, seat, tile, tiles, private, **data)

    def kong_allowed(self, seat: int) -> bool:
        """Whether ``seat`` may declare a kong (or a kong-like action) now."""
        return self._can_kong_now(seat)

    def pay(self, payments: list[Payment]) -> None:
        """Pay money now (a feature's side payment, such as Beijing's four wilds)."""
        self._pay(payments)

    def replacement_draw(self, seat: int) -> None:
        """Give ``seat`` a replacement tile from the tail and the turn: a service for features
        whose actions count as kongs (Wuhan's set-aside red dragons and wilds)."""
        self._replacement_draw(seat)

    def draw_open_tail(self, seat: int, index: int) -> None:
        """Give ``seat`` the face-up tail tile ``index`` (0 = the rearmost, T1) as his kong
        replacement, and the turn: a service for the open-tail feature."""
        self._replacement_draw(seat, take_open=index)

    def can_win_with(self, seat: int, tile: Tile) -> bool:
        """Whether ``seat`` could declare a legal self-drawn win if ``tile`` were drawn now."""
        s = self.state.seats[seat]
        s.hand.append(tile)
        try:
            got = self._win_check(seat, tile, "self_draw")
        finally:
            s.hand.remove(tile)
        return got is not None and not got[1]

    def next_turn(self, after: int) -> None:
        """Play passes to the first seat still in after ``after`` (it draws): a service for
        features that asked a question between two turns."""
        self.state.phase = Phase.TURN
        nxt = self._next_active(after)
        if nxt is None:
            self._end_hand()
            return
        self._begin_turn(nxt)

    def declare_special_win(self, seat: int, score: Score, tile: Tile) -> None:
        """A win that is no hand shape (Yunnan 十老頭 on ``tile``, his last discard; or bonus
        tiles alone at the deal), paid as a self-draw: a service for features."""
        st = self.state
        s = st.seats[seat]
        hand = Hand(sorted(s.hand), list(s.melds), None, list(s.bonus))
        sit = Situation(self_drawn=True, seat_wind=st.seat_wind(seat), round_wind=st.round_wind,
                        last_four=bool(st.flags.get("last_phase")))
        self._settle_wins([WinRecord(seat, None, tile, hand, score, sit, "self_draw")], None, tile, "self_draw")

    def abort_hand(self, reason: Message) -> None:
        """End the hand now as a draw without settlement (a variant's abortive draw).

        A service for features; the rotation sees it as a drawn hand."""
        self._emit("exhaustive_draw", None, reason=reason.key, args=dict(reason.args), abortive=True)
        self._end_hand(exhaustive=True, reason=reason)

    def _end_hand(self, wins: list[WinRecord] | None = None, false_wins: list[WinRecord] | None = None,
                  exhaustive: bool = False, reason: Message | None = None) -> None:
        st = self.state
        if wins is None:
            wins = list(st.flags.get("wins", []))  # blood battle: earlier wins of this hand
        result = HandResult(st.hand_no, st.dealer, st.round_wind, list(wins), list(false_wins or []),
                            [], exhaustive, reason)
        result.last_drawer = st.last_drawer
        self._pay(self.variant.settlement.on_hand_end(st, result))
        result.payments = list(st.payments)
        deltas = [0] * self.n
        for p in st.payments:
            if p.payer is not None:
                deltas[p.payer] -= p.amount
            if p.payee is not None:
                deltas[p.payee] += p.amount
        result.deltas = deltas
        result.pot_change = st.pot - self.match.pot
        self.match.pot = st.pot
        st.result = result
        st.phase = Phase.HAND_OVER
        st.pending = {}
        for i, d in enumerate(deltas):
            self.match.scores[self.match.seating[i]] += d
        self.history.append(result)
        self._emit("hand_end", None, deltas=deltas, scores=self.seat_scores(), exhaustive=exhaustive,
                   winners=[w.seat for w in result.wins])
        self.variant.rotation.after_hand(self.match, result)

    def _next_hand(self) -> None:
        if self.match.over:
            self.state.phase = Phase.MATCH_OVER
            self._emit("match_end", None, scores=list(self.match.scores), players=self.player_names,
                       reason=self.match.reason)
            return
        self._start_hand()

    # ================================================================ helpers

    def _why_illegal(self, action: Action, legal: list[Action]) -> str:
        st = self.state
        who = self.names[action.seat] if 0 <= action.seat < self.n else f"seat {action.seat}"
        if not legal:
            if st.phase is Phase.TURN:
                return f"it is not {who}'s turn ({self.names[st.turn]} is to play)"
            return f"{who} has nothing to decide now ({st.phase.value})"
        same = [a for a in legal if a.type is action.type]
        if not same:
            kinds = sorted({a.type.value for a in legal})
            return f"{who} cannot {action.type.value} now; possible: {', '.join(kinds)}"
        if action.type is Act.DISCARD and action.tile is not None and action.tile not in st.seats[action.seat].hand:
            return f"{who} has no {K.code(action.tile)} to discard"
        return f"{action.describe()} is not possible now; possible: {', '.join(a.describe() for a in same)}"


def _source_mark(owner: int, giver: int, n: int) -> str:
    d = (owner - giver) % n
    if d == 1:
        return "<"
    if n == 4 and d == 2:
        return "^"
    return ">"
