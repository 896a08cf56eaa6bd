"""Bots in seats think in worker threads: a slow bot never blocks the event loop or other games."""

from __future__ import annotations

import asyncio
import logging
import random
from concurrent.futures import ThreadPoolExecutor

from ..bots import Bot, BotSpecError, make_bot
from ..engine import Decision
from ..engine.options import Option
from ..engine.views import View

log = logging.getLogger("primetime.server")


def seat_bot(spec: str, seed: int, seat: int) -> Bot:
    """The bot for a seat, seeded from the game's seed and the seat; a spec that no longer
    exists (the bots changed since the game was stored) falls back to the random bot."""
    bot_seed = (seed * 31 + seat * 7919 + 1) % 2**63
    try:
        return make_bot(spec, bot_seed)
    except BotSpecError:
        log.warning("unknown bot %r in a stored game; seat %d plays randomly", spec, seat)
        return make_bot("random", bot_seed)


class BotRunner:
    """Runs bots' `choose` on a thread pool, after a short delay so people can follow."""

    def __init__(self, threads: int, delay: float) -> None:
        self.delay = delay
        self._executor = ThreadPoolExecutor(max_workers=max(1, threads), thread_name_prefix="bot")
        self._fallback = random.Random()

    async def choose(self, bot: Bot, view: View | None, decision: Decision) -> Option:
        """The bot's choice; if the bot fails or answers something not offered, a random
        option (logged), so that a broken bot never stalls a game."""
        loop = asyncio.get_running_loop()
        try:
            option = await loop.run_in_executor(self._executor, bot.choose, view, decision)
            if option in decision.options:
                return option
            log.error("bot %s chose %s, which is not offered", bot.name, option)
        except Exception:
            log.exception("bot %s failed to choose", getattr(bot, "name", "?"))
        return self._fallback.choice(decision.options)

    def close(self) -> None:
        """Stop the worker threads (bots still thinking finish first)."""
        self._executor.shutdown(wait=False, cancel_futures=True)
