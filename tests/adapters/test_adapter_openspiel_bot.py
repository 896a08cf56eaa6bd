"""The `openspiel-ismcts` bot: OpenSpiel's ISMCTS choosing our options from our views."""

from __future__ import annotations

import pytest

pytest.importorskip("pyspiel")

from primetime import Game, GameConfig  # noqa: E402
from primetime.adapters.openspiel_bot import OpenSpielISMCTSBot  # noqa: E402
from primetime.bots import BotSpecError, make_bot, play_game  # noqa: E402


def bot_game(players: int, spec: str, seed: int) -> Game:
    names = tuple(f"p{i}" for i in range(players))
    game = Game.new(GameConfig(players=names, seed=seed))
    bots = [make_bot(spec, seed=1)] + [make_bot("random", seed=i) for i in range(1, players)]
    return play_game(game, bots)


@pytest.mark.parametrize("players", [1, 3])
def test_plays_whole_games_from_its_view(players: int) -> None:
    game = bot_game(players, "openspiel-ismcts:sims=3", seed=players)
    assert game.over
    assert len(game.result().players) == players


def test_a_seeded_bot_plays_the_same_way() -> None:
    first = bot_game(2, "openspiel-ismcts:sims=3:uct=1.5", seed=8)
    second = bot_game(2, "openspiel-ismcts:sims=3:uct=1.5", seed=8)
    assert first.history == second.history


def test_it_chooses_an_offered_option_without_the_true_state() -> None:
    game = Game.new(GameConfig(players=("a", "b"), seed=3))
    bot = OpenSpielISMCTSBot(sims=3, seed=2)
    while not game.over:
        decision = game.decision
        assert decision is not None
        if decision.player == 0 and len(decision.options) > 1:
            break
        game.choose(decision.options[0])
    decision = game.decision
    assert decision is not None
    view = game.view(0)
    before = game.fingerprint()
    assert bot.choose(view, decision) in decision.options
    assert game.fingerprint() == before
    with pytest.raises(ValueError, match="view"):
        bot.choose(game.view(1), decision)


@pytest.mark.parametrize(
    "spec", ["openspiel-ismcts:sims=0", "openspiel-ismcts:sims=x", "openspiel-ismcts:depth=3"]
)
def test_bad_specs_are_refused(spec: str) -> None:
    with pytest.raises(BotSpecError):
        make_bot(spec)


def test_its_name_carries_the_simulations() -> None:
    assert make_bot("openspiel-ismcts:sims=7").name == "openspiel-ismcts:sims=7"


def test_it_pickles_after_thinking_in_a_game_of_several_modules() -> None:
    """A bot goes to a worker process and back pickled; its cached game's string held the
    modules joined by a comma, which no longer loaded ('moguls,executives')."""
    import pickle

    game = Game.new(GameConfig(players=("a", "b"), modules=("moguls", "executives"), seed=3))
    bot = make_bot("openspiel-ismcts:sims=3", 1)
    while len(game.decision.options) < 2 or game.decision.player != 0:  # type: ignore[union-attr]
        game.choose(game.decision.options[0])  # type: ignore[union-attr]
    decision = game.decision
    assert decision is not None
    game.choose(bot.choose(game.view(0), decision))
    again = pickle.loads(pickle.dumps(bot))
    assert again.name == bot.name
