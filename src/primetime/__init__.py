"""primetime: The Networks: Primetime as software: rules engine, bots, terminal and browser play."""

__version__ = "0.1.0"

from .engine import (  # noqa: E402
    CHANCE,
    ConfigError,
    Decision,
    Game,
    GameConfig,
    IllegalChoice,
    SaveError,
    determinize,
)

__all__ = [
    "CHANCE",
    "ConfigError",
    "Decision",
    "Game",
    "GameConfig",
    "IllegalChoice",
    "SaveError",
    "__version__",
    "determinize",
]
