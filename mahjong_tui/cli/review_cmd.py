"""``mahjong-tui review ID``: every decision of a finished game where a person chose differently
from the strong bot, with what each choice gave up (acceptance, value, danger; after the deal, the
hand's shanten without a suit given up, or what the stakes are expected to earn), as plain text.

ID is a replay's id (``mahjong-tui replay --list``) or a replay or save file in the data
folder; ``--hand N`` reviews one hand. The same list is what the result screen's review shows,
its tiles named as the table draws them (``--ascii`` or the table's setting: ``Rd``, else ``紅中``).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from typing import Any

from .errors import CliError

LANGS = ("en", "zh_TW", "zh_CN")


def add_parser(subs: Any) -> None:
    p = subs.add_parser(
        "review",
        help="list the decisions of a finished game where you chose differently from the strong bot",
        description="Play a kept game again and compare each of your decisions with the strong bot's.",
    )
    p.add_argument("id", help="a replay's id (see `mahjong-tui replay --list`), or a replay or save file")
    p.add_argument("--hand", type=int, help="review only this hand (its number)")
    p.add_argument("--lang", choices=LANGS, help="language of the list (default: the table's setting)")
    p.add_argument("--ascii", action="store_true", default=None, help="ASCII tile names (default: the table setting)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..review.decisions import review_record
    from ..saves.store import SaveError, load_record
    from ..ui.i18n import tr
    from ..ui.review_text import lines_at, review_lines
    from ..ui.settings import Settings
    from .replay_cmd import find_game

    settings = Settings.load()
    lang = args.lang or settings.lang
    path = find_game(args.id, "review")
    try:
        review = review_record(load_record(path), hand_no=args.hand)
    except SaveError as e:  # in the review's language, as its other lines
        raise CliError(e.message.text(lang)) from None
    if args.hand is not None and not review.hands:
        raise CliError(tr(lang, "review.no_hand_cli", n=args.hand))  # a one-line error, as the others
    from ..ui.screens.saves import variant_name

    # the variant by name: its id, "（shaanxi）", read as English in a Chinese review
    head = tr(lang, "review.game", id=review.id, variant=variant_name(review.variant, lang))
    lines = [head, "", *review_lines(review, lang, bool(args.ascii or settings.ascii))]
    width = shutil.get_terminal_size().columns if sys.stdout.isatty() else None
    print("\n".join(lines_at(lines, width)))
    return 0
