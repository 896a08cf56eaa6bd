"""How the search shares its iterations at the root: sequential halving and paired visits."""

from __future__ import annotations

import math
import random

import pytest

from helpers import new_game, to_a_choice
from primetime import Game
from primetime.bots import BotSpecError, make_bot
from primetime.bots.mcts import MCTSBot
from primetime.bots.policy import SOLO_POLICY, rollout_round
from primetime.bots.tree import Node


def _search(spec: str, players: int = 1, seed: int = 5) -> tuple[MCTSBot, Node, Game]:
    game = to_a_choice(new_game(players, seed), 4)
    bot = make_bot(spec, 3)
    assert isinstance(bot, MCTSBot)
    view = game.view(game.decision.player)
    return bot, bot.search(view, game.decision), game


@pytest.mark.parametrize("players", [1, 3])
def test_halving_visits_every_option_then_the_better_half_and_keeps_the_best_of_the_last(
    players: int,
) -> None:
    bot, root, game = _search("mcts:iters=240:worlds=2:root=halving", players)
    player = game.decision.player
    texts = [str(o) for o in game.decision.options]
    assert set(root.children) == set(texts)  # every option was visited in the first round
    assert sum(c.visits for c in root.children.values()) == 240 == bot.last_iterations
    # each round visits the options still in equally (the last one: within 1), so the counts
    # are the rounds' steps
    rounds = math.ceil(math.log2(len(texts)))
    assert len({c.visits for c in root.children.values()}) <= rounds + 1
    most = max(c.visits for c in root.children.values())
    last = [t for t, c in root.children.items() if c.visits >= most - 1]
    assert bot.halved in last
    means = {t: root.children[t].rewards[player] / root.children[t].visits for t in last}
    assert means[bot.halved] == max(means.values())
    # the bot plays the option the halving kept
    played = bot.choose(game.view(player), game.decision)
    assert str(played) == bot.halved


def test_halving_keeps_half_of_the_options_each_round() -> None:
    bot, root, game = _search("mcts:iters=400:worlds=2:root=halving")
    options = len(game.decision.options)
    rounds = math.ceil(math.log2(options))
    first = 400 // rounds  # the first round's iterations, shared by every option in turn
    low = min(c.visits for c in root.children.values())
    assert low == math.ceil(first / options)
    survivors = options
    for _ in range(rounds - 1):
        survivors = (survivors + 1) // 2
    most = max(c.visits for c in root.children.values())
    assert sum(c.visits >= most - 1 for c in root.children.values()) == survivors


def test_paired_visits_give_the_kth_visit_of_every_option_the_same_world_and_seed() -> None:
    bot, root, _ = _search("mcts:iters=120:worlds=3:paired=1")
    assert bot.keys  # the seeds drawn, one per visit count reached at the root
    assert len(bot.keys) == max(c.visits for c in root.children.values())
    one, other = list(root.children)[:2]
    visits = {text: root.children[text].visits for text in (one, other)}
    # options with the same visit count so far get the same world and seed for their next visit
    root.children[other].visits = visits[one]
    assert bot._pair(root, one, 3) == bot._pair(root, other, 3)
    assert bot._pair(root, one, 3) == (visits[one] % 3, bot.keys[visits[one]])
    # an option not yet visited plays the first world with the first seed
    assert bot._pair(root, "no such option", 3) == (0, bot.keys[0])


@pytest.mark.parametrize("spec", ["mcts:iters=80:worlds=2:paired=1", "mcts:iters=80:root=halving"])
def test_paired_and_halving_searches_are_deterministic_for_a_seed(spec: str) -> None:
    first = _search(spec)
    second = _search(spec)
    assert {t: c.visits for t, c in first[1].children.items()} == {
        t: c.visits for t, c in second[1].children.items()
    }
    assert {t: c.rewards for t, c in first[1].children.items()} == {
        t: c.rewards for t, c in second[1].children.items()
    }


def test_halving_with_a_time_budget_stops_and_keeps_an_offered_option() -> None:
    bot, root, game = _search("mcts:time=0.2:worlds=2:root=halving")
    assert bot.last_iterations > 0
    assert bot.halved in {str(o) for o in game.decision.options}


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("mcts:root=best", "root is one of uct, halving, not 'best'"),
        ("mcts:paired=yes", "paired is one of 0, 1, not 'yes'"),
        ("mcts:to_round=2", "to_round is one of 0, 1, not '2'"),
    ],
)
def test_bad_root_settings_are_refused_with_the_allowed_ones(spec: str, message: str) -> None:
    with pytest.raises(BotSpecError, match=message):
        make_bot(spec)


def test_a_rollout_to_the_round_end_stops_as_the_next_round_begins() -> None:
    game = to_a_choice(new_game(1, 5))
    state = game.state.clone(with_log=False)
    started = state.round
    played = rollout_round(state, random.Random(1), 0.0, SOLO_POLICY)
    assert played > 0
    assert state.round == started + 1 and not state.over
    # one decision fewer and the round would not have ended yet
    again = game.state.clone(with_log=False)
    assert rollout_round(again, random.Random(1), 0.0, SOLO_POLICY, most=played - 1) == played - 1
    assert again.round == started
