"""Random executive seatings for property tests: the boards under test at random seats, 1-5
players, with or without Moguls; every other seat gets another board that exists (by config while
there are too few to deal 2 to each, dealt once there are enough)."""

from __future__ import annotations

import random

from helpers import NAMES
from primetime import GameConfig
from primetime.engine.modules.executives.choosing import DEALT, executive_cards, playable


def random_config(seed: int, *boards: str) -> GameConfig:
    """A random game with `boards` given to random seats (solo: the first board only)."""
    rng = random.Random(seed)
    modules: tuple[str, ...] = ("executives",) + (("moguls",) if rng.random() < 0.5 else ())
    probe = GameConfig(players=("a",), modules=modules)  # 1 seat: always dealable
    known = [c.id for c in executive_cards(probe) if playable(c, probe)]
    others = [c for c in known if c not in boards]
    rng.shuffle(others)
    most = min(5, len(known))
    count = rng.randint(1, most)
    mine = list(boards[:count])
    seats = list(NAMES[:count])
    rng.shuffle(seats)
    executives = dict(zip(seats, mine, strict=False))
    free = [s for s in seats if s not in executives]
    while free and len(others) < DEALT * len(free):  # too few boards to deal: give them
        executives[free.pop()] = others.pop()
    return GameConfig(players=NAMES[:count], seed=seed, modules=modules, executives=executives)
