"""The lab on Ray: a local Ray with 2 workers plays the same rows as the process path."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyarrow")
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
ray = pytest.importorskip("ray")

from helpers_lab import RANDOM4, batch_names, rows_without_time  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from primetime.cli.main import app  # noqa: E402
from primetime.lab.runner import run  # noqa: E402


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    """A local Ray of 2 worker CPUs on loopback only, no dashboard, shut down after the module."""
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        object_store_memory=80 * 1024 * 1024,
    )
    yield ray
    ray.shutdown()


def test_ray_tasks_store_the_same_rows_and_files_as_processes(
    local_ray: Any, tmp_path: Path
) -> None:
    run(tmp_path / "processes", RANDOM4, 6, jobs=2, batch_size=2)
    on_ray = run(tmp_path / "ray", RANDOM4, 6, batch_size=2, ray=True)
    assert (on_ray.played, on_ray.errors) == (6, 0)
    assert batch_names(tmp_path / "ray") == batch_names(tmp_path / "processes")
    assert rows_without_time(tmp_path / "ray") == rows_without_time(tmp_path / "processes")
    assert local_ray.cluster_resources().get("CPU") == 2


def test_a_run_resumed_on_ray_completes_a_process_run(local_ray: Any, tmp_path: Path) -> None:
    run(tmp_path / "run", RANDOM4, 3, batch_size=3)
    result = CliRunner().invoke(
        app,
        [
            "lab",
            "run",
            "--out",
            str(tmp_path / "run"),
            "--games",
            "5",
            "--seed",
            "11",
            "--batch",
            "3",
            "--ray",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    run(tmp_path / "fresh", RANDOM4, 5, batch_size=3)
    assert rows_without_time(tmp_path / "run") == rows_without_time(tmp_path / "fresh")
