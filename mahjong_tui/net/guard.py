"""Password guessing over SSH, slowed per address.

Tries from one address (an IPv6 /64 counts as one) are answered one at a time. After
:data:`FREE_TRIES` failures each further failure makes the address wait longer before its next try
is even looked at (1 s, 2 s, 4 s … up to :data:`MAX_DELAY`), so 100 wrong passwords take the better
part of an hour, however many connections they come over. Every failure is logged with the address
and the user name (never the password). A right password clears the address's count; an address is
forgotten an hour after its last failure.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

log = logging.getLogger("mahjong_tui.net")
FREE_TRIES = 3
BASE_DELAY = 1.0
MAX_DELAY = 30.0
FORGET_AFTER = 3600.0
MAX_ADDRESSES = 10_000
"""Addresses remembered at most (the oldest go first): the memory of a flood is bounded too."""


def address_key(address: str) -> str:
    """Who an address is, for counting: an IPv4 address, or an IPv6 /64 (one machine or network
    holds a whole /64 and could try from a fresh address each time)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{ip}/64", strict=False))
    return str(ip)


def delay_after(failures: int) -> float:
    """Seconds an address waits before its next try, after ``failures`` failures in a row."""
    if failures < FREE_TRIES:
        return 0.0
    return min(MAX_DELAY, BASE_DELAY * 2 ** (failures - FREE_TRIES))


@dataclass
class _Address:
    failures: int = 0
    ready_at: float = 0.0
    last: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class AuthThrottle:
    def __init__(
        self, clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], Awaitable[object]] = asyncio.sleep
    ) -> None:
        """``clock`` and ``sleep``: the real ones, or a test's."""
        self.clock = clock
        self.sleep = sleep
        self._addresses: OrderedDict[str, _Address] = OrderedDict()

    def failures(self, address: str) -> int:
        rec = self._addresses.get(address)
        return rec.failures if rec is not None else 0

    async def attempt(self, address: str, user: str, check: Callable[[], bool]) -> bool:
        """Wait this address's turn, then ``check()`` the password; True when it is right."""
        rec = self._record(address)
        async with rec.lock:
            wait = rec.ready_at - self.clock()
            if wait > 0:
                await self.sleep(wait)
            if check():
                if rec.failures:
                    log.warning("SSH login for %r from %s after %d failed passwords", user, address, rec.failures)
                self._addresses.pop(address, None)
                return True
            now = self.clock()
            rec.failures += 1
            rec.last = now
            rec.ready_at = now + delay_after(rec.failures)
            log.warning(
                "failed SSH password for %r from %s (failure %d; its next try waits %.0f s)",
                user,
                address,
                rec.failures,
                delay_after(rec.failures),
            )
            return False

    def _record(self, address: str) -> _Address:
        now = self.clock()
        for old, rec in list(self._addresses.items()):
            if len(self._addresses) < MAX_ADDRESSES and now - rec.last < FORGET_AFTER:
                break
            if not rec.lock.locked():
                del self._addresses[old]
        rec = self._addresses.get(address) or _Address(last=now)
        self._addresses[address] = rec
        self._addresses.move_to_end(address)  # the most recent last
        return rec
