"""benchmarks/bytecodes.py: the count of bytecodes and calls by function, the same every run."""

from __future__ import annotations

import os
import subprocess
import sys

from helpers import BENCHMARKS, load_benchmark

SCRIPT = BENCHMARKS / "bytecodes.py"


def test_each_chance_draw_is_one_call_counted() -> None:
    bytecodes = load_benchmark("bytecodes")
    solo = bytecodes.MODES["solo"]
    counted, calls = bytecodes.count(2, solo)
    # every chance event of a random game (chance automatic) is one call of `rng.roll`
    draws = sum(bytecodes.engine.random_game(seed, **solo).state.chance_count for seed in (0, 1))
    roll = next(code for code in calls if code.co_name == "roll" and "rng" in code.co_filename)
    assert calls[roll] == draws
    assert counted[roll] > 0


def test_a_count_is_the_same_every_run() -> None:
    """Each run is its own process, as the script runs (a process's card tables fill as it
    plays, so a second count in one process runs fewer bytecodes)."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    command = [sys.executable, str(SCRIPT), "--mode", "solo", "--games", "2", "--top", "15"]
    first, again = (
        subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
        for _ in range(2)
    )
    assert first == again
    assert "bytecodes and" in first and "zones.py" in first
