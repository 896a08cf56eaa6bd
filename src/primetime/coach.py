"""The coach: the hard bot's view of a decision, and an after-game look at a player's choices.

`hint(view, decision)` searches the decision with the hard bot's search (`MCTSBot.search`) from
the player's own view only (hidden cards are dealt at random from what the player has not seen,
as the bot does), on an iteration budget, so the same view and seed always give the same hint. Each
option's value is the mean estimated final score of the searches through it (`Node.scores`), and at
a table of several players its win chance (the search's mean reward).

`analyse(save)` replays a saved game and, at each of one player's decisions with a choice, compares
the option chosen with the bot's best: the loss is the best option's estimated final score minus the
chosen one's, both from that player's view at that point. The chosen options' values over the game
are its expected-score curve.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .bots.evaluate import estimate
from .bots.mcts import MCTSBot
from .engine.decision import Decision
from .engine.game import Game, determinize
from .engine.options import Option
from .engine.views import View
from .presentation import option_label
from .typed import typed_number

HINT_ITERATIONS = 500  # about a second a hint at a table (the hard bot thinks for 1 s)
# Solo iterations cost about half a table's (rollouts cut after 8 decisions and judged by the
# learned value; 1 s, pure build: 820-1,430 solo against 520-700 at 4 players): twice as many
SOLO_SHARE = 2.0
ANALYSE_ITERATIONS = 300  # per decision of a saved game (a 2-player game: about 15 s)
# Where the player chose otherwise than the bot, both options are played again on shared deals:
# a quarter of the search's iterations in pairs, at least DUEL_LEAST
DUEL_SHARE = 0.25
DUEL_LEAST = 32
DUEL_SEED = 7919
SURE = 2.0  # a loss counts when the duel's mean is above this many standard errors


def budget_for(view: View, iterations: int) -> int:
    """An iteration budget for this view's game: `iterations` at a table, `SOLO_SHARE` of it solo
    (about the same time)."""
    if view.state.player_count == 1:
        return max(1, round(iterations * SOLO_SHARE))
    return iterations


TOP = 3
SEATS_KEY = "seats"  # where terminal saves keep who sits where (tui.setup.SEATS_KEY)
PERSON = "person"


@dataclass(frozen=True)
class Estimate:
    """One option as the search saw it."""

    option: Option
    label: str
    score: float  # mean estimated final score of the player, in viewers
    win: float | None  # win chance against the best rival (None solo)
    visits: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "option": str(self.option),
            "label": self.label,
            "score": round(self.score, 2),
            "win": None if self.win is None else round(self.win, 4),
            "visits": self.visits,
        }


@dataclass(frozen=True)
class Hint:
    """The search's options for a decision, best first (the bot plays the first)."""

    player: int
    ranked: tuple[Estimate, ...]
    iterations: int

    @property
    def best(self) -> Estimate:
        return self.ranked[0]

    def top(self, count: int = TOP) -> tuple[Estimate, ...]:
        return self.ranked[:count]

    def of(self, option: Option | str) -> Estimate | None:
        """The estimate of one option (by option or text)."""
        text = str(option)
        return next((e for e in self.ranked if str(e.option) == text), None)

    @property
    def caption(self) -> str:
        """What the list is, under it in every interface: the bot's choice first (the option
        its search tried most, which a slightly higher score from fewer tries need not beat),
        then the others by score (`hint`)."""
        searched = f"from {self.iterations} searches"
        return f"the bot's choice first, then by expected final viewers; {searched}"

    def to_dict(self, count: int = TOP) -> dict[str, Any]:
        return {
            "player": self.player,
            "iterations": self.iterations,
            "caption": self.caption,
            "options": [e.to_dict() for e in self.top(count)],
        }


def search_options(
    view: View, decision: Decision, iterations: int | None = None, seed: int = 0
) -> Hint:
    """Every option of the viewer's decision valued by the hard bot's search, best first (most
    visited, then best mean reward: the bot's order). Reads only `view`. `iterations` None:
    `HINT_ITERATIONS` as `budget_for` the game."""
    if view.player is None or view.player != decision.player:
        raise ValueError("a hint is for the player whose decision it is, from their own view")
    player = decision.player
    cards = view.state.cards
    options = decision.options
    if len(options) == 1:
        world = determinize(view, _rng(seed))
        only = Estimate(
            options[0], option_label(cards, options[0]), estimate(world.state, player), None, 0
        )
        return Hint(player, (only,), 0)
    budget = iterations if iterations is not None else budget_for(view, HINT_ITERATIONS)
    bot = MCTSBot(seed, iterations=budget)
    # every option visited twice first, even past the budget (PUCT alone need not try them all)
    root = bot.search(view, decision, least=2)
    solo = view.state.player_count == 1
    found: list[tuple[tuple[int, float], Estimate]] = []
    for option in options:
        node = root.children.get(str(option))
        if node is None or not node.visits:
            continue
        mean_reward = node.rewards[player] / node.visits
        found.append(
            (
                (node.visits, mean_reward),
                Estimate(
                    option,
                    option_label(cards, option),
                    node.scores[player] / node.visits,
                    None if solo else mean_reward,
                    node.visits,
                ),
            )
        )
    found.sort(key=lambda pair: pair[0], reverse=True)
    return Hint(player, tuple(e for _, e in found), bot.last_iterations)


def hint(view: View, decision: Decision, budget: int | None = None, seed: int = 0) -> Hint:
    """The hard bot's top options for the viewer's decision with their estimated values, from the
    viewer's own view only; `budget` is the search's iterations (None: about a second's worth,
    `budget_for`), deterministic for a seed."""
    found = search_options(view, decision, budget, seed)
    first, *others = found.top(TOP)
    # the bot's choice, then the next most searched by score: by visits alone, a list read as
    # "best first" showed 170.7 above 172.1
    others.sort(key=lambda e: e.score, reverse=True)
    return Hint(found.player, (first, *others), found.iterations)


def _rng(seed: int) -> random.Random:
    return random.Random(seed)


# -- after the game ---------------------------------------------------------------------------


def duel_pairs(iterations: int) -> int:
    """The pairs a duel plays after a search of `iterations`."""
    return max(DUEL_LEAST, round(iterations * DUEL_SHARE))


@dataclass(frozen=True)
class Duel:
    """The bot's best against the option chosen, replayed on the same deals (`MCTSBot.duel`):
    the mean difference of their estimated final scores and its standard error. A search that
    tried an option twice can value it 40 viewers off; a duel's pairs share the deal's luck, so
    its difference is the options' own."""

    pairs: int
    mean: float  # the best's estimated final score minus the chosen one's, in viewers
    error: float  # the mean's standard error

    @classmethod
    def of(cls, differences: list[float]) -> Duel:
        count = len(differences)
        mean = sum(differences) / count
        spread = sum((d - mean) ** 2 for d in differences) / (count - 1) if count > 1 else 0.0
        return cls(count, mean, math.sqrt(spread / count))

    @property
    def sure(self) -> bool:
        """The best is better beyond the noise: its mean more than `SURE` errors above 0."""
        return self.mean > SURE * self.error

    def to_dict(self) -> dict[str, Any]:
        return {"pairs": self.pairs, "mean": round(self.mean, 2), "error": round(self.error, 2)}


@dataclass(frozen=True)
class Moment:
    """One decision of the analysed player: what they chose against the bot's best."""

    step: int  # the choice's index in the game's history
    round: int
    kind: str
    options: int
    chosen: Estimate
    best: Estimate
    top: tuple[Estimate, ...]
    duel: Duel | None = None  # None when the player chose the bot's best

    @property
    def agreed(self) -> bool:
        return str(self.chosen.option) == str(self.best.option)

    @property
    def loss(self) -> float:
        """Expected final score given up against the bot's best: the duel's mean where it is
        sure, else 0 (the same choice, or a difference within the noise)."""
        if self.duel is None or not self.duel.sure:
            return 0.0
        return self.duel.mean

    @property
    def expected(self) -> float:
        """The expected final score after the choice: the bot's best's (the option its search
        tried most, so its steadiest value) less the loss. The chosen option's own value can be
        from a few tries only, and swing by tens of viewers from one decision to the next."""
        return self.best.score - self.loss

    @property
    def win_loss(self) -> float | None:
        """Win chance given up against the bot's best (None solo)."""
        if self.best.win is None or self.chosen.win is None:
            return None
        if self.agreed:
            return 0.0
        return self.best.win - self.chosen.win

    def to_dict(self) -> dict[str, Any]:
        win_loss = self.win_loss
        return {
            "step": self.step,
            "round": self.round,
            "kind": self.kind,
            "options": self.options,
            "chosen": self.chosen.to_dict(),
            "best": self.best.to_dict(),
            "loss": round(self.loss, 2),
            "expected": round(self.expected, 2),
            "duel": None if self.duel is None else self.duel.to_dict(),
            "win_loss": None if win_loss is None else round(win_loss, 4),
            "top": [e.to_dict() for e in self.top],
        }


@dataclass(frozen=True)
class Analysis:
    """A player's decisions in a game, each valued by the search from their view."""

    player: int
    name: str
    iterations: int
    moments: tuple[Moment, ...]
    final_score: int | None = None
    names: tuple[str, ...] = field(default=())

    def worst(self, count: int = 5) -> list[Moment]:
        """The decisions that lost the most expected score, worst first (losses above 0)."""
        lost = [m for m in self.moments if m.loss > 0]
        return sorted(lost, key=lambda m: m.loss, reverse=True)[:count]

    @property
    def curve(self) -> list[float]:
        """The expected final score after each decision (`Moment.expected`)."""
        return [m.expected for m in self.moments]

    @property
    def total_loss(self) -> float:
        return sum(m.loss for m in self.moments)

    @property
    def agreed(self) -> int:
        """Decisions where the player chose the bot's best."""
        return sum(1 for m in self.moments if m.agreed)

    @property
    def within_noise(self) -> int:
        """Decisions chosen otherwise than the bot, but not worse beyond the duel's noise."""
        return sum(1 for m in self.moments if not m.agreed and m.loss == 0)

    def to_dict(self, worst: int = 10) -> dict[str, Any]:
        return {
            "player": self.player,
            "name": self.name,
            "iterations": self.iterations,
            "duel_pairs": duel_pairs(self.iterations),
            "sure": SURE,
            "final_score": self.final_score,
            "decisions": len(self.moments),
            "agreed": self.agreed,
            "within_noise": self.within_noise,
            "total_loss": round(self.total_loss, 2),
            "curve": [round(v, 2) for v in self.curve],
            "worst": [m.step for m in self.worst(worst)],
            "moments": [m.to_dict() for m in self.moments],
        }


def person_seat(game: Game) -> int:
    """The seat a terminal save marks as a person's (the first), else seat 0."""
    seats = game.config.extra.get(SEATS_KEY)
    if isinstance(seats, (list, tuple)):
        for index, kind in enumerate(seats):
            if kind == PERSON:
                return index
    return 0


def seat_of(game: Game, name: str | None) -> int:
    """A player's seat by name (case-insensitive) or number (1-based); None: `person_seat`."""
    if name is None:
        return person_seat(game)
    players = list(game.config.players)
    for index, player in enumerate(players):
        if player.lower() == name.strip().lower():
            return index
    number = typed_number(name)
    if number is not None and 1 <= number <= len(players):
        return number - 1
    raise ValueError(f"no player {name!r} in this game; the players are {', '.join(players)}")


def load_save(save: str | Game) -> Game:
    """A saved game (its JSON text, or a game) checked by replaying it."""
    if isinstance(save, Game):
        return save
    return Game.from_json(save)


def decisions_of(game: Game, player: int) -> int:
    """How many of `player`'s decisions with a choice the game holds (for progress bars)."""
    replay = Game.new(game.config, auto_chance=game.state.auto_chance)
    count = 0
    for choice in game.history:
        decision = replay.decision
        assert decision is not None
        if decision.player == player and len(decision.options) > 1:
            count += 1
        replay.choose(choice)
    return count


@dataclass(frozen=True)
class Turn:
    """One of a player's decisions with a choice in a saved game: their view at that point and
    what they chose (all a search of it needs, and all from that player's view)."""

    step: int  # the choice's index in the game's history
    round: int
    view: View
    decision: Decision
    choice: Option


def turns_of(game: Game, seat: int) -> list[Turn]:
    """Replay a game; each of `seat`'s decisions with more than one option, in order."""
    if not 0 <= seat < len(game.config.players):
        raise ValueError(f"no seat {seat} in this game")
    replay = Game.new(game.config, auto_chance=game.state.auto_chance)
    turns: list[Turn] = []
    for step, choice in enumerate(game.history):
        decision = replay.decision
        assert decision is not None
        if decision.player == seat and len(decision.options) > 1:
            chosen = decision.find(choice, game.config.players)
            turns.append(Turn(step, replay.state.round, replay.view(seat), decision, chosen))
        replay.choose(choice)
    return turns


def moment_of(turn: Turn, iterations: int = ANALYSE_ITERATIONS, seed: int = 0) -> Moment:
    """Search one decision from the player's view then and compare their choice with the bot's
    best (the seed is offset by the step, so every decision gets its own); where they differ,
    the two are replayed on shared deals (`Duel`)."""
    decision = turn.decision
    found = search_options(turn.view, decision, iterations, seed + turn.step)
    cards = turn.view.state.cards
    chosen = found.of(turn.choice) or Estimate(
        turn.choice, option_label(cards, turn.choice), float("nan"), None, 0
    )
    best = found.best
    duel = None
    if str(chosen.option) != str(best.option):
        bot = MCTSBot(seed + turn.step + DUEL_SEED)  # deals of its own, not the search's
        pairs = duel_pairs(iterations)
        duel = Duel.of(bot.duel(turn.view, decision, best.option, chosen.option, pairs))
    return Moment(
        turn.step,
        turn.round,
        decision.kind,
        len(decision.options),
        chosen,
        best,
        found.top(TOP),
        duel,
    )


def analysis_of(game: Game, seat: int, iterations: int, moments: tuple[Moment, ...]) -> Analysis:
    """The analysis of a finished (or not) game's seat from its decisions' moments."""
    final = game.result().players[seat].total if game.over else None
    return Analysis(
        seat,
        game.config.players[seat],
        iterations,
        moments,
        final,
        tuple(game.config.players),
    )


def analyse(
    save: str | Game,
    player: int | str | None = None,
    iterations: int = ANALYSE_ITERATIONS,
    seed: int = 0,
    progress: Callable[[int], None] | None = None,
) -> Analysis:
    """Replay a saved game; at each of `player`'s decisions with more than one option, search it
    from their view at that point and compare their choice with the bot's best. `progress` is
    called with the number of decisions analysed so far."""
    game = load_save(save)
    seat = player if isinstance(player, int) else seat_of(game, player)
    moments: list[Moment] = []
    for turn in turns_of(game, seat):
        moments.append(moment_of(turn, iterations, seed))
        if progress is not None:
            progress(len(moments))
    return analysis_of(game, seat, iterations, tuple(moments))


SPARKS = "▁▂▃▄▅▆▇█"


def sparkline(values: list[float]) -> str:
    """A one-line text curve of the values."""
    known = [v for v in values if not math.isnan(v)]
    if not known:
        return " " * len(values)
    low, high = min(known), max(known)
    span = high - low or 1.0
    return "".join(
        " " if math.isnan(v) else SPARKS[int((v - low) / span * (len(SPARKS) - 1))] for v in values
    )


def dumps(analysis: Analysis, worst: int = 10) -> str:
    """The analysis as JSON, with the `worst` decisions that lost the most listed as `worst`."""
    return json.dumps(analysis.to_dict(worst), indent=1)
