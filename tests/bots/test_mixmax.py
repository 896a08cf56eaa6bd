"""Mixmax backups: a node's value mixes its mean reward with its best child's."""

from __future__ import annotations

import pytest

from helpers import new_game, to_a_choice
from primetime.bots import BotSpecError, make_bot
from primetime.bots.mcts import MCTSBot
from primetime.bots.tree import Node, mix


def _node(rewards: list[float], visits: int, mover: int = 0) -> Node:
    node = Node(len(rewards))
    node.rewards = list(rewards)
    node.visits = visits
    node.mover = mover
    return node


def test_a_node_backs_up_its_share_of_the_best_child_and_the_rest_of_its_mean() -> None:
    root = _node([3.0], 5)
    low, high = _node([0.4], 2), _node([1.5], 2)
    leaf = _node([0.9], 1)
    low.children["x"] = leaf
    root.children = {"a": low, "b": high}
    high.q = [0.75]  # backed up in an earlier iteration
    mix([root, low, leaf], 0.25)
    assert leaf.q == [0.9]  # no children: its mean
    assert low.q == pytest.approx([0.75 * 0.2 + 0.25 * 0.9])
    # the best child is `high` (0.75 against 0.375), not the one on the path
    assert root.q == pytest.approx([0.75 * 0.6 + 0.25 * 0.75])


def test_the_best_child_is_the_deciding_players_best() -> None:
    root = _node([1.0, 1.0], 2, mover=1)
    good_for_0, good_for_1 = _node([0.9, 0.1], 1), _node([0.2, 0.8], 1)
    root.children = {"a": good_for_0, "b": good_for_1}
    mix([root, good_for_0], 0.5)
    good_for_1.q = [0.2, 0.8]
    mix([root, good_for_0], 0.5)
    assert root.q == pytest.approx([0.5 * 0.5 + 0.5 * 0.2, 0.5 * 0.5 + 0.5 * 0.8])


def _check(node: Node, share: float) -> int:
    """Every visited node of a tree holds the mixmax value of its subtree; the nodes checked."""
    assert node.q is not None
    mean = [r / node.visits for r in node.rewards]
    valued = [c.q for c in node.children.values() if c.q is not None]
    if valued:
        best = max(valued, key=lambda q: q[max(node.mover, 0)])
        expected = [(1 - share) * m + share * b for m, b in zip(mean, best, strict=True)]
    else:
        expected = mean
    assert node.q == pytest.approx(expected)
    return 1 + sum(_check(c, share) for c in node.children.values())


@pytest.mark.parametrize("players", [1, 3])
def test_a_search_with_mixmax_keeps_every_node_valued_and_plain_uct_values_none(
    players: int,
) -> None:
    game = to_a_choice(new_game(players, 5), 4)
    view = game.view(game.decision.player)
    bot = make_bot("mcts:iters=200:worlds=2:mixmax=0.5", 3)
    assert isinstance(bot, MCTSBot)
    assert bot.chosen == {"mixmax": 0.5}
    root = bot.search(view, game.decision)
    assert _check(root, 0.5) > 200  # every node: the root and one added each iteration
    plain = make_bot("mcts:iters=50:worlds=2", 3)
    assert isinstance(plain, MCTSBot)
    tree = plain.search(view, game.decision)
    assert tree.q is None and all(c.q is None for c in tree.children.values())


@pytest.mark.parametrize("share", ["-0.1", "1.5", "half"])
def test_a_mixmax_share_outside_0_to_1_is_refused(share: str) -> None:
    with pytest.raises(BotSpecError, match="mixmax"):
        make_bot(f"mcts:iters=10:mixmax={share}", 1)
