"""The coach's analysis of a finished game's seat, for its player: each of their decisions searched
in a search worker process (one at a time, so live games' bots keep their turn), kept in memory.

An analysis is worked out from that seat's own views, and its option texts name cards the seat
held in secret (Pilot Season hands, cards drawn and kept): it is served only to the holder of the
seat's token, never to spectators or other seats.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from ..coach import Moment, Turn, analysis_of, moment_of, turns_of
from ..engine import Game
from .bot_runner import BotRunner
from .storage import OVER, DamagedGame, Store, StoredGame
from .tokens import token_matches

log = logging.getLogger("primetime.server")

KEPT = 64  # analyses kept in memory (finished ones; running ones are never dropped)
WORST = 5  # decisions listed as the worst
DONE, ANALYSING = 200, 202


class Refused(Exception):
    """An analysis that cannot be given: `status` is the HTTP status, the message says why."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class Job:
    """One seat's analysis: decisions searched so far, then the answer (or what went wrong)."""

    total: int
    done: int = 0
    answer: dict[str, Any] | None = None
    failed: str | None = None
    task: asyncio.Task[None] | None = None


def bearer(authorization: str | None) -> str | None:
    """The token of an `Authorization: Bearer TOKEN` header, or None."""
    if not authorization:
        return None
    kind, _, token = authorization.strip().partition(" ")
    return token.strip() or None if kind.lower() == "bearer" else None


def seat_list(stored: StoredGame) -> str:
    return ", ".join(f"{s.seat} ({s.name})" for s in stored.seats)


def seat_of_token(stored: StoredGame, token: str | None) -> int:
    """The person's seat a token opens; Refused (401 without a token, 403 with a wrong one)."""
    if token is None:
        raise Refused(401, NO_TOKEN)
    for record in stored.seats:
        if record.bot is None and token_matches(token, record.token_hash):
            return record.seat
    raise Refused(403, "that token opens no seat of this game")


NO_TOKEN = (
    "a seat's analysis names cards its player held in secret, so it is given only to that "
    "player: send the seat's token (header Authorization: Bearer TOKEN)"
)


def check_seat(stored: StoredGame, seat: int, token: str | None) -> None:
    """Refused unless `seat` is a person's seat of the game and `token` opens it."""
    if not 0 <= seat < len(stored.seats):
        raise Refused(
            404, f"game {stored.id} has no seat {seat}; its seats are {seat_list(stored)}"
        )
    record = stored.seats[seat]
    if record.bot is not None:
        raise Refused(
            409,
            f"seat {seat} ({record.name}) is played by a bot ({record.bot}): the coach "
            "analyses people's seats",
        )
    if token is None:
        raise Refused(401, NO_TOKEN)
    if not token_matches(token, record.token_hash):
        raise Refused(403, f"that token does not open seat {seat}: its analysis is for its player")


def rebuild(stored: StoredGame) -> Game:
    """The finished game, rebuilt by replaying its stored choices."""
    game = Game.new(stored.config)
    for choice in stored.choices:
        game.choose(choice)
    return game


def finite(value: Any) -> Any:
    """The value with every NaN (an option the search never tried) as None: JSON has no NaN."""
    if isinstance(value, float):
        return None if math.isnan(value) else value
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [finite(v) for v in value]
    return value


def search_turn(turn: Turn, iterations: int) -> Moment:
    """In a search worker: one decision searched from the seat's view then."""
    return moment_of(turn, iterations)


class Coaching:
    """Analyses of finished games' seats, worked out on demand, one decision at a time."""

    def __init__(self, store: Store, runner: BotRunner, iterations: int) -> None:
        self.store = store
        self.runner = runner
        self.iterations = iterations
        self._jobs: OrderedDict[tuple[str, int], Job] = OrderedDict()
        self._searching: asyncio.Semaphore | None = None

    async def mine(self, game_id: str, token: str | None) -> tuple[int, dict[str, Any]]:
        """The analysis of the seat `token` opens (see `seat`)."""
        stored = await self._finished(game_id)
        return await self._answer(stored, seat_of_token(stored, token))

    async def seat(self, game_id: str, seat: int, token: str | None) -> tuple[int, dict[str, Any]]:
        """(200, the analysis) once it is worked out; until then (202, progress), starting the
        work on the first ask. Refused: no such game or seat, not over, a bot's seat, or a token
        that does not open the seat."""
        stored = await self._finished(game_id)
        check_seat(stored, seat, token)
        return await self._answer(stored, seat)

    async def _finished(self, game_id: str) -> StoredGame:
        try:
            stored = await asyncio.to_thread(self.store.load_game, game_id)
        except DamagedGame as error:
            raise Refused(410, str(error)) from error
        if stored is None:
            raise Refused(404, f"no game {game_id!r}")
        if stored.status != OVER:
            raise Refused(409, f"game {game_id} is not over yet: the coach analyses finished games")
        return stored

    async def _answer(self, stored: StoredGame, seat: int) -> tuple[int, dict[str, Any]]:
        key = (stored.id, seat)
        job = self._jobs.get(key) or await self._start(stored, seat)
        if job.failed is not None:
            self._jobs.pop(key, None)  # the next ask tries again
            raise Refused(500, job.failed)
        if job.answer is not None:
            self._jobs.move_to_end(key)
            return DONE, job.answer
        return ANALYSING, {
            "status": "analysing",
            "game": stored.id,
            "seat": seat,
            "done": job.done,
            "total": job.total,
        }

    async def _start(self, stored: StoredGame, seat: int) -> Job:
        try:
            game = await asyncio.to_thread(rebuild, stored)
            turns = await asyncio.to_thread(turns_of, game, seat)
        except Exception as error:
            raise Refused(
                410, f"game {stored.id} is damaged: its choices no longer replay"
            ) from error
        key = (stored.id, seat)
        running = self._jobs.get(key)
        if running is not None:  # another ask started it meanwhile
            return running
        job = Job(total=len(turns))
        job.task = asyncio.create_task(self._work(job, stored, game, seat, turns))
        self._jobs[key] = job
        self._forget_old()
        return job

    async def _work(
        self, job: Job, stored: StoredGame, game: Game, seat: int, turns: list[Turn]
    ) -> None:
        if self._searching is None:
            self._searching = asyncio.Semaphore(1)
        try:
            moments: list[Moment] = []
            for turn in turns:
                async with self._searching:
                    moments.append(await self.runner.apart(search_turn, turn, self.iterations))
                job.done = len(moments)
            analysis = analysis_of(game, seat, self.iterations, tuple(moments))
            answer = analysis.to_dict(worst=WORST)
            answer.update(status="done", game=stored.id, seat=seat, steps=len(stored.choices))
            job.answer = finite(answer)
        except Exception:
            log.exception("game %s: no analysis of seat %d", stored.id, seat)
            job.failed = "the coach could not analyse this game; ask again"

    def _forget_old(self) -> None:
        finished = [k for k, j in self._jobs.items() if j.answer is not None or j.failed]
        for key in finished[: max(0, len(self._jobs) - KEPT)]:
            del self._jobs[key]
