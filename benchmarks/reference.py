"""A fixed pure-Python reference loop, timed in the same run as the benchmarks.

Its speed stands for "this machine, right now": every figure of `primetime bench` is also given
relative to it, so figures taken on different machines, or under different loads, compare. The
loop must never change (that would move every relative figure); it touches no primetime code.
"""

from __future__ import annotations

import time


class _Cell:
    __slots__ = ("value", "next")

    def __init__(self, value: int, next: _Cell | None) -> None:
        self.value = value
        self.next = next


def _one(n: int) -> int:
    """One loop: dict and list work, small tuples, attribute access, calls (a game's diet)."""
    table: dict[str, int] = {}
    items: list[tuple[int, str]] = []
    head: _Cell | None = None
    total = 0
    for i in range(n):
        key = "k" + str(i % 37)
        table[key] = table.get(key, 0) + i
        items.append((i, key))
        head = _Cell(i, head)
        if i % 3 == 0:
            total += len(items[-1][1])
    while head is not None:
        total += head.value & 7
        head = head.next
    return total + sum(table.values()) + len(items)


LOOP_SIZE = 2000


def reference_loops_per_second(seconds: float = 0.3) -> float:
    """How many reference loops a second this process runs now (best of a few timings)."""
    _one(LOOP_SIZE)
    best = float("inf")
    deadline = time.perf_counter() + seconds
    while True:
        start = time.perf_counter()
        for _ in range(10):
            _one(LOOP_SIZE)
        best = min(best, (time.perf_counter() - start) / 10)
        if time.perf_counter() >= deadline:
            break
    return 1.0 / best
