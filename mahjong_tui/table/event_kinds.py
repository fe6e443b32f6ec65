"""What kind of thing an engine event tells (:class:`~mahjong_tui.engine.events.Event`).

The kinds live below the rules because table features announce their own actions with them. A
``str`` enum: an event written out (``Event.as_dict``, the network) carries the kind's text.
"""

from __future__ import annotations

from enum import Enum


class EventKind(str, Enum):
    # the hand's frame
    HAND_START = "hand_start"
    DEAL = "deal"
    """Private: the seat's dealt tiles."""
    INDICATOR = "indicator"
    """The wild-tile indicator turned up, with the wild kinds."""
    OPEN_TAIL = "open_tail"
    """Yunnan: the tail tiles turned face up."""
    SETUP = "setup"
    """The seats that make setup choices (void suit, stakes) before play."""
    CHOICE = "choice"
    """A seat's setup choice, revealed once all have chosen."""
    HAND_END = "hand_end"
    MATCH_END = "match_end"
    # a turn
    TURN = "turn"
    DRAW = "draw"
    """Private: the tile drawn."""
    REPLACEMENT = "replacement"
    """Private: a replacement for a bonus tile or after a kong."""
    BONUS = "bonus"
    DISCARD = "discard"
    KEEP = "keep"
    """Draw-only last phase: the drawn tile is shown and kept."""
    # melds
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    CONCEALED_KONG = "concealed_kong"
    ADDED_KONG = "added_kong"
    ASIDE = "aside"
    """Wuhan: a tile laid aside as a one-tile kong."""
    # winning
    ROB = "rob"
    """An added kong is robbed."""
    WIN = "win"
    FALSE_WIN = "false_win"
    CHICKEN = "chicken"
    """明將: a chicken-hand win that lets play go on."""
    TAKE_OPEN_TAIL = "take_open_tail"
    """Yunnan: an open tail tile taken to win on."""
    # money and bans
    PAYMENT = "payment"
    EXHAUSTIVE_DRAW = "exhaustive_draw"
    """The hand ends drawn: the wall ran out, or an abortive draw."""
    PASS_BAN = "pass_ban"
    """A missed-win ban starts for the seat."""
    OUTRANKED = "outranked"
    """The seat's claim of a discard gave way to another's (a pung before a chow, a win before
    either): only the seat itself learns of it, as only it knew what it claimed."""
    WIN_REFUSED = "win_refused"
    """Another's tile would complete the seat's hand, but the rules refuse the win (a plain hand
    or a claimed one: self-draw only, a wild thrown, too few fans …): only the seat learns of
    it, as at a real table nobody sees a win not offered."""
    DEAD_HAND = "dead_hand"
    FOUR_WILDS = "four_wilds"
    """Beijing: four wilds shown for a bonus."""
