"""What the lab tests share: small runs and the rows of a run without the wall-clock column."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from primetime.lab.store import RunConfig, read_rows

RANDOM4 = RunConfig(bots=("random",) * 4, seed=11)


def rows_without_time(directory: Path) -> list[dict[str, Any]]:
    """Every stored row, ordered, without `seconds` (the only column that depends on timing)."""
    return read_rows(directory).drop_columns(["seconds"]).to_pylist()


def batch_names(directory: Path) -> list[str]:
    return sorted(p.name for p in (directory / "games").iterdir())
