"""Play over WebSockets: seats and tokens, validation, stale and out-of-turn choices, per-seat views
that never hold hidden cards, bots that move by themselves without blocking other games."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import Player, connect, create

from helpers import hidden_from
from primetime.engine import Game
from primetime.engine.deck import HIDDEN


def live_game(client: TestClient, game_id: str) -> Game:
    game: Game = client.app.state.hub.games[game_id].game  # type: ignore[attr-defined]
    return game


def test_a_token_opens_its_seat_and_no_token_watches(client: TestClient) -> None:
    game = create(client, None, None)
    with connect(client, game["id"], None) as a, connect(client, game["id"], None) as watcher:
        ann = Player(a).hello(game["seats"][0]["token"])
        spectator = Player(watcher).hello(None)
        assert ann.welcome["seat"] == 0 and spectator.welcome["seat"] is None
        assert [s["name"] for s in ann.welcome["seats"]] == ["Ann", "Bob"]
        assert ann.view["seat"] == 0 and spectator.view["seat"] is None
        assert ann.decision is not None and ann.decision["player"] == 0
        assert spectator.decision is None
        assert ann.view["state"] == spectator.view["state"] == 0
        assert all("label" in o and "preview" in o for o in ann.decision["options"])


@pytest.mark.parametrize("token", ["nope", "", "x" * 128])
def test_a_wrong_token_is_refused(client: TestClient, token: str) -> None:
    game = create(client, None, None)
    with connect(client, game["id"], None) as socket:
        socket.send_json({"type": "hello", "token": token})
        message = socket.receive_json()
        if token:
            assert message["code"] == "bad-token"
        else:  # an empty token is no token: a spectator
            assert message["type"] == "welcome" and message["seat"] is None


def test_unknown_game_and_bad_first_message(client: TestClient) -> None:
    with connect(client, "nosuchgame1", None) as socket:
        assert socket.receive_json()["code"] == "not-found"
    game = create(client, None, None)
    with connect(client, game["id"], None) as socket:
        socket.send_json({"type": "choose", "state": 0, "option": "pass cash"})
        assert socket.receive_json()["code"] == "bad-message"


@pytest.mark.parametrize(
    "raw",
    [
        "not json",
        "{}",
        '{"type": "choose"}',
        '{"type": "choose", "state": "0", "option": 5}',
        '{"type": "choose", "state": "0", "option": "pass cash"}',  # a string, not a number
        '{"type": "choose", "state": false, "option": "pass cash"}',  # true read as state 1
        '{"type": "undo", "state": false}',
        '{"type": "choose", "state": -1, "option": "x"}',
        '{"type": "choose", "state": 0, "option": "x", "seat": 1}',
        '{"type": "admin"}',
        '{"type": "hello", "token": null}',
        "[1, 2]",
        '{"type": "choose", "state": 0, "option": "' + "x" * 5000 + '"}',
    ],
)
def test_malformed_messages_are_refused_and_change_nothing(client: TestClient, raw: str) -> None:
    game = create(client, None, None)
    with connect(client, game["id"], None) as socket:
        ann = Player(socket).hello(game["seats"][0]["token"])
        socket.send_text(raw)
        assert ann.error()["code"] == "bad-message"
        socket.send_json({"type": "ping"})
        assert ann.receive("pong")["state"] == 0
    assert live_game(client, game["id"]).history == []


def test_choices_out_of_turn_stale_repeated_or_illegal_are_refused(client: TestClient) -> None:
    game = create(client, None, None)
    gid = game["id"]
    with (
        connect(client, gid, None) as a,
        connect(client, gid, None) as b,
        connect(client, gid, None) as w,
    ):
        ann = Player(a).hello(game["seats"][0]["token"])
        bob = Player(b).hello(game["seats"][1]["token"])
        spectator = Player(w).hello(None)
        assert ann.decision is not None and bob.decision is None
        option = ann.decision["options"][0]["text"]

        bob.choose(option, state=0)  # not Bob's decision
        assert bob.error()["code"] == "not-your-turn"
        spectator.choose(option, state=0)
        assert spectator.error()["code"] == "spectator"
        ann.choose("produce no-such-show")
        assert ann.error()["code"] == "illegal"
        ann.choose(option, state=5)
        assert ann.error()["code"] == "stale"
        assert live_game(client, gid).history == []

        ann.choose(option)  # accepted: everyone gets their own new view
        assert ann.next_view()["state"] == 1
        assert bob.next_view()["state"] == 1 and spectator.next_view()["state"] == 1
        ann.choose(option, state=0)  # the same submit again: stale, never applied twice
        assert ann.error()["code"] == "stale"
        assert live_game(client, gid).history == [option]


def test_reconnecting_gives_the_seat_and_the_current_view_back(client: TestClient) -> None:
    game = create(client, None, "random")
    token = game["seats"][0]["token"]
    with connect(client, game["id"], None) as socket:
        ann = Player(socket).hello(token)
        for _ in range(3):
            assert ann.decision is not None
            ann.choose(ann.decision["options"][0]["text"])
            ann.next_view()
            while ann.decision is None:
                ann.next_view()
        before = ann.view
        log_before = ann.log
    with connect(client, game["id"], None) as socket:
        again = Player(socket).hello(token)
        assert again.welcome["seat"] == 0
        assert again.view["state"] == before["state"]
        assert again.view["table"] == before["table"]
        assert again.view["decision"] == before["decision"]
        assert again.log == log_before


def _card_ids(value: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(value, str):
        found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            found |= _card_ids(item)
    elif isinstance(value, list):
        for item in value:
            found |= _card_ids(item)
    return found


def test_views_never_contain_hidden_cards(client: TestClient) -> None:
    """Three people and a spectator play a whole game; every view each receives is checked
    against the true state of that moment."""
    game = create(client, None, None, None)
    gid = game["id"]
    rng = random.Random(3)
    sockets = [connect(client, gid, None) for _ in range(4)]
    with sockets[0] as s0, sockets[1] as s1, sockets[2] as s2, sockets[3] as s3:
        players = [Player(s).hello(game["seats"][i]["token"]) for i, s in enumerate((s0, s1, s2))]
        spectator = Player(s3).hello(None)
        viewers: list[tuple[int | None, Player]] = [
            (0, players[0]),
            (1, players[1]),
            (2, players[2]),
        ]
        viewers.append((None, spectator))
        checked = 0
        while True:
            truth = live_game(client, gid)
            for seat, player in viewers:
                view = player.view
                assert view["state"] == len(truth.history)
                hidden = hidden_from(truth, seat) - {
                    c for c in _card_ids(view["table"]) if c.startswith(HIDDEN)
                }
                visible = _card_ids(view["table"]) | _card_ids(view["decision"])
                leaked = hidden & visible
                assert not leaked, (seat, sorted(leaked))
                for entry in view["log"]:
                    event = truth.log[entry["i"]]
                    if event.private is not None and event.private != seat:
                        card = event.data.get("card")
                        if isinstance(card, str):
                            name = truth.state.cards[card].name
                            assert name not in entry["text"], (seat, entry)
                checked += 1
                if seat != truth.decision.player if truth.decision else True:
                    assert view["decision"] is None
            if truth.over:
                break
            decision = truth.decision
            assert decision is not None
            chooser = players[decision.player]
            chooser.choose(rng.choice(chooser.decision["options"])["text"])  # type: ignore[index]
            for _, player in viewers:
                player.next_view()
        assert checked > 100
        results = [p.view["result"] for _, p in viewers]
        assert results[0] is not None and all(r == results[0] for r in results)


def test_pilot_hands_of_others_stay_hidden(client: TestClient) -> None:
    game = create(client, None, "random", None)
    with connect(client, game["id"], None) as a, connect(client, game["id"], None) as c:
        ann = Player(a).hello(game["seats"][0]["token"])
        cy = Player(c).hello(game["seats"][2]["token"])
        for player in (ann, cy):  # each places their starters (Bob, a bot, between them)
            while player.decision is None:
                player.next_view()
            player.choose(player.decision["options"][0]["text"])
        while not ann.view["table"]["players"][0]["hand"]:  # then Pilot Season deals
            ann.next_view()
        truth = live_game(client, game["id"])
        ann_hand = truth.state.players[0].hand
        assert ann_hand and ann.view["table"]["players"][0]["hand"] == ann_hand
        assert all(card.startswith("?") for card in cy.view["table"]["players"][0]["hand"])
        wire = json.dumps([m for m in cy.messages])
        for card in ann_hand:
            assert card not in wire


def test_bots_play_by_themselves_to_the_end(client: TestClient) -> None:
    game = create(client, "random", "easy", seed=11)
    with connect(client, game["id"], None) as socket:
        watcher = Player(socket).hello(None)
        while watcher.view["result"] is None:
            watcher.next_view()
        assert watcher.view["table"]["over"] is True
        result = watcher.view["result"]
        assert len(result["players"]) == 2 and result["winners"]


def test_searching_bots_think_in_worker_processes(client: TestClient) -> None:
    """A searching bot (MCTS) thinks in a worker process and keeps its generator moving."""
    game = create(client, "mcts:iters=3:depth=2:worlds=1", "random", seed=12)
    with connect(client, game["id"], None) as socket:
        watcher = Player(socket).hello(None)
        moves = 0
        while watcher.view["result"] is None and moves < 30:
            watcher.next_view()
            moves += 1
        assert moves >= 5  # the game moves on with the searching bot in seat 1
    runner = client.app.state.hub.runner  # type: ignore[attr-defined]
    assert runner._processes is not None  # the process pool was used


class BlockingBot:
    """A bot that thinks until released, to show that thinking blocks nothing else."""

    name = "blocking"
    needs_view = False

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.release = threading.Event()

    def choose(self, view: object, decision: Any) -> Any:
        self.thinking.set()
        assert self.release.wait(30)
        return decision.options[0]


def test_a_slow_bot_blocks_neither_the_server_nor_other_games(client: TestClient) -> None:
    slow_game = create(client, None, "random", seed=1)
    hub = client.app.state.hub  # type: ignore[attr-defined]
    bot = BlockingBot()
    live = hub.games[slow_game["id"]]
    live.bots[1] = bot
    other = create(client, None, None, seed=2)
    with connect(client, slow_game["id"], None) as a, connect(client, other["id"], None) as b:
        ann = Player(a).hello(slow_game["seats"][0]["token"])
        while ann.decision is None:
            ann.next_view()
        ann.choose(ann.decision["options"][0]["text"])
        ann.next_view()
        while not bot.thinking.is_set():  # Bob's decision comes; the bot starts thinking
            assert ann.decision is not None
            ann.choose(ann.decision["options"][0]["text"])
            ann.next_view()
        assert bot.thinking.wait(10)
        state = live.state_id
        # While the bot thinks: the other game plays, the lobby answers.
        player = Player(b).hello(other["seats"][0]["token"])
        player.choose(player.decision["options"][0]["text"])  # type: ignore[index]
        assert player.next_view()["state"] == 1
        assert client.get("/api/games?status=open").status_code == 200
        assert live.state_id == state  # still thinking
        bot.release.set()
        assert ann.next_view()["state"] == state + 1
