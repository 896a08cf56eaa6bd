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
    max_connections: int = 64  # per game: spectators, and connections of each seat
    max_spectators: int = 32  # per game; seat holders are never counted against it
    max_spectators_per_client: int = 8  # per client address, over all games
    max_pending_per_client: int = 16  # sockets of one address that have not said hello yet
    creates_per_minute: float = 10.0  # games one client address may create (after the burst)
    create_burst: int = 20
    game_ttl: float = 24 * 3600.0  # seconds a playing game may go without a choice: then expired
    sweep_every: float = 60.0  # seconds between sweeps (expiry, finished games leaving memory)
    max_body: int = 64 * 1024  # bytes of an HTTP request body
    bot_grace: float = 5.0  # seconds past its thinking time after which a bot is stopped
    outbox_limit: int = 256  # messages queued for a client that does not read: then it is dropped
    # the coach's search iterations a decision when analysing a finished game's seat (a 4-player
    # game's seat: 20-40 decisions, some 10-20 s in all on a busy core)
    analysis_iterations: int = 100
