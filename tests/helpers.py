"""Shared test helpers (import them with `from helpers import ...`)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from primetime import Game, GameConfig, IllegalChoice
from primetime.engine.views import visible_cards

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


def new_game(players: int = 4, seed: int = 0, **config: object) -> Game:
    return Game.new(GameConfig(players=NAMES[:players], seed=seed, **config))  # type: ignore[arg-type]


def to_a_choice(game: Game, options: int = 2) -> Game:
    """Play forced (or first) moves up to a decision with at least `options` options."""
    while len(game.decision.options) < options:
        game.choose(game.decision.options[0])
    return game


def play_random(
    game: Game, seed: int = 0, each: Callable[[Game], None] | None = None, limit: int = 100_000
) -> Game:
    """Play uniformly random options to the end, calling `each` before every choice."""
    rng = random.Random(seed)
    for _ in range(limit):
        if game.over:
            return game
        if each is not None:
            each(game)
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    raise AssertionError("game did not end")


def card_counts(game: Game) -> Counter[str]:
    return Counter(visible_cards(game.state))


def assert_conserved(game: Game) -> None:
    """Every card of the game is in exactly one place."""
    counts = card_counts(game)
    universe = Counter(game.state.universe)
    assert counts == universe, {
        "missing": sorted((universe - counts).elements())[:10],
        "extra": sorted((counts - universe).elements())[:10],
    }


def options(game: Game) -> list[str]:
    decision = game.decision
    assert decision is not None
    return [str(o) for o in decision.options]


def assert_refused(game: Game, choice: str) -> None:
    """The choice is not offered: forcing it raises IllegalChoice and changes nothing."""
    assert choice not in options(game)
    before = game.fingerprint()
    history = list(game.history)
    with pytest.raises(IllegalChoice):
        game.choose(choice)
    assert game.fingerprint() == before
    assert game.history == history


def play(game: Game, *choices: str) -> None:
    for choice in choices:
        game.choose(choice)


def attachments(game: Game, timeslot: int, player: int = 0) -> list[tuple[str, bool]]:
    show = game.state.players[player].lineup[timeslot]
    assert show is not None
    return list(show.attachments)
