"""`primetime analyse SAVE`: where a player lost the most expected score against the hard bot."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from ..coach import ANALYSE_ITERATIONS, SURE, Moment, duel_pairs
from .app import app, console, errors, fail, progress_bar


@app.command()
def analyse(
    save: Annotated[Path, typer.Argument(help="A save file (primetime play: save FILE).")],
    player: Annotated[
        str | None,
        typer.Option(
            "--player", "-p", help="Whose decisions (name or seat number; default: the person)."
        ),
    ] = None,
    iters: Annotated[
        int, typer.Option("--iters", "-i", min=1, help="Search iterations per decision.")
    ] = ANALYSE_ITERATIONS,
    worst: Annotated[int, typer.Option("--worst", "-w", min=1, help="Decisions listed.")] = 10,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the searches.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the analysis as JSON.")] = False,
) -> None:
    """Replay a saved game and value each of a player's decisions with the hard bot's search
    from their own view at that point: the expected final score lost against the bot's best
    option, the worst decisions, and the expected score over the game."""
    from ..coach import analyse as run_analysis
    from ..coach import decisions_of, dumps, load_save, seat_of, sparkline
    from ..engine.game import SaveError

    try:
        text = save.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise fail(f"cannot read {save}: {error}") from error
    try:
        game = load_save(text)
        seat = seat_of(game, player)
    except (SaveError, ValueError) as error:
        raise fail(str(error)) from error
    total = decisions_of(game, seat)
    with progress_bar("analysing", total, transient=True) as advance:
        analysis = run_analysis(game, seat, iters, seed, lambda done: advance(1))
    if as_json:
        print(dumps(analysis, worst))
        return
    final = "" if analysis.final_score is None else f", final score {analysis.final_score}"
    console.print(
        f"[bold]{analysis.name}[/]: {len(analysis.moments)} decisions with a choice, "
        f"{analysis.agreed} as the bot would have chosen, {analysis.within_noise} otherwise but "
        f"not worse beyond the noise; expected score lost in all "
        f"{analysis.total_loss:.1f}{final} ({iters} searches a decision)"
    )
    worst_moments = analysis.worst(worst)
    if worst_moments:
        table = Table(title="The decisions that lost the most expected score", title_justify="left")
        for column in ("choice", "round", "you chose", "score", "the bot's best", "score", "loss"):
            table.add_column(column, justify="right" if column in ("score", "loss") else "left")
        for moment in worst_moments:
            table.add_row(
                str(moment.step + 1),
                str(moment.round),
                moment.chosen.label,
                _score(moment.chosen.score),
                moment.best.label,
                _score(moment.best.score),
                f"[bold red]{moment.loss:.1f}[/] ±{_error(moment)}",
            )
        console.print(table)
        console.print(
            f"score: the search's estimate. loss: both options replayed on {duel_pairs(iters)} "
            "shared deals, ± one standard error; a loss counts only beyond "
            f"{SURE:g} errors."
        )
    else:
        console.print("No decision lost expected score against the bot's choice.")
    curve = analysis.curve
    if curve:
        console.print(
            f"Expected final score over the game: {sparkline(curve)} "
            f"({curve[0]:.0f} at the first decision, {curve[-1]:.0f} at the last)"
        )
    else:
        errors.print("note: this player made no decision with a choice in this save")


def _error(moment: Moment) -> str:
    return "?" if moment.duel is None else f"{moment.duel.error:.1f}"


def _score(value: float) -> str:
    return "?" if math.isnan(value) else f"{value:.1f}"
