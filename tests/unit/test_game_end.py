"""Game End (rulebook p. 10-11): round scores plus genres, reruns, network and cash bonuses;
ties share the win."""

from __future__ import annotations

import pytest

from primetime import Game
from primetime.engine.scenario import Scenario


def last_round(players: int = 2) -> Scenario:
    """Round 4 with empty lineups, no cash and three rounds already scored (10 each)."""
    sc = Scenario(["Ann", "Bob", "Cy", "Di", "Ed"][:players], round=4)
    for p in range(players):
        for slot in ("daytime", "primetime", "latenight"):
            sc.lineup(p, slot, None)
        sc.cash(p, 0).scores(p, 10, 10, 10)
    return sc


def finish(sc: Scenario) -> Game:
    game = sc.start_end_of_round()
    assert game.over and game.decision is None
    return game


def test_result_is_not_available_before_the_end() -> None:
    game = last_round().start_turn(0)
    assert not game.over
    with pytest.raises(ValueError):
        game.result()


def test_round_scores_are_itemised() -> None:
    sc = last_round()
    sc.scores(0, 23, 32, 38)
    sc.lineup(0, "primetime", "dawsons-reek", row=0, attachments=["character-actor"])
    sc.cash(0, 1)  # pays Dawson's Reek's $1M
    game = finish(sc)
    ann = game.result().players[0]
    assert ann.name == "Ann"
    assert ann.rounds == [23, 32, 38, 10]
    assert ann.round_total == 103
    assert ann.total == 103
    assert game.state.players[0].round_scores == [23, 32, 38, 10]


@pytest.mark.parametrize("space, viewers", [(1, 1), (2, 3), (3, 5), (4, 9), (5, 15)])
def test_genre_track_viewers(space: int, viewers: int) -> None:
    sc = last_round().genres(0, drama=space)
    result = finish(sc).result().players[0]
    assert result.genres == viewers
    assert result.total == 30 + 0 + viewers


def test_genre_viewers_add_up_over_tracks() -> None:
    sc = last_round().genres(0, sports=1, scifi=2, action=3, reality=4, sitcom=5, drama=1)
    result = finish(sc).result().players[0]
    assert result.genres == 1 + 3 + 5 + 9 + 15 + 1


def test_reruns_score_their_bottom_rows() -> None:
    sc = last_round().reruns(0, "dawsons-reek", "secession", "cheap-laughs")
    result = finish(sc).result().players[0]
    assert result.reruns == 3 + 7 + 2


def test_network_is_zero_without_game_end_cards() -> None:
    result = finish(last_round()).result()
    assert [p.network for p in result.players] == [0, 0]
    assert [p.network_cards for p in result.players] == [[], []]


@pytest.mark.parametrize("cash, viewers", [(0, 0), (2, 0), (3, 1), (8, 2), (9, 3), (14, 4)])
def test_one_viewer_per_3m_rounded_down(cash: int, viewers: int) -> None:
    sc = last_round().cash(0, cash)
    result = finish(sc).result().players[0]
    assert result.cash == viewers
    assert result.total == 30 + 0 + viewers


def test_total_adds_every_item() -> None:
    sc = last_round().genres(0, drama=2, sports=1).cash(0, 7)
    sc.lineup(0, "latenight", "flounder-tank", row=1, attachments=["used-car-lot"])
    sc.reruns(0, "dawsons-reek")
    result = finish(sc).result().players[0]
    # round 4: Flounder Tank row 2 (7); upkeep +2 - 1
    assert (result.rounds, result.genres, result.reruns, result.network, result.cash) == (
        [10, 10, 10, 7],
        4,
        3,
        0,
        2,
    )
    assert result.total == 37 + 4 + 3 + 0 + 2


def test_the_highest_total_wins() -> None:
    sc = last_round(3).cash(1, 3)
    result = finish(sc).result()
    assert [p.total for p in result.players] == [30, 31, 30]
    assert result.winners == [1]
    assert [p.winner for p in result.players] == [False, True, False]


def test_a_tie_shares_the_win() -> None:
    sc = last_round(3).cash(0, 3).genres(2, drama=1)
    result = finish(sc).result()
    assert [p.total for p in result.players] == [31, 30, 31]
    assert result.winners == [0, 2]
    assert [p.winner for p in result.players] == [True, False, True]
