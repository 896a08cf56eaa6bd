"""The server application: the lobby API, the game WebSockets, and the browser client's files."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, Response
from fastapi.encoders import jsonable_encoder
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from .. import __version__
from . import api, ws
from .bodylimit import BodyLimit
from .hub import Hub
from .settings import ServerSettings

WEB = Path(__file__).resolve().parent.parent / "web"


def _security_headers(request: Request, response: Response) -> None:
    """Scripts, styles and connections only from this server; no framing; no referrers."""
    host = request.headers.get("host", "")
    connect = f"'self' ws://{host} wss://{host}" if host else "'self'"
    response.headers.setdefault(
        "Content-Security-Policy",
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        f"connect-src {connect}; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    )
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "no-referrer")
    response.headers.setdefault("X-Frame-Options", "DENY")


# Paths a program asks for (the API, the game sockets, the client's files): always JSON.
MACHINE_PATHS = ("/api/", "/ws/", "/static/")


async def _not_found(request: Request, error: Exception) -> Response:
    """A browser's unknown address gets a page with a way back to the lobby; the API and any
    client asking for JSON get JSON, as from every other error."""
    assert isinstance(error, HTTPException)
    wants_page = "text/html" in request.headers.get("accept", "")
    if error.status_code == 404 and wants_page and not request.url.path.startswith(MACHINE_PATHS):
        return FileResponse(WEB / "not-found.html", status_code=404)
    return await http_exception_handler(request, error)


def _sendable(value: Any) -> Any:
    """A value whose text UTF-8 can carry: a lone surrogate (valid in JSON's escapes, not in
    text) becomes its escape, so echoing what was refused cannot fail the refusal."""
    if isinstance(value, str):
        return value.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, dict):
        return {_sendable(k): _sendable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_sendable(v) for v in value]
    return value


async def _invalid(request: Request, error: Exception) -> Response:
    """FastAPI's 422, whatever the refused input holds (it echoed a name with a lone surrogate
    and failed to encode it: a 500)."""
    assert isinstance(error, RequestValidationError)
    detail = _sendable(jsonable_encoder(error.errors()))
    return JSONResponse(status_code=422, content={"detail": detail})


def create_app(settings: ServerSettings | None = None) -> FastAPI:
    """A ready server app; its lifespan opens the storage and resumes unfinished games."""
    settings = settings or ServerSettings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub = Hub(settings)
        app.state.hub = hub
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    app = FastAPI(
        title="primetime",
        version=__version__,
        lifespan=lifespan,
        docs_url="/api/docs",
        redoc_url=None,
        openapi_url="/api/openapi.json",
    )

    @app.middleware("http")
    async def headers(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        response = await call_next(request)
        _security_headers(request, response)
        return response

    app.add_exception_handler(HTTPException, _not_found)
    app.add_exception_handler(RequestValidationError, _invalid)
    app.add_middleware(BodyLimit, limit=settings.max_body)
    app.include_router(api.router)
    app.include_router(ws.router)
    app.mount("/static", StaticFiles(directory=WEB), name="static")

    index = WEB / "index.html"

    async def page() -> FileResponse:
        return FileResponse(index, headers={"Cache-Control": "no-cache"})

    app.add_api_route("/", page, methods=["GET"], include_in_schema=False)
    app.add_api_route("/game/{game_id}", page, methods=["GET"], include_in_schema=False)
    app.add_api_route("/replay/{game_id}", page, methods=["GET"], include_in_schema=False)
    return app
