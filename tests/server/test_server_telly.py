"""Telly Time over the server: a 4-player game with Moguls and Executives is created through the
API, its board has four timeslots and the grid progress, the catalog names the Telly cards, every
view carries each network's grid in words (grid_text) and bots play it to the end."""

from __future__ import annotations

from fastapi.testclient import TestClient
from server_helpers import Player, connect, create

MODULES = ["telly", "moguls", "executives"]


def test_the_catalog_names_the_telly_cards(client: TestClient) -> None:
    cards = client.get("/api/catalog").json()["cards"]
    assert cards["drama-grid"]["kind"] == "grid"
    assert cards["drama-grid"]["squares"][1][1] == "drama"
    assert cards["my-family-and-other-aliens"]["name"] == "My Family and Other Aliens"
    assert {c["genre"] for c in cards.values() if c["kind"] == "show"} >= {"kids", "quiz", "chat"}


def test_a_4_player_telly_game_with_moguls_and_executives_plays_to_the_end(
    client: TestClient,
) -> None:
    game = create(client, "random", "random", "random", "random", seed=5, modules=MODULES)
    with connect(client, game["id"], None) as socket:
        watcher = Player(socket).hello(None)
        board = watcher.welcome["board"]
        assert board["timeslots"] == ["daytime", "primetime", "latenight", "weekend"]
        assert board["progress"] == "grid" and len(board["genres"]) == 9
        grids_seen = 0
        while watcher.view["result"] is None:
            table = watcher.view["table"]
            assert all(len(p["lineup"]) == 4 for p in table["players"])
            for index, grid in enumerate(table["grids"]):
                if grid is None:
                    continue
                grids_seen += 1
                marks = table["parts"]["grids"]["marks"][index]
                marked = [sq["genre"] for row in grid["rows"] for sq in row if sq["marked"]]
                assert sorted(marked) == sorted(marks) and grid["marked"] == len(marks)
                assert grid["summary"].startswith(f"grid {len(marks)}/9")
                assert len(grid["row_bonuses"]) == 3 and len(grid["column_bonuses"]) == 3
            watcher.next_view()
        assert grids_seen > 0
        assert watcher.view["table"]["over"] is True
        assert len(watcher.view["result"]["players"]) == 4
        assert all(x is not None for x in watcher.view["table"]["executives"])
