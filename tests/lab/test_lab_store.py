"""The lab's storage: rows, the Parquet files, the manifest, appending, resuming, refusing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("pyarrow")
duckdb = pytest.importorskip("duckdb")

from helpers_lab import RANDOM4, batch_names, rows_without_time  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from primetime import Game  # noqa: E402
from primetime.bots import play_game, seated_bots  # noqa: E402
from primetime.cards.loader import DATA_DIR  # noqa: E402
from primetime.cli.main import app  # noqa: E402
from primetime.lab.rows import CARD_EVENTS, COLUMN_NAMES, SEAT_FACTS, player_rows  # noqa: E402
from primetime.lab.runner import game_seed, play_rows, run, spec_of  # noqa: E402
from primetime.lab.store import (  # noqa: E402
    SCHEMA,
    LabError,
    RunConfig,
    parquet_glob,
    read_manifest,
    stored_games,
)


def test_a_row_has_exactly_the_declared_columns_and_the_game_s_results() -> None:
    spec = spec_of(RANDOM4, 0)
    game = Game.new(spec.config())
    play_game(game, seated_bots(spec.bots, spec.seed))
    rows = player_rows(spec, game, 0.5, None)
    result = game.result()
    assert [tuple(row) for row in rows] == [COLUMN_NAMES] * 4
    assert SCHEMA.names == list(COLUMN_NAMES)
    for seat, row in enumerate(rows):
        item = result.players[seat]
        assert row["total"] == item.total
        assert row["total"] == (
            row["round_total"] + row["genres"] + row["reruns"] + row["network"] + row["cash"]
        )
        assert row["winner"] == (seat in result.winners)
        assert row["executive"] is None and row["mogul"] is None  # base game: no Megacorp
        assert row["modules"] == []
        for kind, column in CARD_EVENTS.items():
            logged = [e.data["card"] for e in game.log if e.kind == kind and e.player == seat]
            assert row[column] == logged
    assert sum(row["win_share"] for row in rows) == pytest.approx(1.0)
    assert sorted(row["place"] for row in rows)[0] == min(row["place"] for row in rows) >= 1


def test_seat_facts_fill_their_columns_so_a_module_adds_one_in_one_place() -> None:
    assert set(SEAT_FACTS) <= set(COLUMN_NAMES)
    assert {"executive", "mogul"} <= set(SEAT_FACTS)


def test_a_game_that_raises_keeps_its_seats_with_the_error_and_null_results() -> None:
    spec = spec_of(RunConfig(bots=("random", "no-such-bot")), 3)
    rows = play_rows(spec)
    assert [r["seat"] for r in rows] == [0, 1]
    assert all("no-such-bot" in r["error"] for r in rows)
    assert all(r["total"] is None and r["game"] == 3 for r in rows)


def test_game_seeds_depend_on_the_run_seed_and_the_index_only() -> None:
    assert game_seed(0, 5) == game_seed(0, 5)
    assert len({game_seed(s, i) for s in range(3) for i in range(50)}) == 150
    assert spec_of(RANDOM4, 7).seed == game_seed(RANDOM4.seed, 7)


def test_a_run_stores_a_file_per_batch_and_duckdb_reads_them(tmp_path: Path) -> None:
    summary = run(tmp_path / "run", RANDOM4, 7, batch_size=3)
    assert (summary.played, summary.stored_before, summary.errors) == (7, 0, 0)
    assert batch_names(tmp_path / "run") == [
        "games-0000000-0000002.parquet",
        "games-0000003-0000005.parquet",
        "games-0000006-0000006.parquet",
    ]
    manifest = read_manifest(tmp_path / "run")
    assert manifest.config == RANDOM4
    assert (
        list(manifest.cards) == ["primetime.toml"] and len(manifest.cards["primetime.toml"]) == 64
    )
    assert (tmp_path / "run" / "cards" / "primetime.toml").is_file()
    glob = parquet_glob(tmp_path / "run")
    db = duckdb.connect()
    counted = db.execute(
        f"SELECT count(DISTINCT game), count(*), sum(win_share) FROM read_parquet('{glob}')"
    ).fetchone()
    assert counted is not None
    assert counted[:2] == (7, 28) and counted[2] == pytest.approx(7.0)
    produced = db.execute(
        f"SELECT count(*) FROM (SELECT unnest(shows_produced) FROM read_parquet('{glob}'))"
    ).fetchone()
    assert produced is not None and produced[0] > 0


def test_rows_do_not_depend_on_batches_or_processes(tmp_path: Path) -> None:
    run(tmp_path / "one", RANDOM4, 6, jobs=1, batch_size=6)
    run(tmp_path / "two", RANDOM4, 6, jobs=2, batch_size=4)
    assert rows_without_time(tmp_path / "one") == rows_without_time(tmp_path / "two")


def test_re_running_with_more_games_appends_only_the_new_ones(tmp_path: Path) -> None:
    run(tmp_path / "run", RANDOM4, 4, batch_size=2)
    again = run(tmp_path / "run", RANDOM4, 4, batch_size=2)
    assert (again.stored_before, again.played) == (4, 0)
    more = run(tmp_path / "run", RANDOM4, 9, batch_size=2)
    assert (more.stored_before, more.played) == (4, 5)
    assert stored_games(tmp_path / "run") == set(range(9))
    run(tmp_path / "fresh", RANDOM4, 9, batch_size=9)
    assert rows_without_time(tmp_path / "run") == rows_without_time(tmp_path / "fresh")


class Killed(Exception):
    """Stands for the run being killed."""


def test_a_killed_run_resumes_where_it_stopped(tmp_path: Path) -> None:
    played = 0

    def kill_after_five(n: int) -> None:
        nonlocal played
        played += n
        if played == 5:
            raise Killed

    with pytest.raises(Killed):
        run(tmp_path / "run", RANDOM4, 8, batch_size=3, progress=kill_after_five)
    assert stored_games(tmp_path / "run") == {0, 1, 2}  # the batch being played is not stored
    (tmp_path / "run" / "games" / "games-0000003-0000005.parquet.tmp").write_bytes(b"half")
    resumed = run(tmp_path / "run", RANDOM4, 8, batch_size=3)
    assert (resumed.stored_before, resumed.played) == (3, 5)
    run(tmp_path / "fresh", RANDOM4, 8, batch_size=3)
    assert rows_without_time(tmp_path / "run") == rows_without_time(tmp_path / "fresh")


def test_an_incompatible_run_is_refused_with_what_differs(tmp_path: Path) -> None:
    run(tmp_path / "run", RANDOM4, 2)
    other = RunConfig(bots=("random",) * 3, seed=RANDOM4.seed)
    with pytest.raises(LabError, match=r"bots: stored .*players: stored 4, now 3.*another --out"):
        run(tmp_path / "run", other, 2)
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    manifest["cards"]["primetime.toml"] = "0" * 64
    (tmp_path / "run" / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(LabError, match="this one differs: card data primetime.toml changed"):
        run(tmp_path / "run", RANDOM4, 3)
    (tmp_path / "stuff").mkdir()
    (tmp_path / "stuff" / "notes.txt").write_text("mine")
    with pytest.raises(LabError, match="not empty and holds no lab run"):
        run(tmp_path / "stuff", RANDOM4, 1)


def test_the_run_command_stores_games_and_reports_json(tmp_path: Path) -> None:
    out = tmp_path / "run"
    args = ["lab", "run", "--out", str(out), "--games", "3", "--players", "3", "--bots", "random"]
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) | {"seconds": 0} == {
        "directory": str(out),
        "games": 3,
        "stored_before": 0,
        "played": 3,
        "errors": 0,
        "seconds": 0,
    }
    refused = CliRunner().invoke(app, [*args[:-1], "heuristic", "--json"])
    assert refused.exit_code == 2
    assert "holds a different run" in refused.stderr


def test_modules_go_to_the_engine_which_names_unknown_ones(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app,
        ["lab", "run", "--out", str(tmp_path / "run"), "--modules", "telly-time", "--games", "1"],
    )
    assert result.exit_code == 2
    assert "unknown module 'telly-time'; known modules: executives, moguls, telly" in result.stderr
    assert not (tmp_path / "run").exists()


def test_a_moguls_run_stores_each_seats_mogul(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = CliRunner().invoke(
        app, ["lab", "run", "--out", str(out), "--modules", "moguls", "--games", "3", "--seed", "2"]
    )
    assert result.exit_code == 0, result.output
    import duckdb

    rows = duckdb.sql(f"SELECT modules, mogul FROM '{out}/games/*.parquet'").fetchall()
    assert len(rows) == 12 and all(list(m) == ["moguls"] for m, _ in rows)


def test_games_played_with_other_card_data_are_not_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import primetime.lab.runner as runner

    monkeypatch.setattr(runner, "loaded_card_hashes", lambda boxes: {"primetime.toml": "f" * 64})
    with pytest.raises(LabError, match="other card data"):
        run(tmp_path / "run", RANDOM4, 2)
    assert stored_games(tmp_path / "run") == set()


def test_a_run_killed_by_a_signal_resumes_to_the_same_rows(tmp_path: Path) -> None:
    import os
    import signal
    import subprocess
    import sys
    import time

    import primetime

    out = tmp_path / "run"
    args = ["lab", "run", "--out", str(out), "--games", "16", "--bots", "heuristic", "--seed", "5"]
    command = [sys.executable, "-c", "from primetime.cli.main import main; main()", *args]
    source = str(Path(primetime.__file__).parent.parent)
    env = dict(os.environ, PYTHONPATH=source + os.pathsep + os.environ.get("PYTHONPATH", ""))
    child = subprocess.Popen(
        [*command, "--batch", "2"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 120  # only a guard against a hung child, not a measurement
    while child.poll() is None and time.monotonic() < deadline:
        if (out / "games").is_dir() and any((out / "games").glob("*.parquet")):
            break
        time.sleep(0.05)
    child.send_signal(signal.SIGKILL)
    child.wait()
    stored = stored_games(out)
    assert stored and stored == set(range(len(stored)))  # whole batches, from the first
    resumed = subprocess.run([*command, "--batch", "2", "--json"], env=env, capture_output=True)
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout)["stored_before"] == len(stored)
    run(tmp_path / "fresh", RunConfig(bots=("heuristic",) * 4, seed=5), 16, batch_size=2)
    assert rows_without_time(out) == rows_without_time(tmp_path / "fresh")


def test_a_megacorp_run_records_megacorp_s_card_data_too(tmp_path: Path) -> None:
    from primetime.lab.compare import card_changes

    moguls = RunConfig(bots=("random",) * 4, modules=("moguls", "executives"), seed=5)
    assert moguls.boxes == ("primetime", "megacorp") and RANDOM4.boxes == ("primetime",)
    run(tmp_path / "run", moguls, 2)
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert sorted(manifest["cards"]) == ["megacorp.toml", "primetime.toml"]
    assert manifest["config"]["boxes"] == ["primetime", "megacorp"]
    copy = tmp_path / "run" / "cards" / "megacorp.toml"
    assert copy.read_text() == (DATA_DIR / "megacorp.toml").read_text()
    # an executive's value edited in the data is named by `compare`, like a base card's
    (tmp_path / "after" / "cards").mkdir(parents=True)
    for name in ("primetime.toml", "megacorp.toml"):
        text = (tmp_path / "run" / "cards" / name).read_text()
        (tmp_path / "after" / "cards" / name).write_text(
            text.replace("starting_cash = 20,", "starting_cash = 25,")
        )
    assert card_changes(tmp_path / "run", tmp_path / "after") == [
        {
            "card": "cable",
            "change": "edited",
            "fields": {
                "values": [
                    {"starting_cash": 20, "telly_starting_cash": 30},
                    {"starting_cash": 25, "telly_starting_cash": 30},
                ]
            },
        }
    ]
    # a run stored before Megacorp's data was recorded is refused, saying so
    manifest["config"]["boxes"] = ["primetime"]
    del manifest["cards"]["megacorp.toml"]
    (tmp_path / "run" / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(LabError, match="boxes: stored .*recorded no card data megacorp.toml"):
        run(tmp_path / "run", moguls, 3)


def test_the_mogul_column_is_the_seat_s_mogul_as_the_moguls_module_keeps_it() -> None:
    """A Specialist gains a second mogul, which joins the green room only: the seat's mogul,
    and its column, stay the first."""
    from primetime.engine.modules.moguls import gain_mogul
    from primetime.engine.scenario import Scenario

    sc = Scenario(["Ann", "Bob"], modules=("moguls",), executives={"Ann": "specialist"})
    game = sc.start_turn(0)
    mogul = SEAT_FACTS["mogul"]
    assert mogul(game, 0) is None and mogul(game, 1) is None
    gain_mogul(game.state, 0, "penny-pincher")
    gain_mogul(game.state, 0, "tech-pioneer")
    assert mogul(game, 0) == "penny-pincher" and mogul(game, 1) is None
    assert {"penny-pincher", "tech-pioneer"} <= set(game.state.players[0].green_room)


@pytest.mark.parametrize(
    ("where", "trouble"),
    [
        ("/proc/nope/x", "cannot create the directory /proc/nope/x (/proc/nope: No such file"),
        ("a-file", "a-file is a file, not a directory"),
        ("a-file/x", "cannot create the directory"),
    ],
)
def test_a_bad_out_is_one_error_line_naming_it(tmp_path: Path, where: str, trouble: str) -> None:
    (tmp_path / "a-file").write_text("")
    out = where if where.startswith("/") else str(tmp_path / where)
    result = CliRunner().invoke(app, ["lab", "run", "--games", "2", "--out", out])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: ") and trouble in result.stderr
    assert isinstance(result.exception, SystemExit)  # not a traceback


def test_a_solo_run_is_refused_before_playing_saying_what_to_use(tmp_path: Path) -> None:
    out = tmp_path / "solo"
    result = CliRunner().invoke(app, ["lab", "run", "--players", "1", "--games", "2", "-o", out])
    assert result.exit_code == 2
    assert "a solo game (--players 1) has no one to win against" in result.stderr
    assert "primetime simulate --solo" in result.stderr
    assert not out.exists()
    with pytest.raises(LabError, match="simulate --solo"):
        run(out, RunConfig(bots=("heuristic",)), 2)


def test_the_summary_says_what_was_already_there_and_when_nothing_is_to_play(
    tmp_path: Path,
) -> None:
    out = tmp_path / "run"

    def summary(games: int) -> str:
        args = ["lab", "run", "--out", str(out), "--players", "2", "--games", str(games)]
        result = CliRunner().invoke(app, args)
        assert result.exit_code == 0, result.output
        return " ".join(result.stdout.split())  # as one line, however the console wraps it

    assert f"{out}: 3 games played (0 were already there), 0 errors" in summary(3)
    assert f"{out}: 2 games played (3 were already there)" in summary(5)
    assert f"{out} already holds all 5 games: nothing to play" in summary(5)
    fewer = summary(2)
    assert f"{out} already holds 5 games, more than --games 2: nothing to play" in fewer
    assert "give more than 5 to add some" in fewer
