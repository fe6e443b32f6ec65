"""Chinese characters in a widget drawn over others (the log over the table on a narrow screen,
a toast) no longer vanish where an edge of a widget underneath crosses them.

Textual's compositor cuts each screen line at every widget's edge, the covered ones' too, and
gives each piece to the front-most widget there; a double-width character that a cut falls in
is replaced by two spaces (``Segment.divide``). At 80×24 with the log shown, "電腦 3 碰 玩家 的
紅中" read "電腦 3    玩家 的 紅中" and the hints "進張 20" read "進   20" (upstream:
Textualize/textual#6357, open on Textual 8.2). Here a widget's line is cut only where the
owner of the next piece changes: a run of pieces it owns goes to the first of them whole, the
others get an empty strip, which still keeps the widgets behind from drawing there.

Measured: a full frame of the 120×40 table (``render_strips``, 300 times) took 3.4 ms a frame
with Textual's cutting and 3.9 ms with this one; the same characters on every line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import cast

from textual import _compositor
from textual.geometry import Region
from textual.strip import Strip

_EMPTY = Strip([], 0)


def _render_chops(
    self: _compositor.Compositor, crop: Region, is_rendered_line: Callable[[int], bool]
) -> Sequence[Mapping[int, Strip]]:
    """:meth:`textual._compositor.Compositor._render_chops`, cutting a widget's line only where
    the piece's owner changes (see the module docstring)."""
    cuts = self.cuts
    chops: list[dict[int, Strip | None]] = [dict.fromkeys(cut_set[:-1]) for cut_set in cuts]
    for region, clip, strips in self._get_renders(crop):
        render_region = region.intersection(clip)
        render_x = render_region.x
        first_cut, last_cut = render_region.column_span
        for y, strip in zip(render_region.line_range, strips, strict=False):
            if not is_rendered_line(y):
                continue
            line = chops[y]
            final = [cut for cut in cuts[y] if last_cut >= cut >= first_cut]
            starts = final[:-1]
            if not starts:
                continue
            free = [line.get(cut) is None for cut in starts]  # front to back: a piece taken stays taken
            if all(free):  # nothing in front here: the line whole, to the first piece
                whole = strip.divide([final[-1] - render_x])
                if whole:  # (a strip short of its region leaves it to the widgets behind, as Textual does)
                    line[starts[0]] = whole[0]
                    for cut in starts[1:]:
                        line[cut] = _EMPTY
                continue
            ends = [i for i in range(len(starts)) if i == len(starts) - 1 or not (free[i] and free[i + 1])]
            pieces = strip.divide([final[i + 1] - render_x for i in ends])
            last = set(ends)  # the pieces a run of free ones ends with
            k = 0
            for i, cut in enumerate(starts):
                if free[i] and k < len(pieces):
                    line[cut] = pieces[k] if i == 0 or not free[i - 1] else _EMPTY
                k += i in last
    return cast("Sequence[Mapping[int, Strip]]", chops)


def _render_partial_update(self: _compositor.Compositor) -> _compositor.ChopsUpdate | None:
    """:meth:`textual._compositor.Compositor.render_partial_update`, where a piece given a run
    of pieces ends where the run does (a partial update writes a piece up to its end)."""
    screen_region = self.size.region
    update_regions = self._dirty_regions.copy()
    self._dirty_regions.clear()
    if not update_regions:
        return None
    crop = Region.from_union(update_regions).intersection(screen_region)
    spans = list(self._regions_to_spans(update_regions))
    rendered = {y for y, _, _ in spans}
    chops = self._render_chops(crop, rendered.__contains__)
    chop_ends = [
        [
            end if strip is None else max(end, x + strip.cell_length)
            for end, (x, strip) in zip(cut_set[1:], line.items(), strict=False)
        ]
        if y in rendered
        else cut_set[1:]
        for y, (cut_set, line) in enumerate(zip(self.cuts, chops, strict=False))
    ]
    return _compositor.ChopsUpdate(chops, spans, chop_ends)


_applied = False


def apply() -> None:
    """Use :func:`_render_chops` and :func:`_render_partial_update` in Textual's compositor for
    this process (idempotent; Textual's version is pinned)."""
    global _applied
    if not _applied:
        _compositor.Compositor._render_chops = _render_chops  # type: ignore[method-assign]
        _compositor.Compositor.render_partial_update = _render_partial_update  # type: ignore[method-assign]
        _applied = True
