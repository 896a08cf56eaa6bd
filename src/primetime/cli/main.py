"""The `primetime` command line."""

from __future__ import annotations

import json
import os
from typing import Annotated

import typer

from ..cards import CARD_TYPES, load_boxes
from ..engine import ConfigError
from .app import (
    EXECUTIVE_HELP,
    aligned,
    app,
    check_executives,
    console,
    errors,
    fail,
    fail_if_errors,
    module_names,
    progress_bar,
    seat_bots,
)
from .cards_cmd import show_cards


@app.command()
def cards(
    type: Annotated[
        str | None,
        typer.Option("--type", "-t", help=f"Only this type of card: {', '.join(CARD_TYPES)}."),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print a JSON list of card objects.")
    ] = False,
) -> None:
    """List the cards of the base box and Megacorp's, Telly Time included (values are
    reconstructed; see the README)."""
    if type is not None and type not in CARD_TYPES:
        raise typer.BadParameter(
            f"{type!r} is not one of {', '.join(CARD_TYPES)}", param_hint="'--type'"
        )
    records = show_cards(
        load_boxes(("primetime", "megacorp", "telly")),
        type,
        as_json,
        console,
    )
    if records is not None:
        print(json.dumps(records, indent=1))


@app.command()
def simulate(
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="How many games.")] = 100,
    players: Annotated[
        int | None,
        typer.Option(
            "--players", "-p", min=1, max=5, help="Players per game (1 = solo; default 4)."
        ),
    ] = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            "-b",
            help="Bot per seat, comma-separated (a shorter list fills the seats in turn).",
        ),
    ] = "random",
    seed: Annotated[
        int, typer.Option("--seed", "-s", help="Seed of the first game (game i uses seed+i).")
    ] = 0,
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", min=0, help="Parallel processes (0: one per core).")
    ] = 1,
    solo: Annotated[
        bool, typer.Option("--solo", help="Solo mode (1 player against the solo deck).")
    ] = False,
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
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Play many games between bots and report scores, win shares and speed (with Moguls, how
    often each mogul is taken and what its holders score; with Executives, each executive's
    win share and mean score)."""
    if solo and players not in (None, 1):
        raise fail(f"--solo is a 1-player game; drop --players {players}")
    players = 1 if solo else players or 4
    from ..bots import BotSpecError, make_bot
    from ..simulation import simulate as run_simulation

    specs = seat_bots(bots, players)
    chosen = module_names(modules)
    boards = check_executives(players, chosen, executive)
    try:
        for spec in specs:
            make_bot(spec)
        from ..engine import GameConfig
        from ..engine.game import card_set

        config = GameConfig(
            players=tuple(f"{i}" for i in range(players)),
            beginner=beginner,
            classic_turns=classic_turns,
            modules=chosen,
            executives=dict(zip(map(str, range(players)), boards, strict=False)),
        )
        card_set(config)  # a data file that is not valid stops here, not in every game
    except (BotSpecError, ConfigError) as error:
        raise fail(str(error)) from error
    workers = jobs or os.cpu_count() or 1
    with progress_bar("simulating", games, transient=as_json) as advance:
        summary = run_simulation(
            specs,
            games,
            seed,
            workers,
            beginner,
            advance,
            classic_turns=classic_turns,
            modules=chosen,
            executives=boards,
        )
    data = summary.to_dict()
    if as_json:
        print(json.dumps(data, indent=1))
        fail_if_errors(data["errors"])
        return
    aligned.print(
        f"{data['completed']}/{games} games completed, {data['errors']} errors, "
        f"{data['games_per_second']} games/s, {data['decisions_per_game']} decisions a game"
    )
    for seat, score, interval, share in zip(
        data["seats"], data["mean_scores"], data["score_ci95"], data["win_share"], strict=True
    ):
        within = f" (95% CI {interval[0]:.1f}-{interval[1]:.1f})" if interval else ""
        won = "" if "ranks" in data else f"   win share {share:6.1%}"  # solo: ranked, not won
        aligned.print(f"  seat {seat:<16} mean score {score:7.2f}{within}{won}")
    if "ranks" in data:
        aligned.print("  solo ranks: " + ", ".join(f"{k} {v}" for k, v in data["ranks"].items()))
    if data.get("moguls"):
        aligned.print(
            f"  {'mogul':<26} {'taken/game':>10} {'mean score':>10} {'win share':>9} "
            f"{'own viewers':>11}"
        )
        for row in data["moguls"]:
            aligned.print(
                f"  {row['mogul']:<26} {row['taken_per_game']:>10.3f} {row['mean_score']:>10.1f} "
                f"{row['win_share']:>9.1%} {row['mean_mogul_viewers']:>11.1f}"
            )
    if data.get("executive_stats"):
        aligned.print(f"  {'executive':<26} {'seats':>6} {'mean score':>10} {'win share':>9}")
        for row in data["executive_stats"]:
            aligned.print(
                f"  {row['executive']:<26} {row['seats']:>6} {row['mean_score']:>10.1f} "
                f"{row['win_share']:>9.1%}"
            )
    for message in data["error_messages"]:
        errors.print(f"[red]{message}[/]")
    fail_if_errors(data["errors"])


@app.command()
def bench(
    as_json: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
    games: Annotated[
        int, typer.Option("--games", min=1, help="Random 4-player games to time.")
    ] = 200,
    only: Annotated[
        str | None, typer.Option("--only", help="One suite: engine, bots or adapters.")
    ] = None,
    baseline: Annotated[
        str | None,
        typer.Option(
            "--baseline",
            help="A commit to compare with: checked out in a temporary git worktree and measured "
            "alternately with this checkout, each in its own process; prints the speedups.",
        ),
    ] = None,
    rounds: Annotated[
        int, typer.Option("--rounds", min=1, help="With --baseline: measurements of each side.")
    ] = 3,
    python: Annotated[
        str | None,
        typer.Option(
            "--python",
            help="With --baseline: the interpreter that runs this checkout's side (e.g. "
            ".venv-fast/bin/python for the compiled build); the baseline runs from source.",
        ),
    ] = None,
) -> None:
    """Measure speed: random 4-player games/s, decisions/s, clone, view and determinize times,
    MCTS iterations/s, a heuristic decision, steps/s through the OpenSpiel and PettingZoo
    adapters; each also relative to a fixed pure-Python reference loop timed in the same run."""
    from .bench import SUITES, compare, run_benchmarks

    if only is not None and only not in SUITES:
        raise fail(f"--only must be one of {', '.join(SUITES)}, got {only!r}")
    suites = (only,) if only else SUITES
    try:
        if baseline is not None:
            report = compare(
                baseline,
                games,
                suites,
                rounds,
                python,
                progress=None if as_json else (lambda line: console.print(line, style="dim")),
            )
            if as_json:
                print(json.dumps(report, indent=1))
                return
            console.print(
                f"this checkout against {report['baseline']} ({report['baseline_commit']}), "
                f"{rounds} alternating rounds, medians; speedup > 1 means this checkout is faster "
                "(from the medians; paired: the median of the rounds' own speedups)"
            )
            for name, row in report["figures"].items():
                console.print(
                    f"{name:<36} {row['ours']:>12,.1f} {row['baseline']:>12,.1f}"
                    f"  x{row['speedup']:.2f}  paired x{row['speedup_paired']:.2f}"
                    f"  {row['speedup_each_round']}"
                )
            return
        figures = run_benchmarks(games, suites)
    except (FileNotFoundError, RuntimeError) as error:
        raise fail(str(error)) from error
    if as_json:
        print(json.dumps(figures, indent=1))
        return
    relative = figures.pop("relative", {})
    for name, value in figures.items():
        shown = ""
        if name in relative:
            unit = (
                "reference loops"
                if name.endswith(("_microseconds", "_milliseconds"))
                else "per reference loop"
            )
            shown = f"  ({relative[name]:g} {unit})"
        console.print(f"{name:<36} {value}{shown}")


# Commands kept in their own modules register themselves on `app` when imported.
from . import analyse_cmd, lab_cmd, play_cmd, serve_cmd, tournament_cmd  # noqa: E402,F401


def main() -> None:
    """Entry point of the `primetime` console script. A card data file that is not valid (one
    being edited for the lab, say) stops any command with its one line naming the file, the
    card, the field and what it allows, not a traceback."""
    from ..cards.reading import CardError

    try:
        app()
    except CardError as error:  # raised outside Typer's handling: its exit is raised here
        raise SystemExit(fail(str(error)).exit_code) from None


if __name__ == "__main__":
    main()
