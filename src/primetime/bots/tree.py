"""The MCTS search tree: a node's statistics per option sequence, the positions kept per world
until chance is drawn, and how a finished iteration's rewards back up (mixmax)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.decision import CHANCE
from ..engine.events import Event
from ..engine.machine import options_of, resolve
from ..engine.native import made_again
from ..engine.options import Option
from ..engine.state import GameState


class Node:
    """Statistics of one option sequence: visits, reward sums per player, estimated final score
    sums per player (what the coach reports), availability."""

    __slots__ = ("children", "visits", "rewards", "scores", "available", "priors", "mover", "q")

    def __init__(self, players: int) -> None:
        self.children: dict[str, Node] = {}
        self.priors: dict[str, float] = {}  # the fast policy's score of each option seen here
        self.visits = 0
        self.rewards = [0.0] * players
        self.scores = [0.0] * players
        self.available = 0
        self.mover = CHANCE  # who decides here (mixmax: whose best child backs up)
        self.q: list[float] | None = None  # mixmax: the reward backed up, per player

    def __reduce__(self) -> tuple[object, ...]:
        # A bot keeping a subtree (`reuse`) goes to a server's worker process pickled.
        return made_again(self, len(self.rewards))


# Each option's text by the option's id, the option kept beside it (alive: its id stays its own)
Spelled = dict[int, tuple[Option, str]]


def texts_of(options: Sequence[Option], spelled: Spelled) -> list[str]:
    """The options' texts, each option spelled once while `spelled` lasts (a search): listings
    give the same option objects again and again (the engine's card tables keep them), and a
    text is a few calls where its id is one."""
    texts = []
    for option in options:  # (a loop: a comprehension is a function called)
        known = spelled.get(id(option))
        if known is None:
            known = spelled[id(option)] = (option, str(option))
        texts.append(known[1])
    return texts


class Position:
    """A world's state at a tree node reached without drawing chance: every iteration from that
    world reaches it alike (only chance's seed differs), so it is played and listed once."""

    __slots__ = ("state", "options", "texts", "player", "priors", "untried")

    def __init__(self, state: GameState, options: tuple[Option, ...], spelled: Spelled) -> None:
        self.state = state  # never changed: iterations play on copies
        self.options = options
        self.texts = texts_of(options, spelled)
        self.player = player_of(state)
        # PUCT: the options' prior weights (in `texts` order) and their sum, once worked out at
        # the position's node (a node's priors never change; the position is kept at one node)
        self.priors: tuple[list[float], float] | None = None
        # UCT: the options (indices in `texts`) not yet a child of the position's node when last
        # asked (a node's children only grow: once all are, none is asked about again)
        self.untried = list(range(len(options)))


Kept = dict[tuple[Node, int], Position]  # by node and world
# Positions kept in one search at most (about 12 kB each): long searches stay within ~50 MB,
# going on past the deepest kept positions by playing (the same choices, a little slower).
KEPT = 4096


Mark = tuple[str, int | None, dict[str, Any]]


def marks(log: Sequence[Event]) -> list[Mark]:
    """A log as plain values to compare (a view redacts hidden events into new objects)."""
    return [(e.kind, e.player, e.data) for e in log]


def player_of(state: GameState) -> int:
    return state.pending[1] if state.pending is not None else CHANCE


def search_copy(state: GameState, key: int) -> GameState:
    """A search copy of a state with chance's seed for one iteration."""
    copy = state.clone(with_log=False)
    copy.key = key
    return copy


def settle(state: GameState, chance: int, spelled: Spelled) -> Position | None:
    """Play the forced moves while no chance is drawn; the position to keep once a real decision
    or the game's end is reached so (a copy of the state), else None."""
    while state.chance_count == chance:
        if state.over:
            return Position(state.clone(with_log=False), (), spelled)
        options = options_of(state)
        if len(options) > 1:
            return Position(state.clone(with_log=False), options, spelled)
        resolve(state, options[0])
    return None


def own_copy(state: GameState | None, position: Position | None, key: int) -> GameState:
    """The iteration's copy: the one made already, else one of the kept position."""
    if state is not None:
        return state
    assert position is not None
    return search_copy(position.state, key)


def mix(path: list[Node], share: float) -> None:
    """Mixmax backup along an iteration's path, deepest first: each node's value is `share` of
    its best visited child's (best for who decides there) and the rest its mean reward. Only the
    path's nodes changed, so their siblings' values stand."""
    for node in reversed(path):
        mean = [r / node.visits for r in node.rewards]
        mover = max(node.mover, 0)
        best: list[float] | None = None
        for child in node.children.values():
            value = child.q
            if value is not None and (best is None or value[mover] > best[mover]):
                best = value
        if best is None:
            node.q = mean
        else:
            node.q = [(1 - share) * m + share * b for m, b in zip(mean, best, strict=True)]


def mean_reward(node: Node | None, player: int) -> float:
    """A node's mean reward for `player` (an option never visited: below any visited one)."""
    if node is None or not node.visits:
        return -1.0
    return node.rewards[player] / node.visits
