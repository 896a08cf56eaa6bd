"""The play loops' watch fails a test whose game stopped moving, saying where the page stood."""

from __future__ import annotations

import pytest
from stall import Stall


def test_a_loop_that_waits_past_its_seconds_without_a_move_fails_saying_where() -> None:
    stall = Stall(lambda: "state 7, waiting for Bob", seconds=0.0)
    with pytest.raises(pytest.fail.Exception, match=r"no move for \d+ s; state 7, waiting for Bob"):
        stall.check()


def test_a_move_starts_the_wait_again() -> None:
    stall = Stall(lambda: "unused", seconds=60.0)
    stall.last -= 61.0  # a minute and more without a move ...
    stall.moved()  # ... then one
    stall.check()  # does not fail
    stall.last -= 61.0
    with pytest.raises(pytest.fail.Exception):
        stall.check()
