"""Every event the engine logs reads as plain English for every viewer: card and bonus names,
never a dict, a quoted id or a kebab-case id, in every module mix; and the Megacorp lines say
the right numbers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from helpers import play_random
from primetime import Game, GameConfig
from primetime.engine.board import BONUS_NAMES
from primetime.engine.events import Event
from primetime.engine.modules.moguls import MOGUL_BONUS
from primetime.engine.narrate import HIDDEN_LINES, LINES, describe
from primetime.engine.progress import progress_of
from primetime.engine.scenario import Scenario
from primetime.tui.narration import narrate

ENGINE = Path(__file__).parents[2] / "src" / "primetime" / "engine"
THREE = ("Ann", "Bea", "Cal")
ALL = ("moguls", "executives", "telly")
MIXES = {
    "base": {"players": THREE},
    "solo": {"players": ("Ann",), "solo": True},
    "classic turns": {"players": THREE, "classic_turns": True},
    "moguls": {"players": THREE, "modules": ("moguls",)},
    "executives": {"players": THREE, "modules": ("executives",)},
    "telly": {"players": THREE, "modules": ("telly",)},
    "all three": {"players": THREE, "modules": ALL},
    "all three, classic turns": {"players": ("Ann", "Bea"), "modules": ALL, "classic_turns": True},
    "all three, solo": {"players": ("Ann",), "solo": True, "modules": ALL},
}
SEEDS = range(4)
# a lone noun after "1" reads as a plural slip: "1 shows", "1 viewers"
ONE_PLURAL = re.compile(r"\b1 (viewer|show|card|mogul|star|ad)s\b")
QUOTED_ID = re.compile(r"'[a-z][a-z0-9_-]*'")
KEBAB = re.compile(r"\b[a-z0-9]+(?:-[a-z0-9]+)+\b")


def _lines(game: Game, viewer: int | None) -> list[str]:
    """The log as the terminal tells it to `viewer`, and event by event as the browser does."""
    view = game.view(viewer)
    told = [text.plain for text in narrate(view.log, view.state)]
    return told + [describe(event, view.state) for event in view.log]


def _raw(line: str, ids: set[str]) -> str | None:
    """What in a line is not plain English, if anything."""
    if "{" in line or "}" in line:
        return "a dict"
    for pattern in (QUOTED_ID, ONE_PLURAL):
        found = pattern.search(line)
        if found:
            return found.group()
    shown = set(KEBAB.findall(line)) & ids
    return ", ".join(sorted(shown)) or None


@pytest.mark.parametrize("mix", MIXES)
def test_every_line_of_random_games_is_plain_english_for_every_viewer(mix: str) -> None:
    config = MIXES[mix]
    for seed in SEEDS:
        game = play_random(Game.new(GameConfig(seed=seed, **config)), seed=seed)  # type: ignore[arg-type]
        ids = {card for card in game.state.cards if "-" in card} | set(BONUS_NAMES)
        for viewer in (None, *range(len(game.state.players))):
            for line in _lines(game, viewer):
                assert _raw(line, ids) is None, (mix, seed, viewer, line)
            for event in game.view(viewer).log:
                lines = HIDDEN_LINES if event.data.get("hidden") else LINES
                assert event.kind in lines, (mix, seed, viewer, event)  # not the fallback line


def _engine_source() -> str:
    return "\n".join(path.read_text() for path in ENGINE.rglob("*.py"))


def test_every_event_kind_the_engine_emits_has_a_line() -> None:
    kinds = set(re.findall(r'\bemit(?:_data)?\(\s*\w+,\s*"([a-z-]+)"', _engine_source()))
    assert len(kinds) > 60  # the scan still finds the engine's events
    Game.new(GameConfig(players=THREE, modules=ALL))  # every module's lines registered
    assert sorted(kinds - set(LINES)) == []


def test_the_executives_reveal_names_each_board_the_1st_player_and_the_cash() -> None:
    given = {"Ann": "starryeye", "Bea": "cable", "Cal": "cheapo"}
    game = Game.new(GameConfig(players=THREE, executives=given))
    for viewer in (None, 0, 1):
        view = game.view(viewer)
        revealed = [describe(e, view.state) for e in view.log if e.kind == "executives"]
        assert revealed == [
            "Executives: Ann Starryeye ($10M), Bea Cable (1st player, $20M), Cal Cheapo ($8M)"
        ]


def test_a_kept_executive_is_named_only_to_its_keeper() -> None:
    game = Game.new(GameConfig(players=THREE, modules=("executives",)))
    game.choose("pick butcher")
    said = {
        viewer: [describe(e, game.view(viewer).state) for e in game.view(viewer).log][-1]
        for viewer in (None, 0, 1)
    }
    assert said == {
        0: "Ann keeps Butcher as their executive (shown when everyone has chosen)",
        1: "Ann keeps an executive (shown when everyone has chosen)",
        None: "Ann keeps an executive (shown when everyone has chosen)",
    }


def _mogul_bonus_taken() -> Game:
    """Ann lands on the Drama mogul token and keeps Penny Pincher of 3 moguls drawn."""
    sc = Scenario(THREE, modules=("moguls",))
    sc.deck_top("mogul", "tech-pioneer", "penny-pincher", "celebrity-whisperer")
    game = sc.start(("genre-bonus", 0, MOGUL_BONUS, "drama", 3), ("turn", 0))
    game.choose("pick penny-pincher")
    return game


def test_a_mogul_bonus_names_the_token_the_bonus_the_deck_and_the_kept_mogul() -> None:
    game = _mogul_bonus_taken()
    seen_by_bea = [t.plain for t in narrate(game.view(1).log, game.view(1).state)]
    assert seen_by_bea[:5] == [
        "Ann gets the Mogul (draw 3, keep 1) bonus",
        "Ann takes the Drama mogul token",
        "Ann draws 3 mogul cards",
        "Ann puts 2 moguls on the bottom of the mogul deck",
        "Ann keeps the mogul Penny Pincher",
    ]
    seen_by_ann = [describe(e, game.view(0).state) for e in game.view(0).log]
    assert "Ann puts Tech Pioneer and Celebrity Whisperer on the bottom of the mogul deck" in (
        seen_by_ann
    )


def test_the_genre_track_preview_names_the_mogul_bonus() -> None:
    sc = Scenario(THREE, modules=("moguls",)).genres(0, drama=2)
    preview = progress_of(sc.state, 0).describe(sc.state, 0, "drama")
    assert preview == (
        "-> space 3: 5 viewers at game end, Mogul (draw 3, keep 1) bonus now,"
        " next: Wild bonus at space 4"
    )


@pytest.mark.parametrize(
    ("event", "line"),
    [
        (
            Event("buy-viewers", 1, {"card": "host-turned-tycoon", "cost": 5, "viewers": 5}),
            "Host Turned Tycoon: Bea buys 5 viewers for $5M",
        ),
        (
            Event("buy-viewers", 1, {"card": "host-turned-tycoon", "cost": 0, "viewers": 0}),
            "Host Turned Tycoon: Bea buys no viewers",
        ),
        (
            Event("rescore", 0, {"card": "dawsons-reek", "viewers": 1}),
            "Ann's Dawson's Reek scores again: 1 viewer",
        ),
        (
            Event("bottom", 2, {"count": 1, "deck": "show", "hidden": True}),
            "Cal puts 1 show on the bottom of the show deck",
        ),
        (
            Event("specialist-mogul", 1, {"which": "second", "draw": 4}),
            "Bea (Specialist) draws 4 moguls for their 2nd mogul and keeps 1",
        ),
        (
            Event("generic", 0, {"genre": "scifi", "space": 1}),
            "Ann covers Sci-Fi on their Generic board: the bonus marker moves to space 1"
            " (+1 viewer a round)",
        ),
        (
            Event("grid-line", 0, {"line": "top row", "bonus": "specialist-first-mogul"}),
            "Ann completes the top row of their grid: Specialist's 1st mogul (draw 2, keep 1)"
            " bonus",
        ),
    ],
)
def test_megacorp_lines_say_the_numbers(event: Event, line: str) -> None:
    game = Game.new(GameConfig(players=THREE, modules=ALL))
    assert describe(event, game.state) == line


def test_every_event_only_its_player_sees_has_a_line_for_the_others() -> None:
    private = re.compile(r'\bemit\(\s*\w+,\s*"([a-z-]+)",(?:(?!emit\().){0,120}?private=', re.S)
    kinds = set(private.findall(_engine_source()))
    assert {"draw", "bottom"} <= kinds
    Game.new(GameConfig(players=THREE, modules=ALL))
    assert sorted(kinds - set(HIDDEN_LINES)) == []
