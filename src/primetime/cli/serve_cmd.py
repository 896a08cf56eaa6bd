"""`primetime serve`: the multiplayer server and its browser client."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import typer

from .app import app, console, fail


class LogLevel(StrEnum):
    """uvicorn's log levels (an unknown one ended `serve` in a traceback)."""

    critical = "critical"
    error = "error"
    warning = "warning"
    info = "info"
    debug = "debug"
    trace = "trace"


@app.command()
def serve(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=1, max=65535, help="Port.")] = 8000,
    db: Annotated[
        str,
        typer.Option("--db", help="SQLite file or URL, or postgresql://user:pass@host/dbname."),
    ] = "primetime.db",
    bot_delay: Annotated[
        float, typer.Option("--bot-delay", min=0.0, help="Seconds a bot waits before moving.")
    ] = 0.8,
    bot_threads: Annotated[
        int, typer.Option("--bot-threads", min=1, help="Threads that run bots' thinking.")
    ] = 2,
    fsync: Annotated[
        bool,
        typer.Option(
            "--fsync/--no-fsync",
            help="SQLite: sync each commit to disk (survives a power cut; slower on slow disks). "
            "Without it a commit survives any crash of the server.",
        ),
    ] = False,
    log_level: Annotated[
        LogLevel, typer.Option("--log-level", help="uvicorn log level.")
    ] = LogLevel.info,
    game_ttl: Annotated[
        float,
        typer.Option(
            "--game-ttl",
            min=1.0,
            help="Seconds a game may go without a choice before it expires (default 24 h).",
        ),
    ] = 24 * 3600.0,
    creates_per_minute: Annotated[
        float,
        typer.Option(
            "--creates-per-minute",
            min=0.1,
            help="Games one client address may create a minute (after a burst of twice that, "
            "at least 20).",
        ),
    ] = 10.0,
    max_pending_per_client: Annotated[
        int,
        typer.Option(
            "--max-pending-per-client",
            min=1,
            help="WebSockets one client address may have open before they say hello.",
        ),
    ] = 16,
    analysis_iterations: Annotated[
        int,
        typer.Option(
            "--analysis-iters",
            min=1,
            help="The coach's search iterations a decision when analysing a finished game's seat.",
        ),
    ] = 100,
    trusted_proxy: Annotated[
        list[str] | None,
        typer.Option(
            "--trusted-proxy",
            help="Address of a reverse proxy in front of the server, whose X-Forwarded-For "
            "names the client (repeat for more; default: none, every address is the socket's).",
        ),
    ] = None,
) -> None:
    """Serve games to browsers: open http://HOST:PORT, create a game, share the seat links."""
    import uvicorn
    from sqlalchemy.exc import SQLAlchemyError

    from ..server import ServerSettings, create_app
    from ..server.database import DamagedDatabase, check_database
    from ..server.listen import server_config
    from ..server.storage import Store

    settings = ServerSettings(
        db=db,
        bot_delay=bot_delay,
        bot_threads=bot_threads,
        durable=fsync,
        game_ttl=game_ttl,
        creates_per_minute=creates_per_minute,
        create_burst=max(20, int(2 * creates_per_minute)),
        max_pending_per_client=max_pending_per_client,
        analysis_iterations=analysis_iterations,
    )
    from ..cards.loader import known_boxes, load_box

    for box in known_boxes():  # card data that is not valid stops the server here (see main)
        load_box(box)
    try:  # fail early and plainly on a database that cannot be opened, or is damaged
        note = check_database(settings.db)
        if note:
            console.print(note)
        Store(settings.db).close()
    except DamagedDatabase as error:
        raise fail(f"refusing to serve from {db!r}: {error}") from error
    except (SQLAlchemyError, ImportError, ValueError) as error:
        first = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise fail(f"cannot open the database {db!r}: {first}") from error
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    console.print(f"primetime server on [bold]http://{shown}:{port}[/] (storage: {db})")
    config = server_config(create_app(settings), host, port, log_level.value, trusted_proxy or ())
    uvicorn.Server(config).run()
