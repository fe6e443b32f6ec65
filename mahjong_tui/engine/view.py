"""What one seat may see. Bots and the UI only ever get this, never the engine's state."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..messages import Message, msg
from ..rules.features.void_suit import VoidSuits
from ..table.actions import Action
from ..table.records import HandResult, Payment, net_by_seat
from ..table.state import Phase, RiverTile
from ..tiles import kinds as K
from ..tiles.hand import Hand, Meld, MeldKind
from ..tiles.kinds import Tile
from .events import Event
from .facts import win_facts
from .refusals import discard_refusals, forfeits, refusals

if TYPE_CHECKING:  # pragma: no cover
    from .parts import GameParts

PASS_BAN_ALL = "view.pass_ban_all"
PASS_BAN_DISCARD = "view.pass_ban_discard"
PASS_BAN_KINDS = "view.pass_ban_kinds"


@dataclass(frozen=True, slots=True)
class MeldView:
    meld: Meld | None
    """None when the meld is hidden from this viewer (another seat's concealed kong)."""
    from_seat: int | None
    size: int

    @property
    def hidden(self) -> bool:
        return self.meld is None


@dataclass(slots=True)
class SeatInfo:
    seat: int
    player: int
    """Which player sits here (differs from ``seat`` only with competition seating)."""
    name: str
    wind: int
    dealer: bool
    score: int
    hand_count: int
    hand: list[Tile] | None
    """Concealed tiles: only the viewer's own, or everyone's once the rules reveal them."""
    drawn: Tile | None
    melds: list[MeldView]
    bonus: list[Tile]
    river: list[RiverTile]
    ready: bool
    won: bool
    facts: dict[str, object] = field(default_factory=dict)
    """Public facts the variant's features add (``stakes`` …): Message values, or plain ones."""
    void: int | None = None
    """The suit this seat declared void (定缺: 0 m, 1 p, 2 s), announced to the table; None
    where the variant has no declaration or before everyone has chosen. Plain data for bots,
    which get no ``facts``."""
    frozen: bool = False
    """The seat won a chicken hand and plays on frozen (明將 雞糊): it draws and throws the drawn
    tile away and can win nothing more this hand. Plain data for bots, as ``void``."""

    @property
    def known_melds(self) -> list[Meld]:
        """The seat's melds this viewer can read (another seat's concealed kong, face down, left out)."""
        return [mv.meld for mv in self.melds if mv.meld is not None]


@dataclass(slots=True)
class SeatView:
    viewer: int | None
    variant_id: str
    phase: Phase
    turn: int
    hand_no: int
    dealer: int
    round_wind: int
    wall_remaining: int
    live_remaining: int
    indicator: Tile | None
    wild_kinds: tuple[Tile, ...]
    open_tail: list[Tile]
    seats: list[SeatInfo]
    legal: list[Action]
    last_discard: tuple[int, Tile] | None
    must_discard: bool
    to_act: list[int]
    result: HandResult | None
    match_scores: list[int]
    hands_played: int
    match_over: bool
    match_facts: dict[str, object] = field(default_factory=dict)
    """What a scoreboard shows beyond the scores, from the rotation: standings (players, first
    place first), the return and the final settlement of a match played for placing …"""
    events: list[Event] = field(default_factory=list)
    copies: Mapping[Tile, int] = field(default_factory=dict)
    hand_payments: list[Payment] = field(default_factory=list)
    """Money that has moved in this hand so far (kong money paid at once …), while it is played;
    public. Once the hand is over the result and the scores hold it."""
    pot: int = 0
    """Money held on the table (憨兒's ready deposits), in nobody's score."""
    streak: int = 0
    """The dealer's streak (連莊) as the match counts it."""
    draws_in_a_row: int = 0
    """Drawn hands in a row before this one."""
    win_facts: dict[str, object] = field(default_factory=dict)
    """What the viewer knows that bears on a win of its own, as keys of the judge's request
    schema (:func:`~mahjong_tui.engine.facts.win_facts`): the hints judge possible wins with it."""
    kong_discard: bool = False
    """The seat to play drew a kong's replacement: its discard now is a kong discard (槓上炮, a
    pattern of its own in Sichuan and Yunnan). Public: everyone saw the kong."""
    refusals: dict[str, Message] = field(default_factory=dict)
    """Why the viewer may not discard, chow, pung or kong now, by verb, for each it has no legal action
    for (:func:`~.refusals.refusals`): what a screen says when the key is pressed anyway."""
    discard_refusals: dict[Tile, Message] = field(default_factory=dict)
    """On the viewer's turn, the kinds it holds but may not discard now, with why, where a rule
    says (:func:`~.refusals.discard_refusals`; Sichuan: the void suit first)."""
    forfeits: dict[Tile, Message] = field(default_factory=dict)
    """The viewer's legal discards that cost it the right to win this hand, with why
    (:func:`~.refusals.forfeits`; Beijing: a wild thrown): a screen asks before one is made."""

    def hand_delta(self, seat: int) -> int:
        """What ``seat`` has won (+) or paid (−) in this hand so far."""
        return net_by_seat(self.hand_payments, len(self.seats))[seat]

    @property
    def me(self) -> SeatInfo | None:
        return None if self.viewer is None else self.seats[self.viewer]

    def own_hand(self) -> Hand | None:
        """The viewer's hand as the judge reads it (concealed tiles, melds, bonus tiles), or None
        when the view has no seat with a hand to show."""
        me = self.me
        if me is None or me.hand is None:
            return None
        return Hand(list(me.hand), me.known_melds, None, list(me.bonus))

    @classmethod
    def of(cls, game: GameParts, viewer: int | None, log: int = 40) -> SeatView:
        st = game.state
        over = st.phase is Phase.HAND_OVER or st.phase is Phase.MATCH_OVER
        match = game.match
        view = _common(game, viewer, over, with_facts=True)
        view.match_facts = game.variant.rotation.public_facts(match)
        view.events = [e.for_seat(viewer) for e in game.events[-log:] if e.seen_by(viewer)] if log else []
        view.hand_payments = [] if over else list(st.payments)  # once over, the scores hold them
        view.pot = st.pot
        view.streak = match.streak
        view.draws_in_a_row = match.draws_in_a_row
        if viewer is not None and not over:  # a seat's own questions (else they stay empty)
            view.win_facts = win_facts(game, viewer)
            view.refusals = refusals(game, viewer, view.legal)
            view.forfeits = forfeits(game, viewer, view.legal)
            view.discard_refusals = discard_refusals(game, viewer, view.legal)
        return view

    @classmethod
    def public(cls, game: GameParts, log: int = 40) -> SeatView:
        """What every seat may see and no more, for no seat in particular: no concealed tile
        (but the hands the rules show: a won or frozen one, every one once the hand is over), no
        seat's private facts, no legal actions. The table between two people's turns at one
        screen, and an onlooker's view. Hidden as :meth:`of` hides for a seat (the same
        :func:`_common`), as if for a seat that is not at the table."""
        st = game.state
        over = st.phase is Phase.HAND_OVER or st.phase is Phase.MATCH_OVER
        match = game.match
        view = _common(game, NO_SEAT, over, with_facts=True)
        view.match_facts = game.variant.rotation.public_facts(match)
        view.events = [e.for_seat(NO_SEAT) for e in game.events[-log:] if e.seen_by(NO_SEAT)] if log else []
        view.hand_payments = [] if over else list(st.payments)
        view.pot = st.pot
        view.streak = match.streak
        view.draws_in_a_row = match.draws_in_a_row
        return view

    @classmethod
    def for_bot(cls, game: GameParts, viewer: int, facts: bool = False) -> SeatView:
        """``of(game, viewer, log=0)`` for a bot, built faster: it hides exactly what :meth:`of`
        hides (the same :func:`_common`) and leaves empty what no bot reads (the event log, the
        features' public facts, the match facts, the hand's payments so far). A simulated hand
        makes some eighty views. ``facts``: with the seat's ``win_facts`` (about 15-20 µs, as much
        as the view), for a bot that asks the judge (:attr:`~mahjong_tui.bots.levels.Bot.reads_win_facts`)."""
        st = game.state
        over = st.phase is _HAND_OVER or st.phase is _MATCH_OVER
        view = _common(game, viewer, over, with_facts=False)
        if facts and not over:
            view.win_facts = win_facts(game, viewer)
        return view


_CLAIM = Phase.CLAIM
NO_SEAT = -1
"""The viewer of :meth:`SeatView.public`: a seat that is not at the table (its views say viewer None)."""
_MATCH_OVER = Phase.MATCH_OVER
_HAND_OVER = Phase.HAND_OVER
_TURN = Phase.TURN


_OFFERS = frozenset({Phase.CLAIM, Phase.ROB})


def _acting(game: GameParts, viewer: int | None, phase: Phase) -> list[int]:
    """The seats to act, as ``viewer`` may know them. A discard's claims and a kong to rob are
    offered only to the seats that can take the tile, so a seat learns only whether it is asked
    itself: naming the others ("Waiting for ann...", her wind lit) told everyone at a shared
    table that ann held a pair of the tile, or waited on it. Every seat is named to a view
    with every hand open (``viewer`` None)."""
    acting = game.to_act()
    if viewer is None or phase not in _OFFERS:
        return acting
    return [viewer] if viewer in acting else []


def _common(game: GameParts, viewer: int | None, over: bool, with_facts: bool) -> SeatView:
    """A view with the fields every view has (:meth:`SeatView.of` fills in the others), the
    seats hidden as ``viewer`` must see them: the one place that decides which concealed tiles
    a view holds (:func:`_seats`)."""
    st = game.state
    phase = st.phase
    match = game.match
    wall = st.wall
    scores = match.scores
    return SeatView(
        viewer=None if viewer == NO_SEAT else viewer,
        variant_id=game.variant.id,
        phase=phase,
        turn=st.turn,
        hand_no=st.hand_no,
        dealer=st.dealer,
        round_wind=st.round_wind,
        wall_remaining=wall.remaining,
        live_remaining=max(0, game._live()),
        indicator=st.indicator,
        wild_kinds=st.wild_kinds,
        open_tail=wall.open_tiles() if wall.open_tail else [],
        seats=_seats(game, viewer, over, with_facts),
        legal=game.legal_actions(viewer) if viewer is not None and viewer != NO_SEAT else [],
        last_discard=st.last_discard if phase is _CLAIM else None,
        must_discard=st.must_discard,
        to_act=_acting(game, viewer, phase),
        result=st.result if over else None,
        match_scores=[scores[p] for p in match.seating],
        hands_played=match.hands_played,
        match_over=phase is _MATCH_OVER,
        copies=game.variant.tileset.copies,
        kong_discard=st.last_was_kong_replacement and phase is _TURN,
    )


def _seats(game: GameParts, viewer: int | None, over: bool, with_facts: bool) -> list[SeatInfo]:
    """Every seat as ``viewer`` may see it: concealed tiles only of its own seat, of every seat
    once the hand is over (or for ``viewer`` None), and of a seat that won or plays frozen;
    another seat's concealed kongs face down. (Built positionally: a simulated hand makes some
    eighty views, each of every seat.)"""
    st = game.state
    reveal_all = over or viewer is None
    match = game.match
    seating = match.seating
    scores = match.scores
    names = game.player_names
    dealer = st.dealer
    n = len(st.seats)
    declared = st.features.get(VoidSuits)  # read only: a view must not add a feature's state
    voids = declared.suits if isinstance(declared, VoidSuits) else None
    seats = []
    for i, s in enumerate(st.seats):
        own = viewer == i
        show = own or reveal_all or s.won or s.frozen
        player = seating[i]
        seats.append(
            SeatInfo(
                i,
                player,
                names[player],
                (i - dealer) % n,
                i == dealer,
                scores[player],
                len(s.hand),
                sorted(s.hand) if show else None,
                s.drawn if show else None,
                _meld_views(game, i, s.melds, s.meld_from, own or reveal_all) if s.melds else [],
                list(s.bonus),
                list(s.river),
                s.ready,
                s.won,
                _facts(game, i, own) if with_facts else {},
                None if voids is None else voids[i],
                s.frozen,
            )
        )
    return seats


def _meld_views(
    game: GameParts, seat: int, melds: list[Meld], sources: list[int | None], see_concealed: bool
) -> list[MeldView]:
    """The melds as a viewer sees them: another seat's concealed kongs face down. Melds and
    meld views are immutable, so the views of a seat's melds are kept until its melds change."""
    key = (seat, see_concealed)
    got = game._meld_view_cache.get(key)
    if got is None or got[0] != melds or got[1] != sources:  # the same meld objects: compared by identity
        got = game._meld_view_cache[key] = (
            list(melds),
            list(sources),
            tuple(
                MeldView(None if m.kind is MeldKind.CONCEALED_KONG and not see_concealed else m, src, len(m.tiles))
                for m, src in zip(melds, sources, strict=True)
            ),
        )
    return list(got[2])


def _facts(game: GameParts, seat: int, own: bool) -> dict[str, object]:
    """The features' public facts about ``seat``; in its own view also what only it knows: a
    missed-win ban (振聽, 過水) and the features' private facts."""
    out: dict[str, object] = {}
    features = game.variant.features
    for f in features:
        out.update(f.public_facts(game, seat))
    if own:
        banned = game.state.seats[seat].banned_win_kinds
        if banned is not None:
            if banned:
                out["pass_ban"] = msg(PASS_BAN_KINDS, tiles=" ".join(K.code(t) for t in sorted(banned)))
            else:  # a temporary furiten lasts until one's own discard, the other bans until a draw
                out["pass_ban"] = msg(PASS_BAN_DISCARD if game.cfg.claims.pass_ban == "furiten" else PASS_BAN_ALL)
        for f in features:
            out.update(f.private_facts(game, seat))
    return out
