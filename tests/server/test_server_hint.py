"""The coach over WebSockets: a seat asks for a hint at its own decision and gets the hard bot's
top options from its own view only; refused for spectators, out of turn, against a stale state."""

from __future__ import annotations

from fastapi.testclient import TestClient
from server_helpers import Player, connect, create

from primetime.coach import hint
from primetime.engine import Game


def ask(player: Player, state: int | None = None) -> None:
    state = player.view["state"] if state is None else state
    player.socket.send_json({"type": "hint", "state": state})


def test_a_seat_gets_the_coachs_hint_for_its_own_decision_only(client: TestClient) -> None:
    game = create(client, None, None)  # Ann and Bob, hotseat seats; Pilot Season first
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

        ask(spectator)
        assert spectator.error()["code"] == "spectator"
        ask(bob)
        assert bob.error()["code"] == "not-your-turn"
        ask(ann, state=5)
        assert ann.error()["code"] == "stale"

        ask(ann)
        message = ann.receive("hint")
        state = ann.view["state"]
        assert message["state"] == state and message["seat"] == 0
        offered = {o["text"] for o in ann.decision["options"]}
        assert 1 <= len(message["options"]) <= 3
        for option in message["options"]:
            assert option["option"] in offered
            assert option["label"] and option["score"] > 0 and 0 <= option["win"] <= 1
        live: Game = client.app.state.hub.games[gid].game  # type: ignore[attr-defined]
        decision = live.decision
        assert decision is not None
        expected = hint(live.view(0), decision, seed=state).to_dict()
        assert message["options"] == expected["options"]  # the seat's own view, that seed
        assert message["caption"] == expected["caption"]  # the words the terminal prints too
        assert message["caption"].startswith("the bot's choice first, then by expected")
        ask(ann)  # asked again: the same hint (kept)
        assert ann.receive("hint") == message
        assert not any(m["type"] == "hint" for m in bob.messages + spectator.messages)
