"""``python -m mahjong_tui.rulebook [--check]``: rebuild the generated fan and option tables of
every rule-book page from the variant files (``--check``: only say which are stale, exit 1 if any)."""

from __future__ import annotations

import argparse
import sys

from ..variants.loader import Catalog, builtin_dir
from .location import rules_dir
from .pages import PageError, stale_pages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mahjong_tui.rulebook", description=__doc__)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a page is stale")
    args = parser.parse_args(argv)
    catalog = Catalog([(builtin_dir(), True)], cached=False)
    try:
        stale = stale_pages(catalog, write=not args.check)
    except PageError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for path in stale:
        print(f"{'stale' if args.check else 'updated'}: {path.relative_to(rules_dir().parent.parent)}")
    if args.check and stale:
        print("run `python -m mahjong_tui.rulebook` to rebuild them", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
