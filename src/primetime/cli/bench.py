"""`primetime bench`: runs the benchmarks kept in the source checkout's `benchmarks/` folder.

Every run also times a fixed pure-Python reference loop (`benchmarks/reference.py`) and gives each
figure relative to it. `compare` runs this checkout and another commit (checked out in a temporary
git worktree) alternately, suite by suite, each in its own process, and gives the ratios between
them.
"""

from __future__ import annotations

import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

# Each benchmark module and the argument its run() takes from `primetime bench`.
SUITES = ("engine", "bots", "adapters")
TIMES = ("_microseconds", "_milliseconds")  # figures where smaller is better


def benchmarks_dir() -> Path:
    """The `benchmarks/` folder of the source checkout this package runs from (or the cwd's)."""
    for base in (Path(__file__).resolve().parents[3], Path.cwd()):
        if (base / "benchmarks" / "engine.py").is_file():
            return base / "benchmarks"
    raise FileNotFoundError(
        "primetime bench runs the benchmarks of a source checkout, and no benchmarks/engine.py "
        "was found next to the package or in the current folder"
    )


def _load(folder: Path, name: str) -> ModuleType:
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    spec = importlib.util.spec_from_file_location(f"primetime_bench_{name}", folder / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_benchmarks(games: int, suites: tuple[str, ...] = SUITES) -> dict[str, Any]:
    """Run the chosen benchmark suites in this process and merge their figures, with the
    reference loop's speed and every figure relative to it."""
    figures: dict[str, Any] = _load(benchmarks_dir(), "measure").measure(games, suites)
    return figures


def _measure_in(python: str, src: Path | None, games: int, suites: tuple[str, ...]) -> Any:
    """One measuring process: `python` with `src` (a tree's source folder) first on its path."""
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = str(src) + os.pathsep + env.get("PYTHONPATH", "")
    script = benchmarks_dir() / "measure.py"
    done = subprocess.run(
        [python, str(script), str(games), *suites],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"a benchmark process failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def speedup(name: str, ours: float, theirs: float) -> float:
    """How many times faster ours is (rates: ours / theirs; times: theirs / ours)."""
    if name.endswith(TIMES):
        return theirs / ours if ours else float("inf")
    return ours / theirs if theirs else float("inf")


def _numbers(figures: dict[str, Any]) -> dict[str, float]:
    return {
        k: float(v)
        for k, v in figures.items()
        if isinstance(v, (int, float))
        and not isinstance(v, bool)
        and (k.endswith(TIMES) or k.endswith("_per_second"))
    }


def _merged(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """One round's figures of one side, measured suite by suite in separate processes: each
    suite's own figures, and the reference loop's speed averaged over the processes."""
    merged: dict[str, Any] = {}
    relative: dict[str, Any] = {}
    for part in parts:
        merged.update(part)
        relative.update(part.get("relative", {}))
    merged["relative"] = relative
    merged["reference_loops_per_second"] = round(
        statistics.mean(float(p["reference_loops_per_second"]) for p in parts), 1
    )
    return merged


def compare(
    ref: str,
    games: int,
    suites: tuple[str, ...] = SUITES,
    rounds: int = 3,
    python: str | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """This checkout against commit `ref`, measured alternately `rounds` times each: each suite
    of a round runs on both sides back to back, in ABBA order, so that drift in the machine's
    load falls on both. Each figure's median for both sides and the speedup of ours over theirs
    from those medians; also each round's speedup and their median (`speedup_paired`: each
    round's two measurements are seconds apart, so it leaves out the slower drift between
    rounds). `python` runs our side (a compiled build's interpreter, say); the baseline always
    runs on this interpreter, from its own source tree."""
    root = benchmarks_dir().parent
    ours_python = python or sys.executable
    ours_src = None if python else root / "src"
    with tempfile.TemporaryDirectory(prefix="primetime-baseline-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(
            ["git", "-C", str(root), "worktree", "add", "--detach", "--quiet", str(tree), ref],
            check=True,
            capture_output=True,
        )
        try:
            commit = subprocess.run(
                ["git", "-C", str(tree), "rev-parse", "--short", "HEAD"],
                check=True,
                capture_output=True,
                text=True,
            ).stdout.strip()
            ours: list[dict[str, Any]] = []
            theirs: list[dict[str, Any]] = []
            turn = 0
            for round_ in range(rounds):
                mine: list[dict[str, Any]] = []
                other: list[dict[str, Any]] = []
                for suite in suites:
                    order = ("ours", "theirs") if turn % 2 == 0 else ("theirs", "ours")
                    turn += 1
                    for side in order:
                        if progress is not None:
                            progress(f"round {round_ + 1}/{rounds}, {suite}: {side}")
                        if side == "ours":
                            mine.append(_measure_in(ours_python, ours_src, games, (suite,)))
                        else:
                            other.append(_measure_in(sys.executable, tree / "src", games, (suite,)))
                ours.append(_merged(mine))
                theirs.append(_merged(other))
        finally:
            subprocess.run(
                ["git", "-C", str(root), "worktree", "remove", "--force", str(tree)],
                check=False,
                capture_output=True,
            )
    table: dict[str, Any] = {}
    for name in _numbers(ours[0]):
        a = statistics.median(_numbers(o)[name] for o in ours)
        b = statistics.median(_numbers(t)[name] for t in theirs)
        each = [
            round(speedup(name, _numbers(o)[name], _numbers(t)[name]), 3)
            for o, t in zip(ours, theirs, strict=True)
        ]
        table[name] = {
            "ours": a,
            "baseline": b,
            "speedup": round(speedup(name, a, b), 3),
            "speedup_paired": round(statistics.median(each), 3),
            "speedup_each_round": each,
        }
    return {
        "baseline": ref,
        "baseline_commit": commit,
        "rounds": rounds,
        "games": games,
        "figures": table,
    }
