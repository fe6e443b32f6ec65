"""What a game seed may be: a whole number of at most 63 bits, either sign.

Every door a seed comes in by (the command line, the menu, a save, a shared table's request)
asks :func:`check_seed`, so a seed of a thousand digits is refused in one line instead of
reaching ``random.Random`` (and a save's JSON) as a huge number.
"""

from __future__ import annotations

from ..safe_json import shown

MAX_SEED = 2**63 - 1


def check_seed(value: object) -> int:
    """``value`` if it is a usable seed, else a :class:`ValueError` saying what a seed is."""
    if type(value) is not int or not -MAX_SEED <= value <= MAX_SEED:
        raise ValueError(f"a seed is a whole number from -{MAX_SEED} to {MAX_SEED}, not {shown(value)}")
    return value
