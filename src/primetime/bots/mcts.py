"""MCTS over determinized views: information-set search for a bot that cannot see hidden cards.

Each search samples a few full games consistent with the bot's view (`determinize`: unseen cards
dealt at random); every iteration copies one of them, gives chance a fresh seed, and walks a tree
whose nodes are option texts (so all sampled worlds share one tree, as in single-observer ISMCTS).
Selection is UCT with availability counts, using the reward of the player who decides at each
node; expansion adds one child; the rollout plays the fast policy for a limited number of
decisions and stops at a cutoff, where the state estimate of every player becomes a reward in
[0, 1] (win chances against the best rival, or the solo score scaled). The most visited option is
played. With an iteration budget the choice is deterministic for a seed.

Until chance is drawn, a world's walk down the tree is the same in every iteration (only chance's
seed differs), so the state it reaches at a node is kept with its options listed (`Position`);
an iteration copies the deepest position kept on its path and plays on from there.
"""

from __future__ import annotations

import math
import random
import time

from ..engine import Decision, determinize
from ..engine.decision import CHANCE
from ..engine.game import Game
from ..engine.machine import options_of, resolve
from ..engine.options import Option
from ..engine.state import GameState
from ..engine.views import View
from .base import BotSpecError, register_bot
from .evaluate import estimates
from .policy import rollout


class Node:
    """Statistics of one option sequence: visits, reward sums per player, estimated final score
    sums per player (what the coach reports), availability."""

    __slots__ = ("children", "visits", "rewards", "scores", "available")

    def __init__(self, players: int) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.rewards = [0.0] * players
        self.scores = [0.0] * players
        self.available = 0


class Position:
    """A world's state at a tree node reached without drawing chance: every iteration from that
    world reaches it alike (only chance's seed differs), so it is played and listed once."""

    __slots__ = ("state", "options", "texts", "player")

    def __init__(self, state: GameState, options: tuple[Option, ...]) -> None:
        self.state = state  # never changed: iterations play on copies
        self.options = options
        self.texts = [str(o) for o in options]
        self.player = _player(state)


Kept = dict[tuple[Node, int], Position]  # by node and world
# Positions kept in one search at most (about 12 kB each): long searches stay within ~50 MB,
# going on past the deepest kept positions by playing (the same choices, a little slower).
KEPT = 4096


def _player(state: GameState) -> int:
    return state.pending[1] if state.pending is not None else CHANCE


def _copy(state: GameState, key: int) -> GameState:
    """A search copy of a state with chance's seed for one iteration."""
    copy = state.clone(with_log=False)
    copy.key = key
    return copy


def _settle(state: GameState, chance: int) -> Position | None:
    """Play the forced moves while no chance is drawn; the position to keep once a real decision
    or the game's end is reached so (a copy of the state), else None."""
    while state.chance_count == chance:
        if state.over:
            return Position(state.clone(with_log=False), ())
        options = options_of(state)
        if len(options) > 1:
            return Position(state.clone(with_log=False), options)
        resolve(state, options[0])
    return None


def _own(state: GameState | None, position: Position | None, key: int) -> GameState:
    """The iteration's copy: the one made already, else one of the kept position."""
    if state is not None:
        return state
    assert position is not None
    return _copy(position.state, key)


def rewards(game: Game, scale: float) -> list[float]:
    """Each player's reward in [0, 1] from the state estimates at a cutoff or game end."""
    return to_rewards(estimates(game.state), scale)


def to_rewards(values: list[float], scale: float) -> list[float]:
    """Each player's reward in [0, 1] from every player's estimated final score."""
    if len(values) == 1:
        return [1 / (1 + math.exp(-(values[0] - 200) / 25))]
    out = []
    for i, mine in enumerate(values):
        rival = max(v for j, v in enumerate(values) if j != i)
        out.append(1 / (1 + math.exp(-(mine - rival) / scale)))
    return out


# (exploration, rollout depth) by mode, measured with `primetime simulate`/`tournament` (README).
# Against rivals the reward is a win chance, and a short rollout plus the estimate judges it well.
# Solo, the reward follows the score itself: rollouts to the game end and less exploration score
# about 10 viewers more than short rollouts for the same number of iterations.
TABLE = (0.7, 24)
SOLO = (0.35, 400)


class MCTSBot:
    """Determinized UCT with fast-policy rollouts and a state-estimate cutoff."""

    needs_view = True
    searches = True  # thinks for long: servers run it in a worker process

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = 1000,
        seconds: float | None = None,
        exploration: float | None = None,
        depth: int | None = None,
        worlds: int = 8,
        scale: float = 12.0,
    ) -> None:
        """`exploration` and `depth` left as None take the mode's tuned values (TABLE, SOLO)."""
        self.name = "mcts"
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.chosen = (exploration, depth)
        self.exploration = exploration if exploration is not None else TABLE[0]
        self.depth = depth if depth is not None else TABLE[1]
        self.worlds = worlds
        self.scale = scale
        self.last_iterations = 0

    def choose(self, view: View | None, decision: Decision) -> Option:
        options = decision.options
        if len(options) == 1:
            return options[0]
        assert view is not None
        root = self.search(view, decision)
        texts = {str(o): o for o in options}
        best = max(
            (k for k in root.children if k in texts),
            key=lambda k: (root.children[k].visits, root.children[k].rewards[decision.player]),
            default=None,
        )
        return texts[best] if best is not None else options[0]

    def search(self, view: View, decision: Decision) -> Node:
        """Search from the view's decision within the budget; the root of the tree, whose
        children (by option text) hold each option's visits, rewards and estimated scores."""
        players = view.state.player_count
        tuned = SOLO if players == 1 else TABLE
        self.exploration = tuned[0] if self.chosen[0] is None else self.chosen[0]
        self.depth = tuned[1] if self.chosen[1] is None else self.chosen[1]
        worlds = [determinize(view, self.rng) for _ in range(self.worlds)]
        root = Node(players)
        kept: Kept = {}
        for index, world in enumerate(worlds):
            listed = world.decision
            assert listed is not None
            kept[root, index] = Position(world.state, listed.options)
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and done % 8 == 0 and time.perf_counter() >= deadline:
                break
            # chance's fresh seed for this iteration's copy of the world
            self._iterate(root, kept, done % len(worlds), self.rng.getrandbits(128))
            done += 1
        self.last_iterations = done
        return root

    def _iterate(self, root: Node, kept: Kept, world: int, key: int) -> None:
        """One iteration from `world`: down the tree (on kept positions while no chance is
        drawn, on this iteration's own copy after that), one child added, a rollout, the
        rewards backed up."""
        rng = self.rng
        node = root
        path = [root]
        position: Position | None = kept[root, world]
        state: GameState | None = None  # the copy: equal to `position.state` while both are set
        while True:
            if position is not None:
                if position.state.over:
                    break
                options, texts, player = position.options, position.texts, position.player
            else:
                assert state is not None
                if state.over:
                    break
                options = options_of(state)
                if len(options) == 1:
                    resolve(state, options[0])
                    continue
                texts = [str(o) for o in options]
                player = _player(state)
            untried = [i for i, t in enumerate(texts) if t not in node.children]
            if untried:
                pick = untried[rng.randrange(len(untried))]
                child = Node(len(root.rewards))
                node.children[texts[pick]] = child
                path.append(child)
                state = _own(state, position, key)
                resolve(state, options[pick])
                break
            text = self._select(node, texts, player)
            node = node.children[text]
            path.append(node)
            if position is None:
                assert state is not None
                resolve(state, options[texts.index(text)])
                continue
            found = kept.get((node, world))
            if found is not None:
                position, state = found, None  # copied later, from the deepest one kept
                continue
            state = _own(state, position, key)
            chance = position.state.chance_count
            resolve(state, options[texts.index(text)])
            position = _settle(state, chance) if len(kept) < KEPT else None
            if position is not None:
                kept[node, world] = position
        if state is None:  # the game ended at a kept position: nothing to play
            assert position is not None
            values = estimates(position.state)
        else:
            rollout(state, rng, self.depth)
            values = estimates(state)
        reward = to_rewards(values, self.scale)
        for visited in path:
            visited.visits += 1
            for i, r in enumerate(reward):
                visited.rewards[i] += r
                visited.scores[i] += values[i]

    def _select(self, node: Node, texts: list[str], player: int) -> str:
        """UCT among the children available here (availability counts, ISMCTS-style)."""
        best_value = float("-inf")
        best_text = texts[0]
        for text in texts:
            child = node.children[text]
            child.available += 1
            mean = child.rewards[player] / child.visits if child.visits else 0.5
            bonus = self.exploration * math.sqrt(
                math.log(max(child.available, 1)) / (child.visits + 1)
            )
            if mean + bonus > best_value:
                best_value, best_text = mean + bonus, text
        return best_text


@register_bot("mcts")
def _mcts(params: dict[str, str], seed: int) -> MCTSBot:
    known = {"iters", "time", "c", "depth", "worlds", "scale"}
    unknown = set(params) - known
    if unknown:
        raise BotSpecError(f"the mcts bot takes {', '.join(sorted(known))}, not {sorted(unknown)}")
    try:
        iterations = int(params["iters"]) if "iters" in params else None
        seconds = float(params["time"]) if "time" in params else None
        bot = MCTSBot(
            seed,
            iterations=iterations if iterations is not None or seconds is not None else 1000,
            seconds=seconds,
            exploration=float(params["c"]) if "c" in params else None,
            depth=int(params["depth"]) if "depth" in params else None,
            worlds=int(params.get("worlds", 8)),
            scale=float(params.get("scale", 12.0)),
        )
    except ValueError as error:
        raise BotSpecError(f"bad mcts option in {params}: {error}") from error
    if (iterations is not None and iterations < 1) or (seconds is not None and seconds <= 0):
        raise BotSpecError("mcts needs iters >= 1 or time > 0")
    return bot
