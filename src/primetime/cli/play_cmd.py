"""`primetime play`: play in the terminal."""

from __future__ import annotations

from typing import Annotated

import typer

from .app import app, console


@app.command()
def play(
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the shown game.")] = 0,
    players: Annotated[int, typer.Option("--players", "-p", min=2, max=5)] = 3,
) -> None:
    """Play in the terminal (coming soon: for now, watch a game between random bots)."""
    from ..bots import RandomBot, play_game
    from ..engine import Game, GameConfig
    from ..engine.narrate import describe

    console.print(
        "[bold]Terminal play is not built yet.[/] Meanwhile, here is a complete game between "
        f"{players} random bots (seed {seed}), told by its log:\n"
    )
    names = ("Ann", "Bob", "Cy", "Di", "Ed")[:players]
    game = Game.new(GameConfig(players=names, seed=seed))
    play_game(game, [RandomBot(seed * 10 + i) for i in range(players)])
    view = game.view(None)
    for event in view.log:
        if event.kind in ("deal", "draw", "discard", "reveal"):
            continue
        style = "bold cyan" if event.kind in ("round", "score", "game-end") else ""
        console.print(describe(event, view.state), style=style)
    result = game.result()
    console.print()
    for p in result.players:
        mark = "  [bold green]winner[/]" if p.winner else ""
        console.print(
            f"{p.name}: rounds {p.rounds} + genres {p.genres} + reruns {p.reruns} + network "
            f"{p.network} + cash {p.cash} = [bold]{p.total}[/]{mark}",
            soft_wrap=True,
        )
