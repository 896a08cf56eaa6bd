"""`primetime lab`: balance studies: run many games into a directory, report it, compare two."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from ..parallel import Terminated
from .app import app, console, errors, fail, progress_bar, seat_bots

lab = typer.Typer(
    help="Balance studies: store many bot games as Parquet, report and compare them "
    "(needs the lab extra).",
    no_args_is_help=True,
)
app.add_typer(lab, name="lab")


def need_lab_extra(*more: str) -> None:
    """Fail with the install line when the lab extra is missing."""
    import importlib.util

    wanted = ("pyarrow", "duckdb", "matplotlib", *more)
    missing = [m for m in wanted if importlib.util.find_spec(m) is None]
    if missing:
        raise fail(
            f"the lab needs {', '.join(missing)}: pip install -e '.[lab]' (make installs it)"
        )


@lab.command("run")
def run_cmd(
    out: Annotated[Path, typer.Option("--out", "-o", help="Run directory (created if new).")],
    games: Annotated[
        int, typer.Option("--games", "-n", min=1, help="Games the directory should hold in all.")
    ] = 1000,
    players: Annotated[
        int, typer.Option("--players", "-p", min=1, max=5, help="Players per game.")
    ] = 4,
    bots: Annotated[
        str, typer.Option("--bots", "-b", help="Bot per seat, comma-separated (one fills all).")
    ] = "random",
    modules: Annotated[
        str, typer.Option("--modules", "-m", help="Modules, comma-separated (GameConfig.modules).")
    ] = "",
    seed: Annotated[int, typer.Option("--seed", "-s", help="The run's base seed.")] = 0,
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", min=0, help="Parallel processes (0: one per core).")
    ] = 1,
    batch: Annotated[
        int, typer.Option("--batch", min=1, help="Games per stored Parquet file.")
    ] = 100,
    ray: Annotated[
        bool,
        typer.Option(
            "--ray",
            help="Run as Ray tasks: on a new local Ray with --jobs CPUs, or see --ray-address.",
        ),
    ] = False,
    ray_address: Annotated[
        str | None,
        typer.Option(
            "--ray-address",
            metavar="ADDRESS",
            help="Run on this Ray cluster (e.g. auto, or ray://head:10001); implies --ray.",
        ),
    ] = None,
    classic_turns: Annotated[
        bool, typer.Option("--classic-turns", help="Classic Turns variant.")
    ] = False,
    beginner: Annotated[bool, typer.Option("--beginner", help="Beginner Pilot Season.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print what was done as JSON.")] = False,
) -> None:
    """Play games into a directory, one Parquet row per player; re-running appends, a killed
    run resumes."""
    need_lab_extra(*(("ray",) if ray or ray_address else ()))
    from ..bots import BotSpecError, make_bot
    from ..engine import ConfigError
    from ..lab.runner import execute, prepare
    from ..lab.store import LabError, RunConfig, os_reason

    specs = tuple(seat_bots(bots, players))
    try:
        for spec in specs:
            make_bot(spec)
        config = RunConfig(  # makes its first game's config: a ConfigError for a bad module
            bots=specs,
            modules=tuple(m.strip() for m in modules.split(",") if m.strip()),
            classic_turns=classic_turns,
            beginner=beginner,
            seed=seed,
        )
    except (BotSpecError, ConfigError) as error:
        raise fail(str(error)) from error
    if ray_address and jobs != 1:
        errors.print("note: --jobs is ignored on a Ray cluster (it sizes only a local Ray)")
    try:
        work = prepare(out, config, games, batch)
        with progress_bar("lab run", max(games, work.stored), transient=as_json) as advance:
            advance(work.stored)
            summary = execute(
                work,
                jobs,
                ray=ray or ray_address is not None,
                ray_address=ray_address,
                progress=advance,
            )
    except LabError as error:
        raise fail(str(error)) from error
    except OSError as error:
        raise fail(os_reason(error)) from error
    except (KeyboardInterrupt, Terminated):
        errors.print(stopped_note(out))
        raise
    data = summary.to_dict()
    if as_json:
        print(json.dumps(data, indent=1))
        return
    console.print(run_summary(out, data))


def stopped_note(out: Path) -> str:
    from ..lab.store import stored_games

    held = len(stored_games(out)) if (out / "games").is_dir() else 0
    return f"stopped: {out} holds {held} games (whole batches); run the same command to resume"


def run_summary(out: Path, data: dict[str, Any]) -> str:
    """What `lab run` did, in words; a run that had nothing to play says why."""
    stored, games = data["stored_before"], data["games"]
    if data["played"] == 0 and stored >= games:
        held = (
            f"all {games} games"
            if stored == games
            else f"{stored} games, more than --games {games}"
        )
        return (
            f"{out} already holds {held}: nothing to play (--games is how many games the "
            f"directory should hold in all; give more than {stored} to add some)"
        )
    return (
        f"{out}: {data['played']} games played ({stored} were already there), "
        f"{data['errors']} errors, {data['seconds']} s"
    )


@lab.command("report")
def report_cmd(
    directory: Annotated[Path, typer.Argument(help="A run directory of `lab run`.")],
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Report directory (default: DIR/report).")
    ] = None,
    min_games: Annotated[
        int, typer.Option("--min-n", min=1, help="Cards taken in fewer player-games are left out.")
    ] = 30,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the figures as JSON (no HTML, no plots).")
    ] = False,
) -> None:
    """Write an HTML report with plots: win share and score by seat, executive, mogul, genre
    focus; each card's win-rate lift (95% CI, n); score distributions; game length."""
    need_lab_extra()
    from ..lab.report import write_report
    from ..lab.stats import run_stats
    from ..lab.store import LabError, os_reason

    try:
        stats = run_stats(directory, min_games)
    except LabError as error:
        raise fail(str(error)) from error
    if as_json:
        print(json.dumps(stats, indent=1))
        return
    try:
        page = write_report(stats, out or directory / "report")
    except LabError as error:
        raise fail(str(error)) from error
    except OSError as error:
        raise fail(os_reason(error)) from error
    console.print(f"report: {page}")


@lab.command("compare")
def compare_cmd(
    dir_a: Annotated[Path, typer.Argument(help="The run before the change.")],
    dir_b: Annotated[Path, typer.Argument(help="The run after it.")],
    min_games: Annotated[
        int, typer.Option("--min-n", min=1, help="Cards taken in fewer player-games are left out.")
    ] = 30,
    top: Annotated[int, typer.Option("--top", min=1, help="Cards listed that moved most.")] = 10,
    as_json: Annotated[bool, typer.Option("--json", help="Print the comparison as JSON.")] = False,
) -> None:
    """What changed between two runs: config and card data differences, then win share, scores
    and card lifts before and after, with 95% intervals of the differences."""
    need_lab_extra()
    from ..lab.compare import compare, render_compare
    from ..lab.store import LabError

    try:
        data = compare(dir_a, dir_b, min_games, top)
    except LabError as error:
        raise fail(str(error)) from error
    if as_json:
        print(json.dumps(data, indent=1))
        return
    render_compare(data, console)
