"""Server settings: where games are stored and how bots behave."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ServerSettings:
    """How a server runs; `primetime serve` fills these from its options."""

    db: str = "primetime.db"  # a path or SQLite URL, or postgresql://...
    bot_delay: float = 0.8  # seconds a bot waits before it moves, so people can follow
    bot_threads: int = 2  # worker threads that run bots' thinking off the event loop
    # SQLite: a commit is synced to disk (FULL: survives a power cut) rather than handed to the OS
    # (NORMAL, in WAL mode: survives any crash of the server, the usual case, at a fraction of the
    # latency on slow disks).
    durable: bool = False
    resume: bool = True  # at start, load unfinished games with bots so their bots move again
    max_connections: int = 64  # per game
    outbox_limit: int = 256  # messages queued for a client that does not read: then it is dropped
