"""A bot that comes back to a position does not make the same choice there again (Beeb's rondel)."""

from __future__ import annotations

from helpers import new_game, to_a_choice
from primetime import Decision, Game, GameConfig
from primetime.bots import make_bot, play_game
from primetime.bots.mcts import IDLE_CHOICES, MCTSBot
from primetime.bots.policy import greedy_choice
from primetime.bots.positions import Chosen, least_chosen, position_key, remember
from primetime.engine.options import EndTurn, MoveRondel


def test_the_least_chosen_options_of_a_position() -> None:
    chosen: Chosen = {}
    assert least_chosen(chosen, "here", ["a", "b", "c"]) == {"a", "b", "c"}  # a new position
    remember(chosen, "here", "a")
    remember(chosen, "here", "a")
    remember(chosen, "here", "b")
    assert least_chosen(chosen, "here", ["a", "b", "c"]) == {"c"}
    remember(chosen, "here", "c")
    assert least_chosen(chosen, "here", ["a", "b", "c"]) == {"b", "c"}
    assert least_chosen(chosen, "elsewhere", ["a", "b"]) == {"a", "b"}  # positions apart


def test_a_position_is_the_views_state_without_its_log() -> None:
    game = new_game(1, 5)
    to_a_choice(game)
    here = position_key(game.view(0))
    assert position_key(game.view(0)) == here
    game.choose(game.decision.options[0])
    assert position_key(game.view(0)) != here


def _a_solo_choice_and_a_bot() -> tuple[Game, Decision, MCTSBot]:
    """A solo game at a decision of 3 options or more, and a small search bot."""
    game = new_game(1, 5)
    to_a_choice(game, 3)
    bot = make_bot("mcts:iters=20:worlds=2", 4)
    assert isinstance(bot, MCTSBot) and game.decision is not None
    return game, game.decision, bot


def test_mcts_back_in_a_position_chooses_what_it_chose_there_least() -> None:
    game, decision, bot = _a_solo_choice_and_a_bot()
    picks = [str(bot.choose(game.view(0), decision)) for _ in decision.options]
    assert sorted(picks) == sorted(str(o) for o in decision.options)  # each once, in turn


def test_a_solo_beeb_searching_bot_ends_its_rounds() -> None:
    # Once the solo opponent has passed, Beeb may circle its rondel ending turns without acting;
    # a short search valuing the turns to come more than the pass circled for ever (seed 2 with
    # the hard bot's 1,000 iterations: still in round 1 after 500 decisions).
    game = Game.new(GameConfig(players=("Ann",), seed=2, executives={"Ann": "beeb"}))
    bot = make_bot("mcts:iters=30:worlds=2:depth=4", 2)
    played = 0
    while not game.over and played < 1500:
        decision = game.decision
        game.choose(bot.choose(game.view(decision.player), decision))
        played += 1
    assert game.over, f"still in round {game.state.round} after {played} decisions"


def test_positions_change_nothing_in_a_game_that_never_repeats_one() -> None:
    # base-game turns always take an action that uses cards or cash: no position comes back
    game = Game.new(GameConfig(players=("Ann",), seed=7))
    bot = make_bot("mcts:iters=8:worlds=1:depth=2", 1)
    assert isinstance(bot, MCTSBot)
    play_game(game, [bot])
    assert game.over
    assert all(sum(counts.values()) == 1 for counts in bot.chosen_in.values())


def test_after_a_run_of_idle_choices_the_bot_plays_the_fast_policy_until_it_acts() -> None:
    game, decision, bot = _a_solo_choice_and_a_bot()
    bot.choose(game.view(0), decision)  # a search: its settings are the mode's
    bot.idle, bot.last_iterations = IDLE_CHOICES, 0
    fast = greedy_choice(game.view(0).state, 0, decision.options, bot.tuning.policy)
    assert bot.choose(game.view(0), decision) == fast
    assert bot.last_iterations == 0  # no search
    assert bot.idle == (IDLE_CHOICES + 1 if isinstance(fast, (MoveRondel, EndTurn)) else 0)
