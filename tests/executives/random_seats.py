"""Random executive seatings for property tests: the boards under test at random seats, 1-5
players, with or without Moguls; every other seat gets another board that exists (by config while
there are too few to deal 2 to each, dealt once there are enough)."""

from __future__ import annotations

import random

from helpers import NAMES
from primetime import Game, GameConfig
from primetime.adapters.action_space import action_space
from primetime.cards import ExecutiveCard, load_box
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


def given_config(board: str, seed: int) -> GameConfig:
    """1-5 players (as many as there are boards), `board` at a random seat, the others given
    playable boards by config, with or without Moguls."""
    modules = ("moguls",) if seed % 2 else ()
    probe = GameConfig(players=("a",), modules=modules)
    boxed = [c for c in load_box("megacorp").of_type("executive") if isinstance(c, ExecutiveCard)]
    others = [c.id for c in boxed if playable(c, probe) and c.id != board]
    rng = random.Random(seed)
    count = rng.randint(1, min(5, len(others) + 1))
    names = ("Ann", "Bob", "Cy", "Di", "Ed")[:count]
    boards = [board, *rng.sample(others, count - 1)]
    rng.shuffle(boards)
    given = dict(zip(names, boards, strict=True))
    return GameConfig(players=names, seed=seed, modules=modules, executives=given)


def assert_every_option_has_an_adapter_id(config: GameConfig, seed: int) -> None:
    """Play a random game with chance as decisions: each decision's options map to as many
    distinct action ids, and each id back to an option."""
    space = action_space(config.modules)
    game = Game.new(config, auto_chance=False)
    rng = random.Random(seed)
    while not game.over:
        decision = game.decision
        assert decision is not None
        ids = space.legal_ids(decision)
        assert len(ids) == len(set(decision.options))
        game.choose(space.find(decision, rng.choice(ids)))
