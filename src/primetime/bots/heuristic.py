"""The heuristic bot: no search; values each option by the estimate of the state it leads to.

For every option it plays that option on a copy of a game consistent with its view (so draws come
from cards it cannot see, never from the true deck), then scores the result with `estimate`: viewers
this round and later, cash, genre-track progress, end-game bonuses and the pass bonus still to come.
Passing and canceling come out of the same comparison. A `noise` setting makes it random-ish (the
`easy` difficulty).
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from ..engine import Decision, determinize
from ..engine.game import Game
from ..engine.machine import resolve
from ..engine.options import FreePass, Option, Pass
from ..engine.views import View
from .base import BotSpecError, register_bot, spec_number
from .evaluate import DEFAULT, Weights, estimate


def option_values(
    game: Game, player: int, options: tuple[Option, ...], weights: Weights
) -> list[float]:
    """The estimate for `player` after each option, played on copies of `game`."""
    listed = game.decision
    assert listed is not None
    if options != listed.options:  # each option is applied unchecked: it must be offered here
        for option in options:
            listed.find(option)  # IllegalChoice for one that is not
    values = []
    state = game.state
    for option in options:
        copy = state.clone(with_log=False)  # the estimate reads the state, not the log
        resolve(copy, option)
        values.append(estimate(copy, player, weights))
    return values


class HeuristicBot:
    """Greedy one-step lookahead with a hand-made state estimate."""

    needs_view = True

    def __init__(self, seed: int = 0, noise: float = 0.0, weights: Weights = DEFAULT) -> None:
        self.name = "heuristic" if not noise else f"heuristic:noise={noise}"
        self.rng = random.Random(seed)
        self.noise = noise
        self.weights = weights

    def choose(self, view: View | None, decision: Decision) -> Option:
        options = decision.options
        if len(options) == 1:
            return options[0]
        assert view is not None
        game = determinize(view, self.rng)
        values = option_values(game, decision.player, options, self.weights)
        if self.noise:
            return self._soft(options, values)
        best = max(values)
        tied = [o for o, v in zip(options, values, strict=True) if v == best]
        # A tie between waiting and passing goes to the pass: a player alone in the round with
        # nothing better to do (Beeb circling its rondel) ends it instead of waiting for ever.
        return next((o for o in tied if isinstance(o, (Pass, FreePass))), tied[0])

    def _soft(self, options: tuple[Option, ...], values: list[float]) -> Option:
        """Softmax over option values: higher noise, closer to random."""
        top = max(values)
        weights = [math.exp((v - top) / self.noise) for v in values]
        return self.rng.choices(options, weights)[0]


DEFAULTS = {"noise": 0.0, "turns": DEFAULT.turn_to_come}


@register_bot("heuristic")
def _heuristic(params: dict[str, str], seed: int) -> HeuristicBot:
    unknown = set(params) - {"noise", "turns"}
    if unknown:
        raise BotSpecError(f"the heuristic bot takes noise=X and turns=X, not {sorted(unknown)}")
    values = {}
    for name in ("noise", "turns"):
        try:
            values[name] = spec_number(name, params.get(name, str(DEFAULTS[name])))
        except ValueError as error:
            raise BotSpecError(f"heuristic {error}") from error
    weights = replace(DEFAULT, turn_to_come=values["turns"])
    return HeuristicBot(seed, values["noise"], weights)
