"""What strangers may ask of a server: bounded bot specs, and per-client rate limits.

A bot spec from the public API is one of the difficulties or a spec whose every number is finite
and within a limit, so that one request cannot make bots think for ever and stall the server.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from ..bots import DIFFICULTIES, BotSpecError, make_bot
from ..bots.base import parse_spec

# name -> option -> (lowest, highest, integer?)
BOUNDS: dict[str, dict[str, tuple[float, float, bool]]] = {
    "random": {},
    # ahead=3 took up to 2.6 s a decision (2026-12-06), past MAX_THINK_SECONDS; 2 at most 0.56 s
    "heuristic": {"noise": (0.0, 100.0, False), "ahead": (0, 2, True)},
    "mcts": {
        "time": (0.01, 2.0, False),
        "iters": (1, 5000, True),
        "depth": (1, 200, True),
        "worlds": (1, 16, True),
        "c": (0.0, 10.0, False),
        "scale": (0.01, 1000.0, False),
    },
}
MAX_THINK_SECONDS = 2.0  # the longest a public bot spec may think (mcts time=...)


def allowed_specs() -> str:
    """The bot specs the server takes, in words (for error messages)."""
    parts = [", ".join(DIFFICULTIES)]
    for name, options in BOUNDS.items():
        if not options:
            parts.append(name)
            continue
        limits = ", ".join(
            f"{key} {int(lo) if whole else lo}..{int(hi) if whole else hi}"
            for key, (lo, hi, whole) in options.items()
        )
        parts.append(f"{name}[:key=value] ({limits})")
    return "; ".join(parts)


def public_bot_spec(spec: str) -> str:
    """A bot spec a stranger may seat, stripped; ValueError naming what is allowed otherwise."""
    spec = spec.strip()
    if spec in DIFFICULTIES:
        return spec
    try:
        name, params = parse_spec(spec)
    except BotSpecError as error:
        raise ValueError(f"{error}; allowed: {allowed_specs()}") from error
    bounds = BOUNDS.get(name)
    if bounds is None:
        raise ValueError(f"bot {name!r} is not offered by this server; allowed: {allowed_specs()}")
    for key, text in params.items():
        if key not in bounds:
            raise ValueError(
                f"bot option {key!r} is not allowed for {name}; allowed: {allowed_specs()}"
            )
        lo, hi, whole = bounds[key]
        try:
            value = int(text) if whole else float(text)
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or not lo <= value <= hi:
            number = "a whole number " if whole else ""
            raise ValueError(
                f"bot option {key}={text!r} is out of bounds: {name} {key} must be {number}"
                f"from {lo:g} to {hi:g}; allowed: {allowed_specs()}"
            )
    try:
        make_bot(spec)
    except BotSpecError as error:
        raise ValueError(f"{error}; allowed: {allowed_specs()}") from error
    return spec


@dataclass
class _Bucket:
    tokens: float
    at: float


class RateLimit:
    """A token bucket per client: `burst` requests at once, refilled at `per_minute`."""

    def __init__(self, per_minute: float, burst: int, clients: int = 10_000) -> None:
        self.rate = per_minute / 60.0
        self.burst = float(burst)
        self.clients = clients
        self._buckets: dict[str, _Bucket] = {}

    def allow(self, client: str) -> bool:
        """Take one request's token for a client; False if it has none left."""
        now = time.monotonic()
        bucket = self._buckets.get(client)
        if bucket is None:
            if len(self._buckets) >= self.clients:
                self._forget(now)
            bucket = self._buckets[client] = _Bucket(self.burst, now)
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.rate)
        bucket.at = now
        if bucket.tokens < 1.0:
            return False
        bucket.tokens -= 1.0
        return True

    def retry_after(self) -> int:
        """Seconds until a client that was refused has a token again."""
        return max(1, math.ceil(1.0 / self.rate)) if self.rate > 0 else 60

    def _forget(self, now: float) -> None:
        """Drop full buckets (clients that have been quiet), or the oldest half."""
        full = [
            k for k, b in self._buckets.items() if b.tokens + (now - b.at) * self.rate >= self.burst
        ]
        for key in (
            full
            or sorted(self._buckets, key=lambda k: self._buckets[k].at)[: len(self._buckets) // 2]
        ):
            del self._buckets[key]
