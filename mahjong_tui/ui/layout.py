"""Where each seat sits on screen, relative to the seat drawn at the bottom."""

from __future__ import annotations

_ORDER = {
    4: ("bottom", "right", "top", "left"),
    3: ("bottom", "right", "left"),
    2: ("bottom", "top"),
}


def positions(n: int, anchor: int) -> dict[int, str]:
    """Seat → ``bottom``/``right``/``top``/``left``. Turn order runs counter-clockwise, as on a
    real table: the next player (下家) sits on the right, the previous one (上家) on the left."""
    order = _ORDER.get(n)
    if order is None:
        raise ValueError(f"no table layout for {n} seats")
    return {(anchor + k) % n: order[k] for k in range(n)}
