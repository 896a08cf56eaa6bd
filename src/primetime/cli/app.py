"""The `primetime` Typer app and what every command shares (consoles, error exit)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

app = typer.Typer(
    help="The Networks: Primetime: play it, simulate it, study it.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    # Markdown joins a docstring's wrapped lines; Typer's "rich" mode kept them in the command
    # list, breaking descriptions mid-sentence ("(values are" / "reconstructed; ...").
    rich_markup_mode="markdown",
)
console = Console()
# aligned report lines (a simulation's): never cut in two at 80 columns in a pipe
aligned = Console(soft_wrap=True)
errors = Console(stderr=True, soft_wrap=True)  # messages wrap in the terminal, not here


def fail(message: str) -> typer.Exit:
    """Print an error the way every command does, and return the exit to raise."""
    errors.print(f"[bold red]error:[/] {message}")
    return typer.Exit(2)


def fail_if_errors(count: int) -> None:
    """Exit 1 when games stopped with an error (their messages printed), so a script sees it."""
    if count:
        errors.print(f"[bold red]error:[/] {count} game{'s' if count != 1 else ''} failed")
        raise typer.Exit(1)


def module_names(
    text: str | None, moguls: bool = False, executives: bool = False, telly: bool = False
) -> tuple[str, ...]:
    """The modules a `--modules a,b` option (and `--moguls`, `--executives`, `--telly`
    switches) name,
    checked against the known modules (exit naming them otherwise)."""
    from ..engine.config import known_modules

    names = [n.strip() for n in (text or "").split(",") if n.strip()]
    for name, on in (("moguls", moguls), ("executives", executives), ("telly", telly)):
        if on and name not in names:
            names.append(name)
    known = known_modules()
    for name in names:
        if name not in known:
            raise fail(f"unknown module {name!r}; known modules: {', '.join(known)}")
    if len(set(names)) != len(names):
        raise fail(f"each module may be named once, got {','.join(names)}")
    return tuple(names)


@contextmanager
def progress_bar(label: str, total: int, transient: bool) -> Iterator[Callable[[int], None]]:
    """A progress bar on stderr for long work; yields the function that advances it."""
    with Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=errors,
        transient=transient,
    ) as progress:
        task = progress.add_task(label, total=total)
        yield lambda n: progress.advance(task, n)


def seat_bots(bots: str, players: int) -> list[str]:
    """One bot spec per seat: the list fills the seats in turn (one fills every seat), as a
    tournament's does."""
    specs = [b.strip() for b in bots.split(",") if b.strip()]
    if not specs or len(specs) > players:
        seats = "1 seat" if players == 1 else f"{players} seats"
        raise fail(f"--bots lists {len(specs)} bots for {seats}; give 1 to {players}")
    specs = [specs[seat % len(specs)] for seat in range(players)]
    return specs


EXECUTIVE_HELP = (
    "With --modules executives: give this executive (card id, e.g. cable) to the next seat; "
    "repeat for more seats in order, the rest are dealt 2 and keep 1."
)


def check_executives(
    players: int, modules: tuple[str, ...], executives: list[str] | None
) -> tuple[str, ...]:
    """The `--executive NAME ...` boards, checked as a game config would (exit with its
    message otherwise)."""
    from ..engine import ConfigError, GameConfig

    chosen = tuple(e.strip() for e in executives or () if e.strip())
    if chosen and "executives" not in modules:
        raise fail("--executive needs --modules executives")
    if len(chosen) > players:
        raise fail(f"--executive names {len(chosen)} boards for {players} players")
    names = tuple(f"seat {i + 1}" for i in range(players))
    try:
        given = dict(zip(names, chosen, strict=False))
        GameConfig(players=names, modules=modules, executives=given)
    except ConfigError as error:
        raise fail(str(error)) from error
    return chosen
