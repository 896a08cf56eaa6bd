"""Passing (rulebook p. 9) with the pass track of each player count (RULINGS section 2), and
Passing Last."""

from __future__ import annotations

import pytest

from primetime import Game
from primetime.engine.scenario import Scenario

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]
# Columns before the last one, 1st to pass first: (cash $M, viewers).
BOARDS = {
    2: [(10, 6)],
    3: [(10, 6), (6, 3)],
    4: [(10, 6), (6, 4), (4, 2)],
    5: [(10, 6), (8, 5), (6, 3), (4, 2)],
}
STARTERS_TOP_ROWS = 10  # every network's three starters score 4 + 3 + 3 on their top rows


def texts(game: Game) -> list[str]:
    assert game.decision is not None
    return [str(o) for o in game.decision.options]


def start(players: int) -> Game:
    sc = Scenario(NAMES[:players])
    for i in range(players):
        sc.cash(i, 0)
    return sc.start_turn(0)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_cash_bonus_of_each_column(players: int) -> None:
    game = start(players)
    state = game.state
    for i, (cash, _) in enumerate(BOARDS[players]):
        assert game.decision is not None and game.decision.player == i
        assert texts(game) == ["pass cash", "pass viewers"]
        game.choose("pass cash")
        assert state.players[i].cash == cash
        assert state.pass_track == list(range(i + 1))
        assert state.players[i].pass_viewers == 0
    last = players - 1
    assert game.decision is not None and game.decision.player == last
    assert texts(game) == ["pass cash"]  # the last column has no viewer bonus
    game.choose("pass cash")
    # the round is over (starters: no upkeep), the last player took $2M
    assert state.round == 2
    assert [p.cash for p in state.players] == [c for c, _ in BOARDS[players]] + [2]
    assert [p.round_scores for p in state.players] == [[STARTERS_TOP_ROWS]] * players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_viewer_bonus_of_each_column_counts_in_that_rounds_score(players: int) -> None:
    game = start(players)
    state = game.state
    for i, (_, viewers) in enumerate(BOARDS[players]):
        game.choose("pass viewers")
        assert state.players[i].pass_viewers == viewers
        assert state.players[i].cash == 0
    game.choose("pass cash")
    assert state.round == 2
    expected = [STARTERS_TOP_ROWS + v for _, v in BOARDS[players]] + [STARTERS_TOP_ROWS]
    assert [p.round_scores for p in state.players] == [[score] for score in expected]
    # the pass track is cleared and the viewers do not carry into the next round
    assert state.pass_track == []
    assert [p.pass_viewers for p in state.players] == [0] * players


def test_the_last_player_keeps_taking_turns_until_they_pass() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 0).cash(1, 0)
    sc.display(ad=["pet-insurance", "used-car-lot", "gold-coin-investments"])
    game = sc.start_turn(0)
    game.choose("pass viewers")
    state = game.state
    for ad, cash in [("pet-insurance", 1), ("used-car-lot", 3), ("gold-coin-investments", 7)]:
        assert game.decision is not None
        assert (game.decision.player, game.decision.kind) == (1, "turn")
        assert texts(game)[0] == f"sign-ad {ad}"
        game.choose(f"sign-ad {ad}")
        assert state.players[1].cash == cash
    assert game.decision is not None and game.decision.player == 1
    assert "pass cash" in texts(game) and "pass viewers" not in texts(game)
    game.choose("pass cash")
    assert state.players[1].cash == 7 + 2
    assert state.round == 2
    assert state.players[1].green_room == ["pet-insurance", "used-car-lot", "gold-coin-investments"]


def test_the_pass_column_is_the_leftmost_free_one_whoever_passes() -> None:
    # Cy passes 1st and Ann 2nd: Ann is in the 2nd column of the 4-player board
    sc = Scenario(NAMES[:4]).cash(0, 0).passed(2)
    game = sc.start_turn(0)
    game.choose("pass cash")
    assert game.state.players[0].cash == 6
    assert game.state.pass_track == [2, 0]
    assert game.decision is not None and game.decision.player == 1
