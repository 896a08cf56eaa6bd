"""A play loop's watch: a browser test that plays a game waits for its page's turn, and a game
that stopped moving would keep it waiting for ever (the loops count clicks, not waits). The
watch fails the test instead, saying where the page stood."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

# Much longer than any wait for the bots between two of a person's choices (they play at once:
# `bot_delay=0`), even on a loaded machine.
STALL_SECONDS = 120.0


class Stall:
    """Call `moved()` when the loop makes a move and `check()` each time it waits: after
    `seconds` of waits without a move the test fails with `where()`, what the page shows."""

    def __init__(self, where: Callable[[], str], seconds: float = STALL_SECONDS) -> None:
        self.where = where
        self.seconds = seconds
        self.last = time.monotonic()

    def moved(self) -> None:
        self.last = time.monotonic()

    def check(self) -> None:
        waited = time.monotonic() - self.last
        if waited > self.seconds:
            pytest.fail(f"the game stopped moving: no move for {waited:.0f} s; {self.where()}")
