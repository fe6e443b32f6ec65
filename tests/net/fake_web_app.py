"""A stand-in for the app behind ``mahjong-tui web`` in tests: textual-serve's protocol on
stdin/stdout, ending when told to quit (or when stdin closes)."""

from __future__ import annotations

import json
import sys


def main() -> None:
    out, inp = sys.stdout.buffer, sys.stdin.buffer
    out.write(b"__GANGLION__\n")
    payload = b"ready"
    out.write(b"D" + len(payload).to_bytes(4, "big") + payload)
    out.flush()
    while True:
        head = inp.read(5)
        if len(head) < 5:
            return
        body = inp.read(int.from_bytes(head[1:], "big"))
        if head[:1] == b"M" and json.loads(body).get("type") == "quit":
            return


if __name__ == "__main__":
    main()
