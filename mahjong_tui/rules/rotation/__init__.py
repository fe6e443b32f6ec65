"""Dealer rotation and match end, by name (each variant's section 7)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ...messages import Message, hands_played
from ...params import NoParams, Params, param
from ...registry import Registry, import_submodules
from ...table.records import HandResult

if TYPE_CHECKING:  # pragma: no cover
    from ...variant_schema import MatchCfg
    from ..rule_variant import RuleVariant


@dataclass
class MatchState:
    players: int
    scores: list[int]
    first_dealer: int = 0
    dealer: int = 0
    round_wind: int = 0
    hands_played: int = 0
    deal_passes: int = 0
    """How many times the deal has moved on (four rounds end after the 16th)."""
    streak: int = 0
    """The dealer's streak (連莊 count)."""
    draws_in_a_row: int = 0
    pot: int = 0
    """Money in the pot between hands (deposits not yet won); left out of the scores."""
    seating: list[int] = field(default_factory=list)
    """Which player sits at each position (0 = the first East seat); changes only with
    competition seating."""
    over: bool = False
    reason: str = ""
    reason_msg: Message | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def finish(self, why: Message) -> None:
        """End the match after this hand, for the reason ``why``."""
        self.over = True
        self.reason = str(why)
        self.reason_msg = why


class Rotation:
    params_class: ClassVar[type[Params]] = NoParams
    """The ``match.params`` this rotation reads (checked and converted when a file loads)."""

    def __init__(self, variant: RuleVariant, cfg: MatchCfg) -> None:
        self.variant = variant
        self.cfg = cfg
        self.params = self.params_class.from_table(cfg.params)

    def first_dealer(self, rng: random.Random, players: int) -> int:
        if self.variant.cfg.deal.first_dealer == "random":
            return rng.randrange(players)
        return 0

    def after_hand(self, m: MatchState, result: HandResult) -> None:
        raise NotImplementedError

    def public_facts(self, m: MatchState) -> dict[str, object]:
        """What a scoreboard shows beyond the scores (standings, the return …); see
        :class:`~mahjong_tui.engine.view.SeatView` ``match_facts``. Every rotation's facts
        hold ``progress`` (:meth:`progress`) and ``start_points``, what each player starts the
        match with: 0 where a score is a net won or lost, a stake where it is points held (明將's
        150), which the table prints as they are rather than as a gain."""
        return {"progress": self.progress(m), "start_points": self.cfg.start_points}

    def progress(self, m: MatchState) -> tuple[int, int, str]:
        """How far the match has gone: (done, planned, unit). Unit ``hands``: hands played
        out of ``match.hands``; a rotation that counts something else says so."""
        return (m.hands_played, self.cfg.hands, "hands")

    def pass_deal(self, m: MatchState) -> None:
        self.deal_to(m, (m.dealer + 1) % m.players)

    def deal_to(self, m: MatchState, dealer: int) -> None:
        """``dealer`` deals the next hand: the same dealer lengthens the streak, another one
        passes the deal."""
        if dealer == m.dealer:
            m.streak += 1
        else:
            m.dealer = dealer
            m.deal_passes += 1
            m.streak = 0


ROTATIONS: Registry[type[Rotation]] = Registry("rotation")


COMPETITION_SEATING = ((0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 1, 0), (3, 2, 0, 1))
"""MCR competition seating: the players at E S W N in the East, South, West and North rounds
(東圈 甲乙丙丁, 南圈 乙甲丁丙, 西圈 丙丁乙甲, 北圈 丁丙甲乙)."""


@dataclass(frozen=True)
class EveryHandParams(Params):
    competition_seating: bool = param(False, "players change seats between rounds (MCR)")


@ROTATIONS.register("every_hand")
class EveryHand(Rotation):
    """The deal passes after every hand; the round wind moves every ``players`` hands (MCR).

    With ``match.params.competition_seating`` the players change seats between rounds.
    """

    params_class = EveryHandParams
    params: EveryHandParams

    def after_hand(self, m: MatchState, result: HandResult) -> None:
        m.hands_played += 1
        self.pass_deal(m)
        new_round = m.hands_played % m.players == 0
        if self.cfg.round_wind == "by_hand":
            m.round_wind = (m.hands_played // m.players) % 4
        if m.hands_played >= self.cfg.hands:
            m.finish(hands_played(self.cfg.hands))
        elif new_round and self.params.competition_seating and m.players == 4:
            m.seating = list(COMPETITION_SEATING[(m.hands_played // m.players) % 4])
            m.dealer = 0


import_submodules(__name__)  # every module in this package registers its components when imported
