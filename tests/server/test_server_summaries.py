"""What the browser is told about the end of rounds and of the game: a round's summary is news to
a seat only until it moves again, the final table has the columns its modules score, a Game End
entry an executive zeroed says why, the executives being chosen show who has chosen (and to each
player their own), and an unknown address gets a page for a browser, JSON for a program."""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

from primetime import Game, GameConfig
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_result
from primetime.presentation import network_scored
from primetime.server.payload import result_of, table_of, what_happened


def play(game: Game, rng: random.Random) -> None:
    decision = game.decision
    assert decision is not None
    game.choose(rng.choice(decision.options))


def test_a_round_summary_is_no_news_to_a_seat_that_moved_since() -> None:
    """A new tab mid-round 3 must not bring back "Round 2 is over" (the seat played on)."""
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=3))
    rng = random.Random(3)
    while (what_happened(game.view(0))["round_summary"] or {}).get("round") != 2:
        play(game, rng)
    for seat in (0, 1):  # just scored: news to both
        assert what_happened(game.view(seat))["round_summary"]["seen"] is False
    while True:  # on to Ann's first move of round 3
        decision = game.decision
        assert decision is not None and game.state.round <= 3
        play(game, rng)
        if decision.player == 0 and game.state.round == 3:
            break
    summary = what_happened(game.view(0))["round_summary"]
    assert summary["round"] == 2 and summary["seen"] is True
    assert what_happened(game.view(None))["round_summary"]["seen"] is False  # no seat: no moves


def finished(**config: object) -> Game:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=5, **config))  # type: ignore[arg-type]
    rng = random.Random(5)
    while not game.over:
        play(game, rng)
    return game


def test_the_last_round_summary_comes_with_the_final_result() -> None:
    game = finished()
    summary = what_happened(game.view(0))["round_summary"]
    assert summary["round"] == 4 and summary["title"] == "Round 4 is over"
    assert summary["seen"] is False


@pytest.mark.parametrize(
    ("modules", "columns"),
    [
        ((), ["Genres", "Reruns", "Network", "Cash"]),
        (("telly", "moguls"), ["Reruns", "Network, Moguls & Execs", "Cash"]),
    ],
)
def test_the_final_table_has_only_the_columns_its_modules_score(
    modules: tuple[str, ...], columns: list[str]
) -> None:
    result = result_of(finished(modules=modules))
    assert result is not None
    assert [c["title"] for c in result["columns"]] == columns
    assert all(c["key"] in result["players"][0] for c in result["columns"])


def test_game_end_cards_rich_zeroed_say_why() -> None:
    sc = Scenario(
        ["Ann", "Bob"], modules=("executives",), executives={"Ann": "rich", "Bob": "cable"}
    )
    sc.green_room(0, "streaming-deal", "merchandising")
    sc.reruns(0, "dawsons-reek", "plastic-chef")  # Streaming Deal would score these
    words = network_scored(final_result(sc.state), sc.state.cards, sc.state)
    assert words == "Ann: Streaming Deal 0 (Rich's drawback), Merchandising 0 (Rich's drawback)"
    sc = Scenario(
        ["Ann", "Bob"], modules=("executives",), executives={"Ann": "cable", "Bob": "rich"}
    )
    sc.green_room(0, "streaming-deal")
    sc.reruns(0, "dawsons-reek", "plastic-chef")
    assert (
        network_scored(final_result(sc.state), sc.state.cards, sc.state) == "Ann: Streaming Deal 2"
    )


def test_while_executives_are_chosen_each_player_sees_their_own_and_who_has_chosen() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=2, modules=("executives",)))
    while game.decision is not None and game.decision.kind != "executive-keep":
        game.choose(game.decision.options[0])
    first = game.decision
    assert first is not None
    keeper, other = first.player, 1 - first.player
    assert table_of(game.view(keeper))["executives"] == [None, None]  # both choosing
    game.choose(first.options[0])
    kept = game.state.cards[first.options[0].card].name  # type: ignore[attr-defined]
    mine = table_of(game.view(keeper))["executives"]
    assert mine[keeper] == {"choice": "chosen", "kept": kept}
    assert mine[other] is None
    for viewer in (other, None):  # which one stays hidden until everyone has chosen
        assert table_of(game.view(viewer))["executives"][keeper] == {"choice": "chosen"}


def test_an_unknown_address_is_a_page_for_a_browser_and_json_for_a_program(
    client: TestClient,
) -> None:
    html = {"Accept": "text/html,application/xhtml+xml"}
    page = client.get("/foo/bar", headers=html)
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")
    assert 'href="/"' in page.text and "No such page." in page.text
    for path, headers in (("/foo/bar", {"Accept": "application/json"}), ("/api/nope", html)):
        answer = client.get(path, headers=headers)
        assert answer.status_code == 404 and answer.json() == {"detail": "Not Found"}
