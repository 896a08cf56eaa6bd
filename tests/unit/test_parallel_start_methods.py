"""Worker processes run under every start method (forkserver is Python 3.14's default on Linux):
a worker that checked its parent was the run's process killed itself under a fork server, whose
children the workers are."""

from __future__ import annotations

import multiprocessing
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = """
import multiprocessing, sys
from primetime.parallel import run_all

if __name__ == "__main__":
    multiprocessing.set_start_method(sys.argv[1])
    print(run_all(abs, [-1, -2, -3, -4], jobs=2))
"""


@pytest.mark.parametrize("method", multiprocessing.get_all_start_methods())
def test_a_run_in_worker_processes_works_under_every_start_method(
    method: str, tmp_path: Path
) -> None:
    script = tmp_path / "run.py"
    script.write_text(SCRIPT)
    done = subprocess.run(
        [sys.executable, str(script), method], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[1, 2, 3, 4]"
