"""Hints for the player on screen: shanten, waits with unseen counts, discards worth making.

The shanten and waits come from :func:`mahjong_tui.rules.advice.advise`, given only the seat's
own view: its hand, what lies open on the table, its facts in the judge's request schema
(``view.win_facts``) and the discards its legal actions offer. So a wait is judged as the table
would judge its win, and a recommended discard is always one the table allows. Which discard is
best, the order of the others and why (speed, value, safety) come from the strong bot's reading
of the same view (:func:`mahjong_tui.review.strong_eval.read`), so the hint and the strong bot
never disagree. "Fastest" is read from the figures shown beside each discard (the judge's
shanten, then tiles in: :mod:`mahjong_tui.bots.strong.discard_ranking`), so a player can check
it on screen; where the bot's first few leave the fastest discard out, it takes the last place
shown. Where the bot's pick is the best in none of these that the fastest is not, it says what puts the pick ahead
of the fastest discard listed, with both figures (:mod:`mahjong_tui.bots.strong.pick_edge`):
"safer than 5m: danger 13%, 5m 64%", "toward Mixed Straight: 2 steps, 9s 3". This module only
turns both into words, and the figures of a discard in words are chosen here once
(:func:`figures`), for the side panel and the review. At a choice after the deal (Sichuan's
tiles to pass and void suit, Shaanxi's stakes) the strong bot's choice and its measure are read
as the review reads them (:func:`mahjong_tui.review.setup_eval.read_setup`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TypeVar

from ..analysis.report import DISCARD, WAITING
from ..analysis.shapes import INFINITE
from ..engine.seen import visible_elsewhere
from ..engine.view import SeatView
from ..messages import for_count
from ..play.controls import legal_wins
from ..review.setup_eval import SetupReading, read_setup, setup_kind
from ..review.strong_eval import Asked, ClaimEval, ClaimReading, Edge, Over, Reading, read, read_claims
from ..rules.advice import DiscardAdvice, Judging, WaitAdvice, advise
from ..table.actions import Act, Action
from ..table.state import Phase
from ..tiles.hand import Hand
from ..tiles.kinds import Tile
from ..variants.model import Variant
from .i18n import message, pick, tr
from .tiles import tile_word

T = TypeVar("T")

SHOWN_DISCARDS = 6
"""Discards listed (best first); the waits of the first few ready ones are shown."""

DANGER_KEYS = ("danger.0", "danger.1", "danger.2", "danger.3")
"""The catalog's name of each danger level (safe … high, :mod:`mahjong_tui.review.strong_eval`)."""
REASON_KEYS = {"speed": "hint.reason.speed", "value": "hint.reason.value", "safety": "hint.reason.safety"}
"""The catalog's words for the strong bot's reasons for a discard."""
EDGE_KEYS = {
    Over.SAFER: "hint.edge.safer",
    Over.PLAN: "hint.edge.plan",
    Over.PLAN_TILES: "hint.edge.plan_tiles",
    Over.SHAPE: "hint.edge.shape",
    Over.WINS: "hint.edge.wins",
    Over.REACH: "hint.edge.reach",
    Over.WORTH: "hint.edge.worth",
    Over.EVEN: "hint.edge.even",
}
"""The catalog's words for what puts the strong bot's pick ahead of the fastest discard listed."""
UNNAMED_PLAN_KEYS = {Over.PLAN: "hint.edge.plan_any", Over.PLAN_TILES: "hint.edge.plan_tiles_any"}
"""The same, toward a plan the variant names by no fan (its "any")."""
KEPT_KEYS = {
    "pair": "hint.edge.keeps_pair",
    "honour": "hint.edge.keeps_honour",
    "honour_held": "hint.edge.keeps_honour_held",
    "neighbours": "hint.edge.keeps_neighbours",
    "middle": "hint.edge.keeps_middle",
}
"""The catalog's words for a faster discard's tile the bot keeps, by what makes it worth keeping."""


def figures(lang: str, shanten: int, tiles_in: int | None) -> str:
    """A discard's figures in words, as the hints and the review show them: the judge's
    winnable shanten ("-": no win is left) and its tiles in, where the judge counts them."""
    n = str(shanten) if shanten < INFINITE else "-"
    if tiles_in is None:
        return tr(lang, "hint.shanten_only", n=n)
    return tr(lang, for_count("hint.accept", tiles_in), n=n, k=tiles_in)  # "1 tile in"


def claim_figures(ev: ClaimEval, lang: str, ascii_only: bool = False) -> str:
    """What a pass or a claim leaves, in words, as the hints and the review show it: the
    figures of :func:`figures`, of the hand as it is, or after the claim and the discard the
    strong bot would make next, which it names as the other hint lines do (:func:`~.tiles.tile_word`:
    "shanten 1, 24 tiles in, then discard 九條", "... then discard (包)")."""
    said = figures(lang, ev.shanten, ev.tiles_in)
    if ev.then is None:
        return said
    return tr(lang, "hint.then_discard", figures=said, tile=tile_word(ev.then.tile, ascii_only, lang))


@dataclass(frozen=True)
class Wait:
    tile: Tile
    unseen: int
    not_win: str | None = None
    """Why completing the hand with this tile is no win here (in some way, see ``how``)."""
    how: str = "any"
    """How it wins: ``any``, ``self_draw`` (only self-drawn), ``discard`` (only on a discard), ``none``."""


@dataclass(frozen=True)
class PickEdge:
    """What puts the strong bot's pick ahead of the fastest discard listed, ready for words:
    the measure, the faster discard, both figures as shown (a danger as a percentage of the
    readiness-weighted mean, as the review shows it), the plan's name in the player's language
    ("" for none)."""

    why: Over
    over: Tile
    mine: str = ""
    its: str = ""
    plan: str = ""
    kept: str = ""
    """Why the faster discard's tile is kept (:data:`KEPT_KEYS`), where that is the edge."""

    @property
    def key(self) -> str:
        """The catalog's words for it."""
        if self.why is Over.KEEPS:
            return KEPT_KEYS[self.kept]
        key = EDGE_KEYS[self.why] if self.plan else UNNAMED_PLAN_KEYS.get(self.why, EDGE_KEYS[self.why])
        return for_count(key, self.mine)  # "1 step", "1 winning tile": not "1 steps"


@dataclass(frozen=True)
class DiscardHint:
    tile: Tile
    shanten: int
    accept: int
    """Unseen tiles that win (ready) or bring a win closer (not ready) after this discard."""
    best: bool = False
    waits: tuple[Wait, ...] = ()
    """When this discard leaves the hand ready: its waits."""
    reasons: tuple[str, ...] = ()
    """Why the strong bot rates it (``speed``, ``value``, ``safety``: what it is best at)."""
    danger: int | None = None
    """Its danger level (:mod:`~mahjong_tui.review.strong_eval`) when an opponent looks ready."""
    pick: bool = False
    """The strong bot's choice (listed first)."""
    edge: PickEdge | None = None
    """The strong bot's choice, where it is the best in no respect the fastest is not: what puts it ahead."""


@dataclass
class HintReport:
    shanten: int
    waits: list[Wait] = field(default_factory=list)
    discards: list[DiscardHint] = field(default_factory=list)
    helpful: list[Wait] = field(default_factory=list)
    """Not ready yet: kinds that bring a win closer, with unseen copies."""
    recommended: Action | None = None
    """When the seat may discard now: the strong bot's discard (the first listed), or, when the
    strong bot would do something else (a kong), the first discard listed."""
    claim: ClaimHint | None = None
    """When a claim on another's tile is offered: the strong bot's answer."""
    setup: SetupReading | None = None
    """When a choice after the deal is asked that the strong bot reasons about (Sichuan's tiles
    to pass and void suit, Shaanxi's stakes): its choice and its measure, as the review reads them."""


CLAIMS = frozenset({Act.CHOW, Act.PUNG, Act.KONG, Act.WIN})
"""The claims on another's tile that, offered beside a pass, make a claim choice."""


@dataclass(frozen=True)
class ClaimHint:
    """The strong bot's answer to a claim offered, as the review asks it
    (:func:`~mahjong_tui.review.strong_eval.read_claims`): its choice, then the other choices offered."""

    pick: Action
    others: tuple[Action, ...]
    passes_win: bool = False
    """It lets a win offered go (the review's reason: it waits for a dearer one)."""
    reading: ClaimReading = ClaimReading()
    """What the pass and each chow, pung or kong leave, as the review measures them."""

    def danger(self, ev: ClaimEval) -> int | None:
        """The danger level of the discard after ``ev``, where an opponent looks ready."""
        return self.reading.level(ev.danger) if self.reading.defending and ev.danger is not None else None


def claim_offered(view: SeatView) -> bool:
    """The seat's legal actions are a claim choice: a pass beside a claim on another's tile."""
    types = {a.type for a in view.legal}
    return view.phase in (Phase.CLAIM, Phase.ROB) and Act.PASS in types and bool(types & CLAIMS)


def _claim_hint(variant: Variant, view: SeatView) -> ClaimHint:
    """The strong bot's answer and figures, from one reading (its choice is made once)."""
    reading = read_claims(variant, view)
    pick = reading.pick
    assert pick is not None
    others = tuple(a for a in view.legal if a != pick)
    passes_win = pick.type is Act.PASS and bool(legal_wins(view))
    return ClaimHint(pick, others, passes_win, reading)


def _plain_discards(view: SeatView) -> dict[Tile, Action] | None:
    """The discards the view's legal actions offer without a penalty, by kind; None when the
    view offers no actions at all (the rules alone then say what may be discarded)."""
    if not view.legal:
        return None
    return {
        a.tile: a
        for a in view.legal
        if a.type is Act.DISCARD and a.tile is not None and a.choice is None and not a.ready
    }


def _wait(w: WaitAdvice, lang: str) -> Wait:
    if w.on_discard and w.self_drawn:
        return Wait(w.tile, w.unseen)
    how = "self_draw" if w.self_drawn else "discard" if w.on_discard else "none"
    reasons = w.reasons()
    if len(reasons) == 1:
        why = message(lang, reasons[0][1])
    else:
        why = tr(
            lang, "hint.why_both", discard=message(lang, w.discard_reason), self_draw=message(lang, w.self_draw_reason)
        )
    return Wait(w.tile, w.unseen, why, how)


def compute(variant: Variant, view: SeatView, lang: str = "en") -> HintReport | None:
    """Hints for the viewer of ``view``; None when the view shows no hand of one's own."""
    hand = view.own_hand()
    if hand is None:
        return None
    legal = _plain_discards(view)
    adv = advise(
        variant,
        hand,
        view.win_facts,
        players=len(view.seats),
        visible=visible_elsewhere(view),
        legal_discards=None if legal is None else set(legal),
    )
    report = HintReport(adv.winnable)
    kind = setup_kind(view.legal)
    if kind is not None:
        report.setup = read_setup(variant, view, kind)
    if claim_offered(view):
        report.claim = _claim_hint(variant, view)
    reading = read(variant, view, Asked(frozenset(legal), adv)) if legal else None
    if adv.form == WAITING:
        report.waits = [_wait(w, lang) for w in adv.waits]
        report.helpful = [Wait(tc.tile, tc.unseen) for tc in adv.acceptance if tc.unseen]  # none left: no help
    elif adv.form == DISCARD:
        for i, d in enumerate(_shown(_in_strong_order(adv.discards, reading), reading)):
            waits = tuple(_wait(w, lang) for w in d.waits) if d.waits is not None and d.best and i < 3 else ()
            hint = DiscardHint(d.tile, d.shanten, d.tiles_in, d.best, waits)
            if reading is not None:
                hint = _with_reading(variant, hint, reading, lang)
            report.discards.append(hint)
    if reading is not None and reading.pick.type is Act.DISCARD:
        report.recommended = reading.pick
    elif report.discards and legal:  # the strong bot would not discard (a kong): its best discard
        report.recommended = legal.get(report.discards[0].tile)
    return report


def _in_strong_order(advice: list[DiscardAdvice], reading: Reading | None) -> list[DiscardAdvice]:
    """The judge's advice on each discard worth making, in the strong bot's order when it read
    the decision (its choice first, even where the judge would not recommend it)."""
    if reading is None:
        return [d for d in advice if d.recommendable]
    pick = reading.pick.tile if reading.pick.type is Act.DISCARD else None
    rank = {d.tile: i for i, d in enumerate(reading.discards)}
    kept = [d for d in advice if d.recommendable or d.tile == pick]
    return sorted(kept, key=lambda d: rank.get(d.tile, len(rank)))


def _shown(listed: list[DiscardAdvice], reading: Reading | None) -> list[DiscardAdvice]:
    """The first :data:`SHOWN_DISCARDS` of ``listed``; when none of them is the fastest (the
    bot ranks the fastest lower, often for value: 明將's honours, MCR's 8-fan plans), the
    fastest takes the last place, so the word "fastest" is always on screen beside its figures
    (it took it in 17 of 365 明將 positions, 34 of 639 MCR, 1 of 376 Beijing; 10 hands each)."""
    if reading is None:
        return listed[:SHOWN_DISCARDS]
    return first_with_fastest(
        listed, SHOWN_DISCARDS, lambda d: (ev := reading.of(d.tile)) is not None and "speed" in ev.reasons
    )


def first_with_fastest(listed: list[T], n: int, fastest: Callable[[T], bool]) -> list[T]:
    """The first ``n`` of ``listed``, the first fastest of all taking the last place where
    none of them is fastest (the side panel's list, the one-line summary)."""
    top = listed[:n]
    if top and not any(map(fastest, top)):
        top[-1] = next((d for d in listed if fastest(d)), top[-1])
    return top


def _with_reading(variant: Variant, hint: DiscardHint, reading: Reading, lang: str) -> DiscardHint:
    ev = reading.of(hint.tile)
    if ev is None:
        return hint
    danger = reading.level(ev) if reading.defending else None
    edge = _edge(variant, ev.edge, reading, lang) if ev.edge is not None else None
    return replace(hint, reasons=tuple(ev.reasons), danger=danger, pick=ev.chosen, edge=edge)


def _edge(variant: Variant, e: Edge, reading: Reading, lang: str) -> PickEdge:
    """The pick's edge with its figures as shown (a danger as a percentage)."""
    scale = 100 / reading.readiness if e.why is Over.SAFER else 1
    fan = variant.fan_spec(e.plan) if e.plan is not None else None
    name = pick(lang, fan.en, fan.zh) if fan is not None else ""
    if e.why is Over.KEEPS:  # no figures: what the hand shows says why
        return PickEdge(e.why, e.over, kept=e.kept or "")
    if e.why is Over.EVEN:
        return PickEdge(e.why, e.over)
    return PickEdge(e.why, e.over, *_apart(e.mine * scale, e.its * scale), name)


def _apart(mine: float, its: float) -> tuple[str, str]:
    """Two figures in as few decimals as tell them apart (at most two): 13 and 64, 2.5 and 2."""
    for places in range(3):
        a, b = (f"{x:.{places}f}" for x in (mine, its))
        if a != b:
            break
    return a, b


def why_not_win(variant: Variant, view: SeatView, tile: Tile, lang: str = "en") -> str:
    """The judge's reason a win on ``tile`` is refused here ("" when it gives none)."""
    hand = view.own_hand()
    me = view.me
    if hand is None or me is None:
        return ""
    concealed = list(hand.concealed)
    winds = {s.seat: s.wind for s in view.seats}
    how, giver = "self_draw", None
    if view.phase is Phase.TURN:
        if tile in concealed:
            concealed.remove(tile)
    else:
        how = "rob_kong" if view.phase is Phase.ROB else "discard"
        giver = view.last_discard[0] if view.last_discard and view.phase is Phase.CLAIM else view.turn
    judging = Judging(variant, len(view.seats), view.win_facts)
    verdict = judging.verdict(
        Hand(sorted(concealed), list(hand.melds), tile, list(hand.bonus)), how, None if giver is None else winds[giver]
    )
    return message(lang, verdict.reason) if verdict.reason is not None else ""
