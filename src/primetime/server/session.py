"""A live game on the server: the engine game, its seats, its connected clients and its bots.

Choices go through `submit`, one at a time per game: it checks the seat, the state id and the
option, stores the choice (committed before anything is acknowledged), then applies it and sends
every client its own new view.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from ..bots import Bot
from ..coach import hint
from ..engine import Decision, Game, IllegalChoice
from ..engine.views import View
from .bot_runner import BotRunner, seat_bot
from .catalog import board_info
from .journal import Journal
from .payload import result_of, view_message
from .storage import ChoiceRecord
from .tokens import token_matches

log = logging.getLogger("primetime.server")


def dumps(message: dict[str, Any]) -> str:
    """Compact JSON for the wire."""
    return json.dumps(message, separators=(",", ":"))


def hint_message(view: View, decision: Decision, state_id: int) -> dict[str, Any]:
    """In a search worker: the coach's hint for the view's decision, as a `hint` message."""
    found = hint(view, decision, seed=state_id)  # public: the same view gets the same hint
    return {"type": "hint", "state": state_id, "seat": view.player, **found.to_dict()}


def _retrieve(task: asyncio.Future[None]) -> None:
    """Mark a shielded task's outcome as seen (its caller may have gone away)."""
    if not task.cancelled():
        task.exception()


class Rejected(Exception):
    """A choice the server refuses; `code` says why (stale, not-your-turn, illegal, ...)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass
class Seat:
    """A seat of a live game: a person (with a token hash) or a bot."""

    index: int
    name: str
    bot: str | None
    token_hash: str | None
    claimed: bool

    def public(self) -> dict[str, Any]:
        """What anyone may know of the seat."""
        return {"seat": self.index, "name": self.name, "bot": self.bot, "claimed": self.claimed}


class Connection:
    """One client: its seat (None for a spectator), how much of the log it has, its outbox."""

    def __init__(self, seat: int | None, limit: int) -> None:
        self.seat = seat
        self.log_sent = 0
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(maxsize=limit)
        self.dropped = False

    def push(self, text: str | None) -> bool:
        """Queue a message; False if the client has stopped reading (its outbox is full)."""
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            return False
        return True


class LiveGame:
    """A game being played: one lock orders its choices; clients and bots are notified."""

    def __init__(
        self,
        game_id: str,
        game: Game,
        seats: list[Seat],
        journal: Journal,
        runner: BotRunner,
        listed: bool,
        outbox_limit: int = 256,
        seeded: bool = False,
        undone: int = 0,
    ) -> None:
        self.id = game_id
        self.game = game.keep_undo()
        self.undone = undone  # choices taken back (stored: state ids grow across restarts)
        self.seats = seats
        self.listed = listed
        self.seeded = seeded  # the creator chose the seed (so knew every hand)
        self.journal = journal
        self.runner = runner
        self.outbox_limit = outbox_limit
        self.connections: set[Connection] = set()
        self.bots: dict[int, Bot] = {
            s.index: seat_bot(s.bot, game.config.seed, s.index) for s in seats if s.bot
        }
        self.on_idle: Callable[[LiveGame], None] | None = None
        self.reload: Callable[[], Awaitable[Game]] | None = None
        self._lock = asyncio.Lock()
        self._bot_task: asyncio.Task[None] | None = None
        self._result: dict[str, Any] | None = None
        self._hints: dict[tuple[int, int], dict[str, Any]] = {}  # (seat, state id): hint
        self._hinting = False

    @property
    def state_id(self) -> int:
        """The number of choices made (plus two per choice taken back, so that it only ever
        grows): a choice is accepted only against the current one."""
        return len(self.game.history) + 2 * self.undone

    # --- seats and clients ----------------------------------------------------------------

    def seat_for_token(self, token: str) -> int | None:
        """The person's seat a token opens, or None."""
        for seat in self.seats:
            if seat.bot is None and token_matches(token, seat.token_hash):
                return seat.index
        return None

    def online(self) -> list[bool]:
        """Which seats have a connected client (bots are always there)."""
        connected = {c.seat for c in self.connections}
        return [s.bot is not None or s.index in connected for s in self.seats]

    def attach(self, connection: Connection) -> None:
        """Welcome a new client and send it the whole current view (full log)."""
        self.connections.add(connection)
        config = self.game.config
        connection.push(
            dumps(
                {
                    "type": "welcome",
                    "game": self.id,
                    "seat": connection.seat,
                    "seats": [s.public() for s in self.seats],
                    "solo": config.solo,
                    "seeded": self.seeded,
                    "config": {
                        "beginner": config.beginner,
                        "classic_turns": config.classic_turns,
                        "modules": list(config.modules),
                        "variants": list(config.variants),
                    },
                    "board": board_info(config),
                }
            )
        )
        self._send_view(connection, {})
        self._presence()

    def detach(self, connection: Connection) -> None:
        """Forget a client that left."""
        self.connections.discard(connection)
        self._presence()
        if not self.connections and self.on_idle is not None:
            self.on_idle(self)

    def idle(self) -> bool:
        """Nobody watching and no bot about to move: the game may leave memory."""
        return not self.connections and (self._bot_task is None or self._bot_task.done())

    def _presence(self) -> None:
        text = dumps({"type": "presence", "online": self.online()})
        for connection in list(self.connections):
            self._push(connection, text)

    def _push(self, connection: Connection, text: str | None) -> None:
        if not connection.push(text):
            log.warning("game %s: a client stopped reading; dropping it", self.id)
            connection.dropped = True
            self.connections.discard(connection)

    def _send_view(self, connection: Connection, cache: dict[tuple[int | None, int], str]) -> None:
        key = (connection.seat, connection.log_sent)
        text = cache.get(key)
        if text is None:
            if self.game.over and self._result is None:
                self._result = result_of(self.game)
                if self._result is not None:
                    self._result["seeded"] = self.seeded
            view = self.game.view(connection.seat)
            message = view_message(
                self.game, view, connection.log_sent, self.id, self._result, self.state_id
            )
            text = cache[key] = dumps(message)
        connection.log_sent = len(self.game.log)
        self._push(connection, text)

    def broadcast(self) -> None:
        """Send every client its own new view (one view built per seat, not per client)."""
        cache: dict[tuple[int | None, int], str] = {}
        for connection in list(self.connections):
            self._send_view(connection, cache)

    def send_error(self, connection: Connection, code: str, message: str) -> None:
        """Tell one client why its message was refused, with the current state id."""
        self._push(
            connection,
            dumps({"type": "error", "code": code, "message": message, "state": self.state_id}),
        )

    # --- choices ------------------------------------------------------------------------

    async def submit(self, seat: int | None, state_id: int, text: str) -> None:
        """Make a choice for a seat, or raise Rejected. Once the choice is being stored, the
        caller going away (cancellation) cannot interrupt it half-way."""
        if seat is None:
            raise Rejected("spectator", "spectators watch; they cannot choose")
        task = asyncio.ensure_future(self._submit(seat, state_id, text))
        task.add_done_callback(_retrieve)
        await asyncio.shield(task)

    async def _submit(self, seat: int, state_id: int, text: str) -> None:
        async with self._lock:
            game = self.game
            if game.over:
                raise Rejected("over", "the game is over")
            if state_id != self.state_id:
                raise Rejected(
                    "stale",
                    f"that choice was made against state {state_id}; the game is at state "
                    f"{self.state_id}",
                )
            decision = game.decision
            assert decision is not None
            if decision.player != seat:
                raise Rejected("not-your-turn", "it is not your decision")
            try:
                option = decision.find(text)
            except IllegalChoice as error:
                raise Rejected("illegal", f"{text!r} is not among the offered options") from error
            trial = game.clone()
            trial.choose(option)
            record = ChoiceRecord(self.id, len(game.history), str(option), trial.over)
            try:
                await self.journal.append(record)
            except Exception as error:
                log.exception("game %s: choice %d not stored", self.id, state_id)
                await self._resync()
                raise Rejected("storage", "the choice could not be stored; try again") from error
            self.game = trial
            self.broadcast()
            self.schedule_bot()

    async def undo(self, seat: int | None, state_id: int) -> None:
        """Take back the seat's last choice, or raise Rejected saying why not: only a person's
        own choices of the current turn, while nothing hidden has been revealed since and no
        one else has decided (bots never undo). Every client then gets the new view."""
        if seat is None:
            raise Rejected("spectator", "spectators watch; they cannot undo")
        task = asyncio.ensure_future(self._undo(seat, state_id))
        task.add_done_callback(_retrieve)
        await asyncio.shield(task)

    async def _undo(self, seat: int, state_id: int) -> None:
        async with self._lock:
            if seat in self.bots:
                raise Rejected("undo", "bots never undo")
            if state_id != self.state_id:
                raise Rejected(
                    "stale",
                    f"that undo was asked against state {state_id}; the game is at state "
                    f"{self.state_id}",
                )
            reason = self.game.can_undo(seat)
            if reason is not None:
                raise Rejected("undo", f"cannot undo: {reason}")
            trial = self.game.clone()
            trial.undo(seat)
            try:
                await self.journal.drop(self.id, len(trial.history))
            except Exception as error:
                log.exception("game %s: undo not stored", self.id)
                await self._resync()
                raise Rejected("storage", "the undo could not be stored; try again") from error
            self.game = trial
            self.undone += 1
            # Who took a choice back, before the views it changes: a player whose decision it
            # takes away is told why, not left to guess.
            said = dumps(
                {
                    "type": "undone",
                    "seat": seat,
                    "name": self.seats[seat].name,
                    "state": self.state_id,
                }
            )
            for connection in self.connections:
                connection.log_sent = 0  # the log got shorter: everyone gets it whole again
                self._push(connection, said)
            self.broadcast()
            self.schedule_bot()

    async def hint(self, seat: int | None, state_id: int) -> dict[str, Any]:
        """The coach's top options for the seat's own decision, from the seat's view only (a
        `hint` message for that client), or Rejected: for spectators and bots, against a stale
        state, when the decision is not the seat's. One hint is worked out at a time per game,
        in a search worker; the same state's hint is kept for whoever asks again."""
        if seat is None:
            raise Rejected("spectator", "spectators watch; the coach helps the players")
        if seat in self.bots:
            raise Rejected("hint", "bots need no hints")
        if state_id != self.state_id:
            raise Rejected(
                "stale",
                f"that hint was asked against state {state_id}; the game is at state "
                f"{self.state_id}",
            )
        decision = self.game.decision
        if decision is None or decision.player != seat:
            raise Rejected("not-your-turn", "the coach helps at your own decision")
        key = (seat, state_id)
        found = self._hints.get(key)
        if found is None:
            if self._hinting:
                raise Rejected("busy", "the coach is thinking about another hint; ask again")
            self._hinting = True
            try:
                view = self.game.view(seat)
                found = await self.runner.apart(hint_message, view, decision, state_id)
            except (TimeoutError, Exception) as error:
                log.exception("game %s: no hint for seat %d", self.id, seat)
                raise Rejected("hint", "the coach could not think; try again") from error
            finally:
                self._hinting = False
            self._hints = {k: v for k, v in self._hints.items() if k[1] == self.state_id}
            self._hints[key] = found
        return found

    async def _resync(self) -> None:
        """After a failed store, make memory agree with the database (the source of truth)."""
        if self.reload is None:
            return
        try:
            self.game = (await self.reload()).keep_undo()
        except Exception:
            log.exception("game %s: could not reload from storage", self.id)
        self.broadcast()

    # --- bots ---------------------------------------------------------------------------

    def schedule_bot(self) -> None:
        """If a bot's decision is pending, let it move (in the background)."""
        if self._bot_task is not None and not self._bot_task.done():
            return
        decision = self.game.decision
        if decision is None or decision.player not in self.bots:
            return
        self._bot_task = asyncio.create_task(
            self._bot_move(decision.player, self.state_id), name=f"bot {self.id}"
        )

    async def _bot_move(self, seat: int, state_id: int) -> None:
        if self.runner.delay > 0:
            await asyncio.sleep(self.runner.delay)
        decision = self.game.decision
        if self.state_id != state_id or decision is None or decision.player != seat:
            return
        bot = self.bots[seat]
        view = self.game.view(seat) if bot.needs_view else None
        option, after = await self.runner.choose(bot, view, decision)
        if self.bots.get(seat) is bot:
            self.bots[seat] = after
        self._bot_task = None  # the submit below schedules the next bot move
        try:
            await self.submit(seat, state_id, str(option))
        except Rejected as error:
            log.warning("game %s: bot of seat %d refused: %s", self.id, seat, error.message)
            if error.code == "stale":  # e.g. its decision was taken back: play the next one
                self.schedule_bot()
        if self.idle() and self.on_idle is not None:
            self.on_idle(self)

    async def close(self) -> None:
        """Stop this game's bot and disconnect its clients (server shutdown)."""
        if self._bot_task is not None:
            self._bot_task.cancel()
            try:
                await self._bot_task
            except (asyncio.CancelledError, Exception):
                pass
        for connection in list(self.connections):
            connection.push(None)
        self.connections.clear()
