"""Games, states, views, decisions, results and bots survive pickling in both builds: server bot
workers and the OpenSpiel adapter send them between processes. (The compiled build's classes
refuse Python's default unpickling; `mypyc_attr(serializable=True)` and `FrozenValue` are how
they take it.)"""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest

from helpers import new_game, to_a_choice
from primetime import Game
from primetime.bots import make_bot

MODES: list[tuple[int, dict[str, Any]]] = [
    (1, {}),
    (3, {"classic_turns": True}),
    (4, {}),
    (1, {"modules": ("moguls", "executives", "telly")}),
    (5, {"modules": ("moguls", "executives", "telly")}),
]


def again(value: Any) -> Any:
    return pickle.loads(pickle.dumps(value))


def _play(game: Game, seed: int, choices: int) -> None:
    """Make `choices` random choices from `seed`."""
    rng = random.Random(seed)
    for _ in range(choices):
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))


def _random_future(game: Game, seed: int) -> list[str]:
    """The log's kinds of the rest of a game played with random choices from `seed`."""
    rng = random.Random(seed)
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    return [event.kind for event in game.state.log]


@pytest.mark.parametrize(("players", "switches"), MODES, ids=lambda m: str(m))
def test_a_pickled_game_is_the_same_game_and_plays_on_the_same(
    players: int, switches: dict[str, Any]
) -> None:
    game = new_game(players, 7, **switches)
    _play(game, 7, 12)
    copy = again(game)
    assert copy is not game and copy.fingerprint() == game.fingerprint()
    assert copy.decision == game.decision and copy.history == game.history
    state = again(game.state)
    assert state.players[0].cash == game.state.players[0].cash
    assert len(state.log) == len(game.state.log)
    assert _random_future(copy, 3) == _random_future(game, 3)
    assert copy.fingerprint() == game.fingerprint()
    result = game.result()
    assert again(result) == result and result.players


def test_a_pickled_view_and_decision_are_equal_and_hide_the_same() -> None:
    game = new_game(4, 2)
    _play(game, 2, 40)
    decision = game.decision
    assert decision is not None
    view = game.view(decision.player)
    copy = again(view)
    assert copy.to_dict() == view.to_dict()
    assert [event.kind for event in copy.log] == [event.kind for event in view.log]
    assert again(decision) == decision and again(decision.options) == decision.options


def test_a_pickled_view_carries_no_event_hidden_from_its_viewer() -> None:
    """A view goes to a bot's worker process pickled: the game's log holds other players'
    private events (their draws), which must not ride along with it."""
    game = new_game(4, 9)
    _play(game, 9, 60)
    assert any(e.private not in (None, 0) for e in game.state.log)
    view = game.view(0)
    copy = again(view)
    assert len(copy.log.events) == len(view.log)
    assert all(e.private in (None, 0) for e in copy.log.events)
    assert not copy.state.log and copy.state.key is None  # the redacted state: no log, no seed
    assert [e.to_dict() for e in copy.log] == [e.to_dict() for e in view.log]


def test_every_card_pickles_to_an_equal_card() -> None:
    cards = new_game(5, 0, modules=("moguls", "executives", "telly")).state.cards
    assert len(cards) > 200
    for card in cards.values():
        assert again(card) == card, card.id


BOTS = [
    (3, "random"),
    (3, "easy"),
    (3, "medium"),
    (3, "mcts:iters=20:worlds=2"),
    (1, "mcts:iters=20:worlds=2:reuse=1"),  # keeps the subtree of its choice between decisions
]


@pytest.mark.parametrize(("players", "spec"), BOTS)
def test_a_pickled_bot_chooses_what_the_bot_would(players: int, spec: str) -> None:
    """What a server's bot worker does: the bot, the view and the decision are pickled to the
    worker, and the bot comes back after choosing; its generator moved on exactly as at home,
    twice in a row."""
    game = new_game(players, 5)
    _play(game, 5, 8)
    home = make_bot(spec, 11)
    away = make_bot(spec, 11)
    for _ in range(2):
        decision = to_a_choice(game).decision
        assert decision is not None
        view = game.view(decision.player)
        chosen = home.choose(view, decision)
        bot, seen, asked = again((away, view, decision))
        assert bot.choose(seen, asked) == chosen
        away = again(bot)
        assert away.rng.getstate() == home.rng.getstate()
        game.choose(chosen)
    if "reuse" in spec:
        assert away.carried is not None and away.carried[1].visits > 0
