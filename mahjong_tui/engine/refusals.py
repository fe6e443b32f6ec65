"""Why a seat may not discard, chow, pung or kong now: the one place that says it.

The engine offers claims and kongs in :mod:`.claims` and :mod:`.turns`; this module answers the
other question, for a verb the seat has no legal action for: which rule stands in the way. Each
rule is the engine's own predicate (``_may_chow``, ``_claim_limit_reached``, ``_kong_closed``,
``_claimable``, ``_kong_kind_allowed``, the features' ``refuse_claim``), asked in the order the
engine asks it, so the first reason given is the one that decided and no rule is stated twice.
A win's refusal is the judge's
(:func:`~mahjong_tui.rules.judge.refusal_of`), not this module's.

The seat's view carries the answers (``SeatView.refusals``), so a screen, local or at a shared
table, shows them without knowing a rule. An action the engine is nevertheless handed and refuses
(``Game.apply``'s :class:`~mahjong_tui.table.actions.IllegalAction`, a shared table's view being
behind its server) names its tiles with :func:`~mahjong_tui.tiles.faces.named` and its actions
with this module's :func:`action_arg`, as these reasons do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..messages import Message, for_count, msg
from ..rules.features import forfeit_of
from ..table.actions import Act, Action
from ..table.state import Phase
from ..tiles import kinds as K
from ..tiles.faces import named
from ..tiles.hand import MeldKind
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from ..variant_schema import ClaimsCfg
    from .parts import GameParts

VERB_ACTS: dict[str, frozenset[Act]] = {
    "discard": frozenset({Act.DISCARD}),
    "chow": frozenset({Act.CHOW}),
    "pung": frozenset({Act.PUNG}),
    "kong": frozenset({Act.KONG, Act.CONCEALED_KONG, Act.ADDED_KONG}),
}
"""The verbs this module explains, and the actions that make each legal."""

NOT_YOUR_TURN = "refuse.not_your_turn"
ON_DISCARD_ONLY = "refuse.on_discard_only"
ROB_WIN_ONLY = "refuse.rob_win_only"
OWN_DISCARD = "refuse.own_discard"
WON = "refuse.won"
LAST_DISCARD = "refuse.last_discard_win_only"
LAST_TILES = "refuse.last_tiles"
READY = "refuse.ready"
WILD = "refuse.wild"
UNCLAIMABLE = "refuse.unclaimable"
NOT_MELDABLE = "refuse.not_meldable"
CLAIM_LIMIT = "refuse.claim_limit"
NO_CHOW = "refuse.no_chow"
CHOW_LEFT = "refuse.chow_left"
CHOW_SUIT = "refuse.chow_suit"
NO_RUN = "refuse.no_run"
NO_PUNG = "refuse.no_pung"
PUNG_NEEDS_TWO = "refuse.pung_needs_two"
NO_KONG = "refuse.no_kong"
NO_OWN_KONG = "refuse.no_own_kong"
KONG_NEEDS_THREE = "refuse.kong_needs_three"
MAX_KONGS = "refuse.max_kongs"
WALL_END = "refuse.wall_end"
DISCARD_FIRST = "refuse.discard_first"
ANSWER_FIRST = "refuse.answer_first"
OTHERS_DECIDE = "refuse.others_decide"
CHOOSE_FIRST = "refuse.choose_first"
OTHERS_CHOOSE = "refuse.others_choose"
NO_KONG_TILES = "refuse.no_kong_tiles"
NO_READY = "refuse.no_ready"
NO_READY_DISCARD = "refuse.no_ready_discard"

NOTHING_TO_DECIDE = "illegal.nothing_to_decide"
NOT_HELD = "illegal.not_held"
NOT_POSSIBLE = "illegal.not_possible"
NO_RULE = "illegal.no_rule"
"""Why ``Game.apply`` refuses an action it is handed (with :data:`NOT_YOUR_TURN`)."""
ACTION, CHOW_ACTION = "illegal.action", "illegal.chow_action"
"""An action named in those reasons (:func:`action_arg`)."""


def action_arg(a: Action) -> Message:
    """An action named in a refusal: its kind and tile (Pung 五萬 (5m)), a chow with the two tiles
    it shows, a choice by its own words; the same words as the table's buttons."""
    if a.type is Act.CHOOSE and a.label is not None:
        return a.label
    act = msg("act.ready") if a.type is Act.DISCARD and a.ready else msg(f"act.{a.type.value}")
    if a.tile is None or a.type in (Act.PASS, Act.NEXT_HAND):
        return act
    if a.type is Act.CHOW and a.tiles:
        return msg(CHOW_ACTION, act=act, tiles=tuple(named(t) for t in sorted(a.tiles)), tile=named(a.tile))
    return msg(ACTION, act=act, tile=named(a.tile))


def refusals(game: GameParts, seat: int, legal: list[Action]) -> dict[str, Message]:
    """For each of discard, chow, pung and kong that ``seat`` has no action for in ``legal`` (its legal
    actions now), why not, where a rule says; a verb with no reason found is left out."""
    kinds = {a.type for a in legal}
    st = game.state
    ready = not any(a.type is Act.DISCARD and a.ready for a in legal)  # no ready form offered: say why
    if st.phase is Phase.TURN and st.turn != seat:  # the usual case, three seats of four: one reason
        off_turn = msg(NOT_YOUR_TURN, name=_name(game, st.turn))
        out = {verb: _never(game, verb) or off_turn for verb, acts in VERB_ACTS.items() if kinds.isdisjoint(acts)}
        if ready:
            out["ready"] = off_turn if game.cfg.claims.ready != "none" else msg(NO_READY)
        return out
    out = {}
    for verb, acts in VERB_ACTS.items():
        if kinds.isdisjoint(acts):
            why = _why(game, seat, verb)
            if why is not None:
                out[verb] = why
    if ready:
        why = _why_no_ready(game, seat)
        if why is not None:
            out["ready"] = why
    return out


def _why_no_ready(game: GameParts, seat: int) -> Message | None:
    """Why ``seat`` has no ready declaration (報聽) with a discard now, in the order the engine's
    ``_turn_actions`` decides it; the rules' features are asked (憨兒: a concealed hand only)."""
    st = game.state
    if game.cfg.claims.ready == "none":
        return msg(NO_READY)
    if st.phase is not Phase.TURN:
        return _why(game, seat, "discard")
    if st.last_phase:
        return msg(LAST_TILES)
    if st.seats[seat].ready:
        return msg(READY)
    for f in game.variant.features:
        why = f.refuse_ready(st, seat)
        if why is not None:
            return why
    return msg(NO_READY_DISCARD)


def discard_refusals(game: GameParts, seat: int, legal: list[Action]) -> dict[Tile, Message]:
    """On ``seat``'s turn, the kinds it holds that ``legal`` offers no discard of, each with the
    rule that keeps it back, asked as the engine asks: a hand declared ready discards only the
    tile drawn, then the features' ``refuse_discards`` (the void suit first). A kind no rule
    names is left out."""
    st = game.state
    if st.phase is not Phase.TURN or st.turn != seat:
        return {}
    offered = {a.tile for a in legal if a.type is Act.DISCARD}
    held = set(st.seats[seat].hand) - offered
    if not offered or not held:
        return {}
    if st.seats[seat].ready:
        return dict.fromkeys(held, msg(READY))
    out: dict[Tile, Message] = {}
    for f in game.variant.features:
        out.update(f.refuse_discards(st, seat, held - set(out)))
    return out


def forfeits(game: GameParts, seat: int, legal: list[Action]) -> dict[Tile, Message]:
    """The discards in ``legal`` that cost ``seat`` the right to win this hand (Beijing: a wild
    thrown), each with why, as the rule features say it: a screen asks before one is made, and
    the auto-discard toggle never makes one."""
    out: dict[Tile, Message] = {}
    for a in legal:
        if a.type is Act.DISCARD and a.tile is not None and a.tile not in out:
            why = forfeit_of(game.variant.features, game.state, seat, a.tile)
            if why is not None:
                out[a.tile] = why
    return out


def never_legal(claims: ClaimsCfg) -> frozenset[str]:
    """The verbs a variant's claims switch off for the whole game (no chow in Sichuan, no pung
    nor kong in 32-piece chess mahjong): their refusals here say so, and the table leaves their
    keys out of its footer."""
    never = set()
    if claims.chow == "none":
        never.add("chow")
    if not claims.pung:
        never.add("pung")
    if not (claims.kong or claims.concealed_kong or claims.added_kong):
        never.add("kong")
    return frozenset(never)


def _name(game: GameParts, seat: int) -> str:
    return game.player_names[game.match.seating[seat]]


def _never(game: GameParts, verb: str) -> Message | None:
    """A chow or pung the variant never has, said so: on a discard (after what stops every claim
    there, a void suit …), and on a turn too, where "only on a discard" or "not your turn" would
    promise it on a later discard."""
    key = {"chow": NO_CHOW, "pung": NO_PUNG}.get(verb)
    return msg(key) if key is not None and verb in never_legal(game.cfg.claims) else None


def _why(game: GameParts, seat: int, verb: str) -> Message | None:
    st = game.state
    if st.phase is Phase.TURN:
        if st.turn != seat:
            return msg(NOT_YOUR_TURN, name=_name(game, st.turn))
        if verb == "kong":
            return _why_no_own_kong(game, seat)
        if verb == "discard":
            return msg(LAST_TILES) if st.last_phase else None
        return _never(game, verb) or msg(ON_DISCARD_ONLY)
    if st.phase is Phase.SETUP:  # the choices after the deal (tiles to pass, a void suit, stakes)
        return _never(game, verb) or msg(CHOOSE_FIRST if st.pending.get(seat) else OTHERS_CHOOSE)
    if verb == "discard" and st.phase in (Phase.CLAIM, Phase.ROB):
        return msg(ANSWER_FIRST) if st.pending.get(seat) else msg(OTHERS_DECIDE)
    if st.phase is Phase.ROB:
        return msg(ROB_WIN_ONLY)
    if st.phase is not Phase.CLAIM or st.last_discard is None:
        return None
    discarder, tile = st.last_discard
    gate = _claim_gate(game, seat, discarder, tile)
    if gate is not None:
        return gate
    if verb == "chow":
        return _why_no_chow(game, seat, discarder, tile)
    if verb == "pung":
        return _why_no_pung(game, seat, tile)
    return _why_no_kong_claim(game, seat, tile)


def _claim_gate(game: GameParts, seat: int, discarder: int, tile: Tile) -> Message | None:
    """What stops every meld claim on the discard, in the order of ``_open_claims`` and
    ``_meld_claims``."""
    st = game.state
    s = st.seats[seat]
    if seat == discarder:
        return msg(OWN_DISCARD)
    if s.won:
        return msg(WON)
    if st.last_phase:
        return msg(LAST_TILES)
    if game._live() <= 0 and game.cfg.claims.last_discard == "win_only":
        return msg(LAST_DISCARD)
    if s.ready:
        return msg(READY)
    if tile in st.wild_kinds or tile == K.JOKER:
        return msg(WILD, tile=named(tile))
    if not game._claimable(tile):
        return msg(UNCLAIMABLE, tile=named(tile))
    for f in game.variant.features:
        why = f.refuse_claim(st, seat, tile)
        if why is not None:
            return why
    return None


def _usable(game: GameParts, seat: int) -> list[Tile]:
    return [t for t in game.state.seats[seat].hand if game._claimable(t)]


def _why_no_chow(game: GameParts, seat: int, discarder: int, tile: Tile) -> Message:
    never = _never(game, "chow")
    if never is not None:
        return never
    c = game.cfg.claims
    if c.chow != "any" and seat != (discarder + 1) % game.n:
        return msg(CHOW_LEFT, name=_name(game, discarder))
    if game._claim_limit_reached(seat):
        return msg(CLAIM_LIMIT)
    if K.is_suited(tile) and "mpsz"[K.suit_of(tile)] not in c.chow_suits:
        return msg(CHOW_SUIT, tile=named(tile))
    return msg(NO_RUN, tile=named(tile))


def _why_no_pung(game: GameParts, seat: int, tile: Tile) -> Message:
    never = _never(game, "pung")
    if never is not None:
        return never
    if not game._kong_kind_allowed(tile):
        return msg(NOT_MELDABLE, tile=named(tile))
    if game._claim_limit_reached(seat):
        return msg(CLAIM_LIMIT)
    return msg(PUNG_NEEDS_TWO, tile=named(tile), n=_usable(game, seat).count(tile))


def _why_no_kong_claim(game: GameParts, seat: int, tile: Tile) -> Message:
    if not game.cfg.claims.kong:
        return msg(NO_KONG)
    if not game._kong_kind_allowed(tile):
        return msg(NOT_MELDABLE, tile=named(tile))
    have = _usable(game, seat).count(tile)
    if have < 3:
        return msg(KONG_NEEDS_THREE, tile=named(tile), n=have)
    return _why_kong_closed(game, seat) or msg(WALL_END)


def _why_kong_closed(game: GameParts, seat: int) -> Message | None:
    """Why no kong is open to ``seat`` now (the engine's ``_kong_closed``), or None."""
    closed = game._kong_closed(seat)
    if closed == "max_kongs":
        return msg(for_count(MAX_KONGS, game.cfg.claims.max_kongs), n=game.cfg.claims.max_kongs)
    return None if closed is None else msg(WALL_END if closed == "wall_end" else READY)


def _why_no_own_kong(game: GameParts, seat: int) -> Message:
    st = game.state
    c = game.cfg.claims
    if not (c.concealed_kong or c.added_kong):
        return msg(NO_OWN_KONG)
    if st.last_phase:
        return msg(LAST_TILES)
    if st.must_discard:
        return msg(DISCARD_FIRST)
    closed = _why_kong_closed(game, seat)
    if closed is not None:
        return closed
    s = st.seats[seat]
    held = s.hand  # the drawn tile is in it
    candidates = {t for t in held if held.count(t) >= 4}
    candidates |= {m.tile for m in s.melds if m.kind is MeldKind.PUNG and m.tile in held}
    for t in sorted(candidates):  # the tiles are there: a feature (a void suit) keeps them back
        for f in game.variant.features:
            why = f.refuse_claim(st, seat, t)
            if why is not None:
                return why
    return msg(NO_KONG_TILES)
