"""The heuristic bot: no search; values each option by the estimate of the state it leads to.

For every option it plays that option on a copy of a game consistent with its view (so draws come
from cards it cannot see, never from the true deck), then scores the result with `estimate`: viewers
this round and later, cash, genre-track progress, end-game bonuses and the pass bonus still to come.
Passing and canceling come out of the same comparison. A `noise` setting makes it random-ish (the
`easy` difficulty); `ahead` judges an option by the best the same player can do after it in the
same turn, up to that many decisions deep (`looked_ahead`).
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Final

from ..engine import Decision, determinize
from ..engine.game import Game
from ..engine.machine import options_of, resolve
from ..engine.options import FreePass, Option, Pass
from ..engine.state import GameState
from ..engine.views import View
from .base import BotSpecError, register_bot, spec_number
from .evaluate import DEFAULT, Weights, estimate
from .positions import Chosen, least_chosen, position_key, remember


def option_values(
    game: Game,
    player: int,
    options: tuple[Option, ...],
    weights: Weights,
    ahead: int = 0,
    spend: bool = False,
) -> list[float]:
    """The estimate for `player` after each option, played on copies of `game` (with `ahead`:
    see `looked_ahead`). With `spend` the game is the caller's to use up (a world determinized
    for this one choice): the last option is played on it, not on a copy of it."""
    listed = game.decision
    assert listed is not None
    if options != listed.options:  # each option is applied unchecked: it must be offered here
        for option in options:
            listed.find(option)  # IllegalChoice for one that is not
    values = []
    state = game.state
    last = len(options) - 1 if spend else -1
    for index, option in enumerate(options):
        if index == last:
            # the game itself, as a copy would be: a log of its own, empty (a copy shares no
            # memo either, and what the game listed `resolve` forgets)
            copy = state
            copy.log = []
        else:
            copy = state.clone(with_log=False)  # the estimate reads the state, not the log
        resolve(copy, option)
        values.append(
            looked_ahead(copy, player, weights, ahead) if ahead else estimate(copy, player, weights)
        )
    return values


def looked_ahead(state: GameState, player: int, weights: Weights, ahead: int) -> float:
    """The estimate of `state` (a copy an option was just played on) for `player`; but while
    `player` decides next in the same turn (the rest of an action, what to do where a Beeb move
    lands, a card to use after it) and `ahead` decisions remain, the best of that decision's
    options, each played on a copy and looked at the same way. A turn to come is not looked
    into: the estimate values it (and looking past it, every lap of a rondel looks better than
    a pass)."""
    pending = state.pending
    if not ahead or pending is None or pending[1] != player or _turn_began(state):
        return estimate(state, player, weights)
    best = -math.inf
    for option in options_of(state):
        copy = state.clone(with_log=False)
        resolve(copy, option)
        best = max(best, looked_ahead(copy, player, weights, ahead - 1))
    return best


def _turn_began(copy: GameState) -> bool:
    """A turn or a round began on this copy (whose log holds only what it played)."""
    return any(event.kind in NEW_TURN for event in copy.log)


NEW_TURN: Final = frozenset({"turn", "round"})


class HeuristicBot:
    """Greedy lookahead with a hand-made state estimate: one decision, or with `ahead` the
    player's own decisions still to come in the same turn."""

    needs_view = True

    def __init__(
        self, seed: int = 0, noise: float = 0.0, weights: Weights = DEFAULT, ahead: int = 0
    ) -> None:
        self.name = "heuristic" if not noise else f"heuristic:noise={noise}"
        if ahead:
            self.name += f":ahead={ahead}"
        self.rng = random.Random(seed)
        self.noise = noise
        self.weights = weights
        self.ahead = ahead
        self.chosen_in: Chosen = {}  # with `ahead`: what it chose in each position so far

    def choose(self, view: View | None, decision: Decision) -> Option:
        options = decision.options
        if len(options) == 1:
            return options[0]
        assert view is not None
        position = ""
        if self.ahead:
            # A move judged by where it lands may look better than the pass, lap after lap of
            # a rondel, for a player alone in the round (Beeb): in a position it has chosen in
            # before, the bot chooses among the options it chose there least (positions.py).
            position = position_key(view)
            allowed = least_chosen(self.chosen_in, position, (str(o) for o in options))
            options = tuple(o for o in options if str(o) in allowed)
            if len(options) == 1:
                return self._chosen(position, options[0])
        game = determinize(view, self.rng)  # a world of its own, spent on the last option
        values = option_values(game, decision.player, options, self.weights, self.ahead, True)
        if self.noise:
            return self._chosen(position, self._soft(options, values))
        best = max(values)
        tied = [o for o, v in zip(options, values, strict=True) if v == best]
        # A tie between waiting and passing goes to the pass: a player alone in the round with
        # nothing better to do (Beeb circling its rondel) ends it instead of waiting for ever.
        pick = next((o for o in tied if isinstance(o, (Pass, FreePass))), tied[0])
        return self._chosen(position, pick)

    def _chosen(self, position: str, option: Option) -> Option:
        if position:
            remember(self.chosen_in, position, str(option))
        return option

    def _soft(self, options: tuple[Option, ...], values: list[float]) -> Option:
        """Softmax over option values: higher noise, closer to random."""
        top = max(values)
        weights = [math.exp((v - top) / self.noise) for v in values]
        return self.rng.choices(options, weights)[0]


MAX_AHEAD = 3
DEFAULTS = {"noise": 0.0, "turns": DEFAULT.turn_to_come, "ahead": 0.0}


@register_bot("heuristic")
def _heuristic(params: dict[str, str], seed: int) -> HeuristicBot:
    unknown = set(params) - set(DEFAULTS)
    if unknown:
        raise BotSpecError(
            f"the heuristic bot takes noise=X, turns=X and ahead=N, not {sorted(unknown)}"
        )
    values = {}
    for name in DEFAULTS:
        try:
            text = params.get(name, f"{DEFAULTS[name]:g}")
            values[name] = spec_number(name, text, whole=name == "ahead")
        except ValueError as error:
            raise BotSpecError(f"heuristic {error}") from error
    ahead = values["ahead"]
    if ahead > MAX_AHEAD:  # each decision looked ahead multiplies the copies played
        raise BotSpecError(f"heuristic ahead must be {MAX_AHEAD} or less, not {ahead:g}")
    weights = replace(DEFAULT, turn_to_come=values["turns"])
    return HeuristicBot(seed, values["noise"], weights, int(ahead))
