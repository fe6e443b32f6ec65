"""Play over SSH: the server, its per-connection terminal processes, the lobby and shared tables.

Process model: the server (one asyncio process) runs asyncssh, the lobby and every shared table's
engine. Each SSH connection gets a child process of its own on a pseudo-terminal running the
Textual app; the child talks to the server over a socket pair (:mod:`.protocol`). A child's crash
ends one connection only, and a hand is never in a child's memory alone.
"""
