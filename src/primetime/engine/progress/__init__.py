"""Genre progress strategies and which one a player uses."""

from __future__ import annotations

from ..modules import modules_of
from ..state import GameState
from .base import Progress
from .tracks import TRACKS, Tracks


def progress_of(state: GameState, player: int) -> Progress:
    """How a player's genres progress: a module's say (Telly's grid, Generic's track), else the
    shared genre tracks."""
    for active in sorted(modules_of(state.config), key=lambda m: m.progress_rank):
        own = active.progress(state, player)
        if own is not None:
            return own
    return TRACKS


__all__ = ["TRACKS", "Progress", "Tracks", "progress_of"]
