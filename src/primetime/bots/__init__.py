"""Bots: players that choose from a decision's options, working from their view only."""

from .base import (
    DEFAULT_DIFFICULTY,
    DIFFICULTIES,
    Bot,
    BotSpecError,
    make_bot,
    play_game,
    seated_bots,
)
from .heuristic import HeuristicBot
from .mcts import MCTSBot
from .random_bot import RandomBot

__all__ = [
    "DEFAULT_DIFFICULTY",
    "DIFFICULTIES",
    "Bot",
    "BotSpecError",
    "HeuristicBot",
    "MCTSBot",
    "RandomBot",
    "make_bot",
    "play_game",
    "seated_bots",
]
