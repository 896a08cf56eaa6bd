"""`primetime tournament`: bots against each other, seats rotated, with ratings."""

from __future__ import annotations

import json
import os
from typing import Annotated

import typer
from rich.table import Table

from ..engine.narrate import counted
from .app import (
    EXECUTIVE_HELP,
    app,
    check_executives,
    console,
    errors,
    fail,
    fail_if_errors,
    module_names,
    progress_bar,
)


@app.command()
def tournament(
    bots: Annotated[
        str,
        typer.Option("--bots", "-b", help="Bots, comma-separated (e.g. heuristic,mcts:iters=500)."),
    ] = "heuristic,random",
    players: Annotated[
        int, typer.Option("--players", "-p", min=2, max=5, help="Players per game.")
    ] = 2,
    games: Annotated[
        int, typer.Option("--games", "-n", min=1, help="Games (use a multiple of --players).")
    ] = 100,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the first deal.")] = 0,
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", min=0, help="Parallel processes (0: one per core).")
    ] = 1,
    classic_turns: Annotated[
        bool, typer.Option("--classic-turns", help="Classic Turns variant.")
    ] = False,
    beginner: Annotated[bool, typer.Option("--beginner", help="Beginner Pilot Season.")] = False,
    modules: Annotated[
        str | None,
        typer.Option(
            "--modules", help="Megacorp modules, comma-separated: moguls, executives, telly."
        ),
    ] = None,
    executive: Annotated[
        list[str] | None, typer.Option("--executive", "-e", help=EXECUTIVE_HELP)
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Play bots against each other with rotated seats; report win share (95% CI), mean score,
    mean rank and an OpenSkill rating per bot."""
    from ..bots import BotSpecError, make_bot
    from ..tournament import run_tournament

    chosen = module_names(modules)
    boards = check_executives(players, chosen, executive)
    specs = [b.strip() for b in bots.split(",") if b.strip()]
    if not specs or len(specs) > players:
        raise fail(f"--bots lists {len(specs)} bots for {players} seats; give 1 to {players}")
    try:
        for spec in specs:
            make_bot(spec)
        from ..engine import GameConfig
        from ..engine.game import card_set

        seats = tuple(f"{i}" for i in range(players))
        card_set(GameConfig(players=seats, modules=chosen))  # not valid: stops here, not per game
    except BotSpecError as error:
        raise fail(str(error)) from error
    if games % players:
        errors.print(
            f"note: {counted(games, 'game')} is not a multiple of {players}: seats are not "
            "perfectly even"
        )
    with progress_bar("tournament", games, transient=as_json) as advance:
        report = run_tournament(
            specs,
            players,
            games,
            seed,
            jobs or os.cpu_count() or 1,
            advance,
            classic_turns,
            beginner,
            chosen,
            boards,
        )
    if as_json:
        print(json.dumps(report, indent=1))
        fail_if_errors(report["errors"])
        return
    table = Table(title=f"{report['games']} games, {players} players ({report['seconds']} s)")
    for column in ("bot", "win share", "95% CI", "mean score", "mean rank", "rating"):
        if column == "bot":  # a long spec folds onto more lines rather than lose its end
            table.add_column(column, justify="left", overflow="fold")
        else:
            table.add_column(column, justify="right")
    for name, row in sorted(report["bots"].items(), key=lambda kv: -kv[1]["rating"]):
        low, high = row["ci95"]
        table.add_row(
            name,
            f"{row['win_share']:.1%}",
            f"{low:.1%}-{high:.1%}",
            f"{row['mean_score']:.1f}",
            f"{row['mean_rank']:.2f}",
            f"{row['rating']:.1f}",
        )
    console.print(table)
    for message in report["error_messages"]:
        errors.print(f"[red]{message}[/]")
    fail_if_errors(report["errors"])
