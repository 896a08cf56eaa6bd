"""Running many independent games, in this process or in a pool of worker processes.

Stopping: SIGTERM (`kill PID`) becomes `Terminated` (a SystemExit with the shell's status 143) in
the main thread, so a command stopped by it unwinds as from Ctrl-C (KeyboardInterrupt, status 130):
`finally` blocks run, a progress bar gives the cursor back, whole lab batches stay stored. Either
way the worker processes are terminated too, instead of playing on re-parented to init. A parent
killed outright (SIGKILL, the out-of-memory killer) runs no handler: on Linux its workers are
sent SIGTERM by the kernel as it dies (`PR_SET_PDEATHSIG`).
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.process import BaseProcess
from types import FrameType
from typing import TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")

WORKER_GRACE = 2.0  # seconds a terminated worker gets before it is killed


class Terminated(SystemExit):
    """This process was sent SIGTERM: exit with status 128 + 15, as if killed by it."""


# Stop signals not yet raised: those that came while workers were being forked, where an
# exception would surface in an at-fork hook, be printed as "Exception ignored" and be lost.
signalled: list[int] = []
forking: list[bool] = []


def stop_exception(signum: int) -> BaseException:
    return KeyboardInterrupt() if signum == signal.SIGINT else Terminated(128 + signum)


def raise_stopped(signum: int, frame: FrameType | None) -> None:
    signalled.append(signum)
    if not forking:
        raise stop_exception(signum)


def check_stopped() -> None:
    """Raise now what a stop signal held back (see `signalled`)."""
    if signalled:
        raise stop_exception(signalled.pop())


@contextlib.contextmanager
def stops_held() -> Iterator[None]:
    """Stop signals only noted within it, for `check_stopped` after."""
    forking.append(True)
    try:
        yield
    finally:
        forking.pop()
    check_stopped()


@contextlib.contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """Within it, SIGTERM raises `Terminated` and Ctrl-C KeyboardInterrupt as before, both
    noted for `check_stopped`, to call between pieces of work (only the main thread can set
    handlers: elsewhere this does nothing)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {signal.SIGTERM: signal.signal(signal.SIGTERM, raise_stopped)}
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # not if Ctrl-C is ignored
        before[signal.SIGINT] = signal.signal(signal.SIGINT, raise_stopped)
    try:
        yield
    except (KeyboardInterrupt, Terminated):
        signalled.clear()  # it was not lost
        raise
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)


PR_SET_PDEATHSIG = 1  # prctl(2)


def worker_signals(parent: int | None) -> None:
    """A worker ignores Ctrl-C (the terminal sends it to every process; the parent stops the
    workers) and dies on SIGTERM (a fork inherits the parent's `raise_stopped`, which would be
    caught as the game's error, and the worker would wait for more), also sent when its parent
    process dies without stopping it: the run's process, `parent` (or, started by a fork
    server, None: the server, which ends with the run)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
        if parent is not None and os.getppid() != parent:  # it died before the line above
            os.kill(os.getpid(), signal.SIGTERM)


def stop_workers(pool: ProcessPoolExecutor, before: list[BaseProcess]) -> None:
    """Cancel what the pool has not started and end its workers now, games and all."""
    workers = [p for p in multiprocessing.active_children() if p not in before]
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.join(WORKER_GRACE)
        if worker.is_alive():
            worker.kill()
            worker.join()


def run_all(
    work: Callable[[Item], Result],
    items: Iterable[Item],
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> list[Result]:
    """`work` applied to every item, results in the items' order; with `jobs` > 1 in worker
    processes (`work` must then be a module-level function). `progress(1)` after each one.
    SIGTERM (`Terminated`) or Ctrl-C (KeyboardInterrupt) stops the workers and is raised here."""
    results: list[Result] = []
    with terminate_as_interrupt():
        if jobs <= 1:
            for item in items:
                results.append(work(item))
                if progress:
                    progress(1)
            return results
        others = multiprocessing.active_children()
        # a fork server's workers are its children, not this process's (Python 3.14's default)
        direct = multiprocessing.get_start_method() in ("fork", "spawn")
        pool = ProcessPoolExecutor(
            max_workers=jobs,
            initializer=worker_signals,
            initargs=(os.getpid() if direct else None,),
        )
        try:
            with stops_held():  # map() forks the workers
                played = pool.map(work, items, chunksize=1)
            for result in played:
                check_stopped()
                results.append(result)
                if progress:
                    progress(1)
        except BaseException:
            stop_workers(pool, others)
            raise
        pool.shutdown()
    return results
