"""Waiting for a screen mirrored in a test (an SSH client's, a browser tab's) to show something."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


async def until(done: Callable[[], bool], changed: asyncio.Event, failure: Callable[[], str], timeout: float) -> None:
    """Until ``done()``, looking again whenever ``changed`` is set (at least every half second);
    after ``timeout`` seconds, fail with ``failure()``."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not done():
        left = end - loop.time()
        if left <= 0:
            raise AssertionError(failure())
        changed.clear()
        try:
            await asyncio.wait_for(changed.wait(), min(left, 0.5))
        except TimeoutError:
            pass
