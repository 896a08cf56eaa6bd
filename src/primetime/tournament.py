"""Tournaments between bots: rotated seats, win shares with confidence intervals, ratings.

Games come in rotations: the same deal (seed) is played once with the seating rotated to each
position, so every bot plays every seat equally often and luck of the deal evens out. Per bot:
win share (ties split) with a 95% Wilson interval, mean final score, mean rank (1 = best, ties
averaged) and an OpenSkill (Plackett-Luce) rating, updated game by game in a fixed order so the
result does not depend on `--jobs`.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from .bots import make_bot, play_game
from .engine import Game, GameConfig
from .parallel import run_all
from .simulation import seat_executives


@dataclass(frozen=True)
class Seating:
    """One game of a tournament: its deal (seed) and which bot sits where."""

    number: int
    seed: int
    bots: tuple[str, ...]
    classic_turns: bool = False
    beginner: bool = False
    modules: tuple[str, ...] = ()
    executives: tuple[str, ...] = ()  # boards given to the first seats, in order (rest dealt)


@dataclass
class Played:
    """A finished tournament game: scores and ranks by seat (or the error it raised)."""

    number: int
    bots: tuple[str, ...]
    scores: list[int] = field(default_factory=list)
    ranks: list[float] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    error: str | None = None


def seatings(
    bots: list[str],
    players: int,
    games: int,
    seed: int,
    classic: bool = False,
    beginner: bool = False,
    modules: tuple[str, ...] = (),
    executives: tuple[str, ...] = (),
) -> list[Seating]:
    """`games` seatings: each deal played with the lineup rotated through every seat (the
    executives given stay with their seats)."""
    lineup = [bots[i % len(bots)] for i in range(players)]
    out = []
    for number in range(games):
        shift = number % players
        rotated = tuple(lineup[(i - shift) % players] for i in range(players))
        seating = Seating(
            number, seed + number // players, rotated, classic, beginner, modules, executives
        )
        out.append(seating)
    return out


def ranks_of(scores: list[int]) -> list[float]:
    """Rank of each score, 1 = best, ties sharing the average of their places."""
    ranks = []
    for score in scores:
        better = sum(1 for s in scores if s > score)
        equal = sum(1 for s in scores if s == score)
        ranks.append(better + (equal + 1) / 2)
    return ranks


def play_seating(seating: Seating) -> Played:
    """Play one tournament game (in a worker process)."""
    try:
        names = tuple(f"{i + 1}:{b}" for i, b in enumerate(seating.bots))
        config = GameConfig(
            players=names,
            seed=seating.seed,
            classic_turns=seating.classic_turns,
            beginner=seating.beginner,
            modules=seating.modules,
            executives=seat_executives(names, seating.executives),
        )
        game = Game.new(config)
        bots = [make_bot(b, seating.seed * 31 + i) for i, b in enumerate(seating.bots)]
        play_game(game, bots)
        result = game.result()
        scores = [p.total for p in result.players]
        return Played(seating.number, seating.bots, scores, ranks_of(scores), result.winners)
    except Exception as error:  # noqa: BLE001 - reported per game, the tournament goes on
        return Played(seating.number, seating.bots, error=f"game {seating.number}: {error!r}")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class BotStats:
    """Running totals for one bot (all its seats together)."""

    seats: int = 0
    wins: float = 0.0
    score: float = 0.0
    rank: float = 0.0


def _rate(model: PlackettLuce, ratings: dict[str, Any], game: Played) -> None:
    """One rating update per bot for a game: a bot in several seats gets the mean of its
    seats' updates (each seat rated as a player of the bot's rating), so no seat's result
    overwrites the others' and one game counts once."""
    # a fresh rating each seat: openskill updates a rating object in place, so a bot's seats
    # sharing one object were updated by whichever seat came last
    teams = [[model.rating(mu=ratings[b].mu, sigma=ratings[b].sigma, name=b)] for b in game.bots]
    updated = model.rate(teams, ranks=game.ranks)
    seats: dict[str, list[Any]] = {}
    for bot, team in zip(game.bots, updated, strict=True):
        seats.setdefault(bot, []).append(team[0])
    for bot, after in seats.items():
        mu = sum(r.mu for r in after) / len(after)
        sigma = sum(r.sigma for r in after) / len(after)
        ratings[bot] = model.rating(mu=mu, sigma=sigma, name=bot)


def summarize(played: list[Played], bots: list[str], seconds: float) -> dict[str, Any]:
    """The tournament report as data: per bot win share, ci95, mean score, mean rank, rating."""
    model = PlackettLuce()
    names = list(dict.fromkeys(bots))
    ratings = {name: model.rating(name=name) for name in names}
    stats = {name: BotStats() for name in names}
    errors = [p.error for p in played if p.error]
    for game in sorted((p for p in played if p.error is None), key=lambda p: p.number):
        for seat, bot in enumerate(game.bots):
            entry = stats[bot]
            entry.seats += 1
            entry.score += game.scores[seat]
            entry.rank += game.ranks[seat]
            if seat in game.winners:
                entry.wins += 1 / len(game.winners)
        if len(set(game.bots)) > 1:
            _rate(model, ratings, game)
    report: dict[str, Any] = {}
    for name in names:
        entry = stats[name]
        n = max(entry.seats, 1)
        low, high = wilson(entry.wins, entry.seats)
        rating = ratings[name]
        report[name] = {
            "win_share": round(entry.wins / n, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "mean_score": round(entry.score / n, 2),
            "mean_rank": round(entry.rank / n, 3),
            "rating": round(rating.ordinal(), 2),
            "mu": round(rating.mu, 2),
            "sigma": round(rating.sigma, 2),
            "seats": entry.seats,
        }
    return {
        "games": len(played) - len(errors),
        "errors": len(errors),
        "error_messages": errors[:5],
        "seconds": round(seconds, 1),
        "bots": report,
    }


def run_tournament(
    bots: list[str],
    players: int,
    games: int,
    seed: int = 0,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    classic_turns: bool = False,
    beginner: bool = False,
    modules: tuple[str, ...] = (),
    executives: tuple[str, ...] = (),
) -> dict[str, Any]:
    """Play a tournament and summarise it."""
    plan = seatings(
        bots, players, games, seed, classic_turns, beginner, tuple(modules), tuple(executives)
    )
    start = time.perf_counter()
    played = run_all(play_seating, plan, jobs, progress)
    lineup = [bots[i % len(bots)] for i in range(players)]
    return summarize(played, lineup, time.perf_counter() - start)
