"""Playing a lab run: the games a DIR still lacks, in batches, in processes or as Ray tasks.

Game i of a run has seed `game_seed(run seed, i)` whatever else happens, so a run's rows do not
depend on `--jobs`, on Ray, on the batch size or on how often it was killed and resumed (except the
`seconds` each game took).
"""

from __future__ import annotations

import hashlib
import os
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..bots import play_game, seated_bots
from ..engine import Game
from ..parallel import check_stopped, run_all, terminate_as_interrupt
from .rows import GameSpec, player_rows
from .store import (
    LabError,
    Manifest,
    RunConfig,
    loaded_card_hashes,
    open_run,
    stored_games,
    write_batch,
)

Rows = list[dict[str, Any]]


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game `index` of a run (32 bits, spread so runs with nearby seeds differ)."""
    digest = hashlib.blake2b(f"{run_seed}:{index}".encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big")


def spec_of(config: RunConfig, index: int) -> GameSpec:
    """Game `index` of a run."""
    return GameSpec(
        index,
        game_seed(config.seed, index),
        config.bots,
        config.modules,
        config.classic_turns,
        config.beginner,
    )


def play_rows(spec: GameSpec) -> Rows:
    """Play one game and return its rows; an engine error becomes the rows' `error`."""
    start = time.perf_counter()
    game = None
    error = None
    try:
        game = Game.new(spec.config())
        play_game(game, seated_bots(spec.bots, spec.seed))
    except Exception as failure:  # noqa: BLE001 - a run records engine errors, it goes on
        error = "".join(traceback.format_exception_only(type(failure), failure)).strip()
    return player_rows(spec, game, time.perf_counter() - start, error)


@dataclass(frozen=True)
class Batch:
    """Games played and stored together (one Parquet file)."""

    specs: tuple[GameSpec, ...]
    boxes: tuple[str, ...] = ("primetime",)


@dataclass
class BatchResult:
    """A played batch: its rows and the hashes of the card data the worker loaded."""

    rows: Rows
    cards: dict[str, str]
    games: int


def play_batch(batch: Batch) -> BatchResult:
    """Play every game of a batch here (a Ray task runs exactly this)."""
    cards = loaded_card_hashes(batch.boxes)
    rows = [row for spec in batch.specs for row in play_rows(spec)]
    return BatchResult(rows, dict(cards), len(batch.specs))


def plan(config: RunConfig, games: int, done: set[int], batch_size: int) -> list[Batch]:
    """Batches of the games 0..games-1 not yet stored, in index order."""
    missing = [i for i in range(games) if i not in done]
    return [
        Batch(tuple(spec_of(config, i) for i in missing[at : at + batch_size]), config.boxes)
        for at in range(0, len(missing), batch_size)
    ]


Progress = Callable[[int], None]


def process_batches(batches: list[Batch], jobs: int, progress: Progress) -> Iterator[BatchResult]:
    """Each batch played over `jobs` processes (parallel.run_all), game by game on the bar; the
    worker processes are forked from this one, so they play with the cards it loaded."""
    for batch in batches:
        cards = loaded_card_hashes(batch.boxes)
        played = run_all(play_rows, batch.specs, jobs, progress)
        yield BatchResult([row for rows in played for row in rows], dict(cards), len(batch.specs))


def quiet_ray_environment() -> None:
    """No usage reporting and no dashboard downloads: Ray stays on this machine's loopback."""
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    os.environ.setdefault("RAY_DISABLE_DOCKER_CPU_WARNING", "1")


def ray_batches(
    batches: list[Batch], address: str | None, jobs: int, progress: Progress
) -> Iterator[BatchResult]:
    """Each batch as one Ray task, on the Ray this process is already connected to, else on a new
    local Ray (`jobs` CPUs; 0 = all), else on the cluster at `address`."""
    quiet_ray_environment()
    import ray

    started = False
    if not ray.is_initialized():
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        try:
            if address:
                ray.init(address=address, **options)
            else:
                ray.init(num_cpus=jobs or os.cpu_count() or 1, **options)
        except Exception as error:  # noqa: BLE001 - Ray raises many kinds; all mean "no Ray"
            where = f"the Ray cluster at {address}" if address else "a local Ray"
            raise LabError(f"could not start or reach {where}: {error}") from error
        started = True
    try:
        task = ray.remote(play_batch)
        pending = [task.remote(batch) for batch in batches]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            result: BatchResult = ray.get(done[0])
            progress(result.games)
            yield result
    finally:
        if started:
            ray.shutdown()


@dataclass
class RunPlan:
    """A run directory opened for a run: its manifest, what is stored, the batches to play."""

    directory: Path
    manifest: Manifest
    games: int
    stored: int
    batches: list[Batch]

    @property
    def to_play(self) -> int:
        return sum(len(b.specs) for b in self.batches)


def prepare(directory: Path, config: RunConfig, games: int, batch_size: int = 100) -> RunPlan:
    """Open (or create) DIR for this run and plan the games 0..games-1 it does not hold yet;
    a LabError if DIR holds an incompatible run."""
    manifest = open_run(directory, config)
    done = stored_games(directory)
    return RunPlan(directory, manifest, games, len(done), plan(config, games, done, batch_size))


@dataclass
class RunSummary:
    """What one `lab run` did."""

    directory: str
    games: int
    stored_before: int
    played: int
    errors: int
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def execute(
    work: RunPlan,
    jobs: int = 1,
    ray: bool = False,
    ray_address: str | None = None,
    progress: Progress | None = None,
) -> RunSummary:
    """Play a plan's batches, storing each as it finishes (in processes, or as Ray tasks)."""
    advance = progress or (lambda n: None)
    start = time.perf_counter()
    results = (
        ray_batches(work.batches, ray_address, jobs, advance)
        if ray
        else process_batches(work.batches, jobs or os.cpu_count() or 1, advance)
    )
    errors = 0
    with terminate_as_interrupt():  # SIGTERM unwinds too: Ray shut down, the bar closed
        for result in results:
            check_stopped()
            if result.cards != work.manifest.cards:
                raise LabError(
                    "a worker played with other card data than this run's (install the same "
                    "primetime and card files on every Ray node)"
                )
            write_batch(work.directory, result.rows)
            errors += len({row["game"] for row in result.rows if row["error"] is not None})
    seconds = round(time.perf_counter() - start, 2)
    return RunSummary(str(work.directory), work.games, work.stored, work.to_play, errors, seconds)


def run(
    directory: Path,
    config: RunConfig,
    games: int,
    jobs: int = 1,
    batch_size: int = 100,
    ray: bool = False,
    ray_address: str | None = None,
    progress: Progress | None = None,
) -> RunSummary:
    """Bring DIR up to `games` games of this run: `prepare` then `execute`."""
    work = prepare(directory, config, games, batch_size)
    return execute(work, jobs, ray, ray_address, progress)
