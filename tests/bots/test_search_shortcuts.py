"""The bots' shortcuts choose as the plain way does: MCTS on kept positions as a search that
replays every iteration on a whole game copy, the state-level rollout as `rollout_choice` on a
game, the heuristic's state copies as game copies."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from primetime import Game, GameConfig, determinize
from primetime.bots import mcts
from primetime.bots.evaluate import DEFAULT, estimate, estimates
from primetime.bots.heuristic import option_values
from primetime.bots.mcts import MCTSBot
from primetime.bots.policy import (
    SOLO_POLICY,
    TABLE_POLICY,
    PolicyWeights,
    quick_score,
    rollout,
    rollout_choice,
)
from primetime.bots.solo_value import solo_value
from primetime.bots.tree import Node
from primetime.bots.tuning import SOLO, TABLE, Tuning, to_rewards
from primetime.engine.state import GameState
from primetime.engine.views import View

NAMES = ("Ann", "Bob", "Cy", "Di")
MODES = [(4, {}), (1, {}), (3, {"modules": ("moguls", "executives")})]


def positions(players: int, switches: dict[str, object], every: int = 29) -> list[Game]:
    """Copies of a random game at some of its real decisions."""
    game = Game.new(GameConfig(players=NAMES[:players], seed=3, **switches))
    rng = random.Random(3)
    found = []
    step = 0
    while not game.over and len(found) < 4:
        decision = game.decision
        assert decision is not None
        if len(decision.options) > 1 and decision.player >= 0 and step % every == 0:
            found.append(game.clone())
        game.choose(rng.choice(decision.options))
        step += 1
    return found


def replayed_search(
    seed: int, view: View, iterations: int, chosen: dict[str, Any] | None = None
) -> Node:
    """MCTS as it reads plainly: each iteration copies a world and replays the tree's path."""
    rng = random.Random(seed)
    players = view.state.player_count
    tuning = (SOLO if players == 1 else TABLE)._replace(**(chosen or {}))
    worlds = [determinize(view, rng) for _ in range(8)]
    center = tuning.center
    if center is None:
        center = sum(judge(w.state, tuning)[0] for w in worlds) / len(worlds)
    root = Node(players)
    for done in range(iterations):
        game = worlds[done % len(worlds)].clone(with_log=False)
        game.state.key = rng.getrandbits(128)
        node, path = root, [root]
        while not game.over:
            listed = game.decision
            assert listed is not None
            if len(listed.options) == 1:
                game.choose(listed.options[0])
                continue
            texts = [str(o) for o in listed.options]
            if tuning.prior and not tuning.widen:  # PUCT (widening comes first)
                text = puct(node, game, texts, tuning)
                if text not in node.children:
                    node.children[text] = child = Node(players)
                    game.choose(listed.options[texts.index(text)])
                    path.append(child)
                    break
                node = node.children[text]
                game.choose(listed.options[texts.index(text)])
                path.append(node)
                continue
            searched = widened(node, game, texts, tuning) if tuning.widen else texts
            untried = [t for t in searched if t not in node.children]
            if untried:
                pick = texts.index(untried[0] if tuning.widen else rng.choice(untried))
                node.children[texts[pick]] = child = Node(players)
                game.choose(listed.options[pick])
                path.append(child)
                break
            text = uct(node, searched, listed.player, tuning.exploration)
            node = node.children[text]
            game.choose(listed.options[texts.index(text)])
            path.append(node)
        for _ in range(tuning.depth):
            if game.over:
                break
            game.choose(rollout_choice(game, rng, tuning.explore, tuning.policy))
        started = game.state.round
        while tuning.to_round and not game.over and game.state.round == started:
            game.choose(rollout_choice(game, rng, tuning.explore, tuning.policy))
        values = judge(game.state, tuning, tuning.to_round)  # a round's first state, then
        reward = to_rewards(values, 12.0, center)
        for visited in path:
            visited.visits += 1
            for i, r in enumerate(reward):
                visited.rewards[i] += r
                visited.scores[i] += values[i]
    return root


def judge(state: GameState, tuning: Tuning, at_round: bool = False) -> list[float]:
    """Solo, the learned value if chosen (its weights for a round's first state if `at_round`);
    else every player's estimate."""
    if tuning.value == "learned" and state.player_count == 1:
        return [solo_value(state, at_round)]
    return estimates(state)


def widened(node: Node, game: Game, texts: list[str], tuning: Tuning) -> list[str]:
    """Progressive widening as it reads: the options the fast policy scores best, each scored
    where the node first meets it; 1 + widen * sqrt(visits) of them."""
    listed = game.decision
    assert listed is not None
    for option, text in zip(listed.options, texts, strict=True):
        if text not in node.priors:
            node.priors[text] = quick_score(game.state, listed.player, option, tuning.policy)
    ranked = sorted(texts, key=lambda t: node.priors[t], reverse=True)
    return ranked[: 1 + int(tuning.widen * math.sqrt(node.visits))]


def puct(node: Node, game: Game, texts: list[str], tuning: Tuning) -> str:
    """PUCT as it reads: mean reward (untried: the node's mean) plus c * prior * sqrt(N) /
    (1 + n), the prior the softmax of the fast policy's scores at the `prior` temperature."""
    listed = game.decision
    assert listed is not None
    player = listed.player
    for option, text in zip(listed.options, texts, strict=True):
        if text not in node.priors:
            node.priors[text] = quick_score(game.state, player, option, tuning.policy)
    top = max(node.priors[t] for t in texts)
    weights = {t: math.exp((node.priors[t] - top) / tuning.prior) for t in texts}
    total = sum(weights.values())
    fallback = node.rewards[player] / node.visits if node.visits else 0.5
    best_value, best_text = float("-inf"), texts[0]
    for text in texts:
        child = node.children.get(text)
        visits = child.visits if child is not None else 0
        if child is not None and visits:
            child.available += 1
        mean = child.rewards[player] / visits if child is not None and visits else fallback
        bonus = tuning.exploration * weights[text] / total * math.sqrt(max(node.visits, 1))
        value = mean + bonus / (1 + visits)
        if value > best_value:
            best_value, best_text = value, text
    return best_text


def uct(node: Node, texts: list[str], player: int, exploration: float) -> str:
    best_value, best_text = float("-inf"), texts[0]
    for text in texts:
        child = node.children[text]
        child.available += 1
        mean = child.rewards[player] / child.visits if child.visits else 0.5
        bonus = exploration * math.sqrt(math.log(max(child.available, 1)) / (child.visits + 1))
        if mean + bonus > best_value:
            best_value, best_text = mean + bonus, text
    return best_text


def statistics(node: Node) -> list[tuple[str, int, int, list[float], list[float]]]:
    """Every node's counts and sums, depth first."""
    found = []
    for text in sorted(node.children):
        child = node.children[text]
        found.append((text, child.visits, child.available, child.rewards, child.scores))
        found += statistics(child)
    return found


# The modes' own settings, and the other settings a spec may choose (widening, more random
# rollout moves, a solo reward centred on the root's estimate, the other mode's policy; PUCT).
SETTINGS = [
    {},
    {"widen": 0.5, "explore": 0.3, "center": None, "policy": SOLO_POLICY},
    {"prior": 5.0, "exploration": 1.0},
]


@pytest.mark.parametrize(("players", "switches"), MODES)
@pytest.mark.parametrize("kept", [mcts.KEPT, 5])
@pytest.mark.parametrize("chosen", SETTINGS, ids=["tuned", "widened", "puct"])
def test_mcts_on_kept_positions_grows_the_replayed_tree(
    players: int,
    switches: dict[str, object],
    kept: int,
    chosen: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(mcts, "KEPT", kept)  # 5: most walks go on past the positions kept
    for number, game in enumerate(positions(players, switches)):
        decision = game.decision
        assert decision is not None
        view = game.view(decision.player)
        bot = MCTSBot(seed=number, iterations=120, chosen=chosen)
        searched = bot.search(view, decision)
        assert statistics(searched) == statistics(replayed_search(number, view, 120, chosen))


@pytest.mark.parametrize(("players", "switches"), MODES)
@pytest.mark.parametrize("weights", [TABLE_POLICY, SOLO_POLICY], ids=["table", "solo"])
def test_a_rollout_on_the_state_plays_the_games_rollout(
    players: int, switches: dict[str, object], weights: PolicyWeights
) -> None:
    for number, game in enumerate(positions(players, switches, every=17)):
        played, plain = game.clone(with_log=False), game.clone(with_log=False)
        plain_rng = random.Random(number)
        moves = rollout(played.state, random.Random(number), 60, 0.15, weights)
        for _ in range(moves):
            plain.choose(rollout_choice(plain, plain_rng, 0.15, weights))
        assert played.fingerprint() == plain.fingerprint()
        assert moves == 60 or played.over


@pytest.mark.parametrize(("players", "switches"), MODES)
def test_the_heuristic_values_options_as_on_game_copies(
    players: int, switches: dict[str, object]
) -> None:
    for game in positions(players, switches, every=11):
        decision = game.decision
        assert decision is not None
        world = determinize(game.view(decision.player), random.Random(5))
        expected = []
        for option in decision.options:
            copy = world.clone(with_log=False)
            copy.choose(option)
            expected.append(estimate(copy.state, decision.player))
        assert option_values(world, decision.player, decision.options, DEFAULT) == expected
        # spent (as the bot does its own world): the last option played on the world itself
        assert option_values(world, decision.player, decision.options, DEFAULT, spend=True) == (
            expected
        )
