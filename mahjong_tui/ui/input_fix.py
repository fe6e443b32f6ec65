"""A byte from the terminal that is not UTF-8 is read as no key, not the end of the program.

Textual's Linux driver decodes the terminal's input with a strict UTF-8 decoder: ``é`` typed in
a Latin-1 terminal, Alt+i in an xterm that sends 8-bit meta keys (0xE9) or a stray byte over
SSH stopped the app with a ``UnicodeDecodeError`` traceback (Textual 8.2). The driver takes its
decoder from ``codecs.getincrementaldecoder`` as imported into its module; here that name gives
a decoder that replaces such a byte with U+FFFD, which the key parser drops. Textual's own issue
is Textualize/textual#6456 (open as of 2026-11; the fixes proposed there were closed unmerged):
drop this module once a release decodes with ``errors="replace"``.
"""

from __future__ import annotations

import codecs
from functools import partial
from typing import Any


def _replacing_decoder(encoding: str) -> Any:
    return partial(codecs.getincrementaldecoder(encoding), errors="replace")


def apply() -> None:
    """Install the replacing decoder (once is enough; again does no harm)."""
    try:
        from textual.drivers import linux_driver
    except ImportError:  # no termios (Windows): another driver, which decodes otherwise
        return
    linux_driver.getincrementaldecoder = _replacing_decoder
