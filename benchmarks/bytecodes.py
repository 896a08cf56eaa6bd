"""Where random games' work goes, function by function, counted in bytecodes run.

    python benchmarks/bytecodes.py [--mode 4p|solo|classic|moguls] [--games N] [--top K]

Plays N random games of the mode (seeds 0..N-1, as `primetime bench` plays them) after a
warm-up game, with a trace that counts every bytecode the interpreter runs and every Python call,
by function, and prints the K functions that run the most bytecodes: a game's count, its share,
and the calls a game. Like `instructions.py` and unlike cProfile or a timer, the count is the
same every run (with `PYTHONHASHSEED=0`) and does not depend on the machine's load, but it
names Python functions where callgrind counts the whole process; and the trace charges no
function for the price of a call itself, which cProfile inflates. Pure Python only: the compiled
build's functions run no bytecode. Slow (about a hundred times the untraced game).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from types import CodeType, FrameType
from typing import Any

import engine  # benchmarks/engine.py: the random games `primetime bench` times

MODES: dict[str, dict[str, Any]] = {"4p": {}, **engine.MODES}


def count(games: int, changes: dict[str, Any]) -> tuple[Counter[CodeType], Counter[CodeType]]:
    """(bytecodes run, calls) by function over `games` random games."""
    bytecodes: Counter[CodeType] = Counter()
    calls: Counter[CodeType] = Counter()

    def trace(frame: FrameType, event: str, arg: object) -> Any:
        if event == "opcode":
            bytecodes[frame.f_code] += 1
        elif event == "call":
            calls[frame.f_code] += 1
            frame.f_trace_opcodes = True
        return trace

    sys.settrace(trace)
    try:
        for seed in range(games):
            engine.random_game(seed, **changes)
    finally:
        sys.settrace(None)
    return bytecodes, calls


def _where(code: CodeType) -> str:
    return f"{code.co_filename.split('/src/')[-1]}:{code.co_firstlineno} {code.co_name}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=sorted(MODES), default="4p", help="the games' mode")
    parser.add_argument("--games", type=int, default=30, help="random games to count")
    parser.add_argument("--top", type=int, default=30, help="functions to list")
    args = parser.parse_args()
    if args.games < 1:
        parser.error(f"--games must be at least 1 (got {args.games})")
    changes = MODES[args.mode]
    engine.random_game(0, **changes)  # imports, card tables and caches made before counting
    bytecodes, calls = count(args.games, changes)
    total = sum(bytecodes.values())
    games = args.games
    print(
        f"{games} random {args.mode} games: {total / games:,.0f} bytecodes and "
        f"{sum(calls.values()) / games:,.0f} Python calls a game"
    )
    print("bytecodes a game   share   calls a game  function")
    for code, run in bytecodes.most_common(args.top):
        share = run / total
        print(f"{run / games:16,.0f} {share:7.1%} {calls[code] / games:14,.1f}  {_where(code)}")


if __name__ == "__main__":
    main()
