"""Table features: named pieces of play some variants add (void suits, blood battle, stakes …).

A variant file enables one with a table ``[features.<name>]`` holding its parameters. The engine
calls every enabled feature's hooks at fixed points; a hook that does nothing returns the
neutral value. A feature keeps its per-hand data in a dataclass of its own module, reached with
``game.state.feature(ThatClass)``.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any, ClassVar

from ...params import NoParams, Params
from ...registry import Registry, import_submodules
from ...table.actions import Action
from ...table.event_kinds import EventKind
from ...table.records import WinRecord
from ...table.state import HandState, Phase

if TYPE_CHECKING:  # pragma: no cover
    from ...messages import Message
    from ...tiles.kinds import Tile
    from ..rule_variant import RuleVariant
    from .table_game import SeatSight, TableGame


class Feature:
    params_class: ClassVar[type[Params]] = NoParams
    """The parameters of ``[features.<name>]`` (checked and converted when a file loads)."""
    setup_stage: ClassVar[int] = 0
    """Setup choices are asked stage by stage, lowest first; the features of one stage are
    asked together and revealed together (the exchange of three comes before the void suit)."""

    def __init__(self, variant: RuleVariant, params: dict[str, Any]) -> None:
        self.variant = variant
        self.params = self.params_class.from_table(params)

    # ---- helpers for features that ask a seat out of the usual flow ------------------------

    @staticmethod
    def ask_on_turn(game: TableGame, seat: int) -> None:
        """Put ``seat`` on turn to answer the feature's own question (take an open tail tile,
        declare 十老頭 …): a turn with no drawn tile and no discard due."""
        st = game.state
        st.turn = seat
        st.phase = Phase.TURN
        st.must_discard = False
        st.seats[seat].drawn = None
        game.emit(EventKind.TURN, seat)

    @staticmethod
    def wins_automatic(game: TableGame) -> bool:
        """In a last-tiles phase where every legal win is declared for the player (最後四張)."""
        return game.state.last_phase and game.cfg.wall.last_phase == "auto_win"

    # ---- hooks ---------------------------------------------------------------------------

    def setup_choices(self, game: TableGame) -> dict[int, list[Action]]:
        """Choices every seat makes before play (``Act.CHOOSE``); empty for none."""
        return {}

    def on_setup(self, game: TableGame, answers: dict[int, Action]) -> None:
        """All setup choices are in (revealed together)."""

    def turn_actions(self, game: TableGame, seat: int, actions: list[Action]) -> list[Action]:
        """Filter or extend what the seat on turn may do."""
        return actions

    def claim_actions(
        self, game: TableGame, seat: int, discarder: int, tile: Tile, actions: list[Action]
    ) -> list[Action]:
        """Filter or extend a seat's claim options on a discard (PASS is added afterwards)."""
        return actions

    def refuse_claim(self, state: HandState, seat: int, tile: Tile) -> Message | None:
        """Why ``seat`` may not meld ``tile`` now (claim it for a chow, pung or kong, or kong
        it from the hand), or None. ``claim_actions`` of a feature that refuses asks this, and
        so do the refusals a player is shown (:mod:`~mahjong_tui.engine.refusals`)."""
        return None

    def apply(self, game: TableGame, action: Action) -> bool:
        """Carry out a feature's own action; True when handled."""
        return False

    def after_discard(self, game: TableGame, seat: int, tile: Tile) -> bool:
        """Right after a discard, before claims; True when the hand ended (abortive draw)."""
        return False

    def after_no_claim(self, game: TableGame, discarder: int, tile: Tile) -> bool:
        """Everyone passed the discard; True when the feature took over the flow."""
        return False

    def continue_after_wins(self, game: TableGame, wins: list[WinRecord]) -> bool:
        """After wins are paid: True keeps the hand going (blood battle)."""
        return False

    def refuse_discards(self, state: HandState, seat: int, tiles: Collection[Tile]) -> dict[Tile, Message]:
        """The kinds among ``tiles`` (the discards otherwise open to ``seat`` on its turn) that
        it may not discard now, each with why. The engine's ``turn_actions`` and the advice both
        ask this, so a hint never recommends what the table refuses."""
        return {}

    def refuse_ready(self, state: HandState, seat: int) -> Message | None:
        """Why ``seat`` may not declare ready with a discard now, or None. A feature that takes
        the ready forms out of the turn's actions asks this, and so do the refusals a player is
        shown (:mod:`~mahjong_tui.engine.refusals`)."""
        return None

    def discard_forfeits(self, state: HandState, seat: int, tile: Tile) -> Message | None:
        """Why discarding ``tile`` costs ``seat`` the right to win this hand, or None."""
        return None

    def win_kinds(self, state: HandState, seat: int) -> tuple[frozenset[Tile], ...] | None:
        """Kind sets a winning hand of ``seat`` must lie within, one of them (its concealed tiles
        and melds; set-aside tiles apart), or None for no such limit. The advice counts only
        tiles that keep a hand inside one of them."""
        return None

    def refuse_win(self, state: HandState, seat: int, tile: Tile, how: str) -> Message | str | None:
        """Why ``seat`` may not win on ``tile`` now, or None. Reads the table ``state`` only, so
        the judge asks the same question of a game and of a ``score`` request."""
        return None

    def special_wins(self) -> dict[str, bool]:
        """Fan ids this feature lets a player declare as a win of their own (no hand shape),
        each with whether it is a limit hand; the judge values them (``judge_special``)."""
        return {}

    def on_win_chance(self, game: TableGame, seat: int, tile: Tile, how: str) -> None:
        """``tile`` completes ``seat``'s hand now, whether or not the win is allowed (振聽 notes
        the chance)."""

    def public_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        """Labelled facts about ``seat`` everyone may see (stakes, a void suit …), for the
        view; values are :class:`~mahjong_tui.messages.Message` or plain values."""
        return {}

    def private_facts(self, game: TableGame, seat: int) -> dict[str, object]:
        """Facts only ``seat`` may see (its furiten …), shown in its own view only."""
        return {}

    def before_replacement(self, game: TableGame, seat: int) -> bool:
        """Before a kong replacement is drawn: True when the feature asked the seat a question
        instead (it then gives the replacement itself, with ``game.replacement_draw`` or
        ``game.draw_open_tail``)."""
        return False

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        """A bot's pick among the feature's own ``Act.CHOOSE`` actions (from what the seat
        sees), or None to leave it to the bot."""
        return None

    def choice_wins(self, action: Action) -> bool:
        """Whether ``action``, one of the feature's own ``Act.CHOOSE`` actions, declares a win
        (taking an open tail tile, 十老頭): declining it gives up a win, as the review says."""
        return False


FEATURES: Registry[type[Feature]] = Registry("table feature")


def forfeit_of(features: Collection[Feature], state: HandState, seat: int, tile: Tile) -> Message | None:
    """Why discarding ``tile`` costs ``seat`` the right to win this hand, as the first of
    ``features`` that says so (Beijing: a wild thrown), or None: the advice and the seat's view
    (a screen's question before such a discard) ask it here."""
    return next((why for f in features if (why := f.discard_forfeits(state, seat, tile)) is not None), None)


import_submodules(__name__)  # every module in this package registers its components when imported
