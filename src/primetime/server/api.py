"""The lobby over HTTP (JSON): options, cards, create a game, list games, claim a seat, replays,
the coach's analysis of a finished game's seat."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, HTTPException, Path, Query, Request, Response

from ..bots import DEFAULT_DIFFICULTY, DIFFICULTIES
from ..engine.board import MAX_PLAYERS
from ..engine.config import KNOWN_VARIANTS, known_modules, module_words
from . import analysis
from .analysis import Coaching, bearer
from .catalog import base_catalog
from .hub import Gone, Hub, NotFound, Refused
from .protocol import GAME_ID_PATTERN, CreateGame
from .replay import NotReplayable

router = APIRouter(prefix="/api")

GameId = Annotated[str, Path(pattern=GAME_ID_PATTERN)]


def hub_of(request: Request) -> Hub:
    """The hub of the app serving a request."""
    hub: Hub = request.app.state.hub
    return hub


def join_path(game_id: str, seat: int, token: str) -> str:
    """The link that opens a seat (the token rides in the fragment: never sent to a server)."""
    return f"/game/{game_id}#seat={seat}&token={token}"


@router.get("/options")
async def options() -> dict[str, Any]:
    """What a new game can be: bot strengths, modules (each with its title and what it
    changes), variants, player counts."""
    return {
        "difficulties": list(DIFFICULTIES),
        "default_bot": DEFAULT_DIFFICULTY,
        "modules": list(known_modules()),
        "module_words": {
            name: {"title": title, "summary": summary}
            for name, (title, summary) in module_words().items()
        },
        "executives": executive_choices(),
        "variants": sorted(KNOWN_VARIANTS),
        "max_players": MAX_PLAYERS,
    }


def executive_choices() -> list[dict[str, str]]:
    """The executive boards a seat may be given (those playable with every module on)."""
    from ..engine.config import GameConfig
    from ..engine.modules.executives.choosing import executive_cards, playable

    every = GameConfig(players=("a",), modules=tuple(known_modules()))
    return [
        {"id": card.id, "name": card.name}
        for card in executive_cards(every)
        if playable(card, every)
    ]


@router.get("/catalog")
async def catalog(response: Response) -> dict[str, Any]:
    """Every card's printed values, and the names of genres and timeslots."""
    response.headers["Cache-Control"] = "public, max-age=3600"
    return base_catalog()


@router.post("/games", status_code=201)
async def create_game(body: CreateGame, request: Request) -> dict[str, Any]:
    """Create a game; the answer holds the join link of each of the creator's seats and of
    each invitation (shown only now). Open seats are taken from the lobby."""
    hub = hub_of(request)
    client = request.client.host if request.client else "?"
    if not hub.creates.allow(client):
        raise HTTPException(
            429,
            "too many games created from your address; wait a little",
            headers={"Retry-After": str(hub.creates.retry_after())},
        )
    try:
        live, seats = await hub.create(body)
    except Refused as error:
        raise HTTPException(422, str(error)) from error
    open_seats = any(s.join == "open" for s in seats)
    return {
        "id": live.id,
        "watch_url": f"/game/{live.id}",
        "seeded": live.seeded,
        "table": "open" if live.listed and open_seats else "invite only",
        "listed": live.listed,
        "seats": [
            {
                "seat": s.seat,
                "name": s.name,
                "bot": s.bot,
                "join": s.join,
                "token": s.token,
                "join_url": join_path(live.id, s.seat, s.token) if s.token else None,
            }
            for s in seats
        ],
    }


@router.get("/games")
async def list_games(
    request: Request,
    status: Literal["open", "playing", "over"] = "open",
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> dict[str, Any]:
    """Listed games: `open` (a person's seat is free), `playing`, or `over` (to replay)."""
    return {"games": await hub_of(request).list_games(status, limit)}


@router.get("/games/{game_id}")
async def game_summary(game_id: GameId, request: Request) -> dict[str, Any]:
    """A game's public summary: seats, status, number of choices."""
    try:
        return await hub_of(request).summary(game_id)
    except NotFound as error:
        raise HTTPException(404, str(error)) from error
    except Gone as error:
        raise HTTPException(410, str(error)) from error


@router.post("/games/{game_id}/seats/{seat}/claim")
async def claim_seat(
    game_id: GameId, seat: Annotated[int, Path(ge=0, lt=MAX_PLAYERS)], request: Request
) -> dict[str, Any]:
    """Take a free seat of a listed game: its secret token and join link (shown only now)."""
    try:
        token = await hub_of(request).claim(game_id, seat)
    except NotFound as error:
        raise HTTPException(404, str(error)) from error
    except Gone as error:
        raise HTTPException(410, str(error)) from error
    except Refused as error:
        raise HTTPException(409, str(error)) from error
    return {"seat": seat, "token": token, "join_url": join_path(game_id, seat, token)}


@router.get("/games/{game_id}/replay")
async def replay_end(game_id: GameId, request: Request) -> dict[str, Any]:
    """A finished game's last replay frame (it says how many steps there are)."""
    return await _frame(request, game_id, None)


@router.get("/games/{game_id}/replay/{step}")
async def replay_step(
    game_id: GameId, step: Annotated[int, Path(ge=0, lt=100_000)], request: Request
) -> dict[str, Any]:
    """A finished game after `step` choices, as a spectator saw it."""
    return await _frame(request, game_id, step)


async def _frame(request: Request, game_id: str, step: int | None) -> dict[str, Any]:
    try:
        return await hub_of(request).replay_frame(game_id, step)
    except NotReplayable as error:
        raise HTTPException(404 if "no game" in str(error) else 409, str(error)) from error


def coaching_of(request: Request) -> Coaching:
    """The app's analyses, made for the hub serving now (a new hub, after a restart of the
    app's lifespan, starts afresh)."""
    hub = hub_of(request)
    coaching: Coaching | None = getattr(request.app.state, "coaching", None)
    if coaching is None or coaching.store is not hub.store:
        coaching = Coaching(hub.store, hub.runner, hub.settings.analysis_iterations)
        request.app.state.coaching = coaching
    return coaching


Authorization = Annotated[str | None, Header()]


@router.get("/games/{game_id}/analysis")
async def my_analysis(
    game_id: GameId, request: Request, response: Response, authorization: Authorization = None
) -> dict[str, Any]:
    """The coach's analysis of the seat your token (`Authorization: Bearer TOKEN`) opens in a
    finished game; 202 with progress while it is worked out."""
    return await _analysis(response, coaching_of(request).mine(game_id, bearer(authorization)))


@router.get("/games/{game_id}/analysis/{seat}")
async def seat_analysis(
    game_id: GameId,
    seat: Annotated[int, Path(ge=0, lt=MAX_PLAYERS)],
    request: Request,
    response: Response,
    authorization: Authorization = None,
) -> dict[str, Any]:
    """The coach's analysis of one seat of a finished game, for the holder of that seat's token
    only (it names cards the seat held in secret): each of the seat's decisions with its top 3
    options, the chosen one, the loss, the expected-score curve, the worst 5. 202 with
    `done`/`total` decisions while it is worked out: ask again."""
    asked = coaching_of(request).seat(game_id, seat, bearer(authorization))
    return await _analysis(response, asked)


async def _analysis(
    response: Response, asked: Awaitable[tuple[int, dict[str, Any]]]
) -> dict[str, Any]:
    try:
        status, body = await asked
    except analysis.Refused as error:
        raise HTTPException(error.status, str(error)) from error
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"  # a player's secret cards: kept by no cache
    return body
