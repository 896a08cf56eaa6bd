"""One measuring process of `primetime bench`: the reference loop, then the chosen suites, then
the reference loop again; prints the figures as JSON.

`primetime bench --baseline REF` runs this same file (from the checkout doing the measuring) once
for each tree, alternately, with the tree's `src` first on the path, so both trees run exactly the
same benchmark code. Usage: `python benchmarks/measure.py GAMES SUITE...`.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from reference import reference_loops_per_second  # noqa: E402

# Figures where smaller is better (times); the others are rates.
TIMES = ("_microseconds", "_milliseconds")


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"primetime_bench_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def relative(figures: dict[str, Any], reference: float) -> dict[str, float]:
    """Each timing figure against the reference loop: rates per reference loop, times in
    reference loops (both machine-independent, roughly)."""
    out: dict[str, float] = {}
    for name, value in figures.items():
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            continue
        if name.endswith(TIMES):
            scale = 1e-6 if name.endswith("_microseconds") else 1e-3
            out[name] = float(f"{value * scale * reference:.4g}")
        elif name.endswith("_per_second") and name != "reference_loops_per_second":
            out[name] = float(f"{value / reference:.4g}")
    return out


def measure(games: int, suites: tuple[str, ...]) -> dict[str, Any]:
    """The figures of the chosen suites, with the reference loop timed before and after."""
    before = reference_loops_per_second()
    figures: dict[str, Any] = {}
    for name in suites:
        if name == "adapters" and importlib.util.find_spec("pyspiel") is None:
            figures["adapters"] = "skipped: the [rl] extra is not installed"
            continue
        module = _load(name)
        if name == "engine":
            figures.update(module.run(games))
        elif name == "adapters":
            figures.update(module.run(max(1000, games * 10)))
        else:
            figures.update(module.run())
    after = reference_loops_per_second()
    import primetime.engine.machine as machine

    figures["primetime_from"] = str(Path(machine.__file__).parents[1])
    figures["compiled"] = not machine.__file__.endswith(".py")
    reference = (before + after) / 2
    figures["reference_loops_per_second"] = round(reference, 1)
    figures["relative"] = relative(figures, reference)
    return figures


if __name__ == "__main__":
    print(json.dumps(measure(int(sys.argv[1]), tuple(sys.argv[2:]))))
