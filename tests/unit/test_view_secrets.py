"""From any view, the hidden cards are not computable: a view holds no seed, no key and no
generator state (DESIGN: views; issue 13)."""

from __future__ import annotations

import json
import random
import secrets
from typing import Any

import pytest

from helpers import placed
from primetime import Game, GameConfig
from primetime.bots import RandomBot
from primetime.engine.game import determinize
from primetime.engine.views import View

SEED = secrets.randbits(256) | 1 << 255  # a server-style secret seed


def played(steps: int, modules: tuple[str, ...] = ()) -> Game:
    game = Game.new(GameConfig(players=("Ann", "Bob", "Cy"), seed=SEED, modules=modules))
    bot = RandomBot(5)
    while not game.over and len(game.history) < steps:
        decision = game.decision
        assert decision is not None
        game.choose(bot.choose(game.view(decision.player), decision))
    return game


def integers_in(value: Any, seen: set[int] | None = None) -> set[int]:
    """Every integer reachable from an object (attributes, slots, containers)."""
    seen = set() if seen is None else seen
    found: set[int] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        elif isinstance(item, (str, bytes, float, type(None))):
            continue
        else:
            if hasattr(item, "__dict__"):
                stack.extend(vars(item).values())
            for cls in type(item).__mro__:
                # A compiled class lists its attributes in __mypyc_attrs__ instead.
                for slot in cls.__dict__.get("__slots__", getattr(cls, "__mypyc_attrs__", ())):
                    if hasattr(item, slot):
                        stack.append(getattr(item, slot))
    return found


def views(game: Game) -> list[View]:
    return [game.view(viewer) for viewer in (None, 0, 1, 2)]


def test_the_config_in_a_view_has_no_seed() -> None:
    # The attack: rebuild the game from the config a bot is given, and read the others' hands.
    game = played(3)  # the starters placed: the Pilot Season hands are dealt
    for view in views(game):
        assert view.state.config.seed == 0 and view.state.key is None
        rebuilt = placed(Game.new(view.state.config))
        for other in range(3):
            if other != view.player:
                assert rebuilt.state.players[other].hand != game.state.players[other].hand


@pytest.mark.parametrize("modules", [(), ("moguls", "executives", "telly")])
def test_no_view_holds_the_seed_or_the_key_anywhere(modules: tuple[str, ...]) -> None:
    for steps in (0, 5, 40, 400):
        game = played(steps, modules)
        secrets_ = {SEED, game.state.key, SEED & (2**64 - 1), SEED & (2**63 - 1)}
        for view in views(game):
            assert not integers_in(view) & secrets_
            text = json.dumps(view.to_dict())
            for number in secrets_:
                assert str(number) not in text and hex(number)[2:] not in text


def test_determinize_needs_no_seed() -> None:
    game = played(12)
    for view in views(game)[1:]:
        world = determinize(view, random.Random(3))
        assert world.state.key is not None and world.config.seed == 0
        assert world.decision is not None
