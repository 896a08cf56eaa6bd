"""The lab's figures, HTML report and comparison of two runs."""

from __future__ import annotations

import json
import math
import shutil
import statistics
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("duckdb")
pytest.importorskip("matplotlib")

from helpers_lab import RANDOM4  # noqa: E402
from rich.console import Console  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from primetime.cards.loader import DATA_DIR  # noqa: E402
from primetime.cli.main import app  # noqa: E402
from primetime.lab.compare import card_changes, card_records, compare, render_compare  # noqa: E402
from primetime.lab.report import (  # noqa: E402
    groups_figure,
    length_figure,
    lifts_figure,
    scores_figure,
    write_report,
)
from primetime.lab.runner import run  # noqa: E402
from primetime.lab.stats import histogram, lift, run_stats  # noqa: E402
from primetime.lab.store import CARDS_DIR, LabError, RunConfig, read_rows  # noqa: E402

GAMES = 24


@pytest.fixture(scope="module")
def lab_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("lab") / "run"
    run(directory, RANDOM4, GAMES, batch_size=10)
    return directory


def test_lift_is_the_difference_of_win_rates_with_a_newcombe_interval() -> None:
    # Newcombe's worked example (method 10): 56/70 against 48/80 gives 0.2000 (0.0524, 0.3339).
    found = lift(56, 70, 48, 80)
    assert found["lift"] == pytest.approx(0.2)
    assert found["ci95"] == pytest.approx([0.0524, 0.3339], abs=2e-4)


def test_histograms_of_whole_numbers_have_whole_widths() -> None:
    counted = histogram([1.0, 2.0, 2.0, 5.0], bins=30)
    assert counted["counts"] == [1, 2, 0, 0, 1]
    assert counted["edges"][0] == 0.5 and counted["edges"][-1] == 5.5


def test_the_figures_add_up_to_the_stored_rows(lab_run: Path) -> None:
    stats = run_stats(lab_run, min_games=1)
    rows = read_rows(lab_run).to_pylist()
    assert (stats["games"], stats["errors"]) == (GAMES, 0)
    seats = stats["by"]["seat"]
    assert [s["n"] for s in seats] == [GAMES] * 4
    assert sum(s["win_rate"] for s in seats) == pytest.approx(1.0, abs=1e-3)
    for s in seats:
        assert s["ci95"][0] <= s["win_rate"] <= s["ci95"][1]
    assert stats["by"]["executive"] == [] and stats["by"]["mogul"] == []
    focus = {f["value"]: f["n"] for f in stats["by"]["genre_focus"]}
    assert sum(focus.values()) == sum(1 for r in rows if r["genre_focus"] is not None)
    lifts = {(c["card"], c["action"]): c for c in stats["card_lift"]}
    some = rows[0]["shows_produced"][0]
    entry = lifts[(some, "produced")]
    took = [r for r in rows if some in r["shows_produced"]]
    assert entry["n_with"] == len(took) and entry["n_with"] + entry["n_without"] == len(rows)
    assert entry["win_rate_with"] == pytest.approx(
        sum(r["win_share"] for r in took) / len(took), abs=1e-4
    )
    assert entry["ci95"][0] <= entry["lift"] <= entry["ci95"][1]
    produced = [c["vs_kind"] for c in stats["card_lift"] if c["action"] == "produced"]
    assert sum(produced) / len(produced) == pytest.approx(0.0, abs=1e-3)
    assert stats["length"]["rounds"]["mean"] == 4
    assert stats["score"]["mean"] == pytest.approx(sum(r["total"] for r in rows) / len(rows))


def test_the_report_command_writes_html_with_plots_and_json(lab_run: Path, tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = CliRunner().invoke(
        app, ["lab", "report", str(lab_run), "--out", str(out), "--min-n", "5"]
    )
    assert result.exit_code == 0, result.output
    page = (out / "index.html").read_text()
    for image in ("by_seat.png", "by_genre_focus.png", "card_lift.png", "scores.png", "length.png"):
        assert (out / image).read_bytes()[:4] == b"\x89PNG"
        assert image in page
    assert "No executive differs in this run" in page
    as_json = CliRunner().invoke(app, ["lab", "report", str(lab_run), "--json", "--min-n", "5"])
    assert as_json.exit_code == 0, as_json.output
    data = json.loads(as_json.stdout)
    assert data["games"] == GAMES and data["min_n"] == 5
    assert all(c["n_with"] >= 5 for c in data["card_lift"])


def test_reporting_an_empty_or_foreign_directory_says_so(tmp_path: Path) -> None:
    with pytest.raises(LabError, match="not a lab run directory"):
        run_stats(tmp_path)
    result = CliRunner().invoke(app, ["lab", "report", str(tmp_path)])
    assert result.exit_code == 2 and "not a lab run directory" in result.stderr


def test_compare_names_the_edited_card_and_the_changes(lab_run: Path, tmp_path: Path) -> None:
    after = tmp_path / "after"
    run(after, RunConfig(bots=RANDOM4.bots, seed=12), 12)
    data_file = after / "cards" / "primetime.toml"
    text = data_file.read_text()
    data_file.write_text(text.replace("rows = [4, 3, 3, 2]", "rows = [9, 3, 3, 2]", 1))
    assert card_changes(lab_run, after) == [
        {
            "card": "bowling-night-live",
            "change": "edited",
            "fields": {"rows": [[4, 3, 3, 2], [9, 3, 3, 2]]},
        }
    ]
    data = compare(lab_run, after, min_games=1)
    assert data["config_changes"] == {"seed": [11, 12]}
    assert data["games"] == [GAMES, 12]
    seat = data["by"]["seat"][0]
    low, high = seat["win_rate_change_ci95"]
    assert low <= seat["win_rate_change"] <= high
    assert seat["win_rate_change"] == pytest.approx(
        seat["win_rate"][1] - seat["win_rate"][0], abs=1e-3
    )
    result = CliRunner().invoke(app, ["lab", "compare", str(lab_run), str(after), "--min-n", "1"])
    assert result.exit_code == 0, result.output
    assert "card bowling-night-live: edited rows [4, 3, 3, 2] -> [9, 3, 3, 2]" in result.stdout
    assert "config seed: 11 -> 12" in result.stdout


def test_a_run_compared_with_itself_changes_nothing_not_even_by_chance(lab_run: Path) -> None:
    data = compare(lab_run, lab_run, min_games=1)
    assert data["paired_games"] == GAMES
    for row in data["by"]["seat"] + data["by"]["bot"]:
        assert row["paired"] == (GAMES if row in data["by"]["seat"] else GAMES * 4)
        assert row["win_rate_change"] == 0 and row["win_rate_change_ci95"] == [0, 0]
        assert row["mean_score_change"] == 0 and row["mean_score_change_ci95"] == [0, 0]


def test_runs_from_the_same_seed_compare_each_seat_with_its_own_game(
    lab_run: Path, tmp_path: Path
) -> None:
    """The same deals with another bot in seat 4: a seat's change is the mean of its games'
    differences, its interval 1.96 sample deviations of them over the root of their number."""
    after = tmp_path / "after"
    run(after, RunConfig(bots=("random",) * 3 + ("heuristic",), seed=RANDOM4.seed), GAMES)
    data = compare(lab_run, after, min_games=1)
    assert data["paired_games"] == GAMES
    a, b = read_rows(lab_run).to_pylist(), read_rows(after).to_pylist()
    for seat, row in enumerate(data["by"]["seat"]):
        mine = {(r["seed"], r["seat"]): r for r in a if r["seat"] == seat}
        pairs = [(mine[r["seed"], seat], r) for r in b if r["seat"] == seat]
        assert row["paired"] == len(pairs) == GAMES
        for key, change in (("win_share", "win_rate_change"), ("total", "mean_score_change")):
            diffs = [new[key] - old[key] for old, new in pairs]
            half = 1.96 * statistics.stdev(diffs) / math.sqrt(GAMES)
            low, high = row[f"{change}_ci95"]
            assert (high - low) / 2 == pytest.approx(half, abs=0.01)
    # the heuristic's seat: its rows are not a random bot's, so its change shows
    assert data["by"]["seat"][3]["win_rate_change"] > 0
    console = Console(width=200, record=True)
    render_compare(data, console)
    assert f"{GAMES} games dealt from the same seeds in both runs" in console.export_text()


def test_a_megacorp_run_reports_executives_moguls_and_names_its_cards(tmp_path: Path) -> None:
    config = RunConfig(bots=("random",) * 4, modules=("moguls", "executives"), seed=3)
    run(tmp_path / "run", config, 12)
    stats = run_stats(tmp_path / "run", min_games=1)
    rows = read_rows(tmp_path / "run").to_pylist()
    executives = {e["value"]: e["n"] for e in stats["by"]["executive"]}
    assert sum(executives.values()) == 48 and executives.keys() == {r["executive"] for r in rows}
    from primetime.cards import load_boxes

    names = {c: card.name for c, card in load_boxes(("primetime", "megacorp")).items()}
    anomalies = [c for c in stats["card_lift"] if c["card"] in load_boxes(("megacorp",))]
    assert anomalies, "random seats sign Megacorp's anomalies too"
    assert all(c["name"] == names[c["card"]] for c in stats["card_lift"])
    # executives and moguls by the names on their boards and cards, in the figures and the page
    for column in ("executive", "mogul"):
        assert stats["by"][column]
        assert all(e["name"] == names[e["value"]] for e in stats["by"][column])
    assert [s["name"] for s in stats["by"]["seat"]] == ["1", "2", "3", "4"]  # seats from 1
    page = write_report(stats, tmp_path / "report").read_text()
    # the page's executive table best first (seats in their order)
    table = page[page.index("<h2>By executive</h2>") : page.index("<h2>By mogul</h2>")]
    best = sorted(stats["by"]["executive"], key=lambda e: -e["win_rate"])
    at = [table.index(f"<td>{e['name']}</td><td>{e['n']}</td>") for e in best]
    assert at == sorted(at)
    seats = page[page.index("<h2>By seat</h2>") : page.index("<h2>By bot</h2>")]
    assert seats.index("<td>1</td>") < seats.index("<td>2</td>") < seats.index("<td>4</td>")


def test_compare_reads_a_card_from_its_own_box_not_a_rewording(tmp_path: Path) -> None:
    """telly.toml's [[reworded]] rows carry base cards' ids: the base card's data stays the one
    compared (a Telly Time run's Critics' Choice is primetime.toml's)."""
    cards = tmp_path / CARDS_DIR
    cards.mkdir()
    for box in ("primetime", "telly"):
        shutil.copy(DATA_DIR / f"{box}.toml", cards / f"{box}.toml")
    found = card_records(tmp_path)
    assert found["critics-choice"]["section"] == "network"
    assert found["critics-choice"]["text"].startswith("3 viewers for each genre track")


def labels(axis: Any) -> tuple[str, str]:
    return axis.get_xlabel(), axis.get_ylabel()


def test_every_plot_labels_its_axes_and_counts_seats_from_1(lab_run: Path) -> None:
    import matplotlib.pyplot as plt

    stats = run_stats(lab_run, min_games=1)
    seat = groups_figure(stats["by"]["seat"], "seat", "seat")
    focus = groups_figure(stats["by"]["genre_focus"], "genre_focus", "genre focus")
    scores, length = scores_figure(stats), length_figure(stats)
    lifts = lifts_figure(stats["card_lift"])
    try:
        for left, right in (seat.axes, focus.axes, scores.axes):
            assert all(labels(left)) and all(labels(right))
        assert all(labels(length.axes[0])) and all(labels(lifts.axes[0]))
        assert labels(seat.axes[0])[0] == "seat (1 = first player)"
        assert labels(focus.axes[1]) == ("genre focus", "mean final score")
        assert labels(scores.axes[0]) == ("final score", "player-games")
        items = scores.axes[1]
        assert items.get_xlabel() == "seat (1 = first player)"
        assert [t.get_text() for t in items.get_xticklabels()] == ["1", "2", "3", "4"]
        assert [t.get_text() for t in seat.axes[0].get_xticklabels()] == ["1", "2", "3", "4"]
        scores.canvas.draw()
        legend = items.get_legend().get_window_extent()
        bars = [bar.get_window_extent() for bar in items.patches]
        assert bars and not any(legend.overlaps(bar) for bar in bars)  # no bar hidden by it
    finally:
        for figure in (seat, focus, scores, length, lifts):
            plt.close(figure)


def best_first(rows: list[dict[str, Any]]) -> bool:
    keys = [(r["win_rate"], r["mean_score"]) for r in rows]
    return keys == sorted(keys, reverse=True)


def test_every_output_lists_each_dimension_best_first_but_the_seat(tmp_path: Path) -> None:
    config = RunConfig(bots=("random",) * 4, modules=("executives",), seed=3)
    before, after = tmp_path / "before", tmp_path / "after"
    run(before, config, 12)
    run(after, RunConfig(bots=config.bots, modules=config.modules, seed=4), 12)
    as_json = CliRunner().invoke(app, ["lab", "report", str(before), "--json", "--min-n", "1"])
    assert as_json.exit_code == 0, as_json.output
    stats = json.loads(as_json.stdout)
    for column in ("executive", "genre_focus"):
        rows = stats["by"][column]
        assert len(rows) > 2 and best_first(rows)
        assert [r["name"] for r in rows] != sorted(r["name"] for r in rows)  # not by name
    assert [s["value"] for s in stats["by"]["seat"]] == [0, 1, 2, 3]
    data = compare(before, after, min_games=1)
    after_stats = run_stats(after, min_games=1)
    for column in ("executive", "genre_focus"):  # the order of B, the run after the change
        shown = [r["value"] for r in data["by"][column]]
        assert shown == [r["value"] for r in after_stats["by"][column] if r["value"] in shown]
    from rich.console import Console

    console = Console(width=200, record=True)
    render_compare(data, console)
    text = console.export_text()
    table = text[text.index("by genre focus") :]
    names = [r["name"] for r in data["by"]["genre_focus"]]
    at = [table.index(f" {name} ") for name in names]
    assert at == sorted(at)


def test_reporting_a_solo_run_is_refused_saying_what_to_use(lab_run: Path, tmp_path: Path) -> None:
    solo = tmp_path / "solo"  # as `lab run --players 1` stored it before it was refused
    shutil.copytree(lab_run, solo)
    manifest = json.loads((solo / "manifest.json").read_text())
    manifest["config"]["bots"] = ["random"]
    (solo / "manifest.json").write_text(json.dumps(manifest))
    result = CliRunner().invoke(app, ["lab", "report", str(solo), "--json"])
    assert result.exit_code == 2
    assert "solo game (--players 1)" in result.stderr
    assert "primetime simulate --solo" in result.stderr
    compared = CliRunner().invoke(app, ["lab", "compare", str(lab_run), str(solo)])
    assert compared.exit_code == 2 and "primetime simulate --solo" in compared.stderr


@pytest.mark.parametrize(
    ("where", "trouble"),
    [
        ("/proc/nope/rep", "cannot create the directory /proc/nope/rep (/proc/nope: No such file"),
        ("a-file", "a-file is a file, not a directory"),
    ],
)
def test_a_bad_report_out_is_one_error_line(
    lab_run: Path, tmp_path: Path, where: str, trouble: str
) -> None:
    (tmp_path / "a-file").write_text("")
    out = where if where.startswith("/") else str(tmp_path / where)
    result = CliRunner().invoke(app, ["lab", "report", str(lab_run), "--out", out])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: ") and trouble in result.stderr
    assert isinstance(result.exception, SystemExit)  # not a traceback
