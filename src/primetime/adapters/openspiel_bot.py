"""`openspiel-ismcts`: OpenSpiel's own ISMCTS bot playing primetime from our views.

    from primetime.bots import make_bot
    import primetime.adapters.openspiel_bot  # registers the bot

    bot = make_bot("openspiel-ismcts:sims=50", seed=1)

At each decision with more than one option the bot determinizes its view (the engine's
`determinize`: unseen cards dealt at random from what it cannot see), wraps that game as a
`python_primetime` state with explicit chance, and runs `open_spiel.python.algorithms.ismcts`
on it: `sims` simulations, each from a fresh determinization (resampled through the state's
`resample_from_infostate`, seeded by the bot), evaluated by random rollouts to the end of the game
(OpenSpiel's `RandomRolloutEvaluator`), with the adapter's bounded returns. The action it picks
maps back to one of the decision's options. It never reads the true state, and a seeded bot plays
the same way every time.

Spec options: `sims` (simulations per decision, default 100), `uct` (exploration constant,
default 2.0), `rollouts` (random rollouts per evaluation, default 1).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-untyped]

from ..bots.base import BotSpecError, register_bot, spec_number
from ..engine import Decision
from ..engine.game import Game, determinize
from ..engine.options import Option
from ..engine.views import View
from .action_space import action_space
from .openspiel import PrimetimeGame, PrimetimeState, load_game

DEFAULT_SIMS = 100
DEFAULT_UCT = 2.0
SEED_BOUND = 2**32


class OpenSpielISMCTSBot:
    """OpenSpiel's ISMCTS on determinizations of the bot's view."""

    needs_view = True

    def __init__(
        self, sims: int = DEFAULT_SIMS, seed: int = 0, uct: float = DEFAULT_UCT, rollouts: int = 1
    ) -> None:
        self.name = f"openspiel-ismcts:sims={sims}"
        self.sims = sims
        self.uct = uct
        self.rollouts = rollouts
        self.rng = random.Random(seed)
        self._games: dict[tuple[int, bool, bool, str], PrimetimeGame] = {}

    def _game(self, view: View) -> PrimetimeGame:
        config = view.state.config
        key = (config.player_count, config.classic_turns, config.beginner, "+".join(config.modules))
        if key not in self._games:
            self._games[key] = load_game(*key)
        return self._games[key]

    def search_state(self, view: View) -> PrimetimeState:
        """An OpenSpiel state consistent with the view (hidden cards dealt at random), with
        chance explicit from there on."""
        game: Game = determinize(view, self.rng)
        game.state.auto_chance = False  # the view's game may resolve chance itself
        return self._game(view).state_of(game)

    def choose(self, view: View | None, decision: Decision) -> Option:
        options = decision.options
        if len(options) == 1:
            return options[0]
        if view is None or view.player != decision.player:
            raise ValueError("the openspiel-ismcts bot needs the deciding player's view")
        state = self.search_state(view)
        random_state = np.random.RandomState(self.rng.randrange(SEED_BOUND))
        bot = ismcts.ISMCTSBot(
            game=state.get_game(),
            evaluator=mcts.RandomRolloutEvaluator(self.rollouts, random_state),
            uct_c=self.uct,
            max_simulations=self.sims,
            random_state=random_state,
        )
        bot.set_resampler(self._resample)
        action = int(bot.step(state))
        return action_space(view.state.config.modules).find(decision, action)

    def _resample(self, state: PrimetimeState, player: int) -> Any:
        return state.resample_from_infostate(player, self.rng.random)


def _number(params: dict[str, str], key: str, default: float, kind: type) -> Any:
    text = params.get(key)
    if text is None:
        return default
    try:
        return kind(spec_number(key, text, whole=kind is int, above=True))
    except ValueError as error:
        raise BotSpecError(f"openspiel-ismcts {error}") from None


@register_bot("openspiel-ismcts")
def _openspiel_ismcts(params: dict[str, str], seed: int) -> OpenSpielISMCTSBot:
    unknown = sorted(set(params) - {"sims", "uct", "rollouts"})
    if unknown:
        raise BotSpecError(
            f"the openspiel-ismcts bot takes sims=N, uct=X and rollouts=N, not {unknown}"
        )
    return OpenSpielISMCTSBot(
        sims=_number(params, "sims", DEFAULT_SIMS, int),
        seed=seed,
        uct=_number(params, "uct", DEFAULT_UCT, float),
        rollouts=_number(params, "rollouts", 1, int),
    )
