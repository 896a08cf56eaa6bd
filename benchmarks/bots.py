"""Bot speed: MCTS iterations per second from a mid-game 4-player position, and heuristic decisions.

Run with `primetime bench [--json]` or `python benchmarks/bots.py`. One core, one process.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from engine import mid_game  # noqa: E402
from primetime.bots import make_bot  # noqa: E402
from primetime.bots.mcts import MCTSBot  # noqa: E402


def run(iterations: int = 400) -> dict[str, Any]:
    """Time an MCTS search and heuristic choices at a mid-game 4-player decision."""
    game = mid_game(3)
    while len(game.decision.options) < 4:  # a real choice, not a forced step
        game.choose(game.decision.options[0])
    decision = game.decision
    view = game.view(decision.player)
    bot = MCTSBot(seed=1, iterations=iterations)
    start = time.perf_counter()
    bot.choose(view, decision)
    mcts_seconds = time.perf_counter() - start
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
