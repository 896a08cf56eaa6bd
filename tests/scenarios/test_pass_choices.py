"""Rulebook, Passing and Passing Last.

"Taio is the 2nd player to pass, so he places his marker in the 2nd column. He decides to take 3
viewers instead of $6M." That fits the 3-player board (RULINGS section 2); the printed 4-player
board's 2nd column is $6M or 4 viewers.

"When all players but 1 have passed, the remaining player may take any number of actions in any
order, including taking any or all ads and network cards left in the display (since these are
free). When finished, they place their marker in the last column on the pass track and take the
cash bonus there (since there is no viewer bonus)."
"""

from __future__ import annotations

import pytest

from primetime import Game
from primetime.engine.scenario import Scenario

TAIO = 1


def taio_passes_second(players: int) -> Game:
    sc = Scenario(["Millie", "Taio", "Ann", "Di"][:players])
    for p in range(players):
        sc.cash(p, 0)
    game = sc.start_turn(0)
    game.choose("pass cash")  # Millie passes 1st: $10M
    assert game.state.players[0].cash == 10
    assert game.decision is not None and game.decision.player == TAIO
    assert [str(o) for o in game.decision.options] == ["pass cash", "pass viewers"]
    return game


@pytest.mark.parametrize("players, viewers", [(3, 3), (4, 4)])
def test_taio_takes_the_viewers_of_the_2nd_column(players: int, viewers: int) -> None:
    game = taio_passes_second(players)
    game.choose("pass viewers")
    taio = game.state.players[TAIO]
    assert game.state.pass_track == [0, TAIO]
    assert taio.pass_viewers == viewers
    assert taio.cash == 0


@pytest.mark.parametrize("players", [3, 4])
def test_or_6m_instead(players: int) -> None:
    game = taio_passes_second(players)
    game.choose("pass cash")
    taio = game.state.players[TAIO]
    assert taio.cash == 6
    assert taio.pass_viewers == 0


def test_passing_last_take_every_free_card_then_2m() -> None:
    sc = Scenario(["Millie", "Taio", "Ann"]).cash(2, 0).passed(0, 1)
    sc.display(ad=["pet-insurance", "used-car-lot"], network=["streaming-deal"])
    game = sc.start_turn(2)
    for choice in ["sign-ad used-car-lot", "take-network streaming-deal", "sign-ad pet-insurance"]:
        assert game.decision is not None and game.decision.player == 2
        game.choose(choice)
    ann = game.state.players[2]
    assert ann.green_room == ["used-car-lot", "streaming-deal", "pet-insurance"]
    assert ann.cash == 2 + 1
    assert game.decision is not None and game.decision.player == 2
    options = [str(o) for o in game.decision.options]
    assert "pass cash" in options and "pass viewers" not in options
    game.choose("pass cash")
    assert ann.cash == 3 + 2
    assert game.state.round == 2  # everyone has passed: the round ended
