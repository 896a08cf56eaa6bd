"""Executives wherever a user meets them (issue 16, "Everywhere a user meets it"): the command
line (play, simulate with `executive_stats`, tournament), the terminal setup question and board,
the browser's create endpoint and table payload, saves, replays, the server's storage and the
lab's executive column. Built with the boards that exist; nothing here names the others.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from rich.console import Console
from typer.testing import CliRunner

from helpers import play_random
from primetime import Game, GameConfig
from primetime.cli.main import app
from primetime.engine.modules.executives.base import executive_of
from primetime.lab.rows import SEAT_FACTS
from primetime.presentation import (
    executive_shown,
    network_row,
    option_label,
    option_preview,
)
from primetime.server import ServerSettings, create_app
from primetime.server.payload import result_of, table_of
from primetime.simulation import GameOutcome, Summary
from primetime.tui import Terminal
from primetime.tui.board import executives_text
from primetime.tui.decisions import context
from primetime.tui.results import render_results
from primetime.tui.setup import ask_setup

runner = CliRunner()
EXECUTIVES = ("executives",)
BOARDS = {"Ann": "rich", "Bob": "gorilla", "Cy": "cable"}


def invoke(*args: str) -> Any:
    return runner.invoke(app, list(args), env={"COLUMNS": "200"})


def json_of(*args: str) -> Any:
    result = invoke(*args)
    assert result.exit_code == 0, (result.stdout, result.stderr, result.exception)
    return json.loads(result.stdout)


def three(seed: int = 4) -> Game:
    return Game.new(
        GameConfig(("Ann", "Bob", "Cy"), seed=seed, modules=EXECUTIVES, executives=BOARDS)
    )


# -- simulate and tournament ---------------------------------------------------------------------


SIMULATE = (
    "simulate",
    "--games",
    "3",
    "--players",
    "3",
    "--modules",
    "executives",
    "--bots",
    "heuristic",
    "--executive",
    "rich",
    "-e",
    "gorilla",
    "-e",
    "cable",
)


def test_simulate_reports_each_executives_win_share_and_mean_score() -> None:
    data = json_of(*SIMULATE, "--json")
    assert data["completed"] == 3 and data["errors"] == 0
    rows = {row["executive"]: row for row in data["executive_stats"]}
    assert set(rows) == {"rich", "gorilla", "cable"}
    # the boards stay with their seats: each board's numbers are its seat's
    for seat, board in enumerate(("rich", "gorilla", "cable")):
        assert rows[board]["seats"] == 3
        assert rows[board]["mean_score"] == round(data["mean_scores"][seat], 1)
        assert rows[board]["win_share"] == round(data["win_share"][seat], 3)
    shares = sum(row["win_share"] * row["seats"] for row in rows.values())
    assert shares == pytest.approx(3, abs=0.01)  # rounded shares of 3 games


def test_simulate_prints_the_executive_table() -> None:
    result = invoke(*SIMULATE)
    assert result.exit_code == 0, result.stderr
    assert "executive" in result.stdout and "win share" in result.stdout
    assert any(line.split()[:2] == ["gorilla", "3"] for line in result.stdout.splitlines())


def test_simulate_deals_the_seats_not_named() -> None:
    data = json_of("simulate", "-n", "2", "-p", "1", "--modules", "executives", "--json")
    assert sum(row["seats"] for row in data["executive_stats"]) == 2


def test_simulate_executive_needs_the_module_and_a_known_board() -> None:
    result = invoke("simulate", "-n", "1", "-p", "2", "-e", "rich")
    assert result.exit_code == 2 and "--executive needs --modules executives" in result.stderr
    result = invoke(
        "simulate", "-n", "1", "-p", "2", "--modules", "executives", "-e", "rich", "-e", "tycoon"
    )
    assert result.exit_code == 2
    assert "unknown executive 'tycoon' for seat 2; executives: " in result.stderr
    result = invoke(
        "simulate", "-n", "1", "-p", "1", "--modules", "executives", "-e", "rich", "-e", "cable"
    )
    assert result.exit_code == 2 and "2 boards for 1 players" in result.stderr


def test_the_stats_take_any_board_a_game_reports() -> None:
    """New boards need no code in the stats: whatever `executive_of` answers is counted."""
    summary = Summary(["1:a", "2:b"], 2, score_sums=[0, 0], win_sums=[0.0, 0.0], executives={})
    summary.add(GameOutcome(1, [10, 20], [1], executives=[("beeb", 10), ("flix", 20)]))
    summary.add(GameOutcome(2, [30, 30], [0, 1], executives=[("flix", 30), ("beeb", 30)]))
    assert summary.executive_table() == [
        {"executive": "flix", "seats": 2, "mean_score": 25.0, "win_share": 0.75},
        {"executive": "beeb", "seats": 2, "mean_score": 20.0, "win_share": 0.25},
    ]
    assert summary.to_dict()["executive_stats"] == summary.executive_table()


def test_tournament_gives_the_executives_to_the_seats() -> None:
    data = json_of(
        "tournament",
        "--games",
        "2",
        "--players",
        "2",
        "--bots",
        "random",
        "--modules",
        "executives",
        "-e",
        "gorilla",
        "-e",
        "rich",
        "--json",
    )
    assert data["games"] == 2 and not data["error_messages"]
    result = invoke(
        "tournament",
        "--games",
        "2",
        "--players",
        "2",
        "--bots",
        "random",
        "--modules",
        "executives",
        "-e",
        "nobody",
    )
    assert result.exit_code == 2 and "unknown executive 'nobody'" in result.stderr


# -- the terminal ----------------------------------------------------------------------------------


def test_play_executives_deals_and_shows_the_executive() -> None:
    result = invoke(
        "play", "--watch", "--players", "1", "--bots", "random", "--seed", "3", "--executives"
    )
    assert result.exit_code == 0, result.stderr
    assert "Megacorp Executives" in result.stdout and "Final scores" in result.stdout
    assert "Executives: Ace " in result.stdout  # the compact table's line (`board`: in full)


def test_the_setup_question_switches_executives_on() -> None:
    answers = ["1", "Ann", "n", "y", "n", "n", "5"]  # solo, name, Beginner, Executives, Moguls,
    # Telly Time, seed
    setup = ask_setup(Terminal.scripted(answers))
    assert setup.modules == ("executives",) and setup.config().modules == ("executives",)


def test_the_board_shows_each_executive_with_its_ability_drawback_and_marker() -> None:
    game = three()
    while not (game.decision is not None and game.decision.kind == "card-choice"):
        assert game.decision is not None
        game.choose(game.decision.options[0])
    game.choose("ability extra-cash")
    text = executives_text(game.view(0).state)
    assert text is not None
    lines = text.plain.splitlines()
    assert lines[0] == "Executives"
    assert lines[1].startswith("  Ann: Rich. Ability: At the start of each round draw 1 star")
    assert lines[2].startswith("  Bob: Gorilla (this round: Extra Cash). Ability: ")
    assert "Drawback: Extra Turn: no pass bonus this round." in lines[2]
    assert executives_text(Game.new(GameConfig(("Ann", "Bob"), seed=1)).state) is None


def test_executive_shown_is_what_both_interfaces_show() -> None:
    game = three()
    assert executive_shown(game.state, 1) == {
        "card": "gorilla",
        "name": "Gorilla",
        "complexity": "2 of 3",
        "ability": game.state.cards["gorilla"].ability,  # type: ignore[union-attr]
        "drawback": game.state.cards["gorilla"].drawback,  # type: ignore[union-attr]
        "status": "",
    }
    table = table_of(game.view(2))
    assert [x["name"] for x in table["executives"]] == ["Rich", "Gorilla", "Cable"]
    assert "executives" not in table_of(Game.new(GameConfig(("Ann", "Bob"), seed=1)).view(0))


def test_the_final_table_names_the_row_executives_score_on_in_both_interfaces() -> None:
    # RULINGS 7.4: Butcher's reruns go on the "Network, Moguls & Execs" row, without Moguls too
    game = play_random(three(seed=5), 5)
    assert network_row(game.config) == "Network, Moguls & Execs"
    assert result_of(game)["network_row"] == "Network, Moguls & Execs"  # type: ignore[index]
    shown = Console(width=120, record=True)
    final = render_results(game.result(), game.state)
    shown.print(final)
    text = " ".join(shown.export_text().split())
    assert "Network, Moguls & Execs" in text
    notes = result_of(game)["notes"]  # type: ignore[index]
    assert "Network, Moguls & Execs: Game End cards, moguls and executive boards." in notes
    assert notes.endswith("Cash: 1 viewer per $3M.") and notes in text
    rows = {(): "Network", ("telly",): "Network", ("moguls",): "Network, Moguls & Execs"}
    for modules, row in rows.items():
        other = play_random(Game.new(GameConfig(("Ann", "Bob"), seed=2, modules=modules)), 2)
        sent = result_of(other)
        assert sent is not None and sent["network_row"] == row, modules
        telly = modules == ("telly",)
        genres = "grid scored in each round's score" if telly else "each genre track"
        assert genres in sent["notes"] and f"{row}: Game End cards" in sent["notes"], modules


def test_a_dealt_pair_stays_hidden_until_kept() -> None:
    game = Game.new(GameConfig(("Ann",), seed=8, modules=EXECUTIVES))
    while not (game.decision is not None and game.decision.kind == "executive-keep"):
        assert game.decision is not None
        game.choose(game.decision.options[0])
    assert executive_shown(game.state, 0) is None
    assert table_of(game.view(None))["executives"] == [None]
    game.choose(game.decision.options[1])
    while executive_of(game.state, 0) is None:
        assert game.decision is not None
        game.choose(game.decision.options[0])
    assert table_of(game.view(None))["executives"][0]["card"] == executive_of(game.state, 0)


# -- saves and replays -----------------------------------------------------------------------------


def test_a_save_in_the_middle_of_gorillas_choice_loads_exactly(tmp_path: Path) -> None:
    game = three(seed=6)
    while not (game.decision is not None and game.decision.kind == "card-choice"):
        assert game.decision is not None
        game.choose(game.decision.options[0])
    loaded = Game.from_json(game.to_json())
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.config.executives == game.config.executives
    assert [str(o) for o in loaded.decision.options] == ["ability extra-turn", "ability extra-cash"]  # type: ignore[union-attr]
    play_random(game, 6)
    path = tmp_path / "game.json"
    path.write_text(game.to_json(), encoding="utf-8")
    again = Game.from_json(path.read_text(encoding="utf-8"))
    assert again.fingerprint() == game.fingerprint() and again.result() == game.result()
    result = invoke("replay", str(path), "--all")
    assert result.exit_code == 0, result.stderr
    assert "(Gorilla) takes" in result.stdout


# -- the server ------------------------------------------------------------------------------------


def settings_for(path: Path) -> ServerSettings:
    """A server on a SQLite file in `path`, bots that move at once."""
    return ServerSettings(db=str(path / "games.db"), bot_delay=0.0, durable=False)


def server_body(executives: dict[str, str]) -> dict[str, Any]:
    return {
        "seats": [
            {"name": n, "bot": "easy", "executive": executives.get(n)} for n in ("Ann", "Bob", "Cy")
        ],
        "modules": ["executives"],
    }


def test_the_server_creates_stores_and_loads_a_game_with_executives(tmp_path: Path) -> None:
    settings = settings_for(tmp_path)
    with TestClient(create_app(settings)) as client:
        options = client.get("/api/options").json()
        assert {"id": "gorilla", "name": "Gorilla"} in options["executives"]
        assert "executives" in options["modules"]
        response = client.post("/api/games", json=server_body(BOARDS))
        assert response.status_code == 201, response.text
        game_id = response.json()["id"]
        stored = client.app.state.hub.store.load_game(game_id)  # type: ignore[attr-defined]
        assert dict(stored.config.executives) == BOARDS
    with TestClient(create_app(settings)) as client:  # a restart loads it from storage
        live = client.app.state.hub.games.get(game_id)  # type: ignore[attr-defined]
        stored = client.app.state.hub.store.load_game(game_id)  # type: ignore[attr-defined]
        assert dict(stored.config.executives) == BOARDS
        if live is not None:
            assert dict(live.game.config.executives) == BOARDS


def test_the_server_refuses_an_unknown_executive_with_the_configs_message(
    tmp_path: Path,
) -> None:
    with TestClient(create_app(settings_for(tmp_path))) as client:
        response = client.post(
            "/api/games", json=server_body({"Ann": "tycoon", "Bob": "rich", "Cy": "cable"})
        )
        assert response.status_code == 422
        assert "unknown executive 'tycoon' for Ann; executives: " in response.text


# -- the lab ---------------------------------------------------------------------------------------


def test_the_lab_reads_each_seats_executive() -> None:
    game = play_random(three(seed=2), 2)
    assert [SEAT_FACTS["executive"](game, seat) for seat in range(3)] == [
        "rich",
        "gorilla",
        "cable",
    ]
    base = play_random(Game.new(GameConfig(("Ann", "Bob"), seed=2)), 2)
    assert SEAT_FACTS["executive"](base, 0) is None


def test_the_keep_decision_previews_each_boards_ability_and_drawback() -> None:
    game = Game.new(GameConfig(("Ann",), seed=8, modules=EXECUTIVES))
    while not (game.decision is not None and game.decision.kind == "executive-keep"):
        assert game.decision is not None
        game.choose(game.decision.options[0])
    view = game.view(0)
    for option in game.decision.options:
        board = game.state.cards[option.card]  # type: ignore[attr-defined]
        assert option_label(game.state.cards, option) == f"Choose {board.name}"
        preview = option_preview(view, option)
        # the drawback's closing full stop gives way to "; then ..."
        assert board.ability in preview and board.drawback[:-1] in preview  # type: ignore[attr-defined]
    # the prompt only asks; the terminal lists the two boards, whole, above the options (whose
    # lines may be cut short), and no other seat's
    assert game.decision.prompt == "choose your executive; the other goes back to the box"
    console = Console(width=100, record=True)
    console.print(*context(view, game.decision))
    shown = " ".join(console.export_text().split())
    assert shown.startswith("The executive boards you were dealt:")
    for option in game.decision.options:
        board = game.state.cards[option.card]  # type: ignore[attr-defined]
        summary = f"{board.name}: executive (complexity {board.complexity} of 3). Ability: "  # type: ignore[attr-defined]
        assert summary + f"{board.ability} Drawback: {board.drawback}" in shown  # type: ignore[attr-defined]
    assert shown.count("executive (complexity") == 2
