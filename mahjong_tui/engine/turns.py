"""Part of :class:`~.game.Game`: a seat's turn: drawing, bonus and kong replacements, what the
seat may do, kongs of its own, and the discard."""

from __future__ import annotations

from collections.abc import Callable
from operator import eq
from typing import TYPE_CHECKING

from ..table.actions import Act, Action, Mark
from ..table.event_kinds import EventKind
from ..table.state import Phase, RiverTile
from ..tiles import kinds as K
from ..tiles.hand import Hand, Meld, MeldKind
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from .parts import GameParts
else:  # the declared parts are for the type checker; at run time a part is a plain mixin
    GameParts = object


def swap_call_discards(rule: str, swapped: Tile, acts: list[Action]) -> list[Action]:
    """The discards right after a claim of ``swapped`` (食替) by the variant's ``claims.swap_call``
    rule: "forbid" takes that kind away while another discard is left, "dead_hand" flags it (the
    hand goes dead), "allowed" leaves the discards as they are."""
    if rule == "forbid" and any(a.tile != swapped for a in acts if a.type is Act.DISCARD):
        return [a for a in acts if not (a.type is Act.DISCARD and a.tile == swapped)]
    if rule == "dead_hand":
        return [
            Action(Act.DISCARD, a.seat, a.tile, choice=Mark.SWAP_CALL)
            if a.type is Act.DISCARD and a.tile == swapped
            else a
            for a in acts
        ]
    return acts


class PlainDiscards(dict):
    """One seat's plain discards by tile, each made on first use by ``plain``
    (:meth:`TurnPlay._plain`): a turn lists a dozen, built again every turn."""

    __slots__ = ("seat", "plain")

    def __init__(self, seat: int, plain: Callable[[Act, int, Tile], Action]) -> None:
        super().__init__()
        self.seat = seat
        self.plain = plain

    def __missing__(self, tile: Tile) -> Action:
        a = self[tile] = self.plain(Act.DISCARD, self.seat, tile)
        return a


class TurnPlay(GameParts):
    """Mixed into :class:`~.game.Game`; what it uses of the other parts is declared in
    :class:`~.parts.GameParts`."""

    _pung_kinds: frozenset[Tile]
    """The only kinds that may be punged or konged (``claims.pung_kinds``; empty: any)."""
    _plain_actions: dict[tuple[Act, int, Tile | None], Action]
    """:meth:`_plain` actions, each made once."""
    _plain_discards: list[PlainDiscards]
    """Per seat, :meth:`_plain` discards by tile (a turn lists a dozen)."""

    def _begin_turn(self, seat: int) -> None:
        st = self.state
        if self._live() <= 0:
            self._exhaustive_draw()
            return
        if self.cfg.wall.last_phase == "draw_only" and self._live() <= self.cfg.wall.last_phase_tiles:
            st.last_phase = True  # Wuhan 海底撈: draw, win or keep the tile, no discard
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
            st.last_tile_drawn = True
        self._emit(EventKind.DRAW, seat, tile, private=True, count=st.wall.remaining)
        if not self._receive(seat, tile):
            return
        if s.frozen and s.drawn is not None:
            self._frozen_discard(seat, s.drawn)
            return
        self._emit(EventKind.TURN, seat)

    def _frozen_discard(self, seat: int, tile: Tile) -> None:
        """A frozen seat (明將's chicken winner) discards what it drew; nobody may take it."""
        st = self.state
        s = st.seats[seat]
        s.hand.remove(tile)
        s.drawn = None
        s.river.append(RiverTile(tile, from_draw=True))
        s.discards_made += 1
        s.discarded_kinds.add(tile)
        self._emit(EventKind.DISCARD, seat, tile, frozen=True)
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
            self._emit(EventKind.BONUS, seat, tile)
            if st.wall.remaining == 0 or (self._live() <= 0 and self._reserve() == 0):
                s.drawn = None
                if self.cfg.deal.unreplaced_bonus == "draw":
                    self._exhaustive_draw()
                    return False
                if not s.hand:
                    return True
                st.last_tile_drawn = True
                return True
            tile = st.wall.draw_replacement()
            st.last_was_bonus_replacement = True
            if self._live() <= 0:
                st.last_tile_drawn = True
            self._emit(EventKind.REPLACEMENT, seat, tile, private=True, replacement="bonus", count=st.wall.remaining)
        s.hand.append(tile)
        s.hand.sort()
        s.drawn = tile
        return True

    def _note_auto_win_phase(self) -> None:
        """最後四張 (Sichuan, Yunnan): once a draw is made with ``last_phase_tiles`` or fewer
        left, every legal win is automatic (see :meth:`_compute_legal`)."""
        w = self.cfg.wall
        if w.last_phase == "auto_win" and self._live() <= w.last_phase_tiles:
            self.state.last_phase = True

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
            st.last_tile_drawn = True
        self._emit(EventKind.REPLACEMENT, seat, tile, private=True, replacement="kong", count=st.wall.remaining)
        if not self._receive(seat, tile):
            return
        self._emit(EventKind.TURN, seat)

    # ================================================================ turn actions

    def _turn_actions(self, seat: int) -> list[Action]:
        st = self.state
        s = st.seats[seat]
        acts: list[Action] = []
        if not st.must_discard and s.drawn is not None:
            win = self._win_check(seat, s.drawn, "self_draw")
            if win is not None:
                acts.append(self._win_action(seat, s.drawn, win))
        if st.last_phase and self.cfg.wall.last_phase == "draw_only":
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
        acts.extend(map(self._plain_discards[seat].__getitem__, sorted(set(s.hand))))  # each made once
        swapped = s.swap_call if st.must_discard else None
        if swapped is not None:  # 食替: the claimed kind right after the claim
            acts = swap_call_discards(self.cfg.claims.swap_call, swapped, acts)
        if self.cfg.claims.ready != "none":  # with any discard, the one after a claim too (xiangqi C7)
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
            hand = sorted(s.hand)
            if c.jokers_in_kong and K.JOKER in hand:
                least = 3
                counts: dict[Tile, int] = {}  # the hand counted once, not once a kind
                for t in hand:
                    counts[t] = counts.get(t, 0) + 1
                fours = sorted(t for t, n in counts.items() if n >= least)
            else:  # four (or more) of a kind, found in the sorted hand (most turns: none, seen in C)
                later = hand[3:]
                four = any(map(eq, hand, later))
                counts = dict.fromkeys([t for t, u in zip(hand, later, strict=False) if t == u], 4) if four else {}
                fours = list(counts)
            for t in fours:
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

    def _plain(self, act: Act, seat: int, tile: Tile | None) -> Action:
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
        return not all(self.variant.tileset.all_held(held, t) for t in waits)

    def _apply_turn(self, a: Action) -> None:
        st = self.state
        s = st.seats[a.seat]
        # 槓頂槓 (憨兒): this kong uses the replacement just drawn for the last kong
        kong = a.type in (Act.CONCEALED_KONG, Act.ADDED_KONG)
        if kong and st.last_was_kong_replacement and s.drawn == a.tile:
            st.kong_on_kong = st.kongs_total + 1
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
            self._emit(EventKind.CONCEALED_KONG, a.seat, a.tile, taken, private=True)  # face down to others
            self._kong_stands(a.seat, meld, None)
        elif a.type is Act.ADDED_KONG:
            assert a.tile is not None
            self._added_kong(a.seat, a.tile)
        elif a.type is Act.PASS:  # draw-only last phase: the drawn tile is shown and kept
            self._emit(EventKind.KEEP, a.seat, a.tile)
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
        from_draw = s.drawn == tile
        s.drawn = None
        s.river.append(RiverTile(tile, ready=ready, from_draw=from_draw))
        s.discards_made += 1
        s.discarded_kinds.add(tile)
        if ready:
            s.ready = True
            s.ready_first_turn = s.discards_made == 1 and st.calls_made == 0
            self._pay(self.variant.settlement.on_ready(st, seat))
        swapped, s.swap_call = s.swap_call, None
        if swapped == tile and st.must_discard and self.cfg.claims.swap_call == "dead_hand":
            s.dead = True  # 食替: the call stands, the hand cannot win this hand
            self._emit(EventKind.DEAD_HAND, seat, tile)
        if self.cfg.claims.pass_ban == "over_water" and not s.dead and tile in self._waits(list(s.hand), s.melds):
            s.banned_win_kinds = set()  # 過水 (b): discarding one's own winning tile
            self._emit(EventKind.PASS_BAN, seat, tile)
        after_kong = st.last_was_kong_replacement
        st.last_was_kong_replacement = False
        st.must_discard = False
        if self.cfg.claims.pass_ban == "furiten":
            s.banned_win_kinds = None  # temporary furiten lasts until one's own next discard
        self._emit(EventKind.DISCARD, seat, tile, ready=ready)
        st.last_discard = (seat, tile)
        st.kong_discard_pending = seat if after_kong else None
        features = self.variant.features
        if features and any(f.after_discard(self, seat, tile) for f in features):
            return
        self._open_claims(seat, tile)

    # ================================================================ claims
