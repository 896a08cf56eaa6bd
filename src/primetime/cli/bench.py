"""`primetime bench`: runs the benchmarks kept in the source checkout's `benchmarks/` folder."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any


def benchmarks_dir() -> Path:
    """The `benchmarks/` folder of the source checkout this package runs from (or the cwd's)."""
    for base in (Path(__file__).resolve().parents[3], Path.cwd()):
        if (base / "benchmarks" / "engine.py").is_file():
            return base / "benchmarks"
    raise FileNotFoundError(
        "primetime bench runs the benchmarks of a source checkout, and no benchmarks/engine.py "
        "was found next to the package or in the current folder"
    )


def run_benchmarks(games: int) -> dict[str, Any]:
    """Load benchmarks/engine.py and run it."""
    path = benchmarks_dir() / "engine.py"
    spec = importlib.util.spec_from_file_location("primetime_benchmarks_engine", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    figures: dict[str, Any] = module.run(games)
    return figures
