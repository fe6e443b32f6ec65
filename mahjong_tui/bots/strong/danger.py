"""How dangerous each tile is to discard, against each opponent, from a seat's view.

A tile's danger against one opponent is the share of the usual ways of waiting on it that the
view leaves possible (1 for a middle suit tile nothing is known about):

* genbutsu, the opponent's own discards: safe where the rules forbid winning on a tile one has
  discarded (furiten); elsewhere only nearly safe, for a wait may have changed since;
* tiles others discarded since the opponent's last discard, which it let pass: a ready player
  who could win on them would have (bots declare every legal win), so they are much safer;
* suji: a two-sided wait on the tile needs the tile three ranks away, which the opponent
  discarded; kabe: every copy of a neighbour is in sight, so no wait can use it;
* single and pair waits (and honours, which only wait that way) need unseen copies: an honour
  whose every other copy is in sight can only be waited on by thirteen orphans (or a special
  set, below);
* one-chance: with three copies of a neighbour in sight, a wait through it is unlikely;
* a suit the opponent has voided (定缺, as announced, else read from its river) is safe against it;
* a set of the variant's grammar made only in the concealed hand (Hebei's 中發白 and 1s 東 南)
  waits on any of its kinds while its other two are unseen, like a closed wait: so such an
  honour is not safe once its other copies are in sight (:meth:`DangerBoard.special`), in
  Hebei (:data:`SPECIALS_READ_IN`), as its rules ask.

Where a model fitted from logged play is given (:mod:`.danger_model`), it reads readiness and
danger instead, in units of :data:`HIT`, this reading one column of its row (``shape``); the
certain rules stay (a void suit, genbutsu under furiten). Measured: benchmarks/STRONG_BOT.md,
section danger.py."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ...engine.seen import seen_counts
from ...engine.view import SeatInfo, SeatView
from ...rules.judge import dead_discard
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from .danger_model import DangerModel
from .danger_model_features import ready_features, win_features
from .readiness import DEFAULT, ReadinessCurve, seat_readiness

HIT = 0.09
"""The chance a tile of danger 1 wins for an opponent whose hand is ready in shape (measured
with ``benchmarks/strong_calibration.py``, MCR 150 hands: 7–11% for the most dangerous tenth,
0.5% for the safest; Sichuan about 12%): the unit of a danger reading."""

SIDE = 0.25
"""Share of the danger from each two-sided (or edge) wait on a suit tile."""
CLOSED = 0.20
"""Share from a closed wait (the tile between two held)."""
PAIR = 0.30
"""Share from single and pair waits (three copies unseen)."""
HONOUR_PAIR = 0.50
"""An honour's danger with three copies unseen: only single and pair waits."""
GENBUTSU_NO_FURITEN = 0.12
"""An opponent's own discard where the rules let it win on it anyway."""
PASSED = 0.30
"""A tile the opponent let pass since its last discard (a factor on its danger). Read as fully safe
(0) in Hebei and Shaanxi it changed few deals and no margin, so 0.30 stays. Measured:
benchmarks/STRONG_BOT.md, section danger.py."""
KILLED_SIDE = 0.15
"""What is left of a two-sided wait that suji rules out, where there is no furiten."""
ONE_CHANCE = 0.4
"""What is left of a wait through a neighbour with one copy unseen (one-chance)."""
CHESS = 0.5
"""A chess piece (象棋麻將): it wins in sets of different pieces as well as in pairs, so the copies
in sight say little; only the opponent's own discards and the pieces it let pass are read."""
SPECIALS_READ_IN = frozenset({"hebei"})
"""Where the board reads the waits on the grammar's special sets (:meth:`DangerBoard.special`):
Hebei, whose tile reading is the hand-set one. Shandong, the other variant with such sets,
reads the fitted tile reading in play (:mod:`.danger_model`), fitted without them."""
ORPHANS = 0.01
"""A tile nobody can wait on but by thirteen orphans."""


@dataclass(frozen=True)
class Opponent:
    seat: int
    readiness: float
    discarded: frozenset[Tile]
    """Every kind it has discarded (claimed or not)."""
    passed: frozenset[Tile]
    """Kinds others discarded since its last discard, unclaimed."""
    void: int | None = None
    """Its void suit (定缺) as read from its river, where the variant has one."""
    info: SeatInfo | None = None
    """What the view shows of it (read by the fitted model)."""
    cost: float = 1.0
    """What a deal-in to it costs against one of the variant's mean value
    (:mod:`.seat_cost`; 1 where the variant does not read it)."""


def inferred_void(s: SeatInfo, declared: bool) -> int | None:
    """A seat's void suit, read from what it shows. ``declared`` (定缺): the void suit's tiles
    must go first, so it is the suit of its first discard, unless a meld of its holds that suit
    (then it was dealt none of it); the board reads the announced suit (``SeatInfo.void``) first
    and this only before it is known. Otherwise (a win holds two suits at
    most) a suit is taken as given up when the first discard and at least three were of it."""
    if not s.river:
        return None
    first = s.river[0].tile
    if not K.is_suited(first):
        return None
    suit = K.suit_of(first)
    if not declared and sum(1 for r in s.river if K.is_suited(r.tile) and K.suit_of(r.tile) == suit) < 3:
        return None
    for mv in s.melds:
        if mv.meld is not None and any(K.is_suited(t) and K.suit_of(t) == suit for t in mv.meld.tiles):
            return None
    return suit


def _chance(a: int, b: int) -> float:
    """What is left of a wait on two neighbours with ``a`` and ``b`` copies unseen."""
    return ONE_CHANCE if a == 1 or b == 1 else 1.0


class DangerBoard:
    """One decision's danger readings: every opponent's readiness and the tiles in sight."""

    def __init__(
        self,
        view: SeatView,
        furiten: bool,
        voids: str = "",
        curve: ReadinessCurve = DEFAULT,
        model: DangerModel | None = None,
        can_win: Callable[[SeatInfo], bool] | None = None,
        specials: Iterable[tuple[Tile, ...]] = (),
        seat_cost: Callable[[SeatInfo, SeatInfo], float] | None = None,
    ) -> None:
        """``voids``: \"declared\" (定缺), \"two_suits\" (a win holds two suits at most) or \"\";
        ``model``: the fitted reading (:mod:`.danger_model`) in place of the hand-set one;
        ``can_win``: whether a seat has done what a win needs before it holds the tiles (Wuhan:
        opened, :func:`~.wuhan_defence.can_win`); a seat that has not is no threat;
        ``specials``: the grammar's concealed-only sets (``Grammar.concealed_only``), read by
        the hand-set tile reading; ``seat_cost``: what a deal-in to a seat costs against one of
        the mean value (:mod:`.seat_cost`), weighing its share of :meth:`risk`."""
        self.furiten = furiten
        self.special_waits: dict[Tile, list[tuple[Tile, ...]]] = {}
        """Per kind, the other kinds of each special set holding it."""
        for pattern in specials:
            for i, t in enumerate(pattern):
                self.special_waits.setdefault(t, []).append(pattern[:i] + pattern[i + 1 :])
        self.model = model
        self.can_win = can_win
        wall = view.wall_remaining
        copies = view.copies
        seen = seen_counts(view)
        self.unseen = [max(0, copies.get(t, 0) - seen[t]) for t in range(K.NUM_KINDS)]
        self.opponents: list[Opponent] = []
        me = next((s for s in view.seats if s.seat == view.viewer), None)
        for s in view.seats:
            if s.seat == view.viewer:
                continue
            own = len(s.river)
            passed = frozenset(
                r.tile for o in view.seats if o.seat != s.seat for r in o.river[own:] if r.claimed_by is None
            )
            self.opponents.append(
                Opponent(
                    s.seat,
                    self.seat_ready(s, curve, wall),
                    frozenset(r.tile for r in s.river),
                    passed,
                    s.void if s.void is not None else inferred_void(s, voids == "declared") if voids else None,
                    s,
                    seat_cost(me, s) if seat_cost is not None and me is not None else 1.0,
                )
            )
        self._memo: dict[tuple[int, Tile], float] = {}

    def seat_ready(self, s: SeatInfo, curve: ReadinessCurve, wall_left: int) -> float:
        """The chance that the opponent ``s`` is ready: the fitted reading where the board has
        one that reads it, else the hand-set ``curve`` (the chess sets read declarations:
        :class:`~.chess_danger.ChessDangerBoard`); none where it cannot win yet."""
        if not self.may_win(s):
            return 0.0
        if self.model is not None and self.model.reads_ready:
            return modelled_readiness(self.model, s, wall_left)
        return seat_readiness(s, curve)

    def may_win(self, s: SeatInfo) -> bool:
        """Whether a discard of ours can deal in to the opponent ``s`` (its ``can_win``)."""
        return self.can_win is None or self.can_win(s)

    @property
    def threat(self) -> float:
        """The readiness of the likeliest ready opponent."""
        return max((o.readiness for o in self.opponents), default=0.0)

    def against(self, opp: Opponent, t: Tile) -> float:
        """The danger (0 … 1) of discarding ``t`` against ``opp``, were it ready; the fitted
        reading is capped at 1, a tile dangerous in every way (a review shows it as a share)."""
        key = (opp.seat, t)
        got = self._memo.get(key)
        if got is None:
            got = self._memo[key] = self._against(opp, t)
        return got

    def _against(self, opp: Opponent, t: Tile) -> float:
        if dead_discard(t):
            return 0.0  # no win on it at all (a discarded 飛 joker)
        if opp.void is not None and K.is_suited(t) and K.suit_of(t) == opp.void:
            return 0.0  # no win while holding the void suit
        if self.model is not None and self.model.reads_win and opp.info is not None and not K.is_chess(t):
            if t in opp.discarded and self.furiten:
                return 0.0
            return min(1.0, self.model.win(self.features(opp, t)) * self.model.scale / HIT)
        if t in opp.discarded:
            return 0.0 if self.furiten else GENBUTSU_NO_FURITEN
        d = min(1.0, self._shape(opp, t) + self.special(t))
        if t in opp.passed:
            d *= PASSED
        return d

    def features(self, opp: Opponent, t: Tile) -> list[float]:
        """The fitted model's row for ``t`` against ``opp`` (:func:`.danger_model_features.win_features`)."""
        assert opp.info is not None
        return win_features(
            opp.info,
            t,
            t in opp.discarded,
            t in opp.passed,
            self._shape(opp, t),
            self.unseen[t],
            self.suji_killed(opp, t),
            self.live_sides(opp, t),
        )

    def suji_killed(self, opp: Opponent, t: Tile) -> int:
        """How many of the two-sided waits on ``t`` the opponent's own discards rule out (suji)."""
        if not K.is_suited(t):
            return 0
        r = K.rank_of(t)
        return (r >= 4 and t - 3 in opp.discarded) + (r <= 6 and t + 3 in opp.discarded)

    def live_sides(self, opp: Opponent, t: Tile) -> int:
        """How many two-sided (or edge) waits on ``t`` stay possible: both neighbours unseen
        somewhere and the tile three ranks away not among the opponent's discards."""
        if not K.is_suited(t):
            return 0
        r, u, d = K.rank_of(t), self.unseen, opp.discarded
        below = r >= 3 and u[t - 1] > 0 and u[t - 2] > 0 and not (r >= 4 and t - 3 in d)
        above = r <= 7 and u[t + 1] > 0 and u[t + 2] > 0 and not (r <= 6 and t + 3 in d)
        return below + above

    def _shape(self, opp: Opponent, t: Tile) -> float:
        unseen = self.unseen
        if K.is_chess(t):
            return CHESS
        if not K.is_suited(t):
            u = unseen[t]
            return ORPHANS if u == 0 else HONOUR_PAIR * min(u, 3) / 3
        r = K.rank_of(t)
        killed = 0.0 if self.furiten else KILLED_SIDE
        d = PAIR * min(unseen[t], 3) / 3
        if r >= 3 and unseen[t - 1] and unseen[t - 2]:  # waiting on (r-2, r-1)
            d += SIDE * _chance(unseen[t - 1], unseen[t - 2]) * (killed if r >= 4 and t - 3 in opp.discarded else 1.0)
        if r <= 7 and unseen[t + 1] and unseen[t + 2]:  # waiting on (r+1, r+2)
            d += SIDE * _chance(unseen[t + 1], unseen[t + 2]) * (killed if r <= 6 and t + 3 in opp.discarded else 1.0)
        if 2 <= r <= 8 and unseen[t - 1] and unseen[t + 1]:  # waiting between them
            d += CLOSED * _chance(unseen[t - 1], unseen[t + 1])
        return max(d, ORPHANS)

    def special(self, t: Tile) -> float:
        """The share of ``t``'s danger from waits on a special set holding it (Hebei's 中發白 and
        1s 東 南: concealed only, so any opponent may hold one), its other two kinds unseen."""
        d = 0.0
        for others in self.special_waits.get(t, ()):
            unseen = [self.unseen[o] for o in others]
            if all(unseen):
                d += CLOSED * (ONE_CHANCE if 1 in unseen else 1.0)
        return d

    def risk(self, t: Tile) -> float:
        """Readiness-weighted danger of discarding ``t``, summed over the opponents (each
        weighted by what a deal-in to it costs, where the board reads it)."""
        return sum(o.readiness * self.against(o, t) * o.cost for o in self.opponents)


def modelled_readiness(model: DangerModel, s: SeatInfo, wall_left: int) -> float:
    """The fitted chance that the seat ``s`` is ready (1 declared ready, 0 out of the hand)."""
    if s.won or s.frozen:  # out of the hand, or 明將's chicken winner playing on frozen
        return 0.0
    if s.ready:
        return 1.0
    return model.ready(ready_features(s, wall_left))
