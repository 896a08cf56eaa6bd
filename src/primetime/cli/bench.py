"""`primetime bench`: runs the benchmarks kept in the source checkout's `benchmarks/` folder."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

# Each benchmark module and the argument its run() takes from `primetime bench`.
SUITES = ("engine", "bots", "adapters")


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
    """Run the chosen benchmark suites and merge their figures."""
    folder = benchmarks_dir()
    figures: dict[str, Any] = {}
    for name in suites:
        if name == "adapters" and importlib.util.find_spec("pyspiel") is None:
            figures["adapters"] = "skipped: the [rl] extra is not installed"
            continue
        module = _load(folder, name)
        if name == "engine":
            figures.update(module.run(games))
        elif name == "adapters":
            figures.update(module.run(max(1000, games * 10)))
        else:
            figures.update(module.run())
    return figures
