"""Shared adapter pieces: bounded returns, view tensors, canonical strings, the text board."""

from __future__ import annotations

import json
import random

import pytest

from helpers import placed

pytest.importorskip("numpy")

import numpy as np  # noqa: E402

from primetime import Game, GameConfig  # noqa: E402
from primetime.adapters.encoding import ViewEncoder, returns_of  # noqa: E402
from primetime.adapters.text import event_line, render_board, view_string  # noqa: E402
from primetime.engine.scoring import GameResult, PlayerResult  # noqa: E402


def finished(players: int, seed: int = 0) -> Game:
    game = Game.new(GameConfig(players=tuple(f"p{i}" for i in range(players)), seed=seed))
    rng = random.Random(seed)
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    return game


class _Scored:
    """Just enough of a finished game for `returns_of`."""

    def __init__(self, totals: list[int]) -> None:
        self.totals = totals
        self.over = True
        self.state = type("S", (), {"player_count": len(totals)})()

    def result(self) -> GameResult:
        players = [PlayerResult(f"p{i}", [], 0, 0, 0, 0, t) for i, t in enumerate(self.totals)]
        return GameResult(players, [])


@pytest.mark.parametrize(
    ("totals", "expected"),
    [
        ([100, 90], [1.0, -1.0]),
        ([90, 90], [0.0, 0.0]),
        ([10, 30, 20], [-1.0, 1.0, 0.0]),
        ([50, 50, 40, 60], [0.0, 0.0, -1.0, 1.0]),
        ([150], [0.0]),
        ([300], [1.0]),
        ([400], [1.0]),
        ([75], [-0.5]),
    ],
)
def test_returns(totals: list[int], expected: list[float]) -> None:
    assert returns_of(_Scored(totals)) == pytest.approx(expected)  # type: ignore[arg-type]


def test_returns_are_zero_until_the_end() -> None:
    game = Game.new(GameConfig(players=("a", "b", "c")))
    assert returns_of(game) == [0.0, 0.0, 0.0]


def test_tensors_have_a_fixed_size_in_range_for_every_player_count() -> None:
    observation, information = ViewEncoder(), ViewEncoder(perfect_recall=True)
    assert information.size == observation.size + 202
    for players in (1, 2, 5):
        game = finished(players, seed=players)
        for player in range(players):
            for encoder in (observation, information):
                tensor = encoder.encode(game.view(player))
                assert tensor.shape == (encoder.size,) and tensor.dtype == np.float32
                assert 0.0 <= tensor.min() and tensor.max() <= 1.0 and tensor.any()


def test_a_tensor_marks_each_known_card_once_and_no_hidden_one() -> None:
    game = Game.new(GameConfig(players=("a", "b"), seed=4))
    while game.state.phase == "setup" or game.state.players[1].hand == []:
        decision = game.decision
        assert decision is not None
        game.choose(decision.options[0])
    encoder = ViewEncoder()
    pieces = encoder.split(encoder.encode(game.view(0)))
    zones = pieces["cards"][:, :37]
    assert zones.sum(axis=1).max() == 1.0
    for card in game.state.players[1].hand:  # the other player's Pilot Season cards
        assert zones[encoder.card_index[card]].sum() == 0.0
    for card in game.state.players[0].hand:
        assert zones[encoder.card_index[card]].sum() == 1.0


def test_view_strings_are_canonical_json_without_the_chance_counter() -> None:
    game = finished(2, seed=3)
    data = json.loads(view_string(game.view(1)))
    assert data["viewer"] == 1 and "chance_count" not in data and "log" not in data
    assert view_string(game.view(1)) == view_string(game.clone().view(1))
    line = event_line(game.log[-1])
    assert line.startswith(game.log[-1].kind + " ")


def test_the_board_names_cards_and_hides_what_is_hidden() -> None:
    game = placed(Game.new(GameConfig(players=("Ann", "Bob"), seed=2)))  # hands dealt
    spectator = render_board(game.view(None).state)
    assert "Ann (1st player)" in spectator and "(hidden pilot)" in spectator
    colored = render_board(game.view(None).state, color=True)
    assert "\x1b[1m" in colored
    assert "Game over" in render_board(finished(2).state)


def megacorp_game() -> Game:
    """A 3-player game with Moguls, Executives and Telly Time, played to its 3rd round."""
    config = GameConfig(players=("a", "b", "c"), seed=4, modules=("moguls", "executives", "telly"))
    game = Game.new(config)
    rng = random.Random(4)
    while game.state.round < 3 and not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    return game


def test_the_base_game_has_no_part_pieces() -> None:
    names = [name for name, _ in ViewEncoder().pieces]
    assert names == ["cards", "lineups", "seats", "global", "decision"]


@pytest.mark.parametrize("perfect_recall", [False, True])
def test_the_modules_parts_are_in_the_tensor(perfect_recall: bool) -> None:
    """A grid mark, a grid tile, a mogul, a mogul token, an executive board and its markers
    each change the tensor (the tensors held none of them: only the strings did)."""
    game = megacorp_game()
    modules = game.state.config.modules
    encoder = ViewEncoder(perfect_recall=perfect_recall, modules=modules)
    view = game.view(0)
    before = encoder.encode(view)
    assert before.shape == (encoder.size,) and 0 <= before.min() and before.max() <= 1
    parts = view.state.parts
    grids, held, boards = parts["grids"], parts["moguls"], parts["executives"]
    changes = [
        lambda: grids.marks[1].append(
            next(g for g in view.state.geometry.genres if g not in grids.marks[1])
        ),  # type: ignore[attr-defined]  # noqa: E501
        lambda: grids.tiles.reverse(),  # type: ignore[attr-defined]
        lambda: grids.lines[0].append("top row"),  # type: ignore[attr-defined]
        lambda: held.taken.__setitem__(1, "tech-pioneer"),  # type: ignore[attr-defined]
        lambda: held.tokens.append("drama"),  # type: ignore[attr-defined]
        lambda: boards.held.reverse(),  # type: ignore[attr-defined]
        lambda: boards.boards[1].__setitem__("space", 3),  # type: ignore[attr-defined]
    ]
    for change in changes:
        change()
        after = encoder.encode(view)
        assert not np.array_equal(before, after)
        before = after


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ({"covered": [], "markers": [0]}, {"covered": [], "markers": [4]}),  # Generic's track
        ({"tokens": {"drama": 2}, "shows": {}}, {"tokens": {"drama": 1}, "shows": {}}),  # used
        ({"space": -1, "acted": False}, {"space": 0, "acted": False}),  # Beeb: START, space 0
        ({"ability": None}, {"ability": "cash"}),  # Gorilla
        ({"ability": "cash"}, {"ability": "turn"}),
        ({"penalty": ""}, {"penalty": "dawsons-reek"}),  # Flix
    ],
)
def test_a_boards_markers_tell_its_states_apart(before: dict, after: dict) -> None:  # type: ignore[type-arg]
    from primetime.engine.modules.executives.base import ExecutiveBoards

    features = [ExecutiveBoards(["x"], [board]).features(None, 0) for board in (before, after)]  # type: ignore[arg-type]
    assert features[0] != features[1]
    assert all(0.0 <= v <= 1.0 for f in features for v in f) and len(features[0]) == 8
