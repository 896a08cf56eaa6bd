"""Bot speed: MCTS iterations per second from a mid-game 4-player position, and heuristic decisions.

Run with `primetime bench [--json]` or `python benchmarks/bots.py`. One core, one process.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from engine import mid_game  # noqa: E402
from primetime.bots import make_bot  # noqa: E402
from primetime.bots.mcts import MCTSBot  # noqa: E402


def run(iterations: int = 400, searches: int = 3) -> dict[str, Any]:
    """Time MCTS searches and heuristic choices at a mid-game 4-player decision. The searches'
    median: one search, timed cold, moved by 10-25% from one round to the next."""
    game = mid_game(3)
    while len(game.decision.options) < 4:  # a real choice, not a forced step
        game.choose(game.decision.options[0])
    decision = game.decision
    view = game.view(decision.player)
    MCTSBot(seed=1, iterations=50).choose(view, decision)  # warm up the search's caches
    times = []
    for _ in range(searches):
        bot = MCTSBot(seed=1, iterations=iterations)
        start = time.perf_counter()
        bot.choose(view, decision)
        times.append(time.perf_counter() - start)
    mcts_seconds = statistics.median(times)
    heuristic = make_bot("heuristic", 1)
    start = time.perf_counter()
    for _ in range(20):
        heuristic.choose(view, decision)
    heuristic_seconds = (time.perf_counter() - start) / 20
    return {
        "mcts_iterations_per_second": round(iterations / mcts_seconds),
        "mcts_options_at_root": len(decision.options),
        "heuristic_decision_milliseconds": round(heuristic_seconds * 1000, 2),
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=1))
