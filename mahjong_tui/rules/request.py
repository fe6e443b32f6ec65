"""A win described from outside a game (``score``'s flags, JSON lines and the Python
``score()``) turned into what the judge reads.

A request names the winner's hand and every fact of the table the rules use to decide whether
the win is legal and what it costs: the keys are :data:`~.request_keys.KEYS`, each value is
checked by :class:`~.request_check.Checker`. Seats are named by wind and E is always the dealer.
Unknown keys, values of the wrong kind and facts that contradict each other (a kong count that
disagrees with the hand, a discarder on a self-draw) are refused with a
:class:`~.request_keys.RequestError` naming the key.

:func:`build` gives a :class:`Request`: the hand, the :class:`~mahjong_tui.scoring.situation.Situation`
and a table state holding the facts, so that :func:`~mahjong_tui.rules.judge.judge` decides a
request exactly as it decides a win at the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..notation import NotationError, format_hand
from ..scoring.base import Score
from ..scoring.situation import WINDS, Situation, SituationError, first_turn_facts, win_facts
from ..table.records import WinRecord
from ..table.state import HandState, SeatState
from ..table.wall import Wall
from ..tiles import kinds as K
from ..tiles.hand import Hand, MeldKind
from .features.furiten import FuritenState
from .features.stakes import StakesChosen
from .features.void_suit import VoidSuits
from .features.wild_play import WildsDiscarded
from .judge import Verdict, judge, judge_special, special_wins
from .request_check import Checker
from .request_keys import BOOL_FACTS, FIELD_KEYS, TABLE_KEYS, RequestError
from .settlement.exponential import KongMoney, KongPaid
from .wilds import wild_from_indicator

if TYPE_CHECKING:  # pragma: no cover
    from ..tiles.hand import Meld
    from ..tiles.kinds import Tile
    from .rule_variant import RuleVariant

V = TypeVar("V", bound="RuleVariant")
"""The variant a request was built for, handed back as the caller gave it."""


@dataclass
class Request(Generic[V]):
    """A checked request: what the judge needs, and what was asked."""

    variant: V
    hand: Hand
    text: str
    situation: Situation
    state: HandState
    players: int
    request_id: Any = None
    table: dict[str, Any] = field(default_factory=dict)
    """The facts of the table and of the winner's hand so far the request gave (beyond the
    situation), as given: shown with the answer."""
    rivals: tuple[int, ...] = ()
    """Other seats declaring a win on the same tile."""
    special: str | None = None
    """The fan id of a declared win that is no hand shape."""

    @property
    def seat(self) -> int:
        return self.situation.seat_wind

    def judge(self) -> Verdict:
        if self.special is not None:
            tile = self.hand.win_tile if self.hand.win_tile is not None else -1
            return judge_special(self.variant, self.state, self.seat, self.hand, self.situation, self.special, tile)
        return judge(
            self.variant, self.state, self.seat, self.hand, self.situation, self.situation.discarder, self.rivals
        )

    def judge_other(self, hand: Hand) -> Verdict:
        """The verdict on ``hand`` declared at this request's table: a hand of the same tiles,
        melds and flowers as the request's, won on another tile the same way (another wait), so
        nothing of the table but the seat's hand differs, which is set as :func:`table_state`
        sets it. Building a table costs more than judging on it. The table is shared: a verdict
        read later (its payments) reads the seat's hand last set."""
        assert self.special is None and hand.melds == self.hand.melds and hand.bonus == self.hand.bonus
        self.state.seats[self.seat].hand = seat_hand(hand, self.situation)
        return judge(self.variant, self.state, self.seat, hand, self.situation, self.situation.discarder, self.rivals)


def no_hand(text: Any) -> bool:
    """Whether a request's hand is missing: none, or text of blanks alone (which would read as a
    hand of no tiles, "wrong tile count: 0"), as a blank ``review ''`` names no game."""
    return text is None or (isinstance(text, str) and not text.strip())


def parse_hand(variant: RuleVariant, text: Any, c: Checker, check_count: bool = True) -> Hand:
    """The request's hand: its text parsed, or a :class:`Hand` the caller made itself (the
    advice judges hands it composes, not text)."""
    if isinstance(text, Hand):
        return text
    if no_hand(text):
        raise RequestError("no hand given: score VARIANT HAND, e.g. 123456m45p456s88s+6p")
    if not isinstance(text, str):
        raise c.fail("hand", f"expected a hand string, got {text!r}")
    try:
        hand = variant.parse(text, check_count=check_count)
    except NotationError as e:
        raise RequestError(e.line("hand")) from None
    except ValueError as e:
        raise RequestError(f"hand {text!r}: {e}") from None
    return hand


def build(variant: V, players: int, req: dict[str, Any], cli: bool = False, hand_text: Any = None) -> Request[V]:
    """Check a normalised request against ``variant`` played by ``players`` and build what the
    judge reads. ``hand_text`` (text or a :class:`Hand`) overrides the request's hand. Raises
    :class:`RequestError`."""
    c = Checker(req, cli)
    n = players
    text = req.get("hand") if hand_text is None else hand_text
    special = _special(variant, c)
    hand = parse_hand(variant, text, c, check_count=special is None)
    if not isinstance(text, str):
        text = format_hand(hand)
    _check_needs(variant, c)
    sit = situation(variant, n, hand, c, special)
    state = table_state(variant, n, sit.seat_wind, hand, sit, c)
    table = {k: req[k] for k in TABLE_KEYS if req.get(k) not in (None, False, [], {})}
    rivals = _rivals(c, n, sit.seat_wind, sit.discarder)
    return Request(variant, hand, text, sit, state, n, req.get("id"), table, rivals, special)


def situation(variant: RuleVariant, n: int, hand: Hand, c: Checker, special: str | None = None) -> Situation:
    """The win's :class:`Situation` from the request's facts, through the situation rules
    (:func:`~mahjong_tui.scoring.situation.win_facts`); a special win is paid as a self-draw."""
    flags = {name: c.flag(key) for key, (name, _) in BOOL_FACTS.items()}
    if special is not None:
        flags["self_drawn"] = True
    dealer = c.flag("dealer")
    seat_given = c.wind("seat_wind", n)
    discarder = c.wind("discarder", n)
    round_wind = c.wind("round_wind")
    try:
        facts = win_facts(flags, seat_given, discarder, dealer, lambda name: c.name(FIELD_KEYS.get(name, name)))
    except SituationError as e:
        raise RequestError(str(e)) from None
    wild = _wilds(variant, c)
    own = c.tiles("own_discards", variant)
    kongs = _kongs(hand, c)
    if kongs and facts.flags.get("heavenly"):  # as the table judges it: the dealt hand, before any kong
        raise c.fail(
            "heavenly",
            f"a heavenly win comes before any kong, but the hand shows {kongs} kong{'' if kongs == 1 else 's'}",
        )
    extra = _extra_facts(c)
    first_turn_facts(extra, facts.flags, discarder)
    _dealer_has_drawn(variant, c, facts.seat, extra, facts.flags.get("human", False))
    return Situation(
        seat_wind=facts.seat,
        round_wind=0 if round_wind is None else round_wind,
        discarder=discarder,
        wild_kinds=tuple(wild),
        own_discards=frozenset(own),
        kongs_declared=kongs,
        extra=extra,
        **facts.flags,
    )


def _dealer_has_drawn(variant: RuleVariant, c: Checker, seat: int, extra: dict[str, Any], human: bool) -> None:
    """Where the dealer draws before anyone discards (憨兒), his win always follows a draw: a
    dealer's win before any draw (``draws_made`` 0, or a human win, which is one) is refused."""
    if not variant.cfg.deal.dealer_draws_first or seat != 0 or not (human or extra.get("draws_made") == 0):
        return
    key = "human" if human else "draws_made"
    raise c.fail(key, f"in {variant.id} the dealer draws before anyone discards, so his win comes after a draw")


def _kongs(hand: Hand, c: Checker) -> int:
    """The kongs the winner declared: those in the hand, which a ``kongs`` count must match."""
    in_hand = kong_declarations(hand.melds)
    said = c.count("kongs")
    if said is not None and said != in_hand:
        raise c.fail("kongs", f"says {said}, but the hand shows {in_hand} kong{'' if in_hand == 1 else 's'}")
    return in_hand


def _extra_facts(c: Checker) -> dict[str, Any]:
    """The variant-specific facts a request gives (streaks, first-turn facts, a ready discarder)."""
    extra: dict[str, Any] = {}
    for key in ("streak", "draws_before", "calls_made", "draws_made"):
        v = c.count(key)
        if v is not None:
            extra[key] = v
    for key in ("dealer_first_discard", "discarder_first_discard", "discarder_ready"):
        if c.req.get(key) is not None:
            extra[key] = c.flag(key)
    return extra


def _rivals(c: Checker, n: int, seat: int, discarder: int | None) -> tuple[int, ...]:
    """Other seats winning on the same discard: neither the winner nor the discarder."""
    rivals = tuple(c.winds("also_winning", n))
    for other in rivals:
        if discarder is None:
            raise c.fail("also_winning", "other winners share a discard; a self-drawn win has none")
        if other in (seat, discarder):
            raise c.fail("also_winning", f"{WINDS[other]} is the {'winner' if other == seat else 'discarder'}")
    return rivals


def _special(variant: RuleVariant, c: Checker) -> str | None:
    fan = c.req.get("special")
    if fan is None:
        return None
    declared = special_wins(variant)
    if fan not in declared:
        known = ", ".join(sorted(declared)) or "none"
        raise c.fail("special", f"{variant.id} has no special win {fan!r} (its special wins: {known})")
    return str(fan)


_NEEDS: dict[str, tuple[Callable[[RuleVariant], bool], str]] = {
    "void": (lambda v: "void_suit" in v.cfg.features, "declares no void suit (定缺)"),
    "furiten": (lambda v: "furiten" in v.cfg.features, "has no furiten (振聽)"),
    "stakes": (lambda v: "stakes" in v.cfg.features, "has no stakes (下炮子)"),
    "wild_discarded": (lambda v: "wild_discard" in v.cfg.features, "has no rule on discarded wilds"),
    "pass_ban": (lambda v: v.cfg.claims.pass_ban != "none", "has no ban after a passed win"),
}
"""Facts only some tables know: the key, and what the variant must have for it to mean anything."""


def _check_needs(variant: RuleVariant, c: Checker) -> None:
    for key, (has, what) in _NEEDS.items():
        if c.req.get(key) not in (None, False) and not has(variant):
            name = variant.id + (f" ({variant.preset})" if variant.preset else "")
            raise c.fail(key, f"{name} {what}, as set up here")


def _wilds(variant: RuleVariant, c: Checker) -> list[int]:
    wild = c.tiles("wild", variant)
    rule = variant.cfg.tiles.wild
    if (wild or c.req.get("indicator")) and rule == "none":
        key = "wild" if wild else "indicator"
        raise c.fail(key, f"{variant.id} has no wild tiles")
    if len(wild) > 1:
        raise c.fail("wild", f"{variant.id} has one wild kind a hand, not {len(wild)}")
    got = c.tiles("indicator", variant)
    if got:
        if len(got) > 1:
            raise c.fail("indicator", "give one tile")
        named = list(wild_from_indicator(rule, got[0]))
        if wild and wild != named:
            raise c.fail(
                "wild",
                f"{K.code(wild[0])} contradicts the indicator {K.code(got[0])}, "
                f"which makes {' '.join(K.code(t) for t in named)} wild",
            )
        wild = named
    return wild


def table_state(variant: RuleVariant, n: int, seat: int, hand: Hand, sit: Situation, c: Checker) -> HandState:
    """A hand state holding what the request says of the table, seats numbered by wind (E = 0,
    the dealer), as the judge and the settlement read it at the table."""
    seats = [SeatState() for _ in range(n)]
    state = HandState(1, 0, sit.round_wind, Wall([]), seats)
    state.wild_kinds = sit.wild_kinds
    me = seats[seat]
    me.hand = seat_hand(hand, sit)
    me.melds = list(hand.melds)
    me.meld_from = [None] * len(hand.melds)
    me.bonus = list(hand.bonus)
    me.kongs_declared = sit.kongs_declared
    me.claims_made = claims_in(hand.melds)
    me.discarded_kinds = set(sit.own_discards)
    me.ready = sit.ready_declared
    me.ready_first_turn = sit.first_turn_ready
    me.dead = c.flag("dead_hand")
    me.frozen = c.flag("frozen")
    if c.flag("wild_discarded"):
        state.feature(WildsDiscarded).seats.add(seat)
    me.draws_made = int(sit.extra.get("draws_made", 0))
    state.calls_made = int(sit.extra.get("calls_made", 0))

    ban = c.req.get("pass_ban")
    if ban is not None:
        if ban == "all" or ban is True:
            me.banned_win_kinds = set()
        elif ban is False:
            pass
        else:
            me.banned_win_kinds = set(c.tiles("pass_ban", variant))
    furiten = c.req.get("furiten")
    if furiten is not None:
        if furiten not in ("temporary", "permanent"):
            raise c.fail("furiten", f'expected "temporary" or "permanent", got {furiten!r}')
        f = state.feature(FuritenState)
        (f.permanent if furiten == "permanent" else f.temporary).add(seat)
    void = c.req.get("void")
    if void is not None:
        if not isinstance(void, str) or void.strip().lower() not in ("m", "p", "s"):
            raise c.fail("void", f"expected a suit: m, p or s, got {void!r}")
        voids: list[int | None] = [None] * n
        voids[seat] = "mps".index(void.strip().lower())
        state.feature(VoidSuits).suits = voids

    for other, text in c.seat_map("melds", n).items():
        if other == seat:
            raise c.fail("melds", f"{WINDS[seat]} is the winner; the winner's melds are in the hand")
        seats[other].melds = _melds(variant, text, c)
        seats[other].meld_from = [None] * len(seats[other].melds)
    for other in c.winds("won", n):
        if other == seat:
            raise c.fail("won", f"{WINDS[seat]} is the winner, not a seat that won earlier")
        if other == sit.discarder:
            raise c.fail("won", f"{WINDS[other]} discarded the winning tile, so it is still in the hand")
        seats[other].won = True
        state.wins.append(
            WinRecord(other, None, -1, None, Score([], 0, 0, True), Situation(seat_wind=other), "self_draw")  # type: ignore[arg-type]
        )
    stakes = c.seat_map("stakes", n)
    if stakes:
        state.feature(StakesChosen).stakes = [c._count("stakes", stakes.get(i, 0)) for i in range(n)]
    pot = c.count("pot")
    if pot:
        state.pot = pot
    income = c.seat_map("kong_income", n)
    if income:
        if sit.discarder is None:
            raise c.fail("kong_income", "is the discarder's kong money; a self-drawn win has no discarder")
        paid = [(payer, c._count("kong_income", amount)) for payer, amount in sorted(income.items())]
        if any(payer == sit.discarder for payer, _ in paid):
            raise c.fail("kong_income", "the discarder does not pay for his own kong")
        state.feature(KongMoney).kongs = [KongPaid(sit.discarder, paid)]
    return state


def seat_hand(hand: Hand, sit: Situation) -> list[Tile]:
    """The winner's concealed tiles as the table holds them: the winning tile among them when
    self-drawn."""
    return list(hand.concealed) + ([hand.win_tile] if sit.self_drawn and hand.win_tile is not None else [])


def kong_declarations(melds: list[Meld]) -> int:
    """Kongs declared, as the melds show them: one a kong, and one more for each tile past four
    (a five-kong of 憨兒 was a kong grown once more)."""
    return sum(len(m.tiles) - 3 for m in melds if m.kind.is_kong)


def claims_in(melds: list[Meld]) -> int:
    """Chows and pungs claimed, as the melds show them (an added kong was a claimed pung)."""
    return sum(1 for m in melds if m.kind in (MeldKind.CHOW, MeldKind.PUNG) or (m.kind is MeldKind.KONG and m.added))


def _melds(variant: RuleVariant, text: Any, c: Checker) -> list[Meld]:
    if not isinstance(text, str):
        raise c.fail("melds", f'expected melds in hand notation such as "[123m][555p]", got {text!r}')
    try:
        got = variant.parse(text, check_count=False)
    except (NotationError, ValueError) as e:
        raise c.fail("melds", f"{text!r}: {getattr(e, 'message', e)}") from None
    if got.concealed or got.win_tile is not None:
        raise c.fail("melds", f"{text!r}: give only melds in brackets, e.g. [123m][555p]")
    return list(got.melds)
