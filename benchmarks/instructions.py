"""Instructions, not seconds: the engine's and bots' work counted by valgrind's callgrind.

These machines vary up to 2x within minutes, so a timing compares two builds only as ratios
measured in one interleaved run, and even then rounds disagree by 30%. An instruction count is
the same every run for the same code and inputs, whatever else the machine does, so it shows a
change of a few percent at once. It is a proxy: time also depends on cache misses and branches
(compiled code runs more instructions a second than the interpreter), so the README gives both.

    python benchmarks/instructions.py [--baseline REF] [--python PY] [--only NAME] [--caches]
                                       [--json]

Each workload runs in its own process under callgrind, less a process that only imports and
sets up a game (so imports and card loading are not counted); every process reads its
bytecode from a cache of the count's own, written by a first run of each workload (so the
tree's `__pycache__` folders, whatever they hold, change nothing). `--baseline REF` checks out
commit REF in a temporary git worktree and counts the same workloads there (from its source, on
this interpreter); `--python` counts this checkout with another interpreter (the compiled build's).
`--only` counts the workloads named (repeat it); `--caches` runs cachegrind instead, with its
cache and branch predictor models, and prints data and instruction cache misses, branches and
mispredictions beside the instructions: why time may lag the instructions (the README's "Why
time lags the instructions"). Needs valgrind (Debian: `apt-get install valgrind`).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

HERE = Path(__file__).resolve().parent
T = TypeVar("T")
PLAYERS = ("Ann", "Bob", "Cy", "Di")
# name -> what it runs (the same calls on any commit since the benchmarks began)
WORKLOADS = {
    "random_games": "10 random 4-player games",
    "mcts": "an MCTS search of 100 iterations at a mid-game 4-player decision",
    "heuristic": "5 heuristic decisions at that decision",
    "solo_mcts": "a solo MCTS search of 100 iterations in round 2 (the bot's solo settings "
    "differ between commits)",
    "solo_games": "10 random solo games",
    "classic_games": "10 random 4-player games of Classic Turns",
    "moguls_games": "10 random 4-player games with Megacorp's Moguls",
}
# the modes' random games ("solo_games" ...): `engine.MODES`, this checkout's benchmarks/engine.py
MODE_OF = {f"{name}_games": name for name in ("solo", "classic", "moguls")}


def _warm_up() -> None:
    """Imports and card loading, which every workload needs and none counts."""
    # this checkout's benchmarks/engine.py (on the path from `_run`): compiled from its source
    # on import where bytecode is not written (PYTHONDONTWRITEBYTECODE), 6-7M instructions
    # that every workload counted until 2026-12-04
    import engine
    from primetime import Game, GameConfig

    configs = [
        GameConfig(players=PLAYERS, seed=0),
        GameConfig(players=("Ann",), seed=0),
        # Megacorp's cards are loaded once, when a game first needs them
        *(GameConfig(**{"players": PLAYERS, **mode}, seed=0) for mode in engine.MODES.values()),
    ]
    # twice: a card set's engine table is made again once effects were registered since it
    # was made (Megacorp's, imported by the later configs), which the first solo game of the
    # solo workload did until 2026-12-05 (0.8M instructions)
    for _ in range(2):
        for config in configs:
            Game.new(config)
    import primetime.bots.heuristic  # noqa: F401
    import primetime.bots.mcts  # noqa: F401

    # Python's cyclic collector runs when allocations pass a threshold, counted from the last
    # collection: without this, whether a collection of every object lands in a workload
    # depended on what the warm-up had allocated (a change that added a few objects to the card
    # table moved 10 random solo games by 1.5M instructions, 3%). Every workload now starts
    # with the collector's counts at zero, and is charged only the collections its own
    # allocations bring.
    gc.collect()


def _run(workload: str) -> None:
    """Run one workload in this process (under callgrind, from `count`)."""
    sys.path.insert(0, str(HERE))
    _warm_up()
    if workload == "warm_up":
        return
    from engine import MODES, mid_game, random_game  # this checkout's benchmarks/engine.py
    from primetime import Game, GameConfig

    if workload == "random_games":
        for seed in range(10):
            random_game(seed)
        return
    if workload in MODE_OF:
        for seed in range(10):
            random_game(seed, **MODES[MODE_OF[workload]])
        return
    if workload == "solo_mcts":
        game = Game.new(GameConfig(players=("Ann",), seed=5003))
        rng = random.Random(1)
        while game.state.round < 2 or len(game.decision.options) < 5:
            game.choose(rng.choice(game.decision.options))
    else:
        game = mid_game(3)
        while len(game.decision.options) < 4:  # a real choice, not a forced step
            game.choose(game.decision.options[0])
    decision = game.decision
    view = game.view(max(decision.player, 0))
    if workload == "heuristic":
        from primetime.bots import make_bot

        bot = make_bot("heuristic", 1)
        for _ in range(5):
            bot.choose(view, decision)
    else:
        from primetime.bots.mcts import MCTSBot

        MCTSBot(seed=1, iterations=100).choose(view, decision)


def _environment(src: Path | None, cache: str) -> dict[str, str]:
    # String hashes are salted per process, which reorders sets and dicts of card ids and
    # moved a workload's count by up to 3% from run to run: every process gets the same salt.
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPYCACHEPREFIX=cache)
    # Bytecode comes from a cache of this count's own, written by a first run (`_prime`): the
    # tree's `__pycache__` may hold some modules and not others (pytest writes them even where
    # PYTHONDONTWRITEBYTECODE is set), and one written between the warm-up's count and a
    # workload's took the warm-up's compiling off the workload only (counts below zero).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if src is not None:
        env["PYTHONPATH"] = str(src) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _prime(python: str, src: Path | None, cache: str) -> None:
    """Write the bytecode of every module the workloads import into `cache` (not counted)."""
    env = _environment(src, cache)
    for workload in ("warm_up", *WORKLOADS):  # (each imports modules the warm-up may not)
        command = [python, str(Path(__file__).resolve()), "--run", workload]
        subprocess.run(command, env=env, capture_output=True, check=True)


def _callgrind(python: str, workload: str, src: Path | None, cache: str) -> int:
    env = _environment(src, cache)
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            python,
            str(Path(__file__).resolve()),
            "--run",
            workload,
        ],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"callgrind failed on {workload}:\n{done.stderr[-2000:]}")
    return int(found.group(1))


# cachegrind's summary, with the caches and the branch predictor simulated (`--caches`)
CACHE_COUNTERS = {
    "instructions": r"I\s+refs:\s+([\d,]+)",
    "data reads and writes": r"D\s+refs:\s+([\d,]+)",
    "first-level data misses": r"D1\s+misses:\s+([\d,]+)",
    "first-level instruction misses": r"I1\s+misses:\s+([\d,]+)",
    "last-level misses": r"LL misses:\s+([\d,]+)",
    "branches": r"Branches:\s+([\d,]+)",
    "branches mispredicted": r"Mispredicts:\s+([\d,]+)",
}


def _cachegrind(python: str, workload: str, src: Path | None, cache: str) -> dict[str, int]:
    """`CACHE_COUNTERS` of one workload's process (the predictor and caches are valgrind's
    models, not this machine's: a guide to where time goes beside the instructions)."""
    done = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=yes",
            "--branch-sim=yes",
            "--cachegrind-out-file=/dev/null",
            python,
            str(Path(__file__).resolve()),
            "--run",
            workload,
        ],
        env=_environment(src, cache),
        capture_output=True,
        text=True,
        check=False,
    )
    counters = {}
    for name, pattern in CACHE_COUNTERS.items():
        found = re.search(pattern, done.stderr)
        if done.returncode != 0 or found is None:
            raise RuntimeError(f"cachegrind failed on {workload}:\n{done.stderr[-2000:]}")
        counters[name] = int(found.group(1).replace(",", ""))
    return counters


def count(python: str, src: Path | None, names: Sequence[str] = tuple(WORKLOADS)) -> dict[str, int]:
    """Instructions of each workload (less the warm-up), for an interpreter and source tree."""
    with tempfile.TemporaryDirectory(prefix="primetime-bytecode-") as cache:
        _prime(python, src, cache)
        base = _callgrind(python, "warm_up", src, cache)
        return {name: _callgrind(python, name, src, cache) - base for name in names}


def count_caches(
    python: str, src: Path | None, names: Sequence[str] = tuple(WORKLOADS)
) -> dict[str, dict[str, int]]:
    """`CACHE_COUNTERS` of each workload (less the warm-up's)."""
    with tempfile.TemporaryDirectory(prefix="primetime-bytecode-") as cache:
        _prime(python, src, cache)
        base = _cachegrind(python, "warm_up", src, cache)
        found = {}
        for name in names:
            counters = _cachegrind(python, name, src, cache)
            found[name] = {key: counters[key] - base[key] for key in CACHE_COUNTERS}
        return found


def _baseline(ref: str, counting: Callable[[Path], T]) -> T:
    """What `counting` finds in commit `ref`'s source, checked out in a temporary worktree."""
    root = HERE.parent
    with tempfile.TemporaryDirectory(prefix="primetime-instructions-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(
            ["git", "-C", str(root), "worktree", "add", "--detach", "--quiet", str(tree), ref],
            check=True,
            capture_output=True,
        )
        try:
            return counting(tree / "src")
        finally:
            subprocess.run(
                ["git", "-C", str(root), "worktree", "remove", "--force", str(tree)],
                check=False,
                capture_output=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run", choices=("warm_up", *WORKLOADS), help=argparse.SUPPRESS)
    parser.add_argument("--baseline", help="a commit to count too, and compare with")
    parser.add_argument("--python", help="the interpreter for this checkout (default: this one)")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    parser.add_argument(
        "--only", action="append", choices=tuple(WORKLOADS), help="count this workload (repeat)"
    )
    parser.add_argument(
        "--caches",
        action="store_true",
        help="also simulate the caches and the branch predictor (cachegrind): misses and "
        "mispredictions beside the instructions",
    )
    args = parser.parse_args()
    if args.run:
        _run(args.run)
        return
    if shutil.which("valgrind") is None:
        sys.exit("instructions.py needs valgrind (Debian: apt-get install valgrind)")
    python = args.python or sys.executable
    src = None if args.python else HERE.parent / "src"
    names = tuple(args.only or WORKLOADS)
    counting: Callable[[str, Path | None, Sequence[str]], Any] = (
        count_caches if args.caches else count
    )
    ours = counting(python, src, names)
    theirs = None
    if args.baseline:
        theirs = _baseline(args.baseline, lambda tree: counting(sys.executable, tree, names))
    if args.json:
        print(json.dumps({"ours": ours, "baseline": theirs, "ref": args.baseline}, indent=1))
    elif args.caches:
        _print_caches(ours, theirs, names, args.baseline)
    else:
        _print_counts(ours, theirs, names, args.baseline)


def _print_counts(
    ours: dict[str, int], theirs: dict[str, int] | None, names: Sequence[str], ref: str
) -> None:
    for name in names:
        line = f"{name:14s} {ours[name] / 1e6:9.1f}M"
        if theirs is not None:
            ratio = theirs[name] / ours[name]
            line += f"  {ref}: {theirs[name] / 1e6:9.1f}M  x{ratio:.2f}"
        print(f"{line}   ({WORKLOADS[name]})")


def _print_caches(
    ours: dict[str, dict[str, int]],
    theirs: dict[str, dict[str, int]] | None,
    names: Sequence[str],
    ref: str,
) -> None:
    for name in names:
        print(f"{name} ({WORKLOADS[name]}), millions:")
        for counter in CACHE_COUNTERS:
            line = f"  {counter:32s} {ours[name][counter] / 1e6:9.2f}"
            if theirs is not None:
                before = theirs[name][counter]
                ratio = f"x{before / ours[name][counter]:.2f}" if ours[name][counter] > 0 else "-"
                line += f"  {ref}: {before / 1e6:9.2f}  {ratio}"
            print(line)


if __name__ == "__main__":
    main()
