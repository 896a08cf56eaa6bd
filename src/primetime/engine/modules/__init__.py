"""Modules and variants: what each changes in the flow of a game, through a few flow hooks."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from .base import Module

if TYPE_CHECKING:
    from ..config import GameConfig


@cache
def modules_of(config: GameConfig) -> tuple[Module, ...]:
    """The modules a configuration switches on, in the order their hooks run."""
    from .classic import ClassicTurns
    from .solo import Solo

    active: list[Module] = []
    if config.solo:
        active.append(Solo())
    if config.classic_turns:
        active.append(ClassicTurns())
    return tuple(active)


__all__ = ["Module", "modules_of"]
