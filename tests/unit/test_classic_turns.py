"""Classic Turns variant: round 1 clockwise, then lowest viewers first; ties to the later player."""

from __future__ import annotations

import random

import pytest

from primetime import Game, GameConfig
from primetime.engine.scenario import Scenario


def order_after_round(scores: dict[int, int], previous: list[int], players: int = 4) -> list[int]:
    names = ["Ann", "Bob", "Cy", "Di", "Ed"][:players]
    sc = Scenario(names, round=1, classic_turns=True)
    for seat, viewers in scores.items():
        sc.state.players[seat].pass_viewers = viewers
        for slot in ("daytime", "primetime", "latenight"):
            sc.lineup(seat, slot, None)  # only the pass viewers score
    sc.state.first = previous[0]
    game = sc.start(("end-round",))  # round 1 (clockwise) ends; round 2 begins
    assert game.state.round == 2
    return game.state.order


def test_round_one_is_clockwise_from_the_first_player() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob", "Cy"), seed=4, classic_turns=True))
    while game.state.round == 0:
        game.choose(game.decision.options[0])
    assert game.state.order == [0, 1, 2]


def test_lowest_scorer_goes_first() -> None:
    assert order_after_round({0: 30, 1: 10, 2: 20, 3: 25}, [0, 1, 2, 3]) == [1, 2, 3, 0]


def test_a_tie_goes_to_the_player_later_in_the_previous_order() -> None:
    # Ann and Cy tie at 10; Cy was later in round 1's order (Ann, Bob, Cy, Di), so Cy goes first
    assert order_after_round({0: 10, 1: 30, 2: 10, 3: 20}, [0, 1, 2, 3]) == [2, 0, 3, 1]


def test_everyone_tied_reverses_the_previous_order() -> None:
    assert order_after_round({0: 5, 1: 5, 2: 5}, [0, 1, 2], players=3) == [2, 1, 0]


def test_starting_cash_stays_by_the_initial_order() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob", "Cy", "Di"), seed=1, classic_turns=True))
    assert [p.cash for p in game.state.players] == [6, 8, 10, 12]


@pytest.mark.parametrize("seed", range(5))
def test_each_rounds_order_follows_the_last_rounds_viewers(seed: int) -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob", "Cy", "Di"), seed=seed, classic_turns=True))
    rng = random.Random(seed)
    orders: list[list[int]] = []
    while not game.over:
        start = len(game.log)
        game.choose(rng.choice(game.decision.options))
        orders += [e.data["order"] for e in game.log[start:] if e.kind == "round"]
    scores = [p.round_scores for p in game.state.players]
    assert orders[0] == [0, 1, 2, 3]
    for r in range(1, 4):
        previous = orders[r - 1]
        expected = sorted(previous, key=lambda p: (scores[p][r - 1], -previous.index(p)))
        assert orders[r] == expected
