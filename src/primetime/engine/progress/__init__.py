"""Genre progress strategies and which one a player uses."""

from __future__ import annotations

from ..config import GameConfig
from ..modules import Module, active_modules
from ..state import GameState
from .base import Progress
from .tracks import TRACKS, Tracks


def progress_of(state: GameState, player: int) -> Progress:
    """How a player's genres progress: a module's say (Telly's grid, Generic's track), else the
    shared genre tracks."""
    for active in active_modules(state.config).progress:  # (`progress_modules`)
        own = active.progress(state, player)
        if own is not None:
            return own
    return TRACKS


def progress_modules(config: GameConfig) -> tuple[Module, ...]:
    """The config's modules that may decide a player's progress, lowest rank first."""
    return active_modules(config).progress


__all__ = ["TRACKS", "Progress", "Tracks", "progress_of"]
