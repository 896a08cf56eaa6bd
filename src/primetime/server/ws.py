"""The WebSocket of one connected player (or spectator): hello, then choices; views pushed back."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re

from fastapi import APIRouter, WebSocket
from pydantic import ValidationError
from starlette.websockets import WebSocketDisconnect, WebSocketState

from .hub import Gone, Hub
from .protocol import (
    GAME_ID_PATTERN,
    AskHint,
    Choose,
    Hello,
    Ping,
    UndoChoice,
    client_message,
)
from .session import Connection, LiveGame, Rejected, dumps

log = logging.getLogger("primetime.server")

router = APIRouter()

HELLO_TIMEOUT = 15.0
MAX_MESSAGE = 4096  # characters; every valid message is far shorter

# Close codes (4000-4999 are the application's).
BAD_REQUEST = 4400
BAD_TOKEN = 4401
NOT_FOUND = 4404
GONE = 4410  # expired or damaged in storage: the client does not retry
FULL = 4429  # too many spectators (or sockets from one address): the client retries later


async def _receive_text(websocket: WebSocket) -> str | None:
    """The next text (or UTF-8 bytes) message, or None when the client has gone."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        return None
    text = message.get("text")
    if text is None:
        data = message.get("bytes") or b""
        text = data.decode("utf-8", errors="replace")
    return str(text)


async def _refuse(websocket: WebSocket, code: int, error: str, message: str) -> None:
    await websocket.send_text(dumps({"type": "error", "code": error, "message": message}))
    await websocket.close(code)


async def _pump(websocket: WebSocket, connection: Connection) -> None:
    """Send a client its queued messages in order; None (or a drop) closes the socket."""
    while True:
        text = await connection.outbox.get()
        if text is None or connection.dropped:
            with contextlib.suppress(Exception):
                await websocket.close(1001 if text is None else 1008)
            return
        await websocket.send_text(text)


@router.websocket("/ws/games/{game_id}")
async def play(websocket: WebSocket, game_id: str) -> None:
    """One client of one game: `hello` (with a seat token, or none to watch), then `choose`s."""
    await websocket.accept()
    hub: Hub = websocket.app.state.hub
    address = websocket.client.host if websocket.client else "?"
    if not re.fullmatch(GAME_ID_PATTERN, game_id):
        await _refuse(websocket, NOT_FOUND, "not-found", "no such game")
        return
    # Counted without an await between the check and the count, so that no number of
    # simultaneous sockets can pass a limit together.
    if not hub.gate.enter_pending(address):
        await _refuse(websocket, FULL, "full", "too many connections from your address")
        return
    pending = Pending(hub, address)
    try:
        await _greet(websocket, hub, game_id, address, pending)
    finally:
        pending.leave()


class Pending:
    """A socket counted against its address as not greeted yet, until its hello or its end
    (whichever comes first; a greeted socket is a seat's or a spectator's, with their caps)."""

    def __init__(self, hub: Hub, address: str) -> None:
        self.hub, self.address, self.counted = hub, address, True

    def leave(self) -> None:
        if self.counted:
            self.counted = False
            self.hub.gate.leave_pending(self.address)


async def _greet(
    websocket: WebSocket, hub: Hub, game_id: str, address: str, pending: Pending
) -> None:
    try:
        live = await hub.get(game_id)
    except Gone as error:
        await _refuse(websocket, GONE, "gone", str(error))
        return
    except Exception:  # e.g. the database is busy: the client may try again
        log.exception("game %s could not be loaded", game_id)
        await _refuse(websocket, 1011, "unavailable", "this game cannot be loaded right now")
        return
    if live is None:
        await _refuse(websocket, NOT_FOUND, "not-found", "no such game")
        return
    try:
        text = await asyncio.wait_for(_receive_text(websocket), HELLO_TIMEOUT)
    except (TimeoutError, WebSocketDisconnect):
        await websocket.close(BAD_REQUEST)
        return
    if text is None:
        return
    try:
        hello = client_message.validate_json(text[:MAX_MESSAGE])
    except ValidationError:
        hello = None
    if not isinstance(hello, Hello):
        await _refuse(websocket, BAD_REQUEST, "bad-message", 'the first message must be "hello"')
        return
    pending.leave()
    seat = None
    if hello.token:
        seat = await hub.enter(live, hello.token)
        if seat is None:
            await _refuse(websocket, BAD_TOKEN, "bad-token", "that link opens no seat of this game")
            return
    if hub.games.get(live.id) is not live:  # it left memory meanwhile: the current one
        replaced = await hub.get(game_id)
        if replaced is None:
            await _refuse(websocket, NOT_FOUND, "not-found", "no such game")
            return
        live = replaced
    # A seat holder always gets in (up to max_connections sockets per seat); spectators have
    # their own caps, per game and per address. No await from the check to attach.
    if seat is not None:
        same = sum(1 for c in live.connections if c.seat == seat)
        if same >= hub.settings.max_connections:
            await _refuse(websocket, FULL, "full", "too many connections to this seat")
            return
    elif not hub.gate.enter_spectator(live, address):
        await _refuse(websocket, FULL, "full", "too many spectators; try again later")
        return
    connection = Connection(seat, hub.settings.outbox_limit)
    live.attach(connection)
    pump = asyncio.create_task(_pump(websocket, connection))
    try:
        await _serve(websocket, live, connection)
    finally:
        if seat is None:
            hub.gate.leave_spectator(address)
        live.detach(connection)
        connection.push(None)
        try:
            await asyncio.wait_for(pump, 5)
        except (Exception, asyncio.CancelledError):
            pump.cancel()
        if websocket.client_state == WebSocketState.CONNECTED:
            with contextlib.suppress(Exception):
                await websocket.close()


async def _serve(websocket: WebSocket, live: LiveGame, connection: Connection) -> None:
    """Read a client's messages until it leaves; each is validated before anything else."""
    while not connection.dropped:
        try:
            text = await _receive_text(websocket)
        except (WebSocketDisconnect, RuntimeError):
            return
        if text is None:
            return
        if len(text) > MAX_MESSAGE:
            live.send_error(connection, "bad-message", "message too long")
            continue
        try:
            message = client_message.validate_json(text)
        except ValidationError as error:
            problems = error.errors()
            where = ".".join(str(p) for p in problems[0]["loc"]) if problems else ""
            what = problems[0]["msg"] if problems else ""
            live.send_error(connection, "bad-message", f"invalid message: {where} {what}")
            continue
        if isinstance(message, Choose):
            try:
                await live.submit(connection.seat, message.state, message.option)
            except Rejected as rejected:
                live.send_error(connection, rejected.code, rejected.message)
        elif isinstance(message, UndoChoice):
            try:
                await live.undo(connection.seat, message.state)
            except Rejected as rejected:
                live.send_error(connection, rejected.code, rejected.message)
        elif isinstance(message, AskHint):
            try:
                connection.push(dumps(await live.hint(connection.seat, message.state)))
            except Rejected as rejected:
                live.send_error(connection, rejected.code, rejected.message)
        elif isinstance(message, Ping):
            connection.push(dumps({"type": "pong", "state": live.state_id}))
        else:
            live.send_error(connection, "bad-message", "already greeted")
