"""`primetime play` (terminal play) and `primetime replay` (step through a saved game)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from .app import app, fail, module_names

if TYPE_CHECKING:
    from ..tui import Terminal

DEFAULT_SAVE = "primetime-save.json"


def _terminal() -> Terminal:
    """The real terminal, with line editing when reading from one."""
    from rich.console import Console

    from ..tui import Terminal

    if sys.stdin.isatty():
        try:
            import readline  # noqa: F401  (line editing and history for input())
        except ImportError:  # pragma: no cover - platforms without readline
            pass
    return Terminal(Console(highlight=False))


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise fail(f"cannot read {path}: {getattr(error, 'strerror', None) or error}") from error


@app.command()
def play(
    players: Annotated[
        int | None,
        typer.Option("--players", "-p", min=1, max=5, help="Players, you included (1 = solo)."),
    ] = None,
    bots: Annotated[
        str | None,
        typer.Option(
            "--bots",
            "-b",
            help="The other seats, comma-separated: easy, medium, hard (or a bot spec such as "
            "random), or person for another player at this screen; one kind fills every seat.",
        ),
    ] = None,
    names: Annotated[
        str | None, typer.Option("--names", help="Seat names, comma-separated, yours first.")
    ] = None,
    solo: Annotated[bool, typer.Option("--solo", help="The solo game.")] = False,
    classic_turns: Annotated[
        bool, typer.Option("--classic-turns", help="Classic Turns variant.")
    ] = False,
    beginner: Annotated[bool, typer.Option("--beginner", help="Beginner Pilot Season.")] = False,
    moguls: Annotated[
        bool, typer.Option("--moguls", help="Megacorp's Moguls module (same as --modules moguls).")
    ] = False,
    executives: Annotated[
        bool,
        typer.Option(
            "--executives",
            help="Megacorp's Executives: each player is dealt 2 boards and keeps 1 (same as "
            "--modules executives).",
        ),
    ] = False,
    telly: Annotated[
        bool,
        typer.Option(
            "--telly",
            help="Megacorp's Telly Time: a weekend timeslot, 9 genres and a genre grid each "
            "(same as --modules telly).",
        ),
    ] = False,
    modules: Annotated[
        str | None,
        typer.Option(
            "--modules", help="Megacorp modules, comma-separated: moguls, executives, telly."
        ),
    ] = None,
    seed: Annotated[
        int | None, typer.Option("--seed", "-s", help="Seed (the same seed deals the same game).")
    ] = None,
    load: Annotated[
        Path | None, typer.Option("--load", help="Resume a game saved with `save FILE`.")
    ] = None,
    watch: Annotated[
        bool, typer.Option("--watch", help="Bots in every seat: watch a game, told as it goes.")
    ] = False,
    unverified: Annotated[
        bool,
        typer.Option("--unverified", help="With --load: accept a save that has no fingerprint."),
    ] = False,
) -> None:
    """Play in the terminal. With no options, asks who plays (Enter: you against bots)."""
    from ..engine.game import Game, SaveError
    from ..tui import PlaySession, SetupError
    from ..tui.setup import ask_setup, assumed_seats, from_flags, seats_of

    terminal = _terminal()
    chosen = module_names(modules, moguls, executives, telly)
    flags = _setup_flags(players, names, solo, classic_turns, beginner, seed, watch)
    flags += ["--modules"] if chosen else []
    if load is not None:
        if flags:
            raise fail(
                "--load resumes a saved game, whose players and variants come from the save; "
                f"drop {', '.join(flags)}"
            )
        try:
            game = Game.from_json(_read(load), allow_unverified=unverified)
            seats = seats_of(game.config) if bots is None else None
            if seats is None:
                seats = assumed_seats(game.config, bots)
        except (SaveError, SetupError) as error:
            raise fail(str(error)) from error
        save_name = str(load)
    else:
        try:
            if flags or bots is not None:
                setup = from_flags(
                    players, bots, names, solo, classic_turns, beginner, seed, watch, chosen
                )
            else:
                try:
                    setup = ask_setup(terminal)
                except (EOFError, KeyboardInterrupt):
                    terminal.show("")
                    raise typer.Exit(0) from None
            game_config = setup.config()
        except SetupError as error:
            raise fail(str(error)) from error
        game = Game.new(game_config)
        seats = setup.seats
        save_name = DEFAULT_SAVE
    code = PlaySession(game, seats, terminal, save_name).run()
    if code:
        raise typer.Exit(code)


def _setup_flags(
    players: int | None,
    names: str | None,
    solo: bool,
    classic_turns: bool,
    beginner: bool,
    seed: int | None,
    watch: bool,
) -> list[str]:
    """The setup flags given (besides --bots)."""
    given = {
        "--players": players is not None,
        "--names": names is not None,
        "--solo": solo,
        "--classic-turns": classic_turns,
        "--beginner": beginner,
        "--seed": seed is not None,
        "--watch": watch,
    }
    return [flag for flag, on in given.items() if on]


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A game saved with `save FILE` in primetime play.")],
    player: Annotated[
        int | None,
        typer.Option(
            "--player", min=1, max=5, help="Replay as this seat saw it (default: public only)."
        ),
    ] = None,
    all_steps: Annotated[
        bool, typer.Option("--all", help="Print every step at once instead of stepping.")
    ] = False,
    unverified: Annotated[
        bool, typer.Option("--unverified", help="Accept a save that has no fingerprint.")
    ] = False,
) -> None:
    """Step through a saved or finished game, turn by turn."""
    from ..engine.game import SaveError
    from ..tui import ReplaySession

    terminal = _terminal()
    try:
        session = ReplaySession(
            _read(file), terminal, None if player is None else player - 1, unverified
        )
    except SaveError as error:
        raise fail(str(error)) from error
    if all_steps:
        session.print_all()
        return
    code = session.run()
    if code:
        raise typer.Exit(code)
