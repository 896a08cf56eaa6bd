"""Playing many games with bots, in parallel processes, for `primetime simulate`."""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .bots import make_bot, play_game
from .engine import Game, GameConfig
from .engine.modules.solo import RANKS
from .parallel import run_all


@dataclass(frozen=True)
class GameSpec:
    """One game to play: seed, seats' bot specs, and the config switches."""

    seed: int
    bots: tuple[str, ...]
    beginner: bool = False
    classic_turns: bool = False

    def config(self) -> GameConfig:
        names = tuple(f"{i + 1}:{bot}" for i, bot in enumerate(self.bots))
        return GameConfig(
            players=names, seed=self.seed, beginner=self.beginner, classic_turns=self.classic_turns
        )


@dataclass
class GameOutcome:
    """What one game produced (or the error it raised)."""

    seed: int
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    decisions: int = 0
    error: str | None = None
    rank: str | None = None


def play_one(spec: GameSpec) -> GameOutcome:
    """Play one game; an exception is reported as the outcome's error, not raised."""
    try:
        game = Game.new(spec.config())
        bots = [make_bot(b, spec.seed * 16 + i) for i, b in enumerate(spec.bots)]
        play_game(game, bots)
        result = game.result()
        return GameOutcome(
            spec.seed,
            [p.total for p in result.players],
            result.winners,
            len(game.history),
            rank=result.players[0].rank,
        )
    except Exception as error:  # noqa: BLE001 - a simulation reports engine errors, it doesn't stop
        detail = "".join(traceback.format_exception_only(type(error), error)).strip()
        return GameOutcome(spec.seed, error=f"seed {spec.seed}: {detail}")


@dataclass
class Summary:
    """Totals over a batch of games, in seat order."""

    seats: list[str]
    games: int
    completed: int = 0
    errors: int = 0
    error_messages: list[str] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    win_sums: list[float] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0
    ranks: dict[str, int] | None = None  # solo games: how many games ended at each rank

    def add(self, outcome: GameOutcome) -> None:
        if outcome.error is not None:
            self.errors += 1
            self.error_messages.append(outcome.error)
            return
        self.completed += 1
        self.decisions += outcome.decisions
        for i, score in enumerate(outcome.scores):
            self.score_sums[i] += score
        for i in outcome.winners:
            self.win_sums[i] += 1 / len(outcome.winners)
        if self.ranks is not None and outcome.rank is not None:
            self.ranks[outcome.rank] += 1

    def to_dict(self) -> dict[str, Any]:
        done = max(self.completed, 1)
        return {
            "games": self.games,
            "completed": self.completed,
            "errors": self.errors,
            "seats": self.seats,
            "mean_scores": [round(s / done, 2) for s in self.score_sums],
            "win_share": [round(w / done, 4) for w in self.win_sums],
            "games_per_second": round(self.completed / self.seconds, 2) if self.seconds else 0.0,
            "decisions_per_game": round(self.decisions / done, 1),
            "error_messages": self.error_messages[:5],
        } | ({"ranks": dict(self.ranks)} if self.ranks is not None else {})


def simulate(
    bots: list[str],
    games: int,
    seed: int = 0,
    jobs: int = 1,
    beginner: bool = False,
    progress: Callable[[int], None] | None = None,
    classic_turns: bool = False,
) -> Summary:
    """Play `games` games with these bots in these seats, in `jobs` processes."""
    seats = len(bots)
    summary = Summary(
        seats=[f"{i + 1}:{b}" for i, b in enumerate(bots)],
        games=games,
        score_sums=[0] * seats,
        win_sums=[0.0] * seats,
        ranks={name: 0 for _, name in reversed(RANKS)} if seats == 1 else None,
    )
    specs = [GameSpec(seed + i, tuple(bots), beginner, classic_turns) for i in range(games)]
    start = time.perf_counter()
    for outcome in run_all(play_one, specs, jobs, progress):
        summary.add(outcome)
    summary.seconds = time.perf_counter() - start
    return summary
