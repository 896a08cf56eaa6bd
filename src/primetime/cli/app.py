"""The `primetime` Typer app and what every command shares (consoles, error exit)."""

from __future__ import annotations

import typer
from rich.console import Console

app = typer.Typer(
    help="The Networks: Primetime: play it, simulate it, study it.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console()
errors = Console(stderr=True)


def fail(message: str) -> typer.Exit:
    """Print an error the way every command does, and return the exit to raise."""
    errors.print(f"[bold red]error:[/] {message}")
    return typer.Exit(2)
