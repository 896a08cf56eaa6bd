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
from primetime.engine import determinize

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
        assert gc.collect() == 0


@pytest.mark.parametrize(("players", "config"), MIXES[:2] + MIXES[4:5], ids=IDS[:2] + IDS[4:5])
def test_bot_games_make_no_cycles(
    collector_off: None, players: int, config: dict[str, object]
) -> None:
    game = new_game(players, 7, **config)
    bots = [make_bot("easy" if seat % 2 else "medium", seat) for seat in range(players)]
    play_game(game, bots)
    assert game.over
    del game, bots
    assert gc.collect() == 0


def _search(seen: list[bool] | None = None) -> None:
    """An MCTS search of 60 iterations at a 5-player decision of all Megacorp; with `seen`,
    whether the collector was on at each iteration."""
    game = to_a_choice(new_game(5, 3, modules=("moguls", "executives", "telly")), 3)
    decision = game.decision
    bot = MCTSBot(seed=1, iterations=60)
    if seen is not None:
        iterate = bot._iterate

        def watched(*args: object) -> None:
            seen.append(gc.isenabled())
            iterate(*args)  # type: ignore[arg-type]

        bot._iterate = watched  # type: ignore[method-assign]
    bot.choose(game.view(decision.player), decision)


def test_a_search_runs_with_the_collector_paused() -> None:
    seen: list[bool] = []
    _search(seen)
    assert seen == [False] * 60
    assert gc.isenabled()


def test_a_search_makes_no_cycles(collector_off: None) -> None:
    _search()
    assert gc.collect() == 0
