"""Set-up (`make play` installs only what playing needs, `make test` the rest; the packaging
says nothing to warn about) and the small labels of issue 14, each as the player reads it."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

from primetime.engine.scenario import Scenario
from primetime.tui.theme import values_short

ROOT = Path(__file__).resolve().parents[2]
EXTRAS_ONLY = (
    "numpy",
    "pyspiel",
    "pettingzoo",
    "gymnasium",
    "pyarrow",
    "duckdb",
    "matplotlib",
    "ray",
    "pytest",
    "hypothesis",
    "mypy",
    "pexpect",
    "playwright",
    "httpx",
)


def make_recipe(target: str) -> str:
    """The commands `make -n TARGET` would run in a clean tree (without a venv)."""
    result = subprocess.run(
        ["make", "-n", "-B", target, "VENV=/nonexistent-venv"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout


def test_make_play_installs_the_project_without_the_test_and_research_extras() -> None:
    play = make_recipe("play")
    installs = [line for line in play.splitlines() if "pip install" in line and "-e" in line]
    assert installs and all(re.search(r"-e \.(\s|$)", line) for line in installs), play
    assert "[test" not in play and "rl" not in play.replace("primetime play", "")
    test = make_recipe("test")
    assert "-e '.[test,rl,lab]'" in test and "pytest" in test


def test_playing_imports_nothing_from_the_extras() -> None:
    """A whole bots-only game in the terminal, and the server's app, with every extra's package
    made unimportable."""
    code = (
        "import sys\n"
        f"for name in {EXTRAS_ONLY!r}: sys.modules[name] = None\n"
        "import primetime.server.app\n"
        "from primetime.cli.main import main\n"
        "sys.argv = ['primetime', 'play', '--watch', '--players', '2', '--bots', 'random',"
        " '--seed', '3']\n"
        "main()\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        env={
            "PATH": "/usr/bin:/bin",
            "COLUMNS": "100",
            "LINES": "40",
            "PYTHONPATH": str(ROOT / "src"),
        },
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Final scores" in result.stdout
    assert "Round 4 is over" in result.stdout  # the summaries are shown; a bots-only game goes on


def test_the_license_is_an_spdx_expression_without_license_classifiers() -> None:
    """setuptools deprecates a `project.license` table and License classifiers; an SPDX string
    with setuptools >= 77 warns about nothing."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["project"]["license"] == "MIT"
    assert not any(c.startswith("License ::") for c in project["project"].get("classifiers", []))
    assert any(r.startswith("setuptools>=77") for r in project["build-system"]["requires"])


def test_a_timeslot_prompt_names_the_slot_as_people_do() -> None:
    sc = Scenario(["Ann", "Bob", "Cy"]).cash(0, 20)  # the show is in 3-player games
    sc.display(show=["pardon-the-eruption"])  # prefers daytime, no required slot
    game = sc.start_turn(0)
    game.choose("produce pardon-the-eruption")
    while game.decision is not None and game.decision.kind != "production-timeslot":
        game.choose(game.decision.options[-1])
    assert game.decision is not None
    assert "(prefers Daytime)" in game.decision.prompt


def test_a_show_in_the_green_room_says_what_producing_it_costs() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "dawsons-reek")
    state = sc.game_state()
    reek = state.cards["dawsons-reek"]
    text = values_short(state.cards, "dawsons-reek")
    assert text == f"Drama show, ${reek.cost}M, rows {'/'.join(map(str, reek.rows))}"
    assert "rerun" not in text
