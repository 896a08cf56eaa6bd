"""Hidden information on the server (issue 13): a server game's seed is a 256-bit secret that
never leaves the server; a chosen seed is only for the creator's own tables and is marked; a
finished game's replay names only cards public at each step."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from fastapi.testclient import TestClient
from server_helpers import Player, connect, create

from primetime.cards import load_box
from primetime.engine import Game, GameConfig
from primetime.server import ServerSettings
from primetime.server.labels import named_cards, public_cards


def stored_config(settings: ServerSettings, game_id: str) -> dict[str, Any]:
    with sqlite3.connect(settings.db) as db:
        (text,) = db.execute("select config from games where id = ?", (game_id,)).fetchone()
    config: dict[str, Any] = json.loads(text)
    return config


def test_a_server_game_draws_from_a_secret_of_256_bits(
    client: TestClient, settings: ServerSettings
) -> None:
    # Before: secrets.randbelow(2**31), recovered from the public display in 90 s of search.
    body = {"seats": [{"name": "Ann"}, {"name": "Bob", "join": "invite"}]}
    game = client.post("/api/games", json=body).json()
    seed = stored_config(settings, game["id"])["seed"]
    assert seed.bit_length() > 200
    other = client.post("/api/games", json=body).json()
    assert stored_config(settings, other["id"])["seed"] != seed


def test_the_seed_is_in_no_message(client: TestClient, settings: ServerSettings) -> None:
    game = create(client, None, "random", "random", join="invite")
    seed = stored_config(settings, game["id"])["seed"]
    secrets_ = {str(seed), hex(seed)[2:], str(seed & (2**64 - 1)), str(seed & (2**63 - 1))}
    wire: list[str] = []
    with connect(client, game["id"], None) as socket:
        ann = Player(socket).hello(game["seats"][0]["token"])
        for _ in range(6):
            if ann.decision is None:
                ann.next_view()
                continue
            ann.choose(ann.decision["options"][0]["text"])
            ann.next_view()
        wire += [json.dumps(m) for m in ann.messages]
    with connect(client, game["id"], None) as socket:
        wire += [json.dumps(m) for m in Player(socket).hello(None).messages]
    wire.append(client.get(f"/api/games/{game['id']}").text)
    wire.append(client.get("/api/games?status=playing").text)
    text = "\n".join(wire)
    for secret in secrets_:
        assert secret not in text


def test_a_chosen_seed_is_refused_when_another_person_may_sit(client: TestClient) -> None:
    # The creator who picks the seed knows every hand: only for tables that are all theirs.
    for join in ("invite", "open"):
        body = {"seats": [{"name": "Ann"}, {"name": "Bob", "join": join}], "seed": 5}
        refused = client.post("/api/games", json=body)
        assert refused.status_code == 422 and "seed" in refused.text
    body = {"seats": [{"name": "Ann"}, {"name": "Bob"}], "seed": 5}  # Bob's seat is open
    assert client.post("/api/games", json=body).status_code == 422


def test_a_seeded_game_is_marked_in_the_lobby_and_its_results(client: TestClient) -> None:
    hotseat = create(client, None, None, seed=5)  # every person's seat is the creator's
    assert hotseat["seeded"] is True
    bots = create(client, "random", "random", seed=6)
    assert client.get(f"/api/games/{hotseat['id']}").json()["seeded"] is True
    unseeded = client.post(
        "/api/games", json={"seats": [{"name": "A"}, {"name": "B", "join": "invite"}]}
    ).json()
    assert unseeded["seeded"] is False
    with connect(client, bots["id"], None) as socket:
        watcher = Player(socket).hello(None)
        assert watcher.welcome["seeded"] is True
        while watcher.view["result"] is None:
            watcher.next_view()
        assert watcher.view["result"]["seeded"] is True
    listed = client.get("/api/games?status=over").json()["games"]
    assert [g["seeded"] for g in listed if g["id"] == bots["id"]] == [True]
    assert client.get(f"/api/games/{bots['id']}/replay").json()["seeded"] is True


def test_replay_labels_name_only_cards_public_at_that_step(client: TestClient) -> None:
    # Before: step 1 of a replay read "Keep <card> and <card>" while those cards were still
    # hidden Pilot Season keeps.
    game = create(client, "random", "random", "random", seed=21)
    with connect(client, game["id"], None) as socket:
        watcher = Player(socket).hello(None)
        while watcher.view["result"] is None:
            watcher.next_view()
    cards = load_box("primetime")
    end = client.get(f"/api/games/{game['id']}/replay").json()
    stored = client.app.state.hub.store.load_game(game["id"])  # type: ignore[attr-defined]
    replay = Game.new(GameConfig.from_dict(dict(stored.config.to_dict())))
    hidden = 0
    for step in range(1, min(end["steps"], 40) + 1):
        before = public_cards(replay.view(None))
        option = replay.choose(stored.choices[step - 1])
        public = before | public_cards(replay.view(None))
        label = client.get(f"/api/games/{game['id']}/replay/{step}").json()["last"]["label"]
        for card in named_cards(cards, option) - public:
            assert cards.cards[card].name not in label, (step, label)
            hidden += 1
    assert hidden  # Pilot Season keeps were hidden at their steps, and so unnamed
