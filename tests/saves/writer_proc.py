"""Run as a process by the tests: plays a game whose saves are written slowly, to be killed."""

from __future__ import annotations

import os
import sys
import time

from mahjong_tui.saves import files

_real_write = os.write


def _slow_write(fd: int, data: bytes) -> int:  # a few hundred bytes at a time
    time.sleep(0.002)
    return _real_write(fd, bytes(data[:256]))


class _SlowOs:
    def __getattr__(self, name: str) -> object:
        return _slow_write if name == "write" else getattr(os, name)


files.os = _SlowOs()  # type: ignore[assignment]

from tests.saves.helpers import play, recorded_session  # noqa: E402

session, rec = recorded_session(seed=int(sys.argv[1]) if len(sys.argv) > 1 else 4)
print(rec.record.id, flush=True)
play(session)
