"""Running many independent games, in this process or in a pool of worker processes."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


def run_all(
    work: Callable[[Item], Result],
    items: Iterable[Item],
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> list[Result]:
    """`work` applied to every item, results in the items' order; with `jobs` > 1 in worker
    processes (`work` must then be a module-level function). `progress(1)` after each one."""
    results: list[Result] = []
    if jobs <= 1:
        for item in items:
            results.append(work(item))
            if progress:
                progress(1)
        return results
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for result in pool.map(work, items, chunksize=1):
            results.append(result)
            if progress:
                progress(1)
    return results
