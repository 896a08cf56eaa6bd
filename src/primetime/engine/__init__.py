"""The rules engine: state, decisions, the flow of a game, effects, scoring and views."""

from .config import ConfigError, GameConfig
from .decision import CHANCE, Decision, IllegalChoice
from .game import Game, SaveError, determinize
from .undo import UndoRefused
from .views import View

__all__ = [
    "CHANCE",
    "ConfigError",
    "Decision",
    "Game",
    "GameConfig",
    "IllegalChoice",
    "SaveError",
    "UndoRefused",
    "View",
    "determinize",
]
