"""Stopping a `lab run` (SIGTERM, Ctrl-C) stops its worker processes and keeps whole batches."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("pyarrow")
pytest.importorskip("duckdb")

from primetime.lab.store import stored_games  # noqa: E402

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")


def process_state(pid: int) -> tuple[str, int] | None:
    """A process's state letter and parent pid, from /proc (None once it is gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    fields = stat[stat.rindex(")") + 2 :].split()  # after the command name, which may hold spaces
    return fields[0], int(fields[1])


def children_of(parent: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            state = process_state(int(entry.name))
            if state is not None and state[1] == parent:
                found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    state = process_state(pid)
    return state is not None and state[0] not in ("Z", "X")  # a zombie has stopped


def lab_command(out: Path, games: int) -> list[str]:
    args = ["lab", "run", "--out", str(out), "--games", str(games), "--players", "2"]
    args += ["--bots", "random", "--batch", "20", "--jobs", "2", "--json"]
    return [sys.executable, "-c", "from primetime.cli.main import main; main()", *args]


def source_env() -> dict[str, str]:
    import primetime

    source = str(Path(primetime.__file__).parent.parent)
    return dict(os.environ, PYTHONPATH=source + os.pathsep + os.environ.get("PYTHONPATH", ""))


def as_foreground_job() -> None:
    """Its own process group, with Ctrl-C not ignored, as a job started in a terminal."""
    os.setsid()
    signal.signal(signal.SIGINT, signal.SIG_DFL)


STATUS = {  # the parent's exit status
    "SIGTERM to the parent": 143,
    "Ctrl-C to the process group": 130,
    "SIGKILL to the parent": -9,
}


@pytest.mark.parametrize("stop", list(STATUS))
def test_a_stopped_run_leaves_no_worker_running_and_resumes(tmp_path: Path, stop: str) -> None:
    out = tmp_path / "run"
    parent = subprocess.Popen(
        lab_command(out, 100_000),
        env=source_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        preexec_fn=as_foreground_job,
    )
    workers: set[int] = set()
    deadline = time.monotonic() + 30  # only a guard against a hung child, not a measurement
    while parent.poll() is None and time.monotonic() < deadline:
        workers |= children_of(parent.pid)
        if len(workers) >= 2 and any((out / "games").glob("*.parquet")):
            break
        time.sleep(0.02)
    try:
        assert parent.poll() is None and len(workers) >= 2
        if stop.startswith("SIGTERM"):
            parent.send_signal(signal.SIGTERM)
        elif stop.startswith("SIGKILL"):  # no handler runs: the kernel tells the workers
            parent.send_signal(signal.SIGKILL)
        else:
            os.killpg(parent.pid, signal.SIGINT)
        _, stderr = parent.communicate(timeout=15)
        deadline = time.monotonic() + 5  # a guard only: the workers end within milliseconds
        while [pid for pid in workers if alive(pid)] and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not [pid for pid in workers if alive(pid)]
        assert parent.returncode == STATUS[stop]
        assert "Traceback" not in stderr.decode()
    finally:
        for pid in workers:  # without the fix they play on: end them here
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        if parent.poll() is None:
            parent.kill()
            parent.wait()
    stored = stored_games(out)
    assert stored and stored == set(range(len(stored)))  # whole batches, from the first
    resumed = subprocess.run(
        lab_command(out, len(stored) + 20), env=source_env(), capture_output=True, timeout=60
    )
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout)["stored_before"] == len(stored)
    assert stored_games(out) == set(range(len(stored) + 20))
