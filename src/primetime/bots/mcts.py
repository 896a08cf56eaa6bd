"""MCTS over determinized views: information-set search for a bot that cannot see hidden cards.

Each search samples a few full games consistent with the bot's view (`determinize`: unseen cards
dealt at random); every iteration copies one of them, gives chance a fresh seed, and walks a tree
whose nodes are option texts (so all sampled worlds share one tree, as in single-observer ISMCTS).
Selection is UCT with availability counts, using the reward of the player who decides at each
node; expansion adds one child; the rollout plays the fast policy for a limited number of
decisions and stops at a cutoff, where the state estimate of every player (solo: the learned
value, `solo_value.py`) becomes a reward in [0, 1] (win chances against the best rival, or the
solo score scaled). The most visited option is played. With an iteration budget the choice is
deterministic for a seed.

Until chance is drawn, a world's walk down the tree is the same in every iteration (only chance's
seed differs), so the state it reaches at a node is kept with its options listed (`Position`);
an iteration copies the deepest position kept on its path and plays on from there.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import Any, Final

from ..engine import Decision, determinize
from ..engine.machine import options_of, resolve
from ..engine.options import EndTurn, MoveRondel, Option
from ..engine.sources import begin_listing, end_listing
from ..engine.state import GameState
from ..engine.views import View
from .base import BotSpecError, register_bot, spec_number
from .collector import collector_paused
from .evaluate import estimates
from .policy import Worths, greedy_choice, new_worths, option_scores, rollout, rollout_round
from .positions import Chosen, least_chosen, position_key, remember
from .solo_value import solo_value
from .tree import (
    KEPT,
    Kept,
    Mark,
    Node,
    Position,
    Spelled,
    marks,
    mean_reward,
    mix,
    own_copy,
    player_of,
    search_copy,
    settle,
    texts_of,
)
from .tuning import (
    BANK_LEAST,
    BANK_MEAN,
    BANK_MOST,
    BANK_OPTIONS,
    BANK_PRIOR,
    SETTINGS,
    SOLO,
    SPEC_SETTINGS,
    TABLE,
    Tuning,
    chosen_settings,
    to_rewards,
)


class MCTSBot:
    """Determinized UCT with fast-policy rollouts and a state-estimate cutoff."""

    needs_view = True
    searches = True  # thinks for long: servers run it in a worker process

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = 1000,
        seconds: float | None = None,
        worlds: int = 8,
        scale: float = 12.0,
        chosen: Mapping[str, Any] | None = None,
    ) -> None:
        """`chosen`: any of the Tuning's settings by name; the rest are the mode's (TABLE, SOLO)."""
        chosen = dict(chosen or {})
        unknown = set(chosen) - set(SETTINGS)
        if unknown:
            raise TypeError(f"MCTSBot has no settings {sorted(unknown)}")
        self.name = "mcts"
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.chosen = chosen
        self.tuning = TABLE
        self.worlds = worlds
        self.scale = scale
        self.center = 200.0  # this search's solo score at reward 1/2
        self.last_iterations = 0
        self.keys: list[int] = []  # paired: the chance seed of each root option's k-th visit
        self.halved: str | None = None  # root=halving: the option the last search kept
        self.chosen_in: Chosen = {}  # what the bot chose in each position of its game so far
        self.idle = 0  # choices in a row that only moved the rondel marker or ended a turn
        # With `reuse`: the log seen at the last choice, and the subtree of the option played
        self.carried: tuple[list[Mark], Node] | None = None
        # With `bank`: budgets banked, and the weight and count of the decisions searched
        self.banked = 0.0
        self.weighed = 0.0
        self.searched = 0
        # While a search runs: the fast policy's card values, for all its rollouts and priors,
        # and the options' texts
        self.worths: Worths = {}
        self.spelled: Spelled = {}

    def choose(self, view: View | None, decision: Decision) -> Option:
        options = decision.options
        if len(options) == 1:
            return options[0]
        assert view is not None
        if self.idle >= IDLE_CHOICES:  # circling without acting: the fast policy passes
            fast = greedy_choice(view.state, decision.player, options, self.tuning.policy)
            return self._idle(fast)
        share = self._share(view.state.player_count, len(options))
        root = self.search(view, decision, self._carried(view, decision), share)
        texts = {str(o): o for o in options}
        # in a position seen before, only the options chosen there least often (positions.py)
        position = position_key(view)
        allowed = least_chosen(self.chosen_in, position, texts)
        best = self.halved if self.halved in allowed else None
        if best is None:
            best = max(
                (k for k in root.children if k in allowed),
                key=lambda k: (root.children[k].visits, root.children[k].rewards[decision.player]),
                default=None,
            )
        if best is None:  # none of the allowed searched (PUCT, a small budget): the policy's best
            priors = root.priors
            best = max((t for t in texts if t in allowed), key=lambda t: priors.get(t, -math.inf))
        remember(self.chosen_in, position, best)
        self.carried = None
        if best in root.children and self.tuning.reuse and view.state.player_count == 1:
            self.carried = (marks(view.log), root.children[best])
        return self._idle(texts[best])

    def _tuned(self, players: int) -> Tuning:
        """The mode's settings, changed by the ones chosen."""
        self.tuning = (SOLO if players == 1 else TABLE)._replace(**self.chosen)
        return self.tuning

    def _share(self, players: int, options: int) -> float:
        """This decision's share of the budget (1 without `bank`): by its options, within what
        the game's decisions so far left banked."""
        if not self._tuned(players).bank:
            return 1.0
        self.banked += 1.0
        weight = float(min(options, BANK_OPTIONS))
        self.weighed += weight
        self.searched += 1
        mean = (BANK_MEAN * BANK_PRIOR + self.weighed) / (BANK_PRIOR + self.searched)
        share = min(self.banked, BANK_MOST, max(BANK_LEAST, weight / mean))
        self.banked -= share
        return share

    def _idle(self, option: Option) -> Option:
        """Count the choices in a row that only move Beeb's marker or end a turn unacted."""
        self.idle = self.idle + 1 if isinstance(option, (MoveRondel, EndTurn)) else 0
        return option

    def _carried(self, view: View, decision: Decision) -> Node | None:
        """The subtree to start from: solo, the same game played on since (the log seen then
        begins the log now), and this decision's options among the subtree's."""
        if self.carried is None:
            return None
        seen, node = self.carried
        if len(view.log) <= len(seen) or marks(view.log[: len(seen)]) != seen:
            return None
        if not any(str(o) in node.children for o in decision.options):
            return None
        return node

    def search(
        self,
        view: View,
        decision: Decision,
        start: Node | None = None,
        share: float = 1.0,
        least: int = 0,
    ) -> Node:
        """Search from the view's decision within the budget, or `share` of it (from `start`, a
        subtree kept from the last search, if given); the root of the tree, whose children (by
        option text) hold each option's visits, rewards and estimated scores. `least`: every
        option is visited that many times first, counted in the budget but played even past it
        (the coach values them all, which PUCT alone need not; `root=halving` visits them all
        anyway and ignores it)."""
        with collector_paused():  # (the search keeps thousands of states and makes no cycles)
            self.worths = new_worths()
            self.spelled = {}
            try:
                return self._search(view, decision, start, share, least)
            finally:
                self.worths = {}
                self.spelled = {}

    def _search(
        self, view: View, decision: Decision, start: Node | None, share: float, least: int
    ) -> Node:
        players = view.state.player_count
        self._tuned(players)
        iterations = None if self.iterations is None else max(1, round(self.iterations * share))
        seconds = None if self.seconds is None else self.seconds * share
        worlds = [determinize(view, self.rng) for _ in range(self.worlds)]
        center = self.tuning.center
        if center is None:  # the mean estimate of the worlds searched
            center = sum(self._judge(w.state)[0] for w in worlds) / len(worlds)
        self.center = center
        root = start if start is not None else Node(players)
        kept: Kept = {}
        for index, world in enumerate(worlds):  # (the options alone: no decision's prompt made)
            kept[root, index] = Position(world.state, options_of(world.state), self.spelled)
        self.keys.clear()
        self.halved = None
        if self.tuning.root == "halving":
            self.last_iterations = self._halve(root, kept, decision.player, iterations, seconds)
            return root
        deadline = time.perf_counter() + seconds if seconds else None
        done = 0
        for _ in range(least):
            for text in kept[root, 0].texts:
                self._iterate(root, kept, done % self.worlds, self._key(), text)
                done += 1
        while True:
            if iterations is not None and done >= iterations:
                break
            if deadline is not None and done % 8 == 0 and time.perf_counter() >= deadline:
                break
            self._iterate(root, kept, done % self.worlds, self._key())
            done += 1
        self.last_iterations = done
        return root

    def _key(self) -> int:
        """Chance's fresh seed for an iteration's copy of the world (paired: -1, the seed is
        then the root option's, `_pair`)."""
        return -1 if self.tuning.paired else self.rng.getrandbits(128)

    def _halve(
        self,
        root: Node,
        kept: Kept,
        player: int,
        iterations: int | None,
        seconds: float | None,
    ) -> int:
        """Sequential halving at the root: the budget in equal rounds (log2 of the options);
        in each, the options still in are visited in turn, then the better half by mean reward
        goes on; the best of the last is kept (`halved`). The iterations played."""
        texts = list(kept[root, 0].texts)
        rounds = max(1, math.ceil(math.log2(len(texts))))
        start = time.perf_counter()
        done = 0
        for index in range(rounds):
            end = start + seconds * (index + 1) / rounds if seconds else None
            quota = iterations * (index + 1) // rounds if iterations else None
            turn = 0
            last = index == rounds - 1
            while True:
                # a round ends between full turns (equal visits), the last one on its budget
                cycled = turn % len(texts) == 0
                if quota is not None and done >= quota and (cycled or last):
                    break
                if end is not None and cycled and time.perf_counter() >= end:
                    break
                text = texts[turn % len(texts)]
                self._iterate(root, kept, done % self.worlds, self._key(), text)
                turn += 1
                done += 1
            texts.sort(key=lambda t: mean_reward(root.children.get(t), player), reverse=True)
            texts = texts[: max(1, (len(texts) + 1) // 2)]
        self.halved = texts[0]
        return done

    def _pair(self, root: Node, text: str, worlds: int) -> tuple[int, int]:
        """The world and chance seed of a root option's next visit: its k-th visit plays the
        k-th of both, as every other option's k-th visit does (common random numbers: options
        are compared on the same deals, so the difference of their means is less noisy)."""
        child = root.children.get(text)
        visits = child.visits if child is not None else 0
        while len(self.keys) <= visits:
            self.keys.append(self.rng.getrandbits(128))
        return visits % worlds, self.keys[visits]

    def _iterate(
        self, root: Node, kept: Kept, world: int, key: int, forced: str | None = None
    ) -> None:
        """One iteration from `world`: down the tree (on kept positions while no chance is
        drawn, on this iteration's own copy after that), one child added, a rollout, the
        rewards backed up. A negative `key`: paired, the world and key are the root option's
        (`_pair`). `forced`: the root option to visit (halving)."""
        rng = self.rng
        widen = self.tuning.widen
        node = root
        path = [root]
        position: Position | None = kept[root, world]
        state: GameState | None = None  # the copy: equal to `position.state` while both are set
        at_root = key < 0 or forced is not None
        preferred: str | None = None  # with priors: the option PUCT chose at this node
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
                texts = texts_of(options, self.spelled)
                player = player_of(state)
            node.mover = player
            pick: int | None = None  # the option to add as a child, if any
            if widen:  # the best-scored options only, more of them as visits grow
                here = position.state if position is not None else state
                assert here is not None
                texts_here = _widened(node, here, player, options, texts, self.tuning, self.worths)
                fresh = next((t for t in texts_here if t not in node.children), None)
                pick = texts.index(fresh) if fresh is not None else None
            elif self.tuning.prior:  # PUCT: the option best by mean and prior, tried or not
                here = position.state if position is not None else state
                assert here is not None
                texts_here = texts
                preferred = self._puct(node, here, player, options, texts, position)
                pick = None if preferred in node.children else texts.index(preferred)
            else:
                texts_here = texts
                if position is None:
                    untried = [i for i, t in enumerate(texts) if t not in node.children]
                else:  # only those untried when last here can be untried still
                    untried = position.untried
                    if untried:
                        children = node.children
                        untried = [i for i in untried if texts[i] not in children]
                        position.untried = untried
                pick = untried[rng.randrange(len(untried))] if untried else None
            chosen: str | None = None
            if at_root:  # the root's option given, or its world and seed by the option
                at_root = False
                if forced is not None:
                    chosen = forced
                    pick = None if forced in node.children else texts.index(forced)
                elif pick is not None:
                    chosen = texts[pick]
                else:
                    chosen = preferred or self._select(node, texts_here, player)
                if key < 0:  # paired: the world and chance seed of the option's visit
                    world, key = self._pair(root, chosen, self.worlds)
                    position = kept[root, world]
                    options, texts = position.options, position.texts
                    pick = texts.index(chosen) if pick is not None else None
            if pick is not None:
                child = Node(len(root.rewards))
                node.children[texts[pick]] = child
                path.append(child)
                state = own_copy(state, position, key)
                resolve(state, options[pick])
                break
            text = chosen or preferred or self._select(node, texts_here, player)
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
            state = own_copy(state, position, key)
            chance = position.state.chance_count
            resolve(state, options[texts.index(text)])
            position = settle(state, chance, self.spelled) if len(kept) < KEPT else None
            if position is not None:
                kept[node, world] = position
        if state is None:  # the game ended at a kept position: nothing to play
            assert position is not None
            values = self._judge(position.state)
        else:
            tuning = self.tuning
            worths = self.worths
            rollout(state, rng, tuning.depth, tuning.explore, tuning.policy, worths)
            if tuning.to_round:
                rollout_round(state, rng, tuning.explore, tuning.policy, worths=worths)
            values = self._judge(state, tuning.to_round)
        reward = to_rewards(values, self.scale, self.center, self.tuning.reward)
        for visited in path:
            visited.visits += 1
            for i, r in enumerate(reward):
                visited.rewards[i] += r
                visited.scores[i] += values[i]
        if self.tuning.mixmax:
            mix(path, self.tuning.mixmax)

    def _judge(self, state: GameState, at_round: bool = False) -> list[float]:
        """Every player's estimated final score: solo by the learned value if chosen (`at_round`:
        its weights for a round's first state; with rivals the reward is a win chance, judged by
        the estimate)."""
        if self.tuning.value == "learned" and state.player_count == 1:
            return [solo_value(state, at_round)]
        return estimates(state)

    def duel(
        self, view: View, decision: Decision, first: Option, second: Option, pairs: int
    ) -> list[float]:
        """`first`'s estimated final score for the decider minus `second`'s, once for each of
        `pairs` deals: a pair plays both options from one world dealt from the view, with one
        chance seed and one rollout seed, each as a search's rollout plays (common random
        numbers: the deal's luck is the same on both sides of a difference)."""
        player = decision.player
        tuning = self._tuned(view.state.player_count)
        rng = self.rng
        differences: list[float] = []
        worths = new_worths()
        with collector_paused():
            for _ in range(pairs):
                world = determinize(view, rng)
                listed = world.decision
                assert listed is not None
                by_text = {str(o): o for o in listed.options}
                key, seed = rng.getrandbits(128), rng.getrandbits(64)
                values: list[float] = []
                for option in (first, second):
                    state = search_copy(world.state, key)
                    resolve(state, by_text[str(option)])
                    played = random.Random(seed)
                    rollout(state, played, tuning.depth, tuning.explore, tuning.policy, worths)
                    if tuning.to_round:
                        rollout_round(state, played, tuning.explore, tuning.policy, worths=worths)
                    values.append(self._judge(state, tuning.to_round)[player])
                differences.append(values[0] - values[1])
        return differences

    def _puct(
        self,
        node: Node,
        state: GameState,
        player: int,
        options: tuple[Option, ...],
        texts: list[str],
        position: Position | None = None,
    ) -> str:
        """PUCT among every option here: the mean reward (an option not tried: the node's own
        mean) plus exploration * prior * sqrt(visits) / (1 + the option's visits), the prior the
        fast policy's softmax at the `prior` temperature (`position`: the kept position whose
        options these are, which keeps their weights)."""
        known = position.priors if position is not None else None
        if known is None:
            scores = _scored(node, state, player, options, texts, self.tuning, self.worths)
            top = max(scores)
            temperature = self.tuning.prior
            weights = [math.exp((s - top) / temperature) for s in scores]
            known = (weights, sum(weights))
            if position is not None:
                position.priors = known
        weights, weighed = known
        factor = self.tuning.exploration * math.sqrt(max(node.visits, 1)) / weighed
        untried = node.rewards[player] / node.visits if node.visits else 0.5
        children = node.children
        best_value = float("-inf")
        best_text = texts[0]
        for text, weight in zip(texts, weights, strict=True):
            child = children.get(text)
            if child is None or not child.visits:
                value = untried + factor * weight
            else:
                child.available += 1
                value = child.rewards[player] / child.visits + factor * weight / (1 + child.visits)
            if value > best_value:
                best_value, best_text = value, text
        return best_text

    def _select(self, node: Node, texts: list[str], player: int) -> str:
        """UCT among the children available here (availability counts, ISMCTS-style)."""
        best_value = float("-inf")
        best_text = texts[0]
        exploration = self.tuning.exploration
        children = node.children
        for text in texts:
            child = children[text]
            available = child.available = child.available + 1  # (at least 1: its log is defined)
            visits = child.visits
            q = child.q
            if q is not None:
                mean = q[player]
            else:
                mean = child.rewards[player] / visits if visits else 0.5
            value = mean + exploration * math.sqrt(math.log(available) / (visits + 1))
            if value > best_value:
                best_value, best_text = value, text
        return best_text


# After this many choices in a row that only move Beeb's marker or end a turn without acting
# (about five turns), the bot plays the fast policy, which heads for the pass, until it acts
# or passes: a search that values the turns still to come above the pass circles for hundreds
# of turns even where no position repeats (a star added to the display each lap)
IDLE_CHOICES: Final = 10


def _widened(
    node: Node,
    state: GameState,
    player: int,
    options: tuple[Option, ...],
    texts: list[str],
    tuning: Tuning,
    worths: Worths,
) -> list[str]:
    """The texts of the options a node searches now: its 1 + widen * sqrt(visits) options that
    the fast policy scores best."""
    _scored(node, state, player, options, texts, tuning, worths)
    ranked = sorted(texts, key=node.priors.__getitem__, reverse=True)
    return ranked[: 1 + int(tuning.widen * math.sqrt(node.visits))]


def _scored(
    node: Node,
    state: GameState,
    player: int,
    options: tuple[Option, ...],
    texts: list[str],
    tuning: Tuning,
    worths: Worths,
) -> list[float]:
    """The fast policy's score of each option here (each option scored once, on the first state
    the node meets it in)."""
    priors = node.priors
    unscored = [i for i, t in enumerate(texts) if t not in priors]
    if unscored:
        began = begin_listing(state)  # the scores share the effects in play
        try:
            listed = [options[i] for i in unscored]
            found = option_scores(state, player, listed, tuning.policy, worths)
        finally:
            end_listing(state, began)
        for i, score in zip(unscored, found, strict=True):
            priors[texts[i]] = score
    return [priors[t] for t in texts]


@register_bot("mcts")
def _mcts(params: dict[str, str], seed: int) -> MCTSBot:
    known = {"iters", "time", "worlds", "scale", *SPEC_SETTINGS}
    unknown = set(params) - known
    if unknown:
        raise BotSpecError(f"the mcts bot takes {', '.join(sorted(known))}, not {sorted(unknown)}")
    try:
        iterations = (
            int(spec_number("iters", params["iters"], whole=True, low=1))
            if ("iters" in params)
            else None
        )
        seconds = spec_number("time", params["time"], above=True) if "time" in params else None
        bot = MCTSBot(
            seed,
            iterations=iterations if iterations is not None or seconds is not None else 1000,
            seconds=seconds,
            worlds=int(spec_number("worlds", params.get("worlds", "8"), whole=True, low=1)),
            scale=spec_number("scale", params.get("scale", "12"), above=True),
            chosen=chosen_settings(params),
        )
    except ValueError as error:
        given = ":".join(f"{key}={value}" for key, value in params.items())
        raise BotSpecError(f"bad mcts option in mcts:{given}: {error}") from error
    return bot
