"""The hub: every live game of a server, created, loaded from storage (by replay) and resumed."""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from .. import __version__
from ..engine import ConfigError, Game, GameConfig, IllegalChoice
from ..presentation import game_modes
from .bot_runner import BotRunner
from .journal import Journal
from .limits import RateLimit
from .protocol import CreateGame
from .replay import ReplayCache
from .session import LiveGame, Seat
from .settings import ServerSettings
from .storage import (
    EXPIRED,
    DamagedGame,
    GameSummary,
    SeatRecord,
    Store,
    StoredGame,
)
from .tokens import new_game_id, new_token, token_hash

log = logging.getLogger("primetime.server")

T = TypeVar("T")


class NotFound(LookupError):
    """No such game, or no such seat."""


class Refused(ValueError):
    """A lobby request that cannot be granted; the message says why."""


class Gone(LookupError):
    """A game that existed but can no longer be played: expired, or damaged in storage."""


SEED_BITS = 256  # a server game's seed: a secret that never leaves the server


@dataclass(frozen=True)
class CreatedSeat:
    """A seat of a new game; people's seats come with their secret token (shown once)."""

    seat: int
    name: str
    bot: str | None
    token: str | None
    join: str | None = None  # creator, invite, open; None for a bot


def replay_game(stored: StoredGame) -> Game:
    """Rebuild a stored game exactly, by replaying its choices."""
    try:
        game = Game.new(stored.config)
    except Exception as error:
        raise DamagedGame(f"game {stored.id} is damaged: it cannot be set up again") from error
    for number, choice in enumerate(stored.choices, 1):
        try:
            game.choose(choice)
        except IllegalChoice as error:
            raise DamagedGame(
                f"game {stored.id} is damaged: choice {number} no longer replays"
            ) from error
        except Exception as error:
            raise DamagedGame(
                f"game {stored.id} is damaged: choice {number} fails to replay"
            ) from error
    return game


def join_kinds(request: CreateGame) -> list[str | None]:
    """Each seat's join kind (None for a bot): creator, invite or open, defaults filled in."""
    kinds: list[str | None] = []
    first = True
    for spec in request.seats:
        if spec.bot is not None:
            kinds.append(None)
            continue
        kind = spec.join or ("creator" if first else "open" if request.listed else "invite")
        first = False
        kinds.append(kind)
    return kinds


class Gate:
    """Counts of sockets per client address (before hello; spectators) for the caps."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.pending: dict[str, int] = {}
        self.watching: dict[str, int] = {}

    def enter_pending(self, address: str) -> bool:
        """Count a socket that has not said hello; False if its address has too many."""
        count = self.pending.get(address, 0)
        if count >= self.settings.max_pending_per_client:
            return False
        self.pending[address] = count + 1
        return True

    def leave_pending(self, address: str) -> None:
        _decrement(self.pending, address)

    def enter_spectator(self, live: LiveGame, address: str) -> bool:
        """Count a spectator; False if the game or the address has as many as allowed."""
        watchers = sum(1 for c in live.connections if c.seat is None)
        mine = self.watching.get(address, 0)
        if (
            watchers >= self.settings.max_spectators
            or mine >= self.settings.max_spectators_per_client
        ):
            return False
        self.watching[address] = mine + 1
        return True

    def leave_spectator(self, address: str) -> None:
        _decrement(self.watching, address)


def _decrement(counts: dict[str, int], key: str) -> None:
    left = counts.get(key, 0) - 1
    if left > 0:
        counts[key] = left
    else:
        counts.pop(key, None)


def table_kind(seats: list[dict[str, Any]], listed: bool) -> str:
    """`open` (a person's seat is free in the lobby) or `invite only`."""
    free = any(s["bot"] is None and not s["claimed"] for s in seats)
    return "open" if listed and free else "invite only"


class Hub:
    """Live games by id, with the storage, the journal and the bot runner they share."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.store = Store(settings.db, durable=settings.durable)
        self.journal = Journal(self.store)
        self.runner = BotRunner(settings.bot_threads, settings.bot_delay, settings.bot_grace)
        self.games: dict[str, LiveGame] = {}
        self.replays = ReplayCache(self.store)
        self.creates = RateLimit(settings.creates_per_minute, settings.create_burst)
        self.gate = Gate(settings)
        self._loading: dict[str, asyncio.Future[LiveGame | None]] = {}
        self._resume_task: asyncio.Task[None] | None = None
        self._sweep_task: asyncio.Task[None] | None = None

    async def _io(self, fn: Callable[..., T], *args: Any) -> T:
        """Run blocking storage work in a thread."""
        return await asyncio.to_thread(fn, *args)

    # --- lifecycle ----------------------------------------------------------------------

    async def start(self) -> None:
        """Resume, in the background, every unfinished game that has a bot."""
        if self.settings.resume:
            self._resume_task = asyncio.create_task(self._resume(), name="resume games")
        self._sweep_task = asyncio.create_task(self._sweeps(), name="sweep games")

    async def _sweeps(self) -> None:
        while True:
            await asyncio.sleep(self.settings.sweep_every)
            try:
                await self.sweep()
            except Exception:
                log.exception("sweeping games failed")

    async def sweep(self) -> list[str]:
        """Expire playing games nobody made a choice in for `game_ttl` and nobody is connected
        to, and let finished games nobody watches leave memory; the expired games' ids."""
        for live in list(self.games.values()):
            self._idle(live)
        before = datetime.now(UTC) - timedelta(seconds=self.settings.game_ttl)
        busy = [g.id for g in self.games.values() if not g.idle()]
        expired = await self._io(self.store.expire_games, before, busy)
        for game_id in expired:
            gone = self.games.get(game_id)
            if gone is not None and gone.idle():
                del self.games[game_id]
                await gone.close()
        if expired:
            log.info("expired %d unplayed games", len(expired))
        return expired

    async def _resume(self) -> None:
        for game_id in await self._io(self.store.games_to_resume):
            try:
                await self.get(game_id)
            except Exception:
                log.exception("could not resume game %s", game_id)

    async def stop(self) -> None:
        """Stop bots, disconnect clients, commit what is queued, release the database."""
        for task in (self._resume_task, self._sweep_task):
            if task is not None:
                task.cancel()
        for live in list(self.games.values()):
            await live.close()
        self.games.clear()
        self.runner.close()
        await self._io(self.journal.close)
        self.store.close()

    # --- games --------------------------------------------------------------------------

    async def create(self, request: CreateGame) -> tuple[LiveGame, list[CreatedSeat]]:
        """Create, store and start a game; its bots start moving at once."""
        kinds = join_kinds(request)
        if not request.listed and "open" in kinds:
            raise Refused(
                "an open seat is offered in the lobby, and this game is not listed there: "
                "make it an invitation instead"
            )
        seeded = request.seed is not None
        if seeded and any(kind not in (None, "creator") for kind in kinds):
            raise Refused(
                "a chosen seed is only for games whose every person's seat is yours (solo, "
                "hotseat, bots): with the seed you would know every hand"
            )
        seed = request.seed if request.seed is not None else secrets.randbits(SEED_BITS)
        try:
            config = GameConfig(
                players=tuple(s.name for s in request.seats),
                seed=seed,
                beginner=request.beginner,
                solo=len(request.seats) == 1,
                classic_turns=request.classic_turns,
                modules=tuple(request.modules),
                variants=tuple(request.variants),
                executives={s.name: s.executive for s in request.seats if s.executive},
            )
        except ConfigError as error:
            raise Refused(str(error)) from error
        game_id = new_game_id()
        created: list[CreatedSeat] = []
        records: list[SeatRecord] = []
        for index, (spec, kind) in enumerate(zip(request.seats, kinds, strict=True)):
            # The creator's seats are theirs at once; an invitation is kept for its link's
            # holder: neither is offered in the lobby. Only open seats are claimed there.
            token = new_token() if kind in ("creator", "invite") else None
            created.append(CreatedSeat(index, spec.name, spec.bot, token, kind))
            records.append(
                SeatRecord(index, spec.name, spec.bot, token and token_hash(token), kind != "open")
            )
        game = Game.new(config)
        await self._io(
            self.store.create_game,
            game_id,
            config,
            records,
            __version__,
            request.listed,
            seeded,
        )
        live = self._register(game_id, game, records, request.listed, seeded)
        return live, created

    def _register(
        self,
        game_id: str,
        game: Game,
        seats: list[SeatRecord] | tuple[SeatRecord, ...],
        listed: bool,
        seeded: bool = False,
        undone: int = 0,
    ) -> LiveGame:
        live = LiveGame(
            game_id,
            game,
            [Seat(s.seat, s.name, s.bot, s.token_hash, s.claimed) for s in seats],
            self.journal,
            self.runner,
            listed,
            self.settings.outbox_limit,
            seeded,
            undone,
        )
        live.on_idle = self._idle
        live.reload = lambda: self._reload(game_id)
        self.games[game_id] = live
        live.schedule_bot()
        return live

    async def _reload(self, game_id: str) -> Game:
        stored = await self._io(self.store.load_game, game_id)
        if stored is None:
            raise NotFound(game_id)
        return await self._io(replay_game, stored)

    def _idle(self, live: LiveGame) -> None:
        """A finished game nobody watches leaves memory (it stays in storage)."""
        if live.game.over and live.idle() and self.games.get(live.id) is live:
            del self.games[live.id]

    async def get(self, game_id: str) -> LiveGame | None:
        """A live game by id, loaded from storage (and resumed) if it is not in memory."""
        live = self.games.get(game_id)
        if live is not None:
            return live
        pending = self._loading.get(game_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[LiveGame | None] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = future
        try:
            stored = await self._io(self.store.load_game, game_id)
            live = None
            if stored is not None:
                if stored.status == EXPIRED:
                    raise Gone(f"game {game_id!r} expired: no one played it for a long time")
                game = await self._io(replay_game, stored)
                live = self.games.get(game_id) or self._register(
                    game_id, game, stored.seats, stored.listed, stored.seeded, stored.undone
                )
            future.set_result(live)
            return live
        except DamagedGame as error:
            log.error("%s", error)
            gone = Gone(str(error))
            future.set_exception(gone)
            future.exception()
            raise gone from error
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: waiters re-raise it
            raise
        finally:
            del self._loading[game_id]

    async def require(self, game_id: str) -> LiveGame:
        """A live game by id, or NotFound."""
        live = await self.get(game_id)
        if live is None:
            raise NotFound(f"no game {game_id!r}")
        return live

    # --- seats --------------------------------------------------------------------------

    async def claim(self, game_id: str, seat: int) -> str:
        """Take a listed game's unclaimed seat from the lobby: a new token for it (the seat's
        earlier link stops working)."""
        live = await self.require(game_id)
        try:
            return await self._claim(live, seat)
        finally:
            self._idle(live)  # a finished game asked about leaves memory again

    async def _claim(self, live: LiveGame, seat: int) -> str:
        game_id = live.id
        if not 0 <= seat < len(live.seats):
            raise NotFound(f"game {game_id!r} has no seat {seat}")
        target = live.seats[seat]
        if not live.listed:
            raise Refused("this game's seats are taken by invitation only")
        if target.bot is not None:
            raise Refused(f"seat {seat} is played by a bot")
        if target.claimed:
            raise Refused(f"seat {seat} is already taken")
        if live.game.over:
            raise Refused("the game is over")
        token = new_token()
        hashed = token_hash(token)
        if not await self._io(self.store.claim_seat, game_id, seat, hashed):
            raise Refused(f"seat {seat} is already taken")
        target.token_hash = hashed
        target.claimed = True
        return token

    async def enter(self, live: LiveGame, token: str) -> int | None:
        """The seat a token opens (claiming it on first use), or None if it opens none."""
        seat = live.seat_for_token(token)
        if seat is None:
            return None
        target = live.seats[seat]
        if not target.claimed:
            claimed = await self._io(self.store.claim_seat, live.id, seat, None)
            if not claimed:
                stored = await self._io(self.store.load_game, live.id)
                if stored is None:
                    return None
                record = stored.seats[seat]
                target.token_hash = record.token_hash
                if live.seat_for_token(token) != seat:
                    return None
            target.claimed = True
        return seat

    # --- lists --------------------------------------------------------------------------

    async def list_games(self, which: str, limit: int = 50) -> list[dict[str, Any]]:
        """The lobby's lists: `open` (people's seats free), `playing`, or `over`."""
        status = "over" if which == "over" else "playing"
        summaries: list[GameSummary] = await self._io(self.store.list_games, status, limit * 2)
        out = []
        for summary in summaries:
            data = summary.to_dict()
            data["modes"] = game_modes(summary.config) if summary.config is not None else []
            live = self.games.get(summary.id)
            data["round"] = live.game.state.round if live is not None else None
            if live is not None:
                data["choices"] = len(live.game.history)
                data["seats"] = [s.public() for s in live.seats]
                data["online"] = live.online()
            data["table"] = table_kind(data["seats"], True)
            free = data["table"] == "open"
            if which == "open" and not free or which == "playing" and free:
                continue
            out.append(data)
        return out[:limit]

    async def summary(self, game_id: str) -> dict[str, Any]:
        """One game's public summary, from memory or else from storage (a summary never loads
        a game into memory, so asking for one costs no memory)."""
        live = self.games.get(game_id)
        if live is not None:
            seats = [s.public() for s in live.seats]
            return {
                "id": live.id,
                "status": "over" if live.game.over else "playing",
                "choices": len(live.game.history),
                "listed": live.listed,
                "solo": live.game.config.solo,
                "modes": game_modes(live.game.config),
                "round": live.game.state.round,
                "seeded": live.seeded,
                "table": table_kind(seats, live.listed),
                "seats": seats,
                "online": live.online(),
            }
        try:
            stored = await self._io(self.store.load_game, game_id)
        except DamagedGame as error:
            raise Gone(str(error)) from error
        if stored is None:
            raise NotFound(f"no game {game_id!r}")
        seats = [
            {"seat": s.seat, "name": s.name, "bot": s.bot, "claimed": s.claimed}
            for s in stored.seats
        ]
        return {
            "id": stored.id,
            "status": stored.status,
            "choices": len(stored.choices),
            "listed": stored.listed,
            "solo": stored.config.solo,
            "modes": game_modes(stored.config),
            "round": None,  # (not loaded to be asked)
            "seeded": stored.seeded,
            "table": table_kind(seats, stored.listed),
            "seats": seats,
            "online": [s.bot is not None for s in stored.seats],
        }

    def replay_frame(self, game_id: str, step: int | None) -> Awaitable[dict[str, Any]]:
        """A step of a finished game's replay, as a spectator saw it."""
        return self.replays.frame(game_id, step)
