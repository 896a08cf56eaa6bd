"""A searching bot thinks in a worker process and plays there exactly as it would at home: the
view, the decision and the bot go to the worker pickled, and the bot comes back, its generator
moved on, to take the seat's bot's place. Run against both builds (the compiled build once could
not pickle games and views, and its bots fell back to random moves)."""

from __future__ import annotations

import asyncio
import random

from helpers import to_a_choice
from primetime.bots import make_bot
from primetime.engine import Game, GameConfig
from primetime.engine.options import Option
from primetime.server.bot_runner import BotRunner

SPEC = "mcts:iters=30:worlds=2"


def test_a_searching_bot_in_a_worker_plays_as_at_home_and_comes_back_moved_on() -> None:
    game = Game.new(GameConfig(players=("A", "B", "C"), seed=5))
    rng = random.Random(5)
    for _ in range(20):
        game.choose(rng.choice(game.decision.options))  # type: ignore[union-attr]
    home = make_bot(SPEC, 11)
    seat_bot = make_bot(SPEC, 11)

    async def run() -> list[tuple[Option, Option, bool, bool]]:
        nonlocal seat_bot
        runner = BotRunner(threads=1, delay=0.0, grace=120.0)
        seen = []
        try:
            for _ in range(3):
                to_a_choice(game)
                decision = game.decision
                assert decision is not None
                view = game.view(decision.player)
                expected = home.choose(view, decision)
                option, after = await runner.choose(seat_bot, view, decision)
                moved = after.rng.getstate() == home.rng.getstate()  # type: ignore[attr-defined]
                seen.append((option, expected, after is not seat_bot, moved))
                seat_bot = after
                game.choose(option)
            assert runner.worker_pids(), "no worker process thought"
        finally:
            runner.close()
        return seen

    for option, expected, copied, moved in asyncio.run(run()):
        assert option == expected and copied and moved
