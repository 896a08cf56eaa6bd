"""Bots in seats think off the event loop: quick bots in worker threads, searching bots (which
hold the interpreter for a second a decision) in worker processes, so no bot slows other games."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from ..bots import Bot, BotSpecError, make_bot
from ..engine import Decision
from ..engine.options import Option
from ..engine.registry import load_rules
from ..engine.rng import derive
from ..engine.views import View
from .limits import public_bot_spec

log = logging.getLogger("primetime.server")
T = TypeVar("T")


def seat_bot(spec: str, seed: int, seat: int) -> Bot:
    """The bot for a seat, seeded by a number derived from the game's seed and the seat (from
    which the game's seed cannot be computed); a spec that no longer exists or is no longer
    within the server's bounds (stored before) falls back to the random bot."""
    bot_seed = derive(seed, f"bot {seat}")
    try:
        return make_bot(public_bot_spec(spec), bot_seed)
    except (BotSpecError, ValueError):
        log.warning("bot %r of a stored game is not allowed; seat %d plays randomly", spec, seat)
        return make_bot("random", bot_seed)


Move = tuple[Option, Bot]  # a choice, and the bot as it is after choosing


def think(bot: Bot, view: View | None, decision: Decision) -> Move:
    """In a worker process: the bot's choice, and the bot as it is afterwards (its generator
    moved on), which takes the seat's bot's place."""
    return bot.choose(view, decision), bot


ITERATIONS_PER_SECOND = 200  # a slow, busy core's MCTS speed: an iteration budget's time
MAX_LIMIT = 60.0


def think_limit(bot: Bot, grace: float) -> float:
    """How long a bot may think for one decision before it is stopped: its own time budget (or
    its iteration budget at a slow core's speed) plus `grace`."""
    seconds = getattr(bot, "seconds", None)
    iterations = getattr(bot, "iterations", None)
    if isinstance(seconds, (int, float)) and seconds > 0:
        budget = float(seconds)
    elif isinstance(iterations, int) and iterations > 0:
        budget = iterations / ITERATIONS_PER_SECOND
    else:
        budget = grace
    return min(budget + grace, MAX_LIMIT)


def _stopped_from_outside(closed: bool) -> bool:
    """Whether a search ended by its pool being stopped for another bot, not by this task
    being cancelled (the game closing) or the runner closing."""
    task = asyncio.current_task()
    return not closed and not (task is not None and task.cancelling())


class BotRunner:
    """Runs bots' `choose` off the event loop, after a short delay so people can follow. A
    searching bot thinks in a worker process; one that thinks past its limit is stopped (its
    process ends) and the seat plays a random option, so no bot stalls any game.

    Searches wait their turn here, for a free worker (`_searching`), not in the pool's queue:
    a bot's limit counts only its own thinking (a queue behind other games' bots made honest
    bots overrun it), and stopping an overrunning worker cancels no one's waiting search (the
    cancelled ones were lost: their games never moved again)."""

    def __init__(self, threads: int, delay: float, grace: float = 5.0) -> None:
        self.delay = delay
        self.grace = grace
        self._threads = ThreadPoolExecutor(max_workers=max(1, threads), thread_name_prefix="bot")
        self._processes: ProcessPoolExecutor | None = None
        self._workers = max(1, threads)
        self._fallback = random.Random()
        self._closed = False
        self._searching: asyncio.Semaphore | None = None

    def _worker_free(self) -> asyncio.Semaphore:
        """Held while a search runs in a worker: one per worker, waited for in turn."""
        if self._searching is None:
            self._searching = asyncio.Semaphore(self._workers)
        return self._searching

    def _pool(self) -> ProcessPoolExecutor:
        """The process pool for searching bots, started on first use."""
        if self._closed:
            raise RuntimeError("the bot runner is closed")
        if self._processes is None:
            context = multiprocessing.get_context("spawn")  # no forked event loop or sockets
            # A spawned worker unpickles views and games without building a config (which
            # loads the rules): every step and decision is registered before the first search.
            self._processes = ProcessPoolExecutor(
                max_workers=self._workers, mp_context=context, initializer=load_rules
            )
        return self._processes

    def worker_pids(self) -> list[int]:
        """The process ids of the search workers running now."""
        pool = self._processes
        processes = getattr(pool, "_processes", None) or {}
        return [p.pid for p in processes.values() if p.pid is not None]

    def _stop_pool(self, pool: ProcessPoolExecutor) -> None:
        """End a pool's worker processes now (a bot thinking in one is abandoned)."""
        if self._processes is pool:
            self._processes = None
        processes = list((getattr(pool, "_processes", None) or {}).values())
        for process in processes:
            if process.is_alive():
                process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.join(timeout=2)
            if process.is_alive():
                process.kill()

    async def _search(self, limit: float, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` in a search worker once one is free, stopped after `limit` seconds
        (TimeoutError: its worker ends). A search whose worker was stopped under it for another
        bot raises BrokenProcessPool: a failed search, not the end of whoever asked (a
        cancellation would end a hint's socket handler, and a bot's game)."""
        loop = asyncio.get_running_loop()
        async with self._worker_free():
            pool = self._pool()
            try:
                return await asyncio.wait_for(loop.run_in_executor(pool, fn, *args), limit)
            except TimeoutError:
                self._stop_pool(pool)
                raise
            except (BrokenProcessPool, asyncio.CancelledError):
                if not _stopped_from_outside(self._closed):
                    raise
                if self._processes is pool:
                    self._stop_pool(pool)
                raise BrokenProcessPool("the search's worker was stopped") from None

    async def _ask(self, bot: Bot, view: View | None, decision: Decision) -> Move:
        limit = think_limit(bot, self.grace)
        if getattr(bot, "searches", False):
            for attempt in range(2):
                try:
                    return await self._search(limit, think, bot, view, decision)
                except TimeoutError:
                    log.error("bot %s thought past %.1f s; stopping it", bot.name, limit)
                    raise
                except BrokenProcessPool:  # stopped under it for another bot: think again once
                    if attempt or self._closed:
                        raise
        loop = asyncio.get_running_loop()
        quick = loop.run_in_executor(self._threads, bot.choose, view, decision)
        return await asyncio.wait_for(quick, limit), bot

    async def apart(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a search that is no bot's move (the coach's hint) in a search worker process,
        stopped after `MAX_LIMIT` seconds (TimeoutError; BrokenProcessPool if its worker was
        stopped under it)."""
        return await self._search(MAX_LIMIT, fn, *args)

    async def choose(self, bot: Bot, view: View | None, decision: Decision) -> Move:
        """The bot's choice and the bot as it is afterwards (a searching bot comes back from its
        worker process as a copy: its generator moved on); if the bot fails, runs past its limit
        or answers something not offered, a random option (logged) and the bot as it was, so
        that a broken bot never stalls a game."""
        try:
            option, after = await self._ask(bot, view, decision)
            if option in decision.options:
                return option, after
            log.error("bot %s chose %s, which is not offered", bot.name, option)
        except TimeoutError:
            pass
        except Exception:
            if self._closed:
                raise
            log.exception("bot %s failed to choose", getattr(bot, "name", "?"))
        return self._fallback.choice(decision.options), bot

    def close(self) -> None:
        """Stop the workers: search processes end now, none outlives the server."""
        self._closed = True
        self._threads.shutdown(wait=False, cancel_futures=True)
        if self._processes is not None:
            self._stop_pool(self._processes)
