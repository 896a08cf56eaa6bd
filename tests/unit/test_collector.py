"""The cyclic collector is paused while MCTS searches (`bots/collector.py`), which is sound only
while the engine and the bots make no reference cycles: games in several module mixes, views,
determinizations, bot games and searches leave no cyclic garbage (what reference counting frees
is not counted)."""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator

import pytest

from helpers import new_game, play_random, to_a_choice
from primetime import Game
from primetime.bots import make_bot, play_game
from primetime.bots.collector import collector_paused
from primetime.bots.mcts import MCTSBot
from primetime.bots.tree import Node
from primetime.engine import Decision, determinize
from primetime.engine.views import View

MIXES = [
    (1, {}),
    (4, {}),
    (3, {"classic_turns": True}),
    (3, {"modules": ("moguls",)}),
    (1, {"modules": ("executives", "telly")}),
    (5, {"modules": ("moguls", "executives", "telly")}),
]
IDS = ["solo", "4p", "3p-classic", "3p-moguls", "solo-executives-telly", "5p-megacorp"]


@pytest.fixture
def collector_off() -> Iterator[None]:
    """The collector off, no garbage left from before: what `gc.collect()` then finds is what
    the test made."""
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _ours(thing: object) -> bool:
    module = getattr(thing, "__module__", None)  # a function's, else its type's
    if not isinstance(module, str):
        module = type(thing).__module__
    return module.startswith("primetime")


def cyclic_garbage() -> list[str]:
    """The types of this project's objects (or functions) that only the collector would free,
    found by a collection. Only ours: the test runner may drop cycles of its own meanwhile (a
    failed test's traceback, say)."""
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        found = sorted({type(o).__qualname__ for o in gc.garbage if _ours(o)})
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.collect()  # (now freed: kept in `gc.garbage`, they were not)
    return found


def test_paused_in_the_block_and_on_again_after() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner block leaves it to the outer one
    assert gc.isenabled()
    with pytest.raises(KeyError), collector_paused():
        raise KeyError("x")
    assert gc.isenabled()


def test_left_off_when_the_caller_turned_it_off(collector_off: None) -> None:
    with collector_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()


def _play_looking(players: int, seed: int, config: dict[str, object]) -> None:
    """A random game, a view at every decision and a determinization of the first five; all
    of it dropped on return."""
    game = new_game(players, seed, **config)
    rng = random.Random(seed)
    worlds: list[Game] = []

    def look(game: Game) -> None:
        view = game.view(max(game.decision.player, 0))
        if len(worlds) < 5:
            worlds.append(determinize(view, rng))

    play_random(game, seed, each=look)
    assert game.over


@pytest.mark.parametrize(("players", "config"), MIXES, ids=IDS)
def test_random_games_views_and_determinizations_make_no_cycles(
    collector_off: None, players: int, config: dict[str, object]
) -> None:
    for seed in range(3):
        _play_looking(players, seed, config)
        assert cyclic_garbage() == []


@pytest.mark.parametrize(("players", "config"), MIXES[:2] + MIXES[4:5], ids=IDS[:2] + IDS[4:5])
def test_bot_games_make_no_cycles(
    collector_off: None, players: int, config: dict[str, object]
) -> None:
    game = new_game(players, 7, **config)
    bots = [make_bot("easy" if seat % 2 else "medium", seat) for seat in range(players)]
    play_game(game, bots)
    assert game.over
    del game, bots
    assert cyclic_garbage() == []


def _searching() -> tuple[MCTSBot, View, Decision]:
    """An MCTS bot at a 5-player decision of all Megacorp, with its view."""
    game = to_a_choice(new_game(5, 3, modules=("moguls", "executives", "telly")), 3)
    decision = game.decision
    assert decision is not None
    return MCTSBot(seed=1, iterations=60), game.view(decision.player), decision


def test_no_collection_runs_during_a_search() -> None:
    """With the collector on and its threshold at 100, one collection would run every 100
    allocations; the search allocates hundreds of thousands of objects and runs none (at most
    one as it begins and one as it ends, a few allocations each, outside the pause)."""
    bot, view, decision = _searching()
    runs: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            runs.append(info["generation"])

    threshold = gc.get_threshold()
    gc.callbacks.append(note)
    gc.set_threshold(100)
    try:
        bot.search(view, decision)
        during = len(runs)
        kept = [Node(5) for _ in range(200)]  # the collector is on again: these run one
    finally:
        gc.set_threshold(*threshold)
        gc.callbacks.remove(note)
    assert bot.last_iterations == 60 and len(kept) == 200
    assert during <= 2
    assert len(runs) > during
    assert gc.isenabled()


def test_a_search_makes_no_cycles(collector_off: None) -> None:
    bot, view, decision = _searching()
    bot.choose(view, decision)
    del bot, view, decision
    assert cyclic_garbage() == []
