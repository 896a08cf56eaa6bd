"""Playing many games with bots, in parallel processes, for `primetime simulate`."""

from __future__ import annotations

import math
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .bots import play_game, seated_bots
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
    modules: tuple[str, ...] = ()
    executives: tuple[str, ...] = ()  # boards given to the first seats, in order (the rest dealt)

    def config(self) -> GameConfig:
        names = tuple(f"{i + 1}:{bot}" for i, bot in enumerate(self.bots))
        return GameConfig(
            players=names,
            seed=self.seed,
            beginner=self.beginner,
            classic_turns=self.classic_turns,
            modules=self.modules,
            executives=seat_executives(names, self.executives),
        )


def seat_executives(names: tuple[str, ...], executives: tuple[str, ...]) -> dict[str, str]:
    """Executive boards given to seats in order (`--executive NAME ...`); later seats are dealt."""
    return dict(zip(names, executives, strict=False))


@dataclass
class GameOutcome:
    """What one game produced (or the error it raised)."""

    seed: int
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    decisions: int = 0
    error: str | None = None
    rank: str | None = None
    # With Moguls, per seat: (the mogul taken or "", that seat's final score, 1 if it won, the
    # viewers scored by the mogul's own items: round bonuses, score again, Game End)
    moguls: list[tuple[str, int, float, int]] = field(default_factory=list)
    # With Executives, per seat: (its executive, that seat's final score)
    executives: list[tuple[str, int]] = field(default_factory=list)


def play_one(spec: GameSpec) -> GameOutcome:
    """Play one game; an exception is reported as the outcome's error, not raised."""
    try:
        game = Game.new(spec.config())
        play_game(game, seated_bots(spec.bots, spec.seed))
        result = game.result()
        return GameOutcome(
            spec.seed,
            [p.total for p in result.players],
            result.winners,
            len(game.history),
            rank=result.players[0].rank,
            moguls=mogul_outcomes(game) if "moguls" in spec.modules else [],
            executives=executive_outcomes(game) if "executives" in spec.modules else [],
        )
    except Exception as error:  # noqa: BLE001 - a simulation reports engine errors, it doesn't stop
        detail = "".join(traceback.format_exception_only(type(error), error)).strip()
        return GameOutcome(spec.seed, error=f"seed {spec.seed}: {detail}")


def mogul_outcomes(game: Game) -> list[tuple[str, int, float, int]]:
    """For each seat of a finished game with Moguls: its mogul (or ""), final score, its share
    of the win (1, 1/n of a win shared by n, or 0), and the viewers its mogul's own score
    items gave (a show's bonus from a mogul is in the show's viewers, not counted here)."""
    from .engine.modules.moguls import mogul_of

    state = game.state
    result = game.result()
    out = []
    winners = sum(player.winner for player in result.players)  # a shared win is split
    for seat, player in enumerate(result.players):
        mogul = mogul_of(state, seat) or ""
        direct = sum(i.viewers for i in player.items if mogul and i.source == mogul)
        for event in state.log:
            if event.player != seat or not mogul:
                continue
            if event.kind == "score":
                direct += sum(v for _, source, v in event.data["items"] if source == mogul)
            elif event.kind == "rescore":
                direct += int(event.data["viewers"])
        out.append((mogul, player.total, player.winner / winners, direct))
    return out


def executive_outcomes(game: Game) -> list[tuple[str, int]]:
    """For each seat of a finished game with Executives: its executive and final score."""
    from .engine.modules.executives.base import executive_of

    result = game.result()
    return [
        (executive_of(game.state, seat) or "", player.total)
        for seat, player in enumerate(result.players)
    ]


@dataclass
class Summary:
    """Totals over a batch of games, in seat order."""

    seats: list[str]
    games: int
    completed: int = 0
    errors: int = 0
    error_messages: list[str] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    score_squares: list[int] = field(default_factory=list)  # sums of squared scores, per seat
    win_sums: list[float] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0
    ranks: dict[str, int] | None = None  # solo games: how many games ended at each rank
    # With Moguls: mogul ("" for none) -> [seats that took it, score sum, wins, own viewers]
    moguls: dict[str, list[float]] | None = None
    # With Executives: executive -> [seats that held it, score sum, win sum (ties split)]
    executives: dict[str, list[float]] | None = None

    def __post_init__(self) -> None:
        if not self.score_squares:
            self.score_squares = [0] * len(self.score_sums)

    def add(self, outcome: GameOutcome) -> None:
        if outcome.error is not None:
            self.errors += 1
            self.error_messages.append(outcome.error)
            return
        self.completed += 1
        self.decisions += outcome.decisions
        for i, score in enumerate(outcome.scores):
            self.score_sums[i] += score
            self.score_squares[i] += score * score
        for i in outcome.winners:
            self.win_sums[i] += 1 / len(outcome.winners)
        if self.ranks is not None and outcome.rank is not None:
            self.ranks[outcome.rank] += 1
        if outcome.moguls:
            table = self.moguls if self.moguls is not None else {}
            self.moguls = table
            for mogul, score, won, direct in outcome.moguls:
                row = table.setdefault(mogul, [0, 0, 0, 0])
                for i, value in enumerate((1, score, won, direct)):
                    row[i] += value
        if outcome.executives:
            held = self.executives if self.executives is not None else {}
            self.executives = held
            for seat, (board, score) in enumerate(outcome.executives):
                entry = held.setdefault(board, [0, 0, 0.0])
                entry[0] += 1
                entry[1] += score
                if seat in outcome.winners:
                    entry[2] += 1 / len(outcome.winners)

    def mogul_table(self) -> list[dict[str, Any]]:
        """Per mogul (and "none"): how often a seat took it (per game), and its holders' mean
        score, win share and mean viewers from the mogul's own items."""
        if not self.moguls:
            return []
        done = max(self.completed, 1)
        rows = []
        for mogul, (taken, score, wins, direct) in sorted(
            self.moguls.items(), key=lambda kv: (kv[0] == "", -kv[1][0], kv[0])
        ):
            rows.append(
                {
                    "mogul": mogul or "none",
                    "taken_per_game": round(taken / done, 3),
                    "mean_score": round(score / taken, 1),
                    "win_share": round(wins / taken, 3),
                    "mean_mogul_viewers": round(direct / taken, 1),
                }
            )
        return rows

    def executive_table(self) -> list[dict[str, Any]]:
        """Per executive: how many seats held it, their mean score and win share (ties split),
        best win share first (any board the games dealt, so new boards need nothing here)."""
        rows = [
            {
                "executive": board or "none",
                "seats": int(seats),
                "mean_score": round(score / seats, 1),
                "win_share": round(wins / seats, 3),
            }
            for board, (seats, score, wins) in (self.executives or {}).items()
        ]
        return sorted(rows, key=lambda r: (-r["win_share"], -r["mean_score"], r["executive"]))

    def score_intervals(self) -> list[list[float] | None]:
        """Per seat, the 95% confidence interval of the mean score (normal approximation: the
        mean plus or minus 1.96 standard errors); None with fewer than 2 games."""
        n = self.completed
        if n < 2:
            return [None] * len(self.score_sums)
        intervals: list[list[float] | None] = []
        for total, squares in zip(self.score_sums, self.score_squares, strict=True):
            mean = total / n
            variance = max(squares - n * mean * mean, 0.0) / (n - 1)
            half = 1.96 * math.sqrt(variance / n)
            intervals.append([round(mean - half, 2), round(mean + half, 2)])
        return intervals

    def to_dict(self) -> dict[str, Any]:
        done = max(self.completed, 1)
        return (
            {
                "games": self.games,
                "completed": self.completed,
                "errors": self.errors,
                "seats": self.seats,
                "mean_scores": [round(s / done, 2) for s in self.score_sums],
                "score_ci95": self.score_intervals(),
                "win_share": [round(w / done, 4) for w in self.win_sums],
                "games_per_second": round(self.completed / self.seconds, 2)
                if self.seconds
                else 0.0,
                "decisions_per_game": round(self.decisions / done, 1),
                "error_messages": self.error_messages[:5],
            }
            | ({"ranks": dict(self.ranks)} if self.ranks is not None else {})
            | ({"moguls": self.mogul_table()} if self.moguls is not None else {})
            | ({"executive_stats": self.executive_table()} if self.executives is not None else {})
        )


def simulate(
    bots: list[str],
    games: int,
    seed: int = 0,
    jobs: int = 1,
    beginner: bool = False,
    progress: Callable[[int], None] | None = None,
    classic_turns: bool = False,
    modules: tuple[str, ...] = (),
    executives: tuple[str, ...] = (),
) -> Summary:
    """Play `games` games with these bots in these seats, in `jobs` processes (`executives`:
    boards given to the first seats, in order)."""
    seats = len(bots)
    summary = Summary(
        seats=[f"{i + 1}:{b}" for i, b in enumerate(bots)],
        games=games,
        score_sums=[0] * seats,
        win_sums=[0.0] * seats,
        ranks={name: 0 for _, name in reversed(RANKS)} if seats == 1 else None,
        executives={} if "executives" in modules else None,
    )
    specs = [
        GameSpec(seed + i, tuple(bots), beginner, classic_turns, tuple(modules), executives)
        for i in range(games)
    ]
    start = time.perf_counter()
    for outcome in run_all(play_one, specs, jobs, progress):
        summary.add(outcome)
    summary.seconds = time.perf_counter() - start
    return summary
