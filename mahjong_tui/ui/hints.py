"""Hints for the player on screen: shanten, waits with unseen counts, discards worth making.

Built on :func:`mahjong_tui.analysis.report.analyze` from the seat's own view only (its hand and
what lies open on the table), never from hidden tiles. "Why this wait is no win here" asks the
variant's evaluator (a minimum of fans and the like).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..analysis.report import DISCARD, WAITING, analyze
from ..engine.view import SeatView
from ..scoring.situation import Situation
from ..tiles.hand import Hand, Meld
from ..tiles.kinds import Tile
from ..variants.model import Variant
from .i18n import message

SHOWN_DISCARDS = 6
"""Discards listed (best first); waits are checked for a win only after the best few."""


@dataclass(frozen=True)
class Wait:
    tile: Tile
    unseen: int
    not_win: str | None = None
    """Why completing the hand with this tile on a discard is not a win here, if it is not."""


@dataclass(frozen=True)
class DiscardHint:
    tile: Tile
    shanten: int
    accept: int
    """Unseen tiles that lower the shanten (or complete the hand) after this discard."""
    best: bool = False
    waits: tuple[Wait, ...] = ()
    """When this discard leaves the hand ready: its waits."""


@dataclass
class HintReport:
    shanten: int
    waits: list[Wait] = field(default_factory=list)
    discards: list[DiscardHint] = field(default_factory=list)
    helpful: list[Wait] = field(default_factory=list)
    """Not ready yet: kinds that bring the hand closer, with unseen copies."""


def visible_elsewhere(view: SeatView) -> Counter[Tile]:
    """Tiles the viewer sees outside the own hand: rivers, others' open melds, the indicator."""
    seen: Counter[Tile] = Counter()
    for s in view.seats:
        seen.update(r.tile for r in s.river if r.claimed_by is None)
        if s.seat != view.viewer:
            for mv in s.melds:
                if mv.meld is not None:
                    seen.update(mv.meld.physical())
    if view.indicator is not None:
        seen[view.indicator] += 1
    return seen


def _not_win(variant: Variant, view: SeatView, concealed: list[Tile], melds: list[Meld],
             bonus: list[Tile], tile: Tile, self_drawn: bool = False, lang: str = "en") -> str | None:
    me = view.me
    assert me is not None
    n = len(view.seats)
    sit = Situation(self_drawn=self_drawn, seat_wind=me.wind, round_wind=view.round_wind,
                    discarder=None if self_drawn else (me.wind + 1) % n, wild_kinds=tuple(view.wild_kinds))
    try:
        score = variant.evaluator.score(Hand(sorted(concealed), list(melds), tile, list(bonus)), sit)
    except Exception as e:  # noqa: BLE001 - a scorer that cannot read this hand must not break hints
        return str(e) or type(e).__name__
    if score.legal:
        return None
    if score.reason_msg is not None:
        return message(lang, score.reason_msg)
    return score.reason or "-"


def compute(variant: Variant, view: SeatView, lang: str = "en") -> HintReport | None:
    """Hints for the viewer of ``view``; None when the view shows no hand of one's own."""
    me = view.me
    if me is None or me.hand is None:
        return None
    melds = [mv.meld for mv in me.melds if mv.meld is not None]
    hand = list(me.hand)
    a = analyze(variant, Hand(hand, melds, None, list(me.bonus)), visible_elsewhere(view), view.wild_kinds)
    report = HintReport(a.shanten)
    if a.form == WAITING:
        if a.shanten == 0:
            report.waits = [Wait(tc.tile, tc.unseen, _not_win(variant, view, hand, melds, me.bonus, tc.tile, lang=lang))
                            for tc in a.waits]
        else:
            report.helpful = [Wait(tc.tile, tc.unseen) for tc in a.acceptance]
    elif a.form == DISCARD:
        for i, d in enumerate(a.discards[:SHOWN_DISCARDS]):
            waits: tuple[Wait, ...] = ()
            if d.best and d.shanten == 0 and d.acceptance is not None and i < 3:
                rest = list(hand)
                rest.remove(d.tile)
                waits = tuple(Wait(tc.tile, tc.unseen, _not_win(variant, view, rest, melds, me.bonus, tc.tile, lang=lang))
                              for tc in d.acceptance)
            report.discards.append(DiscardHint(d.tile, d.shanten, d.acceptance_unseen, d.best, waits))
    return report


def why_not_win(variant: Variant, view: SeatView, tile: Tile, lang: str = "en") -> str:
    """The evaluator's reason a win on ``tile`` is refused here ("" when it gives none)."""
    me = view.me
    if me is None or me.hand is None:
        return ""
    melds = [mv.meld for mv in me.melds if mv.meld is not None]
    concealed = list(me.hand)
    self_drawn = view.phase.value == "turn"
    if self_drawn and tile in concealed:
        concealed.remove(tile)
    return _not_win(variant, view, concealed, melds, me.bonus, tile, self_drawn, lang) or ""
