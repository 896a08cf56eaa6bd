"""The coach's analysis of a finished game's seat over HTTP: worked out in search workers (202 with
progress meanwhile), kept, the same as `coach.analyse` in-process, given only to the holder of the
seat's token (it names cards that seat held in secret), and clear refusals for bad requests."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import create, settings_for

from primetime import __version__
from primetime.coach import analysis_of, moment_of, turns_of
from primetime.engine import Game, GameConfig
from primetime.server import create_app
from primetime.server.analysis import WORST, Coaching, finite
from primetime.server.labels import named_cards, public_cards
from primetime.server.storage import ChoiceRecord, SeatRecord, Store
from primetime.server.tokens import token_hash

ITERATIONS = 2  # the searches' floor (twice the options) does the rest: quick, still a search
TOKENS = {0: "ann-secret-token", 1: "bob-secret-token"}
GAME = "finished1"


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(tmp_path, analysis_iterations=ITERATIONS))) as c:
        yield c


def played(seed: int = 5) -> Game:
    """Ann and Bob (people) and Cy (a bot) to the end, by random choices."""
    game = Game.new(GameConfig(players=("Ann", "Bob", "Cy"), seed=seed))
    rng = random.Random(seed)
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    return game


def store_finished(client: TestClient, game: Game, game_id: str = GAME) -> None:
    """Store a finished game as the server does: its config, seats (tokens hashed), choices."""
    store: Store = client.app.state.hub.store  # type: ignore[attr-defined]
    seats = [
        SeatRecord(0, "Ann", None, token_hash(TOKENS[0]), True),
        SeatRecord(1, "Bob", None, token_hash(TOKENS[1]), True),
        SeatRecord(2, "Cy", "easy", None, True),
    ]
    store.create_game(game_id, game.config, seats, __version__, listed=True)
    last = len(game.history) - 1
    store.append_choices(
        ChoiceRecord(game_id, i, str(option), i == last) for i, option in enumerate(game.history)
    )


def ask(client: TestClient, path: str, token: str | None = None) -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
    return client.get(f"/api/games/{path}", headers=headers)


def finished_analysis(client: TestClient, path: str, token: str) -> dict[str, Any]:
    """Ask until the analysis is worked out (202s before); every progress answer is checked."""
    seen = -1
    for _ in range(2000):
        response = ask(client, path, token)
        if response.status_code == 200:
            body: dict[str, Any] = response.json()
            return body
        assert response.status_code == 202, response.text
        progress = response.json()
        assert progress["status"] == "analysing" and 0 <= progress["done"] <= progress["total"]
        assert progress["done"] >= seen  # never goes back
        seen = progress["done"]
        time.sleep(0.05)
    raise AssertionError("the analysis never finished")


def expected(game: Game, seat: int) -> dict[str, Any]:
    """`coach`'s own analysis of the seat with the server's budget, as the server answers it."""
    moments = tuple(moment_of(turn, ITERATIONS) for turn in turns_of(game, seat))
    answer = analysis_of(game, seat, ITERATIONS, moments).to_dict(worst=WORST)
    answer.update(status="done", game=GAME, seat=seat, steps=len(game.history))
    found: dict[str, Any] = finite(answer)
    return found


def test_a_seat_gets_its_analysis_after_progress_and_then_from_memory(
    client: TestClient,
) -> None:
    game = played()
    store_finished(client, game)
    total = len(turns_of(game, 0))
    first = ask(client, f"{GAME}/analysis/0", TOKENS[0])
    assert first.status_code == 202  # worked out in a search worker: never while we wait
    assert first.json() == {
        "status": "analysing",
        "game": GAME,
        "seat": 0,
        "done": 0,
        "total": total,
    }
    assert first.headers["cache-control"] == "no-store"
    answer = finished_analysis(client, f"{GAME}/analysis/0", TOKENS[0])
    assert answer == expected(game, 0)  # the seat's own views, the server's budget
    assert answer["decisions"] == total == len(answer["curve"]) == len(answer["moments"])
    assert answer["iterations"] == ITERATIONS
    assert answer["final_score"] == game.result().players[0].total
    losses = {m["step"]: m["loss"] for m in answer["moments"]}
    assert (
        answer["worst"]
        == sorted((s for s in losses if losses[s] > 0), key=lambda s: -losses[s])[:5]
    )
    assert answer["worst"], "random choices lose expected score somewhere"
    # kept: asked again (by seat, or by the token alone) it is answered at once, the same
    again = ask(client, f"{GAME}/analysis/0", TOKENS[0])
    assert again.status_code == 200 and again.json() == answer
    assert again.headers["cache-control"] == "no-store"
    mine = ask(client, f"{GAME}/analysis", TOKENS[0])
    assert mine.status_code == 200 and mine.json() == answer


def test_the_analysis_names_secret_cards_so_only_the_seats_token_opens_it(
    client: TestClient,
) -> None:
    game = played()
    store_finished(client, game)
    answer = finished_analysis(client, f"{GAME}/analysis/0", TOKENS[0])
    # Every card it names was in Ann's own view at that decision, and some were secret to
    # spectators (and to Bob) then: hence the token rule.
    secret_somewhere = False
    for turn, moment in zip(turns_of(game, 0), answer["moments"], strict=True):
        assert moment["step"] == turn.step
        named: set[str] = set()
        for option in moment["top"] + [moment["chosen"]]:
            named |= named_cards(game.state.cards, turn.decision.find(option["option"]))
        assert named <= public_cards(turn.view)
        replay = Game.new(game.config)
        for choice in game.history[: turn.step]:
            replay.choose(choice)
        secret_somewhere |= bool(named - public_cards(replay.view(None)))
        secret_somewhere |= bool(named - public_cards(replay.view(1)))
    assert secret_somewhere
    for token in (None, TOKENS[1], "not-a-token"):
        refused = ask(client, f"{GAME}/analysis/0", token)
        assert refused.status_code == (401 if token is None else 403)
        assert "moments" not in refused.text and "curve" not in refused.text
    assert "Authorization: Bearer" in ask(client, f"{GAME}/analysis/0").json()["detail"]
    assert ask(client, f"{GAME}/analysis/0", TOKENS[1]).json()["detail"] == (
        "that token does not open seat 0: its analysis is for its player"
    )
    basic = client.get(f"/api/games/{GAME}/analysis/0", headers={"Authorization": TOKENS[0]})
    assert basic.status_code == 401  # not a bearer token
    # a spectator asking for "my" analysis has no seat; Bob's token gives Bob's, never Ann's
    assert ask(client, f"{GAME}/analysis").status_code == 401
    assert ask(client, f"{GAME}/analysis", "not-a-token").json() == {
        "detail": "that token opens no seat of this game"
    }
    bob = ask(client, f"{GAME}/analysis", TOKENS[1])
    assert bob.status_code in (200, 202) and bob.json()["seat"] == 1


def test_bad_requests_say_what_is_wrong_and_what_is_allowed(client: TestClient) -> None:
    store_finished(client, played())
    unknown = ask(client, "nosuchgame/analysis/0", TOKENS[0])
    assert unknown.status_code == 404 and unknown.json() == {"detail": "no game 'nosuchgame'"}
    no_seat = ask(client, f"{GAME}/analysis/3", TOKENS[0])
    assert no_seat.status_code == 404
    assert no_seat.json()["detail"] == (
        f"game {GAME} has no seat 3; its seats are 0 (Ann), 1 (Bob), 2 (Cy)"
    )
    bot = ask(client, f"{GAME}/analysis/2", TOKENS[0])
    assert bot.status_code == 409
    assert bot.json()["detail"] == (
        "seat 2 (Cy) is played by a bot (easy): the coach analyses people's seats"
    )
    assert ask(client, f"{GAME}/analysis/-1", TOKENS[0]).status_code == 422
    assert ask(client, f"{GAME}/analysis/x", TOKENS[0]).status_code == 422
    playing = create(client, None, "random")  # Ann's first decision waits: not over
    response = ask(client, f"{playing['id']}/analysis/0", playing["seats"][0]["token"])
    assert response.status_code == 409
    assert response.json()["detail"] == (
        f"game {playing['id']} is not over yet: the coach analyses finished games"
    )


class BrokenRunner:
    """Search workers that fail every search."""

    async def apart(self, fn: Any, *args: Any) -> Any:
        raise RuntimeError("the worker died")


def test_a_failed_analysis_is_said_once_then_worked_out_again(client: TestClient) -> None:
    store_finished(client, played())
    hub = client.app.state.hub  # type: ignore[attr-defined]
    client.app.state.coaching = Coaching(hub.store, BrokenRunner(), ITERATIONS)  # type: ignore[attr-defined,arg-type]
    assert ask(client, f"{GAME}/analysis/0", TOKENS[0]).status_code == 202
    for _ in range(200):
        failed = ask(client, f"{GAME}/analysis/0", TOKENS[0])
        if failed.status_code != 202:
            break
        time.sleep(0.02)
    assert failed.status_code == 500
    assert failed.json() == {"detail": "the coach could not analyse this game; ask again"}
    again = ask(client, f"{GAME}/analysis/0", TOKENS[0])  # asked again: started afresh
    assert again.status_code == 202 and again.json()["done"] == 0
