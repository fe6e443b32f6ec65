"""An option list that keeps its highlighted entry in sight when its size changes.

Textual's :class:`OptionList` measures its entries again after a resize (they wrap to other
heights at another width) but keeps its scroll offset in lines, so the highlighted entry could
end up out of sight: the menu at 120x40, opened at 80x24, showed 明將 to the chess sets with
Yunnan chosen. The menu's variants and the saved games are such lists."""

from __future__ import annotations

from textual.widgets import OptionList


class KeptOptionList(OptionList):
    """:class:`OptionList` that scrolls its highlighted entry back into sight after a resize."""

    def _on_resize(self) -> None:
        # Textual calls OptionList's own handler too (each class's in the MRO): it measures the
        # entries again, so the scroll waits for the refresh after it
        self.call_after_refresh(self.scroll_to_highlight)
