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
)
console = Console()
errors = Console(stderr=True, soft_wrap=True)  # messages wrap in the terminal, not here


def fail(message: str) -> typer.Exit:
    """Print an error the way every command does, and return the exit to raise."""
    errors.print(f"[bold red]error:[/] {message}")
    return typer.Exit(2)


def module_names(text: str | None, moguls: bool = False) -> tuple[str, ...]:
    """The modules a `--modules a,b` option (and a `--moguls` switch) name, checked against the
    known modules (exit naming them otherwise)."""
    from ..engine.config import known_modules

    names = [n.strip() for n in (text or "").split(",") if n.strip()]
    if moguls and "moguls" not in names:
        names.append("moguls")
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
    """One bot spec per seat: a single spec fills every seat; otherwise one per player."""
    specs = [b.strip() for b in bots.split(",") if b.strip()]
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        raise fail(
            f"--bots lists {len(specs)} bots for {players} players; give one, or one per player"
        )
    return specs
