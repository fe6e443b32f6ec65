"""Part of :class:`~.game.Game`: claims on a discard (chow, pung, kong, win), their arbitration,
added kongs and robbing them."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..rules.judge import win_order
from ..table.actions import Act, Action
from ..table.event_kinds import EventKind
from ..table.state import Phase
from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from .parts import GameParts
else:  # the declared parts are for the type checker; at run time a part is a plain mixin
    GameParts = object

CLAIM_PRIORITY = {Act.WIN: 3, Act.KONG: 2, Act.PUNG: 2, Act.CHOW: 1, Act.PASS: 0}


class ClaimPlay(GameParts):
    """Mixed into :class:`~.game.Game`; what it uses of the other parts is declared in
    :class:`~.parts.GameParts`."""

    _unclaimable: frozenset[Tile]
    """Kinds no one may claim (``claims.unclaimable``)."""
    _jokers: bool
    """The tile set has jokers (they may stand in claimed melds)."""
    _chow_patterns: dict[Tile, list[tuple[tuple[Tile, ...], tuple[Tile, Tile] | None]]]
    """Per tile, :meth:`_chow_rests`."""

    def _open_claims(self, discarder: int, tile: Tile) -> None:
        st = self.state
        options: dict[int, list[Action]] = {}
        wall_empty = self._live() <= 0
        win_only = wall_empty and self.cfg.claims.last_discard == "win_only"
        features = self.variant.features
        n = self.n
        for k in range(1, n):
            seat = (discarder + k) % n
            s = st.seats[seat]
            if s.won or s.frozen:  # not active, or plays on without choices
                continue
            opts: list[Action] = []
            if self._known_not_ready(seat, s.hand, s.melds):
                win = None  # no tile completes the hand: the judge need not be asked
            else:
                win = self._win_check(seat, tile, "discard")
            if win is not None:
                opts.append(self._win_action(seat, tile, win))
            may_meld = self._may_chow(seat, discarder) or self._jokers or s.hand.count(tile) >= 2
            if not win_only and not s.ready and may_meld:
                opts.extend(self._meld_claims(seat, discarder, tile, wall_empty))  # (no pung nor kong without two)
            for f in features:
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

    def _may_chow(self, seat: int, discarder: int) -> bool:
        """The variant lets ``seat`` chow what ``discarder`` threw (no chow, from the left only, any)."""
        chow = self.cfg.claims.chow
        return chow == "any" or (chow != "none" and seat == (discarder + 1) % self.n)

    def _claim_limit_reached(self, seat: int) -> bool:
        """The claim limit (一口: one chow or pung, one more per kong declared) is used up."""
        s = self.state.seats[seat]
        return self.cfg.claims.claim_limit != "none" and s.claims_made >= 1 + s.kongs_declared

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
        limit_ok = not self._claim_limit_reached(seat)
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
        if self._may_chow(seat, discarder) and limit_ok:
            out.extend(self._chow_options(seat, tile, usable, jokers))
        return out

    def _chow_options(self, seat: int, tile: Tile, usable: list[Tile], jokers: int = 0) -> list[Action]:
        c = self.cfg.claims
        out = []
        rests = self._chow_patterns.get(tile)
        if rests is None:
            rests = self._chow_patterns[tile] = self._chow_rests(tile)
        for rest, pair in rests:
            if pair is not None:  # two distinct tiles, one of each
                ok = pair[0] in usable and pair[1] in usable
            else:
                ok = all(usable.count(t) >= rest.count(t) for t in set(rest))
            if ok:
                out.append(Action(Act.CHOW, seat, tile, rest))
            if jokers and c.jokers_in_chow:  # one joker stands for one of the other two tiles
                for i, stand in enumerate(rest):
                    if i and stand == rest[0]:
                        continue
                    other = rest[1 - i]
                    if usable.count(other) >= 1:
                        out.append(Action(Act.CHOW, seat, tile, (other, K.JOKER), choice=K.code(stand)))
        return out

    def _chow_rests(self, tile: Tile) -> list[tuple[tuple[Tile, ...], tuple[Tile, Tile] | None]]:
        """The chows ``tile`` may be claimed into under the variant's chow rules, as the tiles
        the hand must supply, in grammar order; with them the two tiles when they are two
        distinct ones (the common case, checked faster)."""
        c = self.cfg.claims
        out = []
        for pat in self.variant.grammar.chow_patterns_with(tile):
            if K.is_suited(tile) and "mpsz"[K.suit_of(tile)] not in c.chow_suits:
                continue
            if K.is_chess(tile) and c.chow_sets:
                letters = "".join(K.chess_rank_letter(t) for t in pat)
                if letters not in c.chow_sets:
                    continue
            rest = list(pat)
            rest.remove(tile)
            pair = (rest[0], rest[1]) if len(rest) == 2 and rest[0] != rest[1] else None
            out.append((tuple(rest), pair))
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
            self._emit(EventKind.PASS_BAN, seat, tile)

    def _resolve_claims(self) -> None:
        st = self.state
        assert st.last_discard is not None
        discarder, tile = st.last_discard
        answers = list(st.answers.values())
        st.pending = {}
        wins = [a for a in answers if a.type is Act.WIN]
        melds = sorted(
            (a for a in answers if a.type in (Act.PUNG, Act.KONG, Act.CHOW)),
            key=lambda a: (-CLAIM_PRIORITY[a.type], (a.seat - discarder) % self.n),
        )
        if wins:
            taken = self._win_order(wins, discarder)
            took = {a.seat for a in taken}
            self._outranked([a for a in wins + melds if a.seat not in took], taken[0], tile)
            self._declare_wins(taken, discarder, tile, "discard")
            return
        if not melds:
            self._after_no_claim(discarder)
            return
        self._outranked(melds[1:], melds[0], tile)
        self._claim_meld(melds[0], discarder, tile)

    def _outranked(self, claims: list[Action], first: Action, tile: Tile) -> None:
        """Tell each seat whose claim of ``tile`` gave way that ``first`` took it, and what it was."""
        for a in claims:
            self._emit(EventKind.OUTRANKED, a.seat, tile, claim=a.type.value, by=first.seat, by_claim=first.type.value)

    def _win_order(self, wins: list[Action], discarder: int) -> list[Action]:
        """The declared wins that take the tile, in the judge's order of winners."""
        by_seat = {a.seat: a for a in wins}
        return [by_seat[s] for s in win_order(self.variant, list(by_seat), discarder, self.state.dealer, self.n)]

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
            jokers = (
                tuple(range(len(tiles)))[len(tiles) - a.tiles.count(K.JOKER) :]
                if a.type is not Act.CHOW
                else (tiles.index(stand),)
            )
        meld = Meld(kind, tiles, jokers, source=source, claimed=tile)
        s.melds.append(meld)
        s.meld_from.append(discarder)
        st.calls_made += 1
        st.kong_discard_pending = None
        if a.type in (Act.CHOW, Act.PUNG):
            s.claims_made += 1
            if self.cfg.claims.swap_call != "allowed":
                s.swap_call = tile
        if a.type in (Act.PUNG, Act.KONG) and self.cfg.claims.pass_ban == "same_kind_until_move":
            s.banned_win_kinds = None
        self._emit(EventKind(a.type.value), a.seat, tile, meld.physical(), source=discarder)
        st.turn = a.seat
        st.phase = Phase.TURN
        st.last_discard = None
        if a.type is Act.KONG:
            self._kong_stands(a.seat, meld, discarder)
        else:
            st.must_discard = True
            s.drawn = None
            self._emit(EventKind.TURN, a.seat)

    def _after_no_claim(self, discarder: int) -> None:
        st = self.state
        st.kong_discard_pending = None
        if st.last_discard is not None and st.last_discard[0] == discarder:
            tile = st.last_discard[1]
            features = self.variant.features
            if features and any(f.after_no_claim(self, discarder, tile) for f in features):
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
        self._emit(EventKind.ADDED_KONG, seat, tile, old.tiles + (tile,), private=face_down)
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
        self._kong_stands(seat, meld, None)

    def _resolve_rob(self) -> None:
        st = self.state
        assert st.rob_kong is not None
        konger, tile = st.rob_kong
        wins = [a for a in st.answers.values() if a.type is Act.WIN]
        st.pending = {}
        if wins:
            st.rob_kong = None
            self._emit(EventKind.ROB, konger, tile)
            self._declare_wins(self._win_order(wins, konger), konger, tile, "rob_kong")
            return
        st.rob_kong = None
        self._finish_added_kong(konger, tile, self._growing_meld(konger, tile))

    def _kong_stands(self, seat: int, meld: Meld, from_seat: int | None) -> None:
        """A kong is made: count it (a kong of one's own turn is a call here, a claimed one was
        counted with its claim), pay for it, draw its replacement."""
        st = self.state
        if from_seat is None and (meld.kind is not MeldKind.CONCEALED_KONG or self.cfg.win.concealed_kong_is_call):
            st.calls_made += 1
        st.kongs_total += 1
        st.seats[seat].kongs_declared += 1
        pays = self.variant.settlement.on_kong(st, seat, meld, from_seat)
        self._pay(pays)
        self._replacement_draw(seat)

    # ================================================================ winning


def _source_mark(owner: int, giver: int, n: int) -> str:
    d = (owner - giver) % n
    if d == 1:
        return "<"
    if n == 4 and d == 2:
        return "^"
    return ">"
