"""The `primetime` command: cards, simulate, bench and play, through typer's CliRunner.

Speeds are never asserted here (timing belongs to benchmarks/), only that they are positive numbers.
"""

from __future__ import annotations

import json
import math
import os
import random
import re
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from primetime import Game, GameConfig
from primetime.bots import RandomBot, play_game
from primetime.cards import CARD_TYPES, load_box
from primetime.cli.main import app
from primetime.simulation import mogul_outcomes

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()

SHOW_FIELDS = {"genre", "cost", "expenses", "timeslots", "slots", "rows", "deck", "players"}
VALUE_FIELDS: dict[str, set[str]] = {
    "show": SHOW_FIELDS,
    "starter": SHOW_FIELDS,
    "star": {"cost", "viewers", "expenses", "down_viewers", "down_expenses", "condition"},
    "ad": {"bonus", "income", "viewers", "down_income", "down_viewers", "condition", "promo_cost"},
    "network": {"network_type", "cost"},
    "solo": {"discard", "prefers"},
    "mogul": {"top_type", "top_text", "bottom_type", "bottom_text"},
    "executive": {"complexity", "ability", "drawback", "requires", "values"},
    "grid": {"center", "squares", "row_bonuses", "column_bonuses", "diagonal_bonus"},
    "passtile": {"players", "columns", "last"},
    "anomaly": {"cost"},
}


def invoke(*args: str, input: str | None = None) -> Any:
    result = runner.invoke(app, list(args), env={"COLUMNS": "200"}, input=input)
    return result


def json_of(*args: str) -> Any:
    result = invoke(*args)
    assert result.exit_code == 0, (result.stdout, result.stderr, result.exception)
    return json.loads(result.stdout)


# -- help ----------------------------------------------------------------------------------------


def test_the_installed_command_prints_help() -> None:
    command = Path(sys.executable).parent / "primetime"
    assert command.is_file(), f"no console script at {command}"
    done = subprocess.run(
        [str(command), "--help"], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    for name in ("cards", "simulate", "bench", "play", "replay"):
        assert name in done.stdout


def test_the_command_list_reads_each_description_as_one_sentence() -> None:
    """A docstring's line breaks are not the help's: wide enough, each command's description is
    one line (Typer's rich mode kept them, breaking "(values are / reconstructed; ...)")."""
    command = Path(sys.executable).parent / "primetime"
    env = {**os.environ, "COLUMNS": "500"}
    done = subprocess.run(
        [str(command), "--help"], capture_output=True, text=True, timeout=120, cwd=ROOT, env=env
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    cards = next(line for line in lines if "cards " in line and "List the cards" in line)
    assert "(values are reconstructed; see the README)." in cards
    for name in ("simulate", "bench", "analyse", "tournament", "lab"):
        described = [line for line in lines if line.strip("│ ").startswith(name + " ")]
        assert len(described) == 1 and described[0].rstrip(" │").endswith("."), name


@pytest.mark.parametrize("command", ["cards", "simulate", "bench", "play", "replay"])
def test_every_command_has_help(command: str) -> None:
    result = invoke(command, "--help")
    assert result.exit_code == 0
    assert "Usage:" in result.stdout


def test_no_flag_in_any_help_shows_a_value_to_type() -> None:
    """A flag takes no value: Typer 0.29 printed `<bool>` beside every one (`--solo <bool>`,
    `--help <bool>`), as if `--solo true` were wanted; the pinned Typer prints none. Options
    that take a value keep their placeholder."""
    commands: dict[str, Any] = getattr(typer.main.get_command(app), "commands", {})
    paths: list[list[str]] = [[]] + [[name] for name in commands]
    for name, command in commands.items():  # the lab's own commands too
        paths += [[name, sub] for sub in getattr(command, "commands", {})]
    assert ["play"] in paths and ["lab", "run"] in paths
    for path in paths:
        result = invoke(*path, "--help")
        assert result.exit_code == 0, path
        assert "<bool>" not in result.stdout and "BOOLEAN" not in result.stdout, path
    play = invoke("play", "--help").stdout
    assert re.search(r"--players\s+-p\s+<int range>", play)
    assert re.search(r"--solo\s+The solo game", play)


# -- cards ---------------------------------------------------------------------------------------


def test_cards_type_mogul_lists_the_ten_moguls_with_both_effects() -> None:
    result = invoke("cards", "--type", "mogul")
    assert result.exit_code == 0, result.stderr
    assert "mogul cards (10)" in result.stdout
    assert "Host Turned Tycoon" in result.stdout and "game-end" in result.stdout
    records = json_of("cards", "--type", "mogul", "--json")
    assert len(records) == 10 and records[0]["top_type"] is None


def test_simulate_with_moguls_reports_the_moguls_taken() -> None:
    data = json_of("simulate", "--games", "2", "--players", "3", "--modules", "moguls", "--json")
    assert data["completed"] == 2 and data["errors"] == 0
    assert sum(row["taken_per_game"] for row in data["moguls"]) == pytest.approx(3)


def test_a_shared_win_is_split_between_its_moguls() -> None:
    """As the seats' and executives' win shares are: seed 24 (3 random players, Moguls) ends
    in a tie, 103 to 74 to 103."""
    game = Game.new(GameConfig(players=("A", "B", "C"), seed=24, modules=("moguls",)))
    rng = random.Random(24)
    while not game.over:
        assert game.decision is not None
        game.choose(rng.choice(game.decision.options))
    assert game.result().winners == [0, 2]
    assert [won for _, _, won, _ in mogul_outcomes(game)] == [0.5, 0, 0.5]


class _Broken:
    """A bot that fails at its first decision (a bug in a bot under study, say)."""

    needs_view = False
    name = "broken"

    def choose(self, view: object, decision: object) -> object:
        raise RuntimeError("this bot is broken on purpose")


@pytest.fixture
def broken_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    from primetime.bots.base import REGISTRY

    monkeypatch.setitem(REGISTRY, "broken", lambda params, seed: _Broken())


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_games_that_fail_make_the_command_exit_1(command: str, broken_bot: None) -> None:
    args = [command, "--games", "2", "--players", "2", "--bots", "broken,random", "--jobs", "1"]
    for extra in ([], ["--json"]):
        result = invoke(*args, *extra)
        assert result.exit_code == 1, (result.stdout, result.stderr)
        assert "this bot is broken on purpose" in result.stdout + result.stderr
        assert "error: 2 games failed" in result.stderr


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("mcts:time=nan", "time must be a number more than 0, not 'nan'"),
        ("mcts:iters=1:worlds=0", "worlds must be a whole number of 1 or more, not '0'"),
        ("heuristic:noise=nan", "noise must be a number of 0 or more, not 'nan'"),
        ("mcts:iters=5:c=inf", "c must be a number of 0 or more, not 'inf'"),
    ],
)
def test_bot_settings_a_search_cannot_use_are_refused_up_front(spec: str, message: str) -> None:
    result = invoke("simulate", "--games", "1", "--players", "2", "--bots", f"{spec},random")
    assert result.exit_code == 2
    assert message in result.stderr


def test_serve_refuses_an_unknown_log_level_naming_the_known_ones() -> None:
    result = invoke("serve", "--log-level", "loud")
    assert result.exit_code == 2
    assert "'loud' is not one of" in result.stderr and "'debug'" in result.stderr


def test_simulate_refuses_an_unknown_module() -> None:
    result = invoke("simulate", "--games", "1", "--modules", "telly-time")
    assert result.exit_code == 2
    assert "unknown module 'telly-time'; known modules: executives, moguls, telly" in result.stderr


def test_tournament_with_moguls() -> None:
    data = json_of(
        "tournament",
        "--games",
        "2",
        "--players",
        "2",
        "--bots",
        "random",
        "--modules",
        "moguls",
        "--json",
    )
    assert data["games"] == 2 and not data["error_messages"]


def test_play_watch_with_moguls() -> None:
    result = invoke(
        "play", "--watch", "--players", "4", "--bots", "random", "--seed", "3", "--moguls"
    )
    assert result.exit_code == 0, result.stderr
    assert "Final scores" in result.stdout


def test_play_watch_with_telly_and_its_modules_flag() -> None:
    flags = ("play", "--watch", "--players", "2", "--bots", "random", "--seed", "3")
    result = invoke(*flags, "--telly")
    assert result.exit_code == 0, result.stderr
    assert "Megacorp Telly Time" in result.stdout and "Wknd" in result.stdout
    assert "Final scores" in result.stdout
    same = invoke(*flags, "--modules", "telly")
    assert same.stdout == result.stdout
    twice = invoke(*flags, "--telly", "--modules", "telly")
    assert twice.exit_code == 0 and twice.stdout == result.stdout


def test_cards_json_lists_every_card_with_its_fields() -> None:
    records = json_of("cards", "--json")
    assert isinstance(records, list)
    # the base box; Megacorp's 10 moguls, 13 executives and 4 anomalies; Telly Time's 36 shows,
    # 6 pilot shows, 6 grid tiles and 2 pass track tiles
    assert len(records) == 202 + 10 + 13 + 4 + 36 + 6 + 6 + 2
    assert len({r["id"] for r in records}) == len(records)
    assert set(CARD_TYPES) == {
        "show",
        "star",
        "ad",
        "network",
        "pilot",
        "starter",
        "solo",
        "executive",
        "mogul",
        "anomaly",
        "grid",
        "passtile",
    }
    for record in records:
        assert isinstance(record["id"], str) and record["id"]
        assert record["type"] in CARD_TYPES
        assert isinstance(record["name"], str) and record["name"]
        assert record["effect"] is None or isinstance(record["effect"], str)
        kind = record["kind"] if record["type"] == "pilot" else record["type"]
        missing = VALUE_FIELDS[kind] - set(record)
        assert not missing, (record["id"], missing)
    counts = {t: sum(1 for r in records if r["type"] == t) for t in CARD_TYPES}
    assert counts == {
        "show": 36 + 36,
        "star": 50,
        "ad": 35,
        "network": 31,
        "pilot": 20 + 6,
        "starter": 15,
        "solo": 15,
        "executive": 13,  # Megacorp's card types: 13 executives, 10 moguls
        "mogul": 10,
        "anomaly": 4,
        "grid": 6,
        "passtile": 2,
    }


def test_cards_json_values_match_the_card_data() -> None:
    records = {r["id"]: r for r in json_of("cards", "--json")}
    cards = load_box("primetime")
    reek = records["dawsons-reek"]
    card = cards["dawsons-reek"]
    assert reek["type"] == "show" and reek["name"] == card.name == "Dawson's Reek"
    assert reek["genre"] == card.genre and reek["cost"] == card.cost
    assert reek["rows"] == list(card.rows)
    assert reek["slots"] == [str(s) for s in card.slots]
    assert reek["timeslots"] == list(card.timeslots) == ["primetime"]
    big = records["big-game"]
    assert (big["type"], big["network_type"], big["cost"], big["effect"]) == (
        "network",
        "immediate",
        0,
        "big-game",
    )
    cheeky = records["cheeky-friend"]
    assert cheeky["condition"] == "with-star"
    pilots = [r for r in records.values() if r["type"] == "pilot"]
    assert sorted({r["kind"] for r in pilots}) == ["ad", "show", "star"]


def test_cards_type_star_json_lists_only_the_50_stars() -> None:
    records = json_of("cards", "--type", "star", "--json")
    assert len(records) == 50
    assert {r["type"] for r in records} == {"star"}
    assert {r["id"] for r in records} == {c.id for c in load_box("primetime").of_type("star")}


@pytest.mark.parametrize(
    ("type_word", "count"),
    [
        ("show", 36 + 36),
        ("ad", 35),
        ("network", 31),
        ("pilot", 20 + 6),
        ("starter", 15),
        ("solo", 15),
        ("executive", 13),
        ("grid", 6),
        ("passtile", 2),
        ("anomaly", 4),
    ],
)
def test_cards_type_json_counts(type_word: str, count: int) -> None:
    records = json_of("cards", "-t", type_word, "--json")
    assert len(records) == count
    assert {r["type"] for r in records} == {type_word}


def test_cards_type_takes_every_card_type_and_names_them_when_refused() -> None:
    assert {r["type"] for r in json_of("cards", "--json")} == set(CARD_TYPES)
    result = invoke("cards", "--type", "bogus")
    assert result.exit_code == 2
    assert "'bogus' is not one of " + ", ".join(CARD_TYPES) in " ".join(result.output.split())


def test_cards_type_network_prints_a_readable_table() -> None:
    result = invoke("cards", "--type", "network")
    assert result.exit_code == 0
    assert "network cards (31)" in result.stdout
    assert "Big Game" in result.stdout
    assert "immediate" in result.stdout
    with pytest.raises(json.JSONDecodeError):
        json.loads(result.stdout)


def test_cards_without_a_type_prints_a_table_of_every_type() -> None:
    result = invoke("cards")
    assert result.exit_code == 0
    for title in (
        "show cards (72)",
        "star cards (50)",
        "ad cards (35)",
        "network cards (31)",
        "pilot cards (26)",
        "starter cards (15)",
        "solo cards (15)",
        "anomaly cards (4)",
    ):
        assert title in result.stdout


def test_cards_at_80_columns_are_paragraphs_with_whole_names() -> None:
    """A table's columns at 80 columns broke names into "Space / Patrol / Classic / s"."""
    result = runner.invoke(app, ["cards", "--type", "starter"], env={"COLUMNS": "80"})
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "starter cards (15)"
    assert "Space Patrol Classics: genre Sci-Fi · cost $0M · exp $0M · prefers any" in (
        result.stdout.replace("\n", " ").replace("  ", " ")
    )
    assert all(len(line) <= 80 for line in lines)


def test_cards_with_an_unknown_type_fails() -> None:
    result = invoke("cards", "--type", "villain")
    assert result.exit_code == 2
    assert "villain" in result.stderr
    assert result.stdout == ""


# -- simulate ------------------------------------------------------------------------------------


def test_simulate_json_summary() -> None:
    data = json_of("simulate", "--games", "5", "--players", "3", "--seed", "1", "--json")
    assert set(data) == {
        "games",
        "completed",
        "errors",
        "mean_scores",
        "score_ci95",
        "win_share",
        "games_per_second",
        "seats",
        "decisions_per_game",
        "error_messages",
    }
    assert data["games"] == 5
    assert data["completed"] == 5
    assert data["errors"] == 0 and data["error_messages"] == []
    assert data["seats"] == ["1:random", "2:random", "3:random"]
    assert len(data["mean_scores"]) == 3
    assert all(isinstance(s, (int, float)) and s > 0 for s in data["mean_scores"])
    assert len(data["win_share"]) == 3
    assert sum(data["win_share"]) == pytest.approx(1.0, abs=1e-3)
    assert isinstance(data["games_per_second"], (int, float)) and data["games_per_second"] > 0
    assert data["decisions_per_game"] > 0


def test_simulate_is_reproducible_from_its_seed() -> None:
    args = ("simulate", "--games", "3", "--players", "2", "--seed", "7", "--json")
    first, second = json_of(*args), json_of(*args)
    for key in ("mean_scores", "win_share", "decisions_per_game"):
        assert first[key] == second[key]


def test_simulate_mean_scores_are_those_of_the_games() -> None:
    from primetime.simulation import GameSpec, play_one

    outcomes = [play_one(GameSpec(seed, ("random", "random"))) for seed in (4, 5)]
    expected = [round(sum(o.scores[i] for o in outcomes) / 2, 2) for i in range(2)]
    data = json_of("simulate", "-n", "2", "-p", "2", "-s", "4", "--json")
    assert data["mean_scores"] == expected


def test_simulate_gives_each_mean_score_its_95_percent_interval() -> None:
    from primetime.simulation import GameSpec, play_one

    outcomes = [play_one(GameSpec(seed, ("random", "random"))) for seed in (4, 5, 6)]
    data = json_of("simulate", "-n", "3", "-p", "2", "-s", "4", "--json")
    for seat in range(2):
        scores = [o.scores[seat] for o in outcomes]
        half = 1.96 * statistics.stdev(scores) / math.sqrt(3)
        low, high = data["score_ci95"][seat]
        assert low == pytest.approx(statistics.mean(scores) - half, abs=0.01)
        assert high == pytest.approx(statistics.mean(scores) + half, abs=0.01)
    one = json_of("simulate", "-n", "1", "-p", "2", "-s", "4", "--json")
    assert one["score_ci95"] == [None, None]  # one game has no spread
    text = invoke("simulate", "-n", "3", "-p", "2", "-s", "4").stdout
    low, high = data["score_ci95"][0]
    assert f"(95% CI {low:.1f}-{high:.1f})" in text


def test_simulate_readable_summary() -> None:
    result = invoke("simulate", "--games", "2", "--players", "2", "--seed", "3")
    assert result.exit_code == 0
    assert "2/2 games completed, 0 errors" in result.stdout
    assert "seat 1:random" in result.stdout and "seat 2:random" in result.stdout


def test_simulate_with_an_unknown_bot_fails_clearly() -> None:
    result = invoke("simulate", "--bots", "nosuchbot", "--games", "1")
    assert result.exit_code == 2
    assert "unknown bot 'nosuchbot'; available bots: " in result.stderr
    assert "random" in result.stderr and "(or a difficulty: easy, medium, hard)" in result.stderr
    assert "openspiel-ismcts" in result.stderr  # registered on first use, but there to use
    assert result.stdout == ""


def test_a_bad_search_setting_is_named_as_it_was_typed() -> None:
    result = invoke("simulate", "--bots", "mcts:iters=0", "--games", "1")
    assert result.exit_code == 2
    assert "bad mcts option in mcts:iters=0: iters must be a whole number of 1 or more" in said(
        result.stderr
    )


def test_simulate_lines_are_whole_in_a_pipe() -> None:
    """At 80 columns (a pipe) a seat's line was cut before its "100.0%"; a tournament's long
    bot spec lost its end ("heuristic:ahea…")."""
    result = runner.invoke(app, ["simulate", "-n", "2", "-p", "3"], env={"COLUMNS": "80"})
    assert result.exit_code == 0
    seats = [line for line in result.stdout.splitlines() if line.startswith("  seat ")]
    assert len(seats) == 3 and all(line.endswith("%") for line in seats)
    spec = "heuristic:ahead=1"
    played = runner.invoke(
        app, ["tournament", "--bots", f"{spec},random", "-p", "2", "-n", "2"], env={"COLUMNS": "80"}
    )
    assert played.exit_code == 0
    assert "…" not in played.stdout
    cells = [line.split("│")[1].strip() for line in played.stdout.splitlines() if "│" in line]
    assert spec in "".join(cells)


def test_simulate_with_more_bots_than_seats_fails() -> None:
    result = invoke("simulate", "--bots", "random,random,random", "--players", "2", "--games", "1")
    assert result.exit_code == 2
    assert "--bots lists 3 bots for 2 seats; give 1 to 2" in said(result.stderr)


def test_simulate_fills_the_seats_with_a_shorter_list_in_turn() -> None:
    """The README's example: two bots for four players, as a tournament fills its table."""
    data = json_of("simulate", "--bots", "heuristic,random", "-p", "4", "-n", "1", "--json")
    assert data["seats"] == ["1:heuristic", "2:random", "3:heuristic", "4:random"]


def test_simulate_solo_refuses_another_player_count() -> None:
    result = invoke("simulate", "--solo", "--players", "4", "--games", "1")
    assert result.exit_code == 2
    assert "--solo is a 1-player game; drop --players 4" in said(result.stderr)
    data = json_of("simulate", "--solo", "--players", "1", "-n", "1", "--json")
    assert data["seats"] == ["1:random"]


def test_simulate_solo_reports_ranks_not_a_win_share() -> None:
    result = invoke("simulate", "--solo", "--bots", "random", "-n", "2")
    assert result.exit_code == 0, result.output
    assert "solo ranks: " in result.stdout and "win share" not in result.stdout
    two = invoke("simulate", "--bots", "random", "-p", "2", "-n", "1")
    assert "win share" in two.stdout


def test_a_tournament_of_one_game_says_one_game() -> None:
    result = invoke("tournament", "--games", "1", "--players", "2", "--bots", "random,random")
    assert result.exit_code == 0, result.output
    assert "note: 1 game is not a multiple of 2" in said(result.stderr)


def test_simulate_with_one_bot_per_seat() -> None:
    data = json_of("simulate", "--bots", "random,random,random", "-p", "3", "-n", "2", "--json")
    assert data["completed"] == 2 and data["seats"] == ["1:random", "2:random", "3:random"]


def test_simulate_with_a_bad_bot_option_fails() -> None:
    result = invoke("simulate", "--bots", "random:depth=3", "--games", "1")
    assert result.exit_code == 2
    assert "the random bot takes no options" in result.stderr


def test_simulate_six_players_fails() -> None:
    result = invoke("simulate", "--players", "6", "--games", "1")
    assert result.exit_code == 2


def test_simulate_in_two_processes() -> None:
    data = json_of("simulate", "--jobs", "2", "--games", "4", "--players", "2", "--json")
    assert data["games"] == 4
    assert data["completed"] == 4 and data["errors"] == 0
    assert sum(data["win_share"]) == pytest.approx(1.0, abs=1e-3)
    serial = json_of("simulate", "--jobs", "1", "--games", "4", "--players", "2", "--json")
    assert data["mean_scores"] == serial["mean_scores"]


# -- bench ---------------------------------------------------------------------------------------


def test_bench_json_reports_positive_figures() -> None:
    data = json_of("bench", "--games", "3", "--json")
    for key in (
        "random_4p_games_per_second",
        "decisions_per_second",
        "clone_mid_game_microseconds",
        "listing_per_decision_microseconds",
        "applying_per_decision_microseconds",
        "random_solo_games_per_second",
        "random_classic_games_per_second",
        "random_moguls_games_per_second",
    ):
        assert isinstance(data[key], (int, float)) and not isinstance(data[key], bool), key
        assert data[key] > 0, key
    assert data["games_timed"] == 3
    assert data["reference_loops_per_second"] > 0
    assert data["relative"]["random_4p_games_per_second"] > 0
    assert data["relative"]["clone_mid_game_microseconds"] > 0


def test_bench_baseline_measures_both_trees_alternately() -> None:
    data = json_of(
        "bench", "--games", "1", "--only", "engine", "--rounds", "2", "--baseline", "HEAD", "--json"
    )
    assert data["rounds"] == 2
    row = data["figures"]["random_4p_games_per_second"]
    assert row["ours"] > 0 and row["baseline"] > 0 and row["speedup"] > 0
    assert len(row["speedup_each_round"]) == 2
    assert row["speedup_paired"] == pytest.approx(
        statistics.median(row["speedup_each_round"]), abs=0.001
    )


def test_bench_baseline_pairs_each_suite_in_the_same_round() -> None:
    """Each suite of a round runs on both sides back to back (seconds apart, not a whole round
    apart), the order turning from suite to suite (ABBA)."""
    from primetime.cli.bench import compare

    said: list[str] = []
    data = compare("HEAD", 1, ("engine", "adapters"), rounds=1, progress=said.append)
    assert said == [
        "round 1/1, engine: ours",
        "round 1/1, engine: theirs",
        "round 1/1, adapters: theirs",
        "round 1/1, adapters: ours",
    ]
    assert data["figures"]["random_4p_games_per_second"]["ours"] > 0
    assert data["figures"]["reference_loops_per_second"]["baseline"] > 0


# -- play and replay -----------------------------------------------------------------------------
# Terminal play itself is tested in tests/unit/test_tui_*.py and, through a pseudo-terminal, in
# tests/e2e/test_terminal_*.py; here: the command line around it.

ONES = "1\n" * 3000  # option 1 at every prompt: a whole (if silly) game


def said(text: str) -> str:
    """Text with its wrapping (and Rich's box edges) undone."""
    return " ".join(text.replace("│", " ").split())


def test_play_with_flags_starts_at_once_and_plays_to_the_final_table() -> None:
    result = invoke("play", "--players", "2", "--bots", "random", "--seed", "1", input=ONES)
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "How many players" not in out  # flags skip the interactive setup
    assert out.startswith("The Networks: Primetime  Player 1 vs Bea (random bot) · seed 1")
    assert "Final scores" in out
    assert re.search(r"(Winner|Shared win): .+ with \d+ viewers", out)


def test_play_is_reproducible_from_its_seed() -> None:
    args = ("play", "--players", "2", "--bots", "random", "--seed", "3")
    first, second = invoke(*args, input=ONES), invoke(*args, input=ONES)
    assert first.stdout == second.stdout


def test_play_with_one_player_is_the_solo_game() -> None:
    result = invoke("play", "--players", "1", "--seed", "2", input=ONES)
    assert result.exit_code == 0, result.stderr
    assert "Player 1, solo against the solo deck" in result.stdout
    assert re.search(r"Player 1 scores \d+ viewers: [A-Z][a-z]+", result.stdout)


def test_play_without_flags_asks_who_plays() -> None:
    result = invoke("play", input="2\nAnn\nrandom\nn\nn\nn\nn\nn\n5\n")
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "How many players, 1-5? (1 is the solo game) [3]" in out
    assert "Ann vs Bea (random bot) · seed 5" in out
    assert "Input closed" in out


def test_play_watch_shows_a_whole_bot_game() -> None:
    result = invoke("play", "--watch", "--players", "3", "--bots", "random", "--seed", "2")
    assert result.exit_code == 0, result.stderr
    assert "Ace (random bot):" in result.stdout and "Final scores" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "6"), "6 is not in the range 1<=x<=5"),
        (("--bots", "nosuchbot"), "unknown bot 'nosuchbot'"),
        (("--solo", "--players", "2"), "--solo is a 1-player game"),
        (("--players", "3", "--bots", "easy,easy,easy"), "--bots lists 3 kinds"),
        (("--load", "no-such-save.json"), "cannot read no-such-save.json"),
    ],
)
def test_play_refuses_what_it_cannot_play(args: tuple[str, ...], message: str) -> None:
    result = invoke("play", *args)
    assert result.exit_code == 2
    assert message in said(result.stderr)


def test_play_load_recaps_the_last_lines_not_the_whole_log(tmp_path: Path) -> None:
    seats = {"seats": ["person", "random"]}
    game = Game.new(GameConfig(players=("Ann", "Bea"), seed=4, extra=seats))
    while game.state.round < 2:
        game.choose(0)
    save = tmp_path / "save.json"
    save.write_text(game.to_json())
    result = invoke("play", "--load", str(save), input="quit\nn\n")
    assert result.exit_code == 0, result.stderr
    shown = said(result.stdout)
    assert "Where the game was left:" in shown
    assert re.search(r"\(\d+ earlier lines: type log all\)", shown)
    assert "Round 1" not in shown.split("Where the game was left:")[1].split("earlier lines")[1]


def test_play_load_resumes_and_refuses_setup_flags(tmp_path: Path) -> None:
    seats = {"seats": ["person", "random"]}
    game = Game.new(GameConfig(players=("Ann", "Bea"), seed=4, extra=seats))
    game.choose(0)
    save = tmp_path / "save.json"
    save.write_text(game.to_json())
    result = invoke("play", "--load", str(save), input=ONES)
    assert result.exit_code == 0, result.stderr
    assert "resumed after 1 choice" in result.stdout and "Final scores" in result.stdout
    refused = invoke("play", "--load", str(save), "--seed", "3")
    assert refused.exit_code == 2 and "drop --seed" in said(refused.stderr)
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    broken = invoke("play", "--load", str(bad))
    assert broken.exit_code == 2 and "not a primetime save file" in said(broken.stderr)


def test_replay_prints_a_saved_game(tmp_path: Path) -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=1))
    play_game(game, [RandomBot(1), RandomBot(2)])
    save = tmp_path / "done.json"
    save.write_text(game.to_json())
    result = invoke("replay", str(save), "--all")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("Replay: Ann, Bob · seed 1")
    assert "Final scores" in result.stdout
    stepped = invoke("replay", str(save), input="\n\nq\n")
    assert stepped.exit_code == 0 and "Step 2 of" in stepped.stdout
    assert invoke("replay", str(tmp_path / "none.json")).exit_code == 2
