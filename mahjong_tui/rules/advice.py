"""Advice from the judge: discards ranked by what can actually win, each wait that cannot win
with the judge's reason, and only what the rules allow.

:func:`advise` builds the judge's table from a hand and the facts of a ``score`` request
(:mod:`.request`: seat and round wind, wilds, the void, a pass ban, the other seats' melds …),
so a wait is judged exactly as ``score`` and the table would judge its win (a table per hand and
way of winning: :meth:`.Request.judge_other`). The shapes come from
:func:`mahjong_tui.analysis.report.analyze`, which knows no rules.

A discard the rules forbid now is listed last with the reason and never recommended: a kind that
may only be laid aside (Wuhan 紅中, wilds), anything but the void suit while the hand holds it, at
the table whatever the legal actions do not offer, and a discard forfeiting the win (Beijing: who
discards a wild may not win this hand). The others rank by the *winnable* shanten they leave
(:mod:`.winnable`: toward a hand whose kinds the rules let win, two suits at most, no 紅中, not the
void suit; a hand one tile from complete whose every wait is on a kind it holds in full waits on
nothing: 1, not 0), then by what they count (ties: the best win's value, then the kind):

* a ready hand counts the unseen copies of its waits the judge accepts as legal wins (worth the
  minimum, past every condition and table refusal) and pays: a chicken hand (明將 雞糊: 0 fan, or
  won on a kind of one's own discards) counts as no win; the waits are judged with the discard
  among the seat's own discards. A copy counts 1 when it wins on a discard and self-drawn, 1/n
  when only self-drawn (of the n seats' draws only one's own wins), (n-1)/n when only on a
  discard; a ready hand whose waits cannot win ranks after every one with a winning wait;
* a hand further from ready counts the unseen copies of the kinds that lower its winnable
  shanten (a tile that keeps three suits in Sichuan is no help)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..analysis.fast import engine_for
from ..analysis.report import (
    COMPLETE,
    DISCARD,
    WAITING,
    Analysis,
    TileCount,
    analyze,
    drawable_kinds,
    seen_elsewhere,
    unseen_counter,
    waits_of,
)
from ..analysis.shapes import INFINITE
from ..messages import Message, msg
from ..scoring.situation import WINDS
from ..table.state import HandState
from ..tiles import kinds as K
from ..tiles.hand import Hand
from ..tiles.kinds import Tile
from .features import forfeit_of
from .request import Request, build
from .request_check import Checker
from .request_keys import RequestError, normalise
from .winnable import Winnable, win_limits

if TYPE_CHECKING:  # pragma: no cover
    from .judge import Verdict
    from .rule_variant import RuleVariant

SELF_DRAW_KEYS = frozenset(
    {"self_drawn", "kong_replacement", "double_kong_replacement", "flower_replacement", "heavenly", "earthly"}
)
"""Request keys that only a self-drawn win has: left out when a discard win is judged."""
DISCARD_KEYS = frozenset(
    {
        "discarder",
        "rob_kong",
        "kong_discard",
        "human",
        "kong_income",
        "discarder_ready",
        "discarder_first_discard",
        "dealer_first_discard",
        "also_winning",
    }
)
"""Request keys that only a win on another seat's tile has: left out when a self-draw is judged."""
NOT_FACTS = frozenset({"variant", "options", "preset", "players", "id", "hand", "special"})

NOT_NOW = "discard.not_now"
NO_DISCARDER = "win.no_discarder"
ALL_HELD = "wait.all_held"
CHICKEN = "wait.chicken"


@dataclass(frozen=True)
class WaitAdvice:
    """A tile that completes the hand, and what the judge says of the win it makes."""

    tile: Tile
    unseen: int
    on_discard: bool
    """A win on another seat's discard that is legal and paid (no chicken hand)."""
    self_drawn: bool
    """A win self-drawn that is legal and paid (no chicken hand)."""
    value: int | None
    """The judge's total of the best paid way it wins; None when it wins no way."""
    discard_reason: Message | None = None
    self_draw_reason: Message | None = None
    discard_value: int | None = None
    """The judge's total of the win on a discard when it is paid (a way may score a fan the other
    does not: a pung completed by a discard is not concealed); else None."""
    self_draw_value: int | None = None
    """The same of the win self-drawn."""

    @property
    def wins(self) -> bool:
        return self.on_discard or self.self_drawn

    def weight(self, players: int) -> float:
        """Unseen copies, each counted by the ways it can win (see the module's docstring)."""
        return self.unseen * ((players - 1) * self.on_discard + self.self_drawn) / players

    def reasons(self) -> list[tuple[str, Message]]:
        """Why it is not a win, per way of winning it (``discard``, ``self_draw``), a reason
        both share said once (under ``any``)."""
        d, s = self.discard_reason, self.self_draw_reason
        if d is not None and s is not None and str(d) == str(s):
            return [("any", d)]
        return [(how, why) for how, why in (("discard", d), ("self_draw", s)) if why is not None]

    def as_dict(self, players: int) -> dict[str, Any]:
        return {
            **TileCount(self.tile, self.unseen).as_dict(),
            "on_discard": self.on_discard,
            "self_drawn": self.self_drawn,
            "value": self.value,
            "why_not": {how: str(why) for how, why in self.reasons()} or None,
            "weight": round(self.weight(players), 3),
        }


def tiles_in(waits: list[WaitAdvice] | None, acceptance: list[TileCount] | None) -> int:
    """Unseen tiles that win (``waits``: the hand is ready) or help (``acceptance``: it is not)."""
    if waits is not None:
        return sum(w.unseen for w in waits if w.wins)
    return sum(tc.unseen for tc in acceptance or ())


@dataclass
class DiscardAdvice:
    tile: Tile
    shanten: int
    """Winnable shanten of the hand left after this discard (INFINITE when it can no longer win)."""
    shape_shanten: int
    """Shanten of the shapes alone (what the rules do not limit)."""
    refused: Message | None = None
    """Why the rules (or the table) do not allow this discard now."""
    forfeits: Message | None = None
    """Why the hand cannot win after this discard."""
    best: bool = False
    """Allowed, and keeps the least winnable shanten any allowed discard keeps."""
    waits: list[WaitAdvice] | None = None
    """When it leaves the hand ready: its waits, judged."""
    acceptance: list[TileCount] | None = None
    """For the best discards not leaving the hand ready: the kinds that bring a win closer."""
    count: float = 0.0
    """What it ranks by within its shanten (see the module's docstring)."""
    value: int = 0
    """The best value among its winning waits."""
    waits_held: bool = False
    """It leaves a hand one tile from complete whose every wait is on a kind it holds in full:
    no wait at all, so not ready (shanten 1, as the advice on that hand says)."""
    helpers_held: bool = False
    """It leaves a hand one tile from ready (in shape, or as :attr:`waits_held` reads it) that
    no kind which can still come readies: each it needs is held in full, so 2 at least."""

    @property
    def recommendable(self) -> bool:
        return self.refused is None and self.forfeits is None

    @property
    def tiles_in(self) -> int:
        """Unseen tiles that win (ready) or help (not ready) after this discard."""
        return tiles_in(self.waits, self.acceptance)

    def rank(self) -> tuple[Any, ...]:
        return (self.refused is not None, self.forfeits is not None, self.shanten, -self.count, -self.value, self.tile)

    def as_dict(self, players: int) -> dict[str, Any]:
        d: dict[str, Any] = {
            "tile": K.code(self.tile),
            "zh": K.zh_name(self.tile),
            "shanten": _num(self.shanten),
            "shape_shanten": _num(self.shape_shanten),
            "best": self.best,
            "allowed": self.refused is None,
            "refused": str(self.refused) if self.refused else None,
            "forfeits": str(self.forfeits) if self.forfeits else None,
            "count": round(self.count, 3),
            "tiles_in": self.tiles_in,
            "waits_held": self.waits_held,
            "helpers_held": self.helpers_held,
        }
        if self.waits is not None:
            d["waits"] = [w.as_dict(players) for w in self.waits]
        if self.acceptance is not None:
            d["acceptance"] = [tc.as_dict() for tc in self.acceptance]
        return d


@dataclass
class Advice:
    analysis: Analysis
    """The shapes alone: shanten per shape, the hand in canonical notation …"""
    players: int
    winnable: int
    """Winnable shanten of the hand as it is (-1: complete in kinds the rules let win; 1 when
    :attr:`waits_held`, 2 when :attr:`helpers_held`); the shape shanten for a finished hand."""
    limited: bool = False
    """The rules limit the kinds of a winning hand (so winnable and shape shanten may differ)."""
    waits_held: bool = False
    """One tile from a win the rules allow, but every wait (or, with a tile to discard, every
    discard's) is on a kind the hand holds in full: winnable shanten 1, not 0 (xiangqi C7)."""
    helpers_held: bool = False
    """A waiting hand one tile from ready (in shape, or by :attr:`waits_held`) that no kind which
    can still come readies, each it needs being held in full: winnable shanten 2 at least."""
    waits: list[WaitAdvice] = field(default_factory=list)
    acceptance: list[TileCount] = field(default_factory=list)
    """A waiting hand not ready to win: the kinds that bring a win closer."""
    discards: list[DiscardAdvice] = field(default_factory=list)
    """Best first; those the rules refuse last."""
    verdict: Verdict | None = None
    """A finished hand (``+tile``): the judge's verdict on it, as ``score`` gives it."""

    @property
    def form(self) -> str:
        return self.analysis.form

    @property
    def shanten(self) -> int:
        return self.analysis.shanten

    @property
    def ready(self) -> bool:
        """A waiting hand one tile from a win the rules allow, on a kind of which a copy can
        still come (waiting only on kinds it holds in full, it waits on nothing: xiangqi C7)."""
        return self.form == WAITING and self.winnable == 0

    @property
    def tiles_in(self) -> int:
        """A waiting hand's tiles in, as a discard's are counted: unseen tiles that win (ready)
        or bring a win closer (not ready; counted only where the advice was asked with acceptance)."""
        return tiles_in(self.waits if self.ready else None, self.acceptance)

    @property
    def recommended(self) -> list[DiscardAdvice]:
        """The discards worth making, best first (none the rules refuse or that forfeit the win)."""
        return [d for d in self.discards if d.recommendable]

    def as_dict(self) -> dict[str, Any]:
        d = self.analysis.as_dict()
        d["winnable_shanten"] = _num(self.winnable)
        d["waits_held"] = self.waits_held
        d["helpers_held"] = self.helpers_held
        d["players"] = self.players
        if self.form == WAITING:
            d["waits"] = [w.as_dict(self.players) for w in self.waits]
            d["waits_unseen"] = sum(w.unseen for w in self.waits)
            d["winning_unseen"] = sum(w.unseen for w in self.waits if w.wins)
            d["ready"] = self.ready
            d.pop("acceptance", None)
            d.pop("acceptance_unseen", None)
            if self.winnable > 0:
                d["acceptance"] = [tc.as_dict() for tc in self.acceptance]
                d["acceptance_unseen"] = sum(tc.unseen for tc in self.acceptance)
        if self.form == DISCARD:
            d["discards"] = [o.as_dict(self.players) for o in self.discards]
        if self.verdict is not None:
            v = self.verdict
            d["verdict"] = {
                "legal": v.legal,
                "false_win": v.false_win,
                "total": v.score.total,
                "reason": str(v.reason) if v.reason else None,
                "fans": [f.as_dict() for f in v.score.fans],
            }
        return d


def _num(v: int) -> int | None:
    return None if v >= INFINITE else v


# ---- judging the wins a hand could make --------------------------------------------------------


class Judging:
    """The judge's table for one seat, from a request's facts; judges the wins of hands the
    advice composes, on a discard and self-drawn."""

    def __init__(self, variant: RuleVariant, players: int, facts: Mapping[str, Any], cli: bool = False) -> None:
        self.variant = variant
        self.n = players
        self.cli = cli
        self.facts = {k: v for k, v in facts.items() if k not in NOT_FACTS}
        self.on_discard = {k: v for k, v in self.facts.items() if k not in SELF_DRAW_KEYS}
        if self.on_discard.get("discarder") is None:
            self.on_discard["discarder"] = self._discarder()
        self.self_draw = {k: v for k, v in self.facts.items() if k not in DISCARD_KEYS}
        self.self_draw["self_drawn"] = True
        self._tables: dict[tuple[Any, ...], Request] = {}
        """Per way of winning and hand (its tiles, melds and flowers): the table built for its
        first wait, on which its other waits are judged (:meth:`Request.judge_other`)."""

    def _discarder(self) -> str | None:
        """The seat before the winner that is still playing (the one whose discard comes last
        before the winner's own turn)."""
        c = Checker(self.facts, self.cli)
        seat = 0 if c.flag("dealer") else (c.wind("seat_wind", self.n) or 0)
        out = set(c.winds("won", self.n))
        for step in range(1, self.n):
            other = (seat - step) % self.n
            if other not in out:
                return WINDS[other]
        return None

    def after_discard(self, tile: Tile) -> Judging:
        """The same table once the seat has thrown ``tile``: it joins the seat's own discards
        (a win on a kind of one's own discards is a chicken hand)."""
        own = self.facts.get("own_discards") or []
        if isinstance(own, str):  # one code, or codes with spaces between, as a request gives them
            own = [own]
        return Judging(self.variant, self.n, {**self.facts, "own_discards": [*own, K.code(tile)]}, self.cli)

    def table(self, hand: Hand) -> Request:
        """The request as given, with ``hand``: the table state and the situation."""
        return build(self.variant, self.n, self.facts, self.cli, hand_text=hand)

    def verdict(self, hand: Hand, how: str, discarder: int | None = None) -> Verdict:
        """The judge's verdict on declaring ``hand`` (its winning tile set) ``how``: ``self_draw``,
        ``discard`` or ``rob_kong``, the tile given by the seat of wind ``discarder``."""
        return self.table_for(how, hand, discarder).judge()

    def table_for(self, how: str, hand: Hand, discarder: int | None = None) -> Request:
        """The request declaring ``hand`` ``how`` (as :meth:`verdict`), built: its table and
        situation serve to judge other hands of the same melds won the same way."""
        if how == "self_draw":
            facts = self.self_draw
        else:
            facts = dict(self.on_discard, rob_kong=how == "rob_kong")
            if discarder is not None:
                facts["discarder"] = WINDS[discarder]
        return build(self.variant, self.n, facts, hand_text=hand)

    def wait(self, concealed: list[Tile], melds: list[Any], bonus: list[Tile], tile: Tile, unseen: int) -> WaitAdvice:
        if self.variant.tileset.all_held(Hand(sorted(concealed), list(melds)).all_tiles(), tile):
            return WaitAdvice(tile, unseen, False, False, None, msg(ALL_HELD), msg(ALL_HELD))
        hand = Hand(sorted(concealed), list(melds), tile, list(bonus))
        on_discard, why_d, value_d = self._judge(hand, self.on_discard, "discard")
        self_drawn, why_s, value_s = self._judge(hand, self.self_draw, "self_draw")
        values = [v for v in (value_d, value_s) if v is not None]
        best = max(values) if values else None
        return WaitAdvice(tile, unseen, on_discard, self_drawn, best, why_d, why_s, value_d, value_s)

    def _judge(self, hand: Hand, facts: dict[str, Any], how: str) -> tuple[bool, Message | None, int | None]:
        if "discarder" in facts and facts["discarder"] is None:
            return False, msg(NO_DISCARDER), None
        key = (how, tuple(hand.concealed), tuple(hand.melds), tuple(hand.bonus))
        table = self._tables.get(key)
        if table is not None:
            verdict = table.judge_other(hand)
        else:
            try:
                table = build(self.variant, self.n, facts, hand_text=hand)
            except RequestError as e:
                return False, Message("win.other", {"text": str(e)}), None
            verdict = table.judge()
            if table.special is None:
                self._tables[key] = table
        if pays(verdict):
            return True, None, verdict.score.total
        if verdict.legal:
            return False, msg(CHICKEN), None
        return False, verdict.reason or verdict.score.reason_msg or Message("win.other", {"text": "-"}), None


def pays(verdict: Verdict) -> bool:
    """Whether the judge's verdict is a win that is paid: legal, and no chicken hand."""
    return verdict.legal and not verdict.score.details.get("chicken")


def marks_chickens(variant: RuleVariant) -> bool:
    """Whether the variant's judge marks some legal wins as chicken hands, which :func:`pays`
    refuses (明將 雞糊): the evaluator's own answer."""
    return variant.evaluator.marks_chickens


# ---- the advice --------------------------------------------------------------------------------


def advise(
    variant: RuleVariant,
    hand: Hand | str,
    facts: Mapping[str, Any] | None = None,
    *,
    players: int | None = None,
    visible: Any = None,
    legal_discards: Collection[Tile] | None = None,
    cli: bool = False,
    ready_only: bool = False,
) -> Advice:
    """Advice on ``hand`` in ``variant`` from the judge, at a table the request ``facts``
    describe (the keys of :data:`~mahjong_tui.rules.request_keys.KEYS`; a :class:`RequestError`
    names a bad one, as a flag with ``cli``). ``visible``: tiles seen elsewhere (as
    :func:`analyze` takes them; each kind of the facts' ``own_discards`` counts at least one);
    ``legal_discards``: at a table, the kinds its legal actions let the seat discard;
    ``ready_only``: only what a ready hand needs, the waits (of the hand, or of each discard
    leaving it ready), with no acceptance of hands further from a win (what the bots read, and
    most of the work on a hand one step from ready)."""
    if isinstance(hand, str):
        hand = variant.parse(hand, allow_discard_form=True)
    facts = normalise(dict(facts or {}))
    n = players or facts.get("players") or max(variant.seats)
    judging = Judging(variant, n, facts, cli)
    table = judging.table(hand)
    state, seat = table.state, table.seat
    wild = tuple(table.situation.wild_kinds)
    visible = seen_elsewhere(variant, visible, table.situation.own_discards)
    a = analyze(variant, hand, visible, wild, acceptance=not ready_only)
    unseen = unseen_counter(variant, hand, visible)
    closed, melds = hand.closed_tiles(), list(hand.melds)
    win = Winnable(engine_for(variant), melds, wild, win_limits(variant, state, seat), variant.hand_size)
    adv = Advice(a, n, a.shanten, win.limited)
    if a.form == COMPLETE:
        adv.verdict = table.judge()
    elif a.form == WAITING:
        adv.winnable = win.shanten(closed)
        if a.shanten == 0:
            adv.waits = [judging.wait(closed, melds, hand.bonus, tc.tile, tc.unseen) for tc in a.waits]
        if adv.winnable == 0 and not _ready_on_a_live_wait(variant, win, closed):  # X32-8
            adv.winnable, adv.waits_held = 1, True
        if 0 < adv.winnable < INFINITE and not ready_only:
            adv.acceptance = [TileCount(t, unseen(t)) for t in _helping(variant, win, closed, adv.winnable)]
            if adv.winnable == 1 and not adv.acceptance:
                adv.winnable, adv.helpers_held = 2, True
    elif a.form == DISCARD:
        refused = _refusals(variant, state, seat, set(closed), legal_discards)
        adv.discards = _discards(variant, a, hand, judging, win, unseen, refused, state, seat, ready_only)
        adv.winnable = win.shanten(closed)
        if adv.winnable == 0 and not _discards_to_a_live_wait(variant, win, closed):
            adv.winnable, adv.waits_held = 1, True
    return adv


def _helping(variant: RuleVariant, win: Winnable, tiles: list[Tile], shanten: int) -> list[Tile]:
    """The kinds that, drawn, lower the winnable ``shanten`` of ``tiles`` and can still come;
    from 1, only those after which a discard leaves a wait that can come (a hand waiting only
    on kinds it holds in full waits on nothing: xiangqi C7, X32-8)."""
    held = _held(win, tiles)
    ts = variant.tileset
    out = [t for t in win.improving(tiles, drawable_kinds(variant), shanten) if not ts.all_held(held, t)]
    if shanten == 1:  # each makes the hand ready: on a wait that can come unless it holds a kind in full
        drawn = {t: [*tiles, t] for t in out}
        out = [
            t
            for t in out
            if not _holds_a_kind_in_full(variant, win, drawn[t]) or _discards_to_a_live_wait(variant, win, drawn[t])
        ]
    return out


def _held(win: Winnable, tiles: list[Tile]) -> list[Tile]:
    """``tiles`` and the tiles of ``win``'s melds: what the hand holds of each kind."""
    return tiles + [t for m in win.melds for t in m.physical()]


def _holds_a_kind_in_full(variant: RuleVariant, win: Winnable, tiles: list[Tile]) -> bool:
    """Whether the hand holds every copy of some kind: only then can a wait of it be no wait."""
    held = _held(win, tiles)
    return any(variant.tileset.all_held(held, k) for k in set(held))


def _ready_on_a_live_wait(variant: RuleVariant, win: Winnable, tiles: list[Tile]) -> bool:
    """Whether ``tiles`` (with ``win``'s melds) are one tile from a win the rules allow on a kind
    of which a copy can still come: a wait on a kind the hand holds in full is no wait
    (:meth:`~mahjong_tui.tiles.tileset.TileSet.all_held`, xiangqi C7), so a hand with no other
    is one tile further from a win than its shapes say."""
    if win.shanten(tiles) != 0:
        return False
    if not _holds_a_kind_in_full(variant, win, tiles):
        return True
    ts, held = variant.tileset, _held(win, tiles)
    waits = waits_of(win.eng, tiles, win.melds, win.wild, drawable_kinds(variant))
    return any(win.shanten([*tiles, t]) < 0 and not ts.all_held(held, t) for t in waits)


def _discards_to_a_live_wait(variant: RuleVariant, win: Winnable, tiles: list[Tile]) -> bool:
    """Whether some discard leaves ``tiles`` ready on a kind that can still come."""
    if not _holds_a_kind_in_full(variant, win, tiles):  # nor will the hand left: any ready one is
        return win.shanten(tiles) <= 0
    return any(_ready_on_a_live_wait(variant, win, _without(tiles, d)) for d in set(tiles))


def _without(tiles: list[Tile], tile: Tile) -> list[Tile]:
    rest = list(tiles)
    rest.remove(tile)
    return rest


def _refusals(
    variant: RuleVariant, state: HandState, seat: int, tiles: set[Tile], legal: Collection[Tile] | None
) -> dict[Tile, Message]:
    """The discards not allowed now, with why: at a table those its legal actions leave out;
    otherwise those the variant's features refuse, asked in turn as the engine asks them."""
    if legal is not None:
        return {t: msg(NOT_NOW) for t in tiles if t not in legal}
    out: dict[Tile, Message] = {}
    for f in variant.features:
        got = f.refuse_discards(state, seat, tiles - set(out))
        out.update(got)
    return out


def _discards(
    variant: RuleVariant,
    a: Analysis,
    hand: Hand,
    judging: Judging,
    win: Winnable,
    unseen: Callable[[Tile], int],
    refused: dict[Tile, Message],
    state: HandState,
    seat: int,
    ready_only: bool = False,
) -> list[DiscardAdvice]:
    closed, melds = hand.closed_tiles(), list(hand.melds)
    kinds = drawable_kinds(variant)
    wild = win.wild
    out: list[DiscardAdvice] = []
    rests: dict[Tile, list[Tile]] = {}
    for o in a.discards:
        rest = rests[o.tile] = _without(closed, o.tile)
        d = DiscardAdvice(o.tile, o.shanten, o.shanten, refused.get(o.tile))
        d.forfeits = forfeit_of(variant.features, state, seat, o.tile)
        if d.forfeits is not None:
            d.shanten = INFINITE
        elif win.limited:
            d.shanten = win.shanten(rest)
        if d.shanten == 0 and not _ready_on_a_live_wait(variant, win, rest):
            d.shanten, d.waits_held = 1, True
        out.append(d)
    if not ready_only:  # the bots' reading (ready only) never lists these: no work for them
        for d in out:
            rest = rests[d.tile]
            if d.shanten == 1 and _holds_a_kind_in_full(variant, win, rest) and not _helping(variant, win, rest, 1):
                d.shanten, d.helpers_held = 2, True
    live = [d for d in out if d.recommendable and d.shanten < INFINITE]
    best = min((d.shanten for d in live), default=INFINITE)
    for d in live:
        rest = rests[d.tile]
        if d.shanten == 0:
            thrown = judging.after_discard(d.tile)
            d.waits = [
                thrown.wait(rest, melds, hand.bonus, t, unseen(t)) for t in waits_of(win.eng, rest, melds, wild, kinds)
            ]
            d.count = sum(w.weight(judging.n) for w in d.waits)
            d.value = max((w.value for w in d.waits if w.value is not None), default=0)
        elif d.shanten == best and not ready_only:
            d.acceptance = [TileCount(t, unseen(t)) for t in _helping(variant, win, rest, d.shanten)]
            d.count = sum(tc.unseen for tc in d.acceptance)
        d.best = d.shanten == best
    out.sort(key=DiscardAdvice.rank)
    return out
