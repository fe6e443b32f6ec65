"""Hints for the player on screen: shanten, waits with unseen counts, discards worth making.

The advice comes from :func:`mahjong_tui.rules.advice.advise`, given only the seat's own view:
its hand, what lies open on the table, its facts in the judge's request schema
(``view.win_facts``) and the discards its legal actions offer. So a wait is judged as the table
would judge its win, and a recommended discard is always one the table allows. This module only
turns the advice into words.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..analysis.report import DISCARD, WAITING
from ..engine.seen import seen_counts
from ..engine.view import SeatView
from ..rules.advice import Judging, WaitAdvice, advise
from ..table.actions import Act, Action
from ..table.state import Phase
from ..tiles.hand import Hand, Meld
from ..tiles.kinds import Tile
from ..variants.model import Variant
from .i18n import message, tr

SHOWN_DISCARDS = 6
"""Discards listed (best first); the waits of the first few ready ones are shown."""


@dataclass(frozen=True)
class Wait:
    tile: Tile
    unseen: int
    not_win: str | None = None
    """Why completing the hand with this tile is no win here (in some way, see ``how``)."""
    how: str = "any"
    """How it wins: ``any``, ``self_draw`` (only self-drawn), ``discard`` (only on a discard), ``none``."""


@dataclass(frozen=True)
class DiscardHint:
    tile: Tile
    shanten: int
    accept: int
    """Unseen tiles that win (ready) or bring a win closer (not ready) after this discard."""
    best: bool = False
    waits: tuple[Wait, ...] = ()
    """When this discard leaves the hand ready: its waits."""


@dataclass
class HintReport:
    shanten: int
    waits: list[Wait] = field(default_factory=list)
    discards: list[DiscardHint] = field(default_factory=list)
    helpful: list[Wait] = field(default_factory=list)
    """Not ready yet: kinds that bring a win closer, with unseen copies."""
    recommended: Action | None = None
    """The legal action playing the first discard listed, when the seat may discard now."""


def visible_elsewhere(view: SeatView) -> Counter[Tile]:
    """Tiles the viewer sees outside the own hand and melds (which the analysis counts itself)."""
    return Counter({t: n for t, n in enumerate(seen_counts(view, own=False)) if n})


def _own_hand(view: SeatView) -> Hand | None:
    me = view.me
    if me is None or me.hand is None:
        return None
    melds: list[Meld] = [mv.meld for mv in me.melds if mv.meld is not None]
    return Hand(list(me.hand), melds, None, list(me.bonus))


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
    hand = _own_hand(view)
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
    if adv.form == WAITING:
        report.waits = [_wait(w, lang) for w in adv.waits]
        report.helpful = [Wait(tc.tile, tc.unseen) for tc in adv.acceptance]
    elif adv.form == DISCARD:
        for i, d in enumerate(adv.recommended[:SHOWN_DISCARDS]):
            waits = tuple(_wait(w, lang) for w in d.waits) if d.waits is not None and d.best and i < 3 else ()
            report.discards.append(DiscardHint(d.tile, d.shanten, d.tiles_in, d.best, waits))
        if report.discards and legal:
            report.recommended = legal.get(report.discards[0].tile)
    return report


def why_not_win(variant: Variant, view: SeatView, tile: Tile, lang: str = "en") -> str:
    """The judge's reason a win on ``tile`` is refused here ("" when it gives none)."""
    hand = _own_hand(view)
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
