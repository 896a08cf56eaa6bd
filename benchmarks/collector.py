"""The cyclic collector's cost in an MCTS search: the same search at the mid-game 4-player decision
with the collector paused (as `bots/collector.py` does) and on (the pause replaced by a no-op), in
one process, alternating ABBA, medians and the speedup per iteration budget.

Run with `python benchmarks/collector.py [--rounds N] [ITERATIONS ...]` (default 300 and 1000,
12 rounds), pure or with the compiled build's interpreter. One core, one process.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import primetime.bots.mcts as mcts  # noqa: E402
from engine import mid_game  # noqa: E402

PAUSED = mcts.collector_paused


def search_seconds(view: object, decision: object, iterations: int, paused: bool) -> float:
    mcts.collector_paused = PAUSED if paused else contextlib.nullcontext  # type: ignore[assignment]
    try:
        start = time.perf_counter()
        mcts.MCTSBot(seed=1, iterations=iterations).choose(view, decision)  # type: ignore[arg-type]
        return time.perf_counter() - start
    finally:
        mcts.collector_paused = PAUSED


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("iterations", nargs="*", type=int, default=[300, 1000])
    parser.add_argument("--rounds", type=int, default=12)
    args = parser.parse_args()
    game = mid_game(3)
    while len(game.decision.options) < 4:  # a real choice, not a forced step
        game.choose(game.decision.options[0])
    decision = game.decision
    view = game.view(decision.player)
    for iterations in args.iterations:
        search_seconds(view, decision, iterations, True)  # warm up
        times: dict[bool, list[float]] = {True: [], False: []}
        for round_ in range(args.rounds):
            order = (True, False) if round_ % 2 == 0 else (False, True)
            for paused in order:
                times[paused].append(search_seconds(view, decision, iterations, paused))
        on, off = statistics.median(times[False]), statistics.median(times[True])
        print(
            f"{iterations} iterations: collector on {on * 1e3:.0f} ms, paused {off * 1e3:.0f} ms,"
            f" speedup x{on / off:.3f}"
        )


if __name__ == "__main__":
    main()
