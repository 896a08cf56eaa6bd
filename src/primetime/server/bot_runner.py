"""Bots in seats think off the event loop: quick bots in worker threads, searching bots (which
hold the interpreter for a second a decision) in worker processes, so no bot slows other games."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

from ..bots import Bot, BotSpecError, make_bot
from ..engine import Decision
from ..engine.options import Option
from ..engine.rng import derive
from ..engine.views import View
from .limits import public_bot_spec

log = logging.getLogger("primetime.server")


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


def think(bot: Bot, view: View | None, decision: Decision) -> tuple[Option, Bot]:
    """In a worker process: the bot's choice, and the bot as it is afterwards (its generator
    moved on), to copy back into the seat's bot."""
    return bot.choose(view, decision), bot


class BotRunner:
    """Runs bots' `choose` off the event loop, after a short delay so people can follow."""

    def __init__(self, threads: int, delay: float) -> None:
        self.delay = delay
        self._threads = ThreadPoolExecutor(max_workers=max(1, threads), thread_name_prefix="bot")
        self._processes: Executor | None = None
        self._workers = max(1, threads)
        self._fallback = random.Random()

    def _pool(self) -> Executor:
        """The process pool for searching bots, started on first use."""
        if self._processes is None:
            context = multiprocessing.get_context("spawn")  # no forked event loop or sockets
            self._processes = ProcessPoolExecutor(max_workers=self._workers, mp_context=context)
        return self._processes

    async def _ask(self, bot: Bot, view: View | None, decision: Decision) -> Option:
        loop = asyncio.get_running_loop()
        if getattr(bot, "searches", False):
            option, after = await loop.run_in_executor(self._pool(), think, bot, view, decision)
            bot.__dict__.update(after.__dict__)
            return option
        return await loop.run_in_executor(self._threads, bot.choose, view, decision)

    async def choose(self, bot: Bot, view: View | None, decision: Decision) -> Option:
        """The bot's choice; if the bot fails or answers something not offered, a random
        option (logged), so that a broken bot never stalls a game."""
        try:
            option = await self._ask(bot, view, decision)
            if option in decision.options:
                return option
            log.error("bot %s chose %s, which is not offered", bot.name, option)
        except Exception:
            log.exception("bot %s failed to choose", getattr(bot, "name", "?"))
        return self._fallback.choice(decision.options)

    def close(self) -> None:
        """Stop the workers (bots still thinking finish first)."""
        self._threads.shutdown(wait=False, cancel_futures=True)
        if self._processes is not None:
            self._processes.shutdown(wait=False, cancel_futures=True)
